"""The rows of an event's backup, read in dependency order: players, entrants, trays and
rounds, tables, seatings, results, the trail and the log.  Each reader checks every row (its
fields, its references by natural key, the rules of the event's form) and saves the lot in
one statement; ``restore`` calls them inside its transaction.
"""

from __future__ import annotations

from typing import TypeVar

from django.db import models

from said import Said
from tournaments import models as m
from tournaments.backup import checks
from tournaments.backup.schema import (
    CHANGE_FIELDS,
    ENTRANT_FIELDS,
    LOG_FIELDS,
    PLAYER_FIELDS,
    RESULT_FIELDS,
    SEATING_FIELDS,
    SEATS,
    TABLE_FIELDS,
    BackupError,
    checked,
    label,
    number,
    records,
    save_all,
)


def players(raw, club: m.Club) -> tuple[dict[int, m.Player], int]:
    """Players by their reference in the file: the club's own record when it is clearly the
    same person (same membership number, or the one player of that name without a number)."""
    out: dict[int, m.Player] = {}
    matched = 0
    claimed: set[int] = set()
    for i, row in enumerate(records(raw, ("ref", *PLAYER_FIELDS), "players")):
        where = f"players[{i}]"
        ref = number(row["ref"], f"{where}.ref")
        if ref in out:
            raise BackupError(
                Said("%(where)s: player reference %(ref)s is used twice.", where=where, ref=ref)
            )
        player = checked(m.Player(club=club, **{k: row[k] for k in PLAYER_FIELDS}), where)
        found = _same_player(player, claimed)
        if found is None:
            player.save()
        else:
            player, matched = found, matched + 1
        claimed.add(player.pk)
        out[ref] = player
    return out, matched


def _same_player(player: m.Player, claimed: set[int]) -> m.Player | None:
    if player.membership_number:
        found = m.Player.objects.filter(
            club=player.club, membership_number=player.membership_number
        ).first()
        if found is not None and found.pk in claimed:
            raise BackupError(
                Said(
                    "Two players share the membership number %(membership_number)s.",
                    membership_number=repr(player.membership_number),
                )
            )
        return found
    same = list(
        m.Player.objects.filter(
            club=player.club, name__iexact=player.name, membership_number=""
        ).exclude(pk__in=claimed)[:2]
    )
    return same[0] if len(same) == 1 else None


def entrants(event: m.Event, raw, players: dict[int, m.Player]) -> dict[str, m.Entrant]:
    rows = records(raw, (*ENTRANT_FIELDS, "team", "members"), "entrants")
    made: dict[str, m.Entrant] = {}
    for i, row in enumerate(rows):
        where = f"entrants[{i}]"
        entrant = checked(m.Entrant(event=event, **{k: row[k] for k in ENTRANT_FIELDS}), where)
        if entrant.label in made:
            raise BackupError(
                Said(
                    "%(where)s: the label %(label)s is used twice.",
                    where=where,
                    label=repr(entrant.label),
                )
            )
        made[entrant.label] = entrant
    save_all(m.Entrant, list(made.values()))
    members, with_team = [], []
    # ``made`` keeps the rows' order: pair each row with its entrant as checked.
    for i, (row, entrant) in enumerate(zip(rows, made.values(), strict=True)):
        where = f"entrants[{i}]"
        team = label(row["team"], f"{where}.team", null=True)
        if team is not None:
            entrant.team = _team(made, team, where)
            with_team.append(entrant)
        if not isinstance(row["members"], list):
            raise BackupError(
                Said("%(where)s.members: expected a list of player references.", where=where)
            )
        for position, ref in enumerate(row["members"], start=1):
            player = players.get(number(ref, f"{where}.members"))
            if player is None:
                raise BackupError(
                    Said(
                        "%(where)s.members: no player with reference %(ref)s.", where=where, ref=ref
                    )
                )
            members.append(m.EntrantMember(entrant=entrant, player=player, position=position))
    m.Entrant.objects.bulk_update(with_team, ["team"])
    m.EntrantMember.objects.bulk_create(members)
    return made


def _team(made: dict[str, m.Entrant], team: str, where: str) -> m.Entrant:
    found = made.get(team)
    if found is None or found.kind != m.Entrant.Kind.TEAM:
        raise BackupError(
            Said("%(where)s.team: there is no team %(team)s.", where=where, team=repr(team))
        )
    return found


Row = TypeVar("Row", bound=models.Model)


def numbered(model: type[Row], event: m.Event, raw, names, what: str) -> dict[int, Row]:
    """Trays and rounds: rows of the event known by their number."""
    out = {}
    for i, row in enumerate(records(raw, names, what)):
        obj = checked(model(event=event, **{k: row[k] for k in names}), f"{what}[{i}]")
        if obj.number in out:
            raise BackupError(
                Said(
                    "%(what)s[%(i)s]: number %(number)s is used twice.",
                    what=what,
                    i=i,
                    number=obj.number,
                )
            )
        out[obj.number] = obj
    save_all(model, list(out.values()))
    return out


