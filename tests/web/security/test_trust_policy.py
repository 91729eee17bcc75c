"""The trust policy (``tournaments.adapters.trust``) as a table of cases, each driven through
the site's own addresses: the table's page and the pad for a table's link, the event's pages
for the people with accounts.

The event: a three-table contract bridge Mitchell, one tray a round, three rounds.  North-South
stay, East-West move up one table and the trays down one, so table T plays in round R the tray
((T + R - 2) mod 3) + 1, worked out by hand:

    table 1: round 1 tray 1, round 2 tray 2, round 3 tray 3
    table 2: round 1 tray 2, round 2 tray 3, round 3 tray 1
    table 3: round 1 tray 3, round 2 tray 1, round 3 tray 2

Round 3 is in play.  Table 1's phone entered 6NT by South, 12 tricks on tray 1 in round 1 and
nobody answered it before the round call ("waiting"); it entered 4H by North, 10 tricks on tray
2 in round 2 and the opponents accepted it ("accepted"); it has entered nothing in round 3.
Table 3's phone entered 4S by North, 10 tricks on tray 1 in round 2 (accepted), and 2S by East,
8 tricks on tray 2 in round 3, not answered yet ("another table's").  Table 2 has not played
tray 1 yet (round 3), so tray 1 is still to be played at one table.

The expected answers come from the rules the guide states (docs/GUIDE.md, "The table's
corrections rule") and the Laws: a table's link acts for the players at that table in the
round in play; a table's own result is its to change until the opponents accept it, after which
a change goes to the director (Law 79C); a result left unanswered keeps the opponents' buttons
after the round call; a result the director wrote is read-only on the phone; nobody reads a
tray's results, nor its cards, before playing it; the club's organisers and scorers read
everything; nothing is written from a table before the start or after the finish.
"""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.builders import club_named, club_user, enter_contract, make_bridge_mitchell
from tests.web.security.stored import state
from tests.web.words.visible import visible_text
from tournaments import models as m
from tournaments import services
from tournaments.adapters import trust
from tournaments.services.players_at_table import Who, fix_seat
from tournaments.services.settings import update_settings

YES, NO = "yes", "no"


def pad(client: Client, name: str, table: m.Table, body: dict):
    url = reverse(name, args=[table.secret])
    return client.post(url, json.dumps(body), content_type="application/json")


def table(event: m.Event, number: int) -> m.Table:
    return m.Table.objects.get(event=event, number=number)


def result_at(event: m.Event, table_number: int, tray: int) -> m.Result:
    return m.Result.objects.get(
        seating__table__number=table_number, tray__event=event, tray__number=tray
    )


@pytest.fixture
def world(organiser):
    """The event of the module's docstring, in round 3 and published."""
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    services.publish_event(event, by=organiser)
    client = Client()

    def enter(number, tray, contract, declarer, tricks, key):
        body = {"tray": tray, "contract": contract, "declarer": declarer, "tricks": tricks}
        answer = pad(client, "table-pad-save", table(event, number), {**body, "key": key})
        assert answer.status_code == 200, answer.content
        return answer.json()["result"]["id"]

    def accept(number, result_id):
        body = {"result": result_id, "answer": "accept"}
        assert pad(client, "table-pad-answer", table(event, number), body).status_code == 200

    enter(1, 1, "6NT", "S", 12, "round-one-tray-1")  # left unanswered
    services.advance_round(event, by=organiser)
    accept(1, enter(1, 2, "4H", "N", 10, "round-two-tray-2"))
    accept(3, enter(3, 1, "4S", "N", 10, "round-two-tray-1"))
    services.advance_round(event, by=organiser)
    enter(3, 2, "2S", "E", 8, "round-three-tray-2")
    event.refresh_from_db()
    return event


