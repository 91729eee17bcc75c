"""Throttles that a stranger cannot turn against anyone else, behind a proxy or not.

Found on the site behind the documented nginx: five wrong passwords for an organiser, sent
with made-up ``X-Forwarded-For`` headers, locked the organiser out everywhere (every client
was 127.0.0.1 to the site), and about 120 wrong table links stopped every table. The
client's address is now the entry the site's own proxies wrote, ``TRAYS_PROXY_COUNT`` from
the right of ``X-Forwarded-For`` (nginx appends the address it received the request from);
without a proxy the header is ignored.
"""

from __future__ import annotations

import pytest
from django.conf import settings
from django.test import RequestFactory, override_settings
from django.urls import reverse

from tests.builders import club_user, make_bridge_mitchell
from tournaments.views.address import client_address
from tournaments.views.table import GUESSES

NGINX = "127.0.0.1"  # the proxy, on the same machine: REMOTE_ADDR of every request
ATTACKER, ORGANISER, TABLE = "203.0.113.66", "198.51.100.7", "192.0.2.10"


def _request(remote: str, forwarded: str | None):
    extra = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded
    return RequestFactory().get("/", **extra)


@pytest.mark.parametrize(
    ("proxies", "remote", "forwarded", "client"),
    [
        # No proxy: the header is the client's own word and is ignored.
        (0, ATTACKER, None, ATTACKER),
        (0, ATTACKER, ORGANISER, ATTACKER),
        # One proxy (nginx): the last entry is the address nginx received the request from.
        (1, NGINX, ATTACKER, ATTACKER),
        (1, NGINX, f"{ORGANISER}, {ATTACKER}", ATTACKER),  # the first entry is made up
        (1, NGINX, f"1.1.1.1, 2.2.2.2, {ATTACKER}", ATTACKER),
        (1, NGINX, "2001:db8::1", "2001:db8::1"),
        (1, NGINX, None, NGINX),  # did not come through the proxy
        (1, NGINX, "not-an-address", NGINX),
        (1, NGINX, "", NGINX),
        # Two proxies (a load balancer, then nginx): the second entry from the right.
        (2, NGINX, f"{ORGANISER}, {ATTACKER}, 10.0.0.2", ATTACKER),
        (2, NGINX, ATTACKER, NGINX),  # shorter than the proxies: not through them
        # A request Django builds itself (Client.force_login) has no address: None, which
        # the login log's address column takes on PostgreSQL, where "unknown" is refused.
        (0, "", None, None),
        (1, "", None, None),
    ],
)
def test_the_client_is_the_entry_the_proxies_wrote(proxies, remote, forwarded, client):
    with override_settings(TRAYS_PROXY_COUNT=proxies):
        assert client_address(_request(remote, forwarded)) == client


def _login(client, forwarded: str, password: str):
    return client.post(
        reverse("login"),
        {"username": "ada", "password": password},
        REMOTE_ADDR=NGINX,
        HTTP_X_FORWARDED_FOR=forwarded,
    )


@override_settings(TRAYS_PROXY_COUNT=1)
def test_a_strangers_wrong_passwords_lock_only_the_stranger(client, db):
    club_user("ada", password="right-horse-battery-staple")
    for n in range(settings.AXES_FAILURE_LIMIT):
        made_up = f"10.9.8.{n}, {ATTACKER}"  # nginx appends the stranger's real address
        _login(client, made_up, f"wrong-{n}")
    assert _login(client, f"10.9.9.9, {ATTACKER}", "right-horse-battery-staple").status_code == 429
    assert _login(client, ORGANISER, "right-horse-battery-staple").status_code == 302


@override_settings(TRAYS_PROXY_COUNT=0)
def test_without_a_proxy_the_header_cannot_spread_the_lock(client, db):
    club_user("ada", password="right-horse-battery-staple")
    for n in range(settings.AXES_FAILURE_LIMIT):
        client.post(
            reverse("login"),
            {"username": "ada", "password": f"wrong-{n}"},
            REMOTE_ADDR=ATTACKER,
            HTTP_X_FORWARDED_FOR=ORGANISER,  # claims to be the organiser: ignored
        )
    right = client.post(
        reverse("login"),
        {"username": "ada", "password": "right-horse-battery-staple"},
        REMOTE_ADDR=ORGANISER,
    )
    assert right.status_code == 302


@override_settings(TRAYS_PROXY_COUNT=1)
def test_a_strangers_wrong_table_links_stop_only_the_stranger(client, organiser):
    event = make_bridge_mitchell(organiser, tables=3)
    first = event.tables.get(number=1)
    guess = reverse("table-pad-state", args=["a-guessed-table-link-000"])
    codes = [
        client.get(guess, REMOTE_ADDR=NGINX, HTTP_X_FORWARDED_FOR=f"10.0.{n}.1, {ATTACKER}")
        for n in range(GUESSES + 1)
    ]
    assert [c.status_code for c in codes[:GUESSES]] == [404] * GUESSES
    assert codes[GUESSES].status_code == 429
    own = reverse("table-pad-state", args=[first.secret])
    assert client.get(own, REMOTE_ADDR=NGINX, HTTP_X_FORWARDED_FOR=TABLE).status_code == 200
    stranger = client.get(own, REMOTE_ADDR=NGINX, HTTP_X_FORWARDED_FOR=f"{TABLE}, {ATTACKER}")
    assert stranger.status_code == 429  # the stranger waits, even with a right link
