"""Sessions that fit, for teams and individuals (issue 15, item 3): every team count and every
individual field the catalogue offers, at 150 and 180 minutes, gets a default that fits the
session or a refusal that says why; an offer runs past the session only when nothing shorter
of its kind exists.  Expected shapes are worked by hand at 7.5 minutes a tray (180 minutes:
24 trays; 150 minutes: 20).
"""

from __future__ import annotations

from functools import cache

import pytest

from movements.catalogue import generate
from movements.check import check
from movements.individual_sitout import individual_sizes
from movements.recommend import recommend

SESSIONS = (150, 180)
TEAMS = [(n, s) for s in SESSIONS for n in range(2, 27)]
PLAYERS = [(n, s) for s in SESSIONS for n in individual_sizes()]
FIXED = ("safford", "married-couples")  # the source's schedules fix their deals


@cache
def offers(entrants: int, form: str, minutes: int) -> tuple:
    return tuple(recommend(entrants, form=form, session_minutes=minutes))


def default(entrants: int, form: str, minutes: int):
    (pick,) = [r for r in offers(entrants, form, minutes) if r.default]
    return pick


@pytest.mark.parametrize(("teams", "minutes"), TEAMS)
def test_every_team_count_gets_a_default_that_fits(teams, minutes):
    pick = default(teams, "teams", minutes)
    assert not pick.over_time and pick.minutes <= minutes
    assert pick.rounds * pick.boards_per_round <= minutes // 7.5
    assert pick.kind != "club-match"


@pytest.mark.parametrize(("teams", "minutes"), TEAMS)
def test_a_team_offer_runs_late_only_at_one_tray_a_round(teams, minutes):
    """A complete team movement cannot lose rounds without leaving matches half played, so
    it runs late only when even one tray a round is too long, and its note gives the time."""
    for rec in offers(teams, "teams", minutes):
        if rec.over_time:
            assert rec.boards_per_round == 1 and rec.rounds > minutes // 7.5
            assert f"need {rec.rounds * 7.5:g} minutes" in str(rec.note)


@pytest.mark.parametrize(("players", "minutes"), PLAYERS)
def test_every_individual_field_gets_a_default_that_fits(players, minutes):
    pick = default(players, "individuals", minutes)
    assert not pick.over_time and pick.minutes <= minutes
    movement = generate(pick.kind, pick.size, **pick.options)
    assert check(movement).ok
    assert movement.round_count == pick.rounds


@pytest.mark.parametrize(("players", "minutes"), PLAYERS)
def test_only_a_fixed_schedule_runs_past_the_session(players, minutes):
    late = [r.kind for r in offers(players, "individuals", minutes) if r.over_time]
    assert set(late) <= set(FIXED)


def test_eight_teams_in_three_hours_play_gilmans_method():
    """24 trays.  Gilman's method: 8 rounds (every team meets every other, round 1 at its own
    table) of 3 trays = 24, 180 minutes.  A round robin of 7 matches takes 14 rounds: 28 trays
    at 2 a round is 210 minutes, so 1 a round (2-board matches, 14 trays).  A Swiss of six
    matches of 4 boards also gives 24, but it is drawn as it goes: the complete movement wins."""
    pick = default(8, "teams", 180)
    assert (pick.kind, pick.rounds, pick.boards_per_round, pick.total_boards) == (
        "gilman-teams",
        8,
        3,
        24,
    )
    robin = next(r for r in offers(8, "teams", 180) if r.kind == "team-round-robin")
    assert (robin.rounds, robin.boards_per_round, robin.minutes) == (14, 1, 105)


def test_eight_teams_in_two_and_a_half_hours():
    """20 trays: Gilman's 8 rounds of 2 (16 trays, 120 minutes), every team met, before a Swiss
    of five 4-board matches (20 trays) that meets only five of the seven."""
    pick = default(8, "teams", 150)
    assert (pick.kind, pick.rounds, pick.boards_per_round) == ("gilman-teams", 8, 2)
    swiss = next(r for r in offers(8, "teams", 150) if r.kind == "swiss-teams")
    assert (swiss.options["matches"], swiss.boards_per_round, swiss.total_boards) == (5, 2, 20)


def test_thirteen_teams_play_howells_system_and_the_round_robin_is_marked():
    """Howell's system: 12 rounds of 2 = 24 trays.  The round robin: 13 matches (one team out
    each) of two rounds = 26 rounds, 195 minutes even at one tray a round."""
    pick = default(13, "teams", 180)
    assert (pick.kind, pick.rounds, pick.boards_per_round) == ("howell-teams", 12, 2)
    robin = next(r for r in offers(13, "teams", 180) if r.kind == "team-round-robin")
    assert robin.over_time and "26 rounds at one tray a round need 195 minutes" in str(robin.note)


