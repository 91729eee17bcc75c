"""LIN files (Bridge Base Online's hand records) read strictly: the deals, dealers and
vulnerabilities as the md, ah and sv keys give them, every problem with its line, board and
key.  The files are made by hand from one deal whose hands were written out card by card."""

from __future__ import annotations

import pytest

from tournaments.deals import lin
from tournaments.deals.cards import Deal, Hand
from tournaments.deals.play import Outcome

ROUND = "N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73"
# ROUND's hands as LIN writes them: South, West, North (East left out: the rest).
BOARD_1 = "3SK95HAT62DJ73CQ84,SQ84HK95DAT62CJ73,SJ73HQ84DK95CAT62,"
# The same four hands turned a seat: South holds ROUND's West hand, West North's, North
# East's, and East (given this time) ROUND's South hand.
BOARD_2 = "4SQ84HK95DAT62CJ73,SJ73HQ84DK95CAT62,SAT62HJ73DQ84CK95,SK95HAT62DJ73CQ84"
PLAYERS = "pn|Ann,Bob,Cat,Dan|st||"
HAND_RECORDS = (
    f"{PLAYERS}md|{BOARD_1}|rh||ah|Board 1|sv|o|pg||\n"
    f"{PLAYERS}md|{BOARD_2}|rh||ah|Board 2|sv|n|pg||\n"
)


def test_hand_records_give_each_boards_deal_dealer_and_vulnerability():
    one, two = lin.read(HAND_RECORDS)
    # md's digit 3 is North, 4 East; sv o is nobody vulnerable, n North-South.
    assert (one.board, one.dealer, one.vulnerability, one.line) == (1, "N", "none", 1)
    assert (two.board, two.dealer, two.vulnerability, two.line) == (2, "E", "ns", 2)
    assert one.deal == Deal.parse(ROUND)
    assert two.deal.hand("S") == Hand.parse("Q84.K95.AT62.J73")
    assert two.deal.hand("E") == Hand.parse("K95.AT62.J73.Q84")


def test_a_team_match_gives_a_board_played_in_both_rooms_once():
    text = (
        f"vg|Match,,I,1,2,Home,0,Away,0|{PLAYERS}qx|o1|md|{BOARD_1}|sv|o|mb|p|mb|p|mb|p|mb|p|pg||"
        f"qx|c1|{PLAYERS}md|{BOARD_1}|sv|0|mb|p|mb|p|mb|p|mb|p|pg||"
        f"qx|o2|md|{BOARD_2}|sv|n|pg||"
    )
    boards = lin.read(text)
    assert [(b.board, b.dealer, b.vulnerability) for b in boards] == [
        (1, "N", "none"),
        (2, "E", "ns"),
    ]


def test_the_format_is_known_by_its_name_or_its_content():
    assert lin.looks_like_lin(HAND_RECORDS)
    assert lin.looks_like_lin("", "session.LIN")
    assert not lin.looks_like_lin('% PBN 2.1\n[Board "1"]\n', "hands.pbn")


WRONGS = (
    # line 1: South has 14 cards, West 12 (a spade written in the wrong hand).
    "md|3S2368TH4JQD29JC5TA,S59JH27KD58TC36Q,S4KAH35TD347QC278,|ah|Board 1|sv|o|\n"
    # line 2: the dealer's digit is 5.
    f"md|5{BOARD_1[1:]}|ah|Board 2|sv|n|\n"
    # line 3: sv is not a vulnerability.
    f"md|{BOARD_1}|ah|Board 3|sv|x|\n"
    # line 4: no board number.
    f"md|{BOARD_1}|sv|o|\n"
    # lines 5 and 6: board 5, then board 5 again with other cards.
    f"md|{BOARD_1}|ah|Board 5|\n"
    f"md|{BOARD_2}|ah|Board 5|\n"
    # line 7: the ♥A in North's hand (for the ♥4) as well as South's.
    "md|3SK95HAT62DJ73CQ84,SQ84HK95DAT62CJ73,SJ73HQ8ADK95CAT62,|ah|Board 4|\n"
)


def test_every_problem_is_reported_with_its_line_board_and_key():
    with pytest.raises(lin.LinError) as caught:
        lin.read(WRONGS)
    said = [f"line {line}: {text}" for line, text in caught.value.problems]
    assert said == [
        "line 1: board 1 (md): South has 14 cards; every hand holds 13",
        "line 2: board 2 (md): the dealer '5' is not 1 (South), 2 (West), 3 (North) or 4 (East)",
        "line 3: board 3 (sv): the vulnerability 'x' is not o (none), n (NS), e (EW) or b (both)",
        "line 4: a deal without a board number: add ah|Board N|",
        "line 6: board 5 (md) again, with another deal than at line 5",
        "line 7: board 4 (md): the three hands given share cards, so the fourth cannot be "
        "worked out",
    ]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (f"md|{BOARD_1}|ah|Board 1|\nzzz|x|", "line 2: 'zzz' is not a LIN key"),
        (f"md|{BOARD_1}|ah|Board 1|sv", "line 1: 'sv' has no value"),
        ("% PBN 2.1\n", "line 1: '% PBN 2.1' is not a LIN key"),
        ("pn|Ann,Bob,Cat,Dan|", "the file holds no deal"),
        (f"md|{BOARD_1}|ah|Board 0|", "line 1: board 0: board numbers start at 1"),
        ("md|3AK,SQ,SJ,|ah|Board 1|", "line 1: board 1 (md): South's hand 'AK' must name a suit"),
    ],
)
def test_a_file_that_is_not_lin_is_refused_with_its_line(text, said):
    with pytest.raises(lin.LinError) as caught:
        lin.read(text)
    assert str(caught.value).startswith(said)


