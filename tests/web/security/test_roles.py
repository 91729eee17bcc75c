"""Every URL against every role, checked against the table written down here.

Roles: anonymous; a table device (it holds table 1's secret, in round 1, and nothing else);
the club's organiser, scorer and player; an organiser of another club.  "yes" means the
request is served (200, or a 302 that is not a bounce to the login page); "no" means it is
refused (404, 403, 405, 429, or a bounce to the login page) and no stored value changes.
A second test tries every table's secret on every other table's trays, in every round and in
the other club's event; a third, the table device after the finish.
"""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import get_resolver, reverse

from tests.builders import club_named, club_user, make_whist_mitchell, seating_for
from tests.web.security.role_matrix import (
    ELSEWHERE,
    JSON_BODIES,
    MATRIX,
    PAPERS,
    ROLES,
    N,
    Y,
)
from tests.web.security.stored import state
from tournaments import models as m
from tournaments import services
from tournaments.services.calls import call_director
from tournaments.services.competitions import create_competition, publish_competition
from tournaments.standings.results_mail import stop_token

CONFIRMED = {"confirmed": "yes", "reason": "role check"}  # the desk's second step


def url_names() -> set[str]:
    names = set()
    for pattern in get_resolver().url_patterns:
        name = getattr(pattern, "name", None)
        if name:
            names.add(name)
        elif getattr(pattern, "app_name", None) == "admin":
            names.add("admin")
    # The progressive party's own pages have their own table, for a party of the kind that
    # has them: tests/web/progressive/test_progressive_roles.py.
    return {n for n in names if not n.startswith("progressive")}


def test_every_url_and_every_paper_is_in_the_table():
    named = {name.split(":")[0] for name in MATRIX}
    assert url_names() - named - ELSEWHERE == set()
    assert {k.split(":")[1] for k in MATRIX if k.startswith("print-paper:")} == set(PAPERS)


@pytest.fixture
def world(db):
    club, rival_club = club_named(), club_named("Rival Club")
    users = {
        "organiser": club_user("director", password="pw-director-1"),
        "scorer": club_user("scorer", role=m.Role.SCORER),
        "player": club_user("member", role=m.Role.PLAYER),
        "rival": club_user("rival", club=rival_club),
    }
    other = make_whist_mitchell(users["rival"], name="Rival night")
    event = make_whist_mitchell(users["organiser"], tables=3, boards_per_round=1)
    services.register_entrant(
        event.entrants.get(label="1NS"), by=users["organiser"], player_names=["Ada", "Bea"]
    )
    seating = seating_for(event, 1, "1NS", "1EW")
    # Entered at the table, not yet accepted: the table's own to change, accept or dispute (a
    # result the director entered is never the table's: tests/web/entry/test_table_corrections).
    services.record_at_table(seating.table, 1, services.WhistEntry(0, 7, 6))
    competition = create_competition(
        by=users["organiser"], name="Championship", date=event.date, game=m.Game.WHIST,
        sections=1, sessions=2, movement_kind="mitchell", movement_size=3, boards_per_round=1,
    )  # fmt: skip
    scale = m.AwardScale.objects.create(club=club, name="Club", rows=[[3, ["6", "4", "2"]]])
    services.generate_deals(event, by=users["organiser"])
    # Table 2 has called the director, who has not come yet.
    call, _new = call_director(event.tables.get(number=2), "revoke")
    return {
        "call": call,
        "event": event,
        "other": other,
        "users": users,
        "seating": seating,
        "club": club,
        "competition": competition,
        "scale": scale,
    }


# Tray 1 of the role-check event dealt again by hand (West deals it and holds the ace of spades).
REDEALT = "N:KQJT.AKQJ.AKQ.AK 9876.T987.T98.T9 5432.6543.765.87 A.2.J432.QJ65432"


