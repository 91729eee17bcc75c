"""The database itself refuses impossible results, whatever code tries to save them."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, transaction

from tests.builders import seating_for
from tournaments import models as m


def result(event, **values):
    seating = seating_for(event, 1, "1NS", "1EW")
    tray = m.Tray.objects.get(event=event, number=1)
    return m.Result(tray=tray, seating=seating, **values)


@pytest.mark.parametrize(
    "values",
    [
        {"ns_tricks": 14, "ew_tricks": None},
        {"ns_tricks": 8, "ew_tricks": 6},
        {"ns_tricks": 6, "ew_tricks": 6},
        {"ns_tricks": None, "ew_tricks": 14},
        {"tricks_taken": 14, "ns_score": 100, "contract": "7NT", "declarer": "N"},
        {},
    ],
)
def test_the_database_refuses_impossible_results(mitchell3, values):
    with pytest.raises(IntegrityError), transaction.atomic():
        result(mitchell3, **values).save()


def test_one_result_per_tray_per_seating(mitchell3):
    result(mitchell3, ns_tricks=7, ew_tricks=6).save()
    with pytest.raises(IntegrityError), transaction.atomic():
        result(mitchell3, ns_tricks=8, ew_tricks=5).save()


def test_negative_tricks_cannot_be_stored(mitchell3):
    with pytest.raises(IntegrityError), transaction.atomic():
        result(mitchell3, ns_tricks=-1, ew_tricks=14).save()


def test_a_tray_number_is_unique_in_its_event(mitchell3):
    with pytest.raises(IntegrityError), transaction.atomic():
        m.Tray.objects.create(event=mitchell3, number=1, tray_set=1, dealer="W")
