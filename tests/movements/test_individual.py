"""Individual movements: whist tournaments, Safford's eight players, Safford's married couples."""

from __future__ import annotations

import csv
import itertools
from collections import Counter
from pathlib import Path

import pytest

from movements.catalogue import generate
from movements.check import check
from movements.individual import (
    SAFFORD_SEATS,
    married_couples,
    safford,
    whist_sizes,
    whist_tournament,
)
from movements.types import Family

Quad = tuple[str, str, str, str]  # North, East, South, West


def tables_by_round(m) -> list[list[Quad]]:
    return [[s.players for s in r.seatings] for r in m.rounds]


def relations(rounds: list[list[Quad]]) -> tuple[Counter, Counter]:
    partners: Counter = Counter()
    opponents: Counter = Counter()
    for tables in rounds:
        seated = [p for q in tables for p in q]
        assert len(seated) == len(set(seated)), "someone seated twice in a round"
        for n, e, s, w in tables:
            partners.update(frozenset(p) for p in ((n, s), (e, w)))
            opponents.update(frozenset(p) for p in ((n, e), (n, w), (s, e), (s, w)))
    return partners, opponents


def assert_whist(rounds: list[list[Quad]], players: list[str]) -> None:
    partners, opponents = relations(rounds)
    for pair in itertools.combinations(players, 2):
        assert partners[frozenset(pair)] == 1, f"partners {pair}"
        assert opponents[frozenset(pair)] == 2, f"opponents {pair}"


def assert_trays(m) -> None:
    for r in m.rounds:
        sets = {s.tray_set for s in r.seatings}
        assert sets == {r.number}
        assert r.shared_sets == ((r.number,) if len(r.seatings) > 1 else ())
    per_player: Counter = Counter()
    for s in m.seatings():
        per_player.update((p, s.tray_set) for p in s.players)
    assert max(per_player.values()) == 1, "a player meets a set twice"


def test_sizes_cover_the_wanted_range() -> None:
    have = set(whist_sizes())
    wanted = {v for v in range(8, 50) if v % 4 in (0, 1)}  # every 4n and 4n+1 from 8 to 49
    assert wanted <= have
    assert all(v % 4 in (0, 1) for v in have)


@pytest.mark.parametrize(("players", "tables"), [(44, 11), (48, 12)])
def test_44_and_48_players_play_a_true_whist_tournament(players: int, tables: int) -> None:
    """Wh(44) and Wh(48), no phantom: 43 and 47 rounds at every table, nobody sits out, and
    (counted here over the catalogue's movement) every two of the players partner exactly once
    and oppose exactly twice: 43 x 11 x 2 = 946 = 44 x 43 / 2 partnerships played."""
    m = generate("individual", players, boards_per_round=1)
    assert (m.tables, m.round_count, m.total_trays) == (tables, players - 1, players - 1)
    rounds = tables_by_round(m)
    assert all(len(tables_) == tables for tables_ in rounds)
    assert all(sorted(p for q in tables_ for p in q) == sorted(m.entrants) for tables_ in rounds)
    partners, opponents = relations(rounds)
    assert set(partners.values()) == {1} and set(opponents.values()) == {2}
    assert len(partners) == len(opponents) == players * (players - 1) // 2
    assert check(m).ok


