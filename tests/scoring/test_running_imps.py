"""The running IMP totals worked out as columns (``imp_running``) are those of scoring every
prefix of the evening afresh with ``score_imp_pairs`` (the oracle below, which the running
charts use for a field the columns do not take): each entrant's exact shown total after every
round, on random evenings where boards are played in different rounds and different numbers
of times, some results are missing, pairs sit out, under every rule a club can choose for a
datum, cross-IMPs and sit-outs, in one field or two.  A field with a ruling (an assigned,
artificial or weighted score) is not made columns: the charts score each of its prefixes.

The hand-worked case: Butler, EBU rules (one top and one bottom left out from four results
or more, the datum to the nearest 10, halves away from zero).  Board 1: round 1 a (NS)
scores 420 against b, c 450 against d; round 2 e 170 against f, g 620 against h.  After round
1 the datum is (420 + 450) / 2 = 435 -> 440: a -20 -> -1 IMP, b +1, c +10 -> 0, d 0.  After
round 2 the four results leave out 620 and 170: (420 + 450) / 2 -> 440 again, so a -1, b +1,
c 0, d 0, e 170 - 440 = -270 -> -7, f +7, g 620 - 440 = 180 -> +5, h -5.  Cross-IMPs
averaged, board 1 alone: after round 1 a's 420 against c's 450 is -30 -> -1, over one
comparison -1 (c +1); after round 2 a meets 450 (-1), 170 (+250 -> +6) and 620 (-200 -> -5):
0 over 3, c +1 +7 -5 = 3/3 = 1 (450 against 620 is -170 -> -5), e -6 -7 -10 = -23/3, g
+5 +5 +10 = 20/3 (the four add up to 0).
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from said import Said
from tournaments.scoring.imp_pairs import score_imp_pairs
from tournaments.scoring.imp_running import running_imp_totals
from tournaments.scoring.matchpoints.running import running_field
from tournaments.scoring.rules import Rules, rules_named
from tournaments.scoring.types import Adjustment, Result

SCORES = [-1100, -800, -620, -460, -100, -50, 0, 50, 110, 140, 420, 430, 620, 1430, 2210]
METHODS = ("butler", "imps", "cross-imps")
RULINGS = ["AVE", "A60/40", "A+/-", "A50/50"]


def by_prefix(results, method, rules, fields):
    """The oracle: each prefix (the results of rounds up to r) scored afresh, each entrant's
    shown total after each round that has results (None: no board yet)."""
    rounds = sorted({r.round for r in results})
    out: dict[str, list] = {}
    for at, r in enumerate(rounds):
        prefix = [p for p in results if p.round <= r]
        report = score_imp_pairs(prefix, method=method, rules=rules, fields=fields)
        for s in report.standings:
            if s.boards:
                out.setdefault(s.entrant, [None] * len(rounds))[at] = s.shown_total
    return tuple(rounds), {who: tuple(values) for who, values in out.items()}


def columns(results, method, rules, fields=None):
    field = running_field(results)
    assert field is not None, "table scores are made columns"
    got = running_imp_totals(field, method, rules, fields)
    assert got is not None, "and worked out as columns"
    return got


def assert_same(results, method, rules, fields=None) -> None:
    got = columns(results, method, rules, fields)
    expected_rounds, expected = by_prefix(results, method, rules, fields)
    assert got.rounds == expected_rounds
    everyone = {r.ns for r in results} | {r.ew for r in results}
    none = (None,) * len(got.rounds)
    assert {who: got.of(who) for who in everyone} == {
        who: expected.get(who, none) for who in everyone
    }
    floats = got.floats()
    for who in everyone:
        for k, value in enumerate(got.of(who)):
            if value is not None:
                assert floats[got.row(who), k] == float(value)


def test_a_worked_evening() -> None:
    results = [
        Result(1, "a", "b", 420, round=1),
        Result(1, "c", "d", 450, round=1),
        Result(1, "e", "f", 170, round=2),
        Result(1, "g", "h", 620, round=2),
    ]
    butler = columns(results, "butler", rules_named("ebu"))
    assert butler.rounds == (1, 2)
    assert [butler.of(w) for w in "abcd"] == [(-1, -1), (1, 1), (0, 0), (0, 0)]
    assert [butler.of(w) for w in "efgh"] == [(None, -7), (None, 7), (None, 5), (None, -5)]
    rules = rules_named("ebu").with_options(cross_imps="average")
    cross = columns(results, "cross-imps", rules)
    assert [cross.of(w) for w in "aceg"] == [
        (-1, 0),
        (1, 1),
        (None, Fraction(-23, 3)),
        (None, Fraction(20, 3)),
    ]
    assert cross.of("h") == (None, Fraction(-20, 3))
    assert_same(results, "butler", rules_named("ebu"))
    assert_same(results, "cross-imps", rules)


@st.composite
def evenings(draw):
    """Boards played at random tables in random rounds: some boards more often than others
    (a result missing, a pair sitting out), each pair once on a board; scores from a few
    bridge results or any whole number."""
    tables = draw(st.integers(1, 6))
    pairs = [f"P{i}" for i in range(1, 2 * tables + draw(st.integers(0, 3)) + 1)]
    trays = draw(st.lists(st.integers(1, 40), min_size=1, max_size=6, unique=True))
    scores = st.one_of(st.sampled_from(SCORES), st.integers(-7600, 7600))
    results = []
    for tray in trays:
        seated = draw(st.permutations(pairs))
        for t in range(draw(st.integers(1, len(pairs) // 2))):
            played_in = draw(st.integers(1, 5))
            results.append(
                Result(tray, seated[2 * t], seated[2 * t + 1], draw(scores), round=played_in)
            )
    return results


@st.composite
def club_rules(draw):
    return Rules(
        "test",
        Said("Test"),
        sitout_totals=draw(st.sampled_from(("raw", "factored"))),
        datum_drop=draw(st.sampled_from(("none", "3", "4", "5", "5%", "10%", "25%"))),
        datum_rounding=draw(st.sampled_from(("away", "even", "none"))),
        cross_imps=draw(st.sampled_from(("average", "total"))),
    )


@settings(max_examples=300, deadline=None)
@given(evenings(), club_rules(), st.sampled_from(METHODS), st.booleans())
def test_columns_equal_each_prefix_scored_afresh(results, rules, method, two_fields) -> None:
    fields = {f"P{i}": "NS" if i % 2 else "EW" for i in range(1, 20)} if two_fields else None
    assert_same(results, method, rules, fields)


@settings(max_examples=60, deadline=None)
@given(evenings(), st.data())
def test_a_ruling_leaves_each_prefix_to_be_scored_afresh(results, data) -> None:
    """An artificial or assigned score on any line: the field is not made columns, and the
    charts score each prefix with ``score_imp_pairs`` (the oracle above) as before."""
    at = data.draw(st.integers(0, len(results) - 1))
    ruled = results[at]
    code = data.draw(st.sampled_from(RULINGS))
    results[at] = Result(
        ruled.tray, ruled.ns, ruled.ew, None, Adjustment.parse(code), round=ruled.round
    )
    assert running_field(results) is None


def test_a_large_field_as_each_prefix() -> None:
    """A 36-table Mitchell, nine rounds of three boards (East-West move up a table, the
    boards down a set: each pair meets each set once), some results not in yet: the totals
    of every prefix, Butler and averaged cross-IMPs."""
    results = []
    for rnd in range(1, 10):
        for table in range(1, 37):
            for board in range(3 * (rnd + table) % 27, 3 * (rnd + table) % 27 + 3):
                if (rnd * table + board) % 17 == 0:
                    continue  # not in yet
                score = SCORES[(board * 7 + table * 3 + rnd) % len(SCORES)]
                results.append(
                    Result(board + 1, f"N{table}", f"E{(table - rnd) % 36}", score, round=rnd)
                )
    for method, rules in (
        ("butler", rules_named("ebu")),
        ("cross-imps", rules_named("ebu").with_options(cross_imps="average")),
    ):
        assert_same(results, method, rules)
