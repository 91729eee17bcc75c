"""Properties of match points and ranking, checked on random events (hypothesis)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.ranking import rank
from tournaments.scoring.types import Adjustment, Result

SCORES = st.sampled_from([-600, -100, -50, 50, 110, 140, 420, 450, 620])


@st.composite
def events(draw, max_tables: int = 7, max_trays: int = 4):
    """Across-the-field events: table t holds NS t and EW t+100; some lines missing or adjusted."""
    tables = draw(st.integers(2, max_tables))
    trays = draw(st.integers(1, max_trays))
    results = []
    for tray in range(1, trays + 1):
        for t in range(1, tables + 1):
            kind = draw(st.sampled_from(["real"] * 6 + ["missing", "AVE", "A60/40", "NP"]))
            if kind == "missing":
                continue
            if kind == "real":
                results.append(Result(tray, str(t), str(t + 100), draw(SCORES)))
            else:
                results.append(Result(tray, str(t), str(t + 100), None, Adjustment.parse(kind)))
    return results


@settings(max_examples=100, deadline=None)
@given(events(), st.sampled_from([1, 2]))
def test_real_match_points_on_a_tray_sum_to_the_total_available(results, scale):
    report = score_matchpoints(results, scale=scale)
    for tray in {r.tray for r in results}:
        real = [
            line
            for line in report.lines
            if line.result.tray == tray and line.result.score is not None
        ]
        for line in real:  # each line shares the top between its two sides
            assert line.ns_mp + line.ew_mp == line.top
        if real:
            n, full = real[0].compared_count, real[0].full_count
            # Factored or not, n real results share n half-tops per side: their average is 50%.
            assert sum(line.ns_mp for line in real) == Fraction(n * real[0].top, 2)
            assert full >= n


@settings(max_examples=100, deadline=None)
@given(events(), st.sampled_from([1, 2]))
def test_factoring_keeps_percentages_on_the_same_scale(results, scale):
    report = score_matchpoints(results, scale=scale)
    for line in report.lines:
        if line.ns_mp is None or line.top == 0:  # NP, or a tray no one else could play
            continue
        assert 0 <= line.ns_percent <= 100 and 0 <= line.ew_percent <= 100
        if line.result.score is not None:
            assert line.ns_percent + line.ew_percent == 100
        else:
            adj = line.result.adjustment
            assert (line.ns_percent, line.ew_percent) == (adj.ns_percent, adj.ew_percent)
    for standing in report.standings:
        if standing.percentage is not None:
            assert 0 <= standing.percentage <= 100
    # Scale 1 and scale 2 give the same percentages.
    other = score_matchpoints(results, scale=3 - scale)
    assert [s.percentage for s in report.standings] == [s.percentage for s in other.standings]


@settings(max_examples=80, deadline=None)
@given(events(), st.randoms(use_true_random=False))
def test_renumbering_entrants_changes_nothing_but_labels(results, rng):
    labels = sorted({r.ns for r in results} | {r.ew for r in results})
    shuffled = labels[:]
    rng.shuffle(shuffled)
    new = dict(zip(labels, (f"P{x}" for x in shuffled), strict=True))
    renamed = [Result(r.tray, new[r.ns], new[r.ew], r.score, r.adjustment) for r in results]
    before = score_matchpoints(results)
    after = score_matchpoints(renamed)
    assert [(x.ns_mp, x.ew_mp) for x in before.lines] == [(x.ns_mp, x.ew_mp) for x in after.lines]
    old = {new[s.entrant]: (s.total, s.percentage, s.place) for s in before.standings}
    assert old == {s.entrant: (s.total, s.percentage, s.place) for s in after.standings}


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 20), st.integers(0, 3)), max_size=30), st.booleans())
def test_a_ranking_never_breaks_a_tie_silently(scores, higher):
    entries = [(f"e{i}", Fraction(a, b + 1)) for i, (a, b) in enumerate(scores)]
    placings = rank(entries, higher_is_better=higher)
    by_score = {}
    for p in placings:
        by_score.setdefault(p.score, set()).add((p.place, p.label, p.tied))
    for score, seen in by_score.items():
        assert len(seen) == 1  # equal scores, one shared place
        (place, label, tied) = seen.pop()
        count = sum(1 for _, s in entries if s == score)
        assert tied == (count > 1) and label == f"{place}{'=' if count > 1 else ''}"
    # Places count those strictly ahead: "competition" ranking.
    for p in placings:
        ahead = sum(1 for _, s in entries if (s > p.score if higher else s < p.score))
        assert p.place == ahead + 1
