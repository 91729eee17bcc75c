"""USEBIO teams files in the shapes scorers write beyond a plain round robin of fours: a Swiss
bye, two teams meeting twice, and match lines that name their rooms by the first team's
DIRECTION alone (teams of five or six: ``test_usebio_teams_six``).  Each imports as the event
it was, with no figure differing from the file.

Every expected figure is worked out by hand from the lines, on the WBF IMP table and the WBF
2013 continuous VP scale (as in ``test_usebio_teams_import``: on two boards a 10-IMP margin
scores 16.46-3.54, a level match 10-10).  Vulnerability by the board number: 1 none, 2
North-South, 3 East-West, 4 all, 5 North-South, 6 East-West, 7 all, 8 none.
"""

from __future__ import annotations

import re

import pytest

from tests.builders import club_user
from tests.web.exchange.test_usebio_teams_import import (
    BRIDGE_HEADING,
    BRIDGE_MATCHES,
    BRIDGE_TEAMS,
    _board,
    _file,
    _line,
    _match,
    _team,
)
from tournaments import models as m
from tournaments.services.usebio import import_usebio
from tournaments.standings import scores_for
from tournaments.standings.usebio import event_usebio

pytestmark = pytest.mark.django_db

ACES = ("1", "Ann Ash", "Bob Birch"), ("2", "Cat Cole", "Dan Dale")
KINGS = ("3", "Eve Ede", "Fay Fox"), ("4", "Gus Gray", "Hal Hunt")
QUEENS = ("5", "Ida Ives", "Jo Jay"), ("6", "Kay Kent", "Lou Lane")


@pytest.fixture
def director(db):
    return club_user("director")


def _level(number, first, second) -> str:
    """A board both rooms played as 2S= by North (+110): no IMPs.  ``first`` and ``second``
    are the rooms' (North-South, East-West) pairs, the match's first team North-South in the
    first room."""
    return _board(
        number,
        _line("NS", *first, contract="2S", by="N", tricks="8", score="110"),
        _line("EW", *second, contract="2S", by="N", tricks="8", score="110"),
    )


def _ten_nil(first, second) -> tuple[str, str]:
    """Boards 1 and 2 won 10-0 by the match's first team: board 1 4S= by North +420 in the
    first room, 4S-1 -50 in the second (+470, 10 IMPs); board 2 3NT= +600 in both (0)."""
    return (
        _board(1, _line("NS", *first, contract="4S", by="N", tricks="10", score="420"),
               _line("EW", *second, contract="4S", by="N", tricks="9", score="-50"), imps="10"),
        _board(2, _line("NS", *first, contract="3NT", by="S", tricks="9", score="600"),
               _line("EW", *second, contract="3NT", by="N", tricks="9", score="600"), imps="0"),
    )  # fmt: skip


def _standing(event) -> dict:
    return {
        r.team.label: (r.place_label, str(r.vps) if r.vps is not None else r.net, r.byes)
        for r in scores_for(event).standings
    }


def _matches(event) -> list:
    return [(x.home, x.away, x.home_score, x.away_score) for x in scores_for(event).matches]


# -- a Swiss bye ----------------------------------------------------------------------------

# Three teams, two rounds.  Round 1: 1 v 2 on boards 1-2, 10-0 (16.46-3.54 VPs); team 3 has
# the bye, written as a MATCH naming it alone.  Round 2: 1 v 3 on boards 3-4, level (10-10);
# team 2 has the bye, written by leaving it out of the round.  A bye scores 12 VPs (as the
# site's own Swiss): team 1 16.46 + 10 = 26.46, team 3 12 + 10 = 22, team 2 3.54 + 12 = 15.54.
SWISS_HEADING = BRIDGE_HEADING.replace("Four teams, two rounds", "Swiss of three")
SWISS_TEAMS = (
    _team("1", "Aces", *ACES, total="26.46", place="1")
    + _team("2", "Kings", *KINGS, total="15.54", place="3")
    + _team("3", "Queens", *QUEENS, total="22", place="2")
)
SWISS_MATCHES = (
    _match(1, "1", "2", "10", "0", *_ten_nil(("1", "4"), ("3", "2")))
    + "<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>3</TEAM></MATCH>"
    + _match(2, "1", "3", "0", "0", _level(3, ("1", "6"), ("5", "2")),
             _level(4, ("1", "6"), ("5", "2")))
)  # fmt: skip


