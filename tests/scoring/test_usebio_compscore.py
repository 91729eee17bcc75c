"""The real Howell session (USEBIO, written by Compscore3) scored by ``score --rules compscore``:
every line, total, percentage and place as the commercial scorer printed them.

What the file shows of that scorer's defaults (2/1 scale, field of 6, top 10): board 12 was
played five times and its lines are printed on its own top of 8 (the factored figure counts in
the totals); board 26 carries an A5050 and its five real lines are printed factored (Neuberg);
pairs 1 and 3, who missed board 12, have their totals printed scaled to the 27 boards the
others played (124 x 270/260 = 128.77).  The file is scored here from a CSV written out of it,
through the command, as a club's scorer would.
"""

from __future__ import annotations

import io
import json
from decimal import ROUND_HALF_UP, Decimal

import pytest
from django.core.management import call_command

from tournaments.exchange.usebio_read import read_usebio

pytestmark = pytest.mark.shared


@pytest.fixture
def event(shared_dir):
    return read_usebio((shared_dir / "reference/usebio/mp_pairs_howell.xml").read_bytes()).events[0]


def _csv(event) -> str:
    rows = ["tray,ns,ew,score,adjust"]
    for board in event.boards:
        for line in board.lines:
            ruled = not line.score.lstrip("-").isdigit()
            rows.append(
                f"{board.number},{line.ns},{line.ew},"
                f"{'' if ruled else line.score},{line.score if ruled else ''}"
            )
    return "\n".join(rows) + "\n"


def _score(tmp_path, event, *args: str) -> dict:
    path = tmp_path / "howell.csv"
    path.write_text(_csv(event), encoding="utf-8")
    out = io.StringIO()
    call_command(
        "score", "--input", str(path), "--game", "bridge", "--format", "json", *args, stdout=out
    )
    return json.loads(out.getvalue())


def _two_places(value: float) -> Decimal:
    return Decimal(str(value)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def test_every_line_is_the_files(tmp_path, event):
    scored = _score(tmp_path, event, "--rules", "compscore")
    published = [line for board in event.boards for line in board.lines]
    assert len(scored["results"]) == len(published) == 161
    for row, line in zip(scored["results"], published, strict=True):
        assert (row["ns"], row["ew"]) == (line.ns, line.ew)
        assert (_two_places(row["ns_mp"]), _two_places(row["ew_mp"])) == (
            line.ns_figure,
            line.ew_figure,
        ), line


def test_every_total_percentage_and_place_is_the_files(tmp_path, event):
    scored = _score(tmp_path, event, "--rules", "compscore")
    standings = {row["entrant"]: row for row in scored["standings"]}
    assert len(standings) == len(event.participants.pairs) == 12
    for pair in event.participants.pairs:
        row = standings[pair.number]
        assert _two_places(row["total"]) == pair.result.total, pair
        assert _two_places(row["percentage"]) == pair.result.percentage, pair
        assert row["place"] == pair.result.place, pair


def test_the_club_rules_do_not_reproduce_it(tmp_path, event):
    # The same session by the club's rules: board 12's lines factored, pair 1's total as
    # played (124), percentages and places unchanged.
    scored = _score(tmp_path, event, "--rules", "compscore", "--short-boards", "factored")
    board12 = [row for row in scored["results"] if row["tray"] == 12]
    assert [row["ns_mp"] for row in board12] == [6.2, 6.2, 2.6, 0.2, 9.8]
    raw = _score(tmp_path, event, "--rules", "compscore", "--sitout-totals", "raw")
    one = next(row for row in raw["standings"] if row["entrant"] == "1")
    assert (one["total"], one["percentage"], one["place"]) == (124, 47.69, "8")


def test_the_working_shows_why_board_12_is_printed_on_its_own_top(tmp_path, event):
    scored = _score(tmp_path, event, "--rules", "compscore", "--explain")
    first = next(row for row in scored["results"] if row["tray"] == 12)
    assert first["ns_working"] == (
        "NS score -90 against 4 other result(s): beat 2, tied 1, lost to 1: 5 of 8; "
        "factored (Neuberg), 5 results compared for a field of 6: (5 + 1) × 6/5 − 1 = 6.2 "
        "of 10; shown on this board's own top of 8 (5 results); the factored 6.2 of 10 counts "
        "in the total"
    )
    one = next(row for row in scored["standings"] if row["entrant"] == "1")
    assert one["working"] == (
        "124 match points of a possible 260 on 26 boards: 47.69%; fewer boards than the most "
        "played, so the total is printed scaled to 270: 124 × 270/260 = 128.77; place 8"
    )
    assert scored["rule_set"] == "Compscore (commercial defaults)"