def tables(event: m.Event, raw) -> tuple[dict[int, m.Table], int]:
    """Tables keep their secrets (the printed QR codes) unless another event holds them."""
    tables = {}
    for i, row in enumerate(records(raw, TABLE_FIELDS, "tables")):
        table = checked(m.Table(event=event, **row), f"tables[{i}]")
        checks.table_secret(table.secret, f"tables[{i}]")
        if table.number in tables:
            raise BackupError(
                Said("tables[%(i)s]: table %(number)s is listed twice.", i=i, number=table.number)
            )
        tables[table.number] = table
    secrets = [t.secret for t in tables.values()]
    taken = set(m.Table.objects.filter(secret__in=secrets).values_list("secret", flat=True))
    renewed = 0
    seen: set[str] = set()
    for table in tables.values():
        if table.secret in taken or table.secret in seen:
            table.secret = m.new_table_secret()
            renewed += 1
        seen.add(table.secret)
    save_all(m.Table, list(tables.values()))
    return tables, renewed


def _pick(found: dict, key, what: str, where: str):
    value = found.get(key)
    if value is None:
        raise BackupError(
            Said(
                "%(where)s: there is no %(what)s %(key)s in this backup.",
                where=where,
                what=what,
                key=repr(key),
            )
        )
    return value


def seatings(event, raw, entrants, trays, rounds, tables) -> dict[tuple[int, int], m.Seating]:
    keys = ("round", "table", *SEATS, *SEATING_FIELDS, "trays")
    out: dict[tuple[int, int], m.Seating] = {}
    links = []
    for i, row in enumerate(records(raw, keys, "seatings")):
        where = f"seatings[{i}]"
        key = (number(row["round"], where), number(row["table"], where))
        seats = {
            seat: _pick(entrants, name, "entrant", where)
            for seat in SEATS
            if (name := label(row[seat], f"{where}.{seat}", null=True)) is not None
        }
        seating = m.Seating(
            round=_pick(rounds, key[0], "round", where),
            table=_pick(tables, key[1], "table", where),
            **seats,
            **{k: row[k] for k in SEATING_FIELDS},
        )
        if key in out:
            raise BackupError(
                Said(
                    "%(where)s: round %(key)s at table %(key2)s is listed twice.",
                    where=where,
                    key=key[0],
                    key2=key[1],
                )
            )
        out[key] = checked(seating, where)
        checks.seating_seats(event, seating, where)
        if not isinstance(row["trays"], list):
            raise BackupError(
                Said("%(where)s.trays: expected a list of tray numbers.", where=where)
            )
        for n in row["trays"]:
            links.append((key, _pick(trays, number(n, f"{where}.trays"), "tray", where)))
    save_all(m.Seating, list(out.values()))
    through = m.Seating.trays.through
    through.objects.bulk_create(
        {(out[k].pk, t.pk): through(seating=out[k], tray=t) for k, t in links}.values()
    )
    return out


def _place(row: dict, trays, seatings, where: str):
    tray = _pick(trays, number(row["tray"], where), "tray", where)
    key = (number(row["round"], where), number(row["table"], where))
    return tray, _pick(seatings, key, "seating at round and table", where)


def results(event, raw, trays, seatings, users) -> None:
    keys = ("tray", "round", "table", *RESULT_FIELDS, "entered_by")
    played = {
        (link.seating_id, link.tray_id)
        for link in m.Seating.trays.through.objects.filter(
            seating__in=[s.pk for s in seatings.values()]
        )
    }
    rows = []
    for i, row in enumerate(records(raw, keys, "results")):
        where = f"results[{i}]"
        tray, seating = _place(row, trays, seatings, where)
        seated = (seating.ns_id and seating.ew_id) or (
            seating.north_id and seating.east_id and seating.south_id and seating.west_id
        )
        if not seated:
            raise BackupError(
                Said(
                    "%(where)s: round %(row)s at table %(row2)s sits out.",
                    where=where,
                    row=row["round"],
                    row2=row["table"],
                )
            )
        if (seating.pk, tray.pk) not in played:
            raise BackupError(
                Said(
                    "%(where)s: tray %(number)s is not played at that seating.",
                    where=where,
                    number=tray.number,
                )
            )
        user, name = users.get(row["entered_by"], f"{where}.entered_by")
        result = m.Result(
            tray=tray,
            seating=seating,
            entered_by=user,
            entered_by_name=name,
            **{k: row[k] for k in RESULT_FIELDS},
        )
        checks.result_score(event, tray, checked(result, where), where)
        rows.append(result)
    save_all(m.Result, rows)


def changes(event, raw, trays, seatings, users) -> None:
    keys = ("tray", "round", "table", *CHANGE_FIELDS, "changed_by")
    rows = []
    for i, row in enumerate(records(raw, keys, "result_changes")):
        where = f"result_changes[{i}]"
        tray, seating = _place(row, trays, seatings, where)
        user, name = users.get(row["changed_by"], f"{where}.changed_by")
        change = m.ResultChange(
            event=event,
            tray=tray,
            seating=seating,
            changed_by=user,
            changed_by_name=name,
            **{k: row[k] for k in CHANGE_FIELDS},
        )
        rows.append(checked(change, where))
    save_all(m.ResultChange, rows)


def log_entries(event, raw, users) -> None:
    rows = []
    for i, row in enumerate(records(raw, (*LOG_FIELDS, "by"), "log")):
        where = f"log[{i}]"
        user, name = users.get(row["by"], f"{where}.by")
        entry = m.LogEntry(event=event, by=user, by_name=name, **{k: row[k] for k in LOG_FIELDS})
        rows.append(checked(entry, where))
    save_all(m.LogEntry, rows)
