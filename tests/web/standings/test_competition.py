"""A two-section, two-session whist championship, scored across the field.

Sections A and B each run a three-table Mitchell with one tray a round, so each tray is played
three times in each section: six times across the field, a top of 5.  Every North-South pair
takes the same tricks on each of its three trays:

session 1: A1 NS 6, A2 NS 7, A3 NS 8; B1 NS 7, B2 NS 8, B3 NS 9
session 2: A1 NS 8, A2 NS 7, A3 NS 6; B1 NS 9, B2 NS 8, B3 NS 7

Worked by hand, session 1 on each tray (scores 6 7 8 | 7 8 9): A1 beats none: 0; A2 beats one
and ties one: 1.5; A3 beats three, ties one: 3.5; B1 1.5; B2 3.5; B3 beats five: 5.  Over three
trays (a maximum of 15): A1 0%, A2 30%, A3 70%, B1 30%, B2 70%, B3 100%.  Each East-West pair
meets the three North-South pairs of its section once: in A 5 + 3.5 + 1.5 = 10 (66.67%), in B
3.5 + 1.5 + 0 = 5 (33.33%).  Session 2 (8 7 6 | 9 8 7): A1 70%, A2 30%, A3 0%, B1 100%, B2 70%,
B3 30%; East-West again 66.67% in A and 33.33% in B.

Overall, percentages averaged by trays (three in each session): North-South B2 70 first,
B1 and B3 65 equal second, A1 and A3 35 equal fourth, A2 30 sixth; East-West the three A pairs
66.67 equal first and the three B pairs 33.33 equal fourth.
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services
from tournaments.services import competitions as comps
from tournaments.standings.competition import competition_scores

TRICKS = {1: {"A": (6, 7, 8), "B": (7, 8, 9)}, 2: {"A": (8, 7, 6), "B": (9, 8, 7)}}


def championship(by, *, across: bool = True, named: bool = True, **options) -> m.Competition:
    competition = comps.create_competition(
        by=by,
        name="Club championship",
        date=dt.date(2026, 12, 12),
        game=m.Game.WHIST,
        sections=2,
        sessions=2,
        movement_kind="mitchell",
        movement_size=3,
        boards_per_round=1,
        across_field=across,
        **options,
    )
    for event in competition.events.filter(session=1 if named else 0):
        for entrant in event.entrants.all():
            who = f"{event.section}{entrant.number}{entrant.direction}"
            services.register_entrant(entrant, by=by, player_names=[f"{who} a", f"{who} b"])
    comps.copy_names(competition, by=by, to_session=2)
    for event in competition.events.order_by("session", "section"):
        services.start_event(event, by=by)
        event.refresh_from_db()
        tricks = TRICKS[event.session][event.section]
        for seating in m.Seating.objects.filter(round__event=event).select_related("ns"):
            for tray in seating.trays.all():
                entry = services.WhistEntry(seating.pk, tricks[seating.ns.number - 1], None)
                services.record_whist_traveller(event, tray.number, [entry], by=by)
        services.finish_event(event, by=by)
    comps.publish_competition(competition, by=by)
    competition.refresh_from_db()
    return competition


def overall_by_code(competition) -> dict[str, tuple[str, str]]:
    return {
        row["entry"].code: (row["place"], row["figure"])
        for row in competition_scores(competition).overall()
    }


def test_two_sessions_across_the_field_as_worked_by_hand(organiser):
    got = overall_by_code(championship(organiser))
    assert {code: got[code] for code in ("B2 NS", "B1 NS", "B3 NS", "A1 NS", "A3 NS")} == {
        "B2 NS": ("1", "70"),
        "B1 NS": ("2=", "65"),
        "B3 NS": ("2=", "65"),
        "A1 NS": ("4=", "35"),
        "A3 NS": ("4=", "35"),
    }
    assert got["A2 NS"] == ("6", "30")
    assert {got[f"A{n} EW"] for n in (1, 2, 3)} == {("1=", "66.67")}
    assert {got[f"B{n} EW"] for n in (1, 2, 3)} == {("4=", "33.33")}


def test_unnamed_pairs_carry_on_by_their_place(organiser):
    """Nobody named: "B2 NS" of session 2 is session 1's B2 NS, so the figures are the same."""
    got = overall_by_code(championship(organiser, named=False))
    assert (got["B2 NS"], got["A2 NS"], got["A1 EW"]) == (("1", "70"), ("6", "30"), ("1=", "66.67"))


def test_each_session_across_the_field(organiser):
    scores = competition_scores(championship(organiser))
    session1 = {r.code: r.percentage for r in scores.sessions[1]}
    assert (session1["A1 NS"], session1["A2 NS"], session1["B3 NS"]) == ("0", "30", "100")
    assert (session1["A1 EW"], session1["B1 EW"]) == ("66.67", "33.33")


