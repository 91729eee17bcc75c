"""Builders: a movement (plus names and the game) in, the papers' plain data out.

Pure functions over ``movements.types.Movement``; the site adds the names of the entrants
and the entry links, and hands the results to the renderers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from movements.memory import chair_of
from movements.numbering import source_label, source_numbers, source_span
from movements.rotation import Chart
from movements.stands import stand_layout, stand_summary
from movements.trays import dealer, game_named, has_vulnerability, vulnerability
from movements.types import Family, Game, Movement, Seating
from movements.where import is_switched, physical_side, shared_with
from said import Said

from .data import (
    WHIST_TERMS,
    ChartRound,
    Entrant,
    GuideCard,
    GuideRow,
    ScoreCard,
    ScoreRow,
    TableCard,
    TableCardRow,
    TableSign,
    TallyCard,
    TallyRow,
    Terms,
    TravellerRow,
    TravellerSlip,
    TrayLabel,
    Words,
)
from .moves import (
    ENGLISH,
    INDIVIDUAL_FAMILIES,
    display_label,
    round_notes,
    table_moves,
    tray_text,
)

WHIST_RESULT_COLUMNS = ("NS tricks", "EW tricks")
BRIDGE_RESULT_COLUMNS = ("Contract", "By", "Tricks", "NS score", "EW score")
WHIST_SCORE_COLUMNS = ("Tricks", "Gain", "Loss")
BRIDGE_SCORE_COLUMNS = ("Contract", "By", "Tricks", "Score", "Gain / loss")
_GROUPS = {"L": "Ladies", "G": "Gentlemen"}
_ORDINALS = (
    "Second Third Fourth Fifth Sixth Seventh Eighth Ninth Tenth Eleventh Twelfth Thirteenth "
    "Fourteenth Fifteenth Sixteenth Seventeenth Eighteenth Nineteenth Twentieth"
).split()


def _entrant(
    m: Movement, label: str | None, names: Mapping[str, str], say: Words = ENGLISH
) -> Entrant | None:
    return None if label is None else _person(m, label, names, say)


def _person(m: Movement, label: str, names: Mapping[str, str], say: Words = ENGLISH) -> Entrant:
    return Entrant(display_label(label, m.family, say), names.get(label, ""))


def _table_row(
    m: Movement, s: Seating, names: Mapping[str, str], terms: Terms = WHIST_TERMS
) -> TableCardRow:
    trays, moves, notes = tray_text(m, s), table_moves(m, s, terms), round_notes(m, s, terms)
    if s.players is not None:
        north, east, south, west = (_person(m, p, names, terms.say) for p in s.players)
        seats = (north, east, south, west)
        return TableCardRow(s.round, trays, seats=seats, moves=moves, notes=notes)
    ns, ew = _entrant(m, s.ns, names, terms.say), _entrant(m, s.ew, names, terms.say)
    return TableCardRow(s.round, trays, ns=ns, ew=ew, moves=moves, notes=notes)


def _standing_notes(m: Movement, table: int, terms: Terms = WHIST_TERMS) -> tuple[str, ...]:
    at = [r.at_table(table) for r in m.rounds]
    ns = {s.ew if is_switched(s, m.round(s.round)) else s.ns for s in at if s is not None}
    ns.discard(None)
    notes = []
    say = terms.say
    if len(ns) == 1 and (who := next(iter(ns))) in m.stationary:
        who_said = display_label(who, m.family, say)
        notes.append(say("%(who)s stays at this table all session", who=who_said))
    sharing = [s.round for s in at if s is not None and shared_with(m, s)]
    if sharing and len(sharing) == len(m.rounds):
        notes.append(say("this table shares its %(boards)s every round", boards=terms.boards))
    notes.extend(
        say(
            "The %(stand)s is beside this table: resting %(boards)s wait on it",
            stand=say(stand.words),
            boards=terms.boards,
        )
        for stand in stand_layout(m).stands
        if table in stand.tables
    )
    return tuple(notes)


def table_cards(
    movement: Movement,
    *,
    names: Mapping[str, str] | None = None,
    entry_urls: Mapping[int, str] | None = None,
    terms: Terms = WHIST_TERMS,
) -> list[TableCard]:
    """One indicator card per table: every round's entrants, trays and moves, in the game's
    ``terms``."""
    names = names or {}
    entry_urls = entry_urls or {}
    cards = []
    for table in range(1, movement.tables + 1):
        rows = tuple(
            _table_row(movement, s, names, terms)
            for r in movement.rounds
            if (s := r.at_table(table)) is not None
        )
        cards.append(
            TableCard(
                table=table,
                rows=rows,
                movement=str(movement.name),
                notes=_standing_notes(movement, table, terms),
                entry_url=entry_urls.get(table),
                individual=movement.family in INDIVIDUAL_FAMILIES,
            )
        )
    return cards


def _guide_row(m: Movement, entrant: str, round_number: int, say: Words) -> GuideRow:
    s = m.seating_of(entrant, round_number)
    if s is None:
        return GuideRow(round_number, None, "sits out")
    trays = tray_text(m, s)
    if s.is_sit_out:
        return GuideRow(round_number, s.table, "sits out", trays)
    opponents = " & ".join(display_label(o, m.family, say) for o in s.opponents_of(entrant))
    seat = s.seat_of(entrant)
    rnd = m.round(round_number)
    if seat is not None:
        partner = s.partner_of(entrant)
        assert partner is not None  # a player in a seat has a partner across the table
        note = say("partner %(partner)s", partner=display_label(partner, m.family, say))
        if rnd.skip_before and entrant not in m.stationary:
            note += "; " + say("at the bell, one table further")
        chair = chair_of(s, rnd, entrant) or seat
        if chair is not seat:  # memory duplicate's overplay: the trays turned, nobody moves
            note += "; " + say("trays turned: play the %(seat)s cards", seat=say(seat.label))
        return GuideRow(round_number, s.table, chair.label, trays, opponents, note)
    side = physical_side(s, rnd, entrant)
    assert side is not None
    other = say(side.other.value)
    note = say("arrow switch: play %(side)s cards", side=other) if is_switched(s, rnd) else ""
    return GuideRow(round_number, s.table, side.value, trays, opponents, note)


def guide_cards(
    movement: Movement,
    names: Mapping[str, str] | None = None,
    *,
    numbered: bool = False,
    terms: Terms = WHIST_TERMS,
) -> list[GuideCard]:
    """One personal guide card per entrant, round by round; ``numbered`` adds to each round's
    trays the source's numbers for them (``movements.numbering``).  The notes are worded by
    ``terms.say``."""
    names = names or {}
    numbers = source_numbers(movement) if numbered else {}
    return [
        GuideCard(
            entrant=Entrant(display_label(e, movement.family, terms.say), names.get(e, "")),
            rows=tuple(
                _numbered(movement, e, r.number, numbers, terms.say) for r in movement.rounds
            ),
            movement=str(movement.name),
            notes=_stand_notes(movement, terms.say),
        )
        for e in movement.entrants
    ]


def _stand_notes(m: Movement, say: Words) -> tuple[str, ...]:
    """Where the relay stands are, for the head of a guide card (two lines at most)."""
    lines = stand_summary(m)
    if len(lines) <= 2:
        return lines
    return (say("%(count)s relay stands: see the table cards", count=len(lines)),)


def _numbered(
    movement: Movement,
    entrant: str,
    round_number: int,
    numbers: dict[int, tuple[int, int]],
    say: Words,
) -> GuideRow:
    row = _guide_row(movement, entrant, round_number, say)
    s = movement.seating_of(entrant, round_number)
    span = source_span(movement.trays_at(s), numbers) if numbers and s is not None else ""
    return replace(row, trays=f"{row.trays} ({span})") if span and row.trays else row


def _is_whist(game: str) -> bool:
    return game_named(game) is Game.WHIST


def tray_labels(movement: Movement, game: str = "whist") -> list[TrayLabel]:
    """A label for every tray: dealer by the game's cycle, vulnerability in contract bridge."""
    vul = has_vulnerability(game)
    trays = sorted(t for s in movement.tray_sets for t in s.trays)
    return [
        TrayLabel(
            tray=t,
            dealer=dealer(t, game),
            vulnerability=vulnerability(t) if vul else None,
            is_whist=_is_whist(game),
        )
        for t in trays
    ]


