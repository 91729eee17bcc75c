"""Tables that move on by themselves: each rule through the services and the table's pad.

The event: a three-table whist pairs Mitchell, two trays a round, three rounds.  North-South
stay, East-West move up one table and the trays down one (``movements.mitchell``: in round R
table T plays set ((T + R - 2) mod 3) + 1, set S being trays 2S - 1 and 2S; East-West pair E
sits at table ((E + R - 2) mod 3) + 1).  Worked out by hand:

    round 1: table 1 trays 1-2 (1 NS v 1 EW), table 2 trays 3-4 (2 NS v 2 EW),
             table 3 trays 5-6 (3 NS v 3 EW)
    round 2: table 1 trays 3-4 (1 NS v 3 EW), table 2 trays 5-6 (2 NS v 1 EW),
             table 3 trays 1-2 (3 NS v 2 EW)
    round 3: table 1 trays 5-6 (1 NS v 2 EW), table 2 trays 1-2 (2 NS v 3 EW),
             table 3 trays 3-4 (3 NS v 1 EW)

So table 1's trays of round 2 (3-4) are played at table 2 in round 1: a table 1 that finishes
round 1 first waits for them "from table 2".  After round 1 at table 1, 1 NS stays, 1 EW goes
to table 2 and trays 1-2 go down to table 3 (the indicator card's words).
"""

from __future__ import annotations

import datetime as dt
import json

import pytest
from django.urls import reverse

from tests.builders import make_team_event, make_whist_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.adapters.moving_on import floor, wait_words
from tournaments.services.desk import hold_table, release_table, undo_round_call
from tournaments.services.moving_on import move_tables_on, moves_by_itself
from tournaments.services.settings import update_settings
from tournaments.services.table import accept_at_table, dispute_at_table

ROUND_1 = {1: (1, 2), 2: (3, 4), 3: (5, 6)}
ROUND_2 = {1: (3, 4), 2: (5, 6), 3: (1, 2)}


@pytest.fixture
def event(organiser):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=2)
    update_settings(event, by=organiser, moving_on=m.MovingOn.TABLES)
    event.refresh_from_db()
    return event


def table(event: m.Event, number: int) -> m.Table:
    return m.Table.objects.select_related("event").get(event=event, number=number)


def enter(event, number: int, tray: int, *, accept: bool = True) -> m.Result:
    """Table ``number``'s phone enters 7 tricks each on ``tray``; its opponents accept."""
    result = services.record_at_table(table(event, number), tray, services.WhistEntry(0, 7, 6))
    if accept:
        accept_at_table(table(event, number), result.pk)
    return result


def finish(event, number: int, trays) -> None:
    for tray in trays:
        enter(event, number, tray)


def rounds(event) -> dict[int, int]:
    event.refresh_from_db()
    return {t.number: t.round for t in m.Table.objects.filter(event=event).select_related("event")}


def state(client, event, number: int) -> dict:
    return client.get(reverse("table-pad-state", args=[table(event, number).secret])).json()


def save(client, event, number: int, tray: int, round_number: int) -> dict:
    body = {"tray": tray, "round": round_number, "ns_tricks": 7, "ew_tricks": 6}
    url = reverse("table-pad-save", args=[table(event, number).secret])
    return client.post(url, json.dumps(body), content_type="application/json").json()


def test_a_new_event_moves_on_by_itself_and_an_older_one_waits_for_the_director(organiser):
    """New events default to tables moving on (the field's default); the test builders, as
    events made before the setting, keep the director's calls: a finished table waits."""
    made = m.Event(name="x", slug="x", date="2026-11-29")
    assert made.moving_on == m.MovingOn.TABLES
    director = make_whist_mitchell(organiser, tables=3, boards_per_round=2, name="Called")
    assert director.moving_on == m.MovingOn.DIRECTOR
    finish(director, 1, ROUND_1[1])
    assert rounds(director) == {1: 1, 2: 1, 3: 1}


def test_a_table_that_finishes_moves_on_at_once_and_the_event_stays(event):
    finish(event, 1, ROUND_1[1][:1])
    assert rounds(event) == {1: 1, 2: 1, 3: 1}  # one tray still to accept
    result = enter(event, 1, 2, accept=False)
    assert rounds(event)[1] == 1  # entered, not yet accepted
    accept_at_table(table(event, 1), result.pk)
    assert rounds(event) == {1: 2, 2: 1, 3: 1}
    assert event.current_round == 1  # the round every table has reached
    assert event.log.filter(action="move", text__contains="Table 1 has finished round 1").exists()


