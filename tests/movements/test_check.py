"""The checker on hand-built movements: each kind of breach is caught, valid ones pass, and
the balance statistic reproduces published figures."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from movements.check import check
from movements.types import Family, Movement, Round, Seating, TraySet

Cell = tuple  # (table, ns, ew, set) or (table, ns, ew, set, trays)


def build(
    grid: list[list[Cell]],
    *,
    sets: int | None = None,
    boards: int = 1,
    shared: dict[int, tuple[int, ...]] | None = None,
    tables: int | None = None,
    family: Family = Family.CUSTOM,
    entrants: tuple[str, ...] | None = None,
    one_winner: bool = True,
) -> Movement:
    """A pairs movement from rows of (table, ns, ew, set); set k holds trays k*b-b+1 .. k*b."""
    shared = shared or {}
    rounds = []
    for r, row in enumerate(grid, start=1):
        seats = tuple(
            Seating(r, c[0], c[1], c[2], c[3], trays=c[4] if len(c) > 4 else None) for c in row
        )
        rounds.append(Round(r, seats, shared_sets=shared.get(r, ())))
    used = {c[3] for row in grid for c in row if c[3] is not None}
    n_sets = sets or max(used)
    seen = sorted({e for row in grid for c in row for e in c[1:3] if e is not None})
    return Movement(
        family=family,
        name="hand-built",
        tables=tables or max(c[0] for row in grid for c in row),
        rounds=tuple(rounds),
        tray_sets=tuple(
            TraySet(k, tuple(range((k - 1) * boards + 1, k * boards + 1)))
            for k in range(1, n_sets + 1)
        ),
        entrants=entrants or tuple(seen),
        one_winner=one_winner,
    )


def mitchell_grid(tables: int, rounds: int | None = None, switched: tuple[int, ...] = ()):
    """Odd-table Mitchell from the rule in movements.md: EW pair e sits in round r at table
    e+r-1 and plays the set that started at table e+2(r-1); NS pairs never move."""
    grid = []
    for r in range(1, (rounds or tables) + 1):
        row = []
        for e in range(1, tables + 1):
            t = (e + r - 2) % tables + 1
            s = (e + 2 * (r - 1) - 1) % tables + 1
            ns, ew = f"NS{t}", f"EW{e}"
            row.append((t, ew, ns, s) if r in switched else (t, ns, ew, s))
        grid.append(sorted(row))
    return grid


def hwang_8_pairs() -> list[list[Cell]]:
    """Hwang's balanced Room square for q = 7 (movements.md section 2): starter
    {(x^(2i+1), x^(2i))} with primitive root 3, i.e. (3,1), (6,2), (5,4); table i seats
    NS r - y_i, EW r - x_i on set r - (x_i + y_i); table 1 seats pair 8 against r."""
    starter = [(3, 1), (6, 2), (5, 4)]
    grid = []
    for r in range(7):
        row = [(1, "8", str(r + 1), r + 1)]
        for i, (x, y) in enumerate(starter, start=2):
            row.append((i, str((r - y) % 7 + 1), str((r - x) % 7 + 1), (r - x - y) % 7 + 1))
        grid.append(row)
    return grid


# -- valid movements -------------------------------------------------------------------------


def test_it_passes_a_three_table_mitchell_and_reports_two_fields():
    report = check(build(mitchell_grid(3), one_winner=False))
    assert report.ok, report.violations
    assert report.form == "pairs"
    i = report.entrants.index
    for t in (1, 2, 3):
        for e in (1, 2, 3):
            assert report.meetings[i(f"NS{t}")][i(f"EW{e}")] == 1
    assert ("NS1", "NS2") in report.never_met
    assert report.repeats == ()
    assert report.tray_plays == ((1, 3), (2, 3), (3, 3))
    assert report.trays_per_entrant == (3,) * 6
    assert sorted(map(sorted, report.balance.fields)) == [
        ["EW1", "EW2", "EW3"],
        ["NS1", "NS2", "NS3"],
    ]
    assert report.balance.sd == 0


def test_one_field_competition_of_three_table_mitchell_worked_by_hand():
    """Each tray is played 3 times.  Two NS pairs: same direction on 3 trays, Mp = 3 (EW
    alike).  NS v EW: head to head once (+2), opposite on the other two trays (-2), Mp = 0.
    Six 3s and nine 0s: mean 1.2, variance (6*1.8^2 + 9*1.2^2)/15 = 2.16."""
    bal = check(build(mitchell_grid(3), one_winner=False)).balance
    assert bal.mp("NS1", "NS3") == 3
    assert bal.mp("NS1", "EW2") == 0
    assert bal.stats.mean == pytest.approx(1.2)
    assert bal.stats.sd == pytest.approx(2.16**0.5)
    assert (bal.stats.minimum, bal.stats.maximum) == (0, 3)


def test_moore_figures_for_seven_table_mitchell():
    """Moore: 7-table Mitchell, competition SD 3.49 without switch, 1.05 with one switched
    round (population SD over all pairs of pairs, one tray per round)."""
    plain = check(build(mitchell_grid(7), one_winner=False))
    switched = check(build(mitchell_grid(7, switched=(7,))))
    assert plain.ok and switched.ok
    assert plain.balance.stats.sd == pytest.approx(3.49, abs=0.005)
    assert switched.balance.stats.sd == pytest.approx(1.05, abs=0.005)
    assert len(plain.balance.fields) == 2
    assert len(switched.balance.fields) == 1


def test_hwang_eight_pair_howell_is_complete_and_perfectly_balanced():
    report = check(build(hwang_8_pairs(), family=Family.HOWELL))
    assert report.ok, report.violations
    assert report.complete_howell
    assert report.never_met == () and report.repeats == ()
    assert report.balance.sd == 0
    assert report.balance.same[0][1] == 3  # T - 1 same-direction comparisons, T = 4 tables
    assert not report.perfect_balance_impossible
    assert not report.unbalanced_although_balanced_exists


def test_it_flags_an_unbalanced_eight_pair_howell():
    grid = hwang_8_pairs()
    t, ns, ew, s = grid[0][1]
    grid[0][1] = (t, ew, ns, s)  # turn one table round: still valid, no longer balanced
    report = check(build(grid, family=Family.HOWELL))
    assert report.ok
    assert report.balance.sd > 0
    assert report.unbalanced_although_balanced_exists
    assert report.summary()["flags"]["unbalanced_although_balanced_exists"] is True


def test_four_pairs_sharing_each_round_is_valid_when_declared():
    """Foster's four pairs: both tables play the round's set and exchange trays."""
    grid = [
        [(1, "b", "a", 1), (2, "d", "c", 1)],
        [(1, "c", "a", 2), (2, "b", "d", 2)],
        [(1, "d", "a", 3), (2, "c", "b", 3)],
    ]
    report = check(build(grid, boards=8, shared={1: (1,), 2: (2,), 3: (3,)}))
    assert report.ok, report.violations
    assert report.shared == ((1, 1, (1, 2)), (2, 2, (1, 2)), (3, 3, (1, 2)))
    assert report.complete_howell


def test_individual_partner_and_opponent_matrices():
    """Four players at one table, each partnering each other once: opponents twice."""
    seats = [("1", "2", "3", "4"), ("1", "3", "4", "2"), ("1", "4", "2", "3")]
    rounds = tuple(
        Round(r, (Seating(r, 1, players=p, tray_set=r),)) for r, p in enumerate(seats, start=1)
    )
    m = Movement(
        Family.CUSTOM,
        "ind",
        1,
        rounds,
        tuple(TraySet(k, (k,)) for k in (1, 2, 3)),
        ("1", "2", "3", "4"),
        True,
    )
    report = check(m)
    assert report.ok, report.violations
    assert report.form == "individuals"
    for a, b in itertools.combinations(range(4), 2):
        assert report.partners[a][b] == 1
        assert report.opponents[a][b] == 2
    assert report.summary()["partners"] == {"min": 1, "max": 1}


# -- each breach is caught -------------------------------------------------------------------


def test_it_catches_an_entrant_seated_twice():
    report = check(build([[(1, "1", "2", 1), (2, "1", "3", 2)]], entrants=("1", "2", "3")))
    assert not report.ok
    assert any("1 is seated twice" in str(v) for v in report.violations)


def test_it_catches_a_table_used_twice():
    report = check(build([[(1, "1", "2", 1), (1, "3", "4", 2)]]))
    assert any("table used twice" in str(v) for v in report.violations)


def test_it_catches_a_tray_played_twice_and_lists_the_rounds():
    grid = mitchell_grid(3)
    grid[2] = [(t, ns, ew, 1 if t == 1 else s) for t, ns, ew, s in grid[2]]
    report = check(build(grid, shared={3: (1,)}))
    assert any("plays tray 1 more than once (rounds 1, 3)" in str(v) for v in report.violations)


def test_it_catches_undeclared_sharing():
    grid = [[(1, "b", "a", 1), (2, "d", "c", 1)]]
    report = check(build(grid, sets=2))
    assert [str(v) for v in report.violations] == [
        "round 1: set 1 is played at tables 1, 2 but is not declared shared"
    ]
    assert check(build(grid, sets=2, shared={1: (1,)})).ok


def test_it_catches_an_idle_table_while_a_set_waits():
    grid = [[(1, "1", "2", 1), (2, "3", "4", 2)], [(1, "1", "3", 2)]]
    report = check(build(grid, sets=2, entrants=("1", "2", "3", "4")), min_fraction=0)
    assert any("table(s) 2 idle while set(s) 1 wait" in str(v) for v in report.violations)
    assert report.sit_outs[1] == (2,) and report.sit_outs[3] == (2,)


def test_it_catches_the_revenge_round():
    """A three-table Mitchell given a fourth round like the first: everyone meets again."""
    revenge = mitchell_grid(3) + [mitchell_grid(3)[0]]
    report = check(build(revenge, sets=3), min_fraction=0)
    assert ("EW1", "NS1", (1, 4)) in report.repeats
    assert any("EW1 meets NS1 more than once (rounds 1, 4)" in str(v) for v in report.violations)


def test_consecutive_rounds_at_one_table_are_one_meeting():
    """A round in halves (Armonk-style): the same two pairs at the same table twice running."""
    grid = [[(1, "1", "2", 1), (2, "3", "4", 2)], [(1, "1", "2", 2), (2, "3", "4", 1)]]
    report = check(build(grid))
    assert report.ok, report.violations
    assert report.meetings[0][1] == 1


def test_a_complete_howell_that_misses_meetings_is_a_violation():
    grid = hwang_8_pairs()
    grid[6] = grid[5]
    grid[6] = [(t, ns, ew, s) for t, ns, ew, s in grid[5]]
    report = check(build(grid, family=Family.HOWELL))
    assert not report.ok
    assert any("never meet" in str(v) for v in report.violations)


def test_the_seventy_percent_rule():
    """EW5 leaves after two rounds; whoever would have met it sits out (a phantom)."""
    grid = [
        [
            (t, ns, None, None) if ew == "EW5" and r >= 3 else (t, ns, ew, st)
            for t, ns, ew, st in row
        ]
        for r, row in enumerate(mitchell_grid(5), start=1)
    ]
    report = check(build(grid), min_fraction=0.7)
    assert [str(v) for v in report.violations] == [
        "EW5 plays 2 of 5 trays in play (40%), below the 70% rule"
    ]
    assert report.sit_outs[report.entrants.index("EW5")] == (3, 4, 5)
    assert report.fraction_played("NS2") == pytest.approx(0.8)  # met EW5 in round 3
    assert report.fraction_played("NS1") == 1.0
    assert check(build(grid), min_fraction=0.4).ok


def test_it_catches_unknown_entrants_sets_tables_and_trays():
    grid = [[(1, "1", "9", 1), (3, "3", "4", 7), (2, "2", "5", 2, (99,))]]
    report = check(build(grid, sets=2, tables=2, entrants=("1", "2", "3", "4", "5")))
    text = "\n".join(str(v) for v in report.violations)
    assert "'9' is not an entrant" in text
    assert "tray set 7 does not exist" in text
    assert "no such table" in text
    assert "trays [99] are not in set 2" in text


def test_summary_is_plain_json():
    import json
    from dataclasses import replace

    m = build(mitchell_grid(5, switched=(5,)))
    m = replace(m, rounds=m.rounds[:4] + (replace(m.rounds[4], arrow_switched=True),))
    summary = check(m).summary()
    assert json.loads(json.dumps(summary)) == summary
    assert (summary["rounds"], summary["tables"], summary["sets"]) == (5, 5, 5)
    assert summary["arrow_switched_rounds"] == [5]
    assert summary["ok"] is True and summary["violations"] == []
    assert summary["balance"]["fields"][0]["entrants"] == 10
    assert summary["winners"] == 1


# -- properties of the statistic -------------------------------------------------------------


@st.composite
def random_rounds(draw):
    """Up to five rounds; each seats some of 2n entrants (each at most once) on its own set."""
    n = draw(st.integers(min_value=2, max_value=6))
    grid = []
    for r in range(1, draw(st.integers(1, 5)) + 1):
        order = draw(st.permutations([str(i) for i in range(2 * n)]))
        k = draw(st.integers(1, n))
        grid.append([(t + 1, order[2 * t], order[2 * t + 1], r) for t in range(k)])
    return n, grid


@settings(max_examples=60, deadline=None)
@given(random_rounds())
def test_competition_sums_to_total_matchpoints_and_is_symmetric(case):
    """Over all pairs of entrants Mp sums to the sum over trays of t(t-1) (movements.md
    section 2), for any seating, valid or not."""
    n, grid = case
    m = build(grid, boards=2, entrants=tuple(str(i) for i in range(2 * n)))
    bal = check(m, min_fraction=0).balance
    plays = {}
    for s in m.seatings():
        plays[s.tray_set] = plays.get(s.tray_set, 0) + 1
    expected = sum(2 * t * (t - 1) for t in plays.values())
    k = len(m.entrants)
    total = sum(bal.competition[i][j] for i in range(k) for j in range(i + 1, k))
    assert total == expected
    assert all(bal.competition[i][j] == bal.competition[j][i] for i in range(k) for j in range(k))
