"""After a late pair, a pair that leaves or a renewed link, the desk lists the tables to tell
(and what to tell them) and the cards to reprint, and prints just those cards.

The late pair, worked by hand: a five-table Mitchell for nine pairs has no 5 NS, so table 5
plays no trays; East-West move up one table and the trays down one, so table 1's trays go to
the relay stand and on to table 4, and table 4's East-West sit out at table 5 the next round.
A pair joining for round 2 (during round 1) becomes 5 NS: from now on table 1's trays go to
table 5; table 4's East-West go to table 5 and play there, and table 4 no longer takes trays
from the relay stand; table 5 plays 5 NS against 4 EW, 3 EW, 2 EW and 1 EW in rounds 2 to 5.
Tables 2 and 3 pass trays and East-West as before.  So tables 1, 4 and 5 are told, and the
guide cards to reprint are 5 NS's (new) and those of 4 EW, 3 EW, 2 EW and 1 EW, who now play
5 NS instead of sitting out in round 2, 3, 4 and 5.
"""

from __future__ import annotations

import io

from django.urls import reverse
from pypdf import PdfReader

from tests.builders import make_whist_mitchell
from tests.web.session.test_desk_confirm import YES
from tests.web.session.test_late_pair import mitchell
from tournaments import models as m


def kept(client, event) -> dict:
    return client.session[f"desk-changes:{event.pk}"]


def pdf_text(content: bytes) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(content))
    return len(reader.pages), "\n".join(page.extract_text() for page in reader.pages)


def test_a_late_pair_lists_the_tables_to_tell_and_the_cards_to_reprint(organiser_client, organiser):
    event = mitchell(organiser)
    organiser_client.post(
        reverse("run-late", args=[event.slug]),
        {"player_1": "Late", "player_2": "Comer", "round": "2", **YES},
    )
    changes = kept(organiser_client, event)
    assert [t["table"] for t in changes["tables"]] == [1, 4, 5]
    assert sorted(e["label"] for e in changes["entrants"]) == [
        "1EW", "2EW", "3EW", "4EW", "5NS",
    ]  # fmt: skip
    tell = {t["table"]: [line for _key, line in t["tell"]] for t in changes["tables"]}
    assert any(line.startswith("Round 1:") and "trays to table 5" in line for line in tell[1])
    assert any(line.startswith("Round 1:") and "EW to table 5" in line for line in tell[4])
    assert any("5 NS (Late & Comer) v EW 4 EW" in line for line in tell[5])

    desk = organiser_client.get(reverse("run", args=[event.slug])).content.decode()
    assert "Tell the tables, reprint the cards" in desk
    cards = reverse("print-paper", args=[event.slug, "table-cards"]) + "?only=1,4,5"
    assert cards in desk
    pages, text = pdf_text(organiser_client.get(cards).content)
    whole, _all = pdf_text(
        organiser_client.get(reverse("print-paper", args=[event.slug, "table-cards"])).content
    )
    assert "Table 1" in text and "Table 4" in text and "Table 5" in text
    assert "Table 2" not in text and "Table 3" not in text
    assert pages < whole  # two cards to a page: 3 cards on 2 pages, 5 on 3
    guides = reverse("print-paper", args=[event.slug, "guide-cards"]) + "?only="
    assert guides in desk
    _pages, text = pdf_text(organiser_client.get(guides + "5NS,4EW").content)
    assert "Late & Comer" in text
    assert text.count("Mitchell, 5 tables") == 2  # each card's heading names the movement

    organiser_client.post(reverse("run-changes-done", args=[event.slug]))
    desk = organiser_client.get(reverse("run", args=[event.slug])).content.decode()
    assert "Tell the tables, reprint the cards" not in desk


def test_a_pair_that_leaves_lists_its_opponents_tables_and_cards(organiser_client, organiser):
    """A full five-table Mitchell; 1 EW leaves from round 2 (its opponents sit out).  It would
    have met 2 NS at table 2 in round 2, 3 NS at table 3 in round 3, 4 NS at table 4 in round
    4 and 5 NS at table 5 in round 5: those NS pairs sit out then, and table 1's card no
    longer sends its East-West on to table 2 after round 1."""
    event = make_whist_mitchell(organiser, tables=5, boards_per_round=2)
    organiser_client.post(
        reverse("run-pair", args=[event.slug]),
        {"entrant": "1EW", "what": "withdraw", "round": "2", **YES},
    )
    changes = kept(organiser_client, event)
    assert [t["table"] for t in changes["tables"]] == [1, 2, 3, 4, 5]
    assert sorted(e["label"] for e in changes["entrants"]) == [
        "1EW", "2NS", "3NS", "4NS", "5NS",
    ]  # fmt: skip
    tell = {e["label"]: [line for _key, line in e["tell"]] for e in changes["entrants"]}
    assert tell["3NS"] == ["Round 3: sits out"]
    table3 = next(t for t in changes["tables"] if t["table"] == 3)
    assert [3, "Round 3: 3 NS sits out (no opponents); after the round: NS stay"] in table3["tell"]


def test_a_renewed_link_lists_its_table_card_alone(organiser_client, organiser):
    event = make_whist_mitchell(organiser, tables=3)
    organiser_client.post(reverse("run-renew", args=[event.slug, 2]), YES)
    changes = kept(organiser_client, event)
    assert changes["entrants"] == []
    assert changes["tables"] == [
        {
            "table": 2,
            "tell": [["link", "Its link was renewed: scan the new QR code (on the new card)."]],
        }
    ]
    secret = m.Table.objects.get(event=event, number=2).secret
    pdf = organiser_client.get(
        reverse("print-paper", args=[event.slug, "table-cards"]) + "?only=2"
    ).content
    pages, text = pdf_text(pdf)
    assert pages == 1 and "Table 2" in text and "Table 1" not in text
    assert secret  # the card's QR code carries the new link (drawn, not text)


def test_a_subset_of_cards_the_event_does_not_have_is_a_400(organiser_client, organiser):
    event = make_whist_mitchell(organiser, tables=3)
    url = reverse("print-paper", args=[event.slug, "table-cards"])
    for only in ("9", "²", "1,x", "", "1%00"):
        response = organiser_client.get(url, {"only": only})
        assert response.status_code == 400 and "No such table" in response.content.decode()
    guides = reverse("print-paper", args=[event.slug, "guide-cards"])
    assert organiser_client.get(guides, {"only": "7NS"}).status_code == 400
    response = organiser_client.get(
        reverse("print-paper", args=[event.slug, "results"]) + "?only=1"
    )
    assert response.status_code in (400, 404)
