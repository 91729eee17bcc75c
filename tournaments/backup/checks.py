"""The rules a restored event keeps beyond its fields, as the site's own forms and services
keep them: table links of the site's form and strength, an event whose form agrees with its
movement and its rows, and results whose stored score is what the scoring package gives.
"""

from __future__ import annotations

import copy
import re

from movements.types import Movement
from tournaments import models as m
from tournaments.adapters.movements import IMPORTED, OWN_MOVEMENTS, form_of
from tournaments.backup.schema import BackupError
from tournaments.forms.setup import MAX_MOVEMENT_BYTES
from tournaments.scoring.entry import (
    EntryError,
    check_adjustment,
    check_contract,
    check_whist_tricks,
    replaces_score,
)
from tournaments.services.progressive.setup import CARD_GAME

# A table link as ``models.new_table_secret`` makes it: 16 random bytes, URL-safe (22
# characters), and no longer than the column.  One with few distinct characters was not drawn
# at random: 22 random ones have about 19.
SECRET = re.compile(r"[A-Za-z0-9_-]{22,40}")
SECRET_LETTERS = 10
SITE_GAMES = (m.Game.WHIST, m.Game.BRIDGE, m.Game.AUCTION)
KIND = {
    m.Form.PAIRS: m.Entrant.Kind.PAIR,
    m.Form.TEAMS: m.Entrant.Kind.PAIR,
    m.Form.INDIVIDUALS: m.Entrant.Kind.INDIVIDUAL,
}
FOUR = ("north", "east", "south", "west")


def table_secret(secret: str, where: str) -> None:
    if not SECRET.fullmatch(secret):
        raise BackupError(
            f"{where}.secret: a table link is 22 to 40 letters, digits, '-' or '_', "
            f"not {secret[:50]!r}."
        )
    if len(set(secret)) < SECRET_LETTERS:
        raise BackupError(f"{where}.secret: {secret!r} is too easy to guess for a table link.")


BRIDGE_PAIRS = (m.Game.BRIDGE, m.Form.PAIRS)
IMP_PAIRS: dict[str, str] = {
    m.ScoringMethod.BUTLER: "Butler",
    m.ScoringMethod.CROSS_IMPS: "Cross-IMPs",
}


def custom_text(event: m.Event) -> None:
    """An organiser's own movement, as the upload form takes it (before it is read)."""
    if event.movement_kind not in OWN_MOVEMENTS and event.custom_movement:
        raise BackupError(
            "event.custom_movement: only a movement of kind 'custom' or 'imported' has one."
        )
    size = len(event.custom_movement.encode("utf-8"))
    if size > MAX_MOVEMENT_BYTES:
        raise BackupError(
            f"event.custom_movement: {size:,} bytes; a movement file is at most "
            f"{MAX_MOVEMENT_BYTES:,}."
        )


def event_form(event: m.Event, movement: Movement) -> None:
    """The event's game, form and scoring agree with each other and with its movement."""
    if event.form == m.Form.PROGRESSIVE:
        if event.game not in CARD_GAME.values():
            raise BackupError(f"event.game: {event.game!r} is not played at a progressive party.")
        return
    if event.game not in SITE_GAMES:
        raise BackupError(f"event.game: {event.game} is played only at a progressive party.")
    seats = form_of(movement)
    if seats != event.form:
        raise BackupError(
            f"event.form: the event's movement seats {m.Form(seats).label.lower()}, "
            f"not {m.Form(event.form).label.lower()}."
        )
    allowed = dict(m.SCORING.get((event.game, event.form), []))
    if event.movement_kind == IMPORTED and (event.game, event.form) == BRIDGE_PAIRS:
        allowed.update(IMP_PAIRS)  # an event scored elsewhere by IMPs keeps its method
    if event.scoring_method not in allowed:
        raise BackupError(
            f"event.scoring_method: {m.Game(event.game).label} {m.Form(event.form).label.lower()}"
            f" are not scored by {event.scoring_method!r}."
        )


def progressive_rows(event: m.Event, data: dict) -> None:
    """A progressive party keeps its own rows, and only those; other events none of them."""
    progressive = event.form == m.Form.PROGRESSIVE
    if progressive and data["progressive"] is None:
        raise BackupError("progressive: a progressive party's rows are missing.")
    if not progressive and data["progressive"] is not None:
        raise BackupError("progressive: only a progressive party has these rows.")
    if progressive:
        for part in ("entrants", "trays", "rounds", "tables", "seatings", "results"):
            if data[part] != []:
                raise BackupError(f"{part}: a progressive party keeps its own rows, not these.")


