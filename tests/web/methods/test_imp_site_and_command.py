"""The site and ``score --method butler|cross-imps|imps --rules`` give the same IMPs for the
same results, under every rule set, and the score card's working is the command's, word for
word.

A five-table bridge Mitchell, one tray a round, every tray played at every table (so a Butler
datum drops its extremes under the rule sets that drop from four or five results), with a
ruling of each kind IMPs can score on the travellers: average-plus and average-minus, a
weighted score, a procedural penalty in IMPs beside a table's result, a tray not played.  The
results are read back out of the database into the command's CSV, as a scorer exporting them
would.
"""

from __future__ import annotations

import io
import json
from decimal import Decimal

import pytest
from django.core.management import call_command

from tests.builders import make_bridge_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.scoring.rules import RULE_NAMES
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db

CONTRACTS = [("4S", "N", 10), ("3NT", "S", 9), ("4S", "N", 9), ("2H", "E", 8), ("4S", "N", 11)]
RULINGS = {
    (1, 1): "A+/-",
    (2, 2): "SCORE 60% 4S= N, 40% 4S-1 N",
    (3, 3): "PP NS 3",
    (4, 4): "NP",
}
METHODS = (m.ScoringMethod.BUTLER, m.ScoringMethod.CROSS_IMPS, m.ScoringMethod.IMPS)


def _played(organiser, method: str, rules: str) -> m.Event:
    event = make_bridge_mitchell(organiser, tables=5, scoring=method, rules=rules)
    for seating in m.Seating.objects.filter(round__event=event).select_related("table"):
        for tray in seating.trays.all():
            contract, declarer, tricks = CONTRACTS[(tray.number * 2 + seating.table.number) % 5]
            code = RULINGS.get((tray.number, seating.table.number), "")
            entry = services.BridgeEntry(seating.pk, contract, declarer, tricks, code)
            if code and not code.startswith("PP"):
                entry = services.BridgeEntry(seating.pk, "", "", None, code)
            services.record_traveller(event, tray.number, [entry], by=organiser)
    event.refresh_from_db()
    return event


def _command(event: m.Event, tmp_path, *args: str) -> dict:
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
        "--method", event.scoring_method, "--rules", event.scoring_rules, "--format", "json",
        *args, stdout=out,
    )  # fmt: skip
    return json.loads(out.getvalue())


def _same(site: str, command) -> bool:
    """A figure as the site prints it (+4.5, -3, 0) against the command's exact one."""
    if command is None:
        return site == ""
    return Decimal(site) == Decimal(str(command)).quantize(Decimal("0.01")).normalize()


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("rules", RULE_NAMES)
def test_every_line_and_standing_agrees(organiser, tmp_path, method, rules):
    event = _played(organiser, method, rules)
    site = scores_for(event)
    assert not site.problem
    command = _command(event, tmp_path)
    lines = [line for n in sorted(site.by_tray) for line in site.by_tray[n]]
    assert len(lines) == len(command["results"]) == 25
    for line, row in zip(lines, command["results"], strict=True):
        assert line.result.seating.ns.label == row["ns"]
        assert _same(line.ns_imps, row["ns_mp"]), (method, rules, row)
        assert _same(line.ew_imps, row["ew_mp"]), (method, rules, row)
    standing = {row["entrant"]: row for row in command["standings"]}
    for row in site.rows():
        theirs = standing[row["label"]]
        assert _same(row["imps"], theirs["total"]), (method, rules, row["label"])
        assert str(row["place"]) == theirs["place"]


@pytest.mark.parametrize("method", METHODS)
def test_the_score_card_says_what_the_command_says(organiser, tmp_path, method):
    event = _played(organiser, method, "ebu")
    site = scores_for(event)
    command = _command(event, tmp_path, "--explain")
    working = {
        (row["tray"], side, row[side.lower()]): row[f"{side.lower()}_working"]
        for row in command["results"]
        for side in ("NS", "EW")
    }
    totals = {row["entrant"]: row["working"] for row in command["standings"]}
    checked = 0
    for entrant in site.entrants.values():
        for line in site.card(entrant):
            assert line.explanation == working[(line.tray, line.direction, entrant.label)]
            checked += 1
        assert site.total_working(entrant.label) == totals[entrant.label]
    assert checked == 50
    penalised = next(c for c in site.card(site.entrants["3NS"]) if c.adjustment == "PP NS 3")
    assert "less a procedural penalty (Law 90) of 3 IMPs" in penalised.explanation
