"""The director's rulings on a traveller line, through the ruling page: averages, assigned,
weighted and split scores, not played, procedural penalties and a fouled tray's group.

Tray 1 of a three-table bridge Mitchell (nobody vulnerable) is played by 1 NS at table 1,
3 NS at table 3 and 2 NS at table 2.  At the tables: 4S by North making ten (+420), 3NT by
North making nine (+400) and 4S by North one down (-50).  North-South percentages on the
tray, worked by hand (each beat scores 1, a tie 1/2, of a top of 2):

- as played: 1 NS (420) beats both: 100%; 2 NS (400) 50%; 3 NS (-50) 0%.
- 3 NS assigned 4S= N (+420): 1 NS and 3 NS tie and beat 2 NS: 75% each; 2 NS 0%.
- 3 NS weighted 60% 4S= N, 40% 4S-1 N (Law 12C1(c)), compared share by share: 3 NS against
  420 ties 60% (0.3) and loses 40%; against 400 wins 60% (0.6): 0.9 of 2, 45%; 1 NS against
  3 NS ties 0.3 and beats the -50 share 0.4, and beats 400: 1.7, 85%; 2 NS 0.4, 20%.
- 1 NS a procedural penalty of 25% of a top (Law 90): its result stands, 100% - 25% = 75%.
- 3 NS average-plus, its opponents average-minus: 60% and 40% under the club's fixed figures.
"""

from __future__ import annotations

from html import unescape

import pytest
from django.urls import reverse

from tests.builders import club_user, enter_contract, make_bridge_mitchell
from tournaments import models as m
from tournaments.standings import scores_for


