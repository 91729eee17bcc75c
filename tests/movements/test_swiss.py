"""The Swiss draw: its pairing rule worked by hand on small fields, and the movements it gives.

The rule (``movements.swiss``): match 1 by seeding, top half against bottom half; later
matches by score, the top unpaired entrant against the highest-ranked one it has not met,
stepping down only when the rest could not be paired without a repeat; a bye to the lowest
without one.  This is the usual rule of club Swiss events (EBU and ACBL Swiss teams: "teams
with similar scores meet, never twice").
"""

from __future__ import annotations

import pytest

from movements import catalogue, swiss
from movements.check import check
from movements.where import tray_moves_after


def met(*pairs: str) -> set[frozenset[str]]:
    return {frozenset(p) for p in pairs}


def test_first_match_is_top_half_against_bottom_half():
    draw = swiss.first_draw(list("abcdefghijkl"))
    assert draw.matches == (
        ("a", "g"), ("b", "h"), ("c", "i"), ("d", "j"), ("e", "k"), ("f", "l"),
    )  # fmt: skip
    assert draw.bye is None


def test_first_match_of_an_odd_field_gives_the_last_seed_the_bye():
    draw = swiss.first_draw(list("abcde"))
    assert draw.matches == (("a", "c"), ("b", "d"))
    assert draw.bye == "e"


def test_top_two_meet_when_they_have_not_met():
    draw = swiss.next_draw(list("adhkcfilbegj"), met("ag", "bh", "ci", "dj", "ek", "fl"))
    assert draw.matches == (
        ("a", "d"), ("h", "k"), ("c", "f"), ("i", "l"), ("b", "e"), ("g", "j"),
    )  # fmt: skip


def test_the_top_entrant_steps_down_past_one_it_has_met():
    # a has met b: a plays c, and b takes the next one down, d.
    assert swiss.next_draw(list("abcd"), met("ab")).matches == (("a", "c"), ("b", "d"))


def test_a_pairing_that_strands_the_bottom_two_is_undone():
    # Greedy a-b would leave c-d, who have met; a-c would leave b-d... fine? b and d have not
    # met, but a and c have.  So a plays d, and b plays c.
    draw = swiss.next_draw(list("abcd"), met("cd", "ac"))
    assert draw.matches == (("a", "d"), ("b", "c"))


def test_the_bye_goes_to_the_lowest_without_one():
    draw = swiss.next_draw(list("abcde"), set(), had_bye={"e"})
    assert draw.bye == "d"
    assert draw.matches == (("a", "b"), ("c", "e"))


def test_no_draw_without_a_repeat_is_said_so():
    everyone = met("ab", "ac", "ad", "bc", "bd", "cd")
    with pytest.raises(swiss.SwissError, match="by hand"):
        swiss.next_draw(list("abcd"), everyone)


@pytest.mark.parametrize(
    ("draw", "message"),
    [
        ([["a", "a"], ["b", "c"]], "cannot play itself"),
        ([["a", "b"], ["a", "c"]], "a drawn twice"),
        ([["a", "b"]], "c, d not drawn"),
        ([["a", "x"], ["b", "c"]], "'x' is not in this field"),
    ],
)
def test_a_hand_draw_must_seat_everyone_once(draw, message):
    with pytest.raises(swiss.SwissError, match=message):
        swiss.check_draw(draw, list("abcd"))


def test_swiss_teams_match_is_two_rounds_at_two_tables_exchanging_copies():
    mv = catalogue.generate(
        "swiss-teams", 12, boards_per_round=3, draws=[[["a", "g"], ["b", "h"], ["c", "i"],
        ["d", "j"], ["e", "k"], ["f", "l"]], [["a", "d"], ["h", "k"], ["c", "f"], ["i", "l"],
        ["b", "e"], ["g", "j"]]],
    )  # fmt: skip
    assert mv.round_count == 4 and mv.tables == 12
    assert check(mv).violations == []
    r3 = mv.round(3)
    # Match 2's first pairing, a v d, at tables 1 and 2 on sets 3 and 4 (trays 7-9, 10-12).
    assert (r3.at_table(1).ns, r3.at_table(1).ew, r3.at_table(1).tray_set) == ("a.NS", "d.EW", 3)
    assert (r3.at_table(2).ns, r3.at_table(2).ew, r3.at_table(2).tray_set) == ("d.NS", "a.EW", 4)
    assert mv.round(4).at_table(1).tray_set == 4
    # Each table keeps its own copy: table 1's trays go to table 2 (its match), not to
    # the other eleven tables that also play set 3.
    move = tray_moves_after(mv, mv.round(3).at_table(1), 3)[0]
    assert move.text == "trays to table 2"
    assert tray_moves_after(mv, mv.round(2).at_table(1), 2)[0].finished
    assert [d.matches[0] for d in swiss.drawn(mv)] == [("a", "g"), ("a", "d")]


def test_swiss_teams_rounds_list_only_the_matches_drawn():
    mv = catalogue.generate("swiss-teams", 9)
    assert mv.round_count == 2  # match 1, by seeding; six matches of trays are made
    assert swiss.planned_matches(mv) == 6
    assert len(mv.tray_sets) == 12
    assert swiss.drawn(mv)[0].bye == "i"
    assert check(mv).violations == []


def test_a_repeat_meeting_in_a_stored_draw_is_a_violation():
    mv = catalogue.generate(
        "swiss-teams", 4, draws=[[["a", "c"], ["b", "d"]], [["a", "c"], ["b", "d"]]]
    )
    assert any("meets" in str(v) for v in check(mv).violations)


def test_swiss_pairs_match_is_one_round_at_one_table():
    mv = swiss.swiss_pairs(
        8, matches=3, boards_per_round=4, draws=[[[1, 5], [2, 6], [3, 7], [4, 8]], [[1, 2],
        [5, 6], [3, 4], [7, 8]]],
    )  # fmt: skip
    r1 = mv.round(1)
    assert [(s.table, s.ns, s.ew, s.tray_set) for s in r1.seatings] == [
        (1, "1", "5", 1), (2, "2", "6", 1), (3, "3", "7", 1), (4, "4", "8", 1),
    ]  # fmt: skip
    assert check(mv).violations == []
    assert tray_moves_after(mv, r1.at_table(1), 1)[0].finished  # set 2 is match 2's, not table 1's