def test_the_world_is_the_one_worked_out_by_hand(world):
    for number, trays in {1: (1, 2, 3), 2: (2, 3, 1), 3: (3, 1, 2)}.items():
        for round_number, tray in enumerate(trays, start=1):
            seating = m.Seating.objects.get(
                round__event=world, round__number=round_number, table__number=number
            )
            assert [t.number for t in seating.trays.all()] == [tray]
    assert world.current_round == 3


# -- table 1's link in round 3: every tray and result of the event ----------------------------
#
# (what the phone sends, the result or tray it names, what the rules say, why)
TABLE_CASES = [
    ("enter", 3, YES, "its own tray of the round in play, nothing stored yet"),
    ("enter", 1, NO, "round 1's tray: the players have moved on"),
    ("enter", 2, NO, "round 2's tray, and table 3's in round 3"),
    ("enter", 4, NO, "no such tray"),
    ("correct", "waiting", NO, "a correction after the round moved on is the director's"),
    ("correct", "accepted", NO, "accepted, and of an earlier round"),
    ("correct", "another", NO, "another table's result"),
    ("accept", "waiting", YES, "left unanswered: the opponents' buttons stay after the call"),
    ("dispute", "waiting", YES, "left unanswered: the opponents may still disagree"),
    ("accept", "accepted", NO, "accepted already in round 2: final, only the director changes it"),
    ("dispute", "accepted", NO, "accepted already in round 2"),
    ("accept", "another", NO, "another table's result of the round in play"),
    ("dispute", "another", NO, "another table's result of the round in play"),
    ("accept", "table 3 earlier", NO, "another table's accepted result of an earlier round"),
]


def _named(world, name) -> m.Result:
    return {
        "waiting": lambda: result_at(world, 1, 1),
        "accepted": lambda: result_at(world, 1, 2),
        "another": lambda: result_at(world, 3, 2),
        "table 3 earlier": lambda: result_at(world, 3, 1),
    }[name]()


def _pad_request(world, action: str, target) -> tuple[str, dict]:
    if action == "enter":
        body = {"tray": target, "contract": "3NT", "declarer": "N", "tricks": 9}
        return "table-pad-save", {**body, "key": f"case-enter-{target}"}
    result = _named(world, target)
    if action == "correct":
        body = {"tray": result.tray.number, "contract": "3NT", "declarer": "N", "tricks": 9}
        return "table-pad-save", {**body, "edit_of": result.pk, "key": "case-correct"}
    return "table-pad-answer", {
        "result": result.pk,
        "answer": {"dispute": "disagree"}.get(action, action),
    }


def _page_request(world, action: str, target) -> tuple[str, dict]:
    if action == "enter":
        fields = {"contract": "3NT", "declarer": "N", "tricks": "9"}
        return "table-entry", {"tray": target, **{f"t{target}-{k}": v for k, v in fields.items()}}
    result = _named(world, target)
    if action == "correct":
        number = result.tray.number
        fields = {"contract": "3NT", "declarer": "N", "tricks": "9"}
        data = {"tray": number, "edit_of": result.pk}
        return "table-entry", data | {f"t{number}-{k}": v for k, v in fields.items()}
    return {"accept": "table-accept", "dispute": "table-disagree"}[action], {"result": result.pk}


@pytest.mark.parametrize(("action", "target", "expected", "why"), TABLE_CASES)
def test_table_ones_link_in_round_3_on_the_pad(client, world, action, target, expected, why):
    name, body = _pad_request(world, action, target)
    before = state()
    answer = pad(client, name, table(world, 1), body)
    if expected == YES:
        assert answer.status_code == 200, (why, answer.content)
        assert state() != before, why
    else:
        assert 400 <= answer.status_code < 500, (why, answer.status_code)
        assert state() == before, why


@pytest.mark.parametrize(("action", "target", "expected", "why"), TABLE_CASES)
def test_table_ones_link_in_round_3_on_its_page(client, world, action, target, expected, why):
    name, data = _page_request(world, action, target)
    before = state()
    client.post(reverse(name, args=[table(world, 1).secret]), data)
    assert (state() != before) == (expected == YES), why


