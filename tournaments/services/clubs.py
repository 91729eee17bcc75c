"""A club and its people: create it, say whether names are public, give accounts their roles.

Organisers of a club (and site administrators) manage it; a club always keeps at least one
organiser, so it can never be left without someone to run it.
"""

from __future__ import annotations

import secrets

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils.text import slugify

from tournaments import models as m
from tournaments.services.common import DomainError


def _require_club_organiser(club: m.Club, by) -> None:
    if by is None or m.role_in(club.pk, by) != m.Role.ORGANISER:
        raise DomainError(f"Only an organiser of {club.name} can change it.")


@transaction.atomic
def create_club(*, name: str, organiser: str, create_account: bool = False) -> tuple:
    """A new club with its first organiser.  With ``create_account`` a missing account is
    made with a random password, returned (once) so it can be handed over; else the account
    must exist.  Returns (club, password or None)."""
    name = name.strip()
    if not name:
        raise DomainError("The club needs a name.")
    slug = slugify(name)[:80] or "club"
    if m.Club.objects.filter(slug=slug).exists():
        raise DomainError(f"There is a club {slug!r} already.")
    user, password = _account(organiser, create_account)
    club = m.Club.objects.create(name=name, slug=slug)
    m.ClubMember.objects.create(club=club, user=user, role=m.Role.ORGANISER)
    return club, password


def _account(username: str, create: bool):
    users = get_user_model()
    username = username.strip()
    user = users.objects.filter(username=username).first()
    if user is not None:
        return user, None
    if not create:
        raise DomainError(f"There is no account {username!r}: create it first.")
    if not username:
        raise DomainError("Give the account a name.")
    password = secrets.token_urlsafe(12)
    user = users.objects.create_user(username, password=password)
    return user, password


@transaction.atomic
def update_club(
    club: m.Club,
    *,
    by,
    name: str,
    public_names: bool,
    national_id: str | None = None,
    season_start: int | None = None,
) -> m.Club:
    _require_club_organiser(club, by)
    if not name.strip():
        raise DomainError("The club needs a name.")
    club.name, club.public_names = name.strip()[:200], public_names
    if national_id is not None:
        club.national_id = national_id.strip()[:20]
    if season_start is not None:
        if not 1 <= season_start <= 12:
            raise DomainError("The season starts in a month from 1 (January) to 12 (December).")
        club.season_start = season_start
    club.save(update_fields=["name", "public_names", "national_id", "season_start"])
    return club


@transaction.atomic
def set_role(club: m.Club, username: str, role: str, *, by, create_account: bool = False) -> tuple:
    """Give an account a role in the club (adding it to the club if need be).  Returns the
    membership and, for a new account, its one-time password."""
    if by is not None:
        _require_club_organiser(club, by)
    if role not in m.Role.values:
        raise DomainError(f"The role is one of {', '.join(m.Role.values)}, not {role!r}.")
    user, password = _account(username, create_account)
    member, _ = m.ClubMember.objects.select_for_update().get_or_create(club=club, user=user)
    if member.role == m.Role.ORGANISER and role != m.Role.ORGANISER:
        _keep_an_organiser(club, member)
    member.role = role
    member.save(update_fields=["role"])
    return member, password


@transaction.atomic
def remove_member(club: m.Club, username: str, *, by) -> None:
    _require_club_organiser(club, by)
    member = m.ClubMember.objects.filter(club=club, user__username=username).first()
    if member is None:
        raise DomainError(f"{username} is not a member of {club.name}.")
    if member.role == m.Role.ORGANISER:
        _keep_an_organiser(club, member)
    member.delete()


def _keep_an_organiser(club: m.Club, leaving: m.ClubMember) -> None:
    others = m.ClubMember.objects.filter(club=club, role=m.Role.ORGANISER).exclude(pk=leaving.pk)
    if not others.exists():
        raise DomainError(f"{club.name} needs an organiser: name another one first.")


@transaction.atomic
def update_players(club: m.Club, *, by, forms) -> int:
    """Save the club's players as its organisers edited them (model forms already checked):
    all of them, or none.  Returns how many changed."""
    _require_club_organiser(club, by)
    changed = 0
    for form in forms:
        if not form.has_changed():
            continue
        if form.instance.club_id != club.pk:
            raise DomainError("Only the club's own players can be changed here.")
        form.save()
        changed += 1
    return changed