def test_a_file_of_too_many_boards_is_refused_before_it_is_read():
    text = f"md|{BOARD_1}|ah|Board 1|\n" * (lin.MAX_BOARDS + 1)
    with pytest.raises(lin.LinError, match="holds 1001 boards; at most 1000"):
        lin.read(text)


def test_a_team_match_gives_each_rooms_contract_declarer_and_tricks():
    # Board 1 (North deals, ROUND's hands).  Open room: North 1C, East 1H, three passes: 1H by
    # East; South leads the ♠K, West ♠4, North ♠3, East ♠A (East wins), East ♥3, South ♥2,
    # West ♥K, North ♥4 (West wins); East claims 9 tricks in all.  Closed room: passed out.
    play = "mb|1C|mb|1H!|an|natural|mb|p|mb|p|mb|p|pc|SK|pc|S4|pc|S3|pc|SA|"
    play += "pc|H3|pc|H2|pc|HK|pc|H4|mc|9|"
    text = (
        f"{PLAYERS}qx|o1|md|{BOARD_1}|sv|o|{play}pg||\n"
        f"qx|c1|pn|Eve,Fay,Gil,Hal|md|{BOARD_1}|sv|o|mb|p|mb|p|mb|p|mb|p|pg||\n"
    )
    open_room, closed = lin.played(text)
    assert (open_room.board, open_room.room, open_room.players) == (
        1,
        "o",
        ("Ann", "Bob", "Cat", "Dan"),
    )
    assert open_room.outcome == Outcome("1H", "E", 9)
    assert (closed.room, closed.players, closed.outcome) == (
        "c",
        ("Eve", "Fay", "Gil", "Hal"),
        Outcome("Pass", None, None),
    )


def test_a_card_that_cannot_be_played_is_refused_with_its_board_and_line():
    text = f"{PLAYERS}md|{BOARD_1}|ah|Board 1|sv|o|\nmb|1C|mb|1H|mb|p|mb|p|mb|p|pc|SA|"
    with pytest.raises(lin.LinError) as caught:
        lin.played(text)
    assert str(caught.value) == (
        "line 2: board 1 (mb, pc, mc): card 1 (SA, South, trick 1): South does not hold the ♠A"
    )


def test_a_claim_that_is_not_a_number_is_refused():
    text = f"md|{BOARD_1}|ah|Board 1|mb|p|mb|p|mb|1S|mb|p|mb|p|mb|p|mc|all|"
    with pytest.raises(lin.LinError, match="board 1 \\(mb, pc, mc\\): the claim 'all' is not"):
        lin.played(text)


# Titles (vg) as they are written in the online site's vugraph archive (its match titles,
# e.g. "Camrose Trophy Match 1,6th March 2004,I,1,30,Wales,0,N Ireland,0"); the dates are
# read off them by hand.
@pytest.mark.parametrize(
    ("title", "day"),
    [
        ("Camrose Trophy - Match 1,6th March 2004,I,1,30,Wales,0,N Ireland,0", "2004-03-06"),
        ("Camrose Trophy Match 3,11Jan 2004,I,1,30,N Ireland,0,England,0", "2004-01-11"),
        ("Camrose 2003/04 Match 2,Dec 6 2003,I,1,30,England,0,Ireland,0", "2003-12-06"),
        ("<unknown>,2013_07_20,P,1,36,Team 1,0,Team 2,0", "2013-07-20"),
        ("Monday pairs 2026-11-23,Session 1,P,1,4,,0,,0", "2026-11-23"),
        ("Club pairs,Sept. 9, 2015,P,1,4,,0,,0", "2015-09-09"),
        # A year alone, a day and month that cannot be told apart, a day that is not: none.
        ("2005 Dutch Teams,Final 2,I,1,16,Modalfa,35,Crash,37", None),
        ("Club pairs,07/06/2004,P,1,4,,0,,0", None),
        ("Club pairs,2013-02-30,P,1,4,,0,,0", None),
    ],
)
def test_a_title_gives_the_sessions_date_when_it_holds_one(title, day):
    found = lin.title_date(f"vg|{title}|{HAND_RECORDS}")
    assert (found.isoformat() if found else None) == day


def test_a_file_without_a_title_has_no_date():
    assert lin.title_date(HAND_RECORDS) is None
