"""Reduced Howells chosen for balance (``movements.data.reduced_howells``).

Every listed length must still be a valid reduced Howell (nobody meets anybody twice or plays
a set twice, every kept round complete) and must compare the pairs more evenly than the
plain first rounds of the complete Howell, which is what an unlisted length still plays.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from movements.check import CheckReport, check
from movements.data.reduced_howells import DROPPED
from movements.howell import first_rounds_howell, howell
from movements.howell_reduced import true_reduced_kind
from movements.io import from_csv
from movements.sizes import howell_rounds, three_quarter_rounds
from movements.types import Movement

ENTRIES = sorted(DROPPED)


@cache
def chosen(pairs: int, rounds: int) -> tuple[Movement, CheckReport]:
    m = howell(pairs, rounds=rounds)
    return m, check(m)


@pytest.mark.parametrize(("pairs", "rounds"), ENTRIES)
def test_chosen_reduction_is_a_valid_reduced_howell(pairs: int, rounds: int) -> None:
    m, report = chosen(pairs, rounds)
    assert report.ok, report.violations
    assert [r.number for r in m.rounds] == list(range(1, rounds + 1))
    tables = (pairs + 1) // 2
    assert all(len(r.seatings) == tables for r in m.rounds)
    played = [s for s in m.seatings() if not s.is_sit_out]
    met = Counter(frozenset((s.ns, s.ew)) for s in played)
    assert max(met.values()) == 1
    sets = Counter((e, s.tray_set) for s in played for e in (s.ns, s.ew))
    assert max(sets.values()) == 1
    in_play = {s.tray_set for s in played}
    assert in_play == {t.number for t in m.tray_sets} == set(range(1, len(in_play) + 1))
    assert all(len(r.resting_sets) <= m.relay_stands for r in m.rounds)


@pytest.mark.parametrize(("pairs", "rounds"), ENTRIES)
def test_chosen_reduction_beats_the_first_rounds(pairs: int, rounds: int) -> None:
    sd = chosen(pairs, rounds)[1].balance.sd
    plain = check(first_rounds_howell(pairs, rounds=rounds)).balance.sd
    assert sd < plain - 1e-9


@pytest.mark.parametrize(("pairs", "rounds"), [(10, 7), (16, 12), (27, 21), (40, 30), (59, 45)])
def test_note_states_the_competition_sd(pairs: int, rounds: int) -> None:
    m = howell(pairs, boards_per_round=3, rounds=rounds)
    sd = check(m).balance.sd
    assert m.notes[0] == f"competition SD {sd:.2f} (reduced Howell: {rounds} rounds)"
    assert f"{rounds} of {howell_rounds(pairs)} rounds" in str(m.description)


@pytest.mark.parametrize("pairs", range(8, 61))
def test_three_quarter_howell_is_a_chosen_one(pairs: int) -> None:
    """The catalogue's reduced Howell is one of the chosen ones wherever it is offered."""
    rounds = three_quarter_rounds(pairs)
    if rounds is not None:
        assert (pairs, rounds) in DROPPED


@pytest.mark.shared
@pytest.mark.parametrize(
    ("name", "pairs", "rounds"),
    [
        ("thebridsk/Movement.Howell10T5B24Relay.csv", 10, 8),
        ("tichu/10_pair_3_hands.csv", 10, 7),
        ("tichu/8_pair_3_hands_6_rounds.csv", 8, 6),
    ],
)
def test_chosen_reduction_is_more_even_than_the_published_one(
    shared_dir: Path, name: str, pairs: int, rounds: int
) -> None:
    """Published reduced Howells of three trays a round (bridgescorer's shares sets)."""
    theirs = from_csv((shared_dir / "reference" / "movements" / name).read_text())
    assert (theirs.round_count, len(theirs.entrants)) == (rounds, pairs)
    ours = howell(pairs, boards_per_round=3, rounds=rounds)
    assert check(ours).balance.sd < check(theirs).balance.sd


@pytest.mark.parametrize(("pairs", "rounds"), [(8, 3), (20, 9), (28, 13), (60, 30)])
def test_unlisted_lengths_play_the_first_rounds(pairs: int, rounds: int) -> None:
    """Lengths with neither chosen rounds nor a true reduced Howell play the first rounds."""
    assert (pairs, rounds) not in DROPPED and true_reduced_kind(pairs, rounds) is None
    m = howell(pairs, rounds=rounds)
    assert m == first_rounds_howell(pairs, rounds=rounds)
    full = howell(pairs)
    assert [r.seatings for r in m.rounds] == [r.seatings for r in full.rounds[:rounds]]


def test_stationary_pair_keeps_its_seat() -> None:
    m = howell(10, rounds=7)
    assert m.stationary == ("10",)
    assert all(r.at_table(1).ns == "10" for r in m.rounds)
