"""A whole simulated evening through the same rules: seatings, star counts, prizes, seeds."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.scoring.progressive import STAR_KEYS
from tournaments.scoring.progressive_sim import simulate

STAR_GAMES = ["euchre", "hearts", "bridge", "bridge-sit", "cinch"]


def seated(row):
    if "players" in row:
        return row["players"]
    return [p for pair in row["partnerships"] for p in pair]


def check_rounds(evening, tables, rounds, groups):
    everyone = None
    assert len(evening["rounds"]) == rounds
    for n, rnd in enumerate(evening["rounds"], start=1):
        assert rnd["round"] == n
        assert [row["table"] for row in rnd["tables"]] == list(range(1, tables + 1))
        players = [p for row in rnd["tables"] for p in seated(row)]
        assert all(len(seated(row)) == 4 for row in rnd["tables"])
        assert len(players) == len(set(players)) == 4 * tables
        everyone = everyone or set(players)
        assert set(players) == everyone
        if groups == "two":
            for row in rnd["tables"]:
                for lady, gentleman in row.get("partnerships", []):
                    assert lady[0] == "L" and gentleman[0] == "G"


@pytest.fixture(scope="module")
def evenings():
    return {g: simulate(g, 20, 12, seed=2024, groups="two") for g in [*STAR_GAMES, "poker"]}


@pytest.mark.parametrize("game", [*STAR_GAMES, "poker"])
def test_twenty_tables_twelve_rounds_seat_four_at_every_table_nobody_twice(evenings, game):
    check_rounds(evenings[game], 20, 12, "two")


@pytest.mark.parametrize("game", STAR_GAMES)
def test_stars_given_equal_the_rules_count(evenings, game):
    """Per round: two gold at the head table, two red at each of the other 19, two green."""
    totals = Counter()
    for s in evenings[game]["stars"].values():
        totals.update(s)
    assert totals == {"gold": 2 * 12, "red": 2 * 19 * 12, "green": 2 * 12}


@pytest.mark.parametrize("game", ["euchre", "hearts"])
def test_winners_move_up_one_table(evenings, game):
    rounds = evenings[game]["rounds"]
    for before, after in zip(rounds, rounds[1:], strict=False):
        where = {p: row["table"] for row in after["tables"] for p in seated(row)}
        for row in before["tables"]:
            movers = row["partnerships"][row["winner"]] if "winner" in row else row["up"]
            expected = row["table"] - 1 if row["table"] > 1 else 1
            assert {where[p] for p in movers} == {expected}


@pytest.mark.parametrize("game", STAR_GAMES)
def test_the_prize_list_obeys_the_tie_breaks(evenings, game):
    evening = evenings[game]
    stars = evening["stars"]
    winners = [p["player"] for p in evening["prizes"]]
    assert len(winners) == len(set(winners))  # one prize a player
    assert [(p["class"], p["group"]) for p in evening["prizes"]] == [
        (c, g) for c in ("gold", "red", "green") for g in ("L", "G")
    ]
    for i, prize in enumerate(evening["prizes"]):
        earlier = set(winners[:i])
        keys = STAR_KEYS[prize["class"]]
        rivals = [p for p in stars if p[0] == prize["group"] and p not in earlier]

        def key(p, keys=keys):
            return tuple(stars[p][name] * sign for name, sign in keys)

        assert all(key(prize["player"]) >= key(p) for p in rivals)


def test_the_same_seed_gives_the_same_evening():
    assert simulate("euchre", 6, 5, seed=8, groups="two") == simulate(
        "euchre", 6, 5, seed=8, groups="two"
    )
    assert simulate("euchre", 6, 5, seed=8) != simulate("euchre", 6, 5, seed=9)


def test_poker_moves_one_up_from_every_table_and_one_down_from_the_head(evenings):
    for rnd in evenings["poker"]["rounds"]:
        assert all(len(row["up"]) == 1 for row in rnd["tables"])
        assert len(rnd["tables"][0]["down"]) == 1
        assert all("down" not in row for row in rnd["tables"][1:])


def test_poker_chips_and_prizes(evenings):
    chips = evenings["poker"]["chips"]
    assert sum(c["yellow"] for c in chips.values()) == 12
    classes = [p["class"] for p in evenings["poker"]["prizes"]]
    assert classes == ["yellow", "counters", "counters", "booby"]


def test_military_euchre_lasts_one_circuit():
    evening = simulate("military-euchre", 5, 5, seed=3)
    assert sum(evening["forts"].values()) == 5 * 5  # one flag a game
    with pytest.raises(ValueError, match="rounds = tables"):
        simulate("military-euchre", 5, 4, seed=3)


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from([*STAR_GAMES, "poker"]),
    tables=st.integers(2, 8),
    rounds=st.integers(1, 6),
    seed=st.integers(0, 10**6),
    groups=st.sampled_from(["one", "two"]),
)
def test_any_evening_keeps_every_player_seated_once(game, tables, rounds, seed, groups):
    check_rounds(simulate(game, tables, rounds, seed, groups), tables, rounds, groups)
