"""Individuals for 4n + 2 and 4n + 3 players: partners at most once, sit-outs spread evenly.

Expected figures worked by hand from the construction (movements/individual_sitout.py):
* 4n + 3 players on Wh(4n + 4) with a phantom: the phantom meets every player three times
  (partner once, opponent twice), so each plays 4n of the 4n + 3 rounds and sits out three;
  the partnerships lost are the phantom table's other pair, one per round: 4n + 3 of them.
* 4n + 2 players on Wh(4n + 1) and an extra player: 4n + 1 rounds, two sit out each; the
  extra player sits out two rounds, two others once, everyone else twice (2 x (4n + 1) =
  2 x (4n + 2) - 2).  The extra player partners the 4n - 1 players displaced in the rounds
  he plays; the cyclic players lose the 4n - 1 partnerships of the displaced seat.
* 4n and 4n + 1 players (to 48) are whist tournaments, no sit-out but Wh(4n + 1)'s own
  (tests/movements/test_individual.py).
"""

from __future__ import annotations

from collections import Counter

import pytest

from movements.catalogue import describe_kinds, generate
from movements.check import check
from movements.individual import whist_sizes
from movements.individual_sitout import individual, individual_sizes
from movements.kind import CatalogueError
from movements.recommend import recommend
from tests.movements.test_individual import relations, tables_by_round
from tests.movements.test_recommend import default_of

SITOUT_SIZES = [v for v in individual_sizes() if v not in whist_sizes()]


def sit_outs(m) -> Counter:
    out: Counter = Counter()
    for r in m.rounds:
        seated = {p for s in r.seatings for p in s.players}
        out.update(p for p in m.entrants if p not in seated)
    return out


def test_every_size_from_8_to_42_has_an_individual() -> None:
    assert set(range(8, 43)) <= set(individual_sizes())


@pytest.mark.parametrize("players", SITOUT_SIZES)
def test_partners_at_most_once_opponents_at_most_twice(players: int) -> None:
    m = individual(players)
    partners, opponents = relations(tables_by_round(m))
    assert max(partners.values()) == 1
    assert max(opponents.values()) == 2
    n = players // 4
    never = players * (players - 1) // 2 - len(partners)
    # lost partnerships: one per round (4n + 3); or the extra player's two idle rounds plus
    # the displaced seat's pair in the other 4n - 1 rounds (4n + 1 in all)
    assert never == {3: 4 * n + 3, 2: 4 * n + 1}[players % 4]


def test_every_size_between_whist_tournaments_has_a_sit_out_movement() -> None:
    """From 8 to 48 the sizes that are not 4n or 4n + 1 are exactly the sit-out sizes."""
    assert SITOUT_SIZES == [v for v in range(8, 49) if v % 4 in (2, 3)]


@pytest.mark.parametrize("players", [v for v in SITOUT_SIZES if v % 4 == 3])
def test_four_n_plus_three_everyone_sits_out_three_times(players: int) -> None:
    m = individual(players)
    n = players // 4
    assert (m.tables, m.round_count) == (n, players)
    assert all(len(r.seatings) == n for r in m.rounds)
    assert sit_outs(m) == Counter({p: 3 for p in m.entrants})
    assert m.stationary == ()


@pytest.mark.parametrize("players", [v for v in SITOUT_SIZES if v % 4 == 2])
def test_extra_players_sit_outs_differ_by_one_at_most(players: int) -> None:
    """4n + 2: one extra on Wh(4n + 1), so 1 + k sit out each round (k = 1); the extra rests
    1 + k rounds and k(k + 1) others sit out k times."""
    k = 1
    m = individual(players)
    n = players // 4
    assert (m.tables, m.round_count) == (n, 4 * n + 1)
    assert all(len(r.seatings) == n for r in m.rounds)
    counts = sit_outs(m)
    extras = [str(players - j) for j in range(k)]
    assert all(counts[e] == k + 1 for e in extras)
    assert sorted(counts.values()) == [k] * (k * (k + 1)) + [k + 1] * (players - k * (k + 1))
    partners, _ = relations(tables_by_round(m))
    for extra in extras:  # an extra plays 4n + 1 - (k + 1) rounds, a new partner each
        assert sum(1 for pair in partners if extra in pair) == 4 * n - k


@pytest.mark.parametrize("players", SITOUT_SIZES)
def test_checker_passes_and_seventy_percent_holds(players: int) -> None:
    report = check(individual(players))
    assert report.ok, report.violations
    least = min(report.trays_per_entrant)
    assert least >= 0.7 * report.trays_in_play


def test_eleven_players_by_hand() -> None:
    """Wh(12) minus its fixed player 12: 11 rounds at 2 tables, 8 played by each."""
    m = generate("individual", 11, boards_per_round=3)
    assert (m.tables, m.round_count, m.total_trays) == (2, 11, 33)
    assert all("sit out" in r.note for r in m.rounds)
    assert min(check(m).trays_per_entrant) == 24


def test_list_names_exactly_the_sizes_that_generate() -> None:
    row = next(k for k in describe_kinds() if k["kind"] == "individual")
    lo, hi = row["range"]
    made = []
    for v in range(lo, hi + 1):
        try:
            generate("individual", v)
        except CatalogueError:
            continue
        made.append(v)
    if row["sizes"] is None:  # every size of the range
        assert made == list(range(lo, hi + 1))
    else:
        assert str(row["sizes"]) == "only " + ", ".join(map(str, made))


@pytest.mark.parametrize("players", [7, 49])
def test_sizes_out_of_range_are_refused(players: int) -> None:
    with pytest.raises(CatalogueError):
        generate("individual", players)


@pytest.mark.parametrize(
    ("players", "rounds", "full"), [(10, 8, 9), (11, 11, 11), (43, 12, 43), (46, 12, 45)]
)
def test_the_recommender_offers_every_size(players: int, rounds: int, full: int) -> None:
    """Sizes that were refused before are offered, cut to the rounds a three-hour session
    holds (24 trays: 8 rounds of 3, or 12 of 2; 11 players play all 11 rounds of 2)."""
    rec = default_of(recommend(players, form="individuals"))
    assert rec.kind == "individual" and rec.rounds == rounds
    assert "sit-outs" in str(rec.note)
    assert (f"{rounds} of {full} rounds" in str(rec.name)) == (rounds < full)


@pytest.mark.parametrize("players", SITOUT_SIZES)
def test_nobody_sits_out_two_rounds_running(players: int) -> None:
    m = individual(players)
    last: dict[str, int] = {}
    for r in m.rounds:
        seated = {p for s in r.seatings for p in s.players}
        for p in m.entrants:
            if p not in seated:
                assert last.get(p) != r.number - 1, (
                    f"{p} sits out rounds {r.number - 1}, {r.number}"
                )
                last[p] = r.number
