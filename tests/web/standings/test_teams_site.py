"""Team-of-four events on the public pages: standings by matches, IMPs or VPs, cards, travellers.

Every expected figure is worked by hand from the results entered (see each test's comments):
a team's gain on a tray is its NS pair's score less the other team's NS pair's score.
"""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from tests.builders import enter_team_whist, make_team_event, team_bridge, team_whist
from tests.web.html import rows_by, tables_in
from tournaments import models as m

pytestmark = pytest.mark.django_db

# Whist team match, 2 x 4 trays: tricks taken by a's pair NS and by b's pair NS on trays 1-8.
A_NS = [8, 7, 5, 9, 6, 7, 4, 10]
B_NS = [6, 7, 6, 4, 8, 5, 4, 9]
# Tray gains for a: +2 0 -1 +5 -2 +2 0 +1 = +7.  Check by totals: a's pairs took
# 56 (NS) + (8 * 13 - 49) (EW) = 111 tricks of 208, 7 beyond the even 104.
A_GAINS = ["+2", "0", "-1", "+5", "-2", "+2", "0", "+1"]


def page(client, name: str, *args, **query):
    response = client.get(reverse(name, args=args), query)
    assert response.status_code == 200, response.content.decode()[:500]
    return response.content.decode()


@pytest.fixture
def whist_match(organiser):
    event = make_team_event(organiser, kind="team-match", size=2, boards_per_round=4)
    for tray, (a, b) in enumerate(zip(A_NS, B_NS, strict=True), start=1):
        team_whist(event, organiser, tray, "a", "b", a)
        team_whist(event, organiser, tray, "b", "a", b)
    return event


def test_whist_team_match_is_won_by_the_trick_balance(client, whist_match):
    html = page(client, "standings", whist_match.slug)
    teams = rows_by(tables_in(html)[0], "Team")
    assert teams["a"]["Place"] == "1" and teams["a"]["Won"] == "1"
    assert teams["a"]["Net tricks"] == "+7"
    assert teams["b"]["Place"] == "2" and teams["b"]["Lost"] == "1"
    assert teams["b"]["Net tricks"] == "-7"
    assert "Match points" not in html


def test_team_card_lists_every_tray_of_the_match(client, whist_match):
    html = page(client, "score-card", whist_match.slug, "a")
    header, *lines = tables_in(html)[0]
    assert [line[header.index("Net")] for line in lines] == A_GAINS
    assert [line[header.index("Our NS")] for line in lines] == [str(t) for t in A_NS]
    assert [line[header.index("Our EW")] for line in lines] == [str(13 - t) for t in B_NS]
    # a's gains +2 +5 +2 +1 = 10, b's 1 + 2 = 3.
    assert "10–3 tricks" in html and "won by 7" in html


def test_a_pair_label_shows_its_team_card(client, whist_match):
    html = page(client, "score-card", whist_match.slug, "b.EW")
    assert "<h1>Team b" in html
    header, *lines = tables_in(html)[0]
    assert [line[header.index("Net")] for line in lines] == [
        g.replace("+", "~").replace("-", "+").replace("~", "-") for g in A_GAINS
    ]


def test_traveller_shows_each_table_with_its_teams_and_gain(client, whist_match):
    html = page(client, "traveller", whist_match.slug, 4)
    header, *lines = tables_in(html)[0]
    by_ns = {line[header.index("NS")]: line for line in lines}
    assert by_ns["a NS"][header.index("EW")] == "b EW"
    assert by_ns["a NS"][header.index("NS tricks")] == "9"
    assert by_ns["a NS"][header.index("NS team")] == "+5"
    assert by_ns["b NS"][header.index("NS team")] == "-5"


def test_standings_export_as_csv(client, whist_match):
    response = client.get(reverse("standings", args=[whist_match.slug]), {"_export": "csv"})
    rows = response.content.decode("utf-8-sig").strip().splitlines()
    assert rows[0].split(",")[:3] == ["Place", "Team", "Names"]
    assert rows[1].startswith("1,a,") and rows[1].endswith(",+7")
    assert rows[2].startswith("2,b,") and rows[2].endswith(",-7")


