"""The director's rulings in a bridge teams event, entered on the ruling page: the site's
standings, match, team card and traveller give each team the figure ``score --method ...``
gives for the same results (``scoring.team_lines``: Law 86A for artificial scores, Law 12C1
for weighted and split scores, Law 90 for procedural penalties).

Every ruling is given at the table where team a's pair holds the North-South cards, on one
tray; each team's figure is worked by hand below (IMP scale: Law 78B; average-plus +3 IMPs,
average 0, average-minus -3: Law 86A, each side its own, so the figures need not balance).

IMPs and board-a-match: the two-team match of test_teams_methods (tray 2, NS vulnerable: a
NS 3NT-1 -100, b NS 3NT= +600 at the other table; a otherwise +6 IMPs on tray 1 and +5 on
tray 4, tray 3 level).  As played a has 11 IMPs for and 12 against (-1), b +1; at
board-a-match (EBU, 2 a board) a 2+0+1+2 = 5, b 0+2+1+0 = 3.

- (a) A+/- : a's NS pair average-plus +3, b's EW pair average-minus -3.
      IMPs: a 6+3+5 = +14, b -14.  Board-a-match: 60% and 40% of 2: a 6.2, b 1.8.
- (b) AVE+ : both pairs average-plus, a +3 and b +3.
      IMPs: a +14; b 3 for, 11 against: -8.  Board-a-match: a 6.2, b 0+1.2+1 = 2.2.
- (c) SCORE 60% 4S= N (+620 vulnerable), 40% 4S-1 N (-100) against +600:
      a 0.6 x 1 IMP (+20) + 0.4 x -12 (-700) = -4.2: 11 for, 4.2 against, +6.8; b -6.8.
      Board-a-match: a 0.6 x 2 (620 beats 600) = 1.2: 6.2; b 0.4 x 2 = 0.8: 1.8.
- (d) SCORE 4S= N / 4S-1 N (split): a's NS pair +620 against 600: +1 IMP, a +12; b's NS
      +600 against its EW pair's -100: +700, +12 IMPs: b 12 for, 11 against, +1.
      Board-a-match: both win the tray: a 7, b 3.
- (e) PP NS 3 (IMPs; 1 board point at board-a-match) beside the table's result: a -12 - 3 =
      -15: 11 for, 15 against, -4; b unchanged +1.  Board-a-match: a 2-1+1+2 = 4, b 3.
- (f) NP: the tray leaves the match (three trays): a 6+5 = +11, b -11; board-a-match a 5,
      b 1.

Victory points: the four-team round robin of test_teams_methods with sets of four trays
(matches of eight) on the ACBL 20-point scale (BridgeHands' table for 6 to 8 boards: 0 IMPs
10-10, 1-2 11-9, 3-4 12-8, 5-7 13-7, 8-10 14-6, 11-13 15-5, 14-16 16-4, 20-23 18-2).  a beats
b by 10 IMPs (14-6) on one tray, the others passed out; the ruling is on an a-b tray with both
sides vulnerable that both tables passed out:
(a) a +13: 15, b -13: 5.  (b) a +13: 15; b 3 - 10 = -7: 7.  (c) a 0.6 x 12 (+620) + 0.4 x -3
(-100) = +6: +16, 16; b -16: 4.  (d) a +12 (620): +22, 18; b +3 (100): -7, 7.  (e) a 10 - 3
= +7: 13; b -10: 6.  (f) seven boards, a +10: 14, b 6.
"""

from __future__ import annotations

import csv
import io
from decimal import Decimal
from fractions import Fraction

import pytest
from django.urls import reverse

from tests.builders import make_team_event
from tests.printing.pdfread import pages_text
from tests.web.html import rows_by, tables_in
from tests.web.methods.test_teams_methods import ROBIN, _command, play_robin, played_match
from tournaments import models as m
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db