def _side_text(m: Movement, s: Seating, ns: bool, say: Words = ENGLISH) -> str:
    if s.players is not None:
        a, b = (s.players[0], s.players[2]) if ns else (s.players[1], s.players[3])
        return f"{display_label(a, m.family, say)} & {display_label(b, m.family, say)}"
    who = s.ns if ns else s.ew
    return display_label(who, m.family, say) if who is not None else ""


def _plays(s: Seating, m: Movement, tray: int) -> bool:
    if s.is_sit_out or s.tray_set is None:
        return False
    trays = s.trays if s.trays is not None else m.tray_set(s.tray_set).trays
    return tray in trays


def travellers(
    movement: Movement, trays_info: Iterable[TrayLabel], *, terms: Terms = WHIST_TERMS
) -> list[TravellerSlip]:
    """A traveller per tray, its rows in the order the tray is played (round, then table);
    at whist its heading gives the source's number for the tray beside ours.  The pairs are
    called in ``terms.say``'s words."""
    say = terms.say
    numbers = source_numbers(movement)
    slips = []
    for info in trays_info:
        rows = tuple(
            TravellerRow(
                s.round,
                s.table,
                _side_text(movement, s, True, say),
                _side_text(movement, s, False, say),
            )
            for s in movement.seatings()
            if _plays(s, movement, info.tray)
        )
        cols = WHIST_RESULT_COLUMNS if info.is_whist else BRIDGE_RESULT_COLUMNS
        source = source_label(info.tray, numbers) if info.is_whist else ""
        slips.append(TravellerSlip(info.tray, info.dealer, info.vulnerability, rows, cols, source))
    return slips


