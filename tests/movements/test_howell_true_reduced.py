"""True reduced Howells (issue 15, item 2): R rounds on R sets, each set played equally.

Expected figures are worked out by hand from the definition: with 2T pairs every pair plays
each of the R sets once (R of R in play); with 2T - 1 pairs the pair meeting the phantom sits
out, so the least any pair plays is R - 1 sets of R, still at least 70% from R = 4 on.  The
published movements compared with are tichu-tournament's reduced Howells
(../shared/reference/movements/tichu), balance recomputed from their rows.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from movements.catalogue import generate
from movements.check import check
from movements.howell import first_rounds_howell, howell
from movements.howell_reduced import TRUE_REDUCED, true_reduced_sets
from movements.sizes import least_share
from tests.movements.test_howell_balance import competition_sd, read_reference, rows_of

SIZES = sorted(TRUE_REDUCED)


def true_one(pairs: int, rounds: int, boards: int = 2):
    return howell(
        pairs, boards_per_round=boards, rounds=rounds, sets=true_reduced_sets(pairs, rounds)
    )


@pytest.mark.parametrize(("pairs", "rounds"), SIZES)
def test_every_set_is_played_equally_and_every_pair_meets_r_others(pairs, rounds):
    tables = (pairs + 1) // 2
    m = true_one(pairs, rounds)
    assert check(m).ok
    n_sets = true_reduced_sets(pairs, rounds)
    assert n_sets is not None and n_sets >= rounds and len(m.tray_sets) == n_sets
    real = [s for s in m.seatings() if s.ns and s.ew]
    sit_outs = rounds * tables - len(real)
    assert sit_outs == (rounds if pairs % 2 else 0)
    # R sets at T tables each, or S > R sets at T R / S tables each (one of them the sit-out
    # table when the phantom meets someone)
    each = tables * rounds // n_sets
    assert each * n_sets == tables * rounds
    sets = Counter(s.tray_set for s in m.seatings() if s.tray_set is not None)
    assert len(sets) == n_sets
    assert (
        set(sets.values()) == {each} if pairs % 2 == 0 else set(sets.values()) <= {each - 1, each}
    )
    met: dict[str, set[str]] = {str(p): set() for p in range(1, pairs + 1)}
    played: dict[str, list[int]] = {p: [] for p in met}
    for s in real:
        met[s.ns].add(s.ew)
        met[s.ew].add(s.ns)
        played[s.ns].append(s.tray_set)
        played[s.ew].append(s.tray_set)
    for p in met:
        assert len(played[p]) == len(set(played[p]))  # never a set twice
        assert len(met[p]) == len(played[p]) >= rounds - pairs % 2


@pytest.mark.parametrize(("pairs", "rounds"), SIZES)
def test_the_seventy_percent_rule_holds(pairs, rounds):
    least, total = least_share(true_one(pairs, rounds, boards=3))
    assert (least, total) == (3 * (rounds - pairs % 2), 3 * true_reduced_sets(pairs, rounds))
    assert least >= 0.7 * total
    assert generate("howell", pairs, rounds=rounds, boards_per_round=3).round_count == rounds


@pytest.mark.parametrize(
    ("pairs", "rounds"),
    # the first rounds of the complete Howell leave some pair under 70%: refused before
    [(9, 6), (9, 7), (10, 6), (11, 7), (11, 8), (12, 7)],
)
def test_lengths_the_first_rounds_refused_are_now_offered(pairs, rounds):
    least, total = least_share(first_rounds_howell(pairs, boards_per_round=1, rounds=rounds))
    assert least < 0.7 * total
    m = generate("howell", pairs, rounds=rounds, boards_per_round=2)
    assert len(m.tray_sets) == rounds and check(m).ok


@pytest.mark.parametrize(("pairs", "rounds"), SIZES)
def test_the_default_is_the_more_even_of_the_true_and_kept_rounds(pairs, rounds):
    """Never worse than the true reduced Howell, nor than kept rounds that keep the 70% rule."""
    sd = check(howell(pairs, boards_per_round=1, rounds=rounds)).balance.stats.sd
    assert sd <= check(true_one(pairs, rounds, boards=1)).balance.stats.sd + 1e-9
    kept = howell(pairs, boards_per_round=1, rounds=rounds, sets=2 * ((pairs + 1) // 2) - 1)
    least, total = least_share(kept)
    if least >= 0.7 * total:
        assert sd <= check(kept).balance.stats.sd + 1e-9


@pytest.mark.shared
@pytest.mark.parametrize(
    ("name", "pairs", "rounds"),
    [("11_pair_3_hands_7_rounds.csv", 11, 7), ("10_pair_3_hands.csv", 10, 7)],
)
def test_published_lengths_are_offered_and_at_least_as_even(shared_dir: Path, name, pairs, rounds):
    """tichu-tournament plays 11 pairs in 7 rounds, which the first rounds of the complete Howell
    cannot (a pair would play 6 of 11 sets); ours passes the 70% rule and is at least as even."""
    rows = read_reference(shared_dir / "reference" / "movements" / "tichu" / name)
    assert max(r[0] for r in rows) == rounds
    theirs = competition_sd(rows) / max(len(r[4]) for r in rows)
    ours = generate("howell", pairs, rounds=rounds, boards_per_round=1)
    assert competition_sd(rows_of(ours)) <= theirs + 1e-9


@pytest.mark.parametrize(
    ("pairs", "rounds"),
    # 14 to 24 pairs: the first rounds leave a pair under 70% (16 pairs in 9 rounds: 9 of 15)
    [(14, 8), (15, 9), (16, 9), (18, 11), (20, 11), (22, 14), (24, 13)],
)
def test_lengths_above_twelve_pairs_the_first_rounds_refused_are_offered(pairs, rounds):
    least, total = least_share(first_rounds_howell(pairs, boards_per_round=1, rounds=rounds))
    assert least < 0.7 * total
    m = generate("howell", pairs, rounds=rounds, boards_per_round=2)
    assert len(m.tray_sets) == rounds and check(m).ok
    assert least_share(m) == (2 * (rounds - pairs % 2), 2 * rounds)


def test_every_reduced_length_from_14_to_24_pairs_plays_each_set_equally():
    """Every length between T + 1 and 2T - 2 rounds, 7 to 12 tables, has a true one."""
    tables = {p: (p + 1) // 2 for p in range(13, 25)}
    wanted = {(p, r) for p, t in tables.items() for r in range(t + 1, 2 * t - 1)}
    assert wanted <= set(TRUE_REDUCED)


@pytest.mark.shared
@pytest.mark.parametrize("rounds", range(8, 13))
def test_fourteen_pairs_no_worse_than_the_published_card_cut_short(shared_dir: Path, rounds):
    """A club with bridgescorer's published 7-table Howell (thebridsk/Movement.Howell14T7B26.csv,
    13 rounds of 2 trays) and less time plays its first rounds.  Those keep the 70% rule only
    from 10 rounds (10 of 13 sets); where they do, ours compares the pairs at least as evenly,
    and where they do not, ours plays every set equally and keeps the rule."""
    path = shared_dir / "reference" / "movements" / "thebridsk" / "Movement.Howell14T7B26.csv"
    rows = [row for row in read_reference(path) if row[0] <= rounds]
    ours = generate("howell", 14, rounds=rounds, boards_per_round=2)
    in_play = {b for row in rows for b in row[4]}
    least = min(sum(len(r[4]) for r in rows if p in r[2:4]) for p in map(str, range(1, 15)))
    if least >= 0.7 * len(in_play):
        assert rounds >= 10
        assert competition_sd(rows_of(ours)) <= competition_sd(rows) + 1e-9
    else:
        assert rounds < 10 and least_share(ours) == (2 * rounds, 2 * rounds)


def test_sixteen_pairs_in_nine_rounds_by_hand():
    """8 tables, 9 sets: 72 table-rounds = 9 sets x 8 tables, one set resting each round; every
    pair plays all 18 trays (2 a round) and meets 9 of the other 15 pairs."""
    m = generate("howell", 16, rounds=9, boards_per_round=2)
    report = check(m)
    assert report.ok and (m.tables, len(m.tray_sets), m.total_trays) == (8, 9, 18)
    assert set(report.trays_per_entrant) == {18}
    assert all(len(r.seatings) == 8 for r in m.rounds)
    assert "one set rests each round" in str(m.description)
