"""Bridge teams by board-a-match and by total points, and VPs on the event's scale, on the
site; every figure worked by hand (a team's gain on a tray is its NS pair's score less the
other team's NS pair's score, the tables' scores worked from the contracts)."""

from __future__ import annotations

import csv
import io
import json
from decimal import Decimal

import pytest
from django.core.management import call_command
from django.urls import reverse

from tests.builders import make_team_event, team_bridge
from tests.web.html import rows_by, tables_in
from tournaments import models as m
from tournaments import services
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db

# Two tables, four trays (as tests/web/standings/test_teams_site.py's IMP match):
# tray 1 (none vul): a NS 4S= +420, b NS 2S+2 +170: a +250, won by a
# tray 2 (NS vul): a NS 3NT-1 -100, b NS 3NT= +600: a -700, won by b
# tray 3 (EW vul): 4H= by East at both tables, -620 and -620: level, tied
# tray 4 (both vul): a NS 1NT= +90, b NS 2S by West= -110: a +200, won by a
MATCH = {
    1: (("4S", "N", 10), ("2S", "N", 10)),
    2: (("3NT", "S", 8), ("3NT", "S", 9)),
    3: (("4H", "E", 10), ("4H", "E", 10)),
    4: (("1NT", "N", 7), ("2S", "W", 8)),
}


def played_match(by, scoring: str, rules: str = "club") -> m.Event:
    event = make_team_event(
        by,
        kind="team-match",
        size=2,
        game=m.Game.BRIDGE,
        boards_per_round=2,
        scoring=scoring,
        rules=rules,
    )
    for tray, (a_ns, b_ns) in MATCH.items():
        team_bridge(event, by, tray, "a", "b", *a_ns)
        team_bridge(event, by, tray, "b", "a", *b_ns)
    return event


def table(client, name: str, *args) -> list[list[str]]:
    response = client.get(reverse(name, args=args))
    assert response.status_code == 200
    return tables_in(response.content.decode())


@pytest.mark.parametrize(("rules", "a", "b"), [("club", "2.5", "1.5"), ("ebu", "5", "3")])
def test_board_a_match_counts_the_boards_won(client, organiser, rules, a, b):
    """a wins trays 1 and 4, ties tray 3, loses tray 2: 1 + 0 + ½ + 1 = 2½ of 4 on the club's
    1/½ scale, 5 of 8 on the EBU's 2/1 scale."""
    event = played_match(organiser, m.ScoringMethod.BOARD_A_MATCH, rules)
    standings, matches = table(client, "standings", event.slug)[:2]
    teams = rows_by(standings, "Team")
    assert [row[standings[0].index("Team")] for row in standings[1:]] == ["a", "b"]
    assert (teams["a"]["Board points"], teams["b"]["Board points"]) == (a, b)
    assert "Net points" not in standings[0] and "VPs" not in standings[0]
    assert matches[1][3] == f"{a}–{b}"
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "Board-a-match: each board is won" in page
    card = table(client, "score-card", event.slug, "a")[0]
    header = card[0]
    assert [line[header.index("Board-a-match")] for line in card[1:]] == [
        "won",
        "lost",
        "tied",
        "won",
    ]
    assert [line[header.index("Net")] for line in card[1:]] == ["+250", "-700", "0", "+200"]


def test_a_board_a_match_traveller_says_who_won_the_tray(client, organiser):
    event = played_match(organiser, m.ScoringMethod.BOARD_A_MATCH)
    header, *rows = table(client, "traveller", event.slug, 2)[0]
    assert [(r[header.index("NS")], r[header.index("Board")]) for r in rows] == [
        ("a NS", "lost"),
        ("b NS", "won"),
    ]


def test_total_points_rank_on_the_points_won_on_balance(client, organiser):
    """a gains 250 + 200 = 450 points on trays 1 and 4, b 700 on tray 2: b by 250."""
    event = played_match(organiser, m.ScoringMethod.POINTS)
    standings, matches = table(client, "standings", event.slug)[:2]
    teams = rows_by(standings, "Team")
    assert [row[standings[0].index("Team")] for row in standings[1:]] == ["b", "a"]
    assert (teams["b"]["Net points"], teams["a"]["Net points"]) == ("+250", "-250")
    assert (matches[1][3], matches[1][4]) == ("450–700", "b by 250")


def _command(event: m.Event, method: str, tmp_path, *extra: str) -> dict:
    text = io.StringIO()
    rows = csv.writer(text, lineterminator="\n")
    rows.writerow(["tray", "ns", "ew", "score", "vulnerable", "adjust"])
    results = m.Result.objects.filter(tray__event=event).select_related(
        "tray", "seating__ns", "seating__ew"
    )
    for r in results.order_by("tray__number", "seating__table__number"):
        score = "" if r.ns_score is None else r.ns_score
        where = [r.tray.number, r.seating.ns.label, r.seating.ew.label]
        rows.writerow([*where, score, r.tray.vulnerability, r.adjustment])
    path = tmp_path / "teams.csv"
    path.write_text(text.getvalue(), encoding="utf-8")
    out = io.StringIO()
    call_command(
        "score", "--input", str(path), "--game", "bridge", "--method", method,
        "--rules", event.scoring_rules, "--format", "json", *extra, stdout=out,
    )  # fmt: skip
    return json.loads(out.getvalue())