def test_what_table_ones_link_reads_in_round_3(client, world):
    """Its own tray of the round; its unanswered result of round 1 to answer, without tray 1's
    traveller (table 3's 4S of round 2 stays out of sight: table 2 still plays tray 1)."""
    data = client.get(reverse("table-pad-state", args=[table(world, 1).secret])).json()
    assert [t["number"] for t in data["trays"]] == [3]
    assert [(e["round"], e["tray"], e["contract"]) for e in data["earlier"]] == [(1, 1, "6NT")]
    assert "4S" not in contracts(data)
    accepted = pad(
        client,
        "table-pad-answer",
        table(world, 1),
        {"result": data["earlier"][0]["id"], "answer": "accept"},
    )
    assert accepted.status_code == 200
    again = client.get(reverse("table-pad-state", args=[table(world, 1).secret])).json()
    assert again["earlier"] == [] and "4S" not in contracts(again)
    page = client.get(reverse("table-entry", args=[table(world, 1).secret])).content.decode()
    assert "4S" not in visible_text(page).split()


def contracts(data) -> list[str]:
    """Every contract the pad's state holds, however deep (not a substring of a random key)."""
    if isinstance(data, dict):
        found = [data["contract"]] if isinstance(data.get("contract"), str) else []
        return found + [c for value in data.values() for c in contracts(value)]
    if isinstance(data, list):
        return [c for value in data for c in contracts(value)]
    return []


def test_a_later_rounds_tray_is_out_of_reach(client, organiser):
    """In round 1 table 1's link may not enter its trays of rounds 2 and 3 (2 and 3)."""
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    for tray in (2, 3):
        before = state()
        body = {
            "tray": tray,
            "contract": "3NT",
            "declarer": "N",
            "tricks": 9,
            "key": f"later-{tray}",
        }
        assert pad(client, "table-pad-save", table(event, 1), body).status_code == 422
        assert state() == before


def test_a_ruled_result_is_read_only_on_the_phone(client, world, organiser):
    """The director enters table 1's tray 3 of round 3 (3NT by North, 10 tricks): the phone
    shows it as the director's, with the tray's traveller, and changes nothing of it."""
    enter_contract(world, organiser, 3, 1, "3NT", "N", 10)
    ruled = result_at(world, 1, 3)
    one = table(world, 1)
    data = client.get(reverse("table-pad-state", args=[one.secret])).json()
    assert data["trays"][0]["result"]["state"] == "ruled"
    assert [line["contract"] for line in data["trays"][0]["traveller"]] == ["3NT"]
    sends = [
        ("table-pad-save", {"tray": 3, "contract": "4NT", "declarer": "N", "tricks": 10, "key": "ruled-new"}),
        ("table-pad-save", {"tray": 3, "contract": "4NT", "declarer": "N", "tricks": 10, "edit_of": ruled.pk, "key": "ruled-edit"}),
        ("table-pad-answer", {"result": ruled.pk, "answer": "accept"}),
        ("table-pad-answer", {"result": ruled.pk, "answer": "disagree"}),
    ]  # fmt: skip
    for name, body in sends:
        before = state()
        assert 400 <= pad(client, name, one, body).status_code < 500, name
        assert state() == before, (name, body)
    for name in ("table-accept", "table-disagree"):
        before = state()
        client.post(reverse(name, args=[one.secret]), {"result": ruled.pk})
        assert state() == before, name


def test_after_the_finish_no_link_changes_anything(client, world, organiser):
    services.finish_event(world, by=organiser)
    for action, target, _expected, why in TABLE_CASES:
        name, body = _pad_request(world, action, target)
        before = state()
        assert pad(client, name, table(world, 1), body).status_code == 422, why
        assert state() == before, why


# -- calling the director: a table's link, while the event is in play (Law 9B) --------------


