"""Trays numbered as the source numbers its hands ("Numbering hands", lines 692-696 of
../shared/sources/duplicate_and_progressive_rules.txt): "The hands simultaneously played are
scored under the same number, but distinguished by the number of the table at which they are
first dealt.  Each pair of partners in a team play two No. 1 hands"."""

from __future__ import annotations

from movements.catalogue import generate
from movements.numbering import source_label, source_numbers, source_span


def test_the_cited_lines_say_what_the_tests_replay(shared_dir):
    lines = (shared_dir / "sources" / "duplicate_and_progressive_rules.txt").read_text().split("\n")
    assert "NUMBERING HANDS. The hands simultaneously" in lines[691]
    assert "number of the table at which they are first dealt. Each pair of" in lines[693]
    assert "partners in a team play two No. 1 hands" in lines[694]


def test_a_team_match_numbers_the_hands_dealt_together_alike_by_table():
    m = generate("team-match", 2, boards_per_round=4, rounds=4)
    numbers = source_numbers(m)
    # round 1: table 1 deals trays 1-4, table 2 trays 5-8, at the same time
    assert [numbers[t] for t in (1, 2, 3, 4)] == [(1, 1), (2, 1), (3, 1), (4, 1)]
    assert [numbers[t] for t in (5, 6, 7, 8)] == [(1, 2), (2, 2), (3, 2), (4, 2)]
    # the next deal (round 3) carries on the numbers: hands 5 to 8 at each table
    assert numbers[9] == (5, 1) and numbers[16] == (8, 2)
    assert source_label(5, numbers) == "No. 1, table 2"
    assert source_span((5, 6, 7, 8), numbers) == "No. 1-4, table 2"
    # "each pair of partners in a team play two No. 1 hands"
    for pair in m.entrants:
        ones = [
            t
            for s in m.seatings()
            if pair in s.entrants()
            for t in m.trays_at(s)
            if numbers[t][0] == 1
        ]
        assert len(ones) == 2, pair


def test_a_mitchell_numbers_each_tables_first_set_from_one():
    numbers = source_numbers(generate("mitchell", 3, boards_per_round=2))
    assert numbers == {1: (1, 1), 2: (2, 1), 3: (1, 2), 4: (2, 2), 5: (1, 3), 6: (2, 3)}
    assert source_span((3, 4), numbers) == "No. 1-2, table 2"
    assert source_span((2, 3), numbers) == "No. 2 t1, No. 1 t2"
