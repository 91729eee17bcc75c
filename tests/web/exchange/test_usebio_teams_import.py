"""A USEBIO teams file written by hand as the USEBIO 1.2 specification lays one out (TEAMs
with their PAIRs, MATCHes with ROUND_NUMBER, TEAM, OPPOSING_TEAM and each BOARD's two
TRAVELLER_LINEs saying which way the first team sat) imported as a finished, unpublished
teams event, scored by the file's method; and bad teams files refused whole.

Every expected figure below is worked out by hand from the lines, on the WBF IMP table and
the WBF 2013 continuous VP scale (its published formula, noted where used).
"""

from __future__ import annotations

import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tests.builders import club_user
from tournaments import models as m
from tournaments.services.common import DomainError
from tournaments.services.usebio import import_usebio
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db


@pytest.fixture
def director(db):
    return club_user("director")


def _players(*names: str) -> str:
    return "".join(f"<PLAYER><PLAYER_NAME>{n}</PLAYER_NAME></PLAYER>" for n in names)


def _team(ident, name, ns, ew, *, total="", wins="", place="", award="") -> str:
    """A team with its two pairs: ``ns`` and ``ew`` are (pair number, player, player)."""
    result = "".join(
        f"<{tag}>{value}</{tag}>"
        for tag, value in (("TOTAL_SCORE", total), ("WINS_OR_DRAWS", wins), ("PLACE", place))
        if value
    )
    if award:
        result += (
            f"<MASTER_POINTS><MASTER_POINTS_AWARDED>{award}</MASTER_POINTS_AWARDED>"
            "<MASTER_POINT_TYPE>Black</MASTER_POINT_TYPE></MASTER_POINTS>"
        )
    pairs = "".join(
        f"<PAIR><PAIR_NUMBER>{n}</PAIR_NUMBER><DIRECTION>{d}</DIRECTION>{_players(a, b)}</PAIR>"
        for d, (n, a, b) in (("NS", ns), ("EW", ew))
    )
    return f'<TEAM TEAM_ID="{ident}" TEAM_NAME="{name}">{result}{pairs}</TEAM>'


def _line(direction, ns, ew, *, contract="", by="", tricks="", score="") -> str:
    parts = [("DIRECTION", direction), ("NS_PAIR_NUMBER", ns), ("EW_PAIR_NUMBER", ew)]
    parts += [("CONTRACT", contract), ("PLAYED_BY", by), ("TRICKS", tricks), ("SCORE", score)]
    return (
        "<TRAVELLER_LINE>" + "".join(f"<{t}>{v}</{t}>" for t, v in parts if v) + "</TRAVELLER_LINE>"
    )


def _board(number, *lines, imps="") -> str:
    said = f"<IMPS>{imps}</IMPS>" if imps else ""
    return f"<BOARD><BOARD_NUMBER>{number}</BOARD_NUMBER>{said}{''.join(lines)}</BOARD>"


def _match(rnd, team, opponents, ours, theirs, *boards) -> str:
    return (
        f"<MATCH><ROUND_NUMBER>{rnd}</ROUND_NUMBER><TEAM>{team}</TEAM>"
        f"<OPPOSING_TEAM>{opponents}</OPPOSING_TEAM><TEAM_SCORE>{ours}</TEAM_SCORE>"
        f"<OPPOSING_TEAM_SCORE>{theirs}</OPPOSING_TEAM_SCORE>{''.join(boards)}</MATCH>"
    )


def _file(heading: str, teams: str, matches: str) -> bytes:
    return (
        '<?xml version="1.0" encoding="UTF-8"?><USEBIO Version="1.2">'
        "<CLUB><CLUB_NAME>Elsewhere</CLUB_NAME></CLUB>"
        f'<EVENT EVENT_TYPE="TEAMS_OF_FOUR">{heading}'
        f"<PARTICIPANTS>{teams}</PARTICIPANTS>{matches}</EVENT></USEBIO>"
    ).encode()


BRIDGE_HEADING = (
    "<EVENT_DESCRIPTION>Four teams, two rounds</EVENT_DESCRIPTION><DATE>14/02/2026</DATE>"
    "<BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD>"
    "<MATCH_SCORING_METHOD>VPS</MATCH_SCORING_METHOD>"
)

