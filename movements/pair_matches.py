"""Pair against pair: four pairs at two tables, and Foster's six pairs at three tables.

The source ([F], "Pair against pair", lines 1262-1631) plays small numbers of pairs as
matches: two pairs holding the same cards on the same hands, one at each table, make a match
between them, won, lost or halved on tricks "in the same manner as for teams of four"
(``tournaments.scoring.pair_matches`` scores it).

* ``four_pairs``: "These should be arranged at two tables, changing adversaries after every
  8 hands.  The third set will exhaust the combinations" (lines 1262-1265).  ``FOUR_SETS`` is
  the source's diagram (lines 1283-1366), table by table, North-South pair then East-West;
  pairs 1 to 4 are its a, b, c and d.  "Four hands are dealt at each table in each set, and
  then exchanged" and "the pairs at the second table should begin scoring with hands Nos. 5,
  13 and 21" (lines 1370-1377): table 1 deals the first half of a set, table 2 the second.
  Pair a sits East-West at table 1 all session; each pair meets each other pair once across
  a table and is matched with each other pair once on the same cards.
* ``six_pairs``: "arrange them at three tables, two of which are constantly in play, the
  third only half the time" (lines 1388-1390).  The first four positions are the source's
  diagrams (lines 1391-1577); pairs 1 to 6 are its a to f.  Tables 1 and 2 play the same two
  hands in each position and exchange them; table 3 deals hands 3 and 4 in the first position
  and leaves them in the trays, and b and c overplay them in the third ("which makes a match
  between them and the e and f pairs", lines 1535-1538).  Then "a and d give way to b and c,
  and the b c e f pairs play two hands and exchange them; then change adversaries for two
  more hands" (lines 1590-1592), and the final match: a and d "take seats E & W at two
  tables, the N & S positions being filled up by any of the other players" (lines
  1593-1595), whose scores count for nothing (lines 1627-1628).

Reconstruction.  The extraction of the source garbles its tables (the position diagrams lose
their hand numbers for the first position, and the two positions after the fourth and the
final have no diagram).  What the words fix is kept; the rest is chosen and said here:
hands 1 and 2 for tables 1 and 2 in the first position (hands 3 and 4 are table 3's, 5 and 6
the second position's); the seats of the fifth and sixth positions (b and c take the chairs
of a and d: pair f keeps North-South at table 1 and e moves to North-South at table 2 for
the sixth, so that b meets c and e meets f on the same cards, the only matches left); and
the final on two hands, like every other match, with f and e, already seated, filling the
North-South chairs.  Those fill-in seats are ``FILLERS``: they are no match and are left out
when meetings are counted.
"""

from __future__ import annotations

from movements.types import Family, Movement, Round, Seating, TraySet
from said import TRAYS, Said

# [F] lines 1283-1366: per set, (North-South, East-West) at table 1, then at table 2.
FOUR_SETS: tuple[tuple[tuple[str, str], tuple[str, str]], ...] = (
    (("2", "1"), ("4", "3")),  # b a, d c
    (("3", "1"), ("2", "4")),  # c a, b d
    (("4", "1"), ("3", "2")),  # d a, c b
)

# Foster's six pairs, position by position: (tray set, {table: (North-South, East-West)}).
# Positions 1-4 from the diagrams (lines 1391-1577); 5, 6 and the final reconstructed.
SIX_POSITIONS: tuple[tuple[tuple[int, int, str, str], ...], ...] = (
    ((1, 1, "2", "1"), (1, 2, "4", "3"), (2, 3, "6", "5")),  # b/a, d/c; f/e deal 3 and 4
    ((3, 1, "3", "1"), (3, 2, "4", "2")),  # c/a, d/b; table 3 idle
    ((4, 1, "5", "1"), (4, 2, "4", "6"), (2, 3, "2", "3")),  # e/a, d/f; b/c overplay 3, 4
    ((5, 1, "6", "1"), (5, 2, "4", "5")),  # f/a, d/e
    ((6, 1, "6", "2"), (6, 2, "3", "5")),  # b and c take a's and d's chairs
    ((7, 1, "6", "3"), (7, 2, "5", "2")),  # adversaries changed
    ((8, 1, "6", "1"), (8, 2, "5", "4")),  # the final: a against d, East-West both
)
SIX_FINAL_ROUND = len(SIX_POSITIONS)
FOUR_PAIRS_KIND = "four-pairs"
SIX_PAIRS_KIND = "six-pairs"
MATCH_KIND_NAMES = frozenset({FOUR_PAIRS_KIND, SIX_PAIRS_KIND})

SIX_NOTES = (
    Said(
        "tables 1 and 2 each deal half the trays, play them and exchange; table 3 deals its "
        "trays, plays them and leaves them in the trays"
    ),
    Said("tables 1 and 2 change adversaries; table 3 idle (the trays left lie there)"),
    Said(
        "tables 1 and 2 change adversaries; at table 3 pairs 2 and 3 overplay the trays left "
        "there: a match with pairs 6 and 5"
    ),
    Said("tables 1 and 2 change adversaries; table 3 idle"),
    Said("pairs 1 and 4 give way to pairs 2 and 3"),
    Said("pairs 2, 3, 5 and 6 change adversaries"),
    Said(
        "the final match: pairs 1 and 4 sit East-West at tables 1 and 2 on the same trays; "
        "pairs 6 and 5 fill the North-South chairs and their scores are not counted"
    ),
)


