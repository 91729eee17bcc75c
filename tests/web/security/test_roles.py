"""Every URL against every role, checked against the table written down here.

Roles: anonymous; a table device (it holds table 1's secret and nothing else); an organiser of
this event; an organiser of another event.  "yes" means the request is served (200, or a 302
that is not a bounce to the login page); "no" means it is refused (404, 403, 405, or a bounce to
the login page) and nothing changes.
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import get_resolver, reverse

from tests.builders import club_named, club_user, make_whist_mitchell, seating_for
from tournaments import models as m
from tournaments import services

ROLES = ("anonymous", "table", "organiser", "rival")
Y, N = "yes", "no"

# name: (method, {role: expected} for an UNPUBLISHED event, same for a PUBLISHED one)
READ = {"anonymous": N, "table": N, "organiser": Y, "rival": N}
READ_PUBLIC = dict.fromkeys(ROLES, Y)
WRITE = {"anonymous": N, "table": N, "organiser": Y, "rival": N}
TABLE = {"anonymous": N, "table": Y, "organiser": N, "rival": N}
ANYONE = dict.fromkeys(ROLES, Y)
SIGNED_IN = {"anonymous": N, "table": N, "organiser": Y, "rival": Y}

MATRIX = {
    "home": ("GET", ANYONE, ANYONE),
    "login": ("GET", ANYONE, ANYONE),
    "players": ("GET", ANYONE, ANYONE),
    "dashboard": ("GET", SIGNED_IN, SIGNED_IN),
    "event-create": ("GET", SIGNED_IN, SIGNED_IN),
    "event-create-custom": ("GET", SIGNED_IN, SIGNED_IN),
    "event": ("GET", READ, READ_PUBLIC),
    "standings": ("GET", READ, READ_PUBLIC),
    "standings-live": ("GET", READ, READ_PUBLIC),
    "movement": ("GET", READ, READ_PUBLIC),
    "where-next": ("GET", READ, READ_PUBLIC),
    "score-card": ("GET", READ, READ_PUBLIC),
    "traveller": ("GET", READ, READ_PUBLIC),
    "print": ("GET", READ, READ_PUBLIC),
    "print-table-cards": ("GET", WRITE, WRITE),
    "print-paper": ("GET", READ, READ_PUBLIC),
    "entrants": ("GET", WRITE, WRITE),
    "event-change-movement": ("GET", WRITE, WRITE),
    "traveller-entry": ("POST", WRITE, WRITE),
    "slip-entry": ("POST", WRITE, WRITE),
    "result-remove": ("POST", WRITE, WRITE),
    "event-publish": ("POST", WRITE, WRITE),
    "event-finish": ("POST", WRITE, WRITE),
    "run": ("GET", WRITE, WRITE),
    "run-advance": ("POST", WRITE, WRITE),
    "run-pair": ("POST", WRITE, WRITE),
    "run-qr": ("GET", WRITE, WRITE),
    "table-entry": ("POST", TABLE, TABLE),
    "table-accept": ("POST", TABLE, TABLE),
    "table-disagree": ("POST", TABLE, TABLE),
    "run-renew": ("POST", WRITE, WRITE),
}
# Pages of other kinds of event, or before the start, are covered in their own tests.
ELSEWHERE = {
    "logout",
    "event-start",
    "entrants-draw",
    "entrants-swap",
    "player",
    "admin",
    "club",  # tests/web/security/test_clubs.py
    "club-member",
}


def url_names() -> set[str]:
    names = set()
    for pattern in get_resolver().url_patterns:
        name = getattr(pattern, "name", None)
        if name:
            names.add(name)
        elif getattr(pattern, "app_name", None) == "admin":
            names.add("admin")
    return {n for n in names if not n.startswith("progressive")}


def test_every_url_is_in_the_table():
    assert url_names() - set(MATRIX) - ELSEWHERE == set()


@pytest.fixture
def world(db):
    organiser = club_user("director", password="pw-director-1")
    rival = club_user("rival", password="pw-rival-1", club=club_named("Rival Club"))
    make_whist_mitchell(rival, name="Rival night")
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=1)
    seating = seating_for(event, 1, "1NS", "1EW")
    services.record_whist_traveller(event, 1, [services.WhistEntry(seating.pk, 7, 6)], by=organiser)
    return {"event": event, "organiser": organiser, "rival": rival, "seating": seating}


def request_for(name: str, world, role: str):
    event, seating = world["event"], world["seating"]
    own = m.Table.objects.get(event=event, number=1).secret
    secret = own if role == "table" else "not-the-secret"
    result = m.Result.objects.filter(tray__event=event).first()
    tray = seating.trays.get().number
    args = {
        "score-card": [event.slug, "1NS"],
        "traveller": [event.slug, 1],
        "traveller-entry": [event.slug, tray],
        "result-remove": [event.slug, result.pk if result else 0],
        "run-qr": [event.slug, 1],
        "print-paper": [event.slug, "guide-cards"],
        "table-entry": [secret],
        "table-accept": [secret],
        "table-disagree": [secret],
        "run-renew": [event.slug, 2],
    }.get(name)
    if args is None:
        args = (
            [event.slug]
            if name
            not in ("home", "login", "players", "dashboard", "event-create", "event-create-custom")
            else []
        )
    data = {
        "traveller-entry": {f"ns_{seating.pk}": "9", "reason": "role check"},
        "slip-entry": {"tray": tray, "table": 1, "ns_tricks": "9", "reason": "role check"},
        "result-remove": {"reason": "role check"},
        "event-publish": {"published": "1"},
        "run-pair": {"entrant": "3EW", "what": "withdraw", "round": "3"},
        "table-entry": {"tray": tray, f"t{tray}-ns_tricks": "9"},
        "table-accept": {"result": result.pk if result else 0},
        "table-disagree": {"result": result.pk if result else 0},
    }.get(name, {})
    return reverse(name, args=args), data


def client_for(role: str, world) -> Client:
    client = Client()
    if role == "organiser":
        client.force_login(world["organiser"])
    elif role == "rival":
        client.force_login(world["rival"])
    return client


def served(response) -> bool:
    if response.status_code == 200:
        return True
    if response.status_code == 302:
        return not response["Location"].startswith(reverse("login"))
    return False


@pytest.mark.parametrize("published", [False, True], ids=["unpublished", "published"])
@pytest.mark.parametrize("name", sorted(MATRIX))
def test_each_role_gets_what_the_table_says(world, name, published):
    if published:
        services.publish_event(world["event"], by=world["organiser"])
    method, unpublished_rule, published_rule = MATRIX[name]
    rule = published_rule if published else unpublished_rule
    for role in ROLES:
        url, data = request_for(name, world, role)
        client = client_for(role, world)
        before = (
            m.Result.objects.count(),
            m.ResultChange.objects.count(),
            m.Seating.objects.filter(ew__isnull=True).count(),
            m.Event.objects.filter(published=True).count(),
            m.Event.objects.filter(status=m.Status.FINISHED).count(),
        )
        response = client.post(url, data) if method == "POST" else client.get(url)
        got = Y if served(response) else N
        assert got == rule[role], f"{method} {url} as {role}: {response.status_code}"
        if got == N:
            after = (
                m.Result.objects.count(),
                m.ResultChange.objects.count(),
                m.Seating.objects.filter(ew__isnull=True).count(),
                m.Event.objects.filter(published=True).count(),
                m.Event.objects.filter(status=m.Status.FINISHED).count(),
            )
            assert after == before, f"{method} {url} as {role} changed something"
