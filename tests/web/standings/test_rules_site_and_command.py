"""The site and ``score --rules`` give the same figures for the same results, under every rule
set, and the score card's working is the command's, word for word.

A five-table bridge Mitchell, one board a round, every board played at every table, with a
director's ruling of each kind on the travellers: a named split average, a weighted score, a
procedural penalty beside a table's result, a board not played (so board 4 is played fewer
times than the others).  The results are read back out of the database into the command's
CSV, as a scorer exporting them would.
"""

from __future__ import annotations

import io
import json
from decimal import Decimal

import pytest
from django.core.management import call_command
from django.urls import reverse

from tests.builders import make_bridge_mitchell
from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services
from tournaments.scoring.rules import RULE_NAMES
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db

CONTRACTS = [("4S", "N", 10), ("3NT", "S", 9), ("4S", "N", 9), ("2H", "E", 8)]
RULINGS = {
    (1, 1): "A+/-",
    (2, 2): "SCORE 60% 4S= N, 40% 4S-1 N",
    (3, 3): "PP NS 25%",
    (4, 4): "NP",
}


def _played(organiser, rules: str) -> m.Event:
    event = make_bridge_mitchell(organiser, tables=5, boards_per_round=1)
    event.scoring_rules = rules
    event.save(update_fields=["scoring_rules"])
    for seating in m.Seating.objects.filter(round__event=event).select_related("table"):
        for tray in seating.trays.all():
            contract, declarer, tricks = CONTRACTS[(tray.number + seating.table.number) % 4]
            code = RULINGS.get((tray.number, seating.table.number), "")
            entry = services.BridgeEntry(seating.pk, contract, declarer, tricks, code)
            if code and code != "PP NS 25%":
                entry = services.BridgeEntry(seating.pk, "", "", None, code)
            services.record_traveller(event, tray.number, [entry], by=organiser)
    event.refresh_from_db()
    return event


def _command(event: m.Event, *args: str, tmp_path) -> dict:
    rows = ["tray,ns,ew,score,vulnerable,adjust"]
    results = m.Result.objects.filter(tray__event=event).select_related(
        "tray", "seating__ns", "seating__ew"
    )
    for r in results.order_by("tray__number", "seating__table__number"):
        score = "" if r.ns_score is None else r.ns_score
        rows.append(
            f"{r.tray.number},{r.seating.ns.label},{r.seating.ew.label},{score},"
            f'{r.tray.vulnerability},"{r.adjustment}"'
        )
    path = tmp_path / "event.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    out = io.StringIO()
    call_command(
        "score", "--input", str(path), "--game", "bridge", "--fields", "two",
        "--rules", event.scoring_rules, "--format", "json", *args, stdout=out,
    )  # fmt: skip
    return json.loads(out.getvalue())


def _same(site: str, command) -> bool:
    """A figure as the site prints it against the command's exact one, to two places."""
    if command is None:
        return site == ""
    return Decimal(site) == Decimal(str(command)).quantize(Decimal("0.01")).normalize()


@pytest.mark.parametrize("rules", RULE_NAMES)
def test_every_line_and_standing_agrees(organiser, tmp_path, rules):
    event = _played(organiser, rules)
    site = scores_for(event)
    command = _command(event, tmp_path=tmp_path)
    lines = [line for n in sorted(site.by_tray) for line in site.by_tray[n]]
    assert len(lines) == len(command["results"]) == 25
    for line, row in zip(lines, command["results"], strict=True):
        assert (line.result.seating.ns.label, line.result.seating.ew.label) == (
            row["ns"],
            row["ew"],
        )
        assert _same(line.ns_mp, row["ns_mp"]), (rules, row)
        assert _same(line.ew_mp, row["ew_mp"]), (rules, row)
    standing = {row["entrant"]: row for row in command["standings"]}
    for row in site.rows():
        theirs = standing[row["label"]]
        assert _same(row["matchpoints"], theirs["total"]), (rules, row["label"])
        assert _same(row["percentage"], theirs["percentage"]), (rules, row["label"])
        assert str(row["place"]) == theirs["place"]


def test_the_score_card_says_what_the_command_says(organiser, tmp_path):
    event = _played(organiser, "ebu")
    site = scores_for(event)
    command = _command(event, "--explain", tmp_path=tmp_path)
    working = {
        (row["tray"], side, row[side.lower()]): row[f"{side.lower()}_working"]
        for row in command["results"]
        for side in ("NS", "EW")
    }
    checked = 0
    for entrant in site.entrants.values():
        for line in site.card(entrant):
            assert line.explanation == working[(line.tray, line.direction, entrant.label)]
            checked += 1
    assert checked == 50
    ruled = next(c for c in site.card(site.entrants["1NS"]) if c.adjustment == "A+/-")
    assert ruled.explanation.startswith("average-plus")


def test_a_board_played_fewer_times_on_its_own_top_under_compscore(organiser, client):
    event = _played(organiser, "compscore")
    services.publish_event(event, by=organiser)
    site = scores_for(event)
    assert {line.result.tray for line in site.matchpoints.lines if line.own_top} == {4}
    page = client.get(reverse("traveller", args=[event.slug, 4]))
    header, *body = tables_in(page.content.decode())[0]
    ns, ew = header.index("NS MP"), header.index("EW MP")
    # The not-played line (NP) has no match points of its own: it leaves both pairs' maximum.
    full = [row for row in body if len(row) == len(header) and "NP" not in row]
    printed = [(Decimal(row[ns]), Decimal(row[ew])) for row in full]
    # Board 4 was played four times (one table's board not played): each line shares the
    # board's own top of 6 (2/1 scale, three other results), not the full top of 8.
    assert len(printed) == 4 and all(a + b == 6 for a, b in printed), body
    other = client.get(reverse("traveller", args=[event.slug, 5]))
    header, *body = tables_in(other.content.decode())[0]
    assert all(Decimal(row[ns]) + Decimal(row[ew]) == 8 for row in body)


def test_rulings_and_rules_cost_no_extra_query(organiser, client, django_assert_max_num_queries):
    event = _played(organiser, "ebu")
    services.publish_event(event, by=organiser)
    for url in (
        reverse("standings", args=[event.slug]),
        reverse("score-card", args=[event.slug, "2NS"]),
        reverse("traveller", args=[event.slug, 2]),
    ):
        with django_assert_max_num_queries(6):
            assert client.get(url).status_code == 200


def test_the_score_card_says_how_the_total_was_reached(organiser, client, tmp_path):
    event = _played(organiser, "ebu")
    services.publish_event(event, by=organiser)
    page = client.get(reverse("score-card", args=[event.slug, "1NS"])).content.decode()
    command = _command(event, "--explain", tmp_path=tmp_path)
    working = next(s["working"] for s in command["standings"] if s["entrant"] == "1NS")
    assert f"How the total was reached (EBU (White Book) rules): {working}" in page