@pytest.mark.parametrize(
    ("status", "calls"),
    [(m.Status.DRAFT, NO), (m.Status.PLAYING, YES), (m.Status.FINISHED, NO)],
)
def test_when_a_tables_link_calls_the_director(status, calls):
    assert (YES if trust.table_may_call(m.Event(status=status)) is None else NO) == calls


def test_a_call_is_answered_by_the_events_organisers_alone(client, world, organiser):
    """Table 1 calls; the desk's list and answer are the organiser's: a scorer, a player, the
    other club's organiser and the public get nothing and change nothing."""
    assert pad(client, "table-pad-call", table(world, 1), {"reason": "revoke"}).status_code == 200
    call = m.DirectorCall.objects.get()
    rival = club_user("rival", club=club_named("Rival Club"))
    others = [club_user("scorer", role=m.Role.SCORER), club_user("member", role=m.Role.PLAYER)]
    for user in [*others, rival, None]:
        reader = Client()
        if user is not None:
            reader.force_login(user)
        before = state()
        assert reader.get(reverse("run-calls", args=[world.slug])).status_code in (302, 404)
        answer = reader.post(reverse("run-call-answer", args=[world.slug, call.pk]))
        assert answer.status_code in (302, 404) and state() == before
        if answer.status_code == 302:
            assert answer["Location"].startswith(reverse("login"))
    desk = Client()
    desk.force_login(organiser)
    assert desk.post(reverse("run-call-answer", args=[world.slug, call.pk])).status_code == 302
    assert m.DirectorCall.objects.get().answered_at is not None


# -- the players at the table: table 1's link names the seats of its two pairs of round 3 -----
#
# In round 3 table 1 holds pair 1 North-South and pair 2 East-West (East-West move up one table
# a round: 2 EW sat at table 2 in round 1, table 3 in round 2, table 1 in round 3).  A seat is
# named by N, E, S or W of the table's own seating, so no other table's pair can be addressed.
# (seat, the round the phone saw, the director fixed the seat first, what the rules say, why)
SEAT_CASES = [
    ("N", 3, False, YES, "its own North-South pair's seat, in the round in play"),
    ("W", 3, False, YES, "its East-West pair's seat: the pair that moved to it this round"),
    ("X", 3, False, NO, "no such seat"),
    ("N", 2, False, NO, "a round since called off: the names go to the director"),
    ("N", 3, True, NO, "the director fixed the seat: the director's word stands"),
]


@pytest.mark.parametrize(("seat", "seen", "fixed", "expected", "why"), SEAT_CASES)
def test_table_ones_link_names_its_own_seats(
    client, world, organiser, seat, seen, fixed, expected, why
):
    one_ns = next(e for e in world.entrants.all() if e.code == "1 NS")
    if fixed:
        fix_seat(world, one_ns.pk, 1, Who(visitor="Fixed Byme"), by=organiser)
    before = state()
    body = {"seat": seat, "visitor": "Sat Here", "round": seen, "key": f"seat-case-{seat}"}
    answer = pad(client, "table-pad-players", table(world, 1), body)
    if expected == YES:
        assert answer.status_code == 200, (why, answer.content)
        named = m.EntrantMember.objects.get(player__name="Sat Here").entrant
        assert named.code == {"N": "1 NS", "W": "2 EW"}[seat], why
    else:
        assert 400 <= answer.status_code < 500, (why, answer.status_code)
        assert state() == before, why


def test_the_member_look_up_answers_from_the_events_club_alone(client, world):
    m.Player.objects.create(club=world.club, name="Ada Lovelace", national_id="100234")
    m.Player.objects.create(club=club_named("Rival Club"), name="Ada Byron", national_id="200001")
    url = reverse("table-pad-members", args=[table(world, 1).secret])
    for text, expected in (("ada", ["Ada Lovelace"]), ("200001", []), ("ad", [])):
        found = client.get(url, {"q": text}).json()["members"]
        assert [f["name"] for f in found] == expected, text


