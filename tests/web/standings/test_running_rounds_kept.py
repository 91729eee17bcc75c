"""The running percentages with each round's figures kept (``running._rounds_kept``): a result
corrected in a round leaves the earlier rounds' figures kept and works out that round and the
later ones, and the figures are those worked out afresh.

By hand (the evening of ``scoring.matchpoints.running``'s docstring, factored on a field of 2,
scale 1): tray 1 in round 1 (a 3 NS against b) and round 2 (c 5 against d), tray 2 in round 2
(a 4 against c).  After round 1: a and b 50%.  After round 2: a 25%, b 100%, c 75%, d 0%.
c's 5 corrected to 2: tray 1 after round 2 has a's 3 above c's 2, so a 1 and d 1, b 0 and c 0;
tray 2 still 1/2 each to a and c.  a: 3/2 of 2 = 75%; b: 0 of 1 = 0%; c: 1/2 of 2 = 25%; d: 1
of 1 = 100%.  Round 1 is as it was.
"""

from __future__ import annotations

from dataclasses import replace
from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.scoring.test_running_matchpoints import evenings
from tournaments.adapters import cached
from tournaments.scoring.adjustments import Adjustment
from tournaments.scoring.matchpoints.running import RunningField, running_field
from tournaments.scoring.rules import DEFAULT_RULES
from tournaments.scoring.types import Result
from tournaments.standings.running import _rounds_kept

SETTING = ("running-columns", repr(DEFAULT_RULES), 2, "")
EVENING = [
    Result(1, "a", "b", 3, round=1),
    Result(1, "c", "d", 5, round=2),
    Result(2, "a", "c", 4, round=2),
]


def kept(results, setting=SETTING, full=2):
    field = running_field(results)
    assert field is not None
    return _rounds_kept(field, setting, DEFAULT_RULES, full)


def firsts_worked(results) -> tuple:
    """The figures kept and the first round of each working out (``first``)."""
    original = RunningField.percentages
    firsts = []

    def spied(self, rules, full_count, members="", first=0):
        firsts.append(first)
        return original(self, rules, full_count, members, first)

    with mock.patch.object(RunningField, "percentages", spied):
        return kept(results), firsts


def figures(got) -> dict:
    return {who: got.of(who) for who in "abcd"}


def test_a_correction_in_the_last_round_works_out_that_round_alone():
    got, firsts = firsts_worked(EVENING)
    assert figures(got) == {"a": (50, 25), "b": (50, 100), "c": (None, 75), "d": (None, 0)}
    assert firsts == [0]
    corrected = [EVENING[0], replace(EVENING[1], score=2), EVENING[2]]
    got, firsts = firsts_worked(corrected)
    assert got.rounds == (1, 2)
    assert figures(got) == {"a": (50, 75), "b": (50, 0), "c": (None, 25), "d": (None, 100)}
    assert firsts == [1]
    got, firsts = firsts_worked(EVENING)  # the correction taken back: every round kept
    assert figures(got)["a"] == (50, 25) and firsts == []


def test_a_correction_in_the_first_round_works_out_every_round():
    firsts_worked(EVENING)
    got, firsts = firsts_worked([replace(EVENING[0], score=6), *EVENING[1:]])
    # tray 1 after round 2: a's 6 above c's 5: as the correction of c above
    assert figures(got) == {"a": (50, 75), "b": (50, 0), "c": (None, 25), "d": (None, 100)}
    assert firsts == [0]


def test_another_setting_keeps_its_own_figures():
    """Not factored, the same evening: tray 2 was played once, on a top of 0, so a's
    percentage after round 2 is 0 of 1 = 0% and c's 1 of 1 = 100%."""
    kept(EVENING)
    plain = DEFAULT_RULES.with_options(factoring="none")
    setting = ("running-columns", repr(plain), 2, "")
    field = running_field(EVENING)
    got = _rounds_kept(field, setting, plain, 2)
    assert got.of("a") == (None, 0) and got.of("c") == (None, 100)


def test_a_ruling_is_no_field_of_columns():
    ruled = [EVENING[0], replace(EVENING[1], score=None, adjustment=Adjustment.parse("A60/40"))]
    assert running_field(ruled) is None


@settings(max_examples=80, deadline=None)
@given(evenings(), st.data())
def test_kept_rounds_are_the_figures_worked_afresh(results, data):
    """Any evening, then one of its results corrected: each time the figures are the
    field's own worked out afresh, whichever rounds were kept."""
    cached.forget()
    most = max(sum(1 for r in results if r.tray == t) for t in {r.tray for r in results})
    setting = ("running-columns", repr(DEFAULT_RULES), most, "")
    at = data.draw(st.integers(0, len(results) - 1))
    score = data.draw(st.sampled_from([-620, 50, 420, 1000]))
    corrected = [*results[:at], replace(results[at], score=score), *results[at + 1 :]]
    for evening in (results, corrected, results):
        field = running_field(evening)
        got = kept(evening, setting, most)
        fresh = field.percentages(DEFAULT_RULES, most)
        assert got.rounds == fresh.rounds and got.names == fresh.names
        assert {who: got.of(who) for who in fresh.names} == {
            who: fresh.of(who) for who in fresh.names
        }
