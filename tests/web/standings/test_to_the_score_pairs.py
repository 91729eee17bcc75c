"""Bridge to the score at a duplicate bridge pairs event (source lines 45-63): the director
sets it on the settings page, the tables' results are entered, and the standings and score
cards add each round's bonus to the pairs' total points.

Worked by hand: table 1's first round of the three-table Mitchell, four trays, pair 1 North-
South against pair 1 East-West (vulnerability by the tray's number: 1 none, 2 North-South,
3 East-West, 4 both):

- tray 1, two spades by North, eight tricks: 60 below the line to North-South; +110;
- tray 2, three spades by East, nine tricks: 90 below to East-West; East-West +140;
- tray 3, one club by North, seven tricks: 20 below to North-South; +70;
- tray 4, four hearts by West, nine tricks, one down vulnerable: nothing below; NS +100.

North-South's trick score 60 + 20 = 80 against East-West's 90: "fifty points are added to
the score of the side having the greater trick score", East-West +50.  Points: North-South
110 - 140 + 70 + 100 = +140, East-West -140; totals +140 and -140 + 50 = -90.
"""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.builders.pairs import enter_contract, make_bridge_mitchell, make_mitchell
from tests.printing.pdfread import pages_text
from tests.web.html import rows_by, tables_in
from tournaments import models as m

pytestmark = pytest.mark.django_db

KEPT = {"results_shown": "played", "standings_shown": "on", "scoring_rules": "club"}
ROUND_ONE = [(1, "2S", "N", 8), (2, "3S", "E", 9), (3, "1C", "N", 7), (4, "4H", "W", 9)]


def post_settings(client, event, **values):
    return client.post(
        reverse("event-settings", args=[event.slug]), {**KEPT, "unranked_below": "0", **values}
    )


def played(client, organiser) -> m.Event:
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=4)
    client.force_login(organiser)
    seating = m.Seating.objects.get(round__event=event, round__number=1, table__number=1)
    assert sorted(t.number for t in seating.trays.all()) == [1, 2, 3, 4]
    return event


def test_refused_under_match_points_with_nothing_changed(client, organiser):
    event = played(client, organiser)
    form = client.get(reverse("event-settings", args=[event.slug])).context["form"]
    assert list(dict(form.fields["to_the_score"].choices)) == [
        "none",
        "round",
        "game-lead",
        "game-below",
    ]
    response = post_settings(client, event, to_the_score="round")
    assert response.status_code == 200
    assert "under match points each board is compared" in response.content.decode()
    event.refresh_from_db()
    assert event.to_the_score == "none"
    assert not event.log.filter(text__contains="Bridge to the score").exists()


def test_settings_entry_standings_and_card(client, organiser):
    event = played(client, organiser)
    response = post_settings(client, event, scoring_method="points", to_the_score="round")
    assert response.status_code == 302
    event.refresh_from_db()
    assert (event.scoring_method, event.to_the_score) == ("points", "round")
    assert event.log.filter(
        text="Bridge to the score: No bonus → Fifty to the higher trick score of each round."
    ).exists()
    for tray, contract, declarer, tricks in ROUND_ONE:
        enter_contract(event, organiser, tray, 1, contract, declarer, tricks)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    rows = rows_by(tables_in(page)[0], "Pair")
    ns, ew = event.entrants.get(label="1NS"), event.entrants.get(label="1EW")
    assert (rows[ns.code]["Points"], rows[ns.code]["To the score"], rows[ns.code]["Total"]) == (
        "+140",
        "0",
        "+140",
    )
    assert (rows[ew.code]["Points"], rows[ew.code]["To the score"], rows[ew.code]["Total"]) == (
        "-140",
        "50",
        "-90",
    )
    assert "bridge to the score: fifty to the higher trick score of each round" in page
    assert "<h2>Total points</h2>" in page
    assert "Each field is ranked on its total; equal totals share a place." in page
    card = client.get(reverse("score-card", args=[event.slug, "1EW"])).content.decode()
    assert "To the score: Boards 1, 2, 3, 4: trick scores 90 against 80: +50" in card
    assert "points on the boards -140; to the score 50 (round 1 +50); total -90." in card
    card = client.get(reverse("score-card", args=[event.slug, "1NS"])).content.decode()
    assert "trick scores 80 against 90: the bonus goes to the adversaries" in card
    pdf = client.get(reverse("print-paper", args=[event.slug, "results"]) + "?paper=a4")
    text = " ".join(pages_text(pdf.content))
    assert "Total points: East-West" in text and "To the score" in text
    assert "-140 50 -90" in text


