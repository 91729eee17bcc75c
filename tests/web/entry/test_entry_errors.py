"""Bad tricks on a traveller or a score slip: a clear message, and nothing saved."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import seating_for
from tournaments import models as m


def post_line(client, event, tray, seating, ns="", ew=""):
    url = reverse("traveller-entry", args=[event.slug, tray])
    return client.post(url, {f"ns_{seating.pk}": ns, f"ew_{seating.pk}": ew})


@pytest.mark.parametrize(
    ("ns", "ew", "message"),
    [
        ("14", "", "less than or equal to 13"),
        ("-1", "", "greater than or equal to 0"),
        ("8", "6", "make 14, not 13"),
        ("3", "3", "make 6, not 13"),
        ("", "14", "less than or equal to 13"),
        ("seven", "", "Enter a whole number"),
    ],
)
def test_impossible_tricks_are_refused_on_the_traveller(
    organiser_client, mitchell3, ns, ew, message
):
    seating = seating_for(mitchell3, 1, "1NS", "1EW")
    response = post_line(organiser_client, mitchell3, 1, seating, ns, ew)
    assert response.status_code == 200
    assert message in response.content.decode()
    assert not m.Result.objects.exists()
    assert not m.ResultChange.objects.exists()


def test_one_bad_line_saves_none_of_the_traveller(organiser_client, mitchell3):
    good = seating_for(mitchell3, 1, "1NS", "1EW")
    bad = seating_for(mitchell3, 1, "3NS", "2EW")
    url = reverse("traveller-entry", args=[mitchell3.slug, 1])
    response = organiser_client.post(
        url, {f"ns_{good.pk}": "7", f"ns_{bad.pk}": "9", f"ew_{bad.pk}": "9"}
    )
    assert "make 18, not 13" in response.content.decode()
    assert not m.Result.objects.exists()


def test_a_tray_not_played_at_that_table_is_refused_on_a_slip(organiser_client, mitchell3):
    url = reverse("slip-entry", args=[mitchell3.slug])
    response = organiser_client.post(url, {"tray": "9", "table": "1", "ns_tricks": "7"})
    text = response.content.decode()
    assert "Tray 9 is not played at table 1 (table 1 plays trays 1, 2, 3)" in text
    assert not m.Result.objects.exists()


def test_a_slip_for_a_table_that_does_not_exist_is_refused(organiser_client, mitchell3):
    url = reverse("slip-entry", args=[mitchell3.slug])
    response = organiser_client.post(url, {"tray": "1", "table": "6", "ns_tricks": "7"})
    assert "There is no table 6" in response.content.decode()
    assert not m.Result.objects.exists()


def test_a_good_slip_is_stored_with_both_sides_tricks(organiser_client, mitchell3):
    url = reverse("slip-entry", args=[mitchell3.slug])
    response = organiser_client.post(url, {"tray": "1", "table": "1", "ew_tricks": "4"})
    assert response.status_code == 302
    result = m.Result.objects.get()
    assert (result.tray.number, result.seating.table.number) == (1, 1)
    assert (result.ns_tricks, result.ew_tricks) == (9, 4)


def test_a_traveller_line_for_a_table_that_does_not_play_the_tray_is_refused(organiser, mitchell3):
    from tournaments import services

    elsewhere = seating_for(mitchell3, 2, "2NS", "2EW")
    with pytest.raises(services.DomainError, match="not played at that table"):
        services.record_whist_traveller(
            mitchell3, 1, [services.WhistEntry(elsewhere.pk, 7, 6)], by=organiser
        )
    assert not m.Result.objects.exists()


def test_a_correction_needs_a_reason_and_keeps_the_old_value(organiser_client, mitchell3):
    seating = seating_for(mitchell3, 1, "1NS", "1EW")
    post_line(organiser_client, mitchell3, 1, seating, "8")
    response = post_line(organiser_client, mitchell3, 1, seating, "9")
    assert "Give a reason" in response.content.decode()
    assert m.Result.objects.get().ns_tricks == 8
    url = reverse("traveller-entry", args=[mitchell3.slug, 1])
    organiser_client.post(url, {f"ns_{seating.pk}": "9", "reason": "slip misread"})
    result = m.Result.objects.get()
    assert (result.ns_tricks, result.ew_tricks) == (9, 4)
    trail = list(
        m.ResultChange.objects.values_list(
            "action", "old_value__ns_tricks", "new_value__ns_tricks", "reason"
        )
    )
    assert trail == [("created", None, 8, ""), ("corrected", 8, 9, "slip misread")]
