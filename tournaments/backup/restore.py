"""Rebuilding an event from its backup document, row by row, in one transaction.

Any ``BackupError`` leaves nothing behind.  Every reference is resolved by natural key
(entrant label, tray number, round and table numbers); one that points nowhere is an error
naming the row.  The restored event is read back as its pages read it before the transaction
commits, so a file that scores wrong is refused too.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.contrib.auth import get_user_model
from django.db import DatabaseError, transaction

from tournaments import models as m
from tournaments.adapters import movements as movement_rows
from tournaments.backup.progressive import restore_progressive
from tournaments.backup.schema import (
    CHANGE_FIELDS,
    ENTRANT_FIELDS,
    EVENT_FIELDS,
    FORMAT,
    LOG_FIELDS,
    PLAYER_FIELDS,
    READABLE_VERSIONS,
    RESULT_FIELDS,
    ROUND_FIELDS,
    SEATING_FIELDS,
    SEATS,
    TABLE_FIELDS,
    TRAY_FIELDS,
    V1_EVENT_DEFAULTS,
    V1_RESULT_DEFAULTS,
    BackupError,
    Restored,
    Users,
    adjustment_ok,
    checked,
    label,
    number,
    record,
    records,
    save_all,
)
from tournaments.standings import scores_for


def import_event(
    data, *, slug: str | None = None, replace: bool = False, organisers: Iterable[str] = ()
) -> Restored:
    """Restore an exported event in one transaction; a ``BackupError`` saves nothing."""
    if not isinstance(data, dict):
        raise BackupError("This is not an event backup: expected a JSON object.")
    if data.get("format") != FORMAT:
        raise BackupError(f"This is not an event backup (format {data.get('format')!r}).")
    if type(data.get("version")) is not int or data["version"] not in READABLE_VERSIONS:
        readable = " and ".join(str(v) for v in READABLE_VERSIONS)
        raise BackupError(
            f"This backup is version {data.get('version')!r}; this site reads versions {readable}."
        )
    if data["version"] == 1:
        data = _from_version_1(data)
    try:
        with transaction.atomic():
            return restore(data, slug=slug, replace=replace, organisers=list(organisers))
    except DatabaseError as exc:
        raise BackupError(f"The database refused the event: {exc}".strip()) from None


def _from_version_1(data: dict) -> dict:
    """A version 1 document with the fields version 2 added, at their meaning in version 1."""
    data = dict(data)
    if isinstance(data.get("results"), list):
        data["results"] = [
            {**V1_RESULT_DEFAULTS, **row} if isinstance(row, dict) else row
            for row in data["results"]
        ]
    if isinstance(data.get("event"), dict):
        data["event"] = {**V1_EVENT_DEFAULTS, **data["event"]}
    return data


def delete_event(event: m.Event) -> None:
    """Remove an event and everything of it (results first: they protect their seatings)."""
    m.Result.objects.filter(tray__event=event).delete()
    m.Seating.objects.filter(round__event=event).delete()
    event.delete()


def verify(event: m.Event) -> None:
    """Read the restored event the way its pages do, so a file that scores wrong is refused."""
    try:
        movement_rows.movement_for(event)
        scores_for(event).read_all()
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
        raise BackupError(f"The restored event cannot be read back: {exc!r}") from None


TOP_KEYS = (
    "format", "version", "event", "players", "entrants", "trays", "rounds", "tables",
    "seatings", "results", "result_changes", "log", "progressive",
)  # fmt: skip


def restore(data: dict, *, slug: str | None, replace: bool, organisers: list[str]) -> Restored:
    """Rows in dependency order (event, players, entrants, trays, rounds, tables, seatings,
    results, trail, log, progressive), then the event read back as its pages read it."""
    data = record(data, TOP_KEYS, "backup")
    users = Users()
    event, missing = _event(data["event"], slug=slug, replace=replace, organisers=organisers)
    players, matched = _players(data["players"], event.club)
    entrants = _entrants(event, data["entrants"], players)
    trays = _rows(m.Tray, event, data["trays"], TRAY_FIELDS, "trays")
    rounds = _rows(m.Round, event, data["rounds"], ROUND_FIELDS, "rounds")
    tables, renewed = _tables(event, data["tables"])
    seatings = _seatings(data["seatings"], entrants, trays, rounds, tables)
    _results(data["results"], trays, seatings, users)
    _changes(event, data["result_changes"], trays, seatings, users)
    _log(event, data["log"], users)
    restore_progressive(event, data["progressive"], users)
    verify(event)
    return Restored(
        event=event,
        missing_organisers=missing,
        missing_users=sorted(users.missing),
        new_secrets=renewed,
        players_created=len(players) - matched,
        players_matched=matched,
    )


def _event(raw, *, slug: str | None, replace: bool, organisers: list[str]):
    row = record(raw, (*EVENT_FIELDS, "organisers"), "event")
    fields = {k: row[k] for k in EVENT_FIELDS}
    if slug:
        fields["slug"] = slug
    event = checked(m.Event(**fields), "event")
    existing = m.Event.objects.filter(slug=event.slug).first()
    if existing is not None and not replace:
        raise BackupError(
            f"An event with the address {event.slug!r} exists: choose another with --slug, "
            "or restore over it with --replace."
        )
    accounts, missing = _organisers(row["organisers"], organisers)
    event.club = _club_for(accounts)
    try:
        movement_rows.generated_movement(event)
    except (ValueError, KeyError, TypeError) as exc:
        raise BackupError(f"event: its movement cannot be built: {exc}") from None
    if existing is not None:
        delete_event(existing)
    save_all(m.Event, [event])
    event.organisers.set(accounts)
    return event, missing


def _club_for(accounts) -> m.Club:
    """The club the restored event joins: the club its first organiser with an account here
    organises, else the site's only club, else a new one."""
    for user in accounts:
        club = m.Club.objects.filter(members__user=user, members__role=m.Role.ORGANISER).first()
        if club is not None:
            return club
    clubs = list(m.Club.objects.all()[:2])
    if len(clubs) == 1:
        return clubs[0]
    return m.Club.objects.get_or_create(slug="club", defaults={"name": "The club"})[0]


