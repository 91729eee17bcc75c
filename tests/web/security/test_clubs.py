"""Clubs kept apart: a club owns its events and players; its organisers run them, its scorers
enter and correct results, its players read what the public reads; contact details are the
club's organisers' alone, and names are public only where the club says so."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import club_named, club_user, example_event, seating_for
from tournaments import models as m
from tournaments import services


@pytest.fixture
def quiet_club(organiser):
    """The Compass Club keeps names off its public pages; its event is published."""
    club = club_named()
    club.public_names = False
    club.save()
    return example_event(organiser)


def test_names_stay_off_the_public_pages_of_a_club_that_says_so(client, quiet_club, organiser):
    slug = quiet_club.slug
    urls = [
        reverse("event", args=[slug]),
        reverse("standings", args=[slug]),
        reverse("score-card", args=[slug, "1NS"]),
        reverse("traveller", args=[slug, 1]),
        reverse("movement", args=[slug]),
        reverse("where-next", args=[slug]) + "?number=1&direction=NS",
    ]
    for url in urls:
        assert "Ada Byron" not in client.get(url).content.decode(), url
    player = m.Player.objects.get(name="Ada Byron")
    assert client.get(reverse("player", args=[player.pk])).status_code == 404
    assert "Ada Byron" not in client.get(reverse("players")).content.decode()
    client.force_login(organiser)
    assert "Ada Byron" in client.get(reverse("standings", args=[slug])).content.decode()


def test_contact_details_are_for_the_clubs_organisers(client, organiser):
    example_event(organiser)
    player = m.Player.objects.get(name="Ada Byron")
    player.email, player.membership_number = "ada@example.org", "EBU 1815"
    player.save()
    page = reverse("player", args=[player.pk])
    assert "ada@example.org" not in client.get(page).content.decode()
    assert "ada@example.org" not in client.get(reverse("players")).content.decode()
    client.force_login(club_user("scorer", role=m.Role.SCORER))
    assert "ada@example.org" not in client.get(page).content.decode()
    client.force_login(organiser)
    assert "ada@example.org" in client.get(page).content.decode()
    assert "EBU 1815" in client.get(reverse("players")).content.decode()


def test_another_clubs_organiser_neither_sees_nor_changes_an_event(client, organiser):
    event = example_event(organiser, published=False)
    rival = club_user("rival", club=club_named("Rival Club"))
    client.force_login(rival)
    for url in (reverse("event", args=[event.slug]), reverse("run", args=[event.slug])):
        assert client.get(url).status_code == 404
    with pytest.raises(services.DomainError):
        services.publish_event(event, by=rival)
    with pytest.raises(services.DomainError, match="Only an organiser of Compass Club"):
        services.create_event(
            by=rival,
            club=club_named(),
            name="Not theirs",
            date=event.date,
            game=m.Game.WHIST,
            form=m.Form.PAIRS,
            movement_kind="mitchell",
            movement_size=3,
            boards_per_round=1,
            scoring_method=m.ScoringMethod.MATCHPOINTS,
        )
    assert "Club night" not in client.get(reverse("dashboard")).content.decode()


def test_a_scorer_enters_and_corrects_but_cannot_remove_or_run(client, organiser):
    event = example_event(organiser, published=False)
    scorer = club_user("scorer", role=m.Role.SCORER)
    seating = seating_for(event, 1, "1NS", "1EW")
    services.record_whist_traveller(
        event, 1, [services.WhistEntry(seating.pk, 9, None)], by=scorer, reason="slip misread"
    )
    assert m.Result.objects.get(tray__event=event, seating=seating).ns_tricks == 9
    result = m.Result.objects.get(tray__event=event, seating=seating)
    with pytest.raises(services.DomainError):
        services.remove_result(result, by=scorer, reason="no")
    with pytest.raises(services.DomainError):
        services.publish_event(event, by=scorer)
    client.force_login(scorer)
    assert client.get(reverse("traveller-entry", args=[event.slug, 1])).status_code == 200
    assert client.get(reverse("run", args=[event.slug])).status_code == 404
    assert client.get(reverse("standings", args=[event.slug])).status_code == 200  # unpublished


def test_a_player_reads_what_the_public_reads(client, organiser):
    event = example_event(organiser, published=False)
    client.force_login(club_user("member", role=m.Role.PLAYER))
    assert client.get(reverse("event", args=[event.slug])).status_code == 404
    assert client.get(reverse("dashboard")).status_code == 200
    assert "Club night" not in client.get(reverse("dashboard")).content.decode()


def test_someone_in_no_club_cannot_create_an_event(client, db):
    from django.contrib.auth import get_user_model

    loner = get_user_model().objects.create(username="loner")
    client.force_login(loner)
    with pytest.raises(services.DomainError, match="organiser of your club"):
        services.create_event(
            by=loner,
            name="Nowhere",
            date=None,
            game=m.Game.WHIST,
            form=m.Form.PAIRS,
            movement_kind="mitchell",
            movement_size=3,
            boards_per_round=1,
            scoring_method=m.ScoringMethod.MATCHPOINTS,
        )


def test_an_organiser_keeps_the_clubs_settings_and_people(client, organiser):
    club = club_named()
    club_user("grace", role=m.Role.PLAYER)
    client.force_login(organiser)
    url = reverse("club", args=[club.slug])
    client.post(url, {"name": "Compass Club", "public_names": ""})
    club.refresh_from_db()
    assert club.public_names is False
    client.post(reverse("club-member", args=[club.slug]), {"username": "grace", "role": "scorer"})
    assert m.ClubMember.objects.get(club=club, user__username="grace").role == m.Role.SCORER
    # the club's last organiser cannot leave it without one
    response = client.post(
        reverse("club-member", args=[club.slug]),
        {"username": "director", "role": "remove"},
        follow=True,
    )
    assert "needs an organiser" in response.content.decode()
    assert m.ClubMember.objects.filter(club=club, role=m.Role.ORGANISER).count() == 1


def test_the_club_page_is_its_organisers_alone(client, organiser):
    club = club_named()
    for user in (club_user("sc", role=m.Role.SCORER), club_user("rv", club=club_named("Rival"))):
        client.force_login(user)
        assert client.get(reverse("club", args=[club.slug])).status_code == 404


def test_the_club_command_makes_a_club_and_gives_roles(db):
    from io import StringIO

    from django.core.management import CommandError, call_command

    out = StringIO()
    call_command(
        "club", "create", "Duplicate Club", "--organiser", "ed", "--create-account", stdout=out
    )
    assert "New account ed, password" in out.getvalue()
    call_command("club", "role", "duplicate-club", "fay", "scorer", "--create-account", stdout=out)
    club = m.Club.objects.get(slug="duplicate-club")
    assert {(x.user.username, x.role) for x in club.members.all()} == {
        ("ed", "organiser"),
        ("fay", "scorer"),
    }
    with pytest.raises(CommandError) as refused:
        call_command("club", "role", "no-such-club", "fay", "scorer")
    assert refused.value.returncode == 2
    with pytest.raises(CommandError) as refused:
        call_command("club", "role", "duplicate-club", "ed", "player")
    assert refused.value.returncode == 2 and "needs an organiser" in str(refused.value)


def test_an_organiser_keeps_the_players_ratings_and_contacts(client, organiser):
    example_event(organiser)
    club = club_named()
    players = list(club.players.order_by("name"))
    data = {"p-TOTAL_FORMS": len(players), "p-INITIAL_FORMS": len(players)}
    for i, p in enumerate(players):
        data |= {f"p-{i}-id": p.pk, f"p-{i}-name": p.name, f"p-{i}-rating": ""}
    first = players[0]
    data |= {"p-0-rating": "650", "p-0-email": "first@example.org"}
    client.force_login(organiser)
    client.post(reverse("club-players", args=[club.slug]), data)
    first.refresh_from_db()
    assert (first.rating, first.email) == (650, "first@example.org")
    data["p-0-email"] = "not an address"
    response = client.post(reverse("club-players", args=[club.slug]), data)
    assert (
        response.status_code == 400 and "Enter a valid email address" in response.content.decode()
    )
    first.refresh_from_db()
    assert first.email == "first@example.org"