# Round 1: 1 v 2 and 3 v 4 on boards 1-2; round 2: 1 v 3 and 2 v 4 on boards 3-4.  Pairs are
# numbered 1-8, a team's North-South pair first.  Vulnerability by the board: 1 none, 2
# North-South, 3 East-West, 4 all.
#  1 v 2, board 1: 4S= by N +420 and 4S-1 by N -50: team 1 +470, 10 IMPs; board 2: 3NT= by
#    each South/North +600 both rooms: 0.  Team 1 wins 10-0.
#  3 v 4, board 1: 6S= +980 and 6S-1 -50: team 3 +1030, 14 IMPs (900-1090); board 2: 3NT= +600 and
#    3NT-2 vulnerable -200: +800, 13 IMPs (750-890).  Team 3 wins 27-0.
#  1 v 3: 2S= +110 in both rooms, 4S= by East/West -620 in both rooms: 0-0.
#  2 v 4, board 3: 3NT= by W -600 and 3NT+1 by E -630: team 2 +30, 1 IMP; board 4: 1NT= by
#    N +90 and 1NT+1 by S +120: team 2 -30, 1 IMP to team 4.  1-1.
# VPs on 2 boards (WBF 2013 continuous: B = 15 x sqrt(2) = 21.21; 10 + 10 (1 - t^(3M/B)) /
# (1 - t^3), t = (sqrt(5) - 1) / 2): a 10-IMP margin 16.46-3.54; 27 IMPs (over 21.21) 20-0;
# a level match 10-10.  Totals: team 3 30, team 1 26.46, team 2 13.54, team 4 10.
BRIDGE_TEAMS = "".join(
    (
        _team("1", "Aces", ("1", "Ann Ash", "Bob Birch"), ("2", "Cat Cole", "Dan Dale"),
              total="26.46", wins="1.5", place="2"),
        _team("2", "Kings", ("3", "Eve Ede", "Fay Fox"), ("4", "Gus Gray", "Hal Hunt"),
              total="13.54", wins="0.5", place="3"),
        _team("3", "Queens", ("5", "Ida Ives", "Jo Jay"), ("6", "Kay Kent", "Lou Lane"),
              total="30", wins="1.5", place="1", award="12"),
        _team("4", "Jacks", ("7", "Max Moss", "Ned Nash"), ("8", "Ola Orr", "Pat Page"),
              total="10", wins="0.5", place="4"),
    )
)  # fmt: skip
BRIDGE_MATCHES = "".join(
    (
        _match(1, "1", "2", "10", "0",
               _board(1, _line("NS", "1", "4", contract="4S", by="N", tricks="10", score="420"),
                      _line("EW", "3", "2", contract="4S", by="N", tricks="9", score="-50"),
                      imps="10"),
               _board(2, _line("NS", "1", "4", contract="3NT", by="S", tricks="9", score="600"),
                      _line("EW", "3", "2", contract="3NT", by="N", tricks="9", score="600"),
                      imps="0")),
        _match(1, "3", "4", "27", "0",
               _board(1, _line("NS", "5", "8", contract="6S", by="N", tricks="12", score="980"),
                      _line("EW", "7", "6", contract="6S", by="N", tricks="11", score="-50"),
                      imps="14"),
               _board(2, _line("NS", "5", "8", contract="3NT", by="S", tricks="9", score="600"),
                      _line("EW", "7", "6", contract="3NT", by="N", tricks="7", score="-200"),
                      imps="13")),
        _match(2, "1", "3", "0", "0",
               _board(3, _line("NS", "1", "6", contract="2S", by="S", tricks="8", score="110"),
                      _line("EW", "5", "2", contract="2S", by="N", tricks="8", score="110")),
               _board(4, _line("NS", "1", "6", contract="4S", by="E", tricks="10", score="-620"),
                      _line("EW", "5", "2", contract="4S", by="W", tricks="10", score="-620"))),
        _match(2, "2", "4", "1", "1",
               _board(3, _line("NS", "3", "8", contract="3NT", by="W", tricks="9", score="-600"),
                      _line("EW", "7", "4", contract="3NT", by="E", tricks="10", score="-630"),
                      imps="1"),
               _board(4, _line("NS", "3", "8", contract="1NT", by="N", tricks="7", score="90"),
                      _line("EW", "7", "4", contract="1NT", by="S", tricks="8", score="120"),
                      imps="-1")),
    )
)  # fmt: skip


