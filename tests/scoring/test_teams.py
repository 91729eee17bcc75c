"""Team scoring: two-table matches, the source's five-team series, law G, and VP events."""

from decimal import Decimal
from fractions import Fraction

import pytest

from tournaments.scoring.teams import (
    ImpMatch,
    PairTableScore,
    SeriesMatch,
    odd_pairs_team_match,
    team_series,
    two_table_match,
    vp_standings,
)


def test_an_even_deal_is_no_gain():
    # The source's example: O's N-S make 7 at table 1; O's E-W, overplaying the 26 cards
    # their team-mates did not hold, make 6, so X's N-S made 7 there: O's total is 13.
    match = two_table_match("O", "X", [(1, 7, 7)])
    assert match.trays[0].net == 0
    assert match.winner is None


def test_club_match_won_by_two_tricks_as_the_source_tells_it():
    # "The O team had a majority of one trick at table No. 1, while the X team had a
    # majority of three tricks at table No. 2, leaving them the winners by two tricks."
    table_one = [(1, 8, 7), (2, 6, 6), (3, 5, 4), (4, 7, 8)]  # O: +1, 0, +1, -1 = +1
    table_two = [(5, 6, 7), (6, 4, 6), (7, 9, 9), (8, 8, 8)]  # O: -1, -2, 0, 0 = -3
    match = two_table_match("O", "X", table_one + table_two)
    assert sum(t.net for t in match.trays[:4]) == 1
    assert sum(t.net for t in match.trays[4:]) == -3
    assert (match.home_score, match.away_score) == (2, 4)
    assert match.margin == -2
    assert match.winner == "X"


def test_bridge_match_by_imps():
    trays = [(1, 620, 170), (2, -100, 420), (3, 400, 430)]
    match = two_table_match("A", "B", trays, method="imps")
    # 450 -> 10; -520 -> -11; -30 -> -1.
    assert [t.imps for t in match.trays] == [10, -11, -1]
    assert (match.home_score, match.away_score, match.winner) == (10, 12, "B")


def test_bridge_match_by_aggregate_points():
    match = two_table_match("A", "B", [(1, 620, 170), (2, -100, 420)], method="points")
    assert (match.home_score, match.away_score, match.margin) == (450, 520, -70)


def test_two_table_match_refuses_bad_input():
    with pytest.raises(ValueError, match="0 to 13"):
        two_table_match("A", "B", [(1, 14, 6)])
    with pytest.raises(ValueError, match="method"):
        two_table_match("A", "B", [], method="vp")
    with pytest.raises(ValueError, match="itself"):
        two_table_match("A", "A", [])


# Five teams, built to match the source's description (its table is an image the text lacks):
# b and c, and c and e, tie their matches; c and d tie for second on matches, and d is
# second because c lost one more trick.  Margins are tricks won by the first team.
FIVE_TEAMS = [
    SeriesMatch("a", "b", 3),
    SeriesMatch("a", "c", 2),
    SeriesMatch("a", "d", 2),
    SeriesMatch("a", "e", 4),
    SeriesMatch("b", "c", 0),
    SeriesMatch("b", "d", -2),
    SeriesMatch("b", "e", 1),
    SeriesMatch("c", "d", 1),
    SeriesMatch("c", "e", 0),
    SeriesMatch("d", "e", 1),
]


def test_five_team_series_as_the_source_describes_it():
    standings = {s.team: s for s in team_series(FIVE_TEAMS)}
    # a: four wins.  d: beat b and e.  c: beat d, tied b and e.  b: beat e, tied c.
    assert standings["a"].matches == 4
    assert standings["d"].matches == standings["c"].matches == 2
    assert standings["b"].matches == Fraction(3, 2)
    assert standings["e"].matches == Fraction(1, 2)
    assert (standings["c"].tied, standings["b"].tied, standings["e"].tied) == (2, 1, 1)
    # Tricks on balance: c -2 + 0 + 1 + 0 = -1; d -2 + 2 - 1 + 1 = 0.
    assert (standings["c"].net, standings["d"].net) == (-1, 0)
    order = [s.team for s in team_series(FIVE_TEAMS)]
    assert order == ["a", "d", "c", "b", "e"]
    assert [s.label for s in team_series(FIVE_TEAMS)] == ["1", "2", "3", "4", "5"]