def entrants_agree(event: m.Event, movement: Movement, made: dict[str, m.Entrant]) -> None:
    """Entrants of the kind the form seats, exactly the movement's, in its teams."""
    if event.form == m.Form.PROGRESSIVE:
        return
    team_of = {pair: team.label for team in movement.teams for pair in team.pairs}
    for i, entrant in enumerate(made.values()):
        where = f"entrants[{i}]"
        if entrant.kind == m.Entrant.Kind.TEAM:
            if event.form != m.Form.TEAMS or entrant.team_id is not None:
                raise BackupError(f"{where}.kind: {entrant.label!r} cannot be a team here.")
            continue
        if entrant.kind != KIND[event.form]:
            raise BackupError(
                f"{where}.kind: {m.Form(event.form).label.lower()} are played by "
                f"{KIND[event.form]}s, not {entrant.kind}s."
            )
        team = entrant.team.label if entrant.team_id else None
        if team != team_of.get(entrant.label):
            raise BackupError(
                f"{where}.team: the movement puts {entrant.label!r} in "
                f"{team_of.get(entrant.label) or 'no team'}, not {team or 'no team'}."
            )
    _same_labels(
        "entrants",
        {e.label for e in made.values() if e.kind != m.Entrant.Kind.TEAM},
        set(movement.entrants),
    )
    _same_labels(
        "entrants (teams)",
        {e.label for e in made.values() if e.kind == m.Entrant.Kind.TEAM},
        {team.label for team in movement.teams},
    )


def _same_labels(where: str, listed: set[str], moved: set[str]) -> None:
    if listed != moved:
        extra, lacking = sorted(listed - moved)[:5], sorted(moved - listed)[:5]
        raise BackupError(
            f"{where}: the event's movement does not seat "
            f"{', '.join(extra) or 'them all'}"
            + (f" and seats {', '.join(lacking)}, not listed." if lacking else ".")
        )


def seating_seats(event: m.Event, seating: m.Seating, where: str) -> None:
    """Pairs at North-South and East-West, or four players: as the event's form seats."""
    four = [getattr(seating, seat) for seat in FOUR]
    if event.form == m.Form.INDIVIDUALS:
        if seating.ns_id or seating.ew_id:
            raise BackupError(f"{where}: individuals sit at north, east, south and west.")
        if any(four) and not all(four):
            raise BackupError(f"{where}: seat all four players, or none.")
        seated = four
    else:
        if any(four):
            raise BackupError(f"{where}: {event.form} seat pairs (ns and ew), not players.")
        seated = [seating.ns, seating.ew]
    for entrant in seated:
        if entrant is not None and entrant.kind != KIND[event.form]:
            raise BackupError(
                f"{where}: {entrant.label} is a {entrant.kind}, not a {KIND[event.form]}."
            )


BLANK = {
    "ns_tricks": None, "ew_tricks": None, "contract": "", "declarer": "", "tricks_taken": None,
    "ns_score": None, "honours": "", "honours_side": "", "out_of_turn": "",
}  # fmt: skip
SCORED = (*BLANK, "adjustment")


def result_score(event: m.Event, tray: m.Tray, result: m.Result, where: str) -> None:
    """The stored score is the one the scoring package gives for the stored line."""
    try:
        expected = _scored(event, tray, result, where)
    except EntryError as exc:
        raise BackupError(str(exc)) from None
    wrong = [k for k in SCORED if getattr(result, k) != expected[k]]
    if wrong:
        stored = ", ".join(f"{k} {getattr(result, k)!r}" for k in wrong)
        scored = ", ".join(f"{k} {expected[k]!r}" for k in wrong)
        raise BackupError(f"{where}: stored {stored}, but the line scores {scored}.")


def _scored(event: m.Event, tray: m.Tray, r: m.Result, where: str) -> dict:
    if r.adjustment:
        imps = m.scored_in_imps(event.form, event.scoring_method)
        code = check_adjustment(
            r.adjustment,
            where,
            game=event.game,
            imps=imps,
            vulnerability=tray.vulnerability or None,
        )
        if replaces_score(code):
            return {**BLANK, "adjustment": code}
        # A procedural penalty or a fouled board's group: the table's own result stays beside it.
        return {**_scored(event, tray, _without_ruling(r), where), "adjustment": code}
    if event.is_whist:
        if r.ns_tricks is None or r.ew_tricks is None:
            raise EntryError(f"{where}: a whist result holds both sides' tricks.")
        ns, ew = check_whist_tricks(r.ns_tricks, r.ew_tricks, where)
        return {**BLANK, "ns_tricks": ns, "ew_tricks": ew, "adjustment": ""}
    if event.game in (m.Game.BRIDGE, m.Game.AUCTION):
        values = check_contract(
            event.game,
            r.contract,
            r.declarer,
            r.tricks_taken,
            where,
            vulnerability=tray.vulnerability,
            dealer=tray.dealer,
            honours=r.honours,
            honours_side=r.honours_side,
            out_of_turn=r.out_of_turn,
            # A deal kept as passed out is restored as it was kept, English rule or not: sites
            # took one before the dealer was held to declare, and their backups must still load.
            english=True,
        )
        return {**BLANK, **values, "adjustment": ""}
    raise EntryError(f"{where}: {event.get_game_display()} results are not kept on travellers.")


def _without_ruling(r: m.Result) -> m.Result:
    """The same stored line without its ruling (a copy: the row itself is left alone)."""
    plain = copy.copy(r)
    plain.adjustment = ""
    return plain