def _swiss(teams: str = SWISS_TEAMS) -> bytes:
    return _file(SWISS_HEADING, teams, SWISS_MATCHES).replace(b"TEAMS_OF_FOUR", b"SWISS_TEAMS")


def test_a_swiss_bye_scores_the_vps_the_files_totals_give(director):
    imported = import_usebio(_swiss(), by=director)
    assert [str(d) for d in imported.differences] == []
    assert _standing(imported.event) == {
        "1": ("1", "26.46", 0),
        "3": ("2", "22.00", 1),
        "2": ("3", "15.54", 1),
    }
    assert "Each bye scores 12 VPs, as the file's totals give." in imported.notes
    # The site's own file of the imported event (no MATCH for a bye) reads back the same.
    again = import_usebio(event_usebio(imported.event), by=director, slug="again")
    assert [str(d) for d in again.differences] == []
    assert _standing(again.event) == _standing(imported.event)


def test_a_bye_of_other_vps_and_a_file_without_totals(director):
    # The same event scoring a bye 14 VPs: team 3 14 + 10 = 24, team 2 3.54 + 14 = 17.54.
    teams = SWISS_TEAMS.replace("<TOTAL_SCORE>22</TOTAL_SCORE>", "<TOTAL_SCORE>24</TOTAL_SCORE>")
    teams = teams.replace("<TOTAL_SCORE>15.54</TOTAL_SCORE>", "<TOTAL_SCORE>17.54</TOTAL_SCORE>")
    imported = import_usebio(_swiss(teams), by=director)
    assert [str(d) for d in imported.differences] == []
    assert _standing(imported.event)["3"] == ("2", "24.00", 1)
    # Without totals the file does not say: the bye scores the site's own Swiss's 12 VPs.
    bare = re.sub(r"<TOTAL_SCORE>[^<]*</TOTAL_SCORE>", "", SWISS_TEAMS)
    again = import_usebio(_swiss(bare), by=director, slug="bare")
    assert [str(d) for d in again.differences] == []
    assert _standing(again.event)["2"] == ("3", "15.54", 1)


# -- two teams meeting twice ----------------------------------------------------------------

# A long match in two halves, each its own MATCH.  First half (round 1), boards 1-2: 10-0 to
# team 1.  Second half (round 2), board 3: 2S= +110 in both rooms (0); board 4 (all
# vulnerable): 4S-1 by North -100 with team 1 North-South, 4S= +620 with team 2
# North-South: team 2 +720, 12 IMPs.  Two teams: ranked on IMPs, team 2 +2 (12 - 10), one
# half won each.
HALVES = (
    _match(1, "1", "2", "10", "0", *_ten_nil(("1", "4"), ("3", "2")))
    + _match(2, "1", "2", "0", "12", _level(3, ("1", "4"), ("3", "2")),
             _board(4, _line("NS", "1", "4", contract="4S", by="N", tricks="9", score="-100"),
                    _line("EW", "3", "2", contract="4S", by="N", tricks="10", score="620"),
                    imps="-12"))
)  # fmt: skip
HALVES_TEAMS = _team("1", "Aces", *ACES, total="-2", wins="1", place="2") + _team(
    "2", "Kings", *KINGS, total="2", wins="1", place="1"
)


def test_a_long_match_in_two_halves_is_two_matches(director):
    imported = import_usebio(_file(BRIDGE_HEADING, HALVES_TEAMS, HALVES), by=director)
    assert [str(d) for d in imported.differences] == []
    event = imported.event
    assert _matches(event) == [("1", "2", 10, 0), ("1", "2", 0, 12)]
    rows = {
        r.team.label: (r.place_label, r.net, r.won, r.lost) for r in scores_for(event).standings
    }
    assert rows == {"2": ("1", 2, 1, 1), "1": ("2", -2, 1, 1)}