def test_fourteen_teams_play_a_swiss():
    """Gilman's 14 rounds fit only at 1 tray (1-board matches); the round robin needs 26
    rounds.  A Swiss of six matches, each two rounds of 2 trays (4-board matches): 24 trays."""
    pick = default(14, "teams", 180)
    assert pick.kind == "swiss-teams" and pick.options["matches"] == 6
    assert (pick.boards_per_round, pick.total_boards, pick.minutes) == (2, 24, 180)


def test_two_teams_in_two_and_a_half_hours():
    """20 trays: each table deals 5, the tables exchange, twice: 4 rounds of 5."""
    pick = default(2, "teams", 150)
    assert (pick.kind, pick.rounds, pick.boards_per_round, pick.total_boards) == (
        "team-match",
        4,
        5,
        20,
    )


def test_thirteen_players_play_twelve_of_thirteen_rounds():
    """Wh(13): 13 rounds, one player out each.  13 x 2 = 26 trays (195 minutes) is too long;
    12 rounds of 2 = 24 trays, 180 minutes, one player never sitting out plays all 24."""
    pick = default(13, "individuals", 180)
    assert (pick.rounds, pick.boards_per_round, pick.total_boards) == (12, 2, 24)
    assert pick.options["rounds"] == 12 and "12 of 13 rounds" in str(pick.name)


def test_forty_eight_players_in_two_and_a_half_hours():
    """Wh(48): 47 rounds.  20 trays: 10 rounds of 2 (every player at a table each round)."""
    pick = default(48, "individuals", 150)
    assert (pick.rounds, pick.boards_per_round, pick.total_boards) == (10, 2, 20)


def test_a_session_too_short_for_any_team_movement_is_refused_with_the_reason():
    """15 minutes: 2 trays.  26 teams need 25 rounds at least; a Swiss match is two rounds, and
    even two matches need 4."""
    with pytest.raises(ValueError, match="no team movement for 26 teams fits a session of 2"):
        recommend(26, form="teams", session_minutes=15)


def test_a_session_too_short_for_an_individual_is_refused_with_the_reason():
    """15 minutes: 2 trays.  Ten players sit out in turn: in one or two rounds someone sits out
    half of them, below the 70% rule; the whole movement, 9 rounds, needs 67.5 minutes."""
    with pytest.raises(ValueError, match="10 players fits a session of 2 trays.*9 rounds in 67.5"):
        recommend(10, form="individuals", session_minutes=15)


def test_two_and_a_half_hours_say_they_hold_twenty_trays():
    for form, n in (("pairs", 16), ("teams", 8), ("individuals", 16)):
        pick = default(n, form, 150)
        assert "150 minutes at 7.5 minutes a tray hold 20 trays, short of the usual" in str(
            pick.note
        )
        assert "hold" not in str(default(n, form, 180).note)


def test_a_field_in_sections_shows_its_balance_across_the_field():
    """18 tables, 180 minutes: two sections of 9 tables, 8 of 9 rounds of 3 trays.  Each
    North-South pair misses one set, the set of its table's ninth round.  Within a section two
    North-South pairs share 7 sets (21 trays, 0 spread); across sections the pairs of the same
    table share 8 (24 trays), others 7.  Of the 153 couples of the 18 pairs, 9 compare on 24
    trays and 144 on 21: mean 3240/153, SD sqrt((9 x 2.8235^2 + 144 x 0.1765^2) / 153) =
    0.706; East-West, moving, the same."""
    pick = default(36, "pairs", 180)
    assert [size for size, _ in pick.sections] == [9, 9]
    assert pick.balance == pytest.approx(0.706, abs=1e-3)
    assert "Balance across the field 0.71; the least even section alone 0.00" in str(pick.note)


def test_a_whist_social_game_too_long_for_the_session_is_refused_with_the_reason():
    """100 players at whist: Mitchell's social game at 25 tables is 25 rounds, 187.5 minutes at
    one tray a round, and there is no individual movement for 100 players to cut."""
    with pytest.raises(ValueError, match="25 rounds in 187.5 minutes.*cannot be cut"):
        recommend(100, form="individuals", game="whist")
    longer = recommend(100, form="individuals", game="whist", session_minutes=195)
    (pick,) = [r for r in longer if r.default]
    assert (pick.kind, pick.rounds, pick.minutes) == ("mitchell-social", 25, 187.5)
