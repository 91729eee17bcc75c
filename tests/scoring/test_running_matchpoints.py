"""The running percentages worked out as columns (``matchpoints.running``) are those of scoring
every prefix of the evening afresh with ``score_matchpoints`` (the oracle below, which the
running charts used before): each entrant's exact percentage after every round, on random
evenings where trays are played in different rounds and different numbers of times, pairs sit
out, the field is factored or not, on either scale, in memory duplicate too.

The hand-worked case (the module's docstring works it): tray 1 played in round 1 (a scores 3
NS against b) and round 2 (c scores 5 against d), tray 2 in round 2 only (a scores 4 against
c); factored on a field of 2, scale 1, top 1.  After round 1 tray 1 was played once: Neuberg's
(0 + 1/2) x 2/1 - 1/2 = 1/2 for each side, 50% for a and b.  After round 2 tray 1 is whole: a
0 and d 0 (3 is below 5), b 1 and c 1; tray 2 once: 1/2 each to a and c.  So a has 1/2 of 2 =
25%, b 1 of 1 = 100%, c 3/2 of 2 = 75%, d 0 of 1 = 0%.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.scoring.adjustments import Adjustment
from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.matchpoints.running import running_field, running_percentages
from tournaments.scoring.rules import DEFAULT_RULES
from tournaments.scoring.types import Result


def by_prefix(results, rules, full_count, overplayed=False):
    """The oracle: each prefix (the results of rounds up to r) scored afresh, each entrant's
    percentage after each round that has results (None: not yet a tray with a top)."""
    rounds = sorted({r.round for r in results})
    out: dict[str, list] = {}
    for at, r in enumerate(rounds):
        prefix = [p for p in results if p.round <= r]
        report = score_matchpoints(
            prefix, rules=rules, full_count=full_count, overplayed=overplayed
        )
        for s in report.standings:
            out.setdefault(s.entrant, [None] * len(rounds))[at] = s.percentage
    return tuple(rounds), {who: tuple(values) for who, values in out.items()}


def assert_same(results, rules, full_count, overplayed=False) -> None:
    got = running_percentages(results, rules, full_count, overplayed)
    assert got is not None, "table scores are worked out as columns"
    expected_rounds, expected = by_prefix(results, rules, full_count, overplayed)
    assert got.rounds == expected_rounds
    everyone = {r.ns for r in results} | {r.ew for r in results}
    none = (None,) * len(got.rounds)
    assert {who: got.of(who) for who in everyone} == {
        who: expected.get(who, none) for who in everyone
    }
    assert_shown_alike(got, everyone)


def assert_shown_alike(got, everyone) -> None:
    """The floats and the rounded hundredths are those of each exact Fraction."""
    floats, rounded = got.floats(), got.hundredths()
    for who in everyone:
        row = got.row(who)
        for k, value in enumerate(got.of(who)):
            if value is None:
                assert math.isnan(floats[row, k])
                continue
            assert floats[row, k] == float(value)
            if rounded is not None:
                whole, integral = rounded
                hundredths = value * 100
                expected = math.floor(hundredths + Fraction(1, 2))  # half up: never negative
                assert whole[row, k] == expected
                assert integral[row, k] == (value.denominator == 1)


def test_the_hand_worked_evening() -> None:
    results = [
        Result(1, "a", "b", 3, round=1),
        Result(1, "c", "d", 5, round=2),
        Result(2, "a", "c", 4, round=2),
    ]
    got = running_percentages(results, DEFAULT_RULES, 2)
    assert got.rounds == (1, 2)
    assert got.of("a") == (50, 25)
    assert got.of("b") == (50, 100)
    assert got.of("c") == (None, 75)
    assert got.of("d") == (None, 0)
    assert_same(results, DEFAULT_RULES, 2)


SCORES = [-620, -100, 50, 110, 140, 420]


@st.composite
def evenings(draw):
    """Trays played at random tables in random rounds: some trays more often than others,
    some pairs sitting out a round, each pair once on a tray."""
    pairs = [f"P{i}" for i in range(1, draw(st.integers(2, 10)) + 1)]
    trays = draw(st.lists(st.integers(1, 30), min_size=1, max_size=6, unique=True))
    scores = st.sampled_from(SCORES[: draw(st.integers(1, len(SCORES)))])
    results = []
    for tray in trays:
        seated = draw(st.permutations(pairs))
        tables = draw(st.integers(1, len(pairs) // 2))
        for t in range(tables):
            played_in = draw(st.integers(1, 5))
            ns, ew = seated[2 * t], seated[2 * t + 1]
            results.append(Result(tray, ns, ew, draw(scores), round=played_in))
    return results


@settings(max_examples=150, deadline=None)
@given(evenings(), st.sampled_from([1, 2]), st.booleans(), st.integers(0, 3))
def test_columns_equal_each_prefix_scored_afresh(results, scale, factor, more) -> None:
    rules = DEFAULT_RULES.with_options(scale=scale, factoring="neuberg" if factor else "none")
    most = max(sum(1 for r in results if r.tray == t) for t in {r.tray for r in results})
    assert_same(results, rules, most + more if more < 3 else None)


@settings(max_examples=100, deadline=None)
@given(evenings(), st.sampled_from([1, 2]), st.booleans(), st.booleans(), st.data())
def test_the_later_rounds_alone_are_those_of_every_round(results, scale, factor, given, data):
    """Worked out from the ``first``-th round on (the rounds before it kept), each later
    round's figures are those of working out every round: a line of an earlier round counts
    in each of them."""
    rules = DEFAULT_RULES.with_options(scale=scale, factoring="neuberg" if factor else "none")
    most = max(sum(1 for r in results if r.tray == t) for t in {r.tray for r in results})
    field = running_field(results)
    every = field.percentages(rules, most if given else None)
    first = data.draw(st.integers(0, len(every.rounds) - 1))
    later = field.percentages(rules, most if given else None, first=first)
    assert later.rounds == every.rounds[first:]
    assert later.names == every.names
    for who in every.names:
        assert later.of(who) == every.of(who)[first:]


@settings(max_examples=60, deadline=None)
@given(evenings(), st.sampled_from([1, 2]))
def test_memory_duplicate_a_pair_once_each_way(results, scale) -> None:
    """Memory duplicate: a pair plays a tray once in each direction."""
    rules = DEFAULT_RULES.with_options(scale=scale)
    both_ways = results + [Result(r.tray, r.ew, r.ns, -r.score, round=r.round + 5) for r in results]
    assert_same(both_ways, rules, None, overplayed=True)


def test_a_ruling_is_left_to_each_prefix_scored_afresh() -> None:
    """An assigned or artificial score: the caller scores each prefix line by line."""
    results = [
        Result(1, "a", "b", 3, round=1),
        Result(1, "c", "d", None, Adjustment.parse("A60/40"), round=2),
    ]
    assert running_percentages(results, DEFAULT_RULES, 2) is None


def test_a_pair_twice_on_a_tray_is_left_to_the_rule() -> None:
    """The line-by-line rule refuses it and says why; the columns do not guess."""
    results = [Result(1, "a", "b", 3, round=1), Result(1, "a", "c", 5, round=2)]
    assert running_percentages(results, DEFAULT_RULES, 2) is None


@pytest.mark.parametrize("size", [40, 45])
def test_a_big_field_factored_round_by_round(size) -> None:
    """Trays played up to ``size`` times each, in ``size`` rounds, each prefix factored to a
    field of ``size``: the denominators of every count from 1 to ``size`` meet in one prefix
    (their least common multiple has 16 digits at 40, 19 at 45: past numpy's integers)."""
    results = []
    for tray in range(1, size + 1):
        for table in range(1, size + 1):
            played_in = 1 + (tray * 7 + table * 3) % size
            if table > tray:  # tray t played t times: every count from 1 to the size
                continue
            score = (tray * table * 37) % 13 - 6
            east = f"E{(table + tray) % size}"
            results.append(Result(tray, f"N{table}", east, score, round=played_in))
    assert_same(results, DEFAULT_RULES, size)


def players_by_prefix(results, rules, full_count):
    """The oracle for individuals: each prefix scored afresh, each player's percentage its
    sides' match points over the tops of the lines it played (as the standings total it)."""
    rounds = sorted({r.round for r in results})
    out: dict[str, list] = {}
    for at, r in enumerate(rounds):
        report = score_matchpoints(
            [p for p in results if p.round <= r], rules=rules, full_count=full_count
        )
        total: dict[str, Fraction] = {}
        most: dict[str, int] = {}
        for line in report.lines:
            for side, mp in ((line.result.ns, line.ns_mp), (line.result.ew, line.ew_mp)):
                for player in side.split("&"):
                    total[player] = total.get(player, Fraction(0)) + mp
                    most[player] = most.get(player, 0) + line.top
        for player, got in total.items():
            if most[player]:
                out.setdefault(player, [None] * len(rounds))[at] = got * 100 / most[player]
    return tuple(rounds), out


@settings(max_examples=80, deadline=None)
@given(st.data(), st.sampled_from([1, 2]), st.booleans())
def test_individuals_each_player_as_each_prefix_scored_afresh(data, scale, factor) -> None:
    """An individual: each side two players (partners change), a player's percentage over
    every side it sat in."""
    rules = DEFAULT_RULES.with_options(scale=scale, factoring="neuberg" if factor else "none")
    players = [f"p{i}" for i in range(1, data.draw(st.integers(4, 12)) + 1)]
    results = []
    for tray in data.draw(st.lists(st.integers(1, 20), min_size=1, max_size=5, unique=True)):
        seated = data.draw(st.permutations(players))
        for t in range(data.draw(st.integers(1, len(players) // 4))):
            n1, s1, e1, w1 = seated[4 * t : 4 * t + 4]
            score = data.draw(st.sampled_from(SCORES))
            played_in = data.draw(st.integers(1, 4))
            results.append(Result(tray, f"{n1}&{s1}", f"{e1}&{w1}", score, round=played_in))
    got = running_percentages(results, rules, None, members="&")
    assert got is not None
    rounds, expected = players_by_prefix(results, rules, None)
    assert got.rounds == rounds
    none = (None,) * len(rounds)
    assert {p: got.of(p) for p in players} == {p: tuple(expected.get(p, none)) for p in players}
    assert_shown_alike(got, [p for p in players if got.row(p) is not None])
