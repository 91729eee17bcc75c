"""Howell movements: validity for every size, complete and reduced, and the classic rules."""

from __future__ import annotations

import itertools
from collections import Counter
from functools import cache

import pytest

from movements.data.grouped_starters import GROUPED
from movements.data.orientations import TURNS
from movements.howell import first_rounds_howell, howell
from movements.types import Family, Movement

ALL_PAIRS = list(range(4, 61))
NOT_CYCLIC = (27, 28, 40, 56)


@cache
def complete(pairs: int) -> Movement:
    return howell(pairs)


def tables_for(pairs: int) -> int:
    return (pairs + 1) // 2


def assert_valid(m: Movement) -> None:
    """Hard rules, counted directly from the seatings."""
    sets = {s.number for s in m.tray_sets}
    played: dict[str, list[int]] = {e: [] for e in m.entrants}
    for rnd in m.rounds:
        seated = [e for s in rnd.seatings for e in s.entrants()]
        assert len(seated) == len(set(seated)), f"round {rnd.number}: someone seated twice"
        assert set(seated) <= set(m.entrants)
        tables = [s.table for s in rnd.seatings]
        assert len(tables) == len(set(tables)), f"round {rnd.number}: table used twice"
        assert all(1 <= t <= m.tables for t in tables)
        uses = Counter(st for s in rnd.seatings if not s.is_sit_out for st in m.sets_at(s))
        assert set(uses) <= sets
        shared = {k for k, n in uses.items() if n > 1}
        assert shared == set(rnd.shared_sets), f"round {rnd.number}: sharing not as declared"
        assert set(rnd.resting_sets) == sets - set(uses)
        for s in rnd.seatings:
            if s.is_sit_out:
                assert s.tray_set is None
                continue
            for e in s.entrants():
                played[e].extend(m.sets_at(s))
    for e, lst in played.items():
        assert len(lst) == len(set(lst)), f"pair {e} plays a set twice"


def meetings(m: Movement) -> Counter:
    c: Counter = Counter()
    for s in m.seatings():
        if s.ns and s.ew:
            c[frozenset((s.ns, s.ew))] += 1
    return c


@pytest.mark.parametrize("pairs", ALL_PAIRS)
def test_complete_howell_is_valid_and_complete(pairs: int) -> None:
    m = complete(pairs)
    t = tables_for(pairs)
    assert m.family is Family.HOWELL
    assert m.tables == t
    assert m.round_count == 2 * t - 1
    # two trays a round: three tables play ten half-sets of one tray, two a round
    assert len(m.tray_sets) == (10 if t == 3 else 2 * t - 1)
    assert m.entrants == tuple(str(p) for p in range(1, pairs + 1))
    assert_valid(m)
    met = meetings(m)
    for a, b in itertools.combinations(m.entrants, 2):
        assert met[frozenset((a, b))] == 1, f"pairs {a} and {b}"
    # every pair plays every tray, except the two of the round it sits out
    for e in m.entrants:
        trays = [t for s in m.seatings() if e in s.entrants() for t in m.trays_at(s)]
        assert len(trays) == len(set(trays)) == m.total_trays - 2 * (pairs % 2)


@pytest.mark.parametrize("pairs", ALL_PAIRS)
def test_sit_out_and_stationary(pairs: int) -> None:
    m = complete(pairs)
    if pairs % 2 == 0:
        assert m.stationary == (str(pairs),)
        for rnd in m.rounds:
            s = rnd.at_table(1)
            assert s is not None and s.ns == str(pairs)
        assert not any(s.is_sit_out for s in m.seatings())
    else:
        assert m.stationary == ()
        outs = [s for s in m.seatings() if s.is_sit_out]
        assert len(outs) == m.round_count
        assert all(s.table == 1 for s in outs)
        assert sorted(e for s in outs for e in s.entrants()) == sorted(m.entrants)


@pytest.mark.parametrize("pairs", [p for p in ALL_PAIRS if p >= 7 and p not in NOT_CYCLIC])
def test_pair_p_plus_one_takes_pair_p_seat(pairs: int) -> None:
    """The classic Howell rule for the cyclic movements (4 tables and more; 27 and 28 pairs
    are built over GF(27), 40 and 56 by doubling, neither of them cyclic).  Where single
    meetings are turned round for balance, pair p + 1 still takes pair p's table."""
    m = complete(pairs)
    n = 2 * tables_for(pairs) - 1
    turned = pairs in TURNS
    for r in range(1, m.round_count):
        for s in m.round(r).seatings:
            nxt = m.round(r + 1).at_table(s.table)
            for side in ("ns", "ew"):
                p = getattr(s, side)
                if p is None or (pairs % 2 == 0 and p == str(pairs)):
                    continue
                successor = str(int(p) % n + 1)
                if turned:
                    assert successor in (nxt.ns, nxt.ew)
                else:
                    assert getattr(nxt, side) == successor


@pytest.mark.parametrize("pairs", [p for p in ALL_PAIRS if p >= 7])
def test_no_sharing_and_relay_stands(pairs: int) -> None:
    m = complete(pairs)
    t = tables_for(pairs)
    assert m.relay_stands == t - 1
    for rnd in m.rounds:
        assert rnd.shared_sets == ()
        playing = sum(1 for s in rnd.seatings if not s.is_sit_out)
        assert len(rnd.resting_sets) == (2 * t - 1) - playing


