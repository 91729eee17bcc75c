"""The rules a restored event keeps beyond its fields, as the site's own forms and services
keep them: table links of the site's form and strength, an event whose form agrees with its
movement and its rows, and results whose stored score is what the scoring package gives.
"""

from __future__ import annotations

import copy
import re

from movements.types import Movement
from said import Said
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
            Said(
                "%(where)s.secret: a table link is 22 to 40 letters, digits, '-' or '_', not %(secret)s.",
                where=where,
                secret=repr(secret[:50]),
            )
        )
    if len(set(secret)) < SECRET_LETTERS:
        raise BackupError(
            Said(
                "%(where)s.secret: %(secret)s is too easy to guess for a table link.",
                where=where,
                secret=repr(secret),
            )
        )


BRIDGE_PAIRS = (m.Game.BRIDGE, m.Form.PAIRS)
IMP_PAIRS: dict[str, str] = {
    m.ScoringMethod.BUTLER: "Butler",
    m.ScoringMethod.CROSS_IMPS: "Cross-IMPs",
}


def custom_text(event: m.Event) -> None:
    """An organiser's own movement, as the upload form takes it (before it is read)."""
    if event.movement_kind not in OWN_MOVEMENTS and event.custom_movement:
        raise BackupError(
            Said("event.custom_movement: only a movement of kind 'custom' or 'imported' has one.")
        )
    size = len(event.custom_movement.encode("utf-8"))
    if size > MAX_MOVEMENT_BYTES:
        raise BackupError(
            Said(
                "event.custom_movement: %(size)s bytes; a movement file is at most %(MAX_MOVEMENT_BYTES)s.",
                size=format(size, ","),
                MAX_MOVEMENT_BYTES=format(MAX_MOVEMENT_BYTES, ","),
            )
        )


def event_form(event: m.Event, movement: Movement) -> None:
    """The event's game, form and scoring agree with each other and with its movement."""
    if event.form == m.Form.PROGRESSIVE:
        if event.game not in CARD_GAME.values():
            raise BackupError(
                Said(
                    "event.game: %(game)s is not played at a progressive party.",
                    game=repr(event.game),
                )
            )
        return
    if event.game not in SITE_GAMES:
        raise BackupError(
            Said("event.game: %(game)s is played only at a progressive party.", game=event.game)
        )
    seats = form_of(movement)
    if seats != event.form:
        raise BackupError(
            Said(
                "event.form: the event's movement seats %(value)s, not %(value2)s.",
                value=m.Form(seats).label.lower(),
                value2=m.Form(event.form).label.lower(),
            )
        )
    allowed = dict(m.SCORING.get((event.game, event.form), []))
    if event.movement_kind == IMPORTED and (event.game, event.form) == BRIDGE_PAIRS:
        allowed.update(IMP_PAIRS)  # an event scored elsewhere by IMPs keeps its method
    if event.scoring_method not in allowed:
        raise BackupError(
            Said(
                "event.scoring_method: %(label)s %(value)s are not scored by %(scoring_method)s.",
                label=m.Game(event.game).label,
                value=m.Form(event.form).label.lower(),
                scoring_method=repr(event.scoring_method),
            )
        )


def progressive_rows(event: m.Event, data: dict) -> None:
    """A progressive party keeps its own rows, and only those; other events none of them."""
    progressive = event.form == m.Form.PROGRESSIVE
    if progressive and data["progressive"] is None:
        raise BackupError(Said("progressive: a progressive party's rows are missing."))
    if not progressive and data["progressive"] is not None:
        raise BackupError(Said("progressive: only a progressive party has these rows."))
    if progressive:
        for part in ("entrants", "trays", "rounds", "tables", "seatings", "results"):
            if data[part] != []:
                raise BackupError(
                    Said("%(part)s: a progressive party keeps its own rows, not these.", part=part)
                )


def entrants_agree(event: m.Event, movement: Movement, made: dict[str, m.Entrant]) -> None:
    """Entrants of the kind the form seats, exactly the movement's, in its teams."""
    if event.form == m.Form.PROGRESSIVE:
        return
    team_of = {pair: team.label for team in movement.teams for pair in team.pairs}
    for i, entrant in enumerate(made.values()):
        where = f"entrants[{i}]"
        if entrant.kind == m.Entrant.Kind.TEAM:
            if event.form != m.Form.TEAMS or entrant.team_id is not None:
                raise BackupError(
                    Said(
                        "%(where)s.kind: %(label)s cannot be a team here.",
                        where=where,
                        label=repr(entrant.label),
                    )
                )
            continue
        if entrant.kind != KIND[event.form]:
            raise BackupError(
                Said(
                    "%(where)s.kind: %(value)s are played by entrants of kind %(KIND)s, not "
                    "%(kind)s.",
                    where=where,
                    value=m.Form(event.form).label,
                    KIND=repr(str(KIND[event.form])),
                    kind=repr(entrant.kind),
                )
            )
        team = entrant.team.label if entrant.team_id else None
        if team != team_of.get(entrant.label):
            raise BackupError(
                Said(
                    "%(where)s.team: the movement puts %(label)s in %(value)s, not %(value2)s.",
                    where=where,
                    label=repr(entrant.label),
                    value=team_of.get(entrant.label) or Said("no team"),
                    value2=team or Said("no team"),
                )
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
        if not lacking:
            raise BackupError(
                Said(
                    "%(where)s: the event's movement does not seat %(extra)s.",
                    where=where,
                    extra=", ".join(extra),
                )
            )
        raise BackupError(
            Said(
                "%(where)s: the event's movement does not seat %(extra)s and seats "
                "%(lacking)s, not listed.",
                where=where,
                extra=", ".join(extra) or Said("them all"),
                lacking=", ".join(lacking),
            )
        )


def seating_seats(event: m.Event, seating: m.Seating, where: str) -> None:
    """Pairs at North-South and East-West, or four players: as the event's form seats."""
    four = [getattr(seating, seat) for seat in FOUR]
    if event.form == m.Form.INDIVIDUALS:
        if seating.ns_id or seating.ew_id:
            raise BackupError(
                Said("%(where)s: individuals sit at north, east, south and west.", where=where)
            )
        if any(four) and not all(four):
            raise BackupError(Said("%(where)s: seat all four players, or none.", where=where))
        seated = four
    else:
        if any(four):
            raise BackupError(
                Said(
                    "%(where)s: %(form)s seat pairs (ns and ew), not players.",
                    where=where,
                    form=event.form,
                )
            )
        seated = [seating.ns, seating.ew]
    for entrant in seated:
        if entrant is not None and entrant.kind != KIND[event.form]:
            raise BackupError(
                Said(
                    "%(where)s: %(label)s is an entrant of kind %(kind)s, not %(KIND)s.",
                    where=where,
                    label=entrant.label,
                    kind=repr(entrant.kind),
                    KIND=repr(str(KIND[event.form])),
                )
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
        raise BackupError(
            Said(
                "%(where)s: stored %(stored)s, but the line scores %(scored)s.",
                where=where,
                stored=stored,
                scored=scored,
            )
        )


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
            raise EntryError(
                Said("%(where)s: a whist result holds both sides' tricks.", where=where)
            )
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
    raise EntryError(
        Said(
            "%(where)s: %(value)s results are not kept on travellers.",
            where=where,
            value=event.get_game_display(),
        )
    )


def _without_ruling(r: m.Result) -> m.Result:
    """The same stored line without its ruling (a copy: the row itself is left alone)."""
    plain = copy.copy(r)
    plain.adjustment = ""
    return plain
