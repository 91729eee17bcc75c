"""A table's own score made in one step is the result the checked constructor makes."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.adapters.results import plain_result
from tournaments.scoring.types import Result, table_scores_only

_LABELS = st.sampled_from(["1", "2", "3NS", "4EW", "10"])
_ROUND = st.none() | st.integers(1, 40)


@given(
    tray=st.integers(1, 60),
    ns=_LABELS,
    ew=_LABELS,
    score=st.integers(-2000, 2000),
    rnd=_ROUND,
    table=_ROUND,
)
def test_a_table_score_is_the_checked_result(tray, ns, ew, score, rnd, table):
    if ns == ew:
        with pytest.raises(ValueError, match="both NS and EW"):
            Result.table_score(tray, ns, ew, score, rnd, table)
        return
    made = Result.table_score(tray, ns, ew, score, rnd, table)
    checked = Result(tray, ns, ew, score, None, rnd, table)
    assert made == checked and hash(made) == hash(checked) and repr(made) == repr(checked)
    assert vars(made) == vars(checked)
    assert table_scores_only([made]) and made.played and made.plain_score == score
    assert pickle.loads(pickle.dumps(made)) == checked


def test_a_score_missing_is_still_refused():
    with pytest.raises(ValueError, match="either a score or an adjustment"):
        Result.table_score(1, "1", "2", None, 1, 1)  # type: ignore[arg-type]


def test_stored_values_with_a_ruling_or_a_revoke_are_read_as_before():
    # tray 3, NS 1 and EW 2 in round 2 at table 1: 8 tricks, one revoke by EW
    revoked = plain_result(3, "", "1", "2", 2, 1, 8, None, "", 0, 1)
    assert (revoked.score, revoked.revokes_ew) == (8, 1) and not table_scores_only([revoked])
    ruled = plain_result(3, "", "1", "2", 2, 1, None, None, "AVE", 0, 0)
    assert ruled.score is None and ruled.adjustment is not None
    assert not table_scores_only([ruled])
    plain = plain_result(3, "", "1", "2", 2, 1, 8, None, None, 0, 0)
    assert plain == Result(3, "1", "2", 8, None, 2, 1) and table_scores_only([plain])