def test_four_pairs_share_each_round_like_foster() -> None:
    """Source, "Four Pairs": two tables; the third set exhausts the combinations."""
    m = howell(4, boards_per_round=8)
    assert (m.tables, m.round_count, m.total_trays) == (2, 3, 24)
    for rnd in m.rounds:
        assert len(rnd.shared_sets) == 1
        assert {s.tray_set for s in rnd.seatings} == set(rnd.shared_sets)
    assert_valid(m)


@pytest.mark.parametrize("pairs", [5, 6])
def test_one_tray_a_round_at_three_tables_shares_only_the_last_round(pairs: int) -> None:
    """No Room square of side 5: five whole sets at three tables share one of them."""
    m = howell(pairs, boards_per_round=1)
    assert (m.tables, m.round_count, m.relay_stands) == (3, 5, 1)
    assert [r.shared_sets for r in m.rounds[:4]] == [()] * 4
    assert m.rounds[4].shared_sets == (5,)
    # one of sets 1-4 rests each round, set 5 waits for the last round (and with five pairs
    # the sit-out table's set rests too)
    assert all(len(r.resting_sets) == 2 + pairs % 2 for r in m.rounds[:4])
    assert all(5 in r.resting_sets for r in m.rounds[:4])


@pytest.mark.parametrize("pairs", [5, 6])
@pytest.mark.parametrize("boards", [2, 4, 6])
def test_three_tables_with_even_trays_split_sets_and_share_nothing(pairs: int, boards: int) -> None:
    """As bridgescorer's Howell06T3B20 (20 boards): two half-sets a table a round, each
    half-set played once by every pair, nothing shared."""
    m = howell(pairs, boards_per_round=boards)
    assert all(r.shared_sets == () for r in m.rounds)
    assert len(m.tray_sets) == 10 and all(len(t.trays) == boards // 2 for t in m.tray_sets)
    for s in m.seatings():
        if not s.is_sit_out:
            assert len(m.sets_at(s)) == 2 and len(m.trays_at(s)) == boards
    assert_valid(m)


@pytest.mark.parametrize("pairs", [5, 6])
@pytest.mark.parametrize("boards", [3, 5])
def test_three_tables_with_odd_trays_share_one_tray_in_the_last_round(
    pairs: int, boards: int
) -> None:
    """Half-sets for all but one tray a round; the odd trays are five single sets, round 5's
    at every table that plays."""
    m = howell(pairs, boards_per_round=boards)
    assert [r.shared_sets != () for r in m.rounds] == [False] * 4 + [True]
    (shared,) = m.rounds[4].shared_sets
    assert len(m.tray_set(shared).trays) == 1
    assert sorted(len(t.trays) for t in m.tray_sets) == [1] * 5 + [boards // 2] * 10
    assert_valid(m)


@pytest.mark.parametrize(
    ("pairs", "rounds"), [(8, 5), (10, 7), (14, 10), (16, 11), (20, 14), (27, 20), (60, 44)]
)
def test_reduced_howell_is_the_prefix_of_the_complete_one(pairs: int, rounds: int) -> None:
    # Where the complete Howell rests its sets on one stand (data.grouped_starters), the
    # reductions stay the rounds of the Howell their chosen rounds are data over.
    full = first_rounds_howell(pairs) if pairs in GROUPED else complete(pairs)
    m = first_rounds_howell(pairs, rounds=rounds)
    assert m.round_count == rounds
    assert_valid(m)
    for a, b in zip(m.rounds, full.rounds, strict=False):
        assert [(s.table, s.ns, s.ew, s.tray_set) for s in a.seatings] == [
            (s.table, s.ns, s.ew, s.tray_set) for s in b.seatings
        ]
    met = meetings(m)
    assert max(met.values()) == 1
    played_sets = {s.tray_set for s in m.seatings() if s.tray_set is not None}
    assert {s.number for s in m.tray_sets} == played_sets


@pytest.mark.parametrize("boards", [1, 2, 3, 4])
def test_tray_numbering(boards: int) -> None:
    m = howell(12, boards_per_round=boards)
    assert m.total_trays == 11 * boards
    assert m.tray_set(3).trays == tuple(range(2 * boards + 1, 3 * boards + 1))
    assert m.boards_per_round == boards


@pytest.mark.parametrize(
    "kwargs",
    [
        {"pairs": 3},
        {"pairs": 61},
        {"pairs": 8, "rounds": 0},
        {"pairs": 8, "rounds": 8},
        {"pairs": 8, "boards_per_round": 0},
    ],
)
def test_bad_arguments(kwargs: dict) -> None:
    with pytest.raises(ValueError):
        howell(**kwargs)


@pytest.mark.parametrize("pairs", ALL_PAIRS)
def test_checker_finds_nothing_wrong(pairs: int) -> None:
    from movements.check import check

    report = check(complete(pairs))
    assert report.ok, report.violations
    assert report.complete_howell
    assert not report.unbalanced_although_balanced_exists


@pytest.mark.parametrize(("pairs", "rounds"), [(8, 6), (12, 8), (16, 12), (24, 18), (33, 25)])
def test_checker_accepts_reduced_howells(pairs: int, rounds: int) -> None:
    from movements.check import check

    assert check(howell(pairs, rounds=rounds)).ok
