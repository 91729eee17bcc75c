"""A few lines of a match-pointed field read alone (``PairsReport.lines_at``) are the lines the
whole field gives: a traveller reads its tray's lines, a score card its pair's, and a field of
table scores with a tray played fewer times than the others scores only those lines' trays.

Worked by hand on a short tray factored with Neuberg's formula, and held equal to the whole
field scored line by line on random fields: short trays, sit-outs, both scales, factored or
not, and rulings (assigned, weighted and artificial scores, procedural penalties).
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.scoring.matchpoints import score_matchpoint_lines, score_matchpoints
from tournaments.scoring.rules import DEFAULT_RULES
from tournaments.scoring.types import Adjustment, Result

SCORES = [-620, -100, 50, 110, 140, 420]
RULINGS = ["AVE", "AVE+", "AVE-", "NP", "PP EW 25%", "SCORE 420", "SCORE 60% 420, 40% -50"]


def test_a_short_trays_lines_read_alone_worked_by_hand():
    # Three tables; tray 2 played twice only.  Scale 1, Neuberg up to a field of 3 (top 2):
    # +100 beat -50, 1 of 1 among two: (1 + 1/2) x 3/2 - 1/2 = 7/4; -50 has 0: 1/4.
    results = [
        Result(1, "1", "4", 100),
        Result(1, "2", "5", 50),
        Result(1, "3", "6", -50),
        Result(2, "1", "5", 100),
        Result(2, "2", "6", -50),
    ]
    rules = DEFAULT_RULES.with_options(scale=1, factoring="neuberg")
    report = score_matchpoints(results, rules=rules)
    short = report.lines_at([3, 4])
    assert [(line.ns_mp, line.ew_mp) for line in short] == [
        (Fraction(7, 4), Fraction(1, 4)),
        (Fraction(1, 4), Fraction(7, 4)),
    ]
    assert [line.top for line in short] == [2, 2]
    assert [line.result for line in short] == results[3:]
    # Pair 2's card reads its two lines: 1 of 2 on tray 1 (beat -50), 1/4 on tray 2.
    card = report.card("2", indices=[1, 4])
    assert [(c.tray, c.mp) for c in card] == [(1, 1), (2, Fraction(1, 4))]


@st.composite
def fields(draw):
    """A Mitchell-like field of up to 6 tables and 5 trays, some results not entered yet (a
    short tray), perhaps rulings on some of the rest."""
    tables = draw(st.integers(2, 6))
    trays = draw(st.integers(1, 5))
    rulings = draw(st.booleans())
    results = []
    for tray in range(1, trays + 1):
        for table in range(tables):
            if draw(st.integers(0, 9)) == 0:
                continue  # not entered yet
            ns, ew = f"N{table}", f"E{(table + tray) % tables}"
            if rulings and draw(st.integers(0, 5)) == 0:
                code = draw(st.sampled_from(RULINGS))
                adjustment = Adjustment.parse(code)
                score = None if adjustment.replaces_score else draw(st.sampled_from(SCORES))
                results.append(Result(tray, ns, ew, score, adjustment))
            else:
                results.append(Result(tray, ns, ew, draw(st.sampled_from(SCORES))))
    return results


@settings(max_examples=150, deadline=None)
@given(fields(), st.sampled_from([1, 2]), st.booleans())
def test_lines_read_alone_are_the_whole_fields(results, scale, factor):
    """Each tray's lines and each pair's card, read first from a report nothing was read of,
    are the whole field's."""
    if not results:
        return
    rules = DEFAULT_RULES.with_options(scale=scale, factoring="neuberg" if factor else "none")
    every = score_matchpoint_lines(results, rules, None, None)
    for tray in {r.tray for r in results}:
        on_tray = [i for i, r in enumerate(results) if r.tray == tray]
        report = score_matchpoints(results, rules=rules)
        assert report.lines_at(on_tray) == [every.lines[i] for i in on_tray]
    for who in {who for r in results for who in (r.ns, r.ew)}:
        played = [i for i, r in enumerate(results) if who in (r.ns, r.ew)]
        report = score_matchpoints(results, rules=rules)
        assert report.card(who, indices=played) == every.card(who)