@pytest.fixture
def event(organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    enter_contract(event, organiser, 1, 1, "4S", "N", 10)
    enter_contract(event, organiser, 1, 2, "3NT", "N", 9)
    enter_contract(event, organiser, 1, 3, "4S", "N", 9)
    return event


def seating_at(event, table: int) -> m.Seating:
    return m.Seating.objects.get(round__event=event, table__number=table, trays__number=1)


def rule(client, event, table: int, **data):
    url = reverse("ruling", args=[event.slug, 1, seating_at(event, table).pk])
    return client.post(url, {"reason": "director's ruling", **data}, follow=True)


def percent(event) -> dict[str, str]:
    return {r["code"]: r["percentage"] for r in scores_for(event).rows()}


def test_as_played(event):
    got = percent(event)
    assert (got["1 NS"], got["2 NS"], got["3 NS"]) == ("100", "50", "0")


def test_an_assigned_contract_is_scored_with_the_trays_vulnerability(organiser_client, event):
    page = rule(organiser_client, event, 3, kind="assigned", result_1="4S= N").content.decode()
    assert "Board 1, table 3: SCORE 4S= N." in page
    result = m.Result.objects.get(seating=seating_at(event, 3))
    assert result.adjustment == "SCORE 4S= N"
    got = percent(event)
    assert (got["1 NS"], got["3 NS"], got["2 NS"]) == ("75", "75", "0")


def test_a_weighted_score_is_compared_share_by_share(organiser_client, event):
    rule(
        organiser_client, event, 3, kind="weighted",
        result_1="4S= N", share_1="60", result_2="4S-1 N", share_2="40",
    )  # fmt: skip
    assert m.Result.objects.get(seating=seating_at(event, 3)).adjustment == (
        "SCORE 60% 4S= N, 40% 4S-1 N"
    )
    got = percent(event)
    assert (got["1 NS"], got["3 NS"], got["2 NS"]) == ("85", "45", "20")


def test_averages_leave_the_others_compared_among_themselves(organiser_client, event):
    rule(organiser_client, event, 3, kind="average", ns_average="+", ew_average="-")
    got = percent(event)
    opponents = seating_at(event, 3).ew.code  # 2 EW, moved up from table 2
    assert (got["3 NS"], got[opponents]) == ("60", "40")  # the club's rules: fixed 60/40
    # 1 NS and 2 NS are compared between themselves and factored to three results
    # (Neuberg): 1 NS (1 + 1/2) x 3/2 - 1/2 = 1.75 of 2, 87.5%; 2 NS 0.25 of 2, 12.5%.
    assert (got["1 NS"], got["2 NS"]) == ("87.50", "12.50")


def test_a_procedural_penalty_keeps_the_tables_result(organiser_client, event):
    rule(
        organiser_client, event, 1, kind="keep",
        penalty_side="NS", penalty_amount="25", penalty_unit="%",
    )  # fmt: skip
    result = m.Result.objects.get(seating=seating_at(event, 1))
    assert (result.contract, result.ns_score, result.adjustment) == ("4S", 420, "PP NS 25%")
    got = percent(event)
    assert (got["1 NS"], got["2 NS"]) == ("75", "50")
    # The traveller and the pair's card show the contract played and its score, the ruling
    # beside them: a penalty does not stand in place of the result.
    ns = seating_at(event, 1).ns
    for name, args in (("traveller", [event.slug, 1]), ("score-card", [event.slug, ns.label])):
        page = organiser_client.get(reverse(name, args=args)).content.decode()
        row = next(r for r in page.split("<tr") if "PP NS 25%" in r)
        assert 'aria-label="spades"' in row and "420" in row, name


def test_every_ruling_is_in_the_history_and_the_log(organiser_client, event):
    rule(organiser_client, event, 3, kind="split", result_1="4S= N", result_2="4S-1 N")
    change = m.ResultChange.objects.filter(seating=seating_at(event, 3)).latest("pk")
    assert change.reason == "director's ruling" and "SCORE 4S= N / 4S-1 N" in str(change.new_value)
    assert event.log.filter(action="adjustment", text__contains="SCORE 4S= N / 4S-1 N").exists()
    page = organiser_client.get(reverse("traveller-entry", args=[event.slug, 1])).content.decode()
    assert "SCORE 4S= N / 4S-1 N" in page


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"kind": "weighted", "result_1": "4S= N", "share_1": "60", "result_2": "4S-1 N",
          "share_2": "30"}, "add up to 100%"),
        ({"kind": "assigned", "result_1": "4S= Q"}, "The ruling"),
        ({"kind": "assigned", "result_1": "425"}, "not a bridge score"),
        ({"kind": "keep"}, "Choose a ruling"),
        ({"kind": "keep", "penalty_side": "NS"}, "both the side and the amount"),
        ({"kind": "split", "result_1": "4S= N"}, "East-West's result too"),
        ({"kind": "percent", "ns_percent": "60"}, "each side its percentage"),
    ],
)  # fmt: skip
def test_a_ruling_the_tray_cannot_take_changes_nothing(organiser_client, event, data, message):
    before = list(m.Result.objects.values_list("pk", "adjustment", "ns_score", "updated_at"))
    response = rule(organiser_client, event, 3, **data)
    assert message in unescape(response.content.decode())
    assert list(m.Result.objects.values_list("pk", "adjustment", "ns_score", "updated_at")) == (
        before
    )


def test_a_penalty_needs_a_result_to_sit_beside(organiser_client, organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    response = rule(
        organiser_client, event, 1, kind="keep", penalty_side="EW", penalty_amount="3",
    )  # fmt: skip
    assert "Enter the table's own result first" in unescape(response.content.decode())
    assert not m.Result.objects.exists()


def test_the_desk_sends_a_disputed_tray_to_the_ruling_page(organiser_client, event):
    result = m.Result.objects.get(seating=seating_at(event, 2))
    result.disputed_at = result.updated_at
    result.save(update_fields=["disputed_at"])
    desk = organiser_client.get(reverse("run", args=[event.slug])).content.decode()
    assert reverse("ruling", args=[event.slug, 1, result.seating_id]) in desk


def test_a_scorer_enters_results_but_does_not_rule(client, event):
    client.force_login(club_user("scorer", role=m.Role.SCORER))
    url = reverse("ruling", args=[event.slug, 1, seating_at(event, 3).pk])
    assert client.post(url, {"kind": "np", "reason": "x"}).status_code == 404
    assert not m.Result.objects.exclude(adjustment="").exists()
