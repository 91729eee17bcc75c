"""Pair against pair: four pairs at two tables and Foster's six pairs ([F] lines 1262-1631 of
../shared/sources/duplicate_and_progressive_rules.txt).  The schedules are worked from the
source's words; the transcriptions in ../shared/reference/movements/primary are compared when
../shared is present."""

from __future__ import annotations

import csv
from itertools import combinations

import pytest

from movements.catalogue import generate
from movements.check import check
from movements.pair_matches import fillers

LETTERS = {"a": "1", "b": "2", "c": "3", "d": "4", "e": "5", "f": "6"}


def _same_cards(movement):
    """Every two pairs holding the same cards of the same trays, with those trays."""
    filled = fillers(movement)
    out = {}
    for rnd in movement.rounds:
        for side in ("ns", "ew"):
            by_trays = {}
            for s in rnd.seatings:
                if side == "ns" and (rnd.number, s.table) in filled:
                    continue
                by_trays.setdefault(movement.trays_at(s), []).append(getattr(s, side))
            for trays, pairs in by_trays.items():
                if len(pairs) == 2:
                    out[frozenset(pairs)] = trays
    # table 3's trays are held by one pair in one round and another in a later one
    seen = {}
    for rnd in movement.rounds:
        for s in rnd.seatings:
            if s.table == 3:
                for side in ("ns", "ew"):
                    seen.setdefault((s.tray_set, side), []).append(getattr(s, side))
    for pairs in seen.values():
        if len(pairs) == 2:
            out[frozenset(pairs)] = ()
    return out


def test_four_pairs_match_every_pair_once_on_eight_hands_and_meet_every_adversary_once():
    """Lines 1262-1266: adversaries changed after every 8 hands, the third set exhausts the
    combinations; each pair plays all 24 hands."""
    movement = generate("four-pairs", 4)
    report = check(movement)
    assert report.ok and report.repeats == () and report.never_met_count == 0
    assert report.trays_per_entrant == (24, 24, 24, 24)
    matches = _same_cards(movement)
    assert set(matches) == {frozenset(p) for p in combinations("1234", 2)}
    assert all(len(trays) == 8 for trays in matches.values())
    # pair a (1) holds East-West at table 1 throughout, as the diagram shows
    assert [r.at_table(1).ew for r in movement.rounds] == ["1", "1", "1"]


def test_six_pairs_match_each_pair_with_every_other_once_a_and_d_last():
    """Lines 1590-1595: after the fourth position all are matched but a and d, who take the
    East-West seats of two tables; pairs never meet twice across a table except the final's
    fill-in North-South chairs."""
    movement = generate("six-pairs", 6)
    report = check(movement)
    assert report.ok and report.repeats == ()
    matches = _same_cards(movement)
    assert set(matches) == {frozenset(p) for p in combinations("123456", 2)}
    final = movement.rounds[-1]
    assert {s.ew for s in final.seatings} == {"1", "4"}
    assert len({movement.trays_at(s) for s in final.seatings}) == 1
    # the third table plays in the first and the third positions only ("half the time")
    assert [r.number for r in movement.rounds if r.at_table(3)] == [1, 3]
    assert movement.rounds[0].at_table(3).tray_set == movement.rounds[2].at_table(3).tray_set


def test_a_set_of_odd_hands_is_refused():
    with pytest.raises(ValueError, match="even number of hands"):
        generate("four-pairs", 4, boards_per_round=7)


def _reference(shared_dir, name):
    path = shared_dir / "reference" / "movements" / "primary" / name
    rows = [line for line in path.read_text().splitlines() if not line.startswith("#")]
    out = []
    for row in csv.DictReader(rows):
        lo, _, hi = row["boards"].partition("-")
        trays = tuple(range(int(lo), int(hi or lo) + 1))
        out.append(
            (int(row["round"]), int(row["table"]), LETTERS[row["ns"]], LETTERS[row["ew"]], trays)
        )
    return out


def _ours(movement, rounds):
    return [
        (r.number, s.table, s.ns, s.ew, movement.trays_at(s))
        for r in movement.rounds[:rounds]
        for s in r.seatings
    ]


def test_four_pairs_agree_with_the_transcription(shared_dir):
    expected = _reference(shared_dir, "foster_4pairs_2tables.csv")
    assert _ours(generate("four-pairs", 4), 3) == expected


def test_six_pairs_agree_with_the_transcribed_positions(shared_dir):
    """The transcription encodes the first four positions (the source's diagrams)."""
    expected = _reference(shared_dir, "foster_6pairs_3tables_partial.csv")
    assert sorted(_ours(generate("six-pairs", 6), 4)) == sorted(expected)


def test_the_third_tables_rests_are_notes_and_no_pair_is_held_to_the_70_percent_rule():
    """Lines 1436-1437: "The players at the third table remain idle, or look on."  Pairs 1 to
    4 play 10 of the 16 trays, 5 and 6 twelve (the final's fill-in chairs): matches are of
    equal length, so nothing is factored and the 70% rule of a match-pointed field does not
    apply."""
    report = check(generate("six-pairs", 6))
    assert report.violations == []
    idle = [w for w in report.warnings if "table(s) 3 idle" in str(w)]
    assert [str(w).split(":")[0] for w in idle] == [f"round {r}" for r in (2, 4, 5, 6, 7)]
    assert report.trays_per_entrant == (10, 10, 10, 10, 12, 12)
    assert not any("factored" in str(w) for w in report.warnings)