def request_for(key: str, world, role: str):
    name, _, kind = key.partition(":")
    event, seating, call = world["event"], world["seating"], world["call"]
    own = m.Table.objects.get(event=event, number=1).secret
    secret = own if role == "table" else "not-the-secret-of-any-table"
    result = m.Result.objects.filter(tray__event=event).first()
    tray = seating.trays.get().number
    player = m.Player.objects.get(name="Ada")
    args = {
        "score-card": [event.slug, "1NS"],
        "traveller": [event.slug, 1],
        "traveller-entry": [event.slug, tray],
        "ruling": [event.slug, tray, seating.pk],
        "law-iv": [event.slug, tray, seating.pk],
        "law-b": [event.slug, tray, seating.pk],
        "result-remove": [event.slug, result.pk if result else 0],
        "run-qr": [event.slug, 1],
        "run-renew": [event.slug, 2],
        "run-hold": [event.slug, 2],
        "run-request-accept": [event.slug, 0],  # no such request: the desk says so
        "run-request-reject": [event.slug, 0],
        "print-paper": [event.slug, kind],
        "deal-edit": [event.slug, 1],
        "deals-export": [event.slug, "pbn"],
        "table-entry": [secret],
        "table-accept": [secret],
        "table-disagree": [secret],
        "table-pad-state": [secret],
        "table-pad-save": [secret],
        "table-pad-answer": [secret],
        "table-pad-call": [secret],
        "table-pad-players": [secret],
        "table-pad-members": [secret],
        "run-call-answer": [event.slug, call.pk],
        "party-table": [secret],
        "party-table-state": [secret],
        "party-table-save": [secret],
        "club": [world["club"].slug],
        "competition": [world["competition"].slug],
        "competition-field": [world["competition"].slug],
        "competition-copy-names": [world["competition"].slug],
        "competition-publish": [world["competition"].slug],
        "club-member": [world["club"].slug],
        "club-players": [world["club"].slug],
        "club-member-list": [world["club"].slug],
        "player": [player.pk],
        "competition-usebio": [world["competition"].slug],
        "mail-stop": [stop_token(player)],
        "club-award-scale": [world["club"].slug],
        "club-award-scale-delete": [world["club"].slug, world["scale"].pk],
        "season-csv": [world["club"].slug, 2026],
        "javascript-catalog": ["fr"],
    }.get(name)
    unscoped = (
        "home", "login", "players", "dashboard", "event-create", "event-create-custom",
        "competition-create", "service-worker", "usebio-import", "set_language",
    )  # fmt: skip
    if args is None:
        args = [] if name in unscoped else [event.slug]
    data = {
        "traveller-entry": {f"ns_{seating.pk}": "9", "reason": "role check"},
        "slip-entry": {"tray": tray, "table": 1, "ns_tricks": "9", "reason": "role check"},
        "ruling": {"kind": "average", "ns_average": "+", "ew_average": "-", "reason": "check"},
        "law-iv": {"section": "9", "branch": "average", "reason": "role check"},
        "law-b": {"surplus": "adversary", "reason": "role check"},
        "result-remove": {"reason": "role check"},
        "event-publish": {"published": "1", "confirmed": "yes"},
        **dict.fromkeys(
            ("event-finish", "event-reopen", "run-advance", "run-undo", "run-renew"), CONFIRMED
        ),
        "event-settings": {
            "results_shown": "finish",
            "standings_shown": "off",
            "scoring_rules": "ebu",
            "unranked_below": "50",
        },
        "run-moving-on": {"moving_on": "director"},
        "run-hold": {"held": "1"},
        "run-pair": {"entrant": "3EW", "what": "withdraw", "round": "3", **CONFIRMED},
        "run-late": {"player_1": "Late Comer", "player_2": "Its Partner", "round": "2"} | CONFIRMED,
        "table-entry": {
            "tray": tray,
            f"t{tray}-ns_tricks": "9",
            "edit_of": result.pk if result else 0,
        },
        "table-accept": {"result": result.pk if result else 0},
        "table-disagree": {"result": result.pk if result else 0},
        "table-pad-save": {
            "tray": tray,
            "ns_tricks": 9,
            "edit_of": result.pk if result else 0,
            "key": "role-check-0001",
        },
        "table-pad-answer": {"result": result.pk if result else 0, "answer": "accept"},
        "table-pad-call": {"reason": "claim"},
        "table-pad-players": {"seat": "N", "visitor": "Role Check", "key": "role-check-0003"},
        "run-players": {
            "entrant": world["event"].entrants.first().pk,
            "position": 1,
            "name": "Role Fix",
        },
        "run-clock": {"action": "start"},
        "party-table-save": {"points": [5, 2], "key": "role-check-0002"},
        "club-member": {"username": "member", "role": "scorer"},
        "club-players": players_post(world),
        "club-member-list": {
            "file": SimpleUploadedFile("members.csv", b"Member Number,Name\n1234,Ada Byron\n")
        },
        "competition-copy-names": {"to_session": "2"},
        "competition-publish": {"published": "1"},
        "club-award-scale": {"prefix": "new", "new-name": "Role check", "new-rows": "3: 6 4 2"},
        "event-award-scale": {"scale": ""},
        "deals-generate": {"seed": "5", "replace": "on"},
        "deals-replay": {"source": world["other"].pk, "replace": "on"},
        "deal-edit": {"pbn": REDEALT, "trump": "SA", "reason": "role check"},
        "set_language": {"language": "nl", "next": "/"},
    }.get(name, {})
    return reverse(name, args=args), data


