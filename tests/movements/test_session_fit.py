"""Sessions that fit (issue 15, item 3): for every field of 3 to 40 tables (5 to 80 pairs, a
half table included) and a session of 150 or 180 minutes, the default fits, gives 22-28 trays
when any movement offered that fits does, and no offer of the same trays, rounds and winners
compares the pairs more evenly.

The recommender's assumption is 7.5 minutes a tray (the club's usual: 24-28 trays in a
three-hour session), so 180 minutes hold 180 // 7.5 = 24 trays and 150 minutes 20.
"""

from __future__ import annotations

from functools import cache

import pytest

from movements.balance import movement_balance
from movements.catalogue import generate
from movements.check import check
from movements.fit import fit, least_rounds, section_pairs
from movements.recommend import recommend
from movements.sizes import meets_seventy_percent

SESSIONS = (150, 180)
FIELDS = [(p, s) for s in SESSIONS for p in range(5, 81)]


@cache
def by_pairs(pairs: int, minutes: int) -> tuple:
    return tuple(recommend(pairs, session_minutes=minutes))


def offers(tables: int, minutes: int) -> tuple:
    return by_pairs(2 * tables, minutes)


def default(tables: int, minutes: int):
    return default_for(2 * tables, minutes)


def default_for(pairs: int, minutes: int):
    (pick,) = [r for r in by_pairs(pairs, minutes) if r.default]
    return pick


@pytest.mark.parametrize(("pairs", "minutes"), FIELDS)
def test_the_default_fits_the_session(pairs, minutes):
    pick = default_for(pairs, minutes)
    assert not pick.over_time
    assert pick.minutes <= minutes
    assert pick.rounds * pick.boards_per_round <= minutes // 7.5


@pytest.mark.parametrize(("pairs", "minutes"), FIELDS)
def test_the_default_plays_22_to_28_trays_when_any_movement_that_fits_does(pairs, minutes):
    """A Swiss is drawn as it goes, never the default: its matches are not a movement to
    compare with (five pairs: four matches of six trays, where a Howell gives 16)."""
    fitting = [
        r for r in by_pairs(pairs, minutes) if not r.over_time and not r.kind.startswith("swiss")
    ]
    if any(22 <= r.total_boards <= 28 for r in fitting):
        pick = default_for(pairs, minutes)
        # A complete movement (every opponent met) filling the session to within three trays
        # may stand in for a cut-down one: a 4-table Howell's 7 rounds of 3, 21 trays.
        complete = "rounds" not in pick.options and not pick.sections
        close = minutes // 7.5 - 3
        assert 22 <= pick.total_boards <= 28 or (complete and pick.total_boards >= close)


@pytest.mark.parametrize(("pairs", "minutes"), FIELDS)
def test_no_offer_of_the_same_shape_is_better_balanced_than_the_default(pairs, minutes):
    """Same trays, rounds and number of winners (a switched Mitchell is measured as one field,
    a two-winner one within its fields: those figures are not compared)."""
    pick = default_for(pairs, minutes)
    for other in by_pairs(pairs, minutes):
        same = (other.total_boards, other.rounds, other.winners) == (
            pick.total_boards,
            pick.rounds,
            pick.winners,
        )
        if same and other.balance is not None and pick.balance is not None:
            assert pick.balance <= other.balance + 1e-9, other.name


def test_the_clock_runs_through_a_sit_out():
    """Five pairs, a complete Howell of 5 rounds of 4 trays: each pair plays 16 trays and sits
    out one round, but the session lasts 5 x 4 x 7.5 = 150 minutes."""
    pick = default_for(5, 180)
    assert (pick.kind, pick.rounds, pick.boards_per_round) == ("howell", 5, 4)
    assert pick.total_boards == 16 and pick.minutes == 150


def test_twenty_tables_in_three_hours_by_hand():
    """24 trays fit.  One room of 20 tables: the 70% rule needs 14 rounds (0.7 x 20 sets in
    play), 28 trays, 210 minutes: too long.  Two sections of 10 tables (20 pairs each): the
    complete skip is 9 rounds (27 trays at 3, over), the relay 10 rounds of 2 (20 trays); 8
    rounds of 3 (at least 7 rounds = 70% of 10 sets) make 24 trays, 180 minutes."""
    pick = default(20, 180)
    assert [size for size, _ in pick.sections] == [10, 10]
    assert (pick.rounds, pick.boards_per_round, pick.total_boards) == (8, 3, 24)
    assert pick.minutes == 180


def test_seventeen_tables_is_the_largest_one_room_in_three_hours():
    """17 tables: 12 rounds of 2 (12 >= 0.7 x 17 = 11.9), 24 trays.  18 tables need 13
    rounds (0.7 x 18 = 12.6), 26 trays, 195 minutes: two sections of 9 tables, 8 rounds of 3."""
    one = default(17, 180)
    assert not one.sections
    assert (one.rounds, one.boards_per_round) == (12, 2)
    two = default(18, 180)
    assert [size for size, _ in two.sections] == [9, 9]
    assert (two.rounds, two.boards_per_round, two.total_boards) == (8, 3, 24)


