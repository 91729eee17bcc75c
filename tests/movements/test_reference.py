"""Published movements in ../shared/reference/movements: read, checked, compared with ours.

Skips when ../shared is absent.  Every published movement is matched with the catalogue's
movement playing the same game (``reference_match``: kind and size, same rounds and trays a
round) and ours must be valid and balanced at least as well; where the published file is a
fragment, reads as faulty or breaks a rule of movements.md, ``FAIR`` says why and compares
what a fair comparison allows.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from movements.catalogue import CatalogueError, generate
from movements.check import check
from movements.io import from_csv
from movements.types import Movement
from tests.movements.reference_match import (
    counterpart,
    first_rounds,
    memory_positions,
    memory_positions_published,
    playing_rounds,
    renaming,
    table_rows,
    trays_a_round,
)

pytestmark = pytest.mark.shared

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "movements"
FILES = sorted(REFERENCE.rglob("*.csv")) if REFERENCE.is_dir() else []


def _is_movement(path: Path) -> bool:
    header = next(line for line in path.read_text().splitlines() if not line.startswith("#"))
    return header.startswith("round,table,")


MOVEMENTS = [p for p in FILES if _is_movement(p)]


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
    assert any(expected in str(v) for v in report.violations), report.violations


# -- every published movement against the catalogue's movement playing the same game ----------


def _spread(matrix) -> int:
    """How unevenly everyone meets (or partners) everyone else: the most less the fewest."""
    n = len(matrix)
    values = [matrix[i][j] for i in range(n) for j in range(n) if i != j]
    return max(values) - min(values)


def _same_game(reference: Movement, theirs, ours: Movement, mine) -> None:
    """The same entrants, rounds, trays a round and trays each entrant plays.  (The trays
    in play may differ: a reduced Howell keeps every set of the complete one on relay
    stands, movements.md, 3/4 Howell, where a published one may deal fewer.)"""
    assert len(ours.entrants) == len(reference.entrants)
    assert playing_rounds(ours) == playing_rounds(reference)
    assert trays_a_round(ours) == trays_a_round(reference)
    assert sorted(mine.trays_per_entrant) == sorted(theirs.trays_per_entrant)


def _at_least_as_balanced(theirs, mine) -> None:
    if theirs.balance is not None:
        assert mine.balance is not None
        assert mine.balance.sd <= theirs.balance.sd + 1e-9
    elif theirs.partners is not None:  # individuals: partners and opponents as even
        assert _spread(mine.partners) <= _spread(theirs.partners)
        assert _spread(mine.opponents) <= _spread(theirs.opponents)
    else:  # teams: every two pairs meet as often as in the published system
        assert sorted(sum(mine.meetings, ())) == sorted(sum(theirs.meetings, ()))


def _compare_whole(text: str, reference: Movement, ours: Movement) -> None:
    theirs, mine = check(reference), check(ours)
    assert mine.ok, mine.violations
    _same_game(reference, theirs, ours, mine)
    _at_least_as_balanced(theirs, mine)


def _without_the_revenge_round(text: str, reference: Movement, ours: Movement) -> None:
    """Played to round T the skip Mitchell meets every round-1 opponent again; the catalogue
    stops at T-1 (movements.md, Mitchell, even T, skip).  Ours against the published rounds
    before the revenge round: those are valid, and ours is the same game, as balanced."""
    before = from_csv(first_rounds(text, reference.round_count - 1))
    assert check(before).ok and not check(ours).repeats
    _compare_whole(text, before, ours)


def _foster_memory_duplicate(text: str, reference: Movement, ours: Movement) -> None:
    """Foster's diagrams mark the overplay with a ``tray`` column (``reversed``: the tray
    turned a quarter) which the CSV reader does not take, so the checker sees every deal
    replayed.  Read with the turned trays, the published rounds are ours exactly: South
    (ours: player 1) partners each other player for one position of 4 deals, then again
    on the other axis of the same deals in the overplay."""
    assert check(ours).ok and ours.overplayed
    published, mine = memory_positions_published(text), memory_positions(ours)
    rename = renaming(published, mine, ("S", "a", "b", "c"), ours.entrants)
    assert rename is not None and rename["S"] in ours.stationary


def _foster_six_pairs_steps(text: str, reference: Movement, ours: Movement) -> None:
    """Foster gives seats and hands for steps 1 to 4 only (steps 5-6 and the final match of
    a against d have none, see the file's notes), so the published file is a fragment that
    idles table 3 and breaks the 70% rule.  Ours completes it; its first four rounds are
    Foster's four steps with the pairs a-f renamed, and the whole is valid."""
    assert check(ours).ok
    steps = reference.round_count
    rename = renaming(
        table_rows(reference, steps), table_rows(ours, steps), reference.entrants, ours.entrants
    )
    assert rename is not None
    assert check(ours).never_met == ((rename["a"], rename["d"]),)  # the final's comparison


def _idle_tables_filled(text: str, reference: Movement, ours: Movement) -> None:
    """The tichu app's file leaves a table idle in some rounds while sets wait, so the pairs
    it would seat sit out and play fewer trays (scores factored).  Ours seats everyone every
    round: the same pairs, rounds and trays a round, each pair playing every round, at
    least as balanced."""
    theirs, mine = check(reference), check(ours)
    assert any("idle" in str(v) for v in theirs.violations), theirs.violations
    assert mine.ok, mine.violations
    assert len(ours.entrants) == len(reference.entrants)
    assert playing_rounds(ours) == playing_rounds(reference)
    assert trays_a_round(ours) == trays_a_round(reference)
    every_round = playing_rounds(ours) * trays_a_round(ours)
    assert set(mine.trays_per_entrant) == {every_round}
    assert min(theirs.trays_per_entrant) < max(theirs.trays_per_entrant) == every_round
    _at_least_as_balanced(theirs, mine)


# Published files the catalogue does not play as published, or that read as faulty: the
# reason (the published source or movements.md) and the fair comparison made instead.
FAIR = {
    "derived_from_rules/mitchell_8tables_skip_8rounds_with_revenge.csv": _without_the_revenge_round,
    "primary/foster_memory_individual_4players.csv": _foster_memory_duplicate,
    "primary/foster_6pairs_3tables_partial.csv": _foster_six_pairs_steps,
    "tichu/10_pair_3_hands.csv": _idle_tables_filled,
    "tichu/12_pair_3_hands_6_rounds.csv": _idle_tables_filled,
}

# The catalogue refuses the published movement's own options, by a rule of movements.md;
# the message it gives and the options it plays instead.
REFUSED = {
    "derived_from_rules/mitchell_8tables_skip_8rounds_with_revenge.csv": (
        "this movement has 1 to 7 rounds, not 8",
        {"rounds": 7},
    ),
}


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


@pytest.mark.parametrize("path", MOVEMENTS, ids=[_name(p) for p in MOVEMENTS])
def test_ours_is_valid_and_at_least_as_balanced(shared_dir, path):
    """Every published movement is matched with the catalogue's movement of the same game
    and compared: ours valid, the same entrants, rounds and trays, at least as balanced."""
    name, text = _name(path), path.read_text()
    reference = from_csv(text)
    same = counterpart(name, reference, check(reference))
    assert same is not None, f"{name}: no catalogue movement plays the same game"
    options = dict(same.options)
    if name in REFUSED:
        message, instead = REFUSED[name]
        with pytest.raises(CatalogueError, match=message):
            generate(same.kind, same.size, **options)
        options.update(instead)
    ours = generate(same.kind, same.size, **options)
    FAIR.get(name, _compare_whole)(text, reference, ours)


def test_the_fair_comparisons_name_published_files(shared_dir):
    assert set(FAIR) | set(REFUSED) <= {_name(p) for p in MOVEMENTS}
