"""Mnemonic ("up and back") duplicate, as the source describes it.

../shared/sources/duplicate_and_progressive_rules.txt, "Single table, or mnemonic duplicate"
(lines 2498-2509) and "Mnemonic duplicate for more than one table" (lines 2511-2545).
"""

from __future__ import annotations

import pytest

from movements.catalogue import CatalogueError, generate
from movements.check import check
from movements.howell import howell
from movements.types import Direction
from movements.where import moves_at, physical_side

QUOTES = {
    2503: "Each player plays each deal twice, the second time playing a",
    2504: "hand previously played by an adversary.",
    2529: "twice—the second time with the North and South hands given",
    2530: "to the East and West players, and vice versa.",
    2538: "scores do not require “equating”, as they are equalised on the",
}


def test_the_cited_lines_say_what_the_tests_replay(shared_dir):
    lines = (shared_dir / "sources" / "duplicate_and_progressive_rules.txt").read_text().split("\n")
    for number, words in QUOTES.items():
        assert words in lines[number - 1], number


@pytest.mark.parametrize(("pairs", "base"), [(5, "howell"), (8, "howell"), (6, "mitchell")])
def test_the_schedule_is_played_through_twice_with_the_hands_exchanged(pairs, base):
    """Lines 2527-2530: "played under any of the Duplicate Whist schedules by playing them
    through twice - the second time with the North and South hands given to the East and West
    players, and vice versa"."""
    m = generate("mnemonic", pairs, base=base)
    report = check(m)
    assert report.violations == []
    half = m.round_count // 2
    for k in range(1, half + 1):
        first, again = m.round(k), m.round(k + half)
        for s in first.seatings:
            t = again.at_table(s.table)
            assert m.trays_at(t) == m.trays_at(s)
            for pair in s.entrants():
                # the same chair, the other side's hands
                assert physical_side(t, again, pair) == physical_side(s, first, pair)
                assert t.direction_of(pair) == s.direction_of(pair).other
    # Lines 2530-2532: "As each deal is played twice by each pair, double the time is required"
    assert set(report.trays_per_entrant) == {2 * x for x in check(_first_half(m)).trays_per_entrant}


def _first_half(m):
    from dataclasses import replace

    return replace(m, rounds=m.rounds[: m.round_count // 2], overplayed=False)


def test_the_replay_is_a_comparison_in_one_field_with_one_winner():
    """Lines 2537-2539: with the Howell "the scores do not require 'equating', as they are
    equalised on the replay": each pair holds both sides of every deal it plays."""
    m = generate("mnemonic", 6)
    assert m.one_winner and m.overplayed
    plain = howell(6)
    assert m.round_count == 2 * plain.round_count
    for pair in m.entrants:
        held = {}
        for s in m.seatings():
            if pair in s.entrants():
                for tray in m.trays_at(s):
                    held.setdefault(tray, set()).add(s.direction_of(pair))
        assert all(sides == {Direction.NS, Direction.EW} for sides in held.values())


def test_between_the_halves_everyone_goes_back_to_the_first_round():
    m = generate("mnemonic", 6, base="mitchell")
    last = m.round(m.round_count // 2)
    for s in last.seatings:
        for move in moves_at(m, s):
            start = m.round(1 + m.round_count // 2).at_table(move.next_table)
            assert move.entrant in start.entrants()


def test_a_mitchell_up_and_back_needs_even_pairs():
    with pytest.raises(CatalogueError, match="even number of pairs"):
        generate("mnemonic", 7, base="mitchell")
