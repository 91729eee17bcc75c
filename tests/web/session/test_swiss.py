"""Swiss teams on the site: matches drawn by the director from the VPs so far, by hand when the
director says so, scored in VPs with byes; the desk's controls and their refusals.

Every match here is made to end 20-0 or 10-10 on the WBF scale, so the VPs are worked by
hand: a two-tray match whose home side makes 3NT at one table while the visitors' North goes
five down in 3NT at the other wins each tray by 650 or more (12 IMPs or more), 24 IMPs or more
in all, beyond the 2-board blitz of 15 x sqrt(2) = 21.2 IMPs (WBF 2013 scale): 20.00-0.00.
The same contract and tricks at both tables is 0 IMPs: 10.00-10.00.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from movements import swiss
from tests.builders import club_user, make_team_event
from tests.builders.teams import team_bridge
from tournaments import models as m
from tournaments import services
from tournaments.adapters import movements as movement_rows
from tournaments.services import swiss as swiss_services
from tournaments.standings import scores_for

HOME, AWAY, TIE = "home", "away", "tie"


@pytest.fixture
def twelve(organiser):
    return make_team_event(
        organiser, kind="swiss-teams", size=12, game=m.Game.BRIDGE, boards_per_round=1
    )


def current_draw(event: m.Event) -> swiss.Draw:
    event.refresh_from_db()
    return swiss.drawn(movement_rows.generated_movement(event))[-1]


def play_match(event: m.Event, by, outcomes: dict[tuple[str, str], str]) -> None:
    """Every tray of the latest match, each match ending as ``outcomes`` says (home wins by
    default)."""
    number = len(swiss.drawn(movement_rows.generated_movement(event)))
    trays = (2 * number - 1, 2 * number)
    for home, away in current_draw(event).matches:
        outcome = outcomes.get((home, away), HOME)
        home_tricks = 4 if outcome == AWAY else 9
        away_tricks = 4 if outcome == HOME else 9
        for tray in trays:
            team_bridge(event, by, tray, home, away, "3NT", "N", home_tricks)
            team_bridge(event, by, tray, away, home, "3NT", "N", away_tricks)
    event.refresh_from_db()


def play_whole_match(event, by, outcomes=None):
    """Results of both rounds of the latest match (the exchange round called between)."""
    event.refresh_from_db()
    number = len(swiss.drawn(movement_rows.generated_movement(event)))
    if event.current_round == 2 * number - 1:
        services.advance_round(event, by=by)
    play_match(event, by, outcomes or {})


def vps(event) -> dict[str, Decimal]:
    return {row.team.label: row.vps for row in scores_for(event).standings}


def test_match_two_is_drawn_from_match_one_by_hand_worked_vps(twelve, organiser):
    assert current_draw(twelve).matches == (
        ("a", "g"), ("b", "h"), ("c", "i"), ("d", "j"), ("e", "k"), ("f", "l"),
    )  # fmt: skip
    play_whole_match(
        twelve, organiser, {("b", "h"): AWAY, ("c", "i"): TIE, ("e", "k"): AWAY, ("f", "l"): TIE}
    )
    got = vps(twelve)
    assert {t: got[t] for t in "adhk"} == {t: Decimal("20.00") for t in "adhk"}
    assert {t: got[t] for t in "cfil"} == {t: Decimal("10.00") for t in "cfil"}
    assert {t: got[t] for t in "begj"} == {t: Decimal("0.00") for t in "begj"}
    draw = swiss_services.draw_next_match(twelve, by=organiser)
    # Ranked a d h k (20), c f i l (10), b e g j (0), ties by seeding; nobody has met.
    assert draw.matches == (
        ("a", "d"), ("h", "k"), ("c", "f"), ("i", "l"), ("b", "e"), ("g", "j"),
    )  # fmt: skip
    twelve.refresh_from_db()
    assert twelve.current_round == 3
    seating = m.Seating.objects.get(round__event=twelve, round__number=3, table__number=1)
    assert (seating.ns.label, seating.ew.label) == ("a.NS", "d.EW")
    assert [t.number for t in seating.trays.all()] == [3]
    assert twelve.log.filter(action="draw", text__startswith="Match 2 drawn: team a v team d")


def test_six_matches_never_repeat_and_sum_the_vps(twelve, organiser):
    for number in range(1, 7):
        # The earlier team in the alphabet wins every match: a ladder the draw must follow.
        play_whole_match(twelve, organiser)
        if number < 6:
            swiss_services.draw_next_match(twelve, by=organiser)
    draws = swiss.drawn(movement_rows.generated_movement(twelve))
    assert len(draws) == 6
    seen = [frozenset(p) for d in draws for p in d.matches]
    assert len(seen) == len(set(seen)) == 36
    got = vps(twelve)
    # Each team's VPs are 20 a match won: a won all six, l none.
    won = {t: sum(1 for d in draws for h, _a in d.matches if h == t) for t in "abcdefghijkl"}
    assert got == {t: Decimal(20 * won[t]).quantize(Decimal("0.01")) for t in won}
    assert got["a"] == Decimal("120.00")
    services.finish_event(twelve, by=organiser)


def test_top_two_step_apart_only_when_they_have_met(twelve, organiser):
    play_whole_match(twelve, organiser)  # a b c d e f win: 20 each
    swiss_services.draw_next_match(twelve, by=organiser)
    # Match 2: a v b, c v d, e v f, g v h, i v j, k v l; a, c, e win again.
    assert current_draw(twelve).matches[0] == ("a", "b")
    play_whole_match(twelve, organiser)
    draw = swiss_services.draw_next_match(twelve, by=organiser)
    # After two matches: a c e 40; b d f g i k 20 (g i k beat h j l); h j l 0.
    # a has met g and b: a v c; then e, who met k and f, plays b; d v f; g v i; k v h;
    # j v l.  Worked by the rule: e's highest unmet is b.
    assert draw.matches == (
        ("a", "c"), ("e", "b"), ("d", "f"), ("g", "i"), ("k", "h"), ("j", "l"),
    )  # fmt: skip


def test_the_draw_waits_for_every_result_and_the_exchange_round(twelve, organiser):
    with pytest.raises(services.DomainError, match="call round 2 first"):
        swiss_services.draw_next_match(twelve, by=organiser)
    services.advance_round(twelve, by=organiser)
    team_bridge(twelve, organiser, 1, "a", "g", "3NT", "N", 9)
    with pytest.raises(services.DomainError, match="waiting for table 2 \\(round 1\\)"):
        swiss_services.draw_next_match(twelve, by=organiser)
    with pytest.raises(services.DomainError, match="draw match 2 once its results are in"):
        services.advance_round(twelve, by=organiser)
    assert len(swiss.drawn(movement_rows.generated_movement(twelve))) == 1


def test_a_hand_draw_replaces_the_match_until_a_result_is_in(twelve, organiser):
    matches = [("a", "h"), ("b", "g"), ("c", "i"), ("d", "j"), ("e", "k"), ("f", "l")]
    swiss_services.set_draw(twelve, matches, by=organiser)
    seating = m.Seating.objects.get(round__event=twelve, round__number=2, table__number=2)
    assert (seating.ns.label, seating.ew.label) == ("h.NS", "a.EW")
    assert twelve.log.filter(text__startswith="Match 1 drawn by hand: team a v team h").exists()
    team_bridge(twelve, organiser, 1, "a", "h", "3NT", "N", 9)
    with pytest.raises(services.DomainError, match="has results already"):
        swiss_services.set_draw(twelve, matches[::-1], by=organiser)


def test_a_hand_draw_refuses_a_repeat_unless_allowed(twelve, organiser):
    play_whole_match(twelve, organiser)
    swiss_services.draw_next_match(twelve, by=organiser)
    again = [("a", "g"), ("b", "c"), ("d", "e"), ("f", "h"), ("i", "j"), ("k", "l")]
    with pytest.raises(services.DomainError, match="team a and team g have met already"):
        swiss_services.set_draw(twelve, again, by=organiser)
    swiss_services.set_draw(twelve, again, by=organiser, allow_repeat=True)
    assert current_draw(twelve).matches[0] == ("a", "g")


def test_an_odd_field_gives_the_bye_its_vps(organiser):
    event = make_team_event(
        organiser, kind="swiss-teams", size=5, game=m.Game.BRIDGE, boards_per_round=1
    )
    assert current_draw(event).bye == "e"
    play_whole_match(event, organiser)  # a beats c, b beats d
    got = vps(event)
    assert got["e"] == Decimal("12.00")  # the bye's stated 12 VPs
    assert [row.team.label for row in scores_for(event).standings][:3] == ["a", "b", "e"]
    draw = swiss_services.draw_next_match(event, by=organiser)
    # Ranked a b (20), e (12), c d (0): the bye goes to d, the lowest without one; a v b,
    # e v c.
    assert draw.bye == "d"
    assert draw.matches == (("a", "b"), ("e", "c"))


def test_desk_shows_the_draw_and_its_controls(client, twelve, organiser):
    client.force_login(organiser)
    page = client.get(reverse("run", args=[twelve.slug])).content.decode()
    assert "Swiss: match 1 of 6" in page
    assert "Change match 1&#x27;s draw by hand" in page or "Change match 1's draw" in page
    services.advance_round(twelve, by=organiser)
    play_match(twelve, organiser, {})
    page = client.get(reverse("run", args=[twelve.slug])).content.decode()
    assert "Draw match 2" in page
    twelve.refresh_from_db()
    before = (m.Seating.objects.count(), twelve.movement_options)
    asked = client.post(reverse("run-swiss-draw", args=[twelve.slug])).content.decode()
    assert "Draw the next match?" in asked
    twelve.refresh_from_db()
    assert (m.Seating.objects.count(), twelve.movement_options) == before  # nothing drawn yet
    confirmed = {"confirmed": "yes"}
    response = client.post(reverse("run-swiss-draw", args=[twelve.slug]), confirmed, follow=True)
    assert "The next match is drawn" in response.content.decode()
    assert "Swiss: match 2 of 6" in response.content.decode()
    form = {f"home-{k}": h for k, (h, _a) in enumerate(current_draw(twelve).matches, 1)}
    form |= {f"away-{k}": h for k, (h, _a) in enumerate(current_draw(twelve).matches, 1)}
    response = client.post(reverse("run-swiss-set", args=[twelve.slug]), form, follow=True)
    assert "cannot play itself" in response.content.decode()


@pytest.mark.parametrize("who", ["rival", "scorer", "anonymous"])
def test_only_the_clubs_organiser_draws(client, twelve, organiser, other_organiser, who):
    services.advance_round(twelve, by=organiser)
    play_match(twelve, organiser, {})
    if who == "rival":
        client.force_login(other_organiser)
    elif who == "scorer":
        client.force_login(club_user("scorer", role=m.Role.SCORER))
    before = (twelve.movement_options, m.Seating.objects.count(), twelve.current_round)
    response = client.post(reverse("run-swiss-draw", args=[twelve.slug]))
    assert response.status_code in (302, 403, 404)
    if response.status_code == 302:
        assert "/login/" in response["Location"]
    twelve.refresh_from_db()
    assert (twelve.movement_options, m.Seating.objects.count(), twelve.current_round) == before


def test_a_swiss_on_the_wbf_discrete_scale_draws_from_whole_vps(client, organiser):
    """The WBF's discrete scale for 2 boards (blitz 21.2): 0 IMPs 10-10, 20 IMPs or more
    20-0.  A won match here is 24 IMPs or more, so 20-0; a tie 10-10, in whole VPs."""
    event = make_team_event(
        organiser,
        kind="swiss-teams",
        size=4,
        game=m.Game.BRIDGE,
        boards_per_round=1,
        vp_scale="wbf-discrete",
    )
    assert current_draw(event).matches == (("a", "c"), ("b", "d"))
    play_whole_match(event, organiser, {("b", "d"): TIE})
    assert vps(event) == {"a": 20, "b": 10, "d": 10, "c": 0}
    assert swiss_services.draw_next_match(event, by=organiser).matches == (("a", "b"), ("d", "c"))
    client.force_login(organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "converted to victory points on the WBF discrete 20-point scale" in page
