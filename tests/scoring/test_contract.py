"""Contract bridge scores: every level, strain, doubling, vulnerability and result.

The reference below is written from the published score table's layout (contract points per
level as printed, undertrick penalties as the printed cumulative columns), not from per-trick
rules, so that it and the implementation can disagree if either is wrong.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.scoring.contract import (
    Contract,
    describe,
    ns_score,
    parse_contract,
    score_contract,
)

# Contract points (undoubled trick score) for levels 1..7, as the score table prints them.
CONTRACT_POINTS = {
    "C": [20, 40, 60, 80, 100, 120, 140],
    "D": [20, 40, 60, 80, 100, 120, 140],
    "H": [30, 60, 90, 120, 150, 180, 210],
    "S": [30, 60, 90, 120, 150, 180, 210],
    "NT": [40, 70, 100, 130, 160, 190, 220],
}
# Cumulative undertrick penalties for 1..13 down, as the table prints them.
DOWN_NOT_VUL = {
    0: [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650],
    1: [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    2: [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
}
DOWN_VUL = {
    0: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300],
    1: [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
    2: [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
}


def reference(level: int, strain: str, doubled: int, vul: bool, tricks: int) -> int:
    needed = level + 6
    if tricks < needed:
        table = DOWN_VUL if vul else DOWN_NOT_VUL
        return -table[doubled][needed - tricks - 1]
    points = CONTRACT_POINTS[strain][level - 1] * {0: 1, 1: 2, 2: 4}[doubled]
    total = points
    total += (500 if vul else 300) if points >= 100 else 50
    total += {6: 750 if vul else 500, 7: 1500 if vul else 1000}.get(level, 0)
    total += {0: 0, 1: 50, 2: 100}[doubled]
    over = tricks - needed
    if doubled == 0:
        each = 20 if strain in ("C", "D") else 30
    else:
        each = {(1, False): 100, (1, True): 200, (2, False): 200, (2, True): 400}[(doubled, vul)]
    return total + over * each


CASES = [
    (level, strain, doubled, vul, tricks)
    for level in range(1, 8)
    for strain in ("C", "D", "H", "S", "NT")
    for doubled in (0, 1, 2)
    for vul in (False, True)
    for tricks in range(0, 14)
]


def test_the_table_covers_every_combination():
    assert len(CASES) == 7 * 5 * 3 * 2 * 14


@pytest.mark.parametrize("level", range(1, 8))
def test_every_strain_doubling_vulnerability_and_result(level):
    for lv, strain, doubled, vul, tricks in CASES:
        if lv != level:
            continue
        got = score_contract(Contract(level, strain, doubled), "N", tricks, vul)
        assert got == reference(level, strain, doubled, vul, tricks), (
            level,
            strain,
            doubled,
            vul,
            tricks,
        )


# (contract, tricks, not-vulnerable score, vulnerable score), each worked by hand.
SPOT = [
    ("1NT", 7, 90, 90),
    ("1NT", 8, 120, 120),
    ("2NT", 8, 120, 120),
    ("3NT", 9, 400, 600),
    ("3NT", 10, 430, 630),
    ("4S", 10, 420, 620),
    ("4H", 11, 450, 650),
    ("5C", 11, 400, 600),
    ("5D", 12, 420, 620),
    ("3C", 9, 110, 110),
    ("3C", 11, 150, 150),
    ("2S", 8, 110, 110),
    ("2H", 9, 140, 140),
    ("1C", 7, 70, 70),
    ("1D", 13, 190, 190),
    ("6NT", 12, 990, 1440),
    ("6S", 12, 980, 1430),
    ("6C", 12, 920, 1370),
    ("6H", 13, 1010, 1460),
    ("7NT", 13, 1520, 2220),
    ("7S", 13, 1510, 2210),
    ("7C", 13, 1440, 2140),
    ("1CX", 7, 140, 140),
    ("1CX", 8, 240, 340),
    ("2SX", 8, 470, 670),
    ("1NTX", 7, 180, 180),
    ("1NTX", 8, 280, 380),
    ("3NTX", 9, 550, 750),
    ("4SX", 10, 590, 790),
    ("4HX", 11, 690, 990),
    ("6NTX", 12, 1230, 1680),
    ("1NTXX", 7, 560, 760),
    ("1CXX", 7, 230, 230),
    ("1CXX", 8, 430, 630),
    ("2CXX", 8, 560, 760),
    ("5DXX", 13, 1200, 1800),
    ("7NTXX", 13, 2280, 2980),
    ("1NT", 6, -50, -100),
    ("4S", 7, -150, -300),
    ("4SX", 9, -100, -200),
    ("4SX", 8, -300, -500),
    ("4SX", 7, -500, -800),
    ("4SX", 6, -800, -1100),
    ("3NTXX", 8, -200, -400),
    ("3NTXX", 7, -600, -1000),
    ("7NT", 6, -350, -700),
    ("7NTX", 6, -1700, -2000),
    ("7NTXX", 0, -7000, -7600),
]


@pytest.mark.parametrize(("text", "tricks", "not_vul", "vul"), SPOT)
def test_published_spot_values(text, tricks, not_vul, vul):
    contract = parse_contract(text)
    assert score_contract(contract, "S", tricks, False) == not_vul
    assert score_contract(contract, "S", tricks, True) == vul


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4S", Contract(4, "S", 0)),
        ("3NTX", Contract(3, "NT", 1)),
        ("7HXX", Contract(7, "H", 2)),
        (" 1nt ", Contract(1, "NT", 0)),
        ("2N", Contract(2, "NT", 0)),
        ("PASS", None),
        ("pass", None),
    ],
)
def test_parse_contract(text, expected):
    assert parse_contract(text) == expected


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("8NT", "level 8"),
        ("0S", "level 0"),
        ("4Z", "strain Z"),
        ("4SXXX", "at most XX"),
        ("", "not like"),
        ("NT", "not like"),
        ("4", "strain (none)"),
    ],
)
def test_parse_contract_rejects_with_a_clear_message(text, words):
    with pytest.raises(ValueError, match=words.replace("(", r"\(").replace(")", r"\)")):
        parse_contract(text)


def test_str_round_trips():
    for text in ("1C", "3NTX", "7HXX", "5D"):
        assert str(parse_contract(text)) == text


@pytest.mark.parametrize("tricks", [-1, 14, 2.5])
def test_tricks_outside_0_to_13_are_refused(tricks):
    with pytest.raises(ValueError, match="0 to 13"):
        score_contract(Contract(4, "S"), "N", tricks, False)


def test_bad_declarer_and_contract_fields_are_refused():
    with pytest.raises(ValueError, match="declarer"):
        score_contract(Contract(4, "S"), "Q", 10, False)
    with pytest.raises(ValueError, match="level"):
        Contract(8, "S")
    with pytest.raises(ValueError, match="doubled"):
        Contract(1, "S", 3)


def test_passed_out_scores_nothing():
    assert score_contract(None, "", 0, True) == 0
    assert ns_score(None, "", 0, "both") == 0


@pytest.mark.parametrize(
    ("declarer", "vulnerability", "expected"),
    [
        ("N", "none", 420),
        ("S", "ns", 620),
        ("N", "ew", 420),
        ("S", "both", 620),
        ("E", "none", -420),
        ("W", "ns", -420),
        ("E", "ew", -620),
        ("W", "both", -620),
    ],
)
def test_ns_score_takes_the_declarers_side_and_vulnerability(declarer, vulnerability, expected):
    assert ns_score(Contract(4, "S"), declarer, 10, vulnerability) == expected


def test_ns_score_for_a_defeated_ew_contract_is_positive_for_ns():
    assert ns_score(Contract(4, "S", 1), "E", 7, "ew") == 800


def test_ns_score_rejects_unknown_vulnerability():
    with pytest.raises(ValueError, match="vulnerability"):
        ns_score(Contract(4, "S"), "N", 10, "all")


@pytest.mark.parametrize(
    ("contract", "tricks", "vul", "line"),
    [
        ("4S", 10, True, "4S= by N, vul: 120 + 500 game = 620"),
        ("2H", 9, False, "2H+1 by N, not vul: 60 + 50 part score + 30 (1 overtrick) = 140"),
        (
            "6NTX",
            12,
            True,
            "6NTX= by N, vul: 380 + 500 game + 750 small slam + 50 insult = 1680",
        ),
        ("4SX", 7, False, "4SX-3 by N, not vul: 3 undertricks doubled = -500"),
        ("1NT", 6, False, "1NT-1 by N, not vul: 1 undertrick = -50"),
    ],
)
def test_describe_shows_the_working(contract, tricks, vul, line):
    assert describe(parse_contract(contract), "N", tricks, vul) == line


def test_describe_passed_out():
    assert describe(None, "", 0, False) == "passed out: 0"


contracts = st.builds(
    Contract,
    level=st.integers(1, 7),
    strain=st.sampled_from(["C", "D", "H", "S", "NT"]),
    doubled=st.integers(0, 2),
)


@given(contracts, st.integers(0, 13), st.booleans())
@settings(max_examples=200)
def test_made_is_positive_down_is_negative_and_more_tricks_never_hurt(contract, tricks, vul):
    score = score_contract(contract, "N", tricks, vul)
    assert (score > 0) == (tricks >= contract.level + 6)
    assert score < 0 or tricks >= contract.level + 6
    if tricks < 13:
        assert score_contract(contract, "N", tricks + 1, vul) > score


@given(contracts, st.integers(0, 13), st.sampled_from(["none", "ns", "ew", "both"]))
@settings(max_examples=200)
def test_ns_score_mirrors_between_the_sides(contract, tricks, vulnerability):
    swapped = {"none": "none", "ns": "ew", "ew": "ns", "both": "both"}[vulnerability]
    assert ns_score(contract, "N", tricks, vulnerability) == -ns_score(
        contract, "E", tricks, swapped
    )
