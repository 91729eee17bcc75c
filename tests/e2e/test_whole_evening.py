"""The whole weekly bridge evening in a real browser, as a new director runs it: thirteen pairs
of contract bridge in a Mitchell, from the wizard to the published results, on a laptop
(1280x800) and the tables' phones (360x740).

The director sets the event up in the wizard, names the pairs, starts it and prints the table
cards; the tables enter their results from their phones (one board a round through the pad
itself, the rest through the services the pad's save and accept call); the director
rules an assigned score (3NT-1 by West); a pair leaves and its opponents get average-plus; a
late pair takes the missing pair's seat; one phone goes offline and sends its result when it
comes back; a table that has seen a traveller asks for a change and the director accepts it;
the director chooses to call each round and calls every round, finishes, reopens, finishes again and publishes, then downloads
every export and reads each back.

Figures checked by hand: the assigned 3NT by West one down is +50 to North-South when
East-West are not vulnerable, +100 when they are (Law 77); it falls on board 4, vulnerable both
(Law 2), so +100.
"""

from __future__ import annotations

import pytest

from tests.builders import club_user
from tests.e2e.conftest import leave, screenshot
from tests.e2e.downloads import every_export, fetch, pdf_text
from tests.e2e.pad import Taps, open_pad, sideways, wait_sent
from tournaments import models as m
from tournaments import services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}