# -- the round clock and the room's big screen -------------------------------------------------


def test_the_big_screen_is_the_rooms_while_in_play_and_shows_no_result(client, world, organiser):
    """Anyone reads the big screen while the event is in play (who sits where and the clock,
    as the movement page); nothing on it is a result.  After the finish, until it is
    published, only the staff; only the organiser works the clock."""
    page = client.get(reverse("screen", args=[world.slug]))
    assert page.status_code == 200
    text = page.content.decode()
    assert "6NT" not in text and "4H" not in text and "+" not in text.split("After this round")[-1]
    before = state()
    assert (
        client.post(reverse("run-clock", args=[world.slug]), {"action": "start"}).status_code == 302
    )
    assert state() == before  # to the login page: nothing started
    services.finish_event(world, by=organiser)
    m.Event.objects.filter(pk=world.pk).update(published=False)
    assert client.get(reverse("screen", args=[world.slug])).status_code == 404
    assert client.get(reverse("screen-state", args=[world.slug])).status_code == 404


def test_the_big_screen_shows_the_standings_only_as_the_public_reads_them(client, world, organiser):
    """The big screen is the room's, whoever's browser shows it: its state carries the
    standings as a stranger reads them on the public standings page.  None while no tray has
    been played by every table due to play it (the staff's standings count trays 1 and 2
    already); once table 2 plays tray 1 (3NT by North, 9 tricks), tray 1 alone: worked by
    hand, not vulnerable, North-South 6NT +990 (1NS), 4S +420 (3NS), 3NT +400 (2NS), so 1NS
    100%, 3NS 50%, 2NS 0%, and their East-West opponents 1EW 0%, 2EW 50%, 3EW 100%.  None at
    all when the director keeps the standings to the finish."""
    url = reverse("screen-state", args=[world.slug]) + "?lines=10"
    desk = Client()
    desk.force_login(organiser)
    assert client.get(url).json()["standings"] is None
    assert desk.get(url).json()["standings"] is None
    enter_contract(world, organiser, 1, 2, "3NT", "N", 9)
    shown = client.get(url).json()["standings"]
    assert desk.get(url).json()["standings"] == shown
    rows = {row[1]: (row[3], row[6]) for page in shown["pages"] for row in page}
    assert rows == {
        "1 NS": ("1", "100"),
        "3 NS": ("1", "50"),
        "2 NS": ("1", "0"),
        "3 EW": ("1", "100"),
        "2 EW": ("1", "50"),
        "1 EW": ("1", "0"),
    }
    update_settings(world, by=organiser, standings_shown=m.StandingsShown.OFF)
    assert client.get(url).json()["standings"] is None
    assert desk.get(url).json()["standings"] is None


# -- the people with accounts: reading tray 1 while table 2 still has to play it ---------------

READERS = [
    # (who, sees tray 1's results and deal while table 2 has still to play it)
    ("anonymous", NO),
    ("player", NO),  # a player of the club is the public here
    ("rival", NO),  # another club's organiser too
    ("scorer", YES),
    ("organiser", YES),
]


@pytest.fixture
def readers(world, organiser):
    rival_club = club_named("Rival Club")
    users = {
        "organiser": organiser,
        "scorer": club_user("scorer", role=m.Role.SCORER),
        "player": club_user("member", role=m.Role.PLAYER),
        "rival": club_user("rival", club=rival_club),
    }
    clients = {}
    for who, _seen in READERS:
        clients[who] = Client()
        if who in users:
            clients[who].force_login(users[who])
    services.generate_deals(world, by=organiser)
    return clients


