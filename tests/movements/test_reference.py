"""Published movements in ../shared/reference/movements: read, checked, compared with ours.

Skips when ../shared is absent.  Where the catalogue has the same movement (kind and size,
same rounds and boards per round) ours must be valid and balanced at least as well.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from movements.catalogue import CatalogueError, catalogue, generate
from movements.check import check
from movements.io import from_csv

pytestmark = pytest.mark.shared

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "movements"
FILES = sorted(REFERENCE.rglob("*.csv")) if REFERENCE.is_dir() else []


def _is_movement(path: Path) -> bool:
    header = next(line for line in path.read_text().splitlines() if not line.startswith("#"))
    return header.startswith("round,table,")


MOVEMENTS = [p for p in FILES if _is_movement(p)]
CATALOGUE = catalogue()


def _read(shared_dir: Path, name: str):
    return from_csv((shared_dir / "reference" / "movements" / name).read_text())


@pytest.mark.parametrize("path", MOVEMENTS, ids=[f"{p.parent.name}/{p.name}" for p in MOVEMENTS])
def test_every_reference_movement_reads_and_checks(shared_dir, path):
    movement = from_csv(path.read_text())
    report = check(movement)
    json.dumps(report.summary())
    assert movement.round_count >= 1 and report.trays_in_play > 0


@pytest.mark.parametrize(
    ("name", "sd"),
    [
        ("thebridsk/Movement.Howell10T5B18.csv", 3.58),
        ("thebridsk/Movement.Howell14T7B26.csv", 3.70),
    ],
)
def test_published_balance_of_odd_table_howells(shared_dir, name, sd):
    """movements.md: the 5- and 7-table Howells from bridgescorer have SD 3.58 and 3.70;
    perfect balance is impossible with an odd number of tables."""
    report = check(_read(shared_dir, name))
    assert report.ok and report.complete_howell
    assert report.balance.sd == pytest.approx(sd, abs=0.005)
    assert report.perfect_balance_impossible
    assert not report.unbalanced_although_balanced_exists


@pytest.mark.parametrize(
    "name", ["thebridsk/Movement.Howell08T4B14.csv", "thebridsk/Movement.Howell12T6B22.csv"]
)
def test_published_even_table_howells_are_perfect(shared_dir, name):
    report = check(_read(shared_dir, name))
    assert report.ok and report.balance.sd == 0
    assert not report.perfect_balance_impossible


def test_moore_figures_from_the_reference_mitchells(shared_dir):
    plain = check(_read(shared_dir, "derived_from_rules/mitchell_7tables_odd.csv"))
    switched = check(
        _read(shared_dir, "derived_from_rules/mitchell_7tables_arrowswitch_last_round.csv")
    )
    assert plain.balance.stats.sd == pytest.approx(3.49, abs=0.005)
    assert switched.balance.stats.sd == pytest.approx(1.05, abs=0.005)
    assert not plain.movement.one_winner and switched.movement.one_winner


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        (
            "derived_from_rules/mitchell_8tables_skip_8rounds_with_revenge.csv",
            "EW1 meets NS1 more than once (rounds 1, 8)",
        ),
        (
            "primary/foster_memory_individual_4players.csv",
            "plays tray 1 more than once (rounds 1, 4)",
        ),
        ("tichu/10_pair_3_hands.csv", "round 3: table(s) 5 idle"),
    ],
)
def test_reference_files_with_known_faults_are_caught(shared_dir, name, expected):
    report = check(_read(shared_dir, name))
    assert any(expected in v for v in report.violations), report.violations


def _same_in_catalogue(movement):
    """(kind, size, options) of our movement matching a reference, or None."""
    b = max(
        len(s.trays) if s.trays else len(movement.tray_set(s.tray_set).trays)
        for s in movement.seatings()
        if s.tray_set is not None
    )
    labels = movement.entrants
    mitchell = not movement.one_winner or all(e[:2] in ("NS", "EW") for e in labels)
    if any(s.players for s in movement.seatings()):
        return "individual", len(labels), {"boards_per_round": b}
    if all(e.isdigit() for e in labels) and not movement.teams and not mitchell:
        n = len(labels)
        full = 2 * ((n + 1) // 2) - 1
        if n < 4 or movement.round_count > full or any(s.trays for s in movement.seatings()):
            return None
        opts = {"boards_per_round": b}
        if movement.round_count < full:
            opts["rounds"] = movement.round_count
        return "howell", n, opts
    if mitchell:
        tables = movement.tables
        opts = {"boards_per_round": b, "rounds": movement.round_count}
        if tables % 2 == 0:
            relay = any(r.shared_sets for r in movement.rounds)
            if movement.round_count == tables and not relay:
                return None  # neither skip nor share-and-relay (a square Mitchell)
            opts["variant"] = "relay" if relay else "skip"
        if movement.one_winner:
            opts["arrow_switch_rounds"] = sum(r.arrow_switched for r in movement.rounds)
        return "mitchell", tables, opts
    return None


@pytest.mark.parametrize("path", MOVEMENTS, ids=[f"{p.parent.name}/{p.name}" for p in MOVEMENTS])
def test_ours_is_valid_and_at_least_as_balanced(shared_dir, path):
    reference = from_csv(path.read_text())
    same = _same_in_catalogue(reference)
    if same is None:
        pytest.skip("no movement of the same kind and size in the catalogue")
    kind, size, options = same
    offered = {(i.kind, i.size, i.options) for i in CATALOGUE}
    rest = tuple(sorted((k, v) for k, v in options.items() if k != "boards_per_round"))
    if (kind, size, rest) not in offered and kind not in ("mitchell", "howell"):
        pytest.skip(f"{kind} {size} {rest} is not a catalogue movement")
    try:
        ours = generate(kind, size, **options)
    except CatalogueError as exc:
        pytest.skip(f"not offered: {exc}")
    mine, theirs = check(ours), check(reference)
    assert mine.ok, mine.violations
    if theirs.balance is not None and mine.balance is not None:
        assert mine.balance.sd <= theirs.balance.sd + 1e-9