def score_cards(
    movement: Movement,
    names: Mapping[str, str] | None = None,
    *,
    game: str = "whist",
    terms: Terms = WHIST_TERMS,
) -> list[ScoreCard]:
    """A score card per entrant with every tray it plays, in order, pre-filled; the entrants
    called in ``terms.say``'s words."""
    say = terms.say
    names = names or {}
    cols = WHIST_SCORE_COLUMNS if _is_whist(game) else BRIDGE_SCORE_COLUMNS
    cards = []
    for e in movement.entrants:
        rows: list[ScoreRow] = []
        for r in movement.rounds:
            s = movement.seating_of(e, r.number)
            if s is None or s.is_sit_out or s.tray_set is None:
                continue
            trays = s.trays if s.trays is not None else movement.tray_set(s.tray_set).trays
            opp = " & ".join(display_label(o, movement.family, say) for o in s.opponents_of(e))
            seat = s.seat_of(e)
            if seat is not None:
                held = seat.label
            else:
                direction = s.direction_of(e)
                assert direction is not None  # e plays at this table
                held = direction.value
            rows.extend(ScoreRow(r.number, t, opp, held, s.table) for t in trays)
        entrant = Entrant(display_label(e, movement.family, say), names.get(e, ""))
        cards.append(ScoreCard(entrant, tuple(rows), cols))
    return cards


def tally_cards(
    movement: Movement,
    names: Mapping[str, str] | None = None,
    *,
    games: int | None = None,
    terms: Terms = WHIST_TERMS,
) -> list[TallyCard]:
    """A progressive tally card per player: the table where it is known, star boxes always.

    Tables after the first game depend on who wins, so a movement that lists only the
    starting round leaves the later table boxes blank for the player to fill in.
    """
    names = names or {}
    count = games if games is not None else movement.round_count
    cards = []
    for p in movement.entrants:
        rows = []
        for r in range(1, count + 1):
            s = movement.seating_of(p, r) if r <= movement.round_count else None
            rows.append(TallyRow(r, s.table if s is not None else None))
        group = _GROUPS.get(p[:1], "") if movement.family is Family.PROGRESSIVE else ""
        cards.append(
            TallyCard(
                Entrant(display_label(p, movement.family, terms.say), names.get(p, "")),
                group,
                tuple(rows),
            )
        )
    return cards


def table_signs(tables: int) -> list[TableSign]:
    """Signs for a progressive room: table 1 is the head table, the last the booby table,
    "those between being 'second', 'third', and so on" (the source's words)."""
    if tables < 1:
        raise ValueError(Said("a room needs at least one table"))
    signs = [TableSign(1, "Head table", "Table 1")]
    for t in range(2, tables):
        word = _ORDINALS[t - 2] if t - 2 < len(_ORDINALS) else ""
        signs.append(TableSign(t, f"{word} table" if word else f"Table {t}", f"Table {t}"))
    if tables > 1:
        signs.append(TableSign(tables, "Booby table", f"Table {tables}"))
    return signs


__all__ = [
    "guide_cards",
    "score_cards",
    "table_cards",
    "table_signs",
    "tally_cards",
    "tray_labels",
    "travellers",
]


def chart_rounds(
    chart: Chart, names: Mapping[str, str] | None = None, *, playing: int | None = None
) -> list[ChartRound]:
    """The chart as printed, a round at a time: each player as "P3 Ada" where named; rounds
    after the evening's ``playing`` marked as later; the chart's promise on the first."""
    names = names or {}
    playing = len(chart.rounds) if playing is None else playing

    def who(label: str) -> str:
        return f"{label} {names.get(label, '')}".strip()

    out = []
    for number, (seating, byes) in enumerate(zip(chart.rounds, chart.byes, strict=True), 1):
        tables = tuple(
            (
                t.table,
                " & ".join(map(who, t.partnerships[0])),
                " & ".join(map(who, t.partnerships[1])),
            )
            for t in seating
        )
        note = str(chart.note()) if number == 1 else ""
        out.append(ChartRound(number, tables, tuple(map(who, byes)), number <= playing, note))
    return out
