"""A fouled tray on the site under the ACBL's rules: its groups too small to compare take
ACBLscore's fixed shares (manual, "Fouled/Adjusted board formula": a group of two 65% and 55%
of the top, a single score 60% each way), on the standings' figures and the score card's
working, as ``score --rules acbl`` gives them.

The three-table Mitchell of ``played``, match points, ACBL rules (1 a result beaten): tray 1
is found fouled at table 3 (2NS v 3EW, -50), ruled GROUP B.  Top 2.  Group A: 3NS +450 and
1NS +420: 3NS 65% = 1.3, 1NS 55% = 1.1; East-West the other way, 1EW 1.3, 2EW 1.1.  Group B,
one result: 2NS and 3EW 60% = 1.2 each.
"""

from __future__ import annotations

import io
import json
from fractions import Fraction

import pytest
from django.core.management import call_command
from django.urls import reverse

from tests.builders import make_bridge_mitchell, seating_for
from tests.web.html import tables_in
from tests.web.methods.played import TRAVELLERS
from tournaments import models as m
from tournaments import services
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db


def _fouled(by) -> m.Event:
    event = make_bridge_mitchell(by, tables=3, name="Fouled", scoring="matchpoints", rules="acbl")
    for tray, lines in TRAVELLERS.items():
        entries = [
            services.BridgeEntry(
                seating_for(event, tray, ns, ew).pk, contract, declarer, tricks,
                "GROUP B" if (tray, ns) == (1, "2NS") else "",
            )
            for ns, ew, contract, declarer, tricks in lines
        ]  # fmt: skip
        services.record_traveller(event, tray, entries, by=by)
    event.refresh_from_db()
    return event


def test_the_site_and_the_command_give_the_fixed_shares(organiser, tmp_path):
    event = _fouled(organiser)
    report = scores_for(event).matchpoints
    tray_one = {
        (line.result.ns, line.result.ew): (line.ns_mp, line.ew_mp)
        for line in report.lines
        if line.result.tray == 1
    }
    assert tray_one == {
        ("1NS", "1EW"): (Fraction(11, 10), Fraction(13, 10)),
        ("3NS", "2EW"): (Fraction(13, 10), Fraction(11, 10)),
        ("2NS", "3EW"): (Fraction(6, 5), Fraction(6, 5)),
    }
    rows = ["tray,ns,ew,score,adjust"]
    for r in m.Result.objects.filter(tray__event=event).select_related("tray", "seating__ns",
                                                                       "seating__ew"):  # fmt: skip
        rows.append(f"{r.tray.number},{r.seating.ns.label},{r.seating.ew.label},"
                    f"{r.ns_score},{r.adjustment}")  # fmt: skip
    path = tmp_path / "fouled.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    out = io.StringIO()
    call_command(
        "score", "--input", str(path), "--game", "bridge", "--rules", "acbl", "--fields", "two",
        "--format", "json", stdout=out,
    )  # fmt: skip
    command = {s["entrant"]: s["total"] for s in json.loads(out.getvalue())["standings"]}
    for standing in report.standings:
        assert float(standing.total) == pytest.approx(command[standing.entrant])


def test_the_score_card_says_why(client, organiser):
    event = _fouled(organiser)
    client.force_login(organiser)
    page = client.get(reverse("score-card", args=[event.slug, "1NS"])).content.decode()
    header, *lines = tables_in(page)[0]
    first = dict(zip(header, lines[0], strict=True))
    assert first["Working"] == (
        "fouled tray, the board's own cards: 2 results with these cards, too few to "
        "compare, so fixed shares (65% and 55% of the top, ACBLscore); NS 2 of 2: 55% of the "
        "top 2 = 1.1"
    )
