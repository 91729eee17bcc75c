"""Individuals: Safford's top-loss scoring (the source's example) and individual match points."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournaments.scoring.individuals import (
    IndividualResult,
    from_pair_labels,
    score_individual_matchpoints,
    score_top_loss,
)
from tournaments.scoring.rules import rules_named
from tournaments.scoring.types import Adjustment, Result


def _safford_first_set() -> list[IndividualResult]:
    """The source's first set: table 1 b N, a E, d S, c W; table 2 f N, e E, h S, g W; hands 1-4.

    a and c take 34 tricks E & W at table 1 (so b and d 18), e and g 30 at table 2 (f and h 22).
    """
    table1_ew = [9, 8, 9, 8]  # 34
    table2_ew = [8, 7, 8, 7]  # 30
    out = []
    for tray, (ew1, ew2) in enumerate(zip(table1_ew, table2_ew, strict=True), 1):
        out.append(IndividualResult(tray, "b", "a", "d", "c", 13 - ew1, round=1, table=1))
        out.append(IndividualResult(tray, "f", "e", "h", "g", 13 - ew2, round=1, table=2))
    return out


def test_safford_example():
    report = score_top_loss(_safford_first_set())
    loss = {s.player: s.loss for s in report.standings}
    assert loss == {"a": 0, "c": 0, "f": 0, "h": 0, "b": 4, "d": 4, "e": 4, "g": 4}
    places = {s.player: s.place for s in report.standings}
    assert places["a"] == "1=" and places["e"] == "5="


def test_safford_card_shows_tricks_top_and_loss():
    report = score_top_loss(_safford_first_set())
    (charge,) = report.card("e")
    assert (charge.seat, charge.tricks, charge.top, charge.loss) == ("E", 30, 34, 4)
    (charge,) = report.card("b")
    assert (charge.seat, charge.tricks, charge.top, charge.loss) == ("N", 18, 22, 4)


def test_losses_add_over_sets_and_fewest_wins():
    # Second set (round 2, hands 5-8 at both tables) with the players moved: c now loses 1
    # to a player in its position, a loses 3.
    second = []
    for tray, (ew1, ew2) in enumerate([(7, 8), (6, 6), (7, 7), (6, 6)], 5):
        second.append(IndividualResult(tray, "e", "c", "g", "b", 13 - ew1, round=2, table=1))
        second.append(IndividualResult(tray, "a", "f", "d", "h", 13 - ew2, round=2, table=2))
    report = score_top_loss(_safford_first_set() + second)
    # Set 2: EW at table 1 took 26 (c, b), at table 2 27 (f, h): c and b lose 1.
    #        NS at table 1 took 26 (e, g), at table 2 25 (a, d): a and d lose 1.
    loss = {s.player: s.loss for s in report.standings}
    assert loss == {"a": 1, "c": 1, "f": 0, "h": 0, "b": 5, "d": 5, "e": 4, "g": 4}
    assert [s.player for s in report.standings[:2]] == ["f", "h"]
    assert report.standings[0].place == "1="


def test_tables_of_a_set_must_play_the_same_trays():
    bad = _safford_first_set()[:-1]
    with pytest.raises(ValueError, match="same trays"):
        score_top_loss(bad)


def test_top_loss_needs_tables():
    with pytest.raises(ValueError, match="table"):
        score_top_loss([IndividualResult(1, "a", "b", "c", "d", 7)])


def test_individual_match_points_give_each_player_its_side():
    # Tray 1 at three tables: NS 8, 7, 7 tricks.  Scale 1: 8 -> 2; 7 -> 1/2 each; EW opposite.
    results = [
        IndividualResult(1, "p1", "p2", "p3", "p4", 8),
        IndividualResult(1, "p5", "p6", "p7", "p8", 7),
        IndividualResult(1, "p9", "p10", "p11", "p12", 7),
    ]
    report = score_individual_matchpoints(results)
    total = {s.player: s.total for s in report.standings}
    assert total["p1"] == total["p3"] == 2
    assert total["p2"] == total["p4"] == 0
    assert total["p5"] == total["p11"] == Fraction(1, 2)
    assert total["p6"] == total["p12"] == Fraction(3, 2)
    places = {s.player: s.place for s in report.standings}
    assert places["p1"] == places["p3"] == "1="
    card = report.card("p6")
    assert len(card) == 1 and card[0].mp == Fraction(3, 2)


def test_a_player_at_two_tables_is_refused():
    with pytest.raises(ValueError, match="two tables"):
        score_individual_matchpoints(
            [
                IndividualResult(1, "p1", "p2", "p3", "p4", 8),
                IndividualResult(1, "p1", "p6", "p7", "p8", 7),
            ]
        )


def test_pair_labels_name_the_seats():
    ind = from_pair_labels(Result(3, "b&d", "a&c", 5, table=1))
    assert (ind.north, ind.east, ind.south, ind.west) == ("b", "a", "d", "c")


def _session_event() -> list[IndividualResult]:
    """Twelve players, three trays at three tables; on tray 3 a and g (NS) and j and d (EW)
    are given average-plus.  Before it, a has 2 of 2 and 1 of 2 (75%), g 1 and 0 (25%),
    j 2 and 0 (50%), d 0 and 1 (25%)."""
    ave = Adjustment.parse("AVE+")
    seats = {
        1: [("a", "b", "c", "d", 420), ("e", "f", "g", "h", 170), ("i", "j", "k", "l", -50)],
        2: [("a", "f", "k", "d", 110), ("e", "j", "c", "h", 140), ("i", "b", "g", "l", -100)],
        3: [("a", "j", "g", "d", None), ("e", "b", "k", "h", 620), ("i", "f", "c", "l", 600)],
    }
    return [
        IndividualResult(tray, n, e, s, w, score, None if score is not None else ave)
        for tray, tables in seats.items()
        for n, e, s, w, score in tables
    ]


def test_session_average_plus_is_each_players_own():
    # A partnership lasts one round, so the session percentage is the player's (WBFLC minutes
    # 1998-08-30 #1: 60% or the session average, whichever is greater).  Top 2 (scale 1):
    # a 75% -> 1.5; g, j and d are below 60% -> 60% of 2 = 1.2.
    report = score_individual_matchpoints(_session_event(), rules=rules_named("acbl"))
    totals = {s.player: s.total for s in report.standings}
    assert totals["a"] == Fraction(9, 2)  # 2 + 1 + 1.5
    assert totals["g"] == Fraction(11, 5)  # 1 + 0 + 1.2
    assert totals["j"] == Fraction(16, 5) and totals["d"] == Fraction(11, 5)
    (three,) = [c for c in report.card("a") if c.tray == 3]
    assert three.mp == Fraction(3, 2)
    assert three.explanation == (
        "average-plus, the pair's session percentage (above 60%): 75% of the top 2 = 1.5"
    )
    fixed = score_individual_matchpoints(_session_event(), rules=rules_named("club"))
    assert {s.player: s.total for s in fixed.standings}["a"] == Fraction(21, 5)  # 2 + 1 + 1.2
