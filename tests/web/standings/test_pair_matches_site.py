"""Pair against pair through the site: the wizard, the papers, the travellers, the standings.

The source (../shared/sources/duplicate_and_progressive_rules.txt) lines 1262-1382 (four pairs)
and 1384-1631 (six pairs).  Four pairs of four-hand sets (a b c d are pairs 1 2 3 4), North-
South tricks worked by hand: set 1 (trays 1-4) table 1 takes 6 a hand, table 2 7 a hand, so
table 2's North-South d beats b by 4 and table 2's East-West c beats a by 4 (24 to 28).  Set 2
(trays 5-8) table 1 7, table 2 7, 8, 8, 8: b beats c by 3 and a beats d by 3 (24 to 21).  Set
3 (trays 9-12) table 1 5, table 2 5, 5, 5, 4: d beats c by 1 and b beats a by 1 (32 to 33).
Pairs 1, 4 and 2 each win two matches; pair 1 is +6 on tricks, pair 4 +2, pair 2 0; pair 3
none, -8.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.builders.pairs import create_through_wizard, make_whist_mitchell
from tests.printing.pdfread import pages_text
from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services, standings
from tournaments.backup import export_event, import_event
from tournaments.services.settings import update_settings

pytestmark = pytest.mark.django_db

TABLE_1 = {1: (6, 6, 6, 6), 2: (7, 7, 7, 7), 3: (5, 5, 5, 5)}
TABLE_2 = {1: (7, 7, 7, 7), 2: (7, 8, 8, 8), 3: (5, 5, 5, 4)}


def basics(pairs: int) -> dict:
    return {
        "name": "Pair against pair",
        "date": "2026-11-21",
        "game": "whist",
        "form": "pairs",
        "entrants": str(pairs),
        "minutes_per_board": "7.5",
        "session_minutes": "180",
        "step": "recommend",
    }


def enter(client, event, tray, round_number, by_table):
    """The director's traveller for a tray: North-South tricks at each table of the round."""
    data = {"save": "1", "reason": ""}
    for table, ns in by_table.items():
        seat = m.Seating.objects.get(
            round__event=event, round__number=round_number, table__number=table
        )
        data[f"ns_{seat.pk}"] = ns
    response = client.post(reverse("traveller-entry", args=[event.slug, tray]), data)
    assert response.status_code == 302, response.content.decode()[:2000]


def pdf_text(client, event, kind):
    response = client.get(reverse("print-paper", args=[event.slug, kind]) + "?paper=a4")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    return " ".join(pages_text(response.content))


@pytest.fixture
def four_pairs(organiser_client):
    created = create_through_wizard(
        organiser_client,
        name="Four pairs",
        pairs=4,
        kind="four-pairs",
        scoring="pair-matches",
        boards_per_round=4,
    )
    assert created.status_code == 302, created.content.decode()[:2000]
    event = m.Event.objects.get()
    assert organiser_client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"}).status_code == 302
    event.refresh_from_db()
    return event


def test_the_wizard_offers_pair_against_pair_for_four_and_both_schemes_for_six(organiser_client):
    four = organiser_client.post("/organise/new/", basics(4)).context["rows"]
    assert "four-pairs" in [rec.kind for _v, rec in four]
    six = [
        rec.kind for _v, rec in organiser_client.post("/organise/new/", basics(6)).context["rows"]
    ]
    assert "six-pairs" in six and "howell" in six


def test_pair_against_pair_refused_for_a_howell_and_nothing_saved(organiser_client):
    response = create_through_wizard(
        organiser_client, name="Wrong", pairs=6, kind="howell", scoring="pair-matches"
    )
    assert response.status_code == 200
    assert "Pair against pair scores four pairs at two tables" in response.content.decode()
    assert not m.Event.objects.exists()


def test_four_pairs_papers_name_each_set_and_the_exchange(organiser_client, four_pairs):
    table = pdf_text(organiser_client, four_pairs, "table-cards")
    assert "table 1 deals trays 1-2, table 2 trays 3-4" in table
    guide = pdf_text(organiser_client, four_pairs, "guide-cards")
    assert "Pair 1" in guide and "Pair 4" in guide and "9-12" in guide