@pytest.mark.parametrize(
    ("scoring", "command_method"),
    [
        (m.ScoringMethod.BOARD_A_MATCH, "board-a-match"),
        (m.ScoringMethod.POINTS, "aggregate"),
        (m.ScoringMethod.IMPS, "team-imps"),
    ],
)
def test_the_site_and_the_command_agree(organiser, tmp_path, scoring, command_method):
    event = played_match(organiser, scoring, "ebu")
    site = scores_for(event)
    command = {
        row["entrant"]: row for row in _command(event, command_method, tmp_path)["standings"]
    }
    for row in site.standings:
        figure = row.board_points if scoring == m.ScoringMethod.BOARD_A_MATCH else row.net
        assert figure == command[row.team.label]["total"]
        assert row.place_label == command[row.team.label]["place"]


# A round robin of four teams, two trays a set (matches of four trays), by board-a-match:
# a-b: a wins one tray, three passed out (tied): a 2.5, b 1.5
# a-c: a wins all four: 4-0;   a-d: all passed out: 2-2;   b-c: b wins one: 2.5-1.5
# b-d: all passed out: 2-2;    c-d: d wins one: 1.5-2.5
# a 8.5, d 6.5, b 6, c 3.
ROBIN = {("a", "b"): 1, ("a", "c"): 4, ("a", "d"): 0, ("b", "c"): 1, ("b", "d"): 0}
ROBIN[("c", "d")] = -1


def play_robin(event, by, x: str, y: str, won: int) -> None:
    """``won`` trays to x (-1: one to y): x NS 1NT making 13 (+270) against y NS's East 1NTX
    making 7 (-180) at the other table; the rest passed out at both tables."""
    trays = sorted(
        {
            t.number
            for t in m.Tray.objects.filter(
                event=event, seatings__ns__label=f"{x}.NS", seatings__ew__label=f"{y}.EW"
            )
        }
    )
    for i, tray in enumerate(trays):
        if i < abs(won):
            here, there = ("1NT", "N", 13), ("1NTX", "E", 7)
            if won < 0:
                here, there = there, here
        else:
            here, there = ("PASS",), ("PASS",)
        team_bridge(event, by, tray, x, y, *here)
        team_bridge(event, by, tray, y, x, *there)


def test_a_board_a_match_round_robin_adds_the_board_points(client, organiser):
    event = make_team_event(
        organiser,
        kind="team-round-robin",
        size=4,
        game=m.Game.BRIDGE,
        boards_per_round=2,
        scoring=m.ScoringMethod.BOARD_A_MATCH,
    )
    for (x, y), won in ROBIN.items():
        play_robin(event, organiser, x, y, won)
    header, *rows = table(client, "standings", event.slug)[0]
    got = [tuple(r[header.index(c)] for c in ("Place", "Team", "Board points")) for r in rows]
    assert got == [("1", "a", "8.5"), ("2", "d", "6.5"), ("3", "b", "6"), ("4", "c", "3")]
    teams = rows_by([header, *rows], "Team")
    assert (teams["a"]["Won"], teams["a"]["Tied"], teams["a"]["Lost"]) == ("2", "1", "0")


def test_an_acbl_scale_that_fits_converts_each_match(client, organiser):
    """Three trays a set: matches of six.  The ACBL's 20-point scale for 6 to 8 boards
    (BridgeHands' table from the ACBL handbook): 0 IMPs 10-10, 8 to 10 IMPs 14-6, 28 or
    more 20-0.  A won tray here is 450 points, 10 IMPs; four won trays 40 IMPs:
    a: 14 (b) + 20 (c) + 10 (d) = 44; d 10 + 10 + 14 = 34; b 6 + 14 + 10 = 30; c 0 + 6 + 6."""
    event = make_team_event(
        organiser,
        kind="team-round-robin",
        size=4,
        game=m.Game.BRIDGE,
        boards_per_round=3,
        vp_scale="acbl-20",
    )
    for (x, y), won in ROBIN.items():
        play_robin(event, organiser, x, y, won)
    header, *rows = table(client, "standings", event.slug)[0]
    got = [tuple(r[header.index(c)] for c in ("Place", "Team", "VPs")) for r in rows]
    assert got == [
        ("1", "a", "44.00"),
        ("2", "d", "34.00"),
        ("3", "b", "30.00"),
        ("4", "c", "12.00"),
    ]
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "converted to victory points on the ACBL 20-point scale" in page


@pytest.mark.parametrize("scale", ["acbl-20", "acbl-30"])
def test_an_acbl_scale_without_a_band_for_the_matches_is_refused(organiser, scale):
    with pytest.raises(
        services.DomainError,
        match=f"the {scale} scale has bands for matches of 6 to 8 or 9 to 11 boards, not 4",
    ):
        make_team_event(
            organiser,
            kind="team-round-robin",
            size=4,
            game=m.Game.BRIDGE,
            boards_per_round=2,
            vp_scale=scale,
        )
    assert not m.Event.objects.exists()


