"""True reduced Howells for 25 to 40 pairs, and R = T rounds (issue 15, item 2).

The checks every stored design passes (valid, each set played equally, every pair meeting R
others, the 70% rule, never less even than the kept rounds) are in test_howell_true_reduced.py,
over every stored size.  Here: that the lengths are there, and figures worked out by hand.

R = T: 2T pairs at T tables play T rounds on T sets, every set at every table once, so no set
rests; a pair meets T others and plays every set once (2T trays of 2T at two a round).  With
2T - 1 pairs the pair meeting the phantom sits out one round: 2T - 2 of 2T trays, 87.5% at
8 tables, over 70% from T = 4 (3 of 4 sets).  The first R rounds of the complete Howell keep
all 2T - 1 sets in play, so a pair plays R of them: under 70% for every R = T.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest
from django.core.management import call_command

from movements.catalogue import generate
from movements.check import check
from movements.howell import first_rounds_howell, howell
from movements.howell_reduced import TRUE_REDUCED, true_reduced_kind
from movements.io import from_csv
from movements.sizes import least_share, three_quarter_rounds

# R = T: every size from 4 to 20 tables (6 by recolouring, Tarry; see tools/reduced_equal.py)
EQUAL_TABLES = tuple(range(4, 21))
STORED_SQUARES = (10, 14, 18)
MOLS_DATA = Path(__file__).resolve().parents[2] / "tools" / "mols_data.py"


def _stored_squares(n: int) -> tuple[list[list[int]], list[list[int]]]:
    spec = importlib.util.spec_from_file_location("mols_data", MOLS_DATA)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.squares(n)


@pytest.mark.parametrize("n", STORED_SQUARES)
def test_the_stored_squares_are_an_orthogonal_pair(n):
    """Bose, Shrikhande and Parker (1960): orthogonal Latin squares of every order but 2 and
    6.  The stored pair: each square has every symbol once in every row and every column, and
    superimposed they show each of the n * n ordered pairs of symbols exactly once."""
    first, second = _stored_squares(n)
    for square in (first, second):
        assert len(square) == n
        for line in (*square, *zip(*square, strict=True)):
            assert sorted(line) == list(range(n))
    pairs = Counter((first[i][j], second[i][j]) for i in range(n) for j in range(n))
    assert len(pairs) == n * n and set(pairs.values()) == {1}


def test_every_reduced_length_from_25_to_40_pairs_plays_each_set_equally():
    """13 to 20 tables, every length from T + 1 to 2T - 2 rounds."""
    tables = {p: (p + 1) // 2 for p in range(25, 41)}
    wanted = {(p, r) for p, t in tables.items() for r in range(t + 1, 2 * t - 1)}
    assert len(wanted) == 2 * sum(t - 2 for t in range(13, 21))
    assert wanted <= set(TRUE_REDUCED)


@pytest.mark.parametrize("tables", EQUAL_TABLES)
def test_as_many_rounds_as_tables_is_a_true_reduced_howell(tables):
    for pairs in (2 * tables - 1, 2 * tables):
        kind = true_reduced_kind(pairs, tables)
        assert kind == ("cyclic" if tables % 2 else "grid")
        least, total = least_share(first_rounds_howell(pairs, boards_per_round=1, rounds=tables))
        assert least < 0.7 * total  # the plain reduction is refused at this length
        m = generate("howell", pairs, rounds=tables, boards_per_round=2)
        assert len(m.tray_sets) == tables and check(m).ok
        assert least_share(m) == (2 * (tables - pairs % 2), 2 * tables)


@pytest.mark.parametrize(("pairs", "stay"), [(16, range(1, 9)), (15, range(1, 9))])
def test_sixteen_pairs_in_eight_rounds_by_hand(pairs, stay):
    """8 tables, 8 sets: every round plays all 8 sets, none rests (with 15 pairs the set at the
    sit-out table rests); pairs 1-8 stay at their tables and each meets the moving pairs
    9-16 (16: the phantom with 15 pairs)."""
    m = generate("howell", pairs, rounds=8, boards_per_round=2)
    report = check(m)
    assert report.ok and (m.tables, len(m.tray_sets), m.total_trays) == (8, 8, 16)
    assert [len(r.resting_sets) for r in m.rounds] == [pairs % 2] * 8  # the sit-out's set
    assert ("one set rests" if pairs % 2 else "no set rests") in str(m.description)
    assert m.stationary == tuple(map(str, stay))
    assert "Pairs 1-8 stay at their tables" in str(m.description)
    real = [(r.number, s) for r in m.rounds for s in r.seatings if s.ns and s.ew]
    for p in stay:
        mine = [(n, s) for n, s in real if str(p) in (s.ns, s.ew)]
        assert {s.table for _, s in mine} == {p} and len({n for n, _ in mine}) == pairs - 8
        met = {s.ew if s.ns == str(p) else s.ns for _, s in mine}
        assert met == {str(q) for q in range(9, pairs + 1)}
    played = sorted(report.trays_per_entrant)
    assert played == ([14] * 8 + [16] * 7 if pairs == 15 else [16] * 16)


def test_twenty_six_pairs_in_thirteen_rounds_by_hand():
    """13 tables (odd): the cyclic design with all 13 tables holding a pair that stays
    (14-26) while pairs 1-13 move up one table a round; every set at every table once."""
    m = generate("howell", 26, rounds=13, boards_per_round=2)
    assert m.stationary == tuple(str(p) for p in range(14, 27))
    sets = Counter(s.tray_set for s in m.seatings())
    assert sets == {k: 13 for k in range(1, 14)}
    met = Counter(frozenset((s.ns, s.ew)) for s in m.seatings())
    assert len(met) == 13 * 13 and set(met.values()) == {1}
    assert least_share(m) == (26, 26)
    assert "Sets go down one table; none rests." in str(m.description)


@pytest.mark.parametrize(("pairs", "rounds"), [(26, 17), (31, 21), (34, 22), (39, 28), (40, 27)])
def test_lengths_above_24_pairs_the_first_rounds_refused_are_offered(pairs, rounds):
    """26 pairs in 17 rounds: the first rounds play all 25 sets, a pair 17 of them (68%)."""
    least, total = least_share(first_rounds_howell(pairs, boards_per_round=1, rounds=rounds))
    assert least < 0.7 * total
    m = generate("howell", pairs, rounds=rounds, boards_per_round=2)
    assert len(m.tray_sets) == rounds and check(m).ok
    assert least_share(m) == (2 * (rounds - pairs % 2), 2 * rounds)


@pytest.mark.parametrize(
    ("pairs", "rounds", "plays"), [(40, 27, "54 to 54 of 54"), (16, 8, "16 to 16 of 16")]
)
def test_the_command_checks_a_true_reduced_howell(capsys, pairs, rounds, plays):
    args = ("howell", "--pairs", str(pairs), "--option", f"rounds={rounds}", "--check")
    call_command("movement", *args)
    out = capsys.readouterr().out
    assert f"Check: valid (Howell, {pairs} pairs, {rounds} rounds)" in out
    assert f"sets {rounds}," in out
    assert f"boards each entrant plays: {plays}" in out


@pytest.mark.parametrize("pairs", range(25, 41))
def test_three_quarter_howell_never_less_even_than_its_first_rounds(pairs):
    """The catalogue's three-quarter length: the default is at least as even as the plain
    first rounds of the complete Howell, the reduction clubs play from a printed card."""
    rounds = three_quarter_rounds(pairs)
    assert rounds is not None
    ours = howell(pairs, boards_per_round=1, rounds=rounds)
    plain = first_rounds_howell(pairs, boards_per_round=1, rounds=rounds)
    assert check(ours).balance.stats.sd <= check(plain).balance.stats.sd + 1e-9
    assert least_share(ours)[0] >= 0.7 * least_share(ours)[1]


@pytest.mark.shared
def test_twelve_pairs_in_six_rounds_as_tichu_plays_them(shared_dir: Path):
    """tichu-tournament's 12_pair_3_hands_6_rounds plays 21 trays (7 sets of 3) in 6 rounds,
    sharing sets, so some pair plays 15 of 21 (71%).  Ours: 6 sets of 3, every pair plays all
    18 trays and meets 6 others, and compares the pairs more evenly."""
    path = shared_dir / "reference" / "movements" / "tichu" / "12_pair_3_hands_6_rounds.csv"
    theirs = from_csv(path.read_text())
    assert (theirs.round_count, least_share(theirs)) == (6, (15, 21))
    ours = generate("howell", 12, rounds=6, boards_per_round=3)
    report = check(ours)
    assert report.ok and least_share(ours) == (18, 18) and len(ours.tray_sets) == 6
    assert report.balance.sd < check(theirs).balance.sd
