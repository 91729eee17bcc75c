"""Sessions added up, strata and handicaps, with figures worked by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournaments.scoring.combine import (
    SessionScore,
    by_stratum,
    combine,
    stratum_of,
    with_handicaps,
)


def mp(entry, session, total, maximum, trays):
    return SessionScore(entry, session, Fraction(total), maximum, trays)


TWO_SESSIONS = [
    # X: 60% of 24 trays (top 10 a tray: 144 of 240), then 50% of 12 (60 of 120)
    mp("X", 1, 144, 240, 24),
    mp("X", 2, 60, 120, 12),
    # Y: 50% then 70%
    mp("Y", 1, 120, 240, 24),
    mp("Y", 2, 84, 120, 12),
]


def test_percentages_averaged_by_the_trays_played():
    """X: (60 x 24 + 50 x 12) / 36 = 56 2/3; Y: (50 x 24 + 70 x 12) / 36 = 56 2/3: equal."""
    rows = {c.entry: c for c in combine(TWO_SESSIONS, "average")}
    assert rows["X"].figure == Fraction(170, 3) == rows["Y"].figure
    assert rows["X"].place == rows["Y"].place == "1="
    assert rows["X"].trays == 36


def test_carry_over_weights_each_session_as_the_director_sets():
    """Session 1 carried at half: X (60 x 1/2 + 50) / 1 1/2 = 53 1/3; Y (25 + 70) / 1 1/2 =
    63 1/3; Y first."""
    rows = combine(TWO_SESSIONS, "carry", {1: Fraction(1, 2), 2: Fraction(1)})
    assert [(c.entry, c.figure, c.place) for c in rows] == [
        ("Y", Fraction(190, 3), "1"),
        ("X", Fraction(160, 3), "2"),
    ]


def test_imp_sessions_are_added():
    rows = combine(
        [SessionScore("a", 1, Fraction(12), None, 8), SessionScore("a", 2, Fraction(-3), None, 8),
         SessionScore("b", 1, Fraction(5), None, 8), SessionScore("b", 2, Fraction(5), None, 8)],
        "sum",
    )  # fmt: skip
    assert [(c.entry, c.figure, c.place) for c in rows] == [("b", 10, "1"), ("a", 9, "2")]


def test_a_pair_that_missed_a_session_is_ranked_on_what_it_played():
    rows = {c.entry: c for c in combine([*TWO_SESSIONS, mp("Z", 2, 90, 120, 12)], "average")}
    assert rows["Z"].figure == 75 and rows["Z"].place == "1" and rows["Z"].trays == 12


def test_an_unknown_way_of_combining_is_refused():
    with pytest.raises(ValueError, match="average, sum or carry"):
        combine(TWO_SESSIONS, "median")


STRATA = [("A", 500), ("B", 100), ("C", 0)]


@pytest.mark.parametrize(
    ("rating", "letter"), [(600, "A"), (500, "A"), (499, "B"), (100, "B"), (3, "C"), (None, "C")]
)
def test_an_entry_belongs_to_the_highest_stratum_its_rating_reaches(rating, letter):
    assert stratum_of(rating, STRATA) == letter


def test_each_stratum_ranks_its_own_entries_and_those_below():
    """X (rated 600) 55%, Y (300) 60%, Z (unrated) 58%: A ranks all three, B ranks Y and Z,
    C ranks Z alone."""
    figures = {"X": Fraction(55), "Y": Fraction(60), "Z": Fraction(58)}
    ratings = {"X": 600, "Y": 300, "Z": None}
    assert by_stratum(figures, ratings, STRATA) == {
        "A": [("Y", "1"), ("Z", "2"), ("X", "3")],
        "B": [("Y", "1"), ("Z", "2")],
        "C": [("Z", "1")],
    }


def test_a_handicap_is_added_to_the_percentage_before_ranking():
    """X 55% + 2 = 57 beats Y 60% - 4 = 56."""
    got = with_handicaps(
        {"X": Fraction(55), "Y": Fraction(60)}, {"X": Fraction(2), "Y": Fraction(-4)}
    )
    assert got == [("X", Fraction(57), "1"), ("Y", Fraction(56), "2")]