def _tray_one_seen(client: Client, event: m.Event) -> bool:
    """Whether the traveller and 1NS's score card (North-South at table 1) show table 1's 6NT,
    and the traveller tray 1's cards."""
    traveller = client.get(reverse("traveller", args=[event.slug, 1])).content.decode()
    card = client.get(reverse("score-card", args=[event.slug, "1NS"])).content.decode()
    seen = ["6NT" in traveller, "6NT" in card, 'class="hand hand-n"' in traveller]
    assert len(set(seen)) == 1, seen  # the three pages agree
    return seen[0]


@pytest.mark.parametrize(("who", "expected"), READERS)
def test_tray_one_while_a_table_still_has_to_play_it(world, readers, who, expected):
    assert (YES if _tray_one_seen(readers[who], world) else NO) == expected


@pytest.mark.parametrize(("who", "_expected"), READERS)
def test_tray_one_once_every_table_has_played_it(client, world, readers, who, _expected):
    body = {"tray": 1, "contract": "4S", "declarer": "N", "tricks": 10, "key": "table-2-tray-1"}
    assert pad(client, "table-pad-save", table(world, 2), body).status_code == 200
    assert _tray_one_seen(readers[who], world)


@pytest.mark.parametrize(("who", "expected"), READERS)
def test_an_unpublished_event_is_its_staffs_alone(world, readers, organiser, who, expected):
    services.publish_event(world, by=organiser, published=False)
    response = readers[who].get(reverse("traveller", args=[world.slug, 1]))
    assert (response.status_code == 200) == (expected == YES)
    assert (response.status_code == 404) == (expected == NO)


def test_an_earlier_rounds_tray_never_entered_stays_out_of_reach(client, world):
    """Table 3 played tray 3 in round 1 and entered nothing; in round 3 (tray 2) its link may
    not enter tray 3 now, on the pad or on its page: the round is over, the result is the
    director's to take (tray 3 is table 1's in round 3, and table 2's in round 2)."""
    three = table(world, 3)
    before = state()
    body = {"tray": 3, "contract": "3NT", "declarer": "N", "tricks": 9, "key": "late-tray-3"}
    assert pad(client, "table-pad-save", three, body).status_code == 422
    fields = {"t3-contract": "3NT", "t3-declarer": "N", "t3-tricks": "9"}
    client.post(reverse("table-entry", args=[three.secret]), {"tray": 3, **fields})
    assert state() == before


# -- the rules themselves, every state (no database: rows built in memory) ---------------------

NOW = 3  # the round in play


def _result(table_pk: int, round_number: int, **state) -> m.Result:
    event = m.Event(status=m.Status.PLAYING, current_round=NOW)
    played_at = m.Table(pk=table_pk, number=table_pk, event=event)
    seating = m.Seating(table=played_at, round=m.Round(number=round_number))
    return m.Result(pk=100 + round_number, seating=seating, entered_via="table", **state)


ANSWERS = [
    # (table of the result, its round, accepted, disputed, table 1 may answer it) worked out
    # from the guide: its own results of round 3, and its earlier ones nobody has accepted.
    (1, NOW, False, False, True),
    (1, NOW, True, False, True),  # accepting again changes nothing; disputing is refused later
    (1, NOW - 1, False, False, True),
    (1, NOW - 2, False, True, True),  # disputed: the service then says the director will rule
    (1, NOW - 1, True, False, False),
    (1, NOW + 1, False, False, False),  # a later round: nothing is played there yet
    (2, NOW, False, False, False),
    (2, NOW - 1, False, False, False),
]


@pytest.mark.parametrize(("at", "round_number", "accepted", "disputed", "expected"), ANSWERS)
def test_who_answers_a_result(at, round_number, accepted, disputed, expected):
    result = _result(at, round_number)
    result.confirmed_at = timezone.now() if accepted else None
    result.disputed_at = timezone.now() if disputed else None
    one = m.Table(pk=1, number=1, event=result.seating.table.event)
    assert trust.table_may_answer(one, result) is expected