def confirm(page, button: str) -> str:
    """Click a desk button, read the page that says what will happen, and confirm: what it
    said will happen."""
    page.bring_to_front()  # the director looks at the laptop
    page.locator(f"main button:has-text('{button}')").click(no_wait_after=True)
    page.wait_for_selector("text=What will happen")
    said = page.inner_text("main ul.consequences")
    page.click(f"main .confirm button:has-text('{button}')", no_wait_after=True)
    page.wait_for_selector("main .confirm", state="detached")
    return said


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
    # This club's director calls each round (a new event's tables move on by themselves).
    page.goto(f"{url}/e/{event.slug}/settings/")
    page.select_option("#id_moving_on", "director")
    page.click("text=Save the settings")
    page.wait_for_selector("text=Settings saved.")
    confirm(page, "Start the event")
    page.wait_for_selector("text=seatings are out")
    return m.Event.objects.get(pk=event.pk)


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
    phone.bring_to_front()
    taps = open_pad(phone, f"{url}/t/{table.secret}/")
    level, strain, declarer, relative = line
    taps.contract(tray, level, strain, declarer, relative)
    wait_sent(phone)
    number = m.Event.objects.get(pk=table.event_id).current_round
    result = m.Result.objects.get(
        seating__table=table, tray__number=tray, seating__round__number=number
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
    ruled = (ruled, seating.ns.code, seating.ew.code)
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
    guides = laptop.get_attribute("a:has-text('Reprint these guide cards')", "href")
    assert "Late & Comer" in pdf_text(fetch(laptop, url + guides))
    screenshot(laptop, "evening-late-pair")
    call_round(laptop, url, event, 2)
    event.refresh_from_db()
    rounds_two_to_seven(laptop, phone, url, event)
    finish_reopen_publish(laptop, url, event)
    # The ruled board's traveller on a player's phone: the assigned score in points, fitting.
    phone.bring_to_front()
    phone.goto(f"{url}/e/{event.slug}/tray/{ruled[0]}/")
    row = phone.locator("main tr:has-text('SCORE 3NT-1 W')")
    cells = [c.strip() for c in row.locator("td").all_inner_texts()]
    assert ruled[0] == 4 and "100" in cells, cells  # both vulnerable (Law 2): +100 to NS
    assert sideways(phone) == []
    every_export(laptop, url, event, ruled)


def a_change_after_the_traveller(laptop, phone, url: str, event: m.Event) -> None:
    """Table 1 in round 2 plays a board table 2 played in round 1: once accepted, the pad
    shows the traveller, so the change the table then asks for goes to the director."""
    table = event.tables.get(number=1)
    tray = first_tray(event, 2, 1)
    result = on_the_pad(phone, url, table, tray, (2, "H", "S", 0))
    Taps(phone).tap("tray", tray)  # the pad went on to the next board: back to this one
    phone.wait_for_function(
        "() => /Traveller so far/.test(document.querySelector('#pad').innerText)"
    )
    phone.locator("#pad [data-act=change]").first.click()
    assert "the change you save goes to the director" in phone.inner_text("#pad")
    Taps(phone).tap("rel", 1)
    Taps(phone).tap("save")
    wait_sent(phone)
    phone.wait_for_function(
        "() => /gone to the director/.test(document.querySelector('#pad').innerText)"
    )
    assert m.Result.objects.get(pk=result.pk).tricks_taken == 8  # until the director says
    laptop.bring_to_front()
    laptop.goto(f"{url}/e/{event.slug}/run/")
    asked = laptop.locator(".change-requests li").first
    assert "The table saw the traveller at" in asked.inner_text()
    asked.locator("button:text-is('Accept the change')").click()
    laptop.wait_for_selector("text=corrected as the table asked")
    assert m.Result.objects.get(pk=result.pk).tricks_taken == 9


def a_phone_offline(phone, url: str, event: m.Event) -> None:
    """Table 3's phone loses the network, enters a board, and sends it once it is back."""
    table = event.tables.get(number=3)
    tray = first_tray(event, 2, 3)
    phone.bring_to_front()
    taps = open_pad(phone, f"{url}/t/{table.secret}/")
    phone.context.set_offline(True)
    try:
        taps.contract(tray, 3, "NT", "N", 0)
        phone.wait_for_selector("#pad .pad-status.offline")
        assert "1 result waiting to send" in phone.inner_text("#pad .pad-status")
        assert not m.Result.objects.filter(seating__table=table, tray__number=tray).exists()
    finally:
        phone.context.set_offline(False)
    phone.evaluate("window.dispatchEvent(new Event('online'))")
    wait_sent(phone)
    stored = m.Result.objects.filter(seating__table=table, tray__number=tray)
    assert [(r.contract, r.tricks_taken) for r in stored] == [("3NT", 9)]
    changes = m.ResultChange.objects.filter(seating__table=table, tray__number=tray)
    assert changes.count() == 1


def a_pair_leaves(laptop, url: str, event: m.Event) -> m.Seating:
    """5 NS leaves after round 3; its opponents score average-plus (they sit at table 5)."""
    laptop.bring_to_front()
    laptop.goto(f"{url}/e/{event.slug}/run/")
    laptop.select_option("#pair-entrant", "5NS")
    laptop.check("input[name=what][value=withdraw]")
    laptop.select_option("#pair-opponents", "average-plus")
    laptop.fill("#pair-round", "4")
    laptop.fill("#pair-reason", "a train to catch")
    confirm(laptop, "Change the movement")
    laptop.wait_for_selector("text=Tell the tables, reprint the cards")
    return m.Seating.objects.get(round__event=event, round__number=4, table__number=5)


def read_only_averages(phone, url: str, seating: m.Seating) -> None:
    tray = min(t.number for t in seating.trays.all())
    phone.bring_to_front()
    taps = open_pad(phone, f"{url}/t/{seating.table.secret}/")
    taps.tap("tray", tray)
    # Every board of the round is the director's (the leaver's averages): each card read-only.
    card = phone.locator("#pad .stored-card").first
    card.wait_for()
    # North-South left: average-minus to them, average-plus to East-West, the opponents
    assert "A-/+" in card.inner_text() and "only the director can change it" in card.inner_text()
    assert phone.locator("#pad [data-act=change], #pad [data-act=accept]").count() == 0
    assert sideways(phone) == []
    screenshot(phone, "evening-leaver-opponents")


def rounds_two_to_seven(laptop, phone, url: str, event: m.Event) -> None:
    table = event.tables.get(number=1)
    a_change_after_the_traveller(laptop, phone, url, event)
    a_phone_offline(phone, url, event)
    the_rest_of_the_round(event, 2)
    call_round(laptop, url, event, 3)
    leaver_opponents = None
    for number in range(3, 8):
        event.refresh_from_db()
        if number == 4:
            read_only_averages(phone, url, leaver_opponents)
        line = (number % 4 + 1, "NT" if number % 2 else "D", "E", 0)
        on_the_pad(phone, url, table, first_tray(event, number, 1), line)
        the_rest_of_the_round(event, number)
        if number == 3:
            leaver_opponents = a_pair_leaves(laptop, url, event)
        if number < 7:
            call_round(laptop, url, event, number + 1)


def finish_reopen_publish(laptop, url: str, event: m.Event) -> None:
    laptop.goto(f"{url}/e/{event.slug}/")
    said = confirm(laptop, "Finish the event")
    assert "ends every table's link (7 tables)" in said and "No result is missing." in said
    laptop.wait_for_selector("text=The event is finished.")
    laptop.click("main button:has-text('Reopen the event')", no_wait_after=True)
    laptop.wait_for_selector("text=What will happen")
    laptop.fill("#confirm-reason", "table 4 found a slip in a pocket")
    laptop.click("main .confirm button:has-text('Reopen the event')", no_wait_after=True)
    # the message after the post, not the confirmation's own "what will happen" (same words)
    laptop.wait_for_selector(".messages li:has-text('The event is in play again')")
    assert "table 4 found a slip" in " ".join(event.log.values_list("text", flat=True))
    laptop.goto(f"{url}/e/{event.slug}/")
    confirm(laptop, "Finish the event")
    laptop.wait_for_selector("text=The event is finished.")
    confirm(laptop, "Publish results")
    laptop.wait_for_selector("text=Published: anyone can read the results.")
    event.refresh_from_db()
    assert event.status == m.Status.FINISHED and event.published
