"""USEBIO teams files with teams of five or six, whose pairs change between matches: the
pairs the lines name, or the players of each seat, are the team's pairs of that match, each a
pair entrant of the team; a file that does not say who sat is refused with what to write.

The figures are those of ``test_usebio_teams_shapes``'s long match in two halves (worked out
by hand there): 10-0 to team 1 in the first half, 0-12 in the second.
"""

from __future__ import annotations

import html
import re

import pytest
from django.urls import reverse

from tests.builders import club_user
from tests.web.exchange.test_usebio_teams_import import BRIDGE_HEADING, _file, _players, _team
from tests.web.exchange.test_usebio_teams_shapes import HALVES, HALVES_TEAMS, KINGS, _matches
from tournaments import models as m
from tournaments.services.common import DomainError
from tournaments.services.usebio import import_usebio
from tournaments.standings.usebio import event_usebio

pytestmark = pytest.mark.django_db


@pytest.fixture
def director(db):
    return club_user("director")


def test_a_team_of_six_whose_pairs_change_between_matches(director):
    # Team 1 lists a third pair, 9, which sits North-South for the second half in place of
    # pair 1: the figures are the halves' (above), and pair 9 is a pair of team 1.
    six = HALVES_TEAMS.replace(
        "</PAIR></TEAM>",
        f"</PAIR><PAIR><PAIR_NUMBER>9</PAIR_NUMBER>{_players('Sid Shaw', 'Tom Tate')}</PAIR>"
        "</TEAM>",
        1,
    )
    second = HALVES.index("<ROUND_NUMBER>2</ROUND_NUMBER>")
    halves = HALVES[:second] + HALVES[second:].replace(
        "<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>", "<NS_PAIR_NUMBER>9</NS_PAIR_NUMBER>"
    )
    imported = import_usebio(_file(BRIDGE_HEADING, six, halves), by=director)
    assert [str(d) for d in imported.differences] == []
    event = imported.event
    pairs = {
        e.label: (e.name, e.team.label) for e in event.entrants.filter(kind=m.Entrant.Kind.PAIR)
    }
    assert pairs["1.NS"] == ("Ann Ash & Bob Birch", "1")
    assert pairs["1.3"] == ("Sid Shaw & Tom Tate", "1")
    seated = {
        (r.tray.number, r.seating.ns.label, r.ns_score)
        for r in m.Result.objects.filter(tray__event=event, seating__ns__team__label="1")
    }
    assert seated == {(1, "1.NS", 420), (2, "1.NS", 600), (3, "1.3", 110), (4, "1.3", -100)}
    assert _matches(event) == [("1", "2", 10, 0), ("1", "2", 0, 12)]
    # The site's own file of the event reads back the same: three pairs, two matches.
    again = import_usebio(event_usebio(event), by=director, slug="again")
    assert [str(d) for d in again.differences] == []
    assert {e.label: e.name for e in again.event.entrants.filter(team__label="1")} == {
        label: name for label, (name, _team) in pairs.items() if label.startswith("1.")
    }
    assert _matches(again.event) == [("1", "2", 10, 0), ("1", "2", 0, 12)]


def _seats(line: str, north, east, south, west) -> str:
    named = "".join(
        f"<{s}_PLAYER_NUMBER>{n}</{s}_PLAYER_NUMBER>"
        for s, n in zip("NESW", (north, east, south, west), strict=True)
    )
    return line.replace("<TRAVELLER_LINE>", f"<TRAVELLER_LINE>{named}")


def _numbered(*people) -> str:
    return "".join(
        f"<PLAYER><PLAYER_NUMBER>{n}</PLAYER_NUMBER><PLAYER_NAME>{name}</PLAYER_NAME></PLAYER>"
        for n, name in people
    )


KINGS_FOUR = (
    '<TEAM TEAM_ID="2" TEAM_NAME="Kings"><TOTAL_SCORE>2</TOTAL_SCORE>'
    + _numbered(("21", "Eve"), ("22", "Fay"), ("23", "Gus"), ("24", "Hal"))
    + "</TEAM>"
)


def _seated_halves(first_half, second_half) -> str:
    """The halves with no pair numbers, each line naming its seats' players: team 1's four
    (N, E, S, W) when it sits North-South, and when it sits East-West; team 2's 21 and 22
    North-South, 23 and 24 East-West."""
    plain = re.sub(r"<(NS|EW)_PAIR_NUMBER>\d+</(NS|EW)_PAIR_NUMBER>", "", HALVES)
    first, second = plain.split("</MATCH>", 1)
    seated = ""
    for half, (north, south, east, west) in ((first + "</MATCH>", first_half),
                                             (second, second_half)):  # fmt: skip
        parts = half.split("<TRAVELLER_LINE>")
        seated += parts[0] + "".join(
            _seats("<TRAVELLER_LINE>" + p, north, "23", south, "24")
            if p.startswith("<DIRECTION>NS")
            else _seats("<TRAVELLER_LINE>" + p, "21", east, "22", west)
            for p in parts[1:]
        )
    return seated


