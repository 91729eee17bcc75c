"""Nobody reads a deal's results before playing it.

A three-table contract bridge Mitchell, one tray a round, trays down one table a round: tray 1
is played at table 1 in round 1, at table 3 in round 2 and at table 2 in round 3.  Round 1 is
entered (tray 1 at table 1: 6NT by South, 12 tricks, nobody vulnerable, +990 by the laws'
table: 3 x 30 + 10 = 190, game 300, small slam 500) and round 2 is called.  While tables 3
and 2 still have tray 1 to play, its contract, tricks, score and match points are nowhere to
be read by the public or by table 3's phone.
"""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from tests.builders import enter_contract, make_bridge_mitchell
from tournaments import models as m
from tournaments import services

SCORE = re.compile(r"(?<![\d.])990(?![\d.])")


@pytest.fixture
def in_play(organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    enter_contract(event, organiser, 1, 1, "6NT", "S", 12)  # +990
    enter_contract(event, organiser, 2, 2, "3NT", "N", 9)  # tray 2, vulnerable NS: +600
    enter_contract(event, organiser, 3, 3, "4S", "N", 10)  # tray 3, vulnerable EW: +420
    services.advance_round(event, by=organiser)
    services.publish_event(event, by=organiser)
    event.refresh_from_db()
    return event


def public_pages(event: m.Event) -> list[str]:
    slug = event.slug
    pages = [
        reverse("event", args=[slug]),
        reverse("standings", args=[slug]),
        reverse("standings", args=[slug]) + "?_export=csv",
        reverse("standings-live", args=[slug]),
        reverse("standings-live", args=[slug]) + "?since=0-0",
        reverse("movement", args=[slug]),
        reverse("print-paper", args=[slug, "results"]),
    ]
    pages += movement_pages(event)
    pages += [reverse("traveller", args=[slug, n]) for n in (1, 2, 3)]
    pages += [reverse("score-card", args=[slug, e.label]) for e in event.entrants.all()]
    return pages


def movement_pages(event: m.Event) -> list[str]:
    """The movement, each round's picture, and where next for every pair."""
    slug = event.slug
    pages = [reverse("movement", args=[slug]) + f"?round={n}" for n in (1, 2, 3)]
    where = reverse("where-next", args=[slug])
    pages += [f"{where}?number={n}&direction={d}" for n in (1, 2, 3) for d in ("NS", "EW")]
    return pages


def readable(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code in (200, 204, 404), (url, response.status_code)
    if response["Content-Type"].startswith("application/pdf"):
        from tests.printing.pdfread import pages_text

        return " ".join(pages_text(response.content))
    return response.content.decode("utf-8-sig")


def test_tray_1_is_nowhere_to_be_read_while_tables_still_have_to_play_it(client, in_play):
    for url in public_pages(in_play):
        text = readable(client, url)
        assert "6NT" not in text and not SCORE.search(text), url
    table3 = m.Table.objects.get(event=in_play, number=3)
    phone = client.get(reverse("table-entry", args=[table3.secret])).content.decode()
    assert 'id="tray-1"' in phone  # table 3 plays tray 1 now ...
    assert "6NT" not in phone and not SCORE.search(phone)  # ... and cannot read it


def test_before_publish_the_movement_is_public_and_tray_1_is_not(client, organiser):
    """The same evening, not published: anyone reads where each pair sits and where the trays
    go (the players need it from round 1), and nothing of tray 1's result."""
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    enter_contract(event, organiser, 1, 1, "6NT", "S", 12)  # +990
    services.advance_round(event, by=organiser)
    for url in movement_pages(event):
        response = client.get(url)
        assert response.status_code == 200, url
        text = response.content.decode()
        assert "6NT" not in text and not SCORE.search(text), url
    for url in public_pages(event):
        if url not in movement_pages(event) and "/movement/" not in url:
            assert client.get(url).status_code == 404, url


def test_the_club_staff_read_everything(client, organiser, in_play):
    client.force_login(organiser)
    assert "6NT" in readable(client, reverse("traveller", args=[in_play.slug, 1]))
    assert SCORE.search(readable(client, reverse("score-card", args=[in_play.slug, "1NS"])))


def test_the_table_that_entered_a_tray_reads_its_traveller_so_far(client, in_play, organiser):
    """Table 3 enters tray 1 in round 2 and the opponents accept it: now its phone shows table
    1's result beside its own (not before the acceptance: the table's corrections rule)."""
    table3 = m.Table.objects.get(event=in_play, number=3)
    url = reverse("table-entry", args=[table3.secret])
    data = {"tray": 1, "t1-contract": "6NT", "t1-declarer": "S", "t1-tricks": "11"}
    client.post(url, {**data, "action": "save"})
    phone = client.get(url).content.decode()
    assert "Traveller so far" not in phone and "6NT S 12" not in phone
    mine = m.Result.objects.get(seating__table=table3, tray__number=1)
    client.post(reverse("table-accept", args=[table3.secret]), {"result": mine.pk})
    phone = client.get(url).content.decode()
    assert "Traveller so far (2 tables)" in phone
    assert "6NT S 12" in phone and SCORE.search(phone)


def test_once_every_table_has_played_tray_1_it_is_public(client, organiser, in_play):
    enter_contract(in_play, organiser, 1, 3, "6NT", "S", 11)  # -50 at table 3
    assert "6NT" not in readable(client, reverse("traveller", args=[in_play.slug, 1]))
    services.advance_round(in_play, by=organiser)
    enter_contract(in_play, organiser, 1, 2, "3NT", "S", 12)  # +490 at table 2
    traveller = readable(client, reverse("traveller", args=[in_play.slug, 1]))
    assert "6NT" in traveller and SCORE.search(traveller)
    # trays 2 and 3 still have a table to play them
    assert "3NT" not in readable(client, reverse("traveller", args=[in_play.slug, 2]))


def test_the_director_may_keep_every_tray_until_the_finish(client, organiser, in_play):
    in_play.results_shown = m.ResultsShown.FINISH
    in_play.save()
    enter_contract(in_play, organiser, 1, 3, "6NT", "S", 11)
    services.advance_round(in_play, by=organiser)
    enter_contract(in_play, organiser, 1, 2, "3NT", "S", 12)
    traveller = readable(client, reverse("traveller", args=[in_play.slug, 1]))
    assert "6NT" not in traveller and "after the event has finished" in traveller
    services.finish_event(in_play, by=organiser)
    assert "6NT" in readable(client, reverse("traveller", args=[in_play.slug, 1]))


@pytest.mark.parametrize(
    ("shown", "seen"),
    [(m.StandingsShown.OFF, False), (m.StandingsShown.ON, True)],
)
def test_the_standings_during_play_are_the_directors_choice(
    client, organiser, in_play, shown, seen
):
    # every tray played at every table: all results are public
    for tray, table, contract in ((1, 3, "6NT"), (2, 1, "3NT"), (3, 2, "4S")):
        enter_contract(in_play, organiser, tray, table, contract, "N", 9)
    services.advance_round(in_play, by=organiser)
    for tray, table, contract in ((1, 2, "6NT"), (2, 3, "3NT"), (3, 1, "4S")):
        enter_contract(in_play, organiser, tray, table, contract, "N", 9)
    in_play.standings_shown = shown
    in_play.save()
    page = readable(client, reverse("standings", args=[in_play.slug]))
    assert ("The standings are shown once the event has finished." in page) is not seen
    assert ("1 NS" in page) is seen
