"""A club and its people: create it, say whether names are public, give accounts their roles.

Organisers of a club (and site administrators) manage it; a club always keeps at least one
organiser, so it can never be left without someone to run it.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils.text import slugify
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.exchange import members
from tournaments.services.common import DomainError


def _require_club_organiser(club: m.Club, by) -> None:
    if by is None or m.role_in(club.pk, by) != m.Role.ORGANISER:
        raise DomainError(_("Only an organiser of %(name)s can change it.") % {"name": club.name})


@transaction.atomic
def create_club(*, name: str, organiser: str, create_account: bool = False) -> tuple:
    """A new club with its first organiser.  With ``create_account`` a missing account is
    made with a random password, returned (once) so it can be handed over; else the account
    must exist.  Returns (club, password or None)."""
    name = name.strip()
    if not name:
        raise DomainError(_("The club needs a name."))
    slug = slugify(name)[:80] or "club"
    if m.Club.objects.filter(slug=slug).exists():
        raise DomainError(_("There is a club %(slug)s already.") % {"slug": repr(slug)})
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
        raise DomainError(
            _("There is no account %(username)s: create it first.") % {"username": repr(username)}
        )
    if not username:
        raise DomainError(_("Give the account a name."))
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
    language: str | None = None,
    time_zone: str | None = None,
) -> m.Club:
    _require_club_organiser(club, by)
    if not name.strip():
        raise DomainError(_("The club needs a name."))
    club.name, club.public_names = name.strip()[:200], public_names
    if national_id is not None:
        club.national_id = national_id.strip()[:20]
    if season_start is not None:
        if not 1 <= season_start <= 12:
            raise DomainError(_("The season starts in a month from 1 (January) to 12 (December)."))
        club.season_start = season_start
    if language:
        if language not in dict(m.language_choices()):
            raise DomainError(
                _("The site does not speak %(language)s.") % {"language": repr(language)}
            )
        club.language = language
    if time_zone:
        if time_zone not in m.time_zone_names():
            raise DomainError(
                _("%(time_zone)s is not a time zone (Europe/Amsterdam, ...).")
                % {"time_zone": repr(time_zone)}
            )
        club.time_zone = time_zone
    club.save(
        update_fields=[
            "name",
            "public_names",
            "national_id",
            "season_start",
            "language",
            "time_zone",
        ]
    )
    return club


@transaction.atomic
def set_role(club: m.Club, username: str, role: str, *, by, create_account: bool = False) -> tuple:
    """Give an account a role in the club (adding it to the club if need be).  Returns the
    membership and, for a new account, its one-time password."""
    if by is not None:
        _require_club_organiser(club, by)
    if role not in m.Role.values:
        raise DomainError(
            _("The role is one of %(values)s, not %(role)s.")
            % {"values": ", ".join(m.Role.values), "role": repr(role)}
        )
    user, password = _account(username, create_account)
    member, _created = m.ClubMember.objects.select_for_update().get_or_create(club=club, user=user)
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
        raise DomainError(
            _("%(username)s is not a member of %(name)s.")
            % {"username": username, "name": club.name}
        )
    if member.role == m.Role.ORGANISER:
        _keep_an_organiser(club, member)
    member.delete()


def _keep_an_organiser(club: m.Club, leaving: m.ClubMember) -> None:
    others = m.ClubMember.objects.filter(club=club, role=m.Role.ORGANISER).exclude(pk=leaving.pk)
    if not others.exists():
        raise DomainError(
            _("%(name)s needs an organiser: name another one first.") % {"name": club.name}
        )


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
            raise DomainError(_("Only the club's own players can be changed here."))
        form.save()
        changed += 1
    return changed


# -- the national body's member list -----------------------------------------------------------


@dataclass(frozen=True)
class MemberImport:
    """What an import of the member list did: the members added, those whose name or e-mail
    changed (or whose number was added to a player the club had by name), how many were as
    they were, the club's numbered players the file does not list (kept: they may have let
    their membership lapse), and the file's bad lines, of which nothing was kept."""

    columns: members.Columns
    new: tuple[str, ...]
    changed: tuple[str, ...]
    same: int
    unmatched: tuple[str, ...]
    bad: tuple[members.BadLine, ...]


@transaction.atomic
def import_members(
    club: m.Club,
    text: str,
    *,
    by,
    columns: dict[str, str] | None = None,
    whole_file: bool = False,
) -> MemberImport:
    """Bring the club's players up to date from the national body's member list (its CSV
    export): a member is matched by number, never made twice; a player the club had by name
    only takes the number.  ``columns`` names the file's columns where they are not the
    usual ones (``exchange.members``); the club keeps them for its next file.  ``by`` is None
    for the site's administrator (the ``members`` command).  With ``whole_file`` a file with
    a bad line is refused whole (the message names every bad line), nothing stored."""
    if by is not None:
        _require_club_organiser(club, by)
    try:
        found = members.find_columns(members.headers_of(text), columns or club.member_columns)
        listed = members.read_members(text, found)
    except members.MemberListError as exc:
        raise DomainError(str(exc)) from exc
    if whole_file and listed.bad:
        lines = "; ".join(
            _("line %(line)s: %(reason)s") % {"line": b.line, "reason": b.reason}
            for b in listed.bad
        )
        raise DomainError(
            _("Nothing was imported: the file has bad lines (%(lines)s).") % {"lines": lines}
        )
    players = list(m.Player.objects.select_for_update().filter(club=club))
    by_number = {p.national_id: p for p in players if p.national_id}
    by_name: dict[str, list[m.Player]] = {}
    for p in players:
        if not p.national_id:
            by_name.setdefault(p.name.casefold(), []).append(p)
    new, changed, same = [], [], 0
    for member in listed.members:
        player = by_number.get(member.number)
        if player is None:
            named = by_name.get(member.name.casefold(), [])
            player = named.pop(0) if len(named) == 1 else None
        if player is None:
            m.Player.objects.create(
                club=club, name=member.name, national_id=member.number, email=member.email
            )
            new.append(f"{member.number} {member.name}")
            continue
        fields = {"name": member.name, "national_id": member.number}
        if member.email:
            fields["email"] = member.email
        edits = {k: v for k, v in fields.items() if getattr(player, k) != v}
        if not edits:
            same += 1
            continue
        for key, value in edits.items():
            setattr(player, key, value)
        player.save(update_fields=list(edits))
        changed.append(f"{member.number} {member.name}")
    numbers = {member.number for member in listed.members}
    unmatched = tuple(
        f"{p.national_id} {p.name}"
        for p in players
        if p.national_id and p.national_id not in numbers
    )
    club.member_columns = found.as_dict()
    club.save(update_fields=["member_columns"])
    return MemberImport(found, tuple(new), tuple(changed), same, unmatched, listed.bad)