def test_four_teams_of_imps_and_victory_points_imported_as_the_file_scored_them(director):
    imported = import_usebio(_file(BRIDGE_HEADING, BRIDGE_TEAMS, BRIDGE_MATCHES), by=director)
    assert [str(d) for d in imported.differences] == []
    event = imported.event
    assert (event.form, event.game, event.status) == (
        m.Form.TEAMS,
        m.Game.BRIDGE,
        m.Status.FINISHED,
    )
    assert not event.published
    assert event.scoring_method == m.ScoringMethod.IMPS and event.vp_scale == "wbf"
    teams = {t.label: t.name for t in event.entrants.filter(kind=m.Entrant.Kind.TEAM)}
    assert teams == {"1": "Aces", "2": "Kings", "3": "Queens", "4": "Jacks"}
    pairs = {e.label: e.name for e in event.entrants.filter(kind=m.Entrant.Kind.PAIR)}
    assert pairs["1.NS"] == "Ann Ash & Bob Birch" and pairs["4.EW"] == "Ola Orr & Pat Page"
    # Each match's two rooms on its boards: board 1 at four tables (two matches, copies).
    rooms = {
        (r.seating.ns.label, r.seating.ew.label, r.contract, r.declarer, r.tricks_taken, r.ns_score)
        for r in m.Result.objects.filter(tray__event=event, tray__number=1).select_related(
            "seating__ns", "seating__ew"
        )
    }
    assert rooms == {
        ("1.NS", "2.EW", "4S", "N", 10, 420),
        ("2.NS", "1.EW", "4S", "N", 9, -50),
        ("3.NS", "4.EW", "6S", "N", 12, 980),
        ("4.NS", "3.EW", "6S", "N", 11, -50),
    }
    scores = scores_for(event)
    standing = {r.team.label: (r.place_label, str(r.vps)) for r in scores.standings}
    assert standing == {
        "3": ("1", "30.00"), "1": ("2", "26.46"), "2": ("3", "13.54"), "4": ("4", "10.00"),
    }  # fmt: skip


def test_the_winners_masterpoints_and_an_assigned_score(director):
    # Match 1, board 2, the second room: the director's assigned +600 (no contract played),
    # which the room's 3NT= gave anyway: the match stays 10-0.
    played = _line("EW", "3", "2", contract="3NT", by="N", tricks="9", score="600")
    assigned = BRIDGE_MATCHES.replace(played, _line("EW", "3", "2", score="600"), 1)
    imported = import_usebio(_file(BRIDGE_HEADING, BRIDGE_TEAMS, assigned), by=director)
    assert [str(d) for d in imported.differences] == []
    ruled = m.Result.objects.get(
        tray__event=imported.event, tray__number=2, seating__ns__label="2.NS"
    )
    assert (ruled.contract, ruled.adjustment) == ("", "SCORE 600")
    awards = m.Award.objects.filter(event=imported.event)
    assert sorted(a.player.name for a in awards) == ["Ida Ives", "Jo Jay", "Kay Kent", "Lou Lane"]
    assert {(a.points, a.point_type, a.place, a.entrant.label) for a in awards} == {
        (12, "Black", "1", "3")
    }


def test_an_artificial_score_in_one_room(director):
    # Match 1, board 2, the second room (team 2 North-South): A60/40, average-plus to team 2
    # and average-minus to team 1: +3 and -3 IMPs in a teams match (Law 86A), so team 1 wins
    # 10-3 where the file, not knowing of the ruling, says 10-0.
    played = _line("EW", "3", "2", contract="3NT", by="N", tricks="9", score="600")
    ruled = BRIDGE_MATCHES.replace(played, _line("EW", "3", "2", score="A60/40"), 1)
    imported = import_usebio(_file(BRIDGE_HEADING, BRIDGE_TEAMS, ruled), by=director)
    result = m.Result.objects.get(
        tray__event=imported.event, tray__number=2, seating__ns__label="2.NS"
    )
    assert (result.contract, result.adjustment) == ("", "A60/40")
    match = next(x for x in scores_for(imported.event).matches if {x.home, x.away} == {"1", "2"})
    assert (match.home, match.home_score, match.away_score) == ("1", 10, 3)
    said = [str(d) for d in imported.differences]
    assert "MATCH 1 (1 v 2): OPPOSING_TEAM_SCORE 0 in the file, 3 here" in said
    assert "MATCH 1 (1 v 2)/BOARD 2: IMPS 0 in the file, -3 here" in said


