"""A progressive evening's rows in the event backup: settings, guests, rounds with their seats
and table results, and the correction trail.  ``None`` when the event is not progressive.

Guests are known by their drawing label (``L3``), rounds by number, tables by number.
"""

from __future__ import annotations

from said import Said
from tournaments import models as m
from tournaments.backup.people import Users
from tournaments.backup.schema import (
    BackupError,
    author,
    checked,
    label,
    number,
    record,
    records,
    save_all,
    values,
)
from tournaments.services.progressive.setup import CARD_GAME

SETTINGS_FIELDS = (
    "game", "groups", "game_points", "rounds", "minutes", "prize_classes", "middle_seats",
    "stake", "deals", "lone_hands_barred", "loner_points", "bye_points", "started_at",
    "score_bonus", "bonus_per_point", "bonus_game",
)  # fmt: skip
# What a file written before bridge to the score lacks (the keys were added within version 7),
# and what it means: no bonus.
LATER_SETTINGS_DEFAULTS = {"score_bonus": "none", "bonus_per_point": 1, "bonus_game": 30}
# What a version 1 to 4 backup's settings lack, at their meaning then: rounds to the bell, no
# lone-hand bar, and the loner and bye settings of a game those versions did not have.
V4_SETTINGS_DEFAULTS = {
    "deals": None, "lone_hands_barred": False, "loner_points": 4, "bye_points": None,
}  # fmt: skip
PLAYER_FIELDS = ("label", "group", "number", "name")
ROUND_FIELDS = ("number", "state", "opened_at", "closed_at", "ended_by_hour", "outcome")
RESULT_FIELDS = (
    "table", "points_a", "points_b", "tricks_a", "tricks_b", "details", "entered_via",
    "entered_at", "updated_at",
)  # fmt: skip
CHANGE_FIELDS = (
    "table", "action", "old_value", "new_value", "reason", "reseated", "note", "changed_via",
    "changed_at",
)  # fmt: skip


def progressive_before_version_6(data: dict) -> dict:
    """A document from before version 6 with the progressive settings version 6 added, at
    their meaning before (a key the file has is kept)."""
    prog = data.get("progressive")
    if not isinstance(prog, dict) or not isinstance(prog.get("settings"), dict):
        return data
    settings = {**V4_SETTINGS_DEFAULTS, **prog["settings"]}
    return {**data, "progressive": {**prog, "settings": settings}}


def export_progressive(event: m.Event) -> dict | None:
    settings = m.ProgressiveSettings.objects.filter(event=event).first()
    if settings is None:
        return None
    rounds = list(event.progressive_rounds.order_by("number"))
    seats = m.ProgressiveSeat.objects.filter(round__event=event).select_related("round", "player")
    results = m.ProgressiveResult.objects.filter(round__event=event).select_related(
        "round", "entered_by"
    )
    by_round: dict[int, dict[str, list]] = {r.number: {"seats": [], "results": []} for r in rounds}
    for s in seats.order_by("round__number", "table", "seat"):
        by_round[s.round.number]["seats"].append(
            {"table": s.table, "seat": s.seat, "player": s.player.label}
        )
    for r in results.order_by("round__number", "table"):
        by_round[r.round.number]["results"].append(
            {**values(r, RESULT_FIELDS), "entered_by": author(r.entered_by, r.entered_by_name)}
        )
    changes = event.progressive_changes.select_related("round", "changed_by")
    return {
        "settings": values(settings, SETTINGS_FIELDS),
        "players": [values(p, PLAYER_FIELDS) for p in event.progressive_players.order_by("label")],
        "rounds": [{**values(r, ROUND_FIELDS), **by_round[r.number]} for r in rounds],
        "changes": [
            {
                "round": c.round.number,
                **values(c, CHANGE_FIELDS),
                "by": author(c.changed_by, c.changed_by_name),
            }
            for c in changes.order_by("changed_at", "pk")
        ],
    }


