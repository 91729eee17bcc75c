"""Today's progressive euchre: the partner rotation chart, checked as a property over every
party the site seats (8 to 163 players), and against the published way of drawing one.

"How to Make a Chart for a Euchre Tournament" (ourpastimes.com): the players must be a multiple
of four, or one more with each player given a bye round; the chart has one line fewer than the
players (20 players, 19 lines), a column per table (players over four), and no two players
partnered twice, so that each player partners every other once.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from movements.data.whist_tables import BASE_TABLES
from movements.rotation import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    chart,
    chart_problems,
    opponent_counts,
    partner_counts,
)

SIZES = range(MIN_PLAYERS, MAX_PLAYERS + 1)
CHARTS = {n: chart(n) for n in SIZES}


def test_twenty_players_as_the_published_chart_has_them():
    c = CHARTS[20]
    assert (len(c.rounds), c.tables, c.byes[0]) == (19, 5, ())
    assert set(partner_counts(c.rounds).values()) == {1}
    assert len(partner_counts(c.rounds)) == 20 * 19 // 2


@pytest.mark.parametrize("n", SIZES)
def test_every_round_seats_everyone_once_and_no_two_partner_twice(n):
    c = CHARTS[n]
    assert chart_problems(c) == []
    assert c.tables == n // 4
    assert {len(out) for out in c.byes} == {n % 4}
    counts = partner_counts(c.rounds)
    assert max(counts.values()) == 1


@pytest.mark.parametrize("n", [n for n in SIZES if n % 4 in (0, 1)])
def test_with_4k_or_4k_plus_1_players_everyone_partners_everyone_once(n):
    c = CHARTS[n]
    assert len(c.rounds) == (n - 1 if n % 4 == 0 else n)
    counts = partner_counts(c.rounds)
    assert len(counts) == n * (n - 1) // 2 and set(counts.values()) == {1}
    sat_out = Counter(p for out in c.byes for p in out)
    assert sat_out == (Counter() if n % 4 == 0 else Counter(dict.fromkeys(c.players, 1)))
    assert "every player partners every other once" in str(c.note())


@pytest.mark.parametrize("n", [n for n in SIZES if n % 4 in (2, 3)])
def test_otherwise_the_chart_says_which_partnerships_cannot_be_made(n):
    """Tables of four leave two (4k+2) or three (4k+3) players out of every round; the two of
    a pair sitting out together in the round that would have made them partners never partner.
    """
    c = CHARTS[n]
    missing = c.never_partners()
    counts = partner_counts(c.rounds)
    assert len(counts) + len(missing) == n * (n - 1) // 2
    together = {frozenset(pair) for out in c.byes for pair in combinations(out, 2)}
    assert {frozenset(pair) for pair in missing} <= together
    assert len(missing) == len(c.rounds)  # one partnership lost a round
    note = str(c.note())
    assert "no two players are partners twice" in note
    assert f"the {len(missing)} pairs of players who sit out together are never partners" in note
    sat_out = Counter(p for out in c.byes for p in out)
    if n % 4 == 3:
        assert set(sat_out.values()) == {3} and len(sat_out) == n
    else:  # one player stays in every round, the others sit out twice
        assert sorted(Counter(sat_out.values()).items()) == [(2, n - 1)]


@pytest.mark.parametrize("n", sorted(n for n in BASE_TABLES if MIN_PLAYERS <= n))
def test_where_a_whist_tournament_exists_opponents_meet_twice_too(n):
    c = CHARTS[n]
    assert c.whist_tournament
    assert set(opponent_counts(c.rounds).values()) == {2}
    assert "meets each as an opponent twice" in str(c.note())


def test_any_first_rounds_keep_the_promise():
    """A party plays the first rounds of its chart: four of Wh(21) give each player four
    different partners."""
    c = CHARTS[21]
    first = c.rounds[:4]
    assert max(partner_counts(first).values()) == 1
    partners = Counter(
        p for seating in first for t in seating for pair in t.partnerships for p in pair
    )
    assert set(partners.values()) <= {3, 4}  # a player sitting out one of the four has three


def test_wh_21_round_one_from_its_published_base_table():
    """Wh(21)'s base table (cyclic, mod 21) is 0 12 8 2 | 14 5 20 19 | 4 18 16 15 |
    13 9 17 10 | 3 6 1 11 (North, East, South, West), the missing residue 7 sits out; players
    are the residues plus one.  Round one: table 1 North 1, East 13, South 9, West 3."""
    c = CHARTS[21]
    assert [t.players for t in c.rounds[0]] == [
        ("P1", "P13", "P9", "P3"),
        ("P15", "P6", "P21", "P20"),
        ("P5", "P19", "P17", "P16"),
        ("P14", "P10", "P18", "P11"),
        ("P4", "P7", "P2", "P12"),
    ]
    assert c.byes[0] == ("P8",)
    # Round two adds one to every residue.
    assert c.rounds[1][0].players == ("P2", "P14", "P10", "P4") and c.byes[1] == ("P9",)


def test_sizes_outside_the_site_are_refused():
    for n in (MIN_PLAYERS - 1, MAX_PLAYERS + 1):
        with pytest.raises(ValueError, match="a rotation chart seats 8 to 163"):
            chart(n)
