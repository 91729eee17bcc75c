"""What the public pages say about results not shown yet, from a tray's last round of play.

The inputs are written by hand: ``due`` maps a tray to the last round in which a table plays
it, as a movement would have it.
"""

from __future__ import annotations

from tournaments.standings.visibility_words import (
    number_runs,
    previous_rounds_note,
    tray_due_note,
    trays_played_note,
)


def test_numbers_are_written_as_runs():
    assert number_runs([10, 1, 2, 3, 7, 9]) == "1\u20133, 7, 9\u201310"
    assert number_runs([4]) == "4"


def test_a_movement_that_completes_trays_round_by_round():
    """A Howell-like order: tray n is complete after round n; trays 1 and 2 are in."""
    due = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5}
    assert trays_played_note({1, 2}, due, 3) == (
        "Shown now: the results of trays 1\u20132. The next results, of tray 3, appear after "
        "round 3; every tray's after round 5."
    )


def test_a_tray_whose_round_is_over_waits_for_its_last_result():
    assert trays_played_note({1}, {1: 1, 2: 2, 3: 2}, 3) == (
        "Shown now: the results of tray 1. Trays 2\u20133 are shown once the results of all "
        "their tables are in."
    )


def test_every_tray_after_the_last_round():
    assert trays_played_note(set(), {1: 3, 2: 3, 3: 3}, 1) == (
        "No tray's results can be shown yet. Results appear once each tray has been played by "
        "every table due to play it: after round 3."
    )


def test_a_travellers_page_and_the_standings_without_the_round_in_play():
    assert tray_due_note(7, 4) == (
        "Its results appear after round 7, the last round in which a table plays it."
    )
    assert tray_due_note(2, 4).startswith("Its last table was due to play it in round 2")
    assert previous_rounds_note(1) == "None is counted yet: round 1 is in play."
    assert previous_rounds_note(4) == "They count rounds 1 to 3 now."