CHANGES = [
    # (accepted, traveller seen, disputed, the director's) -> what a change from the phone does
    ((False, False, False, False), "written"),
    ((True, False, False, False), "asked of the director"),
    ((False, True, False, False), "asked of the director"),
    ((False, False, True, False), "refused"),
    ((False, False, False, True), "refused"),
    ((True, True, False, True), "refused"),
]


@pytest.mark.parametrize(("given", "expected"), CHANGES)
def test_what_becomes_of_a_change_the_table_sends(given, expected):
    accepted, seen, disputed, ruled = given
    result = _result(1, NOW)
    result.confirmed_at = timezone.now() if accepted else None
    result.traveller_seen_at = timezone.now() if seen else None
    result.disputed_at = timezone.now() if disputed else None
    if not trust.table_may_edit(result, ruled):
        got = "refused"
    else:
        got = "asked of the director" if trust.asks_director(result) else "written"
    assert got == expected


@pytest.mark.parametrize(
    ("due", "entered", "public"),
    [(3, 1, False), (3, 2, False), (3, 3, True), (2, 3, True), (0, 0, False), (0, 1, False)],
)
def test_when_a_tray_becomes_public_during_play(due, entered, public):
    assert trust.tray_public(due, entered) is public


@pytest.mark.parametrize(
    ("status", "public", "hidden"),
    [
        (m.Status.PLAYING, True, True),
        (m.Status.PLAYING, False, False),
        (m.Status.FINISHED, True, False),
        (m.Status.FINISHED, False, False),
    ],
)
def test_what_is_hidden_from_whom(status, public, hidden):
    assert trust.nothing_hidden(m.Event(status=status), public=public) is not hidden


@pytest.mark.parametrize(
    ("stored", "edit_of", "taken"),
    [(None, None, False), (None, 7, False), (7, None, True), (7, 7, False), (7, 8, True)],
)
def test_a_stored_result_is_never_overwritten_by_accident(stored, edit_of, taken):
    row = m.Result(pk=stored) if stored is not None else None
    assert trust.taken(row, edit_of) is taken


# Players' names and competitions: the club's consent decides the public's names
# (``Club.public_names``); its staff read every name and every competition of theirs.
NAMES = [
    # (who, the club shows names, sees them)
    ("public", True, YES),
    ("public", False, NO),
    ("player", False, NO),
    ("rival", False, NO),
    ("scorer", False, YES),
    ("organiser", False, YES),
]


def _users(world, organiser) -> dict:
    return {
        "public": AnonymousUser(),
        "player": club_user("member", club=world.club, role=m.Role.PLAYER),
        "rival": club_user("rival", club=club_named("Rival Club")),
        "scorer": club_user("scorer", club=world.club, role=m.Role.SCORER),
        "organiser": organiser,
    }


@pytest.mark.parametrize(("who", "public_names", "expected"), NAMES)
def test_who_reads_the_players_names(world, organiser, who, public_names, expected):
    club = world.club
    club.public_names = public_names
    club.save()
    user = _users(world, organiser)[who]
    named = m.Player.objects.create(club=club, name="Ada Lovelace")
    assert (YES if trust.names_shown(club, user) else NO) == expected
    # The players' search filters by the same rule.
    found = m.Player.objects.filter(trust.players_named(user)).filter(pk=named.pk).exists()
    assert (YES if found else NO) == expected


@pytest.mark.parametrize(
    ("who", "expected"),
    [("public", NO), ("player", NO), ("rival", NO), ("scorer", YES), ("organiser", YES)],
)
def test_an_unpublished_competition_is_its_staffs_alone(client, world, organiser, who, expected):
    competition = m.Competition.objects.create(
        club=world.club, name="Spring pairs", slug="spring", date=world.date, published=False
    )
    user = _users(world, organiser)[who]
    assert (YES if trust.may_read_competition(competition, user) else NO) == expected
    if who != "public":
        client.force_login(user)
    page = client.get(reverse("competition", args=["spring"]))
    assert page.status_code == (200 if expected == YES else 404)
    competition.published = True
    competition.save()
    assert trust.may_read_competition(competition, user)