def test_small_fields_take_three_or_four_trays_a_round():
    """7 tables, 180 minutes: the complete Mitchell is 7 rounds (21 trays at 3, 28 at 4, too
    long); 21 trays, every pair met, is preferred to 6 rounds of 4 (24 trays, one pair of the
    other line never met).  9 tables: 8 rounds of 3, 24 trays (9 x 3 = 27 is too long)."""
    seven = default(7, 180)
    assert (seven.rounds, seven.boards_per_round) == (7, 3)
    four = default(4, 180)
    assert (four.kind, four.rounds, four.boards_per_round) == ("howell", 7, 3)
    nine = default(9, 180)
    assert (nine.rounds, nine.boards_per_round) == (8, 3)


def test_two_and_a_half_hours_at_fifteen_tables():
    """150 minutes: 20 trays.  15 tables need 11 rounds (0.7 x 15 = 10.5), 22 trays: too long.
    Three sections of 5 tables play the complete 5-round Mitchell at 4 trays: 20 trays."""
    pick = default(15, 150)
    assert [size for size, _ in pick.sections] == [5, 5, 5]
    assert (pick.rounds, pick.boards_per_round, pick.total_boards) == (5, 4, 20)


@pytest.mark.parametrize(("tables", "minutes"), [(18, 180), (31, 180), (37, 180), (25, 150)])
def test_every_section_generates_checks_and_keeps_the_seventy_percent_rule(tables, minutes):
    pick = default(tables, minutes)
    assert sum(size for size, _ in pick.sections) >= tables
    for size, options in pick.sections:
        movement = generate("mitchell", size, **options)
        assert check(movement).ok
        assert meets_seventy_percent(movement)
        assert movement.round_count == pick.rounds
        assert movement.boards_per_round == pick.boards_per_round


def test_sections_share_the_field_evenly():
    assert section_pairs(75, 2) == [38, 37]
    assert section_pairs(74, 3) == [25, 25, 24]


def test_the_fit_prefers_the_usual_evening_then_a_complete_movement():
    # 7 rounds complete, at least 5: 7 x 3 = 21 is complete and fills 24 trays to within
    # three, so it comes before 6 x 4 = 24, which is cut down.
    assert fit(7, 5, 24) == (7, 3, False)
    # 150 minutes (20 trays): 7 x 2 = 14 is complete but far short of 20; 5 x 4 = 20 is the
    # most trays the 70% rule's five rounds allow.
    assert fit(7, 5, 20) == (5, 4, False)
    # 5 rounds complete in 20 trays: 5 x 4, complete.
    assert fit(5, 4, 20) == (5, 4, False)
    # 20 rounds needing 14: even 14 x 2 = 28 is over 24 trays.
    assert fit(20, 14, 24) == (14, 2, True)
    assert least_rounds(20, False) == 14 and least_rounds(17, True) == 13


def test_a_switched_mitchell_is_never_less_even_than_none():
    """The automatic count is measured: every switched offer compares the room as one field at
    least as evenly as the same movement with no switch."""
    for tables in (3, 4, 5, 7, 10, 13):
        for r in recommend(2 * tables):
            if r.kind != "mitchell" or r.winners != 1 or r.sections:
                continue
            switched = generate("mitchell", r.size, **r.options)
            plain_options = {**r.options, "arrow_switch_rounds": 0}
            plain = generate("mitchell", r.size, **plain_options)
            one_field = movement_balance(plain).stats.sd  # all pairs as one field
            assert movement_balance(switched).stats.sd <= one_field + 1e-9


def test_a_room_cut_below_the_seventy_percent_rule_is_refused_with_the_way_out():
    """20 tables in 13 rounds: every pair plays 13 of the 20 sets in play (65%)."""
    with pytest.raises(ValueError, match="26 of 40 trays in play.*sections playing the same"):
        generate("mitchell", 20, rounds=13)


def test_a_cut_down_mitchell_says_so_in_its_name_and_description():
    """17 tables in 12 rounds: each East-West pair meets 12 of the 17 North-South pairs."""
    movement = generate("mitchell", 17, rounds=12)
    assert str(movement.name) == "Mitchell, 17 tables, 12 of 17 rounds"
    assert "Cut down to 12 of 17 rounds" in str(movement.description)
    assert "meets 12 of the 17 pairs" in str(movement.description)
    report = check(movement)
    assert report.ok
    met = {(s.ns, s.ew) for s in movement.seatings() if s.ns and s.ew}
    assert all(sum(1 for ns, _ in met if ns == f"{t}NS") == 12 for t in range(1, 18))
    assert str(generate("mitchell", 17).name) == "Mitchell, 17 tables"


def test_forty_tables_in_three_hours_by_hand():
    """80 pairs: two sections of 20 tables need 14 rounds each (28 trays): too long.  Three
    sections of 27, 27 and 26 pairs (14, 14 and 13 tables): a 14-table section with a half
    table needs 10 + 1 rounds (0.7 x 14 = 9.8, one for the sit-out), the 13-table one 10;
    13 rounds are the most all can play, so 12 rounds of 2 trays give 24."""
    pick = default(40, 180)
    assert [size for size, _ in pick.sections] == [14, 14, 13]
    assert (pick.rounds, pick.boards_per_round, pick.total_boards) == (12, 2, 24)
