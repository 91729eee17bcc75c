"""A section's score card and traveller, when the competition scores its sections across the
field, show the match points the whole field gives.

The field is ``test_competition``'s championship, worked by hand there: in session 1 each tray
is played six times across the field (NS tricks 6 7 8 in section A, 7 8 9 in B: a top of 5).
On each tray A1 NS (6) beats none: 0, and its opponents 5; A2 NS (7) beats one and ties one:
1.5 (EW 3.5); A3 NS (8) beats three and ties one: 3.5 (EW 1.5).  So A2 NS has 4.5 of 15, 30%,
equal fourth of the field's North-South pairs with B1 NS (A1 0%, B2 and A3 70%, B3 100%).
Within section A alone (a top of 2) A2 NS would have 1 a tray, 50%; the section's own
standings page shows the field's figures too.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.web.html import tables_in
from tests.web.standings.test_competition import championship
from tournaments import models as m
from tournaments import services


@pytest.fixture
def field(organiser):
    competition = championship(organiser)
    for event in competition.events.all():
        services.publish_event(event, by=organiser)
    return competition.events.get(session=1, section="A")


def page(client, name: str, *args) -> tuple[list[list[str]], str]:
    response = client.get(reverse(name, args=args))
    assert response.status_code == 200
    html = response.content.decode()
    return tables_in(html)[0][1:], html


def test_a_pairs_card_counts_every_section_on_the_tray(client, field):
    lines, html = page(client, "score-card", field.slug, "2NS")
    assert [(row[2], row[6], row[7], row[8]) for row in lines] == [
        ("2", "1.5", "5", "30"),
        ("3", "1.5", "5", "30"),
        ("1", "1.5", "5", "30"),
    ]
    assert "4.5 of 15 match points, 30%, place 4=" in html
    assert "against 5 other result(s): beat 1, tied 1, lost to 3" in html


def test_a_traveller_shows_the_fields_match_points(client, field):
    lines, _ = page(client, "traveller", field.slug, 1)
    assert [(row[2], row[6], row[7]) for row in lines] == [
        ("A1 NS", "0", "5"),
        ("A2 NS", "1.5", "3.5"),
        ("A3 NS", "3.5", "1.5"),
    ]


def test_the_sections_own_standings_show_the_fields_figures(client, field):
    """A2 NS: 30% of the field, not the 50% of section A alone (``test_field_section_pages``
    reads the page, its CSV, its charts and its results sheet in full)."""
    rows, _ = page(client, "standings", field.slug)
    a2 = next(row for row in rows if "A2 NS" in row)
    assert "30" in a2 and "50" not in a2


def test_a_change_in_another_section_reaches_this_sections_traveller(client, field, organiser):
    """B3 NS's 9 on tray 1 taken away: five results on the tray for a field of six, so each is
    factored by Neuberg's formula, F = (MP + 1/2) x 6/5 - 1/2 on the 1 and 1/2 scale: A1 NS's
    0 becomes 1/10, its opponents' 4 of 4 become 4.9."""
    before, _ = page(client, "traveller", field.slug, 1)
    assert before[0][6:8] == ["0", "5"]
    b3 = m.Result.objects.get(
        tray__event__competition=field.competition,
        tray__event__session=1,
        tray__event__section="B",
        tray__number=1,
        seating__ns__number=3,
    )
    services.remove_result(b3, by=organiser, reason="fouled at the table")
    after, _ = page(client, "traveller", field.slug, 1)
    assert after[0][6:8] == ["0.1", "4.9"]


def test_sections_scored_on_their_own_keep_their_own_card(client, organiser):
    competition = championship(organiser, across=False)
    section = competition.events.get(session=1, section="A")
    services.publish_event(section, by=organiser)
    lines, html = page(client, "score-card", section.slug, "2NS")
    assert [(row[6], row[7], row[8]) for row in lines] == [("1", "2", "50")] * 3


def test_a_public_reader_of_a_section_in_play_sees_its_finished_trays_across_the_field(
    client, field
):
    """Section A back in play with one result of tray 1 missing: its public card and
    traveller show trays 2 and 3 only, still with the field's match points (A2 NS 1.5 of 5)."""
    m.Event.objects.filter(pk=field.pk).update(status=m.Status.PLAYING, current_round=3)
    m.Result.objects.filter(tray__event=field, tray__number=1, seating__ns__number=1).delete()
    lines, _ = page(client, "score-card", field.slug, "2NS")
    assert [(row[2], row[6], row[7]) for row in lines] == [("2", "1.5", "5"), ("3", "1.5", "5")]
    hidden = client.get(reverse("traveller", args=[field.slug, 1])).content.decode()
    assert tables_in(hidden) == []  # not yet played at every table: nothing of it shown
    shown, _ = page(client, "traveller", field.slug, 2)
    assert sorted(row[6] for row in shown) == ["0", "1.5", "3.5"]


def test_a_ruling_in_the_field_still_shows_the_fields_match_points(client, field, organiser):
    """An average (AVE) for B3 NS on tray 1 reads the field as results, not columns; the
    five real scores on tray 1 are factored to the field of six as in the test above."""
    b3 = m.Result.objects.get(
        tray__event__competition=field.competition,
        tray__event__session=1,
        tray__event__section="B",
        tray__number=1,
        seating__ns__number=3,
    )
    m.Result.objects.filter(pk=b3.pk).update(ns_tricks=None, ew_tricks=None, adjustment="AVE")
    m.Event.objects.filter(pk=b3.tray.event_id).update(version="ruled")
    lines, _ = page(client, "traveller", field.slug, 1)
    assert [row[6:8] for row in lines][0] == ["0.1", "4.9"]