def restore_progressive(event: m.Event, raw, users: Users) -> None:
    if raw is None:
        return
    raw = record(raw, ("settings", "players", "rounds", "changes"), "progressive")
    given = raw["settings"]
    if isinstance(given, dict):
        given = {**LATER_SETTINGS_DEFAULTS, **given}
    settings = record(given, SETTINGS_FIELDS, "progressive.settings")
    settings = checked(m.ProgressiveSettings(event=event, **settings), "progressive.settings")
    if CARD_GAME[m.Drive(settings.game)] != event.game:
        raise BackupError(
            Said(
                "progressive.settings.game: %(game)s is not played as %(game2)s.",
                game=settings.game,
                game2=event.game,
            )
        )
    settings.save()
    # The tables' links for the guests' phones are new on every site: a link is a key to
    # report a table's result, and a backup is no place to carry keys to another site's party.
    m.PartyTable.objects.bulk_create(
        m.PartyTable(event=event, number=n) for n in range(1, event.movement_size + 1)
    )
    players = {}
    for i, row in enumerate(records(raw["players"], PLAYER_FIELDS, "progressive.players")):
        player = checked(m.ProgressivePlayer(event=event, **row), f"progressive.players[{i}]")
        if player.label in players:
            raise BackupError(
                Said(
                    "progressive.players[%(i)s]: %(label)s is listed twice.",
                    i=i,
                    label=repr(player.label),
                )
            )
        players[player.label] = player
    save_all(m.ProgressivePlayer, list(players.values()))
    rounds = _rounds(event, raw["rounds"], players, users)
    changes = []
    for i, row in enumerate(
        records(raw["changes"], ("round", *CHANGE_FIELDS, "by"), "progressive.changes")
    ):
        where = f"progressive.changes[{i}]"
        found = rounds.get(number(row["round"], where))
        if found is None:
            raise BackupError(
                Said(
                    "%(where)s: there is no round %(row)s in this backup.",
                    where=where,
                    row=repr(row["round"]),
                )
            )
        user, name = users.get(row["by"], f"{where}.by")
        change = m.ProgressiveChange(
            event=event,
            round=found,
            changed_by=user,
            changed_by_name=name,
            **{k: row[k] for k in CHANGE_FIELDS},
        )
        changes.append(checked(change, where))
    save_all(m.ProgressiveChange, changes)


def _rounds(event, raw, players, users) -> dict[int, m.ProgressiveRound]:
    rows = records(raw, (*ROUND_FIELDS, "seats", "results"), "progressive.rounds")
    rounds: dict[int, m.ProgressiveRound] = {}
    for i, row in enumerate(rows):
        where = f"progressive.rounds[{i}]"
        round_ = checked(
            m.ProgressiveRound(event=event, **{k: row[k] for k in ROUND_FIELDS}), where
        )
        if round_.number in rounds:
            raise BackupError(
                Said(
                    "%(where)s: round %(number)s is listed twice.",
                    where=where,
                    number=round_.number,
                )
            )
        rounds[round_.number] = round_
    save_all(m.ProgressiveRound, list(rounds.values()))
    seats, results = [], []
    for i, row in enumerate(rows):
        where = f"progressive.rounds[{i}]"
        round_ = rounds[row["number"]]
        for j, seat in enumerate(records(row["seats"], ("table", "seat", "player"), where)):
            player = players.get(label(seat["player"], f"{where}.seats[{j}]"))
            if player is None:
                raise BackupError(
                    Said(
                        "%(where)s.seats[%(j)s]: no guest %(seat)s.",
                        where=where,
                        j=j,
                        seat=repr(seat["player"]),
                    )
                )
            seat = m.ProgressiveSeat(
                round=round_, table=seat["table"], seat=seat["seat"], player=player
            )
            seats.append(checked(seat, f"{where}.seats[{j}]"))
        for j, res in enumerate(records(row["results"], (*RESULT_FIELDS, "entered_by"), where)):
            there = f"{where}.results[{j}]"
            user, name = users.get(res["entered_by"], f"{there}.entered_by")
            result = m.ProgressiveResult(
                round=round_,
                entered_by=user,
                entered_by_name=name,
                **{k: res[k] for k in RESULT_FIELDS},
            )
            results.append(checked(result, there))
    m.ProgressiveSeat.objects.bulk_create(seats)
    save_all(m.ProgressiveResult, results)
    return rounds
