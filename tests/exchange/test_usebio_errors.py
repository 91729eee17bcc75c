"""A file that cannot be read is refused with the element and the problem named."""

from __future__ import annotations

import pytest

from tournaments.exchange.compare import pair_results, rescored
from tournaments.exchange.usebio_read import UsebioError, read_usebio

GOOD_LINE = (
    "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
    "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE>"
    "</TRAVELLER_LINE>"
)


def usebio(line: str = GOOD_LINE, *, event_type: str = "MP_PAIRS", date: str = "27/07/2022"):
    pairs = "".join(
        f"<PAIR><PAIR_NUMBER>{n}</PAIR_NUMBER><PLAYER><PLAYER_NAME>P{n}</PLAYER_NAME></PLAYER>"
        "</PAIR>"
        for n in (1, 2, 3, 4)
    )
    return (
        f'<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="{event_type}">'
        f"<DATE>{date}</DATE><PARTICIPANTS>{pairs}</PARTICIPANTS>"
        f"<BOARD><BOARD_NUMBER>7</BOARD_NUMBER>{line}</BOARD></EVENT></USEBIO>"
    ).encode()


def refused(data: bytes) -> str:
    with pytest.raises(UsebioError) as caught:
        read_usebio(data)
    return str(caught.value)


def test_a_good_file_reads():
    event = read_usebio(usebio()).events[0]
    assert event.boards[0].lines[0].score == "420"


def test_broken_xml_says_where_it_breaks():
    message = refused(usebio()[:-9])
    assert message.startswith("The file is not well-formed XML (line 1, column")


def test_a_traveller_naming_an_unknown_pair_names_the_line():
    message = refused(usebio(GOOD_LINE.replace(">2</EW", ">9</EW")))
    assert message == (
        "USEBIO/EVENT/BOARD 7/TRAVELLER_LINE 1/EW_PAIR_NUMBER: pair 9 is not among the "
        "participants."
    )


def test_a_score_that_does_not_parse_names_its_element():
    message = refused(usebio(GOOD_LINE.replace("<SCORE>420", "<SCORE>4x20")))
    assert message.startswith("USEBIO/EVENT/BOARD 7/TRAVELLER_LINE/SCORE: '4x20' is not a score")


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (("<TRICKS>10", "<TRICKS>14"), "TRICKS: '14' is not a whole number from 0 to 13."),
        (("<PLAYED_BY>N", "<PLAYED_BY>Q"), "PLAYED_BY: 'Q' is not N, E, S or W."),
    ],
)
def test_tricks_and_declarer_out_of_range(change, expected):
    message = refused(usebio(GOOD_LINE.replace(*change)))
    assert message == f"USEBIO/EVENT/BOARD 7/TRAVELLER_LINE/{expected}"


def test_a_date_that_is_not_one():
    assert refused(usebio(date="31/02/2022")) == (
        "USEBIO/EVENT/DATE: '31/02/2022' is not a date like 27/07/2022."
    )


def test_an_event_type_the_site_does_not_read():
    assert refused(usebio(event_type="BRIDGE_TOURNAMENT")) == (
        "USEBIO/EVENT: EVENT_TYPE BRIDGE_TOURNAMENT is not one this site reads."
    )


def test_entities_are_refused_before_any_is_expanded():
    bomb = b'<?xml version="1.0"?><!DOCTYPE USEBIO [<!ENTITY a "aaaa">]><USEBIO>&a;</USEBIO>'
    assert refused(bomb) == "The file declares the entity 'a'; USEBIO files need none."


def test_not_a_usebio_file():
    assert refused(b"<PBN/>") == "This is not a USEBIO file: its root element is PBN."


def test_a_line_without_a_score_is_refused_when_scored():
    event = read_usebio(usebio(GOOD_LINE.replace("<SCORE>420</SCORE>", ""))).events[0]
    ((_, section),) = event.sections
    with pytest.raises(UsebioError, match="BOARD 7/TRAVELLER_LINE 1/SCORE: the line has no score"):
        pair_results(section)


def test_a_pair_twice_on_a_board_cannot_be_scored():
    twice = GOOD_LINE + GOOD_LINE.replace(">2</EW", ">3</EW")
    event = read_usebio(usebio(twice)).events[0]
    ((_, section),) = event.sections
    with pytest.raises(UsebioError, match="cannot be scored: result 2: '1' has two results"):
        rescored(event, section)