RULINGS = {
    "a": ({"kind": "average", "ns_average": "+", "ew_average": "-"}, "A+/-"),
    "b": ({"kind": "average", "ns_average": "+", "ew_average": "+"}, "AVE+"),
    "c": (
        {"kind": "weighted", "result_1": "4S= N", "share_1": "60"}
        | {"result_2": "4S-1 N", "share_2": "40"},
        "SCORE 60% 4S= N, 40% 4S-1 N",
    ),
    "d": ({"kind": "split", "result_1": "4S= N", "result_2": "4S-1 N"}, "SCORE 4S= N / 4S-1 N"),
    "e": ({"kind": "keep", "penalty_side": "NS", "penalty_unit": ""}, "PP NS"),
    "f": ({"kind": "np"}, "NP"),
}
# (a's figure, b's figure) in the standings, worked above.
IMPS = {"a": (14, -14), "b": (14, -8), "c": (Fraction(34, 5), Fraction(-34, 5))}
IMPS |= {"d": (12, 1), "e": (-4, 1), "f": (11, -11)}
BOARDS = {"a": (Fraction(31, 5), Fraction(9, 5)), "b": (Fraction(31, 5), Fraction(11, 5))}
BOARDS |= {"c": (Fraction(31, 5), Fraction(9, 5)), "d": (7, 3), "e": (4, 3), "f": (5, 1)}
VPS = {"a": (15, 5), "b": (15, 7), "c": (16, 4), "d": (18, 7), "e": (13, 6), "f": (14, 6)}


def rule(client, event, tray: int, scenario: str, penalty: str = "3") -> None:
    """Give the scenario's ruling on the ruling page, at the table where a's pair is NS."""
    seating = m.Seating.objects.get(
        round__event=event, trays__number=tray, ns__label="a.NS", ew__label="b.EW"
    )
    data, code = RULINGS[scenario]
    if scenario == "e":
        data = data | {"penalty_amount": penalty}
        code = f"PP NS {penalty}"
    url = reverse("ruling", args=[event.slug, tray, seating.pk])
    response = client.post(url, {"reason": "director's ruling", **data})
    assert response.status_code == 302, response.content.decode()
    assert m.Result.objects.get(seating=seating, tray__number=tray).adjustment == code


def robin(by) -> tuple[m.Event, int]:
    """The VP round robin, and the a-b tray with both sides vulnerable both tables passed."""
    event = make_team_event(
        by, kind="team-round-robin", size=4, game=m.Game.BRIDGE, boards_per_round=4,
        vp_scale="acbl-20",
    )  # fmt: skip
    for (x, y), won in ROBIN.items():
        play_robin(event, by, x, y, won)
    trays = m.Tray.objects.filter(
        event=event, seatings__ns__label="a.NS", seatings__ew__label="b.EW"
    ).order_by("number")
    passed = [t for t in trays[1:] if t.vulnerability == "both"]
    return event, passed[0].number


def command_totals(event, method: str, tmp_path, *extra: str) -> dict[str, dict]:
    return {row["entrant"]: row for row in _command(event, method, tmp_path, *extra)["standings"]}


@pytest.mark.parametrize("scenario", sorted(RULINGS))
def test_imps_give_each_team_its_own_figure(organiser_client, organiser, tmp_path, scenario):
    event = played_match(organiser, m.ScoringMethod.IMPS, "ebu")
    rule(organiser_client, event, 2, scenario)
    site = {row.team.label: row for row in scores_for(event).standings}
    assert (site["a"].net, site["b"].net) == IMPS[scenario]
    command = command_totals(event, "team-imps", tmp_path)
    for team in ("a", "b"):
        assert float(site[team].net) == command[team]["total"]
        assert site[team].place_label == command[team]["place"]


@pytest.mark.parametrize("scenario", sorted(RULINGS))
def test_board_a_match_gives_each_team_its_share(organiser_client, organiser, tmp_path, scenario):
    event = played_match(organiser, m.ScoringMethod.BOARD_A_MATCH, "ebu")
    rule(organiser_client, event, 2, scenario, penalty="1")
    site = {row.team.label: row for row in scores_for(event).standings}
    assert (site["a"].board_points, site["b"].board_points) == BOARDS[scenario]
    command = command_totals(event, "board-a-match", tmp_path)
    for team in ("a", "b"):
        assert float(site[team].board_points) == command[team]["total"]
        assert site[team].place_label == command[team]["place"]