# Howell's teams, five teams, 2 trays a set.  On every tray of the match between X and Y (X
# first in the alphabet), X's pair NS takes 7 + G and Y's pair NS takes 7: X gains G a tray.
G = {
    ("a", "b"): 1, ("a", "c"): 1, ("a", "d"): 1, ("a", "e"): -5,
    ("b", "c"): 3, ("b", "d"): 3, ("b", "e"): 0,
    ("c", "d"): 0, ("c", "e"): -1, ("d", "e"): 2,
}  # fmt: skip
# Per team, matches won (ties half) and tricks on balance over 2 trays a match:
#   a: beats b, c, d, loses to e: 3,         (1 + 1 + 1 - 5) * 2 = -4
#   b: loses to a, beats c, d, ties e: 2.5,  (-1 + 3 + 3 + 0) * 2 = +10
#   c: loses a, b, e, ties d: 0.5,           (-1 - 3 + 0 - 1) * 2 = -10
#   d: loses a, b, ties c, beats e: 1.5,     (-1 - 3 + 0 + 2) * 2 = -4
#   e: beats a, c, ties b, loses d: 2.5,     (5 + 0 + 1 - 2) * 2 = +8
# Matches first (a ahead of b and e, who gained more tricks), then tricks (b ahead of e).
HOWELL_ORDER = [
    ("1", "a", "3", "-4"),
    ("2", "b", "2.5", "+10"),
    ("3", "e", "2.5", "+8"),
    ("4", "d", "1.5", "-4"),
    ("5", "c", "0.5", "-10"),
]


def howell_tricks(tray: int, ns: str, ew: str) -> int:
    first, second = sorted((ns, ew))
    return 7 + G[(first, second)] if ns == first else 7


def test_howell_teams_placed_by_matches_won_then_tricks(client, organiser):
    event = make_team_event(organiser, kind="howell-teams", size=5, boards_per_round=2)
    assert enter_team_whist(event, organiser, howell_tricks) == 5 * 4 * 2
    html = page(client, "standings", event.slug)
    header, *rows = tables_in(html)[0]
    got = [
        tuple(row[header.index(c)] for c in ("Place", "Team", "Matches", "Net tricks"))
        for row in rows
    ]
    assert got == HOWELL_ORDER
    matches = tables_in(html)[1]
    assert len(matches) - 1 == 10
    assert all(row[2] == "2 of 2" for row in matches[1:])


def test_howell_teams_with_one_match_unfinished(client, organiser):
    """Leave out one table of the a-e match: it is not played yet, so e's win is not there."""
    event = make_team_event(organiser, kind="howell-teams", size=5, boards_per_round=2)
    enter_team_whist(event, organiser, howell_tricks)
    first_ae = m.Result.objects.filter(
        tray__event=event, seating__ns__label="a.NS", seating__ew__label="e.EW"
    ).order_by("tray__number")[0]
    first_ae.delete()
    client.force_login(organiser)  # an unfinished match is the club staff's to read mid-play
    html = page(client, "standings", event.slug)
    teams = rows_by(tables_in(html)[0], "Team")
    # a-e now stands on its second tray alone, e gaining 5 there (not 10):
    # a (1 + 1 + 1) * 2 - 5 = +1, e 5 + 0 + 2 - 4 = +3; e still wins the match.
    assert teams["a"]["Net tricks"] == "+1" and teams["e"]["Net tricks"] == "+3"
    assert teams["e"]["Matches"] == "2.5"
    matches = tables_in(html)[1]
    assert ["1 of 2"] == [row[2] for row in matches[1:] if {row[0], row[1]} == {"a", "e"}]
    tray = first_ae.tray.number
    traveller = page(client, "traveller", event.slug, tray)
    assert "awaiting the other table" in traveller