def test_a_figure_the_site_does_not_give_is_listed(director):
    wrong = BRIDGE_MATCHES.replace("<TEAM_SCORE>27</TEAM_SCORE>", "<TEAM_SCORE>28</TEAM_SCORE>")
    wrong = wrong.replace("<IMPS>14</IMPS>", "<IMPS>15</IMPS>")
    imported = import_usebio(_file(BRIDGE_HEADING, BRIDGE_TEAMS, wrong), by=director)
    assert [str(d) for d in imported.differences] == [
        "MATCH 2 (3 v 4): TEAM_SCORE 28 in the file, 27 here",
        "MATCH 2 (3 v 4)/BOARD 1: IMPS 15 in the file, 14 here",
    ]
    assert "2 figures of the file differ" in imported.summary()


# A whist aggregate match: North-South's tricks are the score.  Board 1: a's pair 8 tricks
# North-South, b's pair 6 (a's East-West pair 7): a gains 2.  Board 2: 5 and 6 (a's 7): a
# loses 1.  a wins the match 2-1 on tricks gained, the one match won.
WHIST = _file(
    "<EVENT_DESCRIPTION>Whist match</EVENT_DESCRIPTION><DATE>14/02/2026</DATE>"
    "<BOARD_SCORING_METHOD>AGGREGATE</BOARD_SCORING_METHOD>",
    _team("a", "North Club", ("a1", "Ann", "Bea"), ("a2", "Cy", "Di"), total="1", wins="1",
          place="1")
    + _team("b", "South Club", ("b1", "Ed", "Flo"), ("b2", "Guy", "Hil"), total="0", wins="0",
            place="2"),
    _match(1, "a", "b", "2", "1",
           _board(1, _line("NS", "a1", "b2", tricks="8", score="8"),
                  _line("EW", "b1", "a2", tricks="6", score="6")),
           _board(2, _line("NS", "a1", "b2", tricks="5", score="5"),
                  _line("EW", "b1", "a2", tricks="6", score="6"))),
)  # fmt: skip


def test_a_whist_aggregate_match(director):
    imported = import_usebio(WHIST, by=director)
    assert [str(d) for d in imported.differences] == []
    event = imported.event
    assert (event.game, event.scoring_method) == (m.Game.WHIST, m.ScoringMethod.TRICKS)
    tricks = {
        (r.tray.number, r.seating.ns.label, r.ns_tricks, r.ew_tricks)
        for r in m.Result.objects.filter(tray__event=event).select_related("tray", "seating__ns")
    }
    assert tricks == {(1, "a.NS", 8, 5), (1, "b.NS", 6, 7), (2, "a.NS", 5, 8), (2, "b.NS", 6, 7)}
    (match,) = scores_for(event).matches
    assert (match.home, match.away, match.home_score, match.away_score) == ("a", "b", 2, 1)


def test_a_whist_match_whose_lines_give_the_tricks_as_the_score_alone(director):
    plain = re.sub(rb"<TRICKS>\d+</TRICKS>", b"", WHIST)
    imported = import_usebio(plain, by=director)
    assert [str(d) for d in imported.differences] == []
    assert imported.event.game == m.Game.WHIST
    tricks = sorted(
        m.Result.objects.filter(tray__event=imported.event).values_list("ns_tricks", flat=True)
    )
    assert tricks == [5, 6, 6, 8]


def test_teams_of_four_players_listed_without_pairs(director):
    # Each team as four PLAYERs (no PAIR): the first two are its North-South pair, the next
    # two its East-West pair, as they sat in the match.
    def four(ident, name, *players):
        return f'<TEAM TEAM_ID="{ident}" TEAM_NAME="{name}">{_players(*players)}</TEAM>'

    teams = four("a", "North Club", "Ann", "Bea", "Cy", "Di") + four(
        "b", "South Club", "Ed", "Flo", "Guy", "Hil"
    )
    start = WHIST.index(b"<PARTICIPANTS>") + len(b"<PARTICIPANTS>")
    end = WHIST.index(b"</PARTICIPANTS>")
    imported = import_usebio(WHIST[:start] + teams.encode() + WHIST[end:], by=director)
    assert [str(d) for d in imported.differences] == []
    pairs = {e.label: e.name for e in imported.event.entrants.filter(kind=m.Entrant.Kind.PAIR)}
    assert pairs == {
        "a.NS": "Ann & Bea",
        "a.EW": "Cy & Di",
        "b.NS": "Ed & Flo",
        "b.EW": "Guy & Hil",
    }