def test_the_next_round_is_shown_at_once_with_where_everyone_went(client, event):
    finish(event, 1, ROUND_1[1])
    data = state(client, event, 1)
    assert data["round"] == 2
    assert [s["code"] for s in data["seats"]] == ["1 NS", "3 EW"]
    assert [t["number"] for t in data["trays"]] == [3, 4]
    moving = data["moving"]
    assert moving["after"]["round"] == 1
    assert moving["after"]["moves"] == [
        "1 NS: stay at table 1, sit NS.",
        "1 EW: go to table 2, sit EW.",
        "Trays to table 3.",
    ]
    # Trays 3-4 are table 2's of round 1, not entered there yet.
    assert moving["waiting_trays"] == [3, 4]
    assert "Wait for trays 3-4 from table 2: still in play there." in moving["waits"]


def test_a_board_still_in_play_at_the_table_before_cannot_be_entered(client, event):
    finish(event, 1, ROUND_1[1])
    refused = save(client, event, 1, 3, 2)
    assert refused["outcome"] == "refused"
    assert "still in play at table 2 (round 1)" in refused["message"]
    assert not m.Result.objects.filter(seating__table__number=1, tray__number=3).exists()
    enter(event, 2, 3, accept=False)  # entered at table 2: the tray has come
    assert save(client, event, 1, 3, 2)["outcome"] == "saved"
    moving = state(client, event, 1)["moving"]
    assert moving["waiting_trays"] == [4]
    assert "Wait for tray 4 from table 2: still in play there." in moving["waits"]


def test_a_table_ahead_waits_for_the_slowest_before_a_second_round(client, event):
    """Slack one: table 1, done with round 2 while tables 2 and 3 are in round 1, stays."""
    finish(event, 1, ROUND_1[1])
    finish(event, 2, ROUND_1[2][:1])
    enter(event, 2, 4, accept=False)
    finish(event, 1, ROUND_2[1])
    assert rounds(event) == {1: 2, 2: 1, 3: 1}
    data = state(client, event, 1)
    assert data["round"] == 2
    assert "Waiting for table 2 and 3 to finish round 1." in data["moving"]["waits"]


def test_when_the_last_table_moves_on_the_round_is_called_and_a_waiting_table_goes_on(event):
    finish(event, 1, ROUND_1[1])
    finish(event, 2, ROUND_1[2])
    finish(event, 1, ROUND_2[1])  # table 1 done with round 2, held by the slack
    assert rounds(event) == {1: 2, 2: 2, 3: 1}
    finish(event, 3, ROUND_1[3])
    # Round 2 is everyone's: the round is called as the director calls it, and table 1,
    # done with round 2 already, goes on to round 3.
    assert rounds(event) == {1: 3, 2: 2, 3: 2}
    assert event.current_round == 2
    assert event.log.filter(action="round", text__contains="round 2 called").exists()


def test_a_dispute_waits_for_the_director_whose_ruling_moves_the_table_on(event, organiser):
    enter(event, 1, 1)
    disputed = enter(event, 1, 2, accept=False)
    dispute_at_table(table(event, 1), disputed.pk)
    assert rounds(event)[1] == 1
    entry = services.WhistEntry(disputed.seating_id, 8, 5)
    services.record_traveller(event, 2, [entry], by=organiser, reason="Ruled: 8 tricks")
    assert rounds(event)[1] == 2


def test_a_held_table_stays_until_released(event, organiser):
    hold_table(event, 1, by=organiser)
    finish(event, 1, ROUND_1[1])
    assert rounds(event)[1] == 1
    assert event.log.filter(action="hold", text__contains="Table 1 held in round 1").exists()
    release_table(event, 1, by=organiser)
    assert rounds(event)[1] == 2
    assert event.log.filter(action="release").exists()


def test_the_directors_call_brings_every_table_to_the_next_round(event, organiser):
    finish(event, 1, ROUND_1[1])
    assert services.advance_round(event, by=organiser) == 2
    assert rounds(event) == {1: 2, 2: 2, 3: 2}


def test_undoing_a_call_brings_a_table_ahead_back(event, organiser):
    services.advance_round(event, by=organiser)
    m.Table.objects.filter(event=event, number=2).update(round_number=3)  # moved on by itself
    undo_round_call(event, by=organiser)
    assert rounds(event) == {1: 1, 2: 1, 3: 1}


