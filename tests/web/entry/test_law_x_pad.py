"""Law X, revokes, from the table's phone: the pad's Revoke asks which side revoked, how many
times and the tricks it won before its first revoke, and stores them through the same checks
as the director's traveller; a resend (the phone's offline queue) stores nothing twice.

The law: the source, duplicate_and_progressive_rules.txt, lines 2419-2444 (sec. 4).  The
figures are those of tests/web/entry/test_law_x_site.py, worked there by hand: tray 1 of a
five-table whist Mitchell on trick totals, NS make 7, 8 and 6 at three tables; at the fourth
(here table 1, from its pad) NS make 8 but revoked twice, having won 6 tricks before the first.
The saving keeps their 6 tricks: NS 6 - 7 = -1 against the NS field, EW 7 - 6 = +1.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_mitchell
from tests.progressive.source import quoted
from tournaments import models as m
from tournaments import services
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db

MADE = {2: 7, 3: 8, 4: 6}
REVOKE = {"tray": 1, "ns_tricks": 8, "revoke": {"side": "NS", "count": 2, "kept": 6}}


def seating_at(event, table: int) -> m.Seating:
    return m.Seating.objects.get(round__event=event, table__number=table, trays__number=1)


@pytest.fixture
def event(organiser):
    event = make_mitchell(
        organiser, tables=5, boards_per_round=1, name="Law X phones",
        scoring=m.ScoringMethod.TRICKS,
    )  # fmt: skip
    entries = [services.WhistEntry(seating_at(event, t).pk, ns, None) for t, ns in MADE.items()]
    services.record_traveller(event, 1, entries, by=organiser)
    return event


def save(client, event, body, table: int = 1):
    secret = event.tables.get(number=table).secret
    url = reverse("table-pad-save", args=[secret])
    return client.post(url, body, content_type="application/json")


def test_the_source_says_so(shared_dir):
    # Sec. 4, lines 2425-2427 and 2429-2432: the tricks won before the first revoke are kept;
    # the score is recorded as made, with -R and +R beside it.
    assert quoted(shared_dir, 2425, 2427, "in no case shall the infliction of the revoke penalty")
    assert quoted(shared_dir, 2426, 2427, "any tricks won by them before their first revoke")
    assert quoted(shared_dir, 2428, 2430, "the score shall be recorded as made, independently")
    assert quoted(shared_dir, 2431, 2432, "(“-R” for the revoking side, and “+R” for their")


def test_a_revoke_from_the_pad_is_scored_as_from_the_traveller(client, event):
    assert seating_at(event, 1).round.number == event.current_round == 1
    state = client.get(reverse("table-pad-state", args=[event.tables.get(number=1).secret]))
    assert state.json()["revokes"] is True
    answer = save(client, event, {**REVOKE, "key": "revoke-0001"})
    assert answer.status_code == 200 and answer.json()["outcome"] == "saved"
    shown = answer.json()["result"]
    assert (shown["revokes_ns"], shown["revokes_ew"], shown["revoke_kept"]) == (2, 0, 6)
    stored = m.Result.objects.get(seating=seating_at(event, 1))
    assert (stored.ns_tricks, stored.revokes_ns, stored.revoke_kept) == (8, 2, 6)
    assert (stored.entered_via, stored.ns_revoke_mark, stored.ew_revoke_mark) == (
        "table",
        "-R",
        "+R",
    )
    rows = {r["code"]: r for r in scores_for(event).trick_rows()}
    assert rows[seating_at(event, 1).ns.code]["plus_minus"] == "-1"
    assert rows[seating_at(event, 1).ew.code]["plus_minus"] == "+1"
    # The phone sends it again (the answer was lost): stored once, nothing changed.
    again = save(client, event, {**REVOKE, "key": "revoke-0001"})
    assert again.json()["outcome"] == "stored"
    assert m.Result.objects.filter(seating=seating_at(event, 1)).count() == 1
    assert m.ResultChange.objects.filter(seating=seating_at(event, 1)).count() == 1


def test_changed_on_the_pad_the_revoke_comes_off(client, event):
    first = save(client, event, {**REVOKE, "key": "revoke-0002"}).json()["result"]
    body = {"tray": 1, "ns_tricks": 8, "revoke": {"side": "", "count": 0, "kept": 0}}
    answer = save(client, event, {**body, "key": "revoke-0003", "edit_of": first["id"]})
    assert answer.json()["outcome"] == "saved"
    stored = m.Result.objects.get(seating=seating_at(event, 1))
    assert (stored.revokes_ns, stored.revokes_ew, stored.revoke_kept) == (0, 0, 0)
    ns = seating_at(event, 1).ns.code
    assert {r["code"]: r for r in scores_for(event).trick_rows()}[ns]["plus_minus"] == "+1"


@pytest.mark.parametrize(
    ("revoke", "message"),
    [
        (
            {"side": "NS", "count": 2, "kept": 9},
            "NS won 8 tricks in all, so they cannot have won 9",
        ),
        ({"side": "EW", "count": 0, "kept": 0}, "give how many times EW revoked"),
        ({"side": "NS", "count": "2", "kept": 6}, "The revoke was not sent as expected"),
        ("NS", "The revoke was not sent as expected"),
    ],
)
def test_a_revoke_that_cannot_be_is_refused_and_nothing_stored(client, event, revoke, message):
    answer = save(client, event, {**REVOKE, "revoke": revoke, "key": "revoke-0004"})
    assert answer.status_code == 422 and message in answer.json()["message"]
    assert not m.Result.objects.filter(seating=seating_at(event, 1)).exists()


def test_a_match_pointed_event_offers_no_revoke_on_the_pad(client, organiser):
    event = make_mitchell(organiser, tables=5, boards_per_round=1, name="MP phones")
    state = client.get(reverse("table-pad-state", args=[event.tables.get(number=1).secret]))
    assert state.json()["revokes"] is False
    answer = save(client, event, {**REVOKE, "key": "revoke-0005"})
    assert answer.status_code == 422 and "trick totals" in answer.json()["message"]
    assert not m.Result.objects.filter(tray__event=event).exists()