@pytest.mark.parametrize("players", whist_sizes())
def test_whist_tournament(players: int) -> None:
    m = whist_tournament(players)
    assert m.family is Family.INDIVIDUAL
    labels = [str(p) for p in range(1, players + 1)]
    assert list(m.entrants) == labels
    assert m.tables == players // 4
    assert m.round_count == (players - 1 if players % 4 == 0 else players)
    assert all(len(r.seatings) == players // 4 for r in m.rounds)
    assert_whist(tables_by_round(m), labels)
    assert_trays(m)
    sitting_out = Counter(
        p for r in m.rounds for p in labels if all(p not in s.players for s in r.seatings)
    )
    if players % 4 == 1:
        assert sitting_out == Counter(labels)
        assert all(str(r.note).endswith("sits out") for r in m.rounds)
    else:
        assert not sitting_out
        fixed = str(players)
        spots = {(s.table, s.players.index(fixed)) for s in m.seatings() if fixed in s.players}
        assert m.stationary == (fixed,) and len(spots) == 1


@pytest.mark.parametrize("players", [7, 10, 11, 500])
def test_impossible_sizes_are_refused(players: int) -> None:
    with pytest.raises(ValueError):
        whist_tournament(players)


def test_safford_is_a_whist_tournament() -> None:
    m = safford()
    assert m.family is Family.SAFFORD
    assert (m.tables, m.round_count, m.total_trays) == (2, 7, 28)
    assert_whist(tables_by_round(m), [str(p) for p in range(1, 9)])
    assert_trays(m)


def test_safford_follows_the_indicator_cards() -> None:
    """After each set a player goes to the next higher seat; 8 stays; 7 goes to 1."""
    m = safford()
    place = {seat: divmod(i, 4) for i, seat in enumerate(SAFFORD_SEATS)}  # seat -> table, pos

    def at(r: int, seat: int) -> str:
        t, pos = place[seat]
        return m.round(r).seatings[t].players[pos]

    for seat in range(1, 9):
        assert at(1, seat) == str(seat)
    for r in range(1, 7):
        assert at(r + 1, 8) == "8"
        for seat in range(1, 8):
            assert at(r + 1, seat % 7 + 1) == at(r, seat)


COUPLES = [(letter, str(i)) for i, letter in enumerate("abcdefgh", start=1)]


def test_married_couples_movement_rules() -> None:
    m = married_couples()
    assert m.family is Family.MARRIED_COUPLES
    assert (m.tables, m.round_count, m.total_trays) == (4, 7, 28)
    assert_trays(m)
    pos = [{p: (s.table, i) for s in r.seatings for i, p in enumerate(s.players)} for r in m.rounds]
    assert all(p["a"] == pos[0]["a"] and p["1"] == pos[0]["1"] for p in pos)
    nxt_lady = {c: "bcdefghb"["bcdefgh".index(c) + 1] for c in "bcdefgh"}
    nxt_man = {str(k): str(k + 1) if k < 8 else "2" for k in range(2, 9)}
    # seats are named after their round-1 occupants; the lady in seat x moves to seat x + 1
    for r in range(6):
        seat_lady = {pos[0][ch]: ch for ch in "abcdefgh"}  # seat named by the round-1 lady
        seat_man = {pos[0][str(k)]: str(k) for k in range(1, 9)}
        for spot, name in seat_lady.items():
            who = next(p for p, s in pos[r].items() if s == spot)
            if name != "a":
                assert pos[r + 1][who] == pos[0][nxt_lady[name]]
        for spot, name in seat_man.items():
            who = next(p for p, s in pos[r].items() if s == spot)
            if name != "1":
                assert pos[r + 1][who] == pos[0][nxt_man[name]]


def test_married_couples_properties_from_the_source() -> None:
    m = married_couples()
    rounds = tables_by_round(m)
    partners, opponents = relations(rounds)
    everyone = [c for couple in COUPLES for c in couple]
    spouses = {frozenset(c) for c in COUPLES}
    for x, y in itertools.combinations(everyone, 2):
        k = frozenset((x, y))
        if k in spouses:
            assert partners[k] == opponents[k] == 0
            continue
        assert opponents[k] == 1, f"{x} and {y} must oppose over exactly four hands"
        if x.isalpha() != y.isalpha():
            assert partners[k] == 1, f"lady and man {x}, {y} partner once"
        else:
            assert partners[k] == 0
    for r in m.rounds:
        half = {p: (s.table <= 2) for s in r.seatings for p in s.players}
        side = {p: s.direction_of(p) for s in r.seatings for p in s.players}
        for lady, man in COUPLES:
            assert half[lady] != half[man], "spouses in the same half"
            assert side[lady] != side[man], "spouses hold opposite cards of the same hands"


# -- published individual movements ------------------------------------------------------------


def read_individual(path: Path) -> list[list[Quad]]:
    lines = [ln for ln in path.read_text().splitlines() if ln and not ln.startswith("#")]
    rounds: dict[int, list[Quad]] = {}
    for rec in csv.DictReader(lines):
        quad = (rec["north"], rec["east"], rec["south"], rec["west"])
        rounds.setdefault(int(rec["round"]), []).append(quad)
    return [rounds[r] for r in sorted(rounds)]


@pytest.mark.shared
@pytest.mark.parametrize(
    ("name", "players"),
    [
        ("IndividualMovement.Individual2Tables14Boards.csv", 8),
        ("IndividualMovement.Individual2Tables21Boards.csv", 8),
        ("IndividualMovement.Individual3Tables.csv", 12),
    ],
)
def test_published_individuals_are_no_better(shared_dir: Path, name: str, players: int) -> None:
    """Ours is an exact whist tournament; the published one is measured the same way."""
    theirs = read_individual(shared_dir / "reference" / "movements" / "thebridsk" / name)
    p_theirs, o_theirs = relations(theirs)
    labels = [str(p) for p in range(1, players + 1)]
    keys = [frozenset(k) for k in itertools.combinations(labels, 2)]
    worst_theirs = max(abs(p_theirs[k] - 1) + abs(o_theirs[k] - 2) for k in keys)
    ours = safford() if players == 8 else whist_tournament(players)
    p_ours, o_ours = relations(tables_by_round(ours))
    worst_ours = max(abs(p_ours[k] - 1) + abs(o_ours[k] - 2) for k in keys)
    assert worst_ours == 0 and worst_ours <= worst_theirs


@pytest.mark.parametrize("players", whist_sizes())
def test_checker_accepts_whist_tournaments(players: int) -> None:
    from movements.check import check

    report = check(whist_tournament(players), balance=False)
    assert report.ok, report.violations


@pytest.mark.parametrize("make", [safford, married_couples])
def test_checker_accepts_safford_schedules(make) -> None:
    from movements.check import check

    report = check(make())
    assert report.ok, report.violations
