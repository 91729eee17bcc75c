"""'Where do we go next?' for a five-table Mitchell, checked against the movement's rule.

In an odd Mitchell the North-South pairs stay put, East-West pair e moves from table t to
t + 1 (5 to 1), and the trays go down one table (1 to 5).  With one tray a round:
EW pair e plays round r at table ((e - 1 + r - 1) mod 5) + 1, and table t plays tray
((t - 1 + r - 1) mod 5) + 1.  So in round 2, 3EW is at table 4 against 4NS on tray 5, and
tray 5 goes to table 3; in round 3, 3EW is at table 5 against 5NS on tray 2.
"""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from movements import catalogue
from movements.where import Stop, stop_for
from tests.builders import make_whist_mitchell
from tournaments import models as m
from tournaments import services


def table_of(ew: int, rnd: int, tables: int = 5) -> int:
    return (ew - 1 + rnd - 1) % tables + 1


def tray_at(table: int, rnd: int, tables: int = 5) -> int:
    return (table - 1 + rnd - 1) % tables + 1


@pytest.fixture
def mitchell5(organiser):
    event = make_whist_mitchell(organiser, tables=5, boards_per_round=1)
    services.publish_event(event, by=organiser)
    services.advance_round(event, by=organiser)
    event.refresh_from_db()
    assert event.current_round == 2
    return event


def facts(page: str, step: str) -> dict[str, str]:
    """The answer card's definition list as label -> text."""
    block = page.split(f'id="{step}"', 1)[1].split("</div>", 1)[0]
    pairs = re.findall(r"<dt>(.*?)</dt><dd[^>]*>(.*?)</dd>", block, re.S)
    return {k: re.sub(r"<[^>]+>", "", v).strip() for k, v in pairs}


def test_an_ew_pair_moves_up_one_table_and_the_trays_down_one(client, mitchell5):
    url = reverse("where-next", args=[mitchell5.slug])
    page = client.get(url, {"number": "3", "direction": "EW"}).content.decode()
    now, after = facts(page, "now"), facts(page, "next")
    assert now["Table"] == "4" == str(table_of(3, 2))
    assert now["Against"].startswith("4 NS")
    assert now["Trays"] == "5" == str(tray_at(4, 2))
    assert now["Then the trays go"] == "to table 3"
    assert now["Sit"] == "East-West"
    assert after["Table"] == "5" == str(table_of(3, 3))
    assert after["Against"].startswith("5 NS")
    assert after["Trays"] == str(tray_at(5, 3)) == "2"


def test_a_north_south_pair_stays_at_its_table(client, mitchell5):
    url = reverse("where-next", args=[mitchell5.slug])
    page = client.get(url, {"number": "2", "direction": "NS"}).content.decode()
    now, after = facts(page, "now"), facts(page, "next")
    assert (now["Table"], after["Table"]) == ("2", "2")
    assert now["Against"].startswith("1 EW")  # table_of(1, 2) == 2
    assert after["Against"].startswith("5 EW")  # table_of(5, 3) == 2
    assert now["Sit"] == "North-South"


@pytest.mark.parametrize("ew", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("rnd", [1, 2, 3, 4, 5])
def test_stop_for_follows_the_mitchell_rule(ew, rnd):
    movement = catalogue.generate("mitchell", 5, boards_per_round=1)
    stop = stop_for(movement, f"{ew}EW", rnd)
    table = table_of(ew, rnd)
    assert (stop.table, stop.opponents, stop.trays) == (
        table,
        (f"{table}NS",),
        (tray_at(table, rnd),),
    )
    if rnd < 5:
        assert stop.trays_go == ((table - 2) % 5 + 1,)
    else:
        assert stop.trays_go is None


def test_after_the_last_round_there_is_nowhere_to_go():
    movement = catalogue.generate("mitchell", 5, boards_per_round=1)
    assert stop_for(movement, "1EW", 6) is None
    assert stop_for(movement, "1EW", 0) is None
    assert isinstance(stop_for(movement, "1EW", 5), Stop)


def test_the_last_round_says_no_more_rounds(client, organiser, mitchell5):
    for _ in range(3):
        services.advance_round(mitchell5, by=organiser)
    url = reverse("where-next", args=[mitchell5.slug])
    page = client.get(url, {"number": "1", "direction": "EW"}).content.decode()
    assert facts(page, "now")["Table"] == str(table_of(1, 5))
    assert facts(page, "now")["Then the trays go"].startswith("back to the director")
    assert "No more rounds" in page


def test_before_the_start_it_shows_the_first_round(client, organiser):
    event = services.create_event(
        by=organiser,
        name="Next week",
        date=m.Event._meta.get_field("date").to_python("2026-12-01"),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=5,
        boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=1,
    )
    client.force_login(organiser)
    page = client.get(
        reverse("where-next", args=[event.slug]), {"number": "4", "direction": "EW"}
    ).content.decode()
    assert "First round (round 1)" in page
    assert facts(page, "now")["Table"] == "4"


@pytest.mark.parametrize(
    "query",
    [{"number": "9", "direction": "EW"}, {"number": "abc"}, {"number": "2"}, {"number": "-1"}],
)
def test_bad_numbers_get_a_message_not_an_error(client, mitchell5, query):
    response = client.get(reverse("where-next", args=[mitchell5.slug]), query)
    assert response.status_code == 200
    page = response.content.decode()
    assert "errorlist" in page
    assert 'id="now"' not in page


def test_the_form_alone_shows_without_a_number(client, mitchell5):
    response = client.get(reverse("where-next", args=[mitchell5.slug]))
    assert response.status_code == 200
    assert 'name="number"' in response.content.decode()
    assert "errorlist" not in response.content.decode()