def test_bridge_team_match_in_imps(client, organiser):
    """Two tables, four boards; IMPs from the WBF table.

    Tray 1 (none vul): a NS 4S= +420, b NS 2S+2 +170: a +250 = 6 IMPs.
    Tray 2 (NS vul): a NS 3NT-1 -100, b NS 3NT= +600: a -700 = -12 IMPs.
    Tray 3 (EW vul): 4H= by East at both tables, -620 and -620: 0.
    Tray 4 (both vul): a NS 1NT= +90, b NS 2S by West= -110: a +200 = 5 IMPs.
    a gains 11 IMPs, b 12: b wins by 1.
    """
    event = make_team_event(
        organiser, kind="team-match", size=2, game=m.Game.BRIDGE, boards_per_round=2
    )
    for tray, (a_ns, b_ns) in {
        1: (("4S", "N", 10), ("2S", "N", 10)),
        2: (("3NT", "S", 8), ("3NT", "S", 9)),
        3: (("4H", "E", 10), ("4H", "E", 10)),
        4: (("1NT", "N", 7), ("2S", "W", 8)),
    }.items():
        team_bridge(event, organiser, tray, "a", "b", *a_ns)
        team_bridge(event, organiser, tray, "b", "a", *b_ns)
    html = page(client, "standings", event.slug)
    header, *rows = tables_in(html)[0]
    assert [row[header.index("Team")] for row in rows] == ["b", "a"]
    teams = rows_by([header, *rows], "Team")
    assert (teams["b"]["IMPs for"], teams["b"]["IMPs against"]) == ("12", "11")
    assert teams["b"]["Net IMPs"] == "+1" and teams["a"]["Net IMPs"] == "-1"
    assert "VPs" not in header
    card = page(client, "score-card", event.slug, "a")
    header, *lines = tables_in(card)[0]
    assert [line[header.index("IMPs")] for line in lines] == ["+6", "-12", "0", "+5"]
    assert [line[header.index("Net")] for line in lines] == ["+250", "-700", "0", "+200"]


# Round robin of four bridge teams, two trays a set: a match is 4 boards, so the WBF blitz is
# 15 * sqrt(4) = 30 IMPs.  A 10-IMP margin is 3m/B = 1 on the scale: 10 + 10 (1 - t) / (1 - t^3)
# with t^3 = 2t - 1 for the golden ratio's conjugate t, so exactly 15.00 to 5.00.
#   a-b a by 10: 15-5      a-c a by 44: 20-0     a-d level: 10-10
#   b-c b by 10: 15-5      b-d level: 10-10      c-d d by 10: 5-15
# a 45, d 35, b 30, c 10.
RR_MARGINS = {("a", "b"): 10, ("a", "c"): 44, ("a", "d"): 0, ("b", "c"): 10, ("b", "d"): 0}
RR_MARGINS[("c", "d")] = -10


def play_rr_match(event, by, x: str, y: str, margin: int) -> None:
    """+10: one tray where x NS bids 1NT making 13 (+270) and y NS doubles-out at 1NTX by East
    making 7 (-180): 450 points, 10 IMPs; +44: four trays of 1NT+6 by N against 1NT+6 by E,
    540 points (11 IMPs) each.  Every other board is passed out at both tables."""
    trays = sorted(
        {
            t.number
            for t in m.Tray.objects.filter(
                event=event, seatings__ns__label=f"{x}.NS", seatings__ew__label=f"{y}.EW"
            )
        }
    )
    assert len(trays) == 4
    for i, tray in enumerate(trays):
        if margin == 44:
            here, there = ("1NT", "N", 13), ("1NT", "E", 13)
        elif margin in (10, -10) and i == 0:
            here, there = ("1NT", "N", 13), ("1NTX", "E", 7)
            if margin < 0:
                here, there = ("1NTX", "E", 7), ("1NT", "N", 13)
        else:
            here, there = ("PASS",), ("PASS",)
        team_bridge(event, by, tray, x, y, *here)
        team_bridge(event, by, tray, y, x, *there)


def test_bridge_round_robin_in_victory_points(client, organiser):
    event = make_team_event(
        organiser, kind="team-round-robin", size=4, game=m.Game.BRIDGE, boards_per_round=2
    )
    for (x, y), margin in RR_MARGINS.items():
        play_rr_match(event, organiser, x, y, margin)
    html = page(client, "standings", event.slug)
    header, *rows = tables_in(html)[0]
    got = [tuple(row[header.index(c)] for c in ("Place", "Team", "VPs")) for row in rows]
    assert got == [
        ("1", "a", "45.00"),
        ("2", "d", "35.00"),
        ("3", "b", "30.00"),
        ("4", "c", "10.00"),
    ]
    teams = rows_by([header, *rows], "Team")
    assert (teams["a"]["Won"], teams["a"]["Tied"], teams["a"]["Lost"]) == ("2", "1", "0")
    assert (teams["a"]["IMPs for"], teams["a"]["IMPs against"]) == ("54", "0")


