"""Every progressive party URL against every role, for today's points euchre (whose standings
and rotation chart are its own pages), before and after the evening is published.

Roles as in ``tests/web/security/test_roles.py`` (whose table leaves the progressive URLs to
this one): anonymous; the club's organiser, scorer and player; an organiser of another club.
"yes" is a 200, or a 302 that is not a bounce to the login page; "no" is a 404, 405 or the
login page, and no stored value of the party changes.
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import get_resolver, reverse

from tests.builders import club_named, club_user, euchre_evening, points_evening
from tournaments import models as m
from tournaments.services import progressive as ps

ROLES = ("anonymous", "organiser", "scorer", "player", "rival")
Y, N = "yes", "no"


def rule(*allowed: str) -> dict[str, str]:
    return {role: Y if role in allowed else N for role in ROLES}


RUN = rule("organiser")
READ = rule("organiser", "scorer")
PUBLIC = rule(*ROLES)
SIGNED_IN = rule("organiser", "scorer", "player", "rival")

# name: (method, unpublished, published)
MATRIX = {
    "progressive-new": ("GET", SIGNED_IN, SIGNED_IN),
    "progressive-host": ("GET", RUN, RUN),
    "progressive-draw": ("POST", RUN, RUN),
    "progressive-by-hand": ("POST", RUN, RUN),
    "progressive-bell": ("POST", RUN, RUN),
    "progressive-report": ("POST", RUN, RUN),
    "progressive-correct": ("GET", RUN, RUN),
    "progressive-table-qr": ("GET", RUN, RUN),
    "progressive-stars": ("GET", READ, PUBLIC),
    "progressive-standings": ("GET", READ, PUBLIC),
    "progressive-chart": ("GET", READ, PUBLIC),
    "progressive-prizes": ("GET", READ, PUBLIC),
    "progressive-player": ("GET", READ, PUBLIC),
}
ARGS = {
    "progressive-correct": [1, 1],
    "progressive-table-qr": [1],
    "progressive-player": ["P1"],
}
DATA = {
    "progressive-by-hand": {"tables": "P1 P2 / P3 P4\nP5 P6 / P7 P8"},
    "progressive-bell": {"action": "close"},
    "progressive-report": {"table": 1, "round": 2, "t1-ns": 5, "t1-ew": 3},
}


def test_every_progressive_url_is_in_the_table():
    names = {getattr(p, "name", None) for p in get_resolver().url_patterns}
    assert {n for n in names if n and n.startswith("progressive")} == set(MATRIX)


def state() -> dict:
    return {
        "rounds": sorted(m.ProgressiveRound.objects.values_list("pk", "number", "state")),
        "seats": sorted(m.ProgressiveSeat.objects.values_list("pk", "round_id", "player_id")),
        "results": sorted(
            m.ProgressiveResult.objects.values_list("pk", "table", "points_a", "points_b")
        ),
        "changes": m.ProgressiveChange.objects.count(),
        "events": sorted(m.Event.objects.values_list("pk", "status", "current_round")),
    }


@pytest.fixture
def world(db):
    rival_club = club_named("Rival Club")
    users = {
        "organiser": club_user("hostess"),
        "scorer": club_user("scorer", role=m.Role.SCORER),
        "player": club_user("member", role=m.Role.PLAYER),
        "rival": club_user("rival", club=rival_club),
    }
    event = points_evening(users["organiser"])
    host = users["organiser"]
    ps.draw_evening(event, by=host)
    ps.open_round(event, by=host)
    for table, points in ((1, (8, 5)), (2, (4, 7))):
        ps.report_result(event, ps.TableReport(table, points=points), by=host)
    ps.close_round(event, by=host)
    ps.open_round(event, by=host)  # round 2 in play, nothing reported
    return {"event": event, "users": users}


@pytest.mark.parametrize("published", [False, True], ids=["unpublished", "published"])
@pytest.mark.parametrize("name", sorted(MATRIX))
def test_each_role_gets_what_the_table_says(world, name, published):
    event = world["event"]
    if published:
        event.published = True
        event.save(update_fields=["published"])
    method, unpublished_rule, published_rule = MATRIX[name]
    expected = published_rule if published else unpublished_rule
    args = [] if name == "progressive-new" else [event.slug, *ARGS.get(name, [])]
    url = reverse(name, args=args)
    for role in ROLES:
        client = Client()
        if role in world["users"]:
            client.force_login(world["users"][role])
        before = state()
        if method == "POST":
            response = client.post(url, DATA.get(name, {}))
        else:
            response = client.get(url)
        login = reverse("login")
        served = response.status_code == 200 or (
            response.status_code == 302 and not response["Location"].startswith(login)
        )
        got = Y if served else N
        assert got == expected[role], f"{method} {url} as {role}: {response.status_code}"
        if got == N:
            assert state() == before, f"{method} {url} as {role} changed something"


def test_a_star_partys_readers_find_no_points_pages(client, db):
    event = euchre_evening(club_user("hostess"))
    event.published = True
    event.save(update_fields=["published"])
    standings = client.get(reverse("progressive-standings", args=[event.slug]))
    assert standings["Location"] == reverse("progressive-stars", args=[event.slug])
    assert client.get(reverse("progressive-chart", args=[event.slug])).status_code == 404
