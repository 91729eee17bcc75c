"""``manage.py pbn export``: a finished pairs event's results as PBN 2.1, read back by endplay's
PBN parser (not the site's own reader).

The event is the USEBIO export test's (tests/web/exchange/test_usebio_export.py): three
tables, one board a round, two winners.  Board 1 (love all): table 1 4S by N making 10
(+420), table 2 4S by N 9 (-50), table 3 3NT by S 10 (+430).  Board 2 (NS vulnerable): 2H by E
8 (-110), 2H by E 9 (-140), 3C by N 9 (+110).  Board 3 (EW vulnerable): 3NT by W 9 (-600)
twice, 4S by N 10 (+420).  By the club's rules (1 for each result beaten, ½ for a tie; top 2):
board 1 NS 1, 0, 2; board 2 NS 1, 0, 2; board 3 NS ½, ½, 2; each line's East-West figure is
2 less North-South's, its percentages the figures out of 2.  NS pair 1: 2.5 of 6, 41.67%,
second; NS 2: ½, 8.33%, third; NS 3: 6, 100%, first.

PBN 2.1 (the standard's section on tables, and files from the scoring programs in use) names
the columns: ``PairId_NS``, ``Contract``, ``Score_NS``, ``MP_NS``, ``Percentage_NS``... for a
traveller, ``Rank``, ``PairId``, ``Direction``, ``TotalScoreMP``, ``TotalPercentage``,
``Names``, ``NrBoards`` for the ranking.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse
from endplay.parsers import pbn as endplay_pbn

from tests.builders import enter_contract, make_bridge_mitchell, make_whist_mitchell
from tests.web.deals.events import PAR_140
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal

pytestmark = pytest.mark.django_db

PLAYED = {
    1: [(1, "4S", "N", 10), (2, "4S", "N", 9), (3, "3NT", "S", 10)],
    2: [(1, "2H", "E", 8), (2, "2H", "E", 9), (3, "3C", "N", 9)],
    3: [(1, "3NT", "W", 9), (2, "3NT", "W", 9), (3, "4S", "N", 10)],
}
NS_FIGURES = {1: ("1", "0", "2"), 2: ("1", "0", "2"), 3: ("0.5", "0.5", "2")}
# The score in the column of the side that scored it, by board and table: (Score_NS, Score_EW).
SCORES = {
    1: [("420", "-"), ("-", "50"), ("430", "-")],
    2: [("-", "110"), ("-", "140"), ("110", "-")],
    3: [("-", "600"), ("-", "600"), ("420", "-")],
}


def _event(organiser, *, dealt: bool) -> m.Event:
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    services.register_entrant(
        event.entrants.get(label="1NS"), by=organiser, player_names=["Ada Byron", "Bea Lane"]
    )
    if dealt:
        services.set_deal(event, 1, Deal.parse(PAR_140), by=organiser)
    for tray, lines in PLAYED.items():
        for table, contract, declarer, tricks in lines:
            enter_contract(event, organiser, tray, table, contract, declarer, tricks)
    services.finish_event(event, by=organiser)
    event.refresh_from_db()
    return event


def _export(event, tmp_path) -> str:
    out = tmp_path / "results.pbn"
    call_command("pbn", "export", event.slug, "--out", str(out))
    return out.read_text(encoding="utf-8")


def _rows(info) -> list[dict[str, str]]:
    """A table read by endplay as dicts by column; endplay splits a row at every space, so a
    quoted item with spaces is put back together."""
    names = [h["name"] if isinstance(h, dict) else h for h in info["headers"]]
    out = []
    for raw in info["rows"]:
        items, open_ = [], None
        for token in raw:
            if open_ is not None:
                open_ += " " + token
                if token.endswith('"'):
                    items.append(open_.strip('"'))
                    open_ = None
            elif token.startswith('"') and not (len(token) > 1 and token.endswith('"')):
                open_ = token
            else:
                items.append(token.strip('"'))
        out.append(dict(zip(names, items, strict=True)))
    return out


def _ew_pair(event, tray: int, table: int) -> str:
    seating = m.Seating.objects.get(round__event=event, table__number=table, trays__number=tray)
    return str(seating.ew.number)


def test_each_board_with_its_traveller_and_the_deal_it_has(organiser, tmp_path):
    event = _event(organiser, dealt=True)
    text = _export(event, tmp_path)
    assert text.startswith("% PBN 2.1\n% IMPORT\n")  # trays 2 and 3 have no deal
    boards = endplay_pbn.loads(text)
    assert [b.board_num for b in boards] == [1, 2, 3]
    assert boards[0].deal.to_pbn() == PAR_140
    assert str(boards[0].info["OptimumScore"]) == "NS 140"
    assert [b.vul.name for b in boards] == ["none", "ns", "ew"]
    for board in boards:
        rows = _rows(board.info["ScoreTable"])
        number = board.board_num
        assert [r["PairId_NS"] for r in rows] == ["1", "2", "3"]
        assert [r["PairId_EW"] for r in rows] == [_ew_pair(event, number, t) for t in (1, 2, 3)]
        assert [(r["Contract"], r["Declarer"], r["Result"]) for r in rows] == [
            (c, d, str(t)) for _, c, d, t in PLAYED[number]
        ]
        assert [(r["Score_NS"], r["Score_EW"]) for r in rows] == SCORES[number]
        for row, ns in zip(rows, NS_FIGURES[number], strict=True):
            assert Decimal(row["MP_NS"]) == Decimal(ns)
            assert Decimal(row["MP_EW"]) == 2 - Decimal(ns)
            assert Decimal(row["Percentage_NS"]) == Decimal(ns) * 50
            assert Decimal(row["Percentage_NS"]) + Decimal(row["Percentage_EW"]) == 100


def test_the_ranking_in_the_total_score_table(organiser, tmp_path):
    boards = endplay_pbn.loads(_export(_event(organiser, dealt=False), tmp_path))
    assert "TotalScoreTable" not in boards[1].info
    rows = _rows(boards[0].info["TotalScoreTable"])
    ns = {r["PairId"]: r for r in rows if r["Direction"] == "N-S"}
    got = {n: (r["Rank"], r["TotalScoreMP"], r["TotalPercentage"]) for n, r in ns.items()}
    assert got == {
        "3": ("1", "6.00", "100.00"),
        "1": ("2", "2.50", "41.67"),
        "2": ("3", "0.50", "8.33"),
    }
    assert ns["1"]["Names"] == "Ada Byron - Bea Lane"
    assert {r["NrBoards"] for r in rows} == {"3"}
    ew = [r for r in rows if r["Direction"] == "E-W"]
    assert sum(Decimal(r["TotalScoreMP"]) for r in ew) == 9  # 3 boards, 3 match points each
    assert [r["Rank"] for r in rows[:3]] == ["1", "2", "3"]


def test_without_deals_the_boards_have_no_deal_tag(organiser, tmp_path):
    text = _export(_event(organiser, dealt=False), tmp_path)
    assert "[Deal " not in text
    assert '[Board "2"]' in text and '[Dealer "' in text and '[Vulnerable "NS"]' in text


@pytest.mark.parametrize("case", ["unfinished", "whist", "unknown"])
def test_refusals_exit_with_status_2_and_write_nothing(organiser, tmp_path, case):
    if case == "unfinished":
        slug, why = make_bridge_mitchell(organiser, tables=3).slug, "not finished"
    elif case == "whist":
        event = make_whist_mitchell(organiser, tables=3)
        event.status = m.Status.FINISHED
        event.save()
        slug, why = event.slug, "PBN records contract bridge"
    else:
        slug, why = "no-such-event", "no event 'no-such-event'"
    out = tmp_path / "x.pbn"
    with pytest.raises(CommandError, match=why) as refused:
        call_command("pbn", "export", slug, "--out", str(out))
    assert refused.value.returncode == 2
    assert not out.exists()


def test_the_director_downloads_it_from_the_event_page(client, organiser):
    event = _event(organiser, dealt=False)
    client.force_login(organiser)
    page = client.get(reverse("event", args=[event.slug])).content.decode()
    assert reverse("event-pbn", args=[event.slug]) in page
    response = client.get(reverse("event-pbn", args=[event.slug]))
    assert response["Content-Type"].startswith("text/x-pbn")
    assert f'filename="{event.slug}.pbn"' in response["Content-Disposition"]
    boards = endplay_pbn.loads(response.content.decode())
    assert [b.board_num for b in boards] == [1, 2, 3]


def test_a_refusal_in_the_browser_is_a_message_on_the_event_page(client, organiser):
    event = make_bridge_mitchell(organiser, tables=3)
    client.force_login(organiser)
    response = client.get(reverse("event-pbn", args=[event.slug]), follow=True)
    assert response.redirect_chain[-1][0] == reverse("event", args=[event.slug])
    assert "is not finished" in response.content.decode()