@pytest.mark.parametrize("scenario", sorted(RULINGS))
def test_victory_points_from_each_teams_own_margin(organiser_client, organiser, tmp_path, scenario):
    event, tray = robin(organiser)
    rule(organiser_client, event, tray, scenario)
    scores = scores_for(event)
    ab = next(t for t in scores.matches if {t.home, t.away} == {"a", "b"})
    vps = {team: ab.margin_for(team) for team in ("a", "b")}
    assert vps == {"a": IMPS_VP_MARGINS[scenario][0], "b": IMPS_VP_MARGINS[scenario][1]}
    assert ab.boards == (7 if scenario == "f" else 8)
    command = command_totals(event, "team-vps", tmp_path, "--vp-scale", "acbl-20")
    for row in scores.standings:
        assert row.vps == Decimal(str(command[row.team.label]["total"]))
        assert row.place_label == command[row.team.label]["place"]
    # a's and b's other matches as played: a 20 (c) + 10 (d), b 14 (c) + 10 (d).
    by_team = {row.team.label: row.vps for row in scores.standings}
    a, b = VPS[scenario]
    assert (by_team["a"], by_team["b"]) == (a + 30, b + 24)


# The a-b margins behind VPS, worked above.
IMPS_VP_MARGINS = {"a": (13, -13), "b": (13, -7), "c": (16, -16), "d": (22, -7)}
IMPS_VP_MARGINS |= {"e": (7, -10), "f": (10, -10)}


def table(client, name: str, *args) -> list[list[list[str]]]:
    response = client.get(reverse(name, args=args))
    assert response.status_code == 200
    return tables_in(response.content.decode())


def test_average_plus_to_both_on_the_cards_matches_and_traveller(organiser_client, organiser):
    """(b) at IMPs: each team's card shows its own +3 on tray 2; the match reads a 14, b 3
    (what each gained), a +14 and b -8 as they do not balance."""
    event = played_match(organiser, m.ScoringMethod.IMPS, "ebu")
    rule(organiser_client, event, 2, "b")
    for team in ("a", "b"):
        card = table(organiser_client, "score-card", event.slug, team)[0]
        line = rows_by(card, "Board")["2"]
        assert (line["IMPs"], line["Net"]) == ("+3", "")
        assert "AVE+: +3 IMPs (Law 86A)" in line["Note"]
    matches = table(organiser_client, "standings", event.slug)[1]
    assert (matches[1][3], matches[1][4]) == ("14–3", "a +14, b -8")
    header, *lines = table(organiser_client, "traveller", event.slug, 2)[0]
    assert [(r[header.index("NS")], r[header.index("IMPs")]) for r in lines] == [
        ("a NS", "+3"),
        ("b NS", "+3"),
    ]


def test_a_tray_not_played_leaves_the_match(organiser_client, organiser):
    event = played_match(organiser, m.ScoringMethod.IMPS, "ebu")
    rule(organiser_client, event, 2, "f")
    matches = table(organiser_client, "standings", event.slug)[1]
    assert matches[1][2:5] == ["3 of 3", "11–0", "a by 11"]
    page = organiser_client.get(reverse("score-card", args=[event.slug, "a"])).content.decode()
    assert "3 of 3 boards compared" in page and "left out of the match" in page


@pytest.mark.parametrize(
    ("scoring", "data", "message"),
    [
        (
            m.ScoringMethod.IMPS,
            {"kind": "keep", "penalty_side": "NS", "penalty_amount": "25", "penalty_unit": "%"},
            "procedural penalty in IMPs (PP NS 3), not PP NS 25%",
        ),
        (
            m.ScoringMethod.IMPS,
            {"kind": "percent", "ns_percent": "70", "ew_percent": "30"},
            "A70/30 has no IMP value",
        ),
        (
            m.ScoringMethod.POINTS,
            {"kind": "average", "ns_average": "+", "ew_average": "+"},
            "AVE+ has no total points",
        ),
    ],
)
def test_a_ruling_the_match_cannot_count_changes_nothing(
    organiser_client, organiser, scoring, data, message
):
    event = played_match(organiser, scoring, "ebu")
    seating = m.Seating.objects.get(
        round__event=event, trays__number=2, ns__label="a.NS", ew__label="b.EW"
    )
    url = reverse("ruling", args=[event.slug, 2, seating.pk])
    response = organiser_client.post(url, {"reason": "director's ruling", **data})
    assert response.status_code == 200
    assert message in response.content.decode().replace("&#x27;", "'")
    assert m.Result.objects.get(seating=seating, tray__number=2).adjustment == ""


def test_the_results_sheet_prints_each_teams_own_figure(organiser_client, organiser):
    """(b) at IMPs on the printed results: the match 14-3, a +14 and b -8; tray 2's two NS
    lines +3 each."""
    event = played_match(organiser, m.ScoringMethod.IMPS, "ebu")
    rule(organiser_client, event, 2, "b")
    pdf = organiser_client.get(reverse("print-paper", args=[event.slug, "results"])).content
    text = " ".join(pages_text(pdf))
    assert "14-3 a +14, b -8" in text
    assert "a NS b EW AVE+ +3 ruling (AVE+): artificial score" in text
    assert "b NS a EW 3NT S 9 600 +3 ruling (AVE+)" in text


