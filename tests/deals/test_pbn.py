"""PBN files read strictly (every problem with its line) and written in export format that
other programs read: endplay's own PBN reader takes the site's files back."""

from __future__ import annotations

import pytest
from endplay.parsers import pbn as endplay_pbn

from tests.deals.published import REALBRIDGE
from tournaments.deals import pbn
from tournaments.deals.cards import Card, Deal

ROUND = "N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73"


def realbridge_file() -> str:
    """Board 11 as the RealBridge file has it: every tag of a played board, an auction and a
    play section, comments, the recorded analysis; then the same board at another table."""
    rb = REALBRIDGE
    return f"""% PBN 2.1
% EXPORT
[Event "2021 Online Qual: Open R2"]
[Site "RealBridge"]
[Board "{rb["board"]}"]
[West "Michael Askgaard#23324"]
[Dealer "{rb["dealer"]}"]
[Vulnerable "None"]
[Deal "{rb["deal"]}"]
[Scoring "IMP"]
[Declarer "N"]
[Contract "Pass"]
[Auction "S"]
Pass Pass Pass Pass
{{ a comment
   over two lines }}
[DoubleDummyTricks "{rb["double_dummy_tricks"]}"]
[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]
{rb["table"]}
[OptimumScore "{rb["optimum_score"]}"]

[Event "#"]
[Board "{rb["board"]}"]
[Dealer "S"] ; the same board at table 4
[Deal "{rb["deal"]}"]
[Auction "S"]
1C =1= Pass 1NT =2= Pass
Pass Pass
[Play "E"]
D4 DJ D3 D5
*
[Note "1: 11-13,17-19 or clubs"]
"""


def test_a_results_file_gives_its_board_once_with_what_it_records():
    (board,) = pbn.read(realbridge_file())
    assert (board.board, board.dealer, board.vulnerability) == (11, "S", "none")
    assert board.deal == Deal.parse(REALBRIDGE["deal"])
    assert board.par_score == 90
    assert board.tricks["N"] == {"NT": 7, "S": 7, "H": 6, "D": 6, "C": 7}
    assert board.tricks["W"]["C"] == 5
    assert board.line == 9


def test_the_compact_double_dummy_tag_reads_like_the_table():
    text = realbridge_file()
    table_start = text.index("[OptimumResultTable")
    compact_only = text[:table_start] + text[text.index("[OptimumScore") :]
    (full,) = pbn.read(text)
    (compact,) = pbn.read(compact_only)
    assert compact.tricks == full.tricks


def board(number: int, deal: str, dealer: str = "N", vul: str = "None", extra: str = "") -> str:
    return (
        f'[Board "{number}"]\n[Dealer "{dealer}"]\n[Vulnerable "{vul}"]\n[Deal "{deal}"]\n{extra}'
    )


@pytest.mark.parametrize(
    ("deal", "said"),
    [
        (ROUND.replace("AT62 A", "AT6 A"), "North has 12 cards; every hand holds 13"),
        (ROUND[:-3] + "J72", "the \u26632 is in both North's and West's hands"),
        ("N:AKQ", "a deal has four hands; this one has 1"),
    ],
)
def test_a_wrong_deal_is_refused_with_its_line(deal, said):
    # Board 1 on lines 1-4, a blank line, board 2 on lines 6-9 (its deal on line 9).
    text = board(1, ROUND) + "\n" + board(2, deal)
    with pytest.raises(pbn.PbnError) as caught:
        pbn.read(text)
    assert str(caught.value) == f"line 9: board 2: {said}"


SWAPPED = "N:Q84.K95.AT62.J73 AT62.J73.Q84.K95 K95.AT62.J73.Q84 J73.Q84.K95.AT62"
MANY_WRONGS = f"""[Board "4"]
[Dealer "X"]
[Deal "{ROUND}"]

[Board "2"]
[Deal "{ROUND[:-3] + "J76"}"]

[Board "3"]
[Dealer "S"]

[Deal "{ROUND}"]

[Board "1"]
[Deal "{ROUND}"]

[Board "1"]
[Deal "{SWAPPED}"]

[Board 5]
"""


def test_every_problem_of_a_file_is_reported():
    with pytest.raises(pbn.PbnError) as caught:
        pbn.read(MANY_WRONGS)
    said = [f"line {line}: {text}" for line, text in caught.value.problems]
    assert said == [
        "line 2: board 4: the dealer 'X' is not N, E, S or W",
        "line 6: board 2: the \u26636 is in both North's and West's hands",
        'line 8: board 3: no [Deal "..."] tag',
        'line 11: a deal without a board number: add [Board "N"]',
        "line 17: board 1 again, with another deal than at line 14",
        "line 19: '[Board 5]' is not a tag: write [Name \"value\"]",
    ]


def test_a_file_without_a_deal_is_refused():
    with pytest.raises(pbn.PbnError, match="holds no deal"):
        pbn.read('% PBN 2.1\n[Event "Only a heading"]\n')


