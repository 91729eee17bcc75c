"""Pivot bridge through the site, as a host runs it: the wizard, each table's four seated from
the pivot chart, the rubbers reported from the guests' phones and the host's page, the running
standings where each player keeps her side's totals, the prize for each table with the room's
highest score choosing first, and the papers read back.

Foster (source lines 14-29): the first dealer "sit[s] still all the time", the player on her
left passes behind her to her right, "At the end of three rubbers, each will have had each of
the others for a partner", and "a prize for each [table], giving the first choice to the player
who has the highest score in the room".

Eight guests, numbered as listed: table 1 Ann (P1, first dealer, North), Bea, Cat, Dot; table
2 Eve (P5), Fay, Gil, Hal.  The rubbers' totals (North-South, East-West):

- rubber 1: table 1 Ann & Cat v Bea & Dot 520-180 (the phone); table 2 Eve & Gil v Fay & Hal
  300-410 (the host);
- rubber 2 (Bea passes behind Ann to West): table 1 Ann & Dot v Cat & Bea 200-640; table 2
  Eve & Hal v Gil & Fay 350-350, the rubber unwon;
- rubber 3: table 1 Ann & Bea v Dot & Cat 410-230; table 2 Eve & Fay v Hal & Gil 150-700.

Each keeps what her side makes: Hal 410 + 350 + 700 = 1460, the room's best (table 2); Cat
520 + 640 + 230 = 1390, table 1's best; Gil 1350, Bea 1230, Ann 1130, Fay 910, Eve 800, Dot 610.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import quick_user
from tests.printing.pdfread import pages_text
from tests.web.backup.played import without
from tests.web.html import tables_in
from tournaments import models as m
from tournaments.backup import export_event, import_event
from tournaments.standings import progressive as sp

NAMES = ["Ann", "Bea", "Cat", "Dot", "Eve", "Fay", "Gil", "Hal"]
RUBBERS = [
    {1: (520, 180), 2: (300, 410)},
    {1: (200, 640), 2: (350, 350)},
    {1: (410, 230), 2: (150, 700)},
]
STANDINGS = [
    ["1", "P8", "Hal", "410", "350", "700", "1460", "2"],
    ["2", "P3", "Cat", "520", "640", "230", "1390", "2"],
    ["3", "P7", "Gil", "300", "350", "700", "1350", "1"],
    ["4", "P2", "Bea", "180", "640", "410", "1230", "2"],
    ["5", "P1", "Ann", "520", "200", "410", "1130", "2"],
    ["6", "P6", "Fay", "410", "350", "150", "910", "1"],
    ["7", "P5", "Eve", "300", "350", "150", "800", "0"],
    ["8", "P4", "Dot", "180", "200", "230", "610", "0"],
]


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


@pytest.fixture
def signed_in(client, organiser):
    client.force_login(organiser)
    return client


def set_up(client, **changes):
    data = {
        "name": "Pivot evening",
        "date": "2026-12-18",
        "game": "bridge-pivot",
        "tables": 2,
        "groups": "two",  # the wizard numbers pivot bridge's guests alike whatever is sent
        "rounds": 3,
        "prize_classes": ["gold"],
        "players": "\n".join(NAMES),
        "loner_points": 4,
        "seed": 5,
        **changes,
    }
    return client.post(reverse("progressive-new"), data)


def phone(client, event, table: int, body: dict):
    link = m.PartyTable.objects.get(event=event, number=table)
    return client.post(
        reverse("party-table-save", args=[link.secret]), body, content_type="application/json"
    )


def host_report(client, event, table: int, round_: int, ns: int, ew: int):
    data = {"table": table, "round": round_, f"t{table}-ns": ns, f"t{table}-ew": ew}
    return client.post(reverse("progressive-report", args=[event.slug]), data)


def bell(client, event, action: str):
    return client.post(reverse("progressive-bell", args=[event.slug]), {"action": action})


def play(client, signed_in, event):
    signed_in.post(reverse("progressive-draw", args=[event.slug]))
    for number, rubber in enumerate(RUBBERS, start=1):
        bell(signed_in, event, "open")
        body = {"points": list(rubber[1]), "round": number, "key": f"pivot-t1-r{number}"}
        assert phone(client, event, 1, body).json()["outcome"] == "saved"
        assert host_report(signed_in, event, 2, number, *rubber[2]).status_code == 302
        bell(signed_in, event, "close")


def test_a_pivot_evening_from_the_wizard_to_the_table_prizes(signed_in, client):
    assert set_up(signed_in).status_code == 302
    event = m.Event.objects.get(name="Pivot evening")
    assert event.game == m.Game.BRIDGE and event.progressive.groups == "one"
    assert dict(event.progressive_players.values_list("label", "name"))["P5"] == "Eve"
    host = signed_in.get(reverse("progressive-host", args=[event.slug])).content.decode()
    assert "8 players at 2 tables, 3 rubbers: each table keeps its four" in host
    state = client.get(
        reverse("party-table-state", args=[m.PartyTable.objects.get(event=event, number=1).secret])
    ).json()
    assert state["kind"] == "rubber"
    assert (
        "the player on the first dealer's left passes behind to the first dealer's right"
        in state["rules"][-1]
    )
    play(client, signed_in, event)
    event.refresh_from_db()
    assert event.status == m.Status.FINISHED and event.current_round == 3
    # Rubber 2 at table 1: Ann still North, Cat East, Dot South, Bea (who was East) West.
    seats = m.ProgressiveSeat.objects.filter(round__event=event, round__number=2, table=1)
    assert [s.player.name for s in seats.order_by("seat")] == ["Ann", "Cat", "Dot", "Bea"]

    page = client.get(reverse("progressive-standings", args=[event.slug])).content.decode()
    assert "A prize for each table, the highest score in the room choosing first" in page
    table = tables_in(page)[0]
    assert table[0] == ["Place", "Player", "Name", "R1", "R2", "R3", "Total", "Rubbers won"]
    assert table[1:] == STANDINGS
    prizes = tables_in(
        client.get(reverse("progressive-prizes", args=[event.slug])).content.decode()
    )
    assert [(row[0], row[2], row[3]) for row in prizes[0][1:]] == [
        ("Table 2, first choice", "Hal (P8)", "1460"),
        ("Table 1", "Cat (P3)", "1390"),
    ]
    player = client.get(reverse("progressive-player", args=[event.slug, "P2"])).content.decode()
    assert "1230" in player


def test_the_tally_cards_print_each_players_partners(signed_in, client):
    set_up(signed_in)
    event = m.Event.objects.get(name="Pivot evening")
    play(client, signed_in, event)
    response = signed_in.get(reverse("print-paper", args=[event.slug, "tally-cards"]))
    assert response["Content-Type"] == "application/pdf"
    text = " ".join(pages_text(response.content))
    # Bea's card: rubber 1 East with Dot, rubber 2 West with Cat, rubber 3 South with Ann.
    start = text.index("P2 Bea A rubber a round")
    bea = text[start : text.index("Total", start) + 10]
    assert "1 1 East P4 Dot P1 Ann & P3 Cat 180" in bea
    assert "2 1 West P3 Cat P1 Ann & P4 Dot 640" in bea
    assert "3 1 South P1 Ann P4 Dot & P3 Cat 410" in bea
    assert bea.endswith("Total 1230")
    signs = " ".join(
        pages_text(signed_in.get(reverse("print-paper", args=[event.slug, "table-signs"])).content)
    )
    assert "the first dealer sits still" in signs


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"rounds": 13}, "1 to 12 rubbers"),
        ({"players": "\n".join(NAMES[:7])}, "2 tables of pivot bridge seat 8; 7 named"),
    ],
)
def test_a_set_up_that_cannot_be_is_refused_and_nothing_is_made(signed_in, changes, words):
    response = set_up(signed_in, **changes)
    assert response.status_code == 200 and words in response.content.decode()
    assert not m.Event.objects.exists()


def test_a_rubber_that_cannot_be_is_refused(signed_in, client):
    set_up(signed_in)
    event = m.Event.objects.get(name="Pivot evening")
    signed_in.post(reverse("progressive-draw", args=[event.slug]))
    bell(signed_in, event, "open")
    refused = phone(client, event, 1, {"points": [0, 0], "round": 1, "key": "pivot-zero-r1"})
    assert refused.status_code == 422 and "give each side's total" in refused.json()["message"]
    page = host_report(signed_in, event, 2, 1, -5, 300).content.decode()
    assert "greater than or equal to 0" in page
    page = host_report(signed_in, event, 2, 1, 12000, 300).content.decode()
    assert "12000 is more than a rubber scores" in page
    assert not m.ProgressiveResult.objects.filter(round__event=event).exists()


def test_a_pivot_evening_round_trips_through_the_backup(signed_in, client, organiser):
    set_up(signed_in)
    event = m.Event.objects.get(name="Pivot evening")
    play(client, signed_in, event)
    before = export_event(event)
    assert before["progressive"]["settings"]["game"] == "bridge-pivot"
    copy = import_event(before, slug="pivot-copy").event
    assert without(export_event(copy), secrets=True) == without(before, secrets=True)
    assert sp.evening_prizes(copy, copy.progressive) == sp.evening_prizes(event, event.progressive)


def test_the_pivot_chart_page_and_paper_say_who_partners_whom(signed_in, client):
    set_up(signed_in)
    event = m.Event.objects.get(name="Pivot evening")
    page = signed_in.get(reverse("progressive-chart", args=[event.slug])).content.decode()
    assert "each table keeps its four, the first dealer sits still" in page
    paper = signed_in.get(reverse("print-paper", args=[event.slug, "rotation-chart"]))
    assert paper["Content-Type"] == "application/pdf"
    text = " ".join(pages_text(paper.content))
    # Rubber 2 at table 1: Ann & Dot North-South against Cat & Bea.
    assert "1 P1 Ann & P4 Dot P3 Cat & P2 Bea" in text
