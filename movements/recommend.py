"""Which movements fit a field and a session, and which one a director would pick.

The director's reasoning, made explicit:

* A session holds ``session_minutes / minutes_per_board`` boards; aim for the usual 22-28
  (24 in a three-hour session at 7.5 minutes a board) in rounds of two to four boards
  (``movements.fit``).
* Pairs: a Howell (one winner, everyone meets everyone) up to four tables, and at five when it
  gives the session as many boards as the Mitchell does; a Mitchell otherwise (two winners, or
  one with arrow-switched rounds where switching makes the comparisons more even than none).
  With an even number of tables the skip or the share-and-relay, whichever compares the pairs
  more evenly for the same boards and rounds.  Too many rounds for the session: fewer rounds,
  never below the 70% rule; a room too big even so plays in sections of the same deals,
  scored across the field.
* Teams (``movements.fit_forms``): a movement where every team meets every other when it fits
  with matches of two boards or more, Howell's system for an odd number of teams; otherwise a
  Swiss of as many matches as fit; a two-table match for two.  Individuals: a whist
  tournament, cut to fewer rounds when the session is short.  Progressive: tables of four.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from movements.catalogue import generate
from movements.fit import TARGET, Recommendation, fit, late_by, least_rounds, sectioned, usual
from movements.fit import make as _make
from movements.fit_forms import individual_offer, team_offers
from movements.individual_sitout import individual_sizes
from movements.kind import CatalogueError
from movements.words import sentences
from said import TRAY, TRAYS, Figure, Said

FORMS = ("pairs", "teams", "individuals", "progressive")


def _pairs(n: int, budget: int, mpb: float, sections: bool = True) -> list[Recommendation]:
    if n < 4:
        raise ValueError(Said("a pairs movement needs at least 4 pairs, not %(n)s", n=n))
    if n > 80:
        raise ValueError(
            Said("%(n)s pairs is more than one room of 40 tables: split into sections", n=n)
        )
    tables = math.ceil(n / 2)
    out: list[Recommendation | None] = []
    if n <= 60:
        full = 2 * tables - 1
        r, b, over = fit(full, least_rounds(full, n % 2 == 1), budget)
        opts: dict[str, Any] = {"boards_per_round": b}
        if r < full:
            opts["rounds"] = r
        note = (
            Said("complete Howell: one winner.")
            if r == full
            else Said("Howell, %(rounds)s of %(full)s rounds: one winner.", rounds=r, full=full)
        )
        out.append(_make("howell", n, opts, mpb, note, over))
    if tables >= 3:
        out += _mitchells(n, tables, budget, mpb)
    if n % 2:
        out.extend(_half_tables(n, budget, mpb))
    recs = [x for x in out if x is not None]
    if not recs:
        raise ValueError(Said("no movement fits %(n)s pairs in this session", n=n))
    if sections and all(x.over_time for x in recs) and tables >= 6:
        split = sectioned(n, budget, mpb)
        recs = ([split] if split is not None else []) + recs  # the one that fits, first
    return _choose_pairs(recs, tables, budget)


def _mitchells(n: int, tables: int, budget: int, mpb: float) -> list[Recommendation | None]:
    """Each Mitchell variant cut to the session (never below the 70% rule: all T sets are in
    play from the first round), two winners, and arrow-switched where that measures better."""
    out: list[Recommendation | None] = []
    pairs_opt = {"pairs": n} if n % 2 else {}
    variants = ("standard",) if tables % 2 else ("relay", "skip")
    for v in variants:
        full = tables if v != "skip" else tables - 1
        r, b, over = fit(full, least_rounds(tables, n % 2 == 1), budget)
        base = {"variant": v, "boards_per_round": b, **pairs_opt}
        if r < full:
            base["rounds"] = r
        label = {
            "standard": Said("Mitchell"),
            "relay": Said("share-and-relay Mitchell"),
            "skip": Said("skip Mitchell"),
        }[v]
        if r == full:
            two = Said("%(name)s: two winners.", name=label)
            one = Said("%(name)s, arrow-switched: one winner.", name=label)
        else:
            two = Said(
                "%(name)s: %(rounds)s of %(full)s rounds (cut down): two winners.",
                name=label,
                rounds=r,
                full=full,
            )
            one = Said(
                "%(name)s, arrow-switched: %(rounds)s of %(full)s rounds (cut down): one winner.",
                name=label,
                rounds=r,
                full=full,
            )
        out.append(_make("mitchell", tables, base, mpb, two, over))
        switched = _make(
            "mitchell", tables, {**base, "arrow_switch_rounds": "auto"}, mpb, one, over
        )
        # the measured count may be none (3 and 4 tables): then there is nothing to offer
        if switched is not None and switched.winners == 1:
            out.append(switched)
    return out


def _half_tables(n: int, budget: int, mpb: float) -> list[Recommendation | None]:
    """Rover and bump Mitchells: T tables for 2T + 1 pairs, no table short (two winners)."""
    out = []
    notes = {
        "mitchell-rover": "rover Mitchell: %(tables)s tables, no table short; two winners.",
        "mitchell-bump": "bump Mitchell: %(tables)s tables, no table short; two winners.",
    }
    for kind in ("mitchell-rover", "mitchell-bump"):
        try:
            rounds = generate(kind, n // 2, boards_per_round=1).round_count
        except CatalogueError:
            continue
        _, b, over = fit(rounds, rounds, budget)
        note = Said(notes[kind], tables=n // 2)
        out.append(_make(kind, n // 2, {"boards_per_round": b}, mpb, note, over))
    return out


def _swiss_pairs(n: int, budget: int, mpb: float) -> list[Recommendation]:
    """A Swiss of bridge pairs (never the default): six matches, or one fewer than the
    field, of the trays the session allows."""
    matches = min(6, n - 1)
    b = max(2, budget // matches)
    note = Said(
        "%(matches)s matches, each drawn from the VPs so far; no pair meets another twice.",
        matches=matches,
    )
    return _simple("swiss-pairs", n, {"matches": matches, "boards_per_round": b}, mpb, note)


def _choose_pairs(recs: list[Recommendation], tables: int, budget: int) -> list[Recommendation]:
    """The default: one that fits the session; of those, 22-28 trays when any gives them (or a
    complete movement filling the session to within three trays: every opponent met); a
    Howell up to four tables (at five when it gives as many trays as the Mitchell), a
    two-winner Mitchell above; then the most trays and rounds; then the most even comparisons
    (a switched Mitchell is one field, measured otherwise: it stays an alternative)."""

    def family(x: Recommendation) -> int:
        howell = x.kind == "howell"
        return int(howell) if tables <= 5 else int(not howell)

    candidates = [x for x in recs if x.kind == "howell" or x.winners == 2]
    pick = max(
        candidates,
        key=lambda x: (
            not x.over_time,
            usual(x, budget),
            x.total_boards if tables == 5 else 0,
            family(x),
            x.total_boards,
            x.rounds,
            -(x.balance if x.balance is not None else 0.0),
        ),
    )
    return [_mark(x, x is pick) for x in recs]


def _mark(rec: Recommendation, default: bool) -> Recommendation:
    if not default:
        return rec
    return Recommendation(**{**rec.__dict__, "default": True})


def _simple(
    kind: str, size: int, options: dict[str, Any], mpb: float, note: Said
) -> list[Recommendation]:
    rec = _make(kind, size, options, mpb, note, False)
    return [rec] if rec else []


def _individuals(n: int, budget: int, mpb: float, game: str = "") -> list[Recommendation]:
    if n < 8:
        raise ValueError(Said("an individual movement needs at least 8 players, not %(n)s", n=n))
    sizes = individual_sizes()
    recs = individual_offer(n, budget, mpb)
    if n == 8:
        recs += _simple("safford", 8, {}, mpb, Said("Safford's schedule, scored by tricks lost."))
    if n == 16:
        recs += _simple(
            "married-couples",
            16,
            {},
            mpb,
            Said("Eight couples: partners never in the same half."),
        )
    if game == "whist":
        recs += _social(n, budget, mpb) + _league(n, mpb)
    if not recs:
        listed = ", ".join(str(v) for v in sizes)
        raise ValueError(
            Said(
                "no individual movement for %(n)s players yet (available: %(listed)s)",
                n=n,
                listed=listed,
            )
        )
    fitting = [r for r in recs if not r.over_time and r.minutes <= budget * mpb + 1e-9]
    if not fitting:
        short = min(recs, key=lambda r: r.minutes)
        why = (
            Said(
                "fewer rounds would leave a player out of more than 30%% of the %(trays)s in play",
                trays=TRAYS,
            )
            if short.kind == "individual"
            else Said("it cannot be cut to fewer rounds")
        )
        raise ValueError(
            Said(
                "no individual movement for %(n)s players fits a session of %(budget)s "
                "%(trays)s: the shortest, %(name)s, plays %(rounds)s rounds in %(minutes)s "
                "minutes, and %(why)s; allow a longer session or fewer minutes a %(tray)s",
                n=n,
                budget=budget,
                trays=TRAYS,
                tray=TRAY,
                name=short.name,
                rounds=short.rounds,
                minutes=Figure(short.minutes),
                why=why,
            )
        )
    return [_mark(r, r is fitting[0]) for r in recs]


def _league(n: int, mpb: float) -> list[Recommendation]:
    """A team match of fours, visitors A B C D against the holders W X Y Z: the League's six
    sets in two sittings, or one sitting; with more fours a side the 1st, 3rd and 5th sets."""
    if n % 8:
        return []
    if n > 8:
        note = Said(
            "Two clubs of %(fours)s fours each: the 1st, 3rd and 5th sets, two sittings.",
            fours=n // 8,
        )
        return _simple("league-match", n, {}, mpb, note)
    two = Said("League match: six sets, 24 hands afternoon and night.")
    one = Said("League match: one sitting of 24 hands.")
    return _simple("league-match", n, {}, mpb, two) + _simple(
        "league-match", n, {"sittings": 1}, mpb, one
    )


def _social(n: int, budget: int, mpb: float) -> list[Recommendation]:
    """Mitchell's social game for ladies and gentlemen (whist): the regular order or, for an
    even number of tables, the first method and the second, and where half the tables are odd
    the regular order in two rooms; four winners, or two."""
    tables = n // 4
    if n % 4 or tables < 3:
        return []
    variants = [("auto", "four"), ("auto", "two")] + ([("skip", "four")] if tables % 2 == 0 else [])
    variants += [("halves", "four")] if tables % 4 == 2 else []
    how_of = {
        "skip": Said("second method (skip at the bell)"),
        "halves": Said("regular order in two rooms of %(tables)s tables", tables=tables // 2),
    }
    recs = []
    for method, winners in variants:
        rounds = tables // 2 if method == "halves" else (tables if tables % 2 else tables - 1)
        opts = {"boards_per_round": max(1, budget // rounds), "winners": winners}
        if method != "auto":
            opts["method"] = method
        how = Said("first method (a table overplays)") if tables % 2 == 0 else Said("regular order")
        how = how_of.get(method, how)
        note = (
            Said("Mitchell's social game, ladies and gentlemen: %(how)s; four winners.", how=how)
            if winners == "four"
            else Said(
                "Mitchell's social game, ladies and gentlemen: %(how)s; the best lady and "
                "gentleman.",
                how=how,
            )
        )
        recs += [
            replace(r, winners=4 if winners == "four" else 2)
            for r in _simple("mitchell-social", n, opts, mpb, note)
        ]
    return recs


def _one_table(form: str, budget: int, mpb: float) -> list[Recommendation]:
    """Memory duplicate, the one-table game: each deal is played twice, so the session holds
    half as many deals as plays (four individuals: three positions of a batch each)."""
    if form == "pairs":
        b = max(1, budget // 2)
        note = Said(
            "Memory duplicate: every deal overplayed with the %(trays)s turned.", trays=TRAYS
        )
        return [_mark(r, True) for r in _simple("memory", 2, {"boards_per_round": b}, mpb, note)]
    b = max(1, budget // 6)
    note = Said("Memory duplicate: South sits, each other player partners South in turn.")
    recs = _simple("memory-individual", 4, {"boards_per_round": b}, mpb, note)
    return [_mark(r, True) for r in recs]


def _mnemonic(n: int, budget: int, mpb: float) -> list[Recommendation]:
    """The Howell played "up and back" (never the default): every deal twice, so half the
    trays of a Howell in the same session."""
    rounds = n - 1 if n % 2 == 0 else n
    b = max(1, budget // (2 * rounds))
    note = Said("Mnemonic duplicate: the Howell played twice, the hands exchanged on the replay.")
    rec = _make("mnemonic", n, {"boards_per_round": b}, mpb, note, 2 * rounds * b > budget)
    return [rec] if rec else []


def _progressive(n: int) -> list[Recommendation]:
    if n < 8 or n % 4:
        raise ValueError(
            Said("a progressive party seats tables of four: %(n)s players do not fit", n=n)
        )
    recs = _simple(
        "progressive", n // 4, {}, 0.0, Said("Positions drawn; the result moves players.")
    )
    return [_mark(r, True) for r in recs]


# Pair against pair (movements.pair_matches), offered beside the Howell for whist.
PAIR_MATCH_NOTES = {
    4: Said("Pair against pair: three sets of 8 hands; matches won, ties on tricks."),
    6: Said("Foster's six pairs: the third table half the time, a final between pairs 1 and 4."),
}


def recommend(
    entrants: int,
    *,
    form: str = "pairs",
    minutes_per_board: float = 7.5,
    session_minutes: int = 180,
    game: str = "bridge",
    sections: bool = True,
) -> list[Recommendation]:
    """Movements that fit ``entrants`` (pairs, teams, players) in the session, one of them
    marked ``default``.  ``sections=False`` keeps to one room (an event already set up cannot
    become several).  Raises ValueError for a request no movement meets."""
    if form not in FORMS:
        raise ValueError(
            Said(
                "form must be one of %(value)s, not %(form)s",
                value=", ".join(FORMS),
                form=repr(form),
            )
        )
    if minutes_per_board <= 0 or session_minutes <= 0:
        raise ValueError(Said("minutes per board and session minutes must be positive"))
    budget = int(session_minutes // minutes_per_board)
    if budget < 2 and form != "progressive":
        raise ValueError(Said("the session is too short for even one round of two boards"))
    recs = _by_form(entrants, form, budget, minutes_per_board, game, sections)
    if form != "progressive" and budget < TARGET[0]:
        short = Said(
            "%(session)s minutes at %(per)s minutes a %(tray)s hold %(budget)s %(trays)s, short "
            "of the usual %(low)s to %(high)s.",
            session=session_minutes,
            per=Figure(minutes_per_board),
            tray=TRAY,
            budget=budget,
            trays=TRAYS,
            low=TARGET[0],
            high=TARGET[1],
        )
        recs = [replace(r, note=sentences([r.note, short])) if r.default else r for r in recs]
    return [_timed(r, session_minutes) for r in recs]


def _timed(rec: Recommendation, session_minutes: int) -> Recommendation:
    """Whatever its kind's own sizing, an offer whose rounds run past the session says so."""
    if rec.over_time or rec.minutes <= session_minutes + 1e-9:
        return rec
    return replace(rec, over_time=True, note=sentences([rec.note, late_by(rec.minutes)]))


def _by_form(
    entrants: int, form: str, budget: int, minutes_per_board: float, game: str, sections: bool
) -> list[Recommendation]:
    if (form, entrants) in (("pairs", 2), ("individuals", 4)):
        return _one_table(form, budget, minutes_per_board)
    if form == "pairs":
        recs = _pairs(entrants, budget, minutes_per_board, sections)
        if game == "bridge":
            recs += _swiss_pairs(entrants, budget, minutes_per_board)
        if game == "whist" and entrants <= 20:
            recs += _mnemonic(entrants, budget, minutes_per_board)
        if game == "whist":
            recs += _simple(
                "compass",
                math.ceil(entrants / 2),
                {"pairs": entrants} if entrants % 2 else {},
                minutes_per_board,
                Said("Compass whist: scored by trick averages."),
            )
        if game == "whist" and entrants in PAIR_MATCH_NOTES:
            kind = "four-pairs" if entrants == 4 else "six-pairs"
            recs += _simple(kind, entrants, {}, minutes_per_board, PAIR_MATCH_NOTES[entrants])
        return recs
    if form == "teams":
        return team_offers(entrants, budget, minutes_per_board)
    if form == "individuals":
        return _individuals(entrants, budget, minutes_per_board, game)
    return _progressive(entrants)
