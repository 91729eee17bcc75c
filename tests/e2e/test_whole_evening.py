"""The whole weekly bridge evening in a real browser, as a new director runs it: thirteen pairs
of contract bridge in a Mitchell, from the wizard to the published results, on a laptop
(1280x800) and the tables' phones (360x740).

The director sets the event up in the wizard, names the pairs, starts it and prints the table
cards; the tables enter their results from their phones (one board a round through the pad
itself, the rest through the pad's own save and accept, as a phone sends them); the director
rules an assigned score (3NT-1 by West); a pair leaves and its opponents get average-plus; a
late pair takes the missing pair's seat; one phone goes offline and sends its result when it
comes back; a table that has seen a traveller asks for a change and the director accepts it;
the director calls every round, finishes, reopens, finishes again and publishes, then downloads
every export and reads each back.

Figures checked by hand: 3NT by West one down, North-South vulnerable or not, East-West's side
decides: -50 not vulnerable, -100 vulnerable, so North-South score +50 or +100 (Law 77).
"""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from tests.builders import club_user
from tests.e2e.conftest import leave, screenshot
from tests.e2e.pad import open_pad, sideways, wait_sent
from tournaments import models as m
from tournaments import services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}


def confirm(page, button: str) -> None:
    """Click a desk button, read the page that says what will happen, and confirm."""
    page.click(f"main button:has-text('{button}')")
    page.wait_for_selector("text=What will happen")
    page.click(f"main .confirm button:has-text('{button}')")
    page.wait_for_load_state()


def set_up(page, url: str) -> m.Event:
    """The wizard: contract bridge pairs, 13 pairs, three hours; the pairs named; started."""
    page.goto(f"{url}/login/")
    page.fill("#id_username", "director")
    page.fill("#id_password", "pw-director-1")
    page.click("main button[type=submit]")
    page.wait_for_selector("text=Your events")
    page.goto(f"{url}/organise/new/")
    page.fill("#id_name", "Thursday pairs")
    page.select_option("#id_game", "bridge")
    page.select_option("#id_form", "pairs")
    page.fill("#id_entrants", "13")
    page.fill("#id_session_minutes", "180")
    page.click("text=Show the movements that fit")
    page.locator("label:has-text('Mitchell, 7 tables')").first.click()
    page.select_option("#id_scoring_method", "matchpoints")
    page.click("text=Create event")
    page.wait_for_selector("text=Pairs for Thursday pairs")
    event = m.Event.objects.get(name="Thursday pairs")
    for entrant in event.entrants.all():
        page.fill(f"input[name='{entrant.label}-player_1']", f"North {entrant.label}")
        page.fill(f"input[name='{entrant.label}-player_2']", f"South {entrant.label}")
    page.click("text=Save pairs")
    page.wait_for_selector("text=Pairs saved.")
    page.click("text=Back to the event")
    confirm(page, "Start the event")
    page.wait_for_selector("text=seatings are out")
    return m.Event.objects.get(pk=event.pk)


def pdf_text(content: bytes) -> str:
    assert content.startswith(b"%PDF")
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(content)).pages)


def fetch(page, url: str) -> bytes:
    """A download in the director's own session (the browser's cookies)."""
    response = page.request.get(url)
    assert response.status == 200, (url, response.status, response.text()[:300])
    return response.body()


def line_for(tray: int, table: int) -> tuple[str, str, int]:
    """A plausible result for the tray at the table: the contract, declarer and tricks."""
    contract, declarer, tricks = CONTRACTS[tray % len(CONTRACTS)]
    return contract, declarer, tricks + (table % 3) - 1


CONTRACTS = [("4S", "N", 10), ("3NT", "E", 9), ("2H", "S", 8), ("5D", "W", 11)]


def played(event: m.Event, number: int) -> list[m.Seating]:
    """The seatings of a round with two pairs (a missing pair's table plays nothing)."""
    return list(
        m.Seating.objects.filter(round__event=event, round__number=number)
        .exclude(ns=None)
        .exclude(ew=None)
        .select_related("table")
        .order_by("table__number")
    )