def test_sections_on_their_own(organiser):
    """Scored apart, section A's session 1 gives top 2 a tray: A1 NS 0%, A2 NS 50%, A3 NS
    100%; every East-West pair 50%."""
    scores = competition_scores(championship(organiser, across=False))
    session1 = {r.code: r.percentage for r in scores.sessions[1]}
    assert (session1["A1 NS"], session1["A2 NS"], session1["A3 NS"]) == ("0", "50", "100")
    assert {session1[f"A{n} EW"] for n in (1, 2, 3)} == {"50"}


def test_carry_over_weights_the_first_session_at_half(organiser):
    """B1 NS: (30 x 1/2 + 100) / 1 1/2 = 76.67; B3 NS: (100 x 1/2 + 30) / 1 1/2 = 53.33."""
    got = overall_by_code(championship(organiser, combine="carry", weights={"1": 0.5, "2": 1}))
    assert got["B1 NS"][1] == "76.67" and got["B3 NS"][1] == "53.33"


def test_strata_rank_within_bands_of_the_clubs_ratings(organiser):
    """B2 NS's players are rated 600 (stratum A): stratum B holds the rest of the North-South
    field, with B1 and B3 equal first."""
    competition = championship(organiser, strata=[("A", 500), ("B", 0)])
    m.Player.objects.filter(name__startswith="B2NS").update(rating=600)
    strata = competition_scores(competition).strata()
    north_south_b = [(r["entry"].code, r["place"]) for r in strata["B"] if r["field"] == "NS"]
    assert north_south_b[:2] == [("B1 NS", "1="), ("B3 NS", "1=")]
    assert "B2 NS" not in {code for code, _ in north_south_b}


def test_the_page_shows_overall_and_sessions_and_keeps_constant_queries(
    client, organiser, django_assert_max_num_queries
):
    competition = championship(organiser)
    # the competition, its events, entrants, players, results, the session; the rest is memory
    with django_assert_max_num_queries(9):
        page = client.get(reverse("competition", args=[competition.slug])).content.decode()
    overall = tables_in(page)[1]
    assert overall[1][:3] == ["1", "NS", "B2 NS"]
    assert "Session 2" in page and "Section B" in page


@pytest.mark.parametrize("sessions", [2, 4])
def test_queries_do_not_grow_with_sections_and_sessions(
    organiser, sessions, django_assert_max_num_queries
):
    competition = comps.create_competition(
        by=organiser, name=f"Grand {sessions}", date=dt.date(2026, 12, 12), game=m.Game.WHIST,
        sections=sessions, sessions=sessions, movement_kind="mitchell", movement_size=3,
        boards_per_round=1,
    )  # fmt: skip
    with django_assert_max_num_queries(5):
        competition_scores(competition).overall()


def test_dashboard_lists_it_and_each_event_names_its_place(client, organiser):
    competition = championship(organiser)
    client.force_login(organiser)
    dashboard = client.get(reverse("dashboard")).content.decode()
    assert f'href="/c/{competition.slug}/">Club championship</a>' in dashboard
    assert "4 sections and sessions" in dashboard
    event = competition.events.get(session=2, section="B")
    page = client.get(event.get_absolute_url()).content.decode()
    assert "Session 2, section B of" in page
    assert f'href="/c/{competition.slug}/"' in page


def test_a_howell_section_beside_a_mitchell_one_is_a_field_of_its_own(organiser):
    """Section A a three-table Mitchell (two winners), section B changed to a Howell for six
    pairs (one winner), scored across the field: A's pairs rank North-South and East-West, B's
    six in one field of their own."""
    competition = comps.create_competition(
        by=organiser, name="Mixed sections", date=dt.date(2026, 12, 1), game=m.Game.WHIST,
        sections=2, sessions=1, movement_kind="mitchell", movement_size=3, boards_per_round=1,
    )  # fmt: skip
    howell = competition.events.get(section="B")
    services.change_movement(
        howell, by=organiser, movement_kind="howell", movement_size=6, boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
    )  # fmt: skip
    for event in competition.events.all():
        services.start_event(event, by=organiser)
        event.refresh_from_db()
        for seating in m.Seating.objects.filter(round__event=event).exclude(ns=None):
            for tray in seating.trays.all():
                tricks = 7 if seating.table.number % 2 else 6
                entry = services.WhistEntry(seating.pk, tricks, None)
                services.record_whist_traveller(event, tray.number, [entry], by=organiser)
    rows = competition_scores(competition).overall()
    fields = {row["entry"].code: row["field"] for row in rows}
    assert {fields[f"A{n} NS"] for n in (1, 2, 3)} == {"NS"}
    assert {fields[f"A{n} EW"] for n in (1, 2, 3)} == {"EW"}
    assert {fields[f"B{n}"] for n in range(1, 7)} == {"B"}
