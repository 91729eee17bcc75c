"""Running a session: the draw, calling rounds, and pairs who leave or arrive late."""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from tests.builders import make_whist_mitchell, seating_for
from tests.web.session.test_desk_confirm import YES
from tournaments import models as m
from tournaments import services


def draft_event(by, seed=11):
    event = services.create_event(
        by=by,
        name="Draw night",
        date=dt.date(2026, 11, 21),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=3,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=seed,
    )
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lee"]
    for i, entrant in enumerate(event.entrants.order_by("pk")):
        services.register_entrant(entrant, by=by, player_names=names[2 * i : 2 * i + 2])
    return event


def seated_names(event):
    return {e.label: e.name for e in event.entrants.all()}


def test_the_draw_deals_every_pair_into_one_position(organiser):
    event = draft_event(organiser)
    before = seated_names(event)
    services.draw_seating(event, by=organiser)
    after = seated_names(event)
    assert sorted(after.values()) == sorted(before.values())
    assert after != before
    members = {
        e.label: [p.name for p in e.players.order_by("memberships__position")]
        for e in event.entrants.all()
    }
    for label, name in after.items():
        assert name == " & ".join(members[label])


def test_the_same_seed_draws_the_same_way(organiser, other_organiser):
    one, two = draft_event(organiser, seed=5), draft_event(other_organiser, seed=5)
    services.draw_seating(one, by=organiser)
    services.draw_seating(two, by=other_organiser)
    assert seated_names(one) == seated_names(two)


def test_swapping_two_positions_by_hand(organiser_client, organiser):
    event = draft_event(organiser)
    before = seated_names(event)
    organiser_client.post(
        reverse("entrants-swap", args=[event.slug]), {"first": "1NS", "second": "2EW"}
    )
    after = seated_names(event)
    assert (after["1NS"], after["2EW"]) == (before["2EW"], before["1NS"])
    assert event.log.filter(action="swap").exists()


def test_calling_rounds_stops_at_the_last(organiser_client, mitchell3):
    url = reverse("run-advance", args=[mitchell3.slug])
    organiser_client.post(url, {"confirmed": "yes"})
    organiser_client.post(url, {"confirmed": "yes"})
    response = organiser_client.post(url, {"confirmed": "yes"}, follow=True)
    mitchell3.refresh_from_db()
    assert mitchell3.current_round == 3
    assert "Round 3 is the last round" in response.content.decode()


def test_the_desk_shows_which_tables_have_reported(organiser_client, organiser, mitchell3):
    seating = seating_for(mitchell3, 1, "1NS", "1EW")
    services.record_whist_traveller(
        mitchell3, 1, [services.WhistEntry(seating.pk, 7, 6)], by=organiser
    )
    page = organiser_client.get(reverse("run", args=[mitchell3.slug])).content.decode()
    assert "1/1" in page and "0/1" in page
    assert "Round 1: 2" in page  # two results of round 1 still missing


def test_a_pair_that_leaves_turns_its_opponents_into_sit_outs(organiser, organiser_client):
    event = make_whist_mitchell(organiser, tables=5, boards_per_round=2)
    first = seating_for(event, 1, "1NS", "1EW")
    services.record_whist_traveller(event, 1, [services.WhistEntry(first.pk, 8, 5)], by=organiser)
    services.record_whist_traveller(event, 2, [services.WhistEntry(first.pk, 6, 7)], by=organiser)
    response = organiser_client.post(
        reverse("run-pair", args=[event.slug]),
        {"entrant": "1EW", "what": "withdraw", "round": "2", "reason": "train to catch", **YES},
        follow=True,
    )
    assert "1 EW sits out rounds 2, 3, 4, 5. train to catch" in response.content.decode()
    later = m.Seating.objects.filter(round__event=event, round__number__gte=2)
    assert not later.filter(ew__label="1EW").exists()
    assert later.filter(ew__isnull=True).count() == 4
    assert m.Result.objects.filter(tray__event=event).count() == 2
    assert all(not s.trays.exists() for s in later.filter(ew__isnull=True))
    page = organiser_client.get(reverse("movement", args=[event.slug])).content.decode()
    assert "sit-out" in page


def test_results_already_entered_are_never_undone_by_a_sit_out(organiser, mitchell3):
    seating = seating_for(mitchell3, 2, "2NS", "2EW")
    services.record_whist_traveller(
        mitchell3, 2, [services.WhistEntry(seating.pk, 7, 6)], by=organiser
    )
    with pytest.raises(services.DomainError, match="already has results in round 1"):
        services.withdraw_entrant(mitchell3, seating.ew, from_round=1, by=organiser)
    assert m.Seating.objects.get(pk=seating.pk).ew_id == seating.ew_id
    assert m.Result.objects.count() == 1


def test_a_late_pair_sits_out_the_rounds_before_it_arrives(organiser, mitchell3):
    entrant = mitchell3.entrants.get(label="3EW")
    changed = services.late_arrival(mitchell3, entrant, arrives_for_round=3, by=organiser)
    assert changed == [1, 2]
    rounds = m.Seating.objects.filter(round__event=mitchell3).filter(ew__label="3EW")
    assert sorted(s.round.number for s in rounds) == [3]
    assert mitchell3.log.filter(action="sit-out").exists()


def test_the_director_corrects_after_the_finish_but_tables_cannot(organiser, mitchell3):
    seating = seating_for(mitchell3, 1, "1NS", "1EW")
    services.record_whist_traveller(
        mitchell3, 1, [services.WhistEntry(seating.pk, 7, 6)], by=organiser
    )
    services.finish_event(mitchell3, by=organiser)
    mitchell3.refresh_from_db()
    services.record_whist_traveller(
        mitchell3, 1, [services.WhistEntry(seating.pk, 9, 4)], by=organiser, reason="late claim"
    )
    assert m.Result.objects.get().ns_tricks == 9
    table = m.Table.objects.get(event=mitchell3, number=2)
    with pytest.raises(services.DomainError, match="The event has finished"):
        services.record_at_table(table, 2, services.WhistEntry(0, 7, 6))