def test_board_a_match_weighted_share_on_the_traveller_and_csv(organiser_client, organiser):
    """(c) at board-a-match: a's NS line takes 1.2 of the board, b's NS line 0.8 (60% and 40%
    of 2); the standings' spreadsheet a 6.2, b 1.8."""
    event = played_match(organiser, m.ScoringMethod.BOARD_A_MATCH, "ebu")
    rule(organiser_client, event, 2, "c")
    header, *lines = table(organiser_client, "traveller", event.slug, 2)[0]
    assert [(r[header.index("NS")], r[header.index("Board")]) for r in lines] == [
        ("a NS", "1.2"),
        ("b NS", "0.8"),
    ]
    url = reverse("standings", args=[event.slug]) + "?_export=csv"
    rows = list(csv.DictReader(io.StringIO(organiser_client.get(url).content.decode())))
    assert {r["Team"]: r["Board points"] for r in rows} == {"a": "6.2", "b": "1.8"}


def test_a_ruling_the_new_method_cannot_count_leaves_the_tray_level(organiser_client, organiser):
    """A70/30 given at board-a-match: 70% and 30% of 2 on tray 2, a 2 + 1.4 + 1 + 2 = 6.4, b
    0.6 + 1 = 1.6.  Scored by IMPs afterwards, 70% has no IMP value (Law 86A knows +3, 0 and
    -3): tray 2 counts level and the card says why; a has +6 and +5, +11."""
    event = played_match(organiser, m.ScoringMethod.BOARD_A_MATCH, "ebu")
    seating = m.Seating.objects.get(
        round__event=event, trays__number=2, ns__label="a.NS", ew__label="b.EW"
    )
    url = reverse("ruling", args=[event.slug, 2, seating.pk])
    data = {"kind": "percent", "ns_percent": "70", "ew_percent": "30", "reason": "ruling"}
    assert organiser_client.post(url, data).status_code == 302
    got = {r.team.label: r.board_points for r in scores_for(event).standings}
    assert got == {"a": Fraction(32, 5), "b": Fraction(8, 5)}
    event.scoring_method = m.ScoringMethod.IMPS  # saved as the settings page saves it
    event.save()
    assert {r.team.label: r.net for r in scores_for(event).standings} == {"a": 11, "b": -11}
    card = table(organiser_client, "score-card", event.slug, "a")[0]
    line = rows_by(card, "Board")["2"]
    assert line["IMPs"] == "0" and "has no IMP value" in line["Note"]
    assert "the tray counts as level" in line["Note"]


def test_a_fractional_margin_is_read_at_the_nearest_whole_imp(
    organiser_client, organiser, tmp_path
):
    """SCORE 50% 4S= N (+620), 50% 4S-1 N (-100) against the other table's pass: a 0.5 x 12 +
    0.5 x -3 = +4.5 on the tray, +14.5 in the match, read as +15 on the ACBL 20-point scale
    (14-16 IMPs: 16-4); b's -14.5 as -15: 4.  ``score --method team-vps`` reads it so too."""
    event, tray = robin(organiser)
    seating = m.Seating.objects.get(
        round__event=event, trays__number=tray, ns__label="a.NS", ew__label="b.EW"
    )
    data = {"kind": "weighted", "result_1": "4S= N", "share_1": "50", "result_2": "4S-1 N"}
    response = organiser_client.post(
        reverse("ruling", args=[event.slug, tray, seating.pk]),
        {"reason": "director's ruling", **data, "share_2": "50"},
    )
    assert response.status_code == 302
    scores = scores_for(event)
    ab = next(t for t in scores.matches if {t.home, t.away} == {"a", "b"})
    assert (ab.margin_for("a"), ab.margin_for("b")) == (Fraction(29, 2), Fraction(-29, 2))
    by_team = {row.team.label: row.vps for row in scores.standings}
    assert (by_team["a"], by_team["b"]) == (16 + 30, 4 + 24)
    command = command_totals(event, "team-vps", tmp_path, "--vp-scale", "acbl-20")
    assert {team: Decimal(str(row["total"])) for team, row in command.items()} == by_team
