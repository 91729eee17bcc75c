"""Team movements: complete matches between teams, the source's five-team diagrams."""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import combinations

import pytest

from movements.check import check
from movements.teams import (
    club_match,
    gilman_teams,
    howell_teams,
    round_robin_pairings,
    team_match,
    team_round_robin,
)
from tests.movements.layout_checks import (
    grid_of,
    hard_problems,
    read_reference,
    same_up_to_renaming,
)


def team(pair: str) -> str:
    return pair.split(".")[0]


def matches_per_set(m) -> tuple[Counter, list]:
    """Complete matches (X NS v Y EW and Y NS v X EW on one set) and unmatched plays."""
    plays = defaultdict(list)
    for s in m.seatings():
        plays[s.tray_set].append((team(s.ns), team(s.ew)))
    complete, loose = Counter(), []
    for tray_set, games in plays.items():
        for x, y in games:
            if x == y:
                loose.append((tray_set, x, y))
            elif (y, x) in games:
                if x < y:
                    complete[frozenset((x, y))] += 1
            else:
                loose.append((tray_set, x, y))
    return complete, loose


# -- Howell's system: the source's five-team diagrams --------------------------------------

FOSTER_NS_ROWS = ["eabcd", "deabc", "cdeab", "bcdea"]  # N-S team at tables 1..5, sets 1..4
FOSTER_HANDS = [
    ["1-4", "5-8", "9-12", "13-16", "17-20"],
    ["9-12", "13-16", "17-20", "1-4", "5-8"],
    ["17-20", "1-4", "5-8", "9-12", "13-16"],
    ["5-8", "9-12", "13-16", "17-20", "1-4"],
]


def test_five_teams_reproduce_the_source_diagrams():
    m = howell_teams(5)
    assert m.round_count == 4
    for s, (row, hands) in enumerate(zip(FOSTER_NS_ROWS, FOSTER_HANDS, strict=True), start=1):
        for t in range(1, 6):
            seat = m.round(s).at_table(t)
            assert seat.ns == f"{row[t - 1]}.NS"
            assert seat.ew == f"{'abcde'[t - 1]}.EW"
            assert m.tray_set(seat.tray_set).label == hands[t - 1]


def test_the_source_check_a_and_d():
    """a.EW v d.NS play hands 9-12 at table 1 in set 2; a.NS v d.EW at table 4 in set 3."""
    m = howell_teams(5)
    first, second = m.round(2).at_table(1), m.round(3).at_table(4)
    assert (first.ns, first.ew, second.ns, second.ew) == ("d.NS", "a.EW", "a.NS", "d.EW")
    assert m.tray_set(first.tray_set).label == m.tray_set(second.tray_set).label == "9-12"


def test_five_teams_equal_the_transcribed_csv(shared_dir):
    rows = read_reference(
        shared_dir / "reference/movements/primary/foster_howell_teams_5tables.csv"
    )
    m = howell_teams(5)
    mine = [
        (str(s.round), str(s.table), s.ns, s.ew, m.tray_set(s.tray_set).label) for s in m.seatings()
    ]
    assert mine == [(r["round"], r["table"], r["ns"], r["ew"], r["boards"]) for r in rows]


def test_seven_teams_equal_the_rule_derived_reference(shared_dir):
    path = shared_dir / "reference/movements/derived_from_rules/foster_howell_teams_7tables.csv"
    theirs = {
        (int(r["round"]), int(r["table"])): (r["ns"], r["ew"], r["boards"])
        for r in read_reference(path)
    }
    assert same_up_to_renaming(grid_of(howell_teams(7)), theirs)


@pytest.mark.parametrize("teams", range(3, 26, 2))
def test_howell_teams_every_two_teams_play_one_complete_match(teams):
    m = howell_teams(teams)
    assert hard_problems(m) == []
    assert check(m).violations == []
    complete, loose = matches_per_set(m)
    labels = [t.label for t in m.teams]
    assert loose == []
    assert complete == Counter(frozenset(p) for p in combinations(labels, 2))


@pytest.mark.parametrize("teams", [5, 7, 9, 11])
def test_trays_go_from_the_middle_table_to_table_one_and_others_move_up(teams):
    m, h = howell_teams(teams), (teams - 1) // 2
    for s in range(1, teams - 1):
        for t in range(1, teams + 1):
            dest = 1 if t == h + 1 else (t - 1 - h) % teams + 1
            assert m.round(s + 1).at_table(dest).tray_set == m.round(s).at_table(t).tray_set


# -- Gilman's method -----------------------------------------------------------------------


@pytest.mark.parametrize("teams", range(2, 27))
def test_gilman_every_two_teams_play_one_complete_match(teams):
    m = gilman_teams(teams)
    assert m.round_count == teams
    assert hard_problems(m) == []
    assert check(m).violations == []
    complete, loose = matches_per_set(m)
    labels = [t.label for t in m.teams]
    assert complete == Counter(frozenset(p) for p in combinations(labels, 2))
    # the only other plays are round 1, each team at its own table
    assert sorted((x, y) for _, x, y in loose) == [(t, t) for t in labels]
    assert all(s.ns == s.ew.replace("EW", "NS") for s in m.round(1).seatings)