def test_leaving_total_points_while_the_bonus_is_set_is_refused(client, organiser):
    event = played(client, organiser)
    assert (
        post_settings(client, event, scoring_method="points", to_the_score="round").status_code
        == 302
    )
    response = post_settings(client, event, scoring_method="butler", to_the_score="round")
    assert response.status_code == 200
    event.refresh_from_db()
    assert event.scoring_method == "points"
    assert (
        post_settings(client, event, scoring_method="butler", to_the_score="none").status_code
        == 302
    )


def _enter_all(event, organiser) -> None:
    """Two spades by North making eight on every tray at every table."""
    for s in m.Seating.objects.filter(round__event=event).prefetch_related("trays"):
        for tray in s.trays.all():
            enter_contract(event, organiser, tray.number, s.table.number, "2S", "N", 8)


@pytest.mark.parametrize("tables", [3, 6])
def test_the_pages_read_a_fixed_number_of_queries(client, organiser, tables):
    """The bonuses come from the rows the standings already read: the same count at three
    tables as at six (each North-South pair takes fifty a round: 60 against 0).  The
    standings: the session, the event, its entrants, its results, the players' names, the
    awards and the deals; the card: the same less the names and awards."""
    event = make_bridge_mitchell(organiser, tables=tables, boards_per_round=2)
    client.force_login(organiser)
    post_settings(client, event, scoring_method="points", to_the_score="round")
    _enter_all(event, organiser)
    cache.clear()
    with CaptureQueriesContext(connection) as standings:
        page = client.get(reverse("standings", args=[event.slug])).content.decode()
    rows = rows_by(tables_in(page)[0], "Pair")
    ns = event.entrants.get(label="1NS")
    met = m.Seating.objects.filter(round__event=event, ns=ns, results__isnull=False).distinct()
    assert rows[ns.code]["To the score"] == str(50 * met.count())
    assert met.count() == event.rounds.count()  # fifty for every round it played
    with CaptureQueriesContext(connection) as card:
        client.get(reverse("score-card", args=[event.slug, "1EW"]))
    assert (len(standings), len(card)) == (8, 5)


def test_auction_by_the_games_and_the_higher_score_below_the_line(client, organiser):
    """Duplicate auction, a game thirty below the line, the third method ("as many points as
    the higher score below the line").  Table 1's first round: three hearts by North making
    nine (24 to North-South), one no trump by East making eight (20 to East-West), one royal
    by South making eight (18: North-South 42, game, both start again), two clubs by West
    making nine (18 to East-West on the game left unfinished).  North-South +50 for the game,
    East-West +18, the higher score below the line.  Points: 24 - 20 + 18 - 18 = +4 to
    North-South; totals +54 and -4 + 18 = +14."""
    event = make_mitchell(
        organiser,
        tables=3,
        boards_per_round=4,
        name="Auction night",
        game=m.Game.AUCTION,
        scoring=m.ScoringMethod.POINTS,
    )
    client.force_login(organiser)
    assert post_settings(client, event, to_the_score="game-below").status_code == 302
    deals = [(1, "3H", "N", 9), (2, "1NT", "E", 8), (3, "1R", "S", 8), (4, "2C", "W", 9)]
    for tray, contract, declarer, tricks in deals:
        enter_contract(event, organiser, tray, 1, contract, declarer, tricks)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    rows = rows_by(tables_in(page)[0], "Pair")
    ns, ew = event.entrants.get(label="1NS"), event.entrants.get(label="1EW")
    figures = ("Points", "To the score", "Total")
    assert tuple(rows[ns.code][f] for f in figures) == ("+4", "50", "+54")
    assert tuple(rows[ew.code][f] for f in figures) == ("-4", "18", "+14")