def _organisers(listed, chosen: list[str]):
    """The event's organisers that have an account here, or the ones named on the command."""
    User = get_user_model()
    if chosen:
        accounts = list(User.objects.filter(username__in=chosen))
        unknown = sorted(set(chosen) - {u.get_username() for u in accounts})
        if unknown:
            raise BackupError(f"No account named {', '.join(unknown)} on this site.")
        return accounts, []
    if not isinstance(listed, list) or not all(isinstance(x, str) for x in listed):
        raise BackupError("event: organisers must be a list of usernames.")
    accounts = list(User.objects.filter(username__in=listed))
    missing = sorted(set(listed) - {u.get_username() for u in accounts})
    if not accounts:
        names = ", ".join(listed) or "none"
        raise BackupError(
            f"None of the event's organisers ({names}) has an account here: "
            "name one with --organiser USERNAME."
        )
    return accounts, missing


def _players(raw, club: m.Club) -> tuple[dict[int, m.Player], int]:
    """Players by their reference in the file: the club's own record when it is clearly the
    same person (same membership number, or the one player of that name without a number)."""
    out: dict[int, m.Player] = {}
    matched = 0
    claimed: set[int] = set()
    for i, row in enumerate(records(raw, ("ref", *PLAYER_FIELDS), "players")):
        where = f"players[{i}]"
        ref = number(row["ref"], f"{where}.ref")
        if ref in out:
            raise BackupError(f"{where}: player reference {ref} is used twice.")
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
                f"Two players share the membership number {player.membership_number!r}."
            )
        return found
    same = list(
        m.Player.objects.filter(
            club=player.club, name__iexact=player.name, membership_number=""
        ).exclude(pk__in=claimed)[:2]
    )
    return same[0] if len(same) == 1 else None


def _entrants(event: m.Event, raw, players: dict[int, m.Player]) -> dict[str, m.Entrant]:
    rows = records(raw, (*ENTRANT_FIELDS, "team", "members"), "entrants")
    made: dict[str, m.Entrant] = {}
    for i, row in enumerate(rows):
        where = f"entrants[{i}]"
        entrant = checked(m.Entrant(event=event, **{k: row[k] for k in ENTRANT_FIELDS}), where)
        if entrant.label in made:
            raise BackupError(f"{where}: the label {entrant.label!r} is used twice.")
        made[entrant.label] = entrant
    save_all(m.Entrant, list(made.values()))
    members, with_team = [], []
    # ``made`` keeps the rows' order: pair each row with its entrant as checked (a label that
    # was not text in the file has been turned into text, and is looked up as such).
    for i, (row, entrant) in enumerate(zip(rows, made.values(), strict=True)):
        where = f"entrants[{i}]"
        team = label(row["team"], f"{where}.team", null=True)
        if team is not None:
            entrant.team = _team(made, team, where)
            with_team.append(entrant)
        if not isinstance(row["members"], list):
            raise BackupError(f"{where}.members: expected a list of player references.")
        for position, ref in enumerate(row["members"], start=1):
            player = players.get(number(ref, f"{where}.members"))
            if player is None:
                raise BackupError(f"{where}.members: no player with reference {ref}.")
            members.append(m.EntrantMember(entrant=entrant, player=player, position=position))
    m.Entrant.objects.bulk_update(with_team, ["team"])
    m.EntrantMember.objects.bulk_create(members)
    return made


