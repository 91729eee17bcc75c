"""Bridge to the score at a progressive bridge party, through the site: the wizard's setting,
the deals' trick scores reported from a guest's phone and from the host's page, the bonus in
each table's score (and so in who wins it), the star table's account of every bonus, the
tally cards' bonus box and the table signs' rule.

Foster (source lines 52-54): "Four deals is a round, before changing adversaries, and fifty
points are added to the score of the side having the greater trick score."

Two tables, winners moving, four deals a round, the bonus fifty to the higher trick score:

- table 1 (head), L1 & G1 v L2 & G2: scores 120-140; trick scores 24, 18, 12, 16 deal by deal
  (North-South, East-West, North-South, East-West): 36 against 34, so North-South take fifty,
  170-140, and win the table that East-West led before the bonus (the phone);
- table 2 (booby), L3 & G3 v L4 & G4: 200-90; trick scores 30, 20 and a failed contract to
  North-South, 10 to East-West: 50 against 10, 250-90 (the host's page).
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from tests.builders import quick_user
from tests.printing.pdfread import pages_text
from tests.web.backup.played import edited, without
from tests.web.html import tables_in
from tournaments import models as m
from tournaments.backup import export_event, import_event
from tournaments.services import progressive as ps

PHONE_DEALS = [[0, 24], [1, 18], [0, 12], [1, 16]]


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


@pytest.fixture
def signed_in(client, organiser):
    client.force_login(organiser)
    return client


def set_up(client, **changes):
    data = {
        "name": "Bridge to the score",
        "date": "2026-12-19",
        "game": "bridge",
        "tables": 2,
        "groups": "two",
        "rounds": 1,
        "deals": 4,
        "prize_classes": ["gold", "red", "green"],
        "loner_points": 4,
        "score_bonus": "round",
        "seed": 7,
        **changes,
    }
    return client.post(reverse("progressive-new"), data)


def start(signed_in):
    assert set_up(signed_in).status_code == 302
    event = m.Event.objects.get(name="Bridge to the score")
    by_hand = reverse("progressive-by-hand", args=[event.slug])
    signed_in.post(by_hand, {"tables": "L1 G1 / L2 G2\nL3 G3 / L4 G4"})
    signed_in.post(reverse("progressive-bell", args=[event.slug]), {"action": "open"})
    return event


def phone(client, event, table: int, body: dict):
    link = m.PartyTable.objects.get(event=event, number=table)
    return client.post(
        reverse("party-table-save", args=[link.secret]), body, content_type="application/json"
    )


def host_report(client, event, table: int, ns: int, ew: int, deals: dict):
    data = {"table": table, "round": 1, f"t{table}-ns": ns, f"t{table}-ew": ew}
    data |= {f"t{table}-{key}": value for key, value in deals.items()}
    return client.post(reverse("progressive-report", args=[event.slug]), data)


TABLE_2 = {"deal1_ns": 30, "deal2_ns": 20, "deal3_ew": 10, "deal4_ns": 0}


def test_the_bonus_goes_into_the_score_and_decides_the_table(signed_in, client):
    event = start(signed_in)
    settings = event.progressive
    assert (settings.score_bonus, settings.deals, settings.bonus_game) == ("round", 4, 30)
    link = m.PartyTable.objects.get(event=event, number=1)
    state = client.get(reverse("party-table-state", args=[link.secret])).json()
    assert state["kind"] == "toscore" and state["deals"] == 4
    assert "50 to the side with the greater trick score" in state["rules"][0]
    body = {"points": [120, 140], "hands": PHONE_DEALS, "round": 1, "key": "score-t1-r1"}
    saved = phone(client, event, 1, body).json()
    assert saved["outcome"] == "saved" and saved["result"]["points"] == [170, 140]
    assert saved["result"]["details"]["bonus"] == [50, 0]
    assert host_report(signed_in, event, 2, 200, 90, TABLE_2).status_code == 302
    row = m.ProgressiveResult.objects.get(round__event=event, table=2)
    assert (row.points_a, row.points_b) == (250, 90)
    assert row.details["deals"] == [[0, 30], [0, 20], [1, 10], [0, 0]]
    signed_in.post(reverse("progressive-bell", args=[event.slug]), {"action": "close"})

    page = client.get(reverse("progressive-stars", args=[event.slug])).content.decode()
    stars, bonuses = tables_in(page)[:2]
    gold = {row[0] for row in stars[1:] if row[2] == "1"}
    red = {row[0] for row in stars[1:] if row[3] == "1"}
    assert gold == {"L1", "G1"}  # the head table's winners: North-South, with the bonus
    assert red == {"L3", "G3"}
    assert bonuses[1:] == [
        ["1", "1", "L1 & G1", "L2 & G2", "36-34", "120-140", "50-0", "170-140"],
        ["1", "2", "L3 & G3", "L4 & G4", "50-10", "200-90", "50-0", "250-90"],
    ]


def test_a_report_without_its_deals_or_against_them_is_refused(signed_in, client):
    event = start(signed_in)
    short = {"points": [120, 140], "hands": PHONE_DEALS[:3], "round": 1, "key": "score-short"}
    refused = phone(client, event, 1, short)
    assert refused.status_code == 422
    assert "a round is 4 deals, not 3" in refused.json()["message"]
    none = phone(client, event, 1, {"points": [120, 140], "round": 1, "key": "score-none"})
    assert "give each deal's trick score" in none.json()["message"]
    low = {"points": [20, 140], "hands": PHONE_DEALS, "round": 1, "key": "score-low1"}
    assert "less than its trick score, 36" in phone(client, event, 1, low).json()["message"]
    both = host_report(signed_in, event, 2, 200, 90, {**TABLE_2, "deal1_ew": 8}).content
    assert "only the declarer&#x27;s side scores tricks below the line" in both.decode()
    # 100-140 with the bonus is 150-140; 100-150 would tie at 150: the next hand decides.
    tie = host_report(signed_in, event, 2, 100, 150, TABLE_2).content.decode()
    assert "points tie 150-150" in tie
    assert not m.ProgressiveResult.objects.filter(round__event=event).exists()


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"to_the_bell": "on", "deals": ""}, "play a number of deals, not to the bell"),
        ({"score_bonus": "game-lead", "bonus_game": 10}, "greater than or equal to 20"),
    ],
)
def test_a_bonus_that_cannot_be_is_refused(signed_in, changes, words):
    response = set_up(signed_in, **changes)
    assert response.status_code == 200 and words in response.content.decode()
    assert not m.Event.objects.exists()


def test_the_papers_carry_the_bonus(signed_in, client):
    event = start(signed_in)
    cards = signed_in.get(reverse("print-paper", args=[event.slug, "tally-cards"]))
    text = " ".join(pages_text(cards.content))
    assert "Game Table Gold Red Green Bonus" in text
    signs = signed_in.get(reverse("print-paper", args=[event.slug, "table-signs"]))
    text = " ".join(pages_text(signs.content))
    assert "report the points and each deal's trick score" in text
    assert "Bridge to the score: 50 to the side with the greater trick score." in text


def test_the_bonus_round_trips_through_the_backup_and_an_older_file_has_none(signed_in, client):
    event = start(signed_in)
    body = {"points": [120, 140], "hands": PHONE_DEALS, "round": 1, "key": "score-t1-bk"}
    phone(client, event, 1, body)
    before = export_event(event)
    settings = before["progressive"]["settings"]
    assert (settings["score_bonus"], settings["bonus_per_point"], settings["bonus_game"]) == (
        "round",
        1,
        30,
    )
    copy = import_event(before, slug="score-copy").event
    assert without(export_event(copy), secrets=True) == without(before, secrets=True)

    def drop_bonus(doc):
        for key in ("score_bonus", "bonus_per_point", "bonus_game"):
            del doc["progressive"]["settings"][key]

    older = edited(before, drop_bonus)
    restored = import_event(older, slug="score-older").event
    assert restored.progressive.score_bonus == "none"


def test_the_bonus_is_for_bridge_and_a_whist_wizard_ignores_it(signed_in, organiser):
    with pytest.raises(ps.DomainError, match="a bonus for progressive bridge, not progressive"):
        ps.set_up_evening(
            ps.EveningSettings(
                name="Whist to the score",
                date=dt.date(2026, 12, 19),
                game=m.Drive.WHIST,
                tables=2,
                groups="two",
                rounds=1,
                score_bonus="round",
            ),
            by=organiser,
        )
    # The wizard shows the setting for bridge only: for whist it is left out, as hidden.
    assert set_up(signed_in, game="whist", name="Whist").status_code == 302
    assert m.Event.objects.get(name="Whist").progressive.score_bonus == "none"


def test_a_correction_counts_the_bonus_again(signed_in, client, organiser):
    event = start(signed_in)
    body = {"points": [120, 140], "hands": PHONE_DEALS, "round": 1, "key": "score-t1-fix"}
    phone(client, event, 1, body)
    host_report(signed_in, event, 2, 200, 90, TABLE_2)
    signed_in.post(reverse("progressive-bell", args=[event.slug]), {"action": "close"})
    url = reverse("progressive-correct", args=[event.slug, 1, 1])
    form = signed_in.get(url).content.decode()
    assert 'name="deal2_ew" value="18"' in form and 'name="ns" value="120"' in form
    # Deal 3 was East-West's 12, not North-South's: 24 against 46, fifty to East-West.
    fixed = {"ns": 120, "ew": 140, "deal1_ns": 24, "deal2_ew": 18, "deal3_ew": 12}
    fixed |= {"deal4_ew": 16, "reason": "deal 3 was East-West's"}
    assert signed_in.post(url, fixed).status_code == 302
    row = m.ProgressiveResult.objects.get(round__event=event, table=1)
    assert (row.points_a, row.points_b, row.details["bonus"]) == (120, 190, [0, 50])
    outcome = m.ProgressiveRound.objects.get(event=event, number=1).outcome
    assert outcome[0]["winners"] == ["L2", "G2"]
    change = m.ProgressiveChange.objects.filter(event=event).latest("pk")
    assert change.old_value["points_a"] == 170 and change.new_value["points_b"] == 190