def test_a_queued_result_of_the_round_the_table_left_goes_to_the_director(client, event):
    finish(event, 1, ROUND_1[1])
    sent = save(client, event, 1, 2, 1)
    assert sent["outcome"] == "refused"
    assert "Round 1 is over" in sent["message"]


def test_the_desk_shows_each_tables_round_and_what_it_waits_for(client, event, organiser):
    finish(event, 1, ROUND_1[1])
    hold_table(event, 3, by=organiser)
    client.force_login(organiser)
    page = client.get(reverse("run", args=[event.slug])).content.decode()
    assert "Wait for trays 3-4 from table 2: still in play there." in page
    assert "The director holds this table" in page
    response = client.post(reverse("run-hold", args=[event.slug, 3]), {"held": "0"})
    assert response.status_code == 302
    assert not table(event, 3).held
    response = client.post(reverse("run-moving-on", args=[event.slug]), {"moving_on": "director"})
    assert response.status_code == 302
    event.refresh_from_db()
    assert event.moving_on == m.MovingOn.DIRECTOR
    bad = client.post(reverse("run-moving-on", args=[event.slug]), {"moving_on": "nobody"})
    assert bad.status_code == 302
    event.refresh_from_db()
    assert event.moving_on == m.MovingOn.DIRECTOR


def test_holding_a_table_of_another_event_or_twice_is_refused(event, organiser):
    hold_table(event, 1, by=organiser)
    with pytest.raises(services.DomainError, match="held already"):
        hold_table(event, 1, by=organiser)
    with pytest.raises(services.DomainError, match="no table 9"):
        hold_table(event, 9, by=organiser)


def test_the_settings_page_offers_the_choice_and_keeps_it_when_left_out(client, event, organiser):
    client.force_login(organiser)
    url = reverse("event-settings", args=[event.slug])
    page = client.get(url).content.decode()
    assert 'name="moving_on"' in page and "The director calls each round" in page
    client.post(url, {"results_shown": event.results_shown, "standings_shown": "on",
                      "scoring_rules": "club", "unranked_below": "0",
                      "moving_on": "director"})  # fmt: skip
    event.refresh_from_db()
    assert event.moving_on == m.MovingOn.DIRECTOR
    assert event.log.filter(action="settings", text__contains="moving on").exists()


def test_tables_sharing_boards_move_on_together(organiser):
    """A four-table share-and-relay Mitchell, one tray a round (``movements.mitchell``: the
    trays' path is table 1, table 2, the relay stand, table 3, and table 4 plays table 1's set
    in the same round).  In round 1 tables 1 and 4 share tray 1, worked out from the grid:
    set at table 1 = set at table 4 = 1.  Table 1, done first, waits for table 4; when table 4
    is done both move on."""
    event = services.create_event(
        by=organiser, name="Relay night", date=dt.date(2026, 11, 29), game=m.Game.WHIST,
        form=m.Form.PAIRS, movement_kind="mitchell", movement_size=4, boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS, movement_options={"variant": "relay"},
        seed=7,
    )  # fmt: skip
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    assert [t.number for t in table(event, 1).seatings.get(round__number=1).trays.all()] == [1]
    assert [t.number for t in table(event, 4).seatings.get(round__number=1).trays.all()] == [1]
    enter(event, 1, 1)
    assert rounds(event)[1] == 1
    step = floor(event)[1]
    assert step.shares == (4,) and step.done
    assert "Waiting for table 4, which shares your trays, to finish." in wait_words(
        step, "tray", "trays"
    )
    enter(event, 4, 1)
    assert rounds(event)[1] == 2 and rounds(event)[4] == 2


def test_a_swiss_events_rounds_follow_its_draw(organiser):
    """A Swiss teams event's next match is drawn from the results: its rounds are called from
    the desk whatever the setting (the draw calls a match's first round)."""
    swiss = make_team_event(
        organiser, kind="swiss-teams", size=4, game=m.Game.BRIDGE, boards_per_round=1
    )
    update_settings(swiss, by=organiser, moving_on=m.MovingOn.TABLES)
    swiss.refresh_from_db()
    assert swiss.status == m.Status.PLAYING
    assert not moves_by_itself(swiss)
    assert move_tables_on(swiss) == []