def test_a_swiss_is_not_scored_by_board_a_match(organiser):
    with pytest.raises(services.DomainError, match="score it by IMPs"):
        make_team_event(
            organiser,
            kind="swiss-teams",
            size=8,
            game=m.Game.BRIDGE,
            scoring=m.ScoringMethod.BOARD_A_MATCH,
        )


@pytest.mark.parametrize(
    ("scale", "a_vps"), [("acbl-20", "44"), ("wbf-discrete", "44"), ("wbf", None)]
)
def test_the_site_and_the_command_agree_on_victory_points(organiser, tmp_path, scale, a_vps):
    """The round robin above by IMPs, each match converted on the event's scale: the site's
    VPs and places are the ``score --method team-vps --vp-scale`` ones (a's 44 on the ACBL
    scale worked in the test above; the WBF's discrete 6-board row, in the EBU's published
    table, also gives 8 to 10 IMPs 14-6 and 33 or more 20-0: 14 + 20 + 10)."""
    event = make_team_event(
        organiser,
        kind="team-round-robin",
        size=4,
        game=m.Game.BRIDGE,
        boards_per_round=3,
        vp_scale=scale,
    )
    for (x, y), won in ROBIN.items():
        play_robin(event, organiser, x, y, won)
    command = _command(event, "team-vps", tmp_path, "--vp-scale", scale)["standings"]
    by_team = {row["entrant"]: row for row in command}
    site = scores_for(event).standings
    assert len(site) == len(by_team) == 4
    for row in site:
        assert row.vps == Decimal(str(by_team[row.team.label]["total"]))
        assert row.place_label == by_team[row.team.label]["place"]
    if a_vps:
        assert by_team["a"]["total"] == Decimal(a_vps)


@pytest.mark.parametrize(
    ("scoring", "scale", "said"),
    [
        ("board-a-match", "wbf", "Board-a-match: each board won, tied or lost"),
        ("points", "wbf", "Total points (aggregate)"),
        ("imps", "acbl-30", "ACBL 30-point scale"),
        ("imps", "wbf-discrete", "WBF discrete 20-point scale"),
    ],
)
def test_the_wizard_stores_the_teams_method_and_the_event_says_it(
    organiser_client, organiser, scoring, scale, said
):
    """Four bridge teams in a round robin, three trays a round (matches of six, which the
    ACBL scales have a band for): the method and scale chosen in step two are the event's,
    and its page names them."""
    basics = {
        "name": "Bridge teams",
        "date": "2026-11-21",
        "game": "bridge",
        "form": "teams",
        "entrants": "4",
        "minutes_per_board": "7.5",
        "session_minutes": "180",
    }
    page = organiser_client.post("/organise/new/", {**basics, "step": "recommend"})
    value = next(v for v, rec in page.context["rows"] if rec.kind == "team-round-robin")
    data = {**basics, "step": "create", "movement": value, "boards_per_round": "3"}
    data |= {"scoring_method": scoring, "vp_scale": scale, "seed": "1"}
    assert organiser_client.post("/organise/new/", data).status_code == 302
    event = m.Event.objects.get(name="Bridge teams")
    assert (event.scoring_method, event.vp_scale) == (scoring, scale)
    services.start_event(event, by=organiser)
    body = organiser_client.get(event.get_absolute_url()).content.decode()
    assert said in body


@pytest.mark.parametrize(
    ("scoring", "command_method", "a", "b"),
    [
        (m.ScoringMethod.BOARD_A_MATCH, "board-a-match", 3, 1),
        (m.ScoringMethod.POINTS, "aggregate", 450, -450),
        (m.ScoringMethod.IMPS, "team-imps", 11, -11),
    ],
)
def test_an_assigned_score_counts_as_the_tables_result_on_both(
    organiser, tmp_path, scoring, command_method, a, b
):
    """The director assigns 3NT one down by South (-100, North-South vulnerable) at b's
    table on tray 2: both tables -100, the tray level.  a wins trays 1 (+250, 6 IMPs) and 4
    (+200, 5 IMPs): board-a-match 1 + ½ + ½ + 1 = 3 to 1 on the club's 1/½ scale; total
    points +450 on balance; IMPs 11 to 0."""
    event = played_match(organiser, scoring)
    seating = m.Seating.objects.get(
        round__event=event, trays__number=2, ns__label="b.NS", ew__label="a.EW"
    )
    entry = services.BridgeEntry(seating.pk, "", "", None, "SCORE 3NT-1 S")
    services.record_traveller(event, 2, [entry], by=organiser, reason="misinformation")
    site = {row.team.label: row for row in scores_for(event).standings}
    command = {
        row["entrant"]: row for row in _command(event, command_method, tmp_path)["standings"]
    }
    for label, expected in (("a", a), ("b", b)):
        row = site[label]
        figure = row.board_points if scoring == m.ScoringMethod.BOARD_A_MATCH else row.net
        assert figure == expected == command[label]["total"]
