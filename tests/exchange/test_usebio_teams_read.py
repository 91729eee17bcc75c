"""A teams file's matches read as scorers write them: rooms named by the first team's
DIRECTION alone (no pair numbers), and a bye as a MATCH naming its team and no opponents or
as a round the team sits out; a bye's VPs read from the teams' totals."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tournaments.exchange.teams_byes import bye_vps, byes_of
from tournaments.exchange.usebio_doc import Match, Participants, Result, Section, Team
from tournaments.exchange.usebio_read import UsebioError, read_usebio

TEAMS = "".join(
    f'<TEAM TEAM_ID="{t}"><PAIR><PAIR_NUMBER>{2 * t - 1}</PAIR_NUMBER></PAIR>'
    f"<PAIR><PAIR_NUMBER>{2 * t}</PAIR_NUMBER></PAIR></TEAM>"
    for t in (1, 2, 3)
)


def _line(direction: str, score: str) -> str:
    said = f"<DIRECTION>{direction}</DIRECTION>" if direction else ""
    return (
        f"<TRAVELLER_LINE>{said}<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY>"
        f"<TRICKS>10</TRICKS><SCORE>{score}</SCORE></TRAVELLER_LINE>"
    )


def _file(matches: str) -> bytes:
    return (
        '<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="SWISS_TEAMS">'
        f"<PARTICIPANTS>{TEAMS}</PARTICIPANTS>{matches}</EVENT></USEBIO>"
    ).encode()


PLAYED = (
    "<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>"
    f"<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>{_line('NS', '420')}{_line('EW', '420')}</BOARD>"
    "</MATCH>"
)
BYE = "<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>3</TEAM><TEAM_SCORE>12</TEAM_SCORE></MATCH>"


def test_rooms_named_by_direction_alone_and_a_bye_read():
    (event,) = read_usebio(_file(PLAYED + BYE)).events
    played, bye = event.matches
    assert [(x.direction, x.ns, x.ew) for x in played.boards[0].lines] == [
        ("NS", "", ""),
        ("EW", "", ""),
    ]
    assert (bye.round, bye.team, bye.opponents, bye.boards) == (1, "3", "", ())


@pytest.mark.parametrize(
    ("change", "message"),
    [
        # A line with neither its direction nor its pairs says nothing of who sat there.
        ((_line("EW", "420"), _line("", "420")), "TRAVELLER_LINE 2/NS_PAIR_NUMBER: the line "
         "names no NS pair"),
        # Boards without opponents are no bye.
        (("<OPPOSING_TEAM>2</OPPOSING_TEAM>", ""), "a match names its TEAM and OPPOSING_TEAM"),
    ],
)  # fmt: skip
def test_a_match_that_says_nothing_of_its_rooms_or_opponents_is_refused(change, message):
    with pytest.raises(UsebioError, match=message):
        read_usebio(_file(PLAYED.replace(*change)))


def _match(rnd, team, opponents=""):
    return Match(rnd, team, opponents, None, None)


def test_the_rounds_a_team_sat_out_are_its_byes():
    # Five teams, three rounds: round 1 e has the bye as a MATCH of its own (counted once),
    # round 2 d is left out, round 3 e is left out: e two byes, d one.
    matches = [
        _match(1, "a", "b"), _match(1, "c", "d"), _match(1, "e"),
        _match(2, "a", "c"), _match(2, "b", "e"),
        _match(3, "a", "d"), _match(3, "b", "c"),
    ]  # fmt: skip
    assert byes_of(matches) == {"e": 2, "d": 1}
    # Without round numbers only the written byes are known.
    assert byes_of([_match(None, "a", "b"), _match(None, "c")]) == {"c": 1}


def _section(**totals) -> Section:
    teams = tuple(Team(t, result=Result(total=Decimal(v))) for t, v in totals.items())
    return Section("", Participants(teams=teams))


def test_a_bye_scores_what_the_totals_give():
    # d: 30 in the file, 18 VPs from its matches, one bye: 12.  c: 44 with 20, two byes: 12.
    # e: 9.5 with 0, one bye: not a whole number, outvoted.
    site = {"c": Decimal("20"), "d": Decimal("18.00"), "e": Decimal("0")}
    found = bye_vps({"c": 2, "d": 1, "e": 1}, _section(c="44", d="30", e="9.5"), site)
    assert found == (12, True)
    # Totals that give no whole number count no bye; no totals at all, the site's own 12.
    assert bye_vps({"e": 1}, _section(e="9.5"), site) == (0, True)
    assert bye_vps({"e": 1}, _section(), site) == (12, False)