def test_a_listed_team_that_played_no_match_is_left_out(director):
    idle = _team("c", "Absent Club", ("c1", "Ivy", "Jon"), ("c2", "Kim", "Lee"))
    at = WHIST.index(b"</PARTICIPANTS>")
    imported = import_usebio(WHIST[:at] + idle.encode() + WHIST[at:], by=director)
    assert [str(d) for d in imported.differences] == []
    teams = imported.event.entrants.filter(kind=m.Entrant.Kind.TEAM)
    assert sorted(t.label for t in teams) == ["a", "b"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("<OPPOSING_TEAM>2</OPPOSING_TEAM>", "<OPPOSING_TEAM>9</OPPOSING_TEAM>"),
         "MATCH 1/OPPOSING_TEAM: team 9 is not among the participants"),
        (("<OPPOSING_TEAM>2</OPPOSING_TEAM>", "<OPPOSING_TEAM>1</OPPOSING_TEAM>"),
         "MATCH 1: team 1 cannot meet itself"),
        ((_line("EW", "3", "2", contract="3NT", by="N", tricks="9", score="600"), ""),
         "MATCH 1/BOARD 2: 1 room(s); a match's board is played in two rooms"),
        (("<DIRECTION>EW</DIRECTION><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER>",
          "<DIRECTION>NS</DIRECTION><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER>"),
         "MATCH 1/BOARD 1/TRAVELLER_LINE 2/NS_PAIR_NUMBER: pair 3 is not a pair of team 1"),
        (("<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>", "<NS_PAIR_NUMBER>5</NS_PAIR_NUMBER>"),
         "MATCH 1/BOARD 1/TRAVELLER_LINE 1/NS_PAIR_NUMBER: pair 5 is not a pair of team 1"),
        ((BRIDGE_MATCHES, ""), "the file holds no MATCH"),
    ],
)  # fmt: skip
def test_a_teams_file_the_site_cannot_seat_is_refused_whole(director, change, message):
    bad = BRIDGE_MATCHES.replace(*change, 1)
    with pytest.raises(DomainError, match=message.replace("(", r"\(").replace(")", r"\)")):
        import_usebio(_file(BRIDGE_HEADING, BRIDGE_TEAMS, bad), by=director)
    assert not m.Event.objects.exists()
    assert not m.Player.objects.exists()


def test_the_club_page_imports_a_teams_file_and_refuses_a_bad_one(client, director):
    client.force_login(director)
    club = m.Club.objects.get(members__user=director)
    bad = WHIST.replace(b"<OPPOSING_TEAM>b</OPPOSING_TEAM>", b"<OPPOSING_TEAM>a</OPPOSING_TEAM>")
    page = client.post(
        reverse("usebio-import"),
        {"file": SimpleUploadedFile("match.xml", bad), "club": club.pk, "slug": ""},
    )
    assert page.status_code == 400
    assert "Nothing was imported." in page.content.decode()
    assert "team a cannot meet itself" in page.content.decode()
    assert not m.Event.objects.exists()
    page = client.post(
        reverse("usebio-import"),
        {"file": SimpleUploadedFile("match.xml", WHIST), "club": club.pk, "slug": "whist-match"},
    )
    assert page.status_code == 302 and page.url == reverse("event", args=["whist-match"])
    event = m.Event.objects.get(slug="whist-match")
    assert (event.form, event.status, event.published) == (m.Form.TEAMS, m.Status.FINISHED, False)
    # The director sees the teams' standings and both rooms of a tray before publishing: in
    # round 1 at tables 1 and 2, a's North-South pair's 8 tricks against b's 6, a +2.
    standings = client.get(reverse("standings", args=["whist-match"])).content.decode()
    assert "North Club" in standings and "South Club" in standings
    traveller = client.get(reverse("traveller", args=["whist-match", 1]))
    assert traveller.status_code == 200
    rooms = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", traveller.content.decode()))
    assert "1 1 a NS b EW 8 5 +2" in rooms and "1 2 b NS a EW 6 7 -2" in rooms