def _team(made: dict[str, m.Entrant], team: str, where: str) -> m.Entrant:
    found = made.get(team)
    if found is None or found.kind != m.Entrant.Kind.TEAM:
        raise BackupError(f"{where}.team: there is no team {team!r}.")
    return found


def _rows(model, event: m.Event, raw, names, what: str) -> dict[int, object]:
    """Trays and rounds: rows of the event known by their number."""
    out = {}
    for i, row in enumerate(records(raw, names, what)):
        obj = checked(model(event=event, **{k: row[k] for k in names}), f"{what}[{i}]")
        if obj.number in out:
            raise BackupError(f"{what}[{i}]: number {obj.number} is used twice.")
        out[obj.number] = obj
    save_all(model, list(out.values()))
    return out


def _tables(event: m.Event, raw) -> tuple[dict[int, m.Table], int]:
    """Tables keep their secrets (the printed QR codes) unless another event holds them."""
    tables = {}
    for i, row in enumerate(records(raw, TABLE_FIELDS, "tables")):
        table = checked(m.Table(event=event, **row), f"tables[{i}]")
        if table.number in tables:
            raise BackupError(f"tables[{i}]: table {table.number} is listed twice.")
        tables[table.number] = table
    secrets = [t.secret for t in tables.values()]
    taken = set(m.Table.objects.filter(secret__in=secrets).values_list("secret", flat=True))
    renewed = 0
    seen: set[str] = set()
    for table in tables.values():
        if table.secret in taken or table.secret in seen or not table.secret:
            table.secret = m.new_table_secret()
            renewed += 1
        seen.add(table.secret)
    save_all(m.Table, list(tables.values()))
    return tables, renewed


def _pick(found: dict, key, what: str, where: str):
    value = found.get(key)
    if value is None:
        raise BackupError(f"{where}: there is no {what} {key!r} in this backup.")
    return value


def _seatings(raw, entrants, trays, rounds, tables) -> dict[tuple[int, int], m.Seating]:
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
            raise BackupError(f"{where}: round {key[0]} at table {key[1]} is listed twice.")
        out[key] = checked(seating, where)
        if not isinstance(row["trays"], list):
            raise BackupError(f"{where}.trays: expected a list of tray numbers.")
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


def _results(raw, trays, seatings, users) -> None:
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
            raise BackupError(f"{where}: round {row['round']} at table {row['table']} sits out.")
        if (seating.pk, tray.pk) not in played:
            raise BackupError(f"{where}: tray {tray.number} is not played at that seating.")
        result = m.Result(
            tray=tray,
            seating=seating,
            entered_by=users.get(row["entered_by"], f"{where}.entered_by"),
            **{k: row[k] for k in RESULT_FIELDS},
        )
        adjustment_ok(checked(result, where).adjustment, where)
        rows.append(result)
    save_all(m.Result, rows)


def _changes(event, raw, trays, seatings, users) -> None:
    keys = ("tray", "round", "table", *CHANGE_FIELDS, "changed_by")
    rows = []
    for i, row in enumerate(records(raw, keys, "result_changes")):
        where = f"result_changes[{i}]"
        tray, seating = _place(row, trays, seatings, where)
        change = m.ResultChange(
            event=event,
            tray=tray,
            seating=seating,
            changed_by=users.get(row["changed_by"], f"{where}.changed_by"),
            **{k: row[k] for k in CHANGE_FIELDS},
        )
        rows.append(checked(change, where))
    save_all(m.ResultChange, rows)


def _log(event, raw, users) -> None:
    rows = []
    for i, row in enumerate(records(raw, (*LOG_FIELDS, "by"), "log")):
        where = f"log[{i}]"
        entry = m.LogEntry(
            event=event, by=users.get(row["by"], f"{where}.by"), **{k: row[k] for k in LOG_FIELDS}
        )
        rows.append(checked(entry, where))
    save_all(m.LogEntry, rows)