def test_the_export_reads_back_the_same_and_other_readers_take_it():
    tricks = pbn.read(realbridge_file())[0].tricks
    boards = [
        {"board": 11, "dealer": "S", "vulnerability": "none",
         "deal": Deal.parse(REALBRIDGE["deal"]), "tricks": tricks, "par_score": 90,
         "par_contracts": ["1NTN", "1NTS"]},
        {"board": 12, "dealer": "W", "vulnerability": "ns", "deal": Deal.parse(ROUND),
         "trump": Card("C", "3")},
    ]  # fmt: skip
    text = pbn.write(pbn.Header('The "Compass" night', date="2026.11.20", scoring="MP"), boards)
    assert '[OptimumScore "NS 90"]' in text and '[ParContract "NS 1NT"]' in text
    assert f'[DoubleDummyTricks "{REALBRIDGE["double_dummy_tricks"]}"]' in text
    assert '[Deal "W:Q84.K95.AT62.J73 J73.Q84.K95.AT62' in text  # from the dealer
    back = pbn.read(text)
    assert [(b.board, b.deal, b.dealer, b.vulnerability) for b in back] == [
        (11, Deal.parse(REALBRIDGE["deal"]), "S", "none"),
        (12, Deal.parse(ROUND), "W", "ns"),
    ]
    assert back[0].tricks == tricks and back[0].par_score == 90
    assert back[1].trump == Card("C", "3") and back[1].tricks is None
    theirs = endplay_pbn.loads(text)
    assert [b.board_num for b in theirs] == [11, 12]
    assert theirs[0].deal.to_pbn() == REALBRIDGE["deal"]
    assert theirs[1].dealer is not None and theirs[1].dealer.abbr == "W"
    # The deal is on line 16: four lines of heading, a blank line, then ten tags before it.
    assert pbn.read(text)[0].line == 16
    assert theirs[0].info["OptimumScore"] == "NS 90"


@pytest.mark.parametrize(
    ("contracts", "written"),
    [(["4SN", "4SS"], "NS 4S"), (["5HXE-1", "5HXW-1"], "EW 5HX-1"), (["3NTS+1"], "S 3NT+1"),
     (["3SN", "3SS", "3HN", "3HS"], "NS 3S; NS 3H"), ([], "Pass")],
)  # fmt: skip
def test_par_contracts_are_written_by_side(contracts, written):
    assert pbn.par_contract_text(contracts) == written


@pytest.mark.parametrize("character", ["\x00", "\x07", "\x1b", "\x7f", "\x1c"])
def test_a_control_character_is_refused_with_its_line(character):
    """PBN 2.1, section 3.1: a file is printable text (tab and the line ends aside). A NUL in
    a tag value was once accepted and stored."""
    text = f'[Event "Club"]\n[Board "1"]\n[Deal "{ROUND}"]\n[Site "Hall{character}"]\n'
    with pytest.raises(pbn.PbnError) as refused:
        pbn.read(text)
    line, said = refused.value.problems[0]
    assert (line, str(said)) == (
        4,
        f"the line holds the control character U+{ord(character):04X}: PBN is text",
    )


def test_a_board_repeated_with_the_same_deal_stays_ordinary_pbn():
    once = f'[Board "1"]\n[Deal "{ROUND}"]\n'
    assert len(pbn.read(once + "\n" + once + "\t\n")) == 1


# Board 1 as the largest online site's PBN writes it (hand-made in that shape): several Note
# tags in one game, each naming an alert of the auction, and commentary between the tags.
NOTED = f"""% PBN 2.1
[Event "Online club pairs"]
[Site "BBO"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "{ROUND}"]
{{ Commentary: the lead
   was the ♠A. }}
[Auction "N"]
1C =1= 1H =2= Pass Pass
Pass
[Note "1:Could be short"]
[Note "2:Natural, 8-16"]
[Note "3:A third note"]
[Contract "1H"]
[Declarer "E"]
[Result "7"]

[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:{ROUND[2:]}"]
[Note "1:One note"]
[Note "1:Another note"]
"""


def test_a_game_with_several_notes_and_commentary_is_read():
    boards = pbn.read(NOTED)
    assert [(b.board, b.dealer, b.vulnerability) for b in boards] == [
        (1, "N", "none"),
        (2, "E", "ns"),
    ]
    assert boards[0].deal == Deal.parse(ROUND)
    # Board 2's hands are the same four, written from East: East holds what North held.
    assert boards[1].deal.hand("E") == Deal.parse(ROUND).hand("N")


def test_a_kept_tag_said_two_ways_in_one_game_is_still_refused():
    text = f'[Board "1"]\n[Dealer "N"]\n[Dealer "S"]\n[Deal "{ROUND}"]\n'
    with pytest.raises(pbn.PbnError) as caught:
        pbn.read(text)
    assert (
        str(caught.value) == "line 3: a second [Dealer] tag in one game, different from the first"
    )


def test_a_noted_file_repeating_a_board_with_another_deal_is_still_refused():
    again = f'\n[Board "1"]\n[Note "1:x"]\n[Note "2:y"]\n[Deal "{SWAPPED}"]\n'
    with pytest.raises(pbn.PbnError) as caught:
        pbn.read(NOTED + again)
    assert [str(text) for _line, text in caught.value.problems] == [
        "board 1 again, with another deal than at line 7"
    ]
