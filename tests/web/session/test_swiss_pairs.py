"""Swiss pairs on the site: five bridge pairs, two trays a match, each match drawn by the
director from the VPs so far, every tray IMPed against its Butler datum across the field and
each match's IMPs converted to VPs (``scoring.swiss_pairs``).  Worked by hand:

Match 1 by seeding (the top half against the bottom half, the last seed's bye): 1 v 3 at
table 1, 2 v 4 at table 2, pair 5 the bye (12 VPs).
- tray 1 (none vulnerable): table 1 6NT by North 12 tricks +990, table 2 11 tricks -50:
  datum (990 - 50) / 2 = 470 (a whole ten, so no rounding): table 1 +520 = 11 IMPs
  (500-590), table 2 -520 = -11.
- tray 2 (North-South vulnerable): 6NT by South 12 tricks +1440 and 10 tricks -200: datum
  620, +820 = 13 IMPs (750-890) and -13.
Pair 1 +24 IMPs, 3 -24, 2 -24, 4 +24: over two trays the WBF scale's blitz is
15 x sqrt(2) = 21.2 IMPs, so 20.00-0.00 VPs.
After match 1: 1 and 4 20, 5 12 (bye), 2 and 3 0; ranked 1, 4, 5, 2, 3 (ties by seeding).

Match 2: the bye to the lowest-ranked pair that has not had one (3); the rest top down with
no repeat: 1 v 4 (the top two, who have not met), 5 v 2.  3NT by North, 9 tricks, at both
tables on trays 3 and 4: each result is the datum, 0 IMPs, 10.00-10.00 VPs.
After match 2: 1 30, 4 30, 5 22, 3 12 (its bye), 2 10.

Match 3: ranked 1, 4, 5, 3, 2; the bye to 2 (5 and 3 have had theirs); 1 has met 4, so 1 v
5, then 4 v 3.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from django.urls import reverse

from movements import swiss
from tests.printing.pdfread import pages_text
from tests.web.html import rows_by, tables_in
from tests.web.standings.test_query_counts import CEILINGS
from tournaments import models as m
from tournaments import services
from tournaments.adapters import movements as movement_rows
from tournaments.backup import export_event, import_event
from tournaments.services import swiss as swiss_services
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db

MATCH_1 = {
    1: [("6NT", "N", 12), ("6NT", "N", 11)],
    2: [("6NT", "S", 12), ("6NT", "S", 10)],
}
MATCH_2 = {3: [("3NT", "N", 9)] * 2, 4: [("3NT", "N", 9)] * 2}


@pytest.fixture
def five(organiser):
    event = services.create_event(
        by=organiser,
        name="Swiss pairs",
        date=dt.date(2026, 11, 24),
        game=m.Game.BRIDGE,
        form=m.Form.PAIRS,
        movement_kind="swiss-pairs",
        movement_size=5,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.VPS,
        seed=1,
    )
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    return event


def draw(event: m.Event) -> swiss.Draw:
    event.refresh_from_db()
    return swiss.drawn(movement_rows.generated_movement(event))[-1]


def play(event: m.Event, by, rnd: int, travellers: dict) -> None:
    for tray, lines in travellers.items():
        entries = [
            services.BridgeEntry(
                m.Seating.objects.get(
                    round__event=event, round__number=rnd, table__number=table
                ).pk,
                *line,
            )
            for table, line in enumerate(lines, start=1)
        ]
        services.record_traveller(event, tray, entries, by=by)


def vps(event: m.Event) -> dict[str, Decimal]:
    event.refresh_from_db()
    return {s.entrant: s.vps for s in scores_for(event).swiss_standings}


def test_three_matches_drawn_from_hand_worked_vps(client, five, organiser):
    assert draw(five) == swiss.Draw((("1", "3"), ("2", "4")), "5")
    play(five, organiser, 1, MATCH_1)
    assert vps(five) == {
        "1": Decimal("20.00"),
        "4": Decimal("20.00"),
        "5": Decimal(12),
        "2": Decimal("0.00"),
        "3": Decimal("0.00"),
    }
    assert swiss_services.draw_next_match(five, by=organiser) == swiss.Draw(
        (("1", "4"), ("5", "2")), "3"
    )
    play(five, organiser, 2, MATCH_2)
    assert vps(five) == {"1": 30, "4": 30, "5": 22, "3": 12, "2": 10}

    client.force_login(organiser)
    page = client.get(reverse("standings", args=[five.slug])).content.decode()
    header, *rows = tables_in(page)[0]
    got = [tuple(r[header.index(c)] for c in ("Place", "Pair", "IMPs", "VPs")) for r in rows]
    assert got == [
        ("1=", "1", "+24", "30.00"),
        ("1=", "4", "+24", "30.00"),
        ("3", "5", "0", "22.00"),
        ("4", "3", "-24", "12.00"),
        ("5", "2", "-24", "10.00"),
    ]
    assert "converted to victory points on the WBF continuous 20-point scale" in page
    card = client.get(reverse("score-card", args=[five.slug, "1"])).content.decode()
    assert "30.00 VPs from 2 matches (+24 Butler IMPs), place 1=" in card
    assert "match 1 v 3: +24 IMPs, 20.00 VPs; match 2 v 4: 0 IMPs, 10.00 VPs" in card
    imps = rows_by(tables_in(card)[0], "Board")
    assert (imps["1"]["Datum"], imps["1"]["IMPs"]) == ("470", "+11")
    assert (imps["2"]["Datum"], imps["2"]["IMPs"]) == ("620", "+13")

    assert swiss_services.draw_next_match(five, by=organiser) == swiss.Draw(
        (("1", "5"), ("4", "3")), "2"
    )
    desk = client.get(reverse("run", args=[five.slug])).content.decode()
    assert "Swiss: match 3 of 4" in desk and "has the bye (12 VPs)" in desk


def test_a_swiss_pairs_is_scored_in_victory_points_only(organiser):
    with pytest.raises(services.DomainError, match="choose victory points"):
        services.create_event(
            by=organiser,
            name="Wrong",
            date=dt.date(2026, 11, 24),
            game=m.Game.BRIDGE,
            form=m.Form.PAIRS,
            movement_kind="swiss-pairs",
            movement_size=6,
            boards_per_round=2,
            scoring_method=m.ScoringMethod.BUTLER,
        )
    assert not m.Event.objects.exists()


def test_the_wizard_offers_a_swiss_for_bridge_pairs_but_not_by_default(organiser_client):
    basics = {
        "name": "Pairs night",
        "date": "2026-11-24",
        "game": "bridge",
        "form": "pairs",
        "entrants": "12",
        "minutes_per_board": "7.5",
        "session_minutes": "180",
    }
    page = organiser_client.post("/organise/new/", {**basics, "step": "recommend"})
    rows = page.context["rows"]
    value, swiss_rec = next((v, rec) for v, rec in rows if rec.kind == "swiss-pairs")
    assert not swiss_rec.default
    # 180 minutes at 7.5 a tray: 24 trays, six matches of four.
    assert dict(swiss_rec.options) == {"matches": 6, "boards_per_round": 4}
    data = {**basics, "step": "create", "movement": value, "scoring_method": "vps"}
    assert organiser_client.post("/organise/new/", data).status_code == 302
    event = m.Event.objects.get(name="Pairs night")
    assert (event.movement_kind, event.scoring_method) == ("swiss-pairs", "vps")
    whist = organiser_client.post(
        "/organise/new/", {**basics, "game": "whist", "step": "recommend"}
    )
    assert all(rec.kind != "swiss-pairs" for _v, rec in whist.context["rows"])


@pytest.mark.parametrize("pairs", [6, 24])
def test_the_pages_read_a_fixed_number_of_queries(
    client, organiser, pairs, django_assert_max_num_queries
):
    """Match 1 played in full at every table, then the public pages under the IMP pairs'
    ceilings (``tests/web/standings/test_query_counts``), for 6 pairs or 24."""
    event = services.create_event(
        by=organiser,
        name=f"Swiss of {pairs}",
        date=dt.date(2026, 11, 24),
        game=m.Game.BRIDGE,
        form=m.Form.PAIRS,
        movement_kind="swiss-pairs",
        movement_size=pairs,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.VPS,
        seed=1,
    )
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    contracts = [("4S", "N", 10), ("3NT", "S", 8), ("2H", "E", 8)]
    play(event, organiser, 1, {t: [contracts[k % 3] for k in range(pairs // 2)] for t in (1, 2)})
    services.publish_event(event, by=organiser)
    slug = event.slug
    pages = [
        ("standings", reverse("standings", args=[slug])),
        ("csv", reverse("standings", args=[slug]) + "?_export=csv"),
        ("score-card", reverse("score-card", args=[slug, "1"])),
        ("traveller", reverse("traveller", args=[slug, 1])),
    ]
    for name, url in pages:
        with django_assert_max_num_queries(CEILINGS[name]):
            response = client.get(url)
        assert response.status_code == 200, url
    csv = client.get(pages[1][1]).content.decode("utf-8-sig").strip().splitlines()
    assert len(csv) == 1 + pairs and "VPs" in csv[0]


def test_a_swiss_pairs_backup_restores_its_draws_and_vps(five, organiser):
    """After two matches (the VPs worked above), the restored event has both draws, the same
    VPs, and draws match 3 as the original would: 1 v 5, 4 v 3, 2's bye."""
    play(five, organiser, 1, MATCH_1)
    swiss_services.draw_next_match(five, by=organiser)
    play(five, organiser, 2, MATCH_2)
    five.refresh_from_db()
    restored = import_event(export_event(five), slug="swiss-copy").event
    assert (restored.movement_kind, restored.scoring_method) == ("swiss-pairs", "vps")
    assert vps(restored) == vps(five) == {"1": 30, "4": 30, "5": 22, "3": 12, "2": 10}
    assert swiss_services.draw_next_match(restored, by=organiser) == swiss.Draw(
        (("1", "5"), ("4", "3")), "2"
    )