def test_four_pairs_entered_on_travellers_ranked_by_matches_won_then_tricks(
    organiser_client, four_pairs
):
    event = four_pairs
    for rnd in (1, 2, 3):
        for i in range(4):
            tray = 4 * (rnd - 1) + i + 1
            enter(organiser_client, event, tray, rnd, {1: TABLE_1[rnd][i], 2: TABLE_2[rnd][i]})
    page = organiser_client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "Matches won" in page
    found = tables_in(page)
    standings = next(t for t in found if "Matches won" in t[0])
    matches = next(t for t in found if t[0][0] == "Match")
    head = standings[0]
    got = [
        (r[head.index("Place")], r[head.index("Pair")], r[head.index("Matches won")])
        + (r[head.index("Won-halved-lost")], r[head.index("Tricks +/−")])
        for r in standings[1:]
    ]
    assert got == [
        ("1", "1", "2", "2-0-1", "+6"),
        ("2", "4", "2", "2-0-1", "+2"),
        ("3", "2", "2", "2-0-1", "="),
        ("4", "3", "0", "0-0-3", "-8"),
    ]
    rows = {r[0]: r for r in matches[1:]}
    assert rows["1 v 4"][1:] == ["East-West", "5-8", "24", "21", "1 by 3"]
    assert rows["1 v 2"][1:] == ["East-West", "9-12", "32", "33", "2 by 1"]
    assert rows["2 v 4"][1:] == ["North-South", "1-4", "24", "28", "4 by 4"]
    # the results sheet prints the same: the matches won, then every match's tricks
    sheet = pdf_text(organiser_client, event, "results")
    assert "Matches won Place Pair Names Matches won W-H-L Tricks +/- 1 1 2 2-0-1 +6" in sheet
    assert "1 v 4 East-West 5-8 24 21 1 by 3" in sheet
    card = organiser_client.get(reverse("score-card", args=[event.slug, "1"]))
    assert card.status_code == 200 and "4: won 24-21" in card.content.decode()
    public = organiser_client.get(reverse("standings-live", args=[event.slug]))
    assert public.status_code == 200
    finished = organiser_client.post(
        reverse("event-finish", args=[event.slug]), {"confirmed": "yes"}
    )
    assert finished.status_code == 302
    for name, args in (
        ("traveller", [event.slug, 5]),
        ("event-usebio", [event.slug]),
    ):
        assert organiser_client.get(reverse(name, args=args)).status_code == 200, name
    # the backup carries the method: the restored event is placed by the same matches
    restored = import_event(export_event(event), slug="restored").event
    assert restored.scoring_method == "pair-matches"
    assert (
        _placed(restored)
        == _placed(event)
        == [
            ("1", "1", "2", "+6"),
            ("2", "4", "2", "+2"),
            ("3", "2", "2", "="),
            ("4", "3", "0", "-8"),
        ]
    )


def _placed(event):
    rows = standings.scores_for(event).rows()
    return [(r["place"], r["label"], r["matches"], r["tricks_plus"]) for r in rows]