# -- moving on: table 1's link once it has moved on by itself --------------------------------
#
# The same Mitchell with the tables moving on by themselves, in round 1.  Table 1 entered 4H by
# North, 10 tricks on tray 1 and the opponents accepted: its round is over, and it moved on to
# round 2 (tray 2, which table 2 still plays in round 1: nothing entered there).  Table 3
# entered 3NT by South, 9 tricks on tray 3 (round 1), not answered.  Tray 1 is still to be
# played at tables 3 (round 2) and 2 (round 3).


@pytest.fixture
def ahead(organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    update_settings(event, by=organiser, moving_on=m.MovingOn.TABLES)
    services.publish_event(event, by=organiser)
    client = Client()

    def enter(number, tray, contract, declarer, tricks):
        body = {"tray": tray, "contract": contract, "declarer": declarer, "tricks": tricks}
        answer = pad(client, "table-pad-save", table(event, number), body)
        assert answer.status_code == 200, answer.content
        return answer.json()["result"]["id"]

    first = enter(1, 1, "4H", "N", 10)
    pad(client, "table-pad-answer", table(event, 1), {"result": first, "answer": "accept"})
    enter(3, 3, "3NT", "S", 9)
    event.refresh_from_db()
    assert (table(event, 1).round, event.current_round) == (2, 1)
    return event


MOVING_CASES = [
    ("enter", 2, NO, "its tray of round 2, still in play at table 2: wait for it"),
    ("enter", 1, NO, "round 1's tray: the table has moved on (a change goes to the director)"),
    ("enter", 3, NO, "round 3's tray: never more than one round ahead"),
    ("enter round 1", 2, NO, "a result typed in round 1 and sent late: to the director"),
    ("accept", "table 3", NO, "another table's result"),
    ("accept", "own", NO, "accepted already: final"),
]


@pytest.mark.parametrize(("action", "target", "expected", "why"), MOVING_CASES)
def test_table_ones_link_once_it_moved_on(client, ahead, action, target, expected, why):
    if action.startswith("enter"):
        body = {"tray": target, "contract": "3NT", "declarer": "N", "tricks": 9}
        if action == "enter round 1":
            body["round"] = 1
        name = "table-pad-save"
    else:
        found = result_at(ahead, 3 if target == "table 3" else 1, 3 if target == "table 3" else 1)
        name, body = "table-pad-answer", {"result": found.pk, "answer": "accept"}
    before = state()
    answer = pad(client, name, table(ahead, 1), body)
    assert (answer.status_code == 200 and state() != before) == (expected == YES), why
    assert state() == before or expected == YES, why


def test_a_table_ahead_enters_a_tray_once_the_table_before_has(client, ahead):
    """Table 2 enters tray 2 (round 1): it has left table 2, and table 1 (round 2) may enter it;
    table 1's traveller then shows once its own result is accepted, with table 2's line."""
    pad(client, "table-pad-save", table(ahead, 2), {"tray": 2, "contract": "2C", "declarer": "S",
                                                    "tricks": 8})  # fmt: skip
    body = {"tray": 2, "contract": "3NT", "declarer": "N", "tricks": 9}
    answer = pad(client, "table-pad-save", table(ahead, 1), body)
    assert answer.json()["outcome"] == "saved"


def test_moving_on_reveals_nothing_more(client, ahead):
    """Table 1 (round 2) reads no result of tray 2 (table 2 still plays it) nor of tray 3
    (table 3's 3NT); the public reads no tray: each is still to be played somewhere."""
    data = client.get(reverse("table-pad-state", args=[table(ahead, 1).secret])).json()
    assert [t["number"] for t in data["trays"]] == [2]
    assert contracts(data) == []
    public = Client().get(reverse("traveller", args=[ahead.slug, 1])).content.decode()
    assert "4H" not in visible_text(public).split()