def test_gilman_odd_equals_the_rule_derived_reference(shared_dir):
    path = shared_dir / "reference/movements/derived_from_rules/gilman_teams_odd_5tables.csv"
    theirs = {
        (int(r["round"]), int(r["table"])): (r["ns"], r["ew"], r["boards"])
        for r in read_reference(path)
    }
    assert same_up_to_renaming(grid_of(gilman_teams(5)), theirs)


def test_gilman_odd_moves_east_west_two_tables_and_trays_one():
    m = gilman_teams(11)
    # E-W go 11 to 9, trays 11 to 10 (the source's example)
    assert m.round(2).at_table(9).ew == m.round(1).at_table(11).ew
    assert m.round(2).at_table(10).tray_set == m.round(1).at_table(11).tray_set


def test_gilman_ten_tables_follow_the_source_tray_plan():
    m = gilman_teams(10)
    label = {s.number: s.label for s in m.tray_sets}
    first = m.round(1)
    assert [label[first.at_table(t).tray_set] for t in (1, 6, 2, 7, 5, 10)] == [
        "1-3", "1-3", "7-9", "7-9", "25-27", "25-27",
    ]  # fmt: skip
    assert {label[s] for s in first.resting_sets} >= {"4-6", "10-12"}
    assert label[m.round(2).at_table(1).tray_set] == "4-6"
    assert label[m.round(3).at_table(1).tray_set] == "7-9"
    assert [m.round(r).at_table(1).tray_set for r in range(1, 11)] == list(range(1, 11))
    assert m.round(2).at_table(1).ew == "b.EW"  # East-West move 2 to 1


# -- two-table matches and club against club -----------------------------------------------


def test_team_match_exchanges_trays_between_the_two_tables():
    m = team_match(boards_per_round=4, rounds=2)
    r1, r2 = m.round(1), m.round(2)
    assert (r1.at_table(1).ns, r1.at_table(1).ew) == ("a.NS", "b.EW")
    assert (r1.at_table(2).ns, r1.at_table(2).ew) == ("b.NS", "a.EW")
    assert r2.at_table(1).tray_set == r1.at_table(2).tray_set
    assert r2.at_table(2).tray_set == r1.at_table(1).tray_set
    assert matches_per_set(m) == (Counter({frozenset("ab"): 2}), [])
    assert [t.label for t in m.teams] == ["a", "b"]


@pytest.mark.parametrize("move", ["trays", "players"])
@pytest.mark.parametrize("rounds", [2, 6])
def test_team_match_every_set_is_a_complete_match(move, rounds):
    m = team_match(rounds=rounds, move=move)
    assert hard_problems(m) == []
    assert matches_per_set(m) == (Counter({frozenset("ab"): rounds}), [])


def test_club_match_seats_the_clubs_as_the_source_diagram():
    m = club_match(8)
    first = m.round(1)
    assert [first.at_table(t).ns[0] for t in range(1, 9)] == list("OXOXOXOX")
    complete, loose = matches_per_set(m)
    assert loose == []
    assert complete == Counter({frozenset((f"O{k}", f"X{k}")): 2 for k in range(1, 5)})


def test_club_match_players_change_places_when_trays_stay():
    m = club_match(4, move="players")
    assert m.round(2).at_table(2).ns == "O1.NS"  # the four from table 1 moved to table 2
    assert m.round(2).at_table(2).tray_set == m.round(1).at_table(2).tray_set
    assert hard_problems(m) == []


@pytest.mark.parametrize("kwargs", [{"tables": 3}, {"tables": 4, "rounds": 3}])
def test_club_match_refuses_bad_arguments(kwargs):
    with pytest.raises(ValueError):
        club_match(**kwargs)


# -- round robin ---------------------------------------------------------------------------


@pytest.mark.parametrize("teams", range(2, 27))
def test_round_robin_every_two_teams_meet_once(teams):
    m = team_round_robin(teams)
    assert hard_problems(m) == []
    assert check(m).violations == []
    complete, loose = matches_per_set(m)
    assert loose == []
    labels = [t.label for t in m.teams]
    assert complete == Counter({frozenset(p): 2 for p in combinations(labels, 2)})
    assert m.round_count == 2 * (teams - 1 + teams % 2)


@pytest.mark.parametrize("teams", [3, 5, 9])
def test_round_robin_odd_count_sits_one_team_out_each_match(teams):
    rounds = round_robin_pairings(teams)
    out = [set(range(teams)) - {i for p in matches for i in p} for matches in rounds]
    assert all(len(o) == 1 for o in out)
    assert sorted(o.pop() for o in out) == list(range(teams))


@pytest.mark.parametrize("teams", [7, 8, 12, 16])
def test_round_robin_needs_only_one_set_pair_per_match_stanza(teams):
    """Each team plays 2 sets in each of its stanzas (teams-1, or teams with a bye), so that
    many sets is the least possible; a sharing-free Howell reaches it."""
    m = team_round_robin(teams)
    assert len(m.tray_sets) == 2 * (teams - 1 + teams % 2)