def test_a_team_of_six_players_seated_by_the_lines_seats(director):
    # Team 1 lists six PLAYERs without pairs; each line names its four seats' players.  In
    # the first half 11 and 12 sit North-South, 13 and 14 East-West; in the second half 15
    # and 16 take 11 and 12's place.
    teams = (
        '<TEAM TEAM_ID="1" TEAM_NAME="Aces"><TOTAL_SCORE>-2</TOTAL_SCORE>'
        + _numbered(("11", "Ann"), ("12", "Bob"), ("13", "Cat"), ("14", "Dan"), ("15", "Sid"),
                    ("16", "Tom"))
        + "</TEAM>" + KINGS_FOUR
    )  # fmt: skip
    seated = _seated_halves(("11", "12", "13", "14"), ("15", "16", "13", "14"))
    imported = import_usebio(_file(BRIDGE_HEADING, teams, seated), by=director)
    assert [str(d) for d in imported.differences] == []
    event = imported.event
    pairs = {e.label: e.name for e in event.entrants.filter(team__label="1")}
    assert pairs == {"1.NS": "Ann & Bob", "1.EW": "Cat & Dan", "1.3": "Sid & Tom"}
    assert _matches(event) == [("1", "2", 10, 0), ("1", "2", 0, 12)]


def test_a_team_of_four_changing_partners_between_matches(director):
    # Team 1's four, numbered, change partners for the second half: Ann and Cat North-South,
    # Bob and Dan East-West.  The seats say so; each partnership is a pair of the team.
    teams = (
        '<TEAM TEAM_ID="1" TEAM_NAME="Aces"><TOTAL_SCORE>-2</TOTAL_SCORE>'
        + _numbered(("11", "Ann"), ("12", "Bob"), ("13", "Cat"), ("14", "Dan"))
        + "</TEAM>"
        + KINGS_FOUR
    )
    seated = _seated_halves(("11", "12", "13", "14"), ("11", "13", "12", "14"))
    imported = import_usebio(_file(BRIDGE_HEADING, teams, seated), by=director)
    assert [str(d) for d in imported.differences] == []
    event = imported.event
    pairs = {e.label: e.name for e in event.entrants.filter(team__label="1")}
    assert pairs == {
        "1.NS": "Ann & Bob", "1.EW": "Cat & Dan", "1.3": "Ann & Cat", "1.4": "Bob & Dan",
    }  # fmt: skip
    assert _matches(event) == [("1", "2", 10, 0), ("1", "2", 0, 12)]


@pytest.mark.parametrize(
    ("teams", "message"),
    [
        (HALVES_TEAMS.replace("</PAIR></TEAM>", "</PAIR><PAIR><PAIR_NUMBER>9</PAIR_NUMBER>"
                              "</PAIR></TEAM>", 1),
         "team 1 fields 3 pairs, so each line names the pair that sat NS; give the line its "
         "NS_PAIR_NUMBER"),
        ('<TEAM TEAM_ID="1">' + _players("A", "B", "C", "D", "E") + "</TEAM>"
         + _team("2", "Kings", *KINGS),
         "team 1 lists 5 players without their pairs; the site seats a team's players as "
         "pairs, so list the team's PAIRs"),
    ],
    ids=["three-pairs", "five-players"],
)  # fmt: skip
def test_a_team_of_five_the_lines_do_not_seat_is_refused_with_what_to_write(
    director, teams, message
):
    plain = re.sub(r"<(NS|EW)_PAIR_NUMBER>\d+</(NS|EW)_PAIR_NUMBER>", "", HALVES)
    with pytest.raises(DomainError, match=re.escape(message)):
        import_usebio(_file(BRIDGE_HEADING, teams, plain), by=director)
    assert not m.Event.objects.exists()


def test_the_pages_of_an_imported_team_of_six(client, director):
    # The director's pages of the team of six above: the team's card names its three pairs,
    # board 4's traveller shows pair 9's -100 against team 2's +620 (12 IMPs to team 2).
    six = HALVES_TEAMS.replace(
        "</PAIR></TEAM>",
        f"</PAIR><PAIR><PAIR_NUMBER>9</PAIR_NUMBER>{_players('Sid Shaw', 'Tom Tate')}</PAIR>"
        "</TEAM>",
        1,
    )
    second = HALVES.index("<ROUND_NUMBER>2</ROUND_NUMBER>")
    halves = HALVES[:second] + HALVES[second:].replace(
        "<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>", "<NS_PAIR_NUMBER>9</NS_PAIR_NUMBER>"
    )
    import_usebio(_file(BRIDGE_HEADING, six, halves), by=director, slug="six")
    client.force_login(director)
    pages = {
        name: client.get(reverse(name, args=args))
        for name, args in (
            ("event", ["six"]),
            ("standings", ["six"]),
            ("score-card", ["six", "1"]),
            ("traveller", ["six", 4]),
            ("entrants", ["six"]),
        )
    }
    assert {name: page.status_code for name, page in pages.items()} == dict.fromkeys(pages, 200)
    card = _text(pages["score-card"])
    assert "NS: Ann Ash & Bob Birch" in card and "1.3: Sid Shaw & Tom Tate" in card
    traveller = _text(pages["traveller"])
    assert "2 1 1 NS 2 EW 4 ♠ N 9 -100 -720 -12" in traveller  # round 2, table 1
    assert "2 2 2 NS 1 EW 4 ♠ N 10 620 +720 +12" in traveller


def _text(page) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page.content.decode())))