def test_an_adjusted_result_makes_its_tray_level(client, organiser):
    """Tray 4 (a +5 above) is given AVE at table 1: the tray counts 0, a wins by 7 - 5 = 2."""
    event = make_team_event(organiser, kind="team-match", size=2, boards_per_round=4)
    for tray, (a, b) in enumerate(zip(A_NS, B_NS, strict=True), start=1):
        team_whist(
            event, organiser, tray, "a", "b", None if tray == 4 else a, "AVE" if tray == 4 else ""
        )
        team_whist(event, organiser, tray, "b", "a", b)
    teams = rows_by(tables_in(page(client, "standings", event.slug))[0], "Team")
    assert teams["a"]["Net tricks"] == "+2"
    traveller = page(client, "traveller", event.slug, 4)
    header, *lines = tables_in(traveller)[0]
    assert {line[header.index("NS team")] for line in lines} == {"0"}
    assert "adjusted (AVE): the tray counts as level" in traveller
    card = page(client, "score-card", event.slug, "a")
    assert "adjusted (AVE)" in card


def test_a_tray_waits_for_the_other_table(client, organiser):
    event = make_team_event(organiser, kind="team-match", size=2, boards_per_round=4)
    team_whist(event, organiser, 1, "a", "b", 9)
    client.force_login(organiser)  # the public reads tray 1 once both tables have played it
    traveller = page(client, "traveller", event.slug, 1)
    header, *lines = tables_in(traveller)[0]
    assert lines[0][header.index("NS team")] == "–"
    assert "awaiting the other table" in traveller
    standings = page(client, "standings", event.slug)
    assert "No tray has been played at both tables of a match yet." in standings
    card = page(client, "score-card", event.slug, "a")
    assert "awaiting the other table" in card


def test_club_match_totals_each_club(client, organiser):
    """Four tables: O1-X1 on trays 1-2, O2-X2 on trays 3-4.

    O1: tray 1 8 against 6 (+2), tray 2 6 against 7 (-1): +1.
    O2: tray 3 5 against 9 (-4), tray 4 7 against 7 (0): -4.
    Club O -3, club X +3: club X wins.
    """
    event = make_team_event(organiser, kind="club-match", size=4, boards_per_round=1)
    for tray, home, away, home_ns, away_ns in [
        (1, "O1", "X1", 8, 6),
        (2, "O1", "X1", 6, 7),
        (3, "O2", "X2", 5, 9),
        (4, "O2", "X2", 7, 7),
    ]:
        team_whist(event, organiser, tray, home, away, home_ns)
        team_whist(event, organiser, tray, away, home, away_ns)
    html = page(client, "standings", event.slug)
    clubs = rows_by(tables_in(html)[0], "Club")
    assert clubs["O"]["Net tricks"] == "-3" and clubs["X"]["Net tricks"] == "+3"
    assert clubs["O"]["Fours"] == "O1, O2"
    assert "Club X wins." in html


def test_unpublished_team_event_is_hidden_from_anonymous(organiser, organiser_client):
    client = Client()
    event = make_team_event(organiser, kind="team-match", size=2, publish=False)
    urls = [
        reverse("standings", args=[event.slug]),
        reverse("standings-live", args=[event.slug]),
        reverse("score-card", args=[event.slug, "a"]),
        reverse("traveller", args=[event.slug, 1]),
    ]
    for url in urls:
        assert client.get(url).status_code == 404, url
    for url in urls:
        assert organiser_client.get(url).status_code == 200, url


def test_unknown_team_or_tray_is_404(client, whist_match):
    assert client.get(reverse("score-card", args=[whist_match.slug, "z"])).status_code == 404
    assert client.get(reverse("score-card", args=[whist_match.slug, "a.XX"])).status_code == 404
    assert client.get(reverse("traveller", args=[whist_match.slug, 99])).status_code == 404


def test_live_part_answers_204_until_a_result_changes(client, organiser, whist_match):
    url = reverse("standings-live", args=[whist_match.slug])
    first = client.get(url)
    assert first.status_code == 200 and b'id="live"' in first.content
    version = first.content.decode().split('data-version="')[1].split('"')[0]
    assert client.get(url, {"since": version}).status_code == 204
    # a's NS pair took 13 on tray 1, not 8: a gains 13 - 6 = 7 there, +12 in all.
    team_whist(whist_match, organiser, 1, "a", "b", 13, reason="misread slip")
    cache.clear()  # the live part is shared between polls for a few seconds
    fresh = client.get(url, {"since": version})
    assert fresh.status_code == 200
    teams = rows_by(tables_in(fresh.content.decode())[0], "Team")
    assert teams["a"]["Net tricks"] == "+12"
