"""Foster's compass whist example, entered tray by tray through the web.

Five tables play 30 deals.  N-S pairs a..e take 201, 204, 211, 207, 212 tricks and E-W pairs
f..k 189, 186, 179, 183, 178.  The source's table: averages 207 (N-S) and 183 (E-W);
a -6, b -3, c +4, d =, e +5; f +6, g +3, h -4, j =, k -5; f wins.
"""

from __future__ import annotations

from django.urls import reverse

from tests.builders import create_through_wizard
from tests.web.html import rows_by, tables_in
from tournaments import models as m

NS = {"1 NS": 201, "2 NS": 204, "3 NS": 211, "4 NS": 207, "5 NS": 212}
EW = {"1 EW": 189, "2 EW": 186, "3 EW": 179, "4 EW": 183, "5 EW": 178}


def meeting_tricks(ns_pair: int, ew_pair: int) -> int:
    """North-South tricks when NS pair i meets EW pair j over six deals.

    Chosen by hand: row i adds up to NS pair i's total, and column j to 390 less EW pair j's
    total (the tricks the N-S pairs took against it), since every deal has 13 tricks.
    """
    grid = [
        [41, 40, 40, 40, 40],  # a: 201
        [40, 41, 41, 41, 41],  # b: 204
        [40, 41, 43, 43, 44],  # c: 211
        [40, 41, 43, 41, 42],  # d: 207
        [40, 41, 44, 42, 45],  # e: 212
    ]
    return grid[ns_pair - 1][ew_pair - 1]


def split(total: int) -> list[int]:
    base, extra = divmod(total, 6)
    return [base + (1 if k < extra else 0) for k in range(6)]


def test_grid_has_the_sources_margins():
    rows = [sum(meeting_tricks(i, j) for j in range(1, 6)) for i in range(1, 6)]
    cols = [sum(meeting_tricks(i, j) for i in range(1, 6)) for j in range(1, 6)]
    assert rows == [201, 204, 211, 207, 212]
    assert [390 - c for c in cols] == [189, 186, 179, 183, 178]


def test_the_compass_example_gives_the_sources_table(organiser, client):
    client.force_login(organiser)
    response = create_through_wizard(
        client,
        name="Knickerbocker compass",
        pairs=10,
        kind="mitchell",
        boards_per_round=6,
        scoring="tricks",
    )
    assert response.status_code == 302
    event = m.Event.objects.get(name="Knickerbocker compass")
    assert (
        client.post(reverse("event-start", args=[event.slug]), {"confirmed": "yes"}).status_code
        == 302
    )

    for tray in m.Tray.objects.filter(event=event).order_by("number"):
        data = {}
        for seating in tray.seatings.select_related("ns", "ew"):
            meeting = sorted(t.number for t in seating.trays.all())
            tricks = split(meeting_tricks(seating.ns.number, seating.ew.number))
            data[f"ns_{seating.pk}"] = str(tricks[meeting.index(tray.number)])
        reply = client.post(reverse("traveller-entry", args=[event.slug, tray.number]), data)
        assert reply.status_code == 302

    assert m.Result.objects.filter(tray__event=event).count() == 150
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "N-S average 207" in page or "NS average 207" in page
    assert "EW average 183" in page or "E-W average 183" in page
    tricks = rows_by(tables_in(page)[1], "Pair")
    got = {pair: (row["Tricks"], row["+/−"]) for pair, row in tricks.items()}
    assert got == {
        "1 NS": ("201", "-6"),
        "2 NS": ("204", "-3"),
        "3 NS": ("211", "+4"),
        "4 NS": ("207", "="),
        "5 NS": ("212", "+5"),
        "1 EW": ("189", "+6"),
        "2 EW": ("186", "+3"),
        "3 EW": ("179", "-4"),
        "4 EW": ("183", "="),
        "5 EW": ("178", "-5"),
    }
    assert tricks["1 EW"]["Overall"] == "1"