def test_the_running_chart_and_the_results_sheet_after_a_bye(client, five, organiser):
    """After match 1 (worked above) pair 5 has only its bye: its line starts at 12 VPs."""
    play(five, organiser, 1, MATCH_1)
    client.force_login(organiser)
    page = client.get(reverse("standings", args=[five.slug])).content.decode()
    assert "Running VPs after each match" in page
    assert "5: round 1: 12.00 VPs" in page and "3: round 1: 0.00 VPs" in page
    pdf = client.get(reverse("print-paper", args=[five.slug, "results"])).content
    text = " ".join(pages_text(pdf))
    assert "Place Pair Names Matches IMPs VPs" in text
    assert "1= 1 1 +24 20.00" in text and "3 5 0 0 12.00" in text


def test_a_players_history_gives_the_place_and_vps(client, five, organiser):
    play(five, organiser, 1, MATCH_1)
    services.register_entrant(
        five.entrants.get(label="4"), by=organiser, player_names=["Ivy Kahn", "Jo Lamb"]
    )
    services.finish_event(five, by=organiser)
    services.publish_event(five, by=organiser)
    ivy = m.Player.objects.get(name="Ivy Kahn")
    page = client.get(reverse("player", args=[ivy.pk])).content.decode()
    row = rows_by(tables_in(page)[0], "Event")["Swiss pairs"]
    assert (row["Place"], row["% or score"]) == ("1= of 5", "20.00 VPs")
