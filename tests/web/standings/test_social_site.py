"""Mitchell's social game through the site: set up in the wizard, guide cards printed for
ladies and gentlemen, results entered table by table, the four winners on the standings.

The figures are the hand-worked example of tests/scoring/test_social.py (three tables, one
hand dealt at each), after the source's lines 2020-2033 and 2057-2061.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.printing.pdfread import page_with, pages_text
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db

BASICS = {
    "name": "Ladies and gentlemen",
    "date": "2026-12-12",
    "venue": "Assembly rooms",
    "game": "whist",
    "form": "individuals",
    "entrants": "12",
    "minutes_per_board": "7.5",
    "session_minutes": "180",
    "step": "recommend",
}
# (tray, table, North-South tricks) in the regular order at three tables.
RESULTS = [(1, 1, 7), (2, 2, 5), (3, 3, 6), (2, 1, 6), (3, 2, 6), (1, 3, 8), (3, 1, 10),
           (1, 2, 9), (2, 3, 10)]  # fmt: skip


def _set_up(client, winners: str, method: str = "", players: str = "12") -> m.Event:
    basics = {**BASICS, "entrants": players}
    rows = client.post("/organise/new/", basics).context["rows"]
    value = next(
        v
        for v, rec in rows
        if rec.kind == "mitchell-social"
        and rec.options["winners"] == winners
        and rec.options.get("method", "") == method
    )
    data = {**basics, "step": "create", "movement": value, "scoring_method": "matchpoints"}
    response = client.post("/organise/new/", {**data, "boards_per_round": "1"})
    assert response.status_code == 302
    return m.Event.objects.get()


def _name_and_start(event: m.Event, by) -> None:
    for entrant in event.entrants.all():
        title = "Mrs" if entrant.label[-1] in "NE" else "Mr"
        services.register_entrant(entrant, by=by, player_names=[f"{title} {entrant.label}"])
    services.start_event(event, by=by)
    event.refresh_from_db()


def test_set_up_in_the_wizard_and_guide_cards_for_ladies_and_gentlemen(organiser_client, organiser):
    event = _set_up(organiser_client, "four")
    assert (event.movement_kind, event.movement_size) == ("mitchell-social", 12)
    assert event.movement_options == {"winners": "four"} and event.boards_per_round == 1
    page = organiser_client.get(reverse("entrants", args=[event.slug])).content.decode()
    assert "ladies North and East (3N, 3E) sit still all session" in page
    _name_and_start(event, organiser)
    url = reverse("print-paper", args=[event.slug, "guide-cards"])
    response = organiser_client.get(url)
    assert response["Content-Type"] == "application/pdf"
    pages = pages_text(response.content)
    text = " ".join(pages)
    # Lady 2N sits still at table 2, North, and meets the gentlemen of 2, 1 and 3 in turn.
    lady = text[text.index("Lady 2N Mrs 2N") : text.index("Lady 2E Mrs 2E")]
    assert "1 2 North 2 " in lady and "2 2 North 3 " in lady and "3 2 North 1 " in lady
    # Gentleman 2S moves East: tables 2, 3, 1, always South; the trays come the other way.
    gentleman = text[text.index("Gentleman 2S Mr 2S") : text.index("Gentleman 2W Mr 2W")]
    assert "1 2 South 2 " in gentleman and "2 3 South 1 " in gentleman
    assert "3 1 South 3 " in gentleman
    assert page_with(pages, "Gentleman 3W")


def test_entered_table_by_table_and_the_four_winners(organiser_client, organiser, client):
    event = _set_up(organiser_client, "four")
    _name_and_start(event, organiser)
    table = m.Table.objects.get(event=event, number=1)
    entry = client.post(
        reverse("table-entry", args=[table.secret]),
        {"tray": "1", "t1-ns_tricks": "7", "action": "save"},
    )
    assert entry.status_code == 302
    for tray, number, ns in RESULTS[1:]:
        services.record_whist_slip(
            event, tray_number=tray, table_number=number, ns_tricks=ns, ew_tricks=None,
            by=organiser,
        )  # fmt: skip
    services.publish_event(event, by=organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "<h2>The winners (Mitchell's social game)</h2>" in page
    assert "<strong>Best lady, North:</strong> 3N Mrs 3N" in page
    assert "<strong>Best lady, East:</strong> 2E Mrs 2E" in page
    assert "<strong>Best gentleman, South:</strong> 1S Mr 1S, 2S Mr 2S" in page
    assert "<strong>Best gentleman, West:</strong> 3W Mr 3W" in page
    # 3N took 24 tricks, 5/3 above the average; 2N 20, 7/3 below.
    assert '<td class="nowrap">3N</td><td class="names-cell">Mrs 3N</td>' in page
    assert '<td class="num">24</td><td class="num">+1.67</td>' in page
    assert '<td class="num">20</td><td class="num">-2.33</td>' in page


def test_the_best_lady_and_gentleman_when_a_choice_is_necessary(organiser_client, organiser):
    event = _set_up(organiser_client, "two")
    assert event.movement_options == {"winners": "two"}
    _name_and_start(event, organiser)
    for tray, number, ns in RESULTS:
        services.record_whist_slip(
            event, tray_number=tray, table_number=number, ns_tricks=ns, ew_tricks=None,
            by=organiser,
        )  # fmt: skip
    page = organiser_client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "<strong>Best lady:</strong> 2E Mrs 2E" in page
    assert "<strong>Best gentleman:</strong> 3W Mr 3W" in page
    assert "Best lady, North" not in page


def test_an_even_number_of_tables_the_bell_and_the_overplay_table_on_paper(
    organiser_client, organiser
):
    # Lines 2040-2055: sixteen players at four tables.  The second method: the indicator cards
    # call the skip and the gentlemen's guide cards the bell.
    event = _set_up(organiser_client, "four", method="skip", players="16")
    assert event.movement_options == {"winners": "four", "method": "skip"}
    _name_and_start(event, organiser)
    cards = organiser_client.get(reverse("print-table-cards", args=[event.slug])).content
    text = " ".join(pages_text(cards))
    assert "SKIP: movers go one table further than usual" in text
    assert "bell: the gentlemen meet their first trays" in text
    guide = " ".join(pages_text(organiser_client.get(
        reverse("print-paper", args=[event.slug, "guide-cards"])).content))  # fmt: skip
    gentleman = guide[guide.index("Gentleman 1S Mr 1S") : guide.index("Gentleman 1W Mr 1W")]
    assert "at the bell, one table further" in gentleman
    assert "3 4 South" in gentleman  # round 3 at table 4: table 3 skipped


def test_the_first_method_through_the_wizard(organiser_client, organiser):
    event = _set_up(organiser_client, "four", players="16")  # auto: the first method
    _name_and_start(event, organiser)
    cards = organiser_client.get(reverse("print-table-cards", args=[event.slug])).content
    text = " ".join(pages_text(cards))
    assert "share trays with table 3" in text  # table 2, the middle one, overplays table 3's
    assert m.Tray.objects.filter(event=event).count() == 3 * event.boards_per_round


# Six tables in two rooms of three (lines 2037-2038): the first room plays RESULTS, the second
# takes 7 tricks North-South on every hand.  Hand averages over the six tables: tray 1
# (7 + 9 + 8 + 3 x 7) / 6 = 7.5, tray 2 (6 + 5 + 10 + 21) / 6 = 7, tray 3 (10 + 6 + 6 + 21) / 6
# = 43/6.  Lady 3N held 8, 10 and 6: 24 tricks, 0.5 + 3 - 7/6 = 7/3 above; lady 4N 21 tricks,
# -0.5 + 0 - 1/6 = -2/3.
ROOM_TWO = [(tray, table + 3, 7) for tray, table, _ns in RESULTS]


def test_half_the_tables_odd_two_rooms_on_the_same_hands(organiser_client, organiser):
    event = _set_up(organiser_client, "four", method="halves", players="24")
    assert event.movement_options == {"winners": "four", "method": "halves"}
    _name_and_start(event, organiser)
    assert m.Tray.objects.filter(event=event).count() == 3 * event.boards_per_round
    cards = " ".join(pages_text(organiser_client.get(
        reverse("print-table-cards", args=[event.slug])).content))  # fmt: skip
    assert "trays to table 6" in cards  # table 4's copies go West round the second room
    for tray, number, ns in RESULTS + ROOM_TWO:
        services.record_whist_slip(
            event, tray_number=tray, table_number=number, ns_tricks=ns, ew_tricks=None,
            by=organiser,
        )  # fmt: skip
    page = organiser_client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "<strong>Best lady, North:</strong> 3N Mrs 3N" in page
    assert '<td class="num">24</td><td class="num">+2.33</td>' in page
    assert '<td class="nowrap">4N</td><td class="names-cell">Mrs 4N</td>' in page
    assert '<td class="num">21</td><td class="num">-0.67</td>' in page
