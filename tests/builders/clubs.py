"""Clubs and their people, for tests."""

from __future__ import annotations

from django.contrib.auth import get_user_model

from tournaments import models as m


def club_named(name: str = "Compass Club", *, public_names: bool = True) -> m.Club:
    """The club of that name, made the first time it is asked for."""
    slug = name.lower().replace(" ", "-")
    club, _ = m.Club.objects.get_or_create(
        slug=slug, defaults={"name": name, "public_names": public_names}
    )
    return club


def club_user(
    username: str, *, role: str = m.Role.ORGANISER, club: m.Club | None = None, password=None
):
    """An account with ``role`` in ``club`` (the Compass Club unless told otherwise).  Without
    a password the account logs in only by ``force_login``: hashing one costs a test's time."""
    users = get_user_model()
    user = (
        users.objects.create_user(username, password=password)
        if password
        else users.objects.create(username=username)
    )
    m.ClubMember.objects.create(club=club or club_named(), user=user, role=role)
    return user
