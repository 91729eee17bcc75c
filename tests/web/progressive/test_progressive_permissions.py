"""Only the event's organisers change a progressive evening, by POST with CSRF; its pages are
public once published."""

from __future__ import annotations

import pytest
from django.test import Client

from tests.builders import HAND_DRAWN, club_named, club_user, euchre_evening, quick_user
from tournaments import models as m
from tournaments.services import progressive as ps


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


@pytest.fixture
def other_organiser(db):
    """An organiser of another club."""
    return club_user("neighbour", club=club_named("Neighbours"))


@pytest.fixture
def evening(organiser):
    event = euchre_evening(organiser)
    ps.seat_by_hand(event, HAND_DRAWN, by=organiser)
    return event


def state(event) -> str:
    return event.progressive_rounds.get(number=1).state


WRITES = ["draw/", "by-hand/", "bell/", "report/", "correct/1/1/"]


@pytest.mark.parametrize("path", ["", *WRITES])
def test_another_organiser_gets_no_hint(client, other_organiser, evening, path):
    client.force_login(other_organiser)
    url = f"/e/{evening.slug}/progressive/{path}"
    assert client.get(url).status_code == (404 if path in ("", "correct/1/1/") else 405)
    assert client.post(url, {"action": "open", "table": 1, "round": 1}).status_code == 404
    assert state(evening) == m.RoundState.WAITING


@pytest.mark.parametrize("path", ["", *WRITES])
def test_a_visitor_is_sent_to_log_in(client, evening, path):
    response = client.post(f"/e/{evening.slug}/progressive/{path}", {"action": "open"})
    assert response.status_code == 302
    assert response["Location"].startswith("/login/")
    assert state(evening) == m.RoundState.WAITING


@pytest.mark.parametrize("path", ["draw/", "by-hand/", "bell/", "report/"])
def test_writes_are_posts(client, organiser, evening, path):
    client.force_login(organiser)
    assert client.get(f"/e/{evening.slug}/progressive/{path}").status_code == 405


def test_a_post_without_the_csrf_token_is_refused(organiser, evening):
    client = Client(enforce_csrf_checks=True)
    client.force_login(organiser)
    response = client.post(f"/e/{evening.slug}/progressive/bell/", {"action": "open"})
    assert response.status_code == 403
    assert state(evening) == m.RoundState.WAITING


def test_the_services_refuse_anyone_else(other_organiser, evening):
    for call in (
        lambda: ps.open_round(evening, by=other_organiser),
        lambda: ps.draw_evening(evening, by=other_organiser),
        lambda: ps.open_round(evening, by=None),
    ):
        with pytest.raises(ps.DomainError, match="Only an organiser"):
            call()
    assert state(evening) == m.RoundState.WAITING


@pytest.mark.parametrize("path", ["progressive/stars/", "progressive/prizes/", "p/L3/"])
def test_pages_are_public_once_published(client, organiser, evening, path):
    url = f"/e/{evening.slug}/{path}"
    assert client.get(url).status_code == 404
    client.force_login(organiser)
    assert client.get(url).status_code == 200
    client.logout()
    ps.open_round(evening, by=organiser)
    evening.published = True
    evening.save(update_fields=["published"])
    assert client.get(url).status_code == 200


def test_the_phone_page_offers_the_report_to_organisers_only(client, organiser, evening):
    ps.open_round(evening, by=organiser)
    evening.published = True
    evening.save(update_fields=["published"])
    url = f"/e/{evening.slug}/p/L3/"
    assert "Report table 2" not in client.get(url).content.decode()
    client.force_login(organiser)
    assert "Report table 2" in client.get(url).content.decode()