def the_rest_of_the_round(event: m.Event, number: int) -> None:
    """Every board of the round not yet stored, saved and accepted as the phones send them."""
    for seating in played(event, number):
        stored = set(
            m.Result.objects.filter(seating=seating).values_list("tray__number", flat=True)
        )
        for tray in sorted(t.number for t in seating.trays.all()):
            if tray in stored:
                continue
            contract, declarer, tricks = line_for(tray, seating.table.number)
            entry = services.BridgeEntry(0, contract, declarer, tricks)
            result = services.record_at_table(seating.table, tray, entry)
            services.accept_at_table(seating.table, result.pk)


def first_tray(event: m.Event, number: int, table: int) -> int:
    seating = m.Seating.objects.get(round__event=event, round__number=number, table__number=table)
    return min(t.number for t in seating.trays.all())


def on_the_pad(phone, url: str, table: m.Table, tray: int, line: tuple) -> m.Result:
    """One board through the real pad at 360x740, and the opponents' tap on Accept."""
    taps = open_pad(phone, f"{url}/t/{table.secret}/")
    level, strain, declarer, relative = line
    taps.contract(tray, level, strain, declarer, relative)
    wait_sent(phone)
    result = m.Result.objects.get(
        seating__table=table, tray__number=tray, seating__round__number=table.event.current_round
    )
    phone.locator(f"#pad [data-act=accept][data-val='{result.pk}']").click()
    phone.wait_for_function("() => /Accepted/.test(document.querySelector('#pad').innerText)")
    assert sideways(phone) == []
    return result


def call_round(laptop, url: str, event: m.Event, number: int) -> None:
    laptop.goto(f"{url}/e/{event.slug}/run/")
    confirm(laptop, f"Call round {number}")
    laptop.wait_for_selector(f"text=Round {number} called.")


def test_the_whole_thirteen_pair_evening(live_server, browser):
    url = live_server.url
    club_user("director", password="pw-director-1")
    laptop = browser.new_context(viewport=LAPTOP).new_page()
    laptop.set_default_timeout(15000)
    phone = browser.new_context(viewport=PHONE, is_mobile=True).new_page()
    phone.set_default_timeout(15000)
    try:
        evening(laptop, phone, url)
    finally:
        leave(phone)
        leave(laptop)


def evening(laptop, phone, url: str) -> None:
    event = set_up(laptop, url)
    laptop.goto(f"{url}/e/{event.slug}/print/")
    assert "Table 7" in pdf_text(fetch(laptop, f"{url}/e/{event.slug}/print/table-cards.pdf"))
    tables = {t.number: t for t in event.tables.all()}

    # Round 1: table 1 on its phone; table 2's first board ruled by the director.
    on_the_pad(phone, url, tables[1], first_tray(event, 1, 1), (4, "S", "N", 0))
    ruled = first_tray(event, 1, 2)
    seating = m.Seating.objects.get(round__event=event, round__number=1, table__number=2)
    laptop.goto(f"{url}/e/{event.slug}/enter/tray/{ruled}/rule/{seating.pk}/")
    laptop.check("input[name=kind][value=assigned]")
    laptop.fill("#id_result_1", "3NT-1 W")
    laptop.fill("#id_reason", "West's hesitation before 3NT; the assigned result")
    laptop.click("text=Record the ruling")
    laptop.wait_for_selector("text=table 2: SCORE 3NT-1 W")
    the_rest_of_the_round(event, 1)
    # A late pair takes the missing pair's seat from round 2: the desk says whom to tell.
    laptop.goto(f"{url}/e/{event.slug}/run/")
    laptop.fill("#late-1", "Late")
    laptop.fill("#late-2", "Comer")
    laptop.fill("#late-round", "2")
    confirm(laptop, "Seat the new pair")
    laptop.wait_for_selector("text=Tell the tables, reprint the cards")
    told = laptop.inner_text("ul.tell")
    assert "Table 7" in told
    reprint = laptop.get_attribute("a:has-text('Reprint these table cards')", "href")
    assert "Table 7" in pdf_text(fetch(laptop, url + reprint))
    screenshot(laptop, "evening-late-pair")
    call_round(laptop, url, event, 2)