def test_six_pairs_through_the_site_to_the_final_between_a_and_d(organiser_client):
    """Every play North-South 7 (every match halved), except: table 3's trays 3 and 4, dealt
    by f (6) and e (5) with North-South 8 and 7, overplayed by b (2) and c (3) with 7 and 7:
    f beats b 15-14, c beats e 12-11 (lines 1535-1538); and the final, trays 15-16: a (1)
    East-West at table 1 against 6 a hand (14 tricks), d (4) at table 2 against 7 (12): a
    wins by 2.  So a 1 won 4 halved, +2, first; c and f 1 won, +1, second equal; b and e
    1 lost, -1, fourth equal; d 1 lost, -2, sixth."""
    created = create_through_wizard(
        organiser_client, name="Six pairs", pairs=6, kind="six-pairs", scoring="pair-matches"
    )
    assert created.status_code == 302, created.content.decode()[:2000]
    event = m.Event.objects.get()
    assert organiser_client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"}).status_code == 302
    table = pdf_text(organiser_client, event, "table-cards")
    assert "the final match: pairs 1 and 4 sit East-West" in table
    guide = pdf_text(organiser_client, event, "guide-cards")
    assert "Pair 6" in guide and "15-16" in guide
    schedule = {1: (1, 2), 2: (5, 6), 3: (7, 8), 4: (9, 10), 5: (11, 12), 6: (13, 14), 7: (15, 16)}
    special = {(3, 1, 3): 8, (3, 3, 3): 7, (15, 7, 1): 6, (16, 7, 1): 6}
    for rnd, trays in schedule.items():
        for tray in trays:
            lines = {(rnd, t): special.get((tray, rnd, t), 7) for t in (1, 2)}
            enter_plays(organiser_client, event, tray, lines)
    for tray in (3, 4):
        lines = {(1, 3): special.get((tray, 1, 3), 7), (3, 3): special.get((tray, 3, 3), 7)}
        enter_plays(organiser_client, event, tray, lines)
    page = organiser_client.get(reverse("standings", args=[event.slug])).content.decode()
    found = tables_in(page)
    standings = next(t for t in found if "Matches won" in t[0])
    head = standings[0]
    got = [
        (r[head.index("Place")], r[head.index("Pair")], r[head.index("Matches won")])
        + (r[head.index("Won-halved-lost")], r[head.index("Tricks +/−")])
        for r in standings[1:]
    ]
    assert got == [
        ("1", "1", "3", "1-4-0", "+2"),
        ("2=", "3", "3", "1-4-0", "+1"),
        ("2=", "6", "3", "1-4-0", "+1"),
        ("4=", "2", "2", "0-4-1", "-1"),
        ("4=", "5", "2", "0-4-1", "-1"),
        ("6", "4", "2", "0-4-1", "-2"),
    ]
    matches = {r[0]: r for r in next(t for t in found if t[0][0] == "Match")[1:]}
    assert len(matches) == 15
    assert matches["1 v 4"][1:] == ["East-West", "15-16", "14", "12", "1 by 2"]
    assert matches["2 v 6"][1:] == ["North-South", "3-4", "14", "15", "6 by 1"]
    # 6 and 5 met on trays 13-14; the final's North-South chairs they fill are no match
    assert matches["5 v 6"][1:3] == ["North-South", "13-14"]


def enter_plays(client, event, tray, by_round_table):
    """The director's traveller for a tray: North-South tricks by (round, table)."""
    data = {"save": "1", "reason": ""}
    for (rnd, table), ns in by_round_table.items():
        seat = m.Seating.objects.get(round__event=event, round__number=rnd, table__number=table)
        data[f"ns_{seat.pk}"] = ns
    response = client.post(reverse("traveller-entry", args=[event.slug, tray]), data)
    assert response.status_code == 302, response.content.decode()[:2000]


def test_scoring_as_matches_reads_no_more_than_match_points(
    organiser_client, organiser, four_pairs
):
    """The public standings page of the played event (5 queries): the same whichever method
    scores it (the matches come from the rows already read and the movement's schedule)."""
    event = four_pairs
    for rnd in (1, 2, 3):
        for i in range(4):
            tray = 4 * (rnd - 1) + i + 1
            enter(organiser_client, event, tray, rnd, {1: TABLE_1[rnd][i], 2: TABLE_2[rnd][i]})
    assert (
        organiser_client.post(
            reverse("event-finish", args=[event.slug]), {"confirmed": "yes"}
        ).status_code
        == 302
    )
    services.publish_event(event, by=organiser)
    counts = {}
    for method in ("tricks", "pair-matches"):
        stamp = f"v-{method}"
        m.Event.objects.filter(pk=event.pk).update(
            scoring_method=method, version=stamp, public_version=stamp
        )
        organiser_client.logout()
        with CaptureQueriesContext(connection) as queries:
            response = organiser_client.get(reverse("standings", args=[event.slug]))
        assert response.status_code == 200
        counts[method] = len(queries)
    assert counts["pair-matches"] == counts["tricks"] <= 6, counts


def test_a_mitchell_cannot_change_to_pair_against_pair(organiser):
    """The method needs a schedule of matches: a Mitchell's pairs never hold the same cards
    two by two, so the change is refused and the event keeps its method."""
    event = make_whist_mitchell(organiser)
    with pytest.raises(services.DomainError, match="Pair against pair scores four pairs"):
        update_settings(event, by=organiser, scoring_method="pair-matches")
    event.refresh_from_db()
    assert event.scoring_method == "matchpoints"


def test_an_odd_number_of_hands_a_set_is_refused_in_the_wizard(organiser_client):
    """Each table deals half a set (lines 1370-1371): three hands a set cannot be shared."""
    response = create_through_wizard(
        organiser_client, name="Odd", pairs=4, kind="four-pairs", boards_per_round=3
    )
    assert response.status_code == 200
    assert "an even number of hands" in response.content.decode()
    assert not m.Event.objects.exists()