def test_series_tricks_balance_over_the_field():
    assert sum(s.net for s in team_series(FIVE_TEAMS)) == 0
    assert sum(s.matches for s in team_series(FIVE_TEAMS)) == 10


def test_series_shares_a_place_when_matches_and_tricks_are_level():
    standings = team_series([SeriesMatch("x", "y", 0)])
    assert [s.label for s in standings] == ["1=", "1="]


def test_series_accepts_two_table_match_results():
    first = two_table_match("p", "q", [(1, 8, 6)])
    second = two_table_match("q", "r", [(1, 7, 7)])
    standings = {s.team: s for s in team_series([first, second])}
    assert standings["p"].matches == 1
    assert standings["q"].matches == Fraction(1, 2)
    assert standings["q"].net == -2


def test_series_refuses_a_pairing_listed_twice():
    with pytest.raises(ValueError, match="twice"):
        team_series([SeriesMatch("a", "b", 1), SeriesMatch("b", "a", 2)])


def test_odd_pairs_each_team_adds_the_average_of_the_opposite_positions():
    # Three pairs a side: X has two pairs N-S, Y two pairs E-W.
    tables = [
        PairTableScore("X", "Y", 500, 300),
        PairTableScore("X", "Y", 450, 350),
        PairTableScore("Y", "X", 600, 200),
    ]
    match = odd_pairs_team_match(tables)
    # X's odd pair sits N-S: it adds the E-W average (300 + 350 + 200) / 3 = 283 1/3.
    assert match.added["X"] == Fraction(850, 3)
    # Y's odd pair sits E-W: it adds the N-S average (500 + 450 + 600) / 3 = 516 2/3.
    assert match.added["Y"] == Fraction(1550, 3)
    # X: 500 + 450 + 200 + 283 = 1433.  Y: 300 + 350 + 600 + 517 = 1767.
    assert match.rounded == {"X": 1433, "Y": 1767}
    assert match.winner == "Y"
    assert not match.by_fraction


def test_odd_pairs_match_won_by_the_fraction_of_a_point():
    tables = [
        PairTableScore("X", "Y", 300, 200),
        PairTableScore("X", "Y", 310, 205),
        PairTableScore("Y", "X", 202, 100),
    ]
    match = odd_pairs_team_match(tables)
    # X: 710 + (200 + 205 + 100) / 3 = 710 + 168 1/3 -> 878.
    # Y: 607 + (300 + 310 + 202) / 3 = 607 + 270 2/3 -> 878: level in whole numbers.
    assert match.rounded == {"X": 878, "Y": 878}
    assert match.exact == {"X": Fraction(2635, 3), "Y": Fraction(2633, 3)}
    assert match.winner == "X"
    assert match.by_fraction


def test_even_teams_add_nothing_and_can_tie():
    tables = [PairTableScore("X", "Y", 300, 100), PairTableScore("Y", "X", 300, 100)]
    match = odd_pairs_team_match(tables)
    assert match.added == {"X": 0, "Y": 0}
    assert match.winner is None


def test_odd_pairs_refuses_more_than_two_teams():
    with pytest.raises(ValueError, match="two teams"):
        odd_pairs_team_match([PairTableScore("X", "Y", 1, 1), PairTableScore("Z", "X", 1, 1)])


def test_vp_event_standings():
    matches = [
        ImpMatch("A", "B", 25, 20, 8),  # margin 5 -> 12.05 / 7.95
        ImpMatch("A", "C", 10, 10, 8),  # 10.00 / 10.00
        ImpMatch("B", "C", 30, 0, 8),  # margin 30: 10 + 10 * 0.83738 -> 18.37 / 1.63
    ]
    standings = vp_standings(matches)
    by_team = {s.team: s for s in standings}
    assert by_team["A"].vps == Decimal("22.05")
    assert by_team["B"].vps == Decimal("26.32")
    assert by_team["C"].vps == Decimal("11.63")
    assert [s.team for s in standings] == ["B", "A", "C"]
    assert (by_team["B"].imps_for, by_team["B"].imps_against) == (50, 25)
    assert sum(s.vps for s in standings) == 60