# Three teams in two stanzas: round 1 1 v 2 (boards 1-2) 10-0, 16.46-3.54 VPs; round 2 1 v 3
# (boards 3-4), round 3 2 v 3 (boards 5-6) and round 4 1 v 2 again (boards 7-8) all level,
# 10-10.  Team 1 16.46 + 10 + 10 = 36.46, team 2 3.54 + 10 + 10 = 23.54, team 3 20.  (Taken as
# one match of four boards, 1 v 2's 10 IMPs would score 15-5 on the scale's B = 15 x sqrt(4):
# 10 + 10 (1 - t) / (1 - t^3) with t = 0.618, and team 1 25, not 26.46.)  Each round one team
# sits out: a round robin's rest, which scores nothing in the file, so no bye is counted.
STANZAS = (
    _match(1, "1", "2", "10", "0", *_ten_nil(("1", "4"), ("3", "2")))
    + _match(2, "1", "3", "0", "0", _level(3, ("1", "6"), ("5", "2")),
             _level(4, ("1", "6"), ("5", "2")))
    + _match(3, "2", "3", "0", "0", _level(5, ("3", "6"), ("5", "4")),
             _level(6, ("3", "6"), ("5", "4")))
    + _match(4, "1", "2", "0", "0", _level(7, ("1", "4"), ("3", "2")),
             _level(8, ("1", "4"), ("3", "2")))
)  # fmt: skip
STANZA_TEAMS = (
    _team("1", "Aces", *ACES, total="36.46", wins="2", place="1")
    + _team("2", "Kings", *KINGS, total="23.54", wins="1", place="2")
    + _team("3", "Queens", *QUEENS, total="20", wins="1", place="3")
)


def test_three_teams_in_two_stanzas_meet_twice_on_victory_points(director):
    imported = import_usebio(_file(BRIDGE_HEADING, STANZA_TEAMS, STANZAS), by=director)
    assert [str(d) for d in imported.differences] == []
    event = imported.event
    assert event.vp_scale == "wbf"
    assert _standing(event) == {
        "1": ("1", "36.46", 0),
        "2": ("2", "23.54", 0),
        "3": ("3", "20.00", 0),
    }
    assert _matches(event) == [
        ("1", "2", 10, 0),
        ("1", "3", 0, 0),
        ("2", "3", 0, 0),
        ("1", "2", 0, 0),
    ]


# -- rooms named by direction alone ---------------------------------------------------------


@pytest.mark.parametrize(("ns", "ew"), [("NS", "EW"), ("N/S", "E/W"), ("North-South", "East-West")])
def test_match_lines_naming_their_rooms_by_direction_alone(director, ns, ew):
    # The four teams of ``test_usebio_teams_import`` with no pair number on any line, as the
    # commercial scorers write teams travellers: the same rooms and figures.
    plain = re.sub(r"<(NS|EW)_PAIR_NUMBER>\d+</(NS|EW)_PAIR_NUMBER>", "", BRIDGE_MATCHES)
    plain = plain.replace("<DIRECTION>NS<", f"<DIRECTION>{ns}<")
    plain = plain.replace("<DIRECTION>EW<", f"<DIRECTION>{ew}<")
    imported = import_usebio(_file(BRIDGE_HEADING, BRIDGE_TEAMS, plain), by=director)
    assert [str(d) for d in imported.differences] == []
    rooms = {
        (r.seating.ns.label, r.seating.ew.label, r.ns_score)
        for r in m.Result.objects.filter(tray__event=imported.event, tray__number=1)
    }
    assert rooms == {("1.NS", "2.EW", 420), ("2.NS", "1.EW", -50), ("3.NS", "4.EW", 980),
                     ("4.NS", "3.EW", -50)}  # fmt: skip
    assert _standing(imported.event)["3"] == ("1", "30.00", 0)