def fillers(movement: Movement) -> frozenset[tuple[int, int]]:
    """The (round, table) seatings whose North-South chairs are only filled in (the six
    pairs' final): no match, and no meeting."""
    if movement.family is not Family.SIX_PAIRS:
        return frozenset()
    final = movement.rounds[-1]
    return frozenset((final.number, s.table) for s in final.seatings)


def _sets(count: int, hands: int) -> tuple[TraySet, ...]:
    return tuple(
        TraySet(s, tuple(range((s - 1) * hands + 1, s * hands + 1))) for s in range(1, count + 1)
    )


def _even(hands: int) -> None:
    if hands < 2 or hands % 2:
        raise ValueError(
            Said(
                "each table deals half of a set: an even number of hands, not %(hands)s",
                hands=hands,
            )
        )


def four_pairs(*, boards_per_round: int = 8) -> Movement:
    """Four pairs at two tables, three sets of ``boards_per_round`` hands (the source: 8)."""
    _even(boards_per_round)
    half = boards_per_round // 2
    rounds = []
    for number, tables in enumerate(FOUR_SETS, start=1):
        first = (number - 1) * boards_per_round + 1
        seatings = tuple(
            Seating(number, t, ns, ew, number) for t, (ns, ew) in enumerate(tables, start=1)
        )
        note = Said(
            "table 1 deals %(trays)s %(first)s-%(last)s, table 2 %(trays)s %(second)s-"
            "%(end)s; each plays its own, then the tables exchange them",
            trays=TRAYS,
            first=first,
            last=first + half - 1,
            second=first + half,
            end=first + boards_per_round - 1,
        )
        rounds.append(Round(number, seatings, shared_sets=(number,), note=note))
    return Movement(
        family=Family.FOUR_PAIRS,
        name=Said("Four pairs, pair against pair, %(hands)s hands", hands=3 * boards_per_round),
        tables=2,
        rounds=tuple(rounds),
        tray_sets=_sets(3, boards_per_round),
        entrants=("1", "2", "3", "4"),
        one_winner=True,
        stationary=("1",),
        description=Said(
            "Two tables; adversaries change after every set of %(hands)s hands, and the third "
            "set exhausts the combinations. Each table deals half of a set and the tables "
            "exchange. The two pairs holding the same cards at the two tables play a match: "
            "won, lost or halved on tricks; the most matches won wins, tricks deciding ties.",
            hands=boards_per_round,
        ),
        options=(("boards_per_round", str(boards_per_round)),),
    )


def six_pairs(*, boards_per_round: int = 2) -> Movement:
    """Foster's six pairs: three tables, the third in play half the time, a final match.
    ``boards_per_round`` is the hands of each match (the source: two)."""
    _even(boards_per_round)
    rounds = []
    for number, position in enumerate(SIX_POSITIONS, start=1):
        seatings = tuple(Seating(number, t, ns, ew, tray_set) for tray_set, t, ns, ew in position)
        shared = tuple(sorted({tray_set for tray_set, t, _, _ in position if t in (1, 2)}))
        rounds.append(Round(number, seatings, shared_sets=shared, note=SIX_NOTES[number - 1]))
    return Movement(
        family=Family.SIX_PAIRS,
        name=Said("Six pairs, Foster's schedule, %(hands)s hands", hands=8 * boards_per_round),
        tables=3,
        rounds=tuple(rounds),
        tray_sets=_sets(8, boards_per_round),
        entrants=("1", "2", "3", "4", "5", "6"),
        one_winner=True,
        description=Said(
            "Three tables, two constantly in play and the third only half the time. Tables 1 "
            "and 2 play the same %(trays)s and exchange them; table 3's first %(trays)s are "
            "left and overplayed two positions later. Two pairs holding the same cards make a "
            "match of %(hands)s hands; every pair meets every other once, pairs 1 and 4 last, "
            "both East-West. The most matches won wins, tricks deciding ties.",
            trays=TRAYS,
            hands=boards_per_round,
        ),
        options=(("boards_per_round", str(boards_per_round)),),
    )


def match_schedule(movement: Movement) -> tuple[tuple[tuple[str, str], str, tuple[int, ...]], ...]:
    """Every match: the two pairs that hold the same cards of the same trays (one at each
    play of a tray), the cards they hold ("NS" or "EW"), and the trays, in playing order."""
    filled = fillers(movement)
    holders: dict[tuple[int, str], list[str]] = {}
    for s in movement.seatings():
        for side, pair in (("NS", s.ns), ("EW", s.ew)):
            if pair is None or (side == "NS" and (s.round, s.table) in filled):
                continue
            for tray in movement.trays_at(s):
                holders.setdefault((tray, side), []).append(pair)
    matches: dict[tuple[tuple[str, str], str], list[int]] = {}
    for (tray, side), pairs in holders.items():
        if len(pairs) == 2:
            first, second = sorted(pairs, key=int)
            matches.setdefault(((first, second), side), []).append(tray)
    return tuple((pairs, side, tuple(sorted(trays))) for (pairs, side), trays in matches.items())