def players_post(world) -> dict:
    """The club page's players form, with the first player's rating changed."""
    players = list(world["club"].players.order_by("name"))
    data = {"p-TOTAL_FORMS": len(players), "p-INITIAL_FORMS": len(players)}
    for i, p in enumerate(players):
        data |= {f"p-{i}-id": p.pk, f"p-{i}-name": p.name, f"p-{i}-rating": 800 if i == 0 else ""}
    return data


def client_for(role: str, world) -> Client:
    client = Client()
    if role in world["users"]:
        client.force_login(world["users"][role])
    return client


def served(response) -> bool:
    if response.status_code == 200:
        return True
    if response.status_code == 302:
        return not response["Location"].startswith(reverse("login"))
    return False


@pytest.mark.parametrize("published", [False, True], ids=["unpublished", "published"])
@pytest.mark.parametrize("key", sorted(MATRIX))
def test_each_role_gets_what_the_table_says(world, key, published):
    if published:
        services.publish_event(world["event"], by=world["users"]["organiser"])
        publish_competition(world["competition"], by=world["users"]["organiser"])
    method, unpublished_rule, published_rule = MATRIX[key]
    expected = published_rule if published else unpublished_rule
    for role in ROLES:
        url, data = request_for(key, world, role)
        client = client_for(role, world)
        before = state()
        if key in JSON_BODIES:
            response = client.post(url, json.dumps(data), content_type="application/json")
        elif method == "POST":
            response = client.post(url, data)
        else:
            response = client.get(url)
        got = Y if served(response) else N
        assert got == expected[role], f"{method} {url} as {role}: {response.status_code}"
        if got == N:
            assert state() == before, f"{method} {url} as {role} changed something"


def test_no_table_secret_reaches_another_tables_trays_rounds_or_events(client, world):
    """Each table's link enters its own trays of the round in play and nothing else: not
    another table's, not another round's; a tray is named by its number, so the other club's
    event is out of reach by construction, and its results are tried too."""
    events = (world["event"], world["other"])
    tables = m.Table.objects.filter(event__in=events).select_related("event")
    numbers = set(m.Tray.objects.filter(event__in=events).values_list("number", flat=True))
    for event in events:  # a result at every table of every event, to accept or dispute
        for seating in m.Seating.objects.filter(round__event=event, round__number=1):
            tray = seating.trays.get().number
            if not m.Result.objects.filter(seating=seating).exists():
                services.record_at_table(seating.table, tray, services.WhistEntry(0, 6, None))
    for table in tables:
        seating = table.seatings.get(round__number=table.event.current_round)
        own = {t.number for t in seating.trays.all()}
        for number in sorted(numbers - own) + [max(numbers) + 1]:
            before = state()
            url = reverse("table-entry", args=[table.secret])
            client.post(url, {"tray": number, f"t{number}-ns_tricks": "8"})
            pad = reverse("table-pad-save", args=[table.secret])
            sent = {"tray": number, "ns_tricks": 8, "key": f"elsewhere-{number:04d}"}
            assert client.post(pad, sent, content_type="application/json").status_code == 422
            assert state() == before, (table.event.slug, table.number, number)
        others = m.Result.objects.exclude(seating__table=table)
        for result in others:
            for action in ("table-accept", "table-disagree"):
                before = state()
                client.post(reverse(action, args=[table.secret]), {"result": result.pk})
                assert state() == before
            for answer in ("accept", "disagree"):
                before = state()
                url = reverse("table-pad-answer", args=[table.secret])
                sent = {"result": result.pk, "answer": answer}
                assert client.post(url, sent, content_type="application/json").status_code == 422
                assert state() == before


def test_after_the_finish_a_tables_device_changes_nothing(client, world):
    event = world["event"]
    services.finish_event(event, by=world["users"]["organiser"])
    secret = m.Table.objects.get(event=event, number=2).secret
    tray = m.Seating.objects.get(round__event=event, round__number=1, table__number=2)
    number = tray.trays.get().number
    result = m.Result.objects.get(tray__event=event)
    before = state()
    page = client.get(reverse("table-entry", args=[secret])).content.decode()
    assert "this table's link no longer enters results" in page
    client.post(reverse("table-entry", args=[secret]), {"tray": number, f"t{number}-ns_tricks": 8})
    for action in ("table-accept", "table-disagree"):
        client.post(reverse(action, args=[secret]), {"result": result.pk})
    pad = reverse("table-pad-save", args=[secret])
    sent = {"tray": number, "ns_tricks": 8, "key": "after-the-finish"}
    assert client.post(pad, sent, content_type="application/json").status_code == 422
    answer = {"result": result.pk, "answer": "accept"}
    url = reverse("table-pad-answer", args=[secret])
    assert client.post(url, answer, content_type="application/json").status_code == 422
    assert client.get(reverse("table-pad-state", args=[secret])).json()["status"] == "finished"
    assert state() == before
