"""People in a backup: the event's organisers and the trail's authors, known by username.

An author is linked to this site's account of that username when there is one; otherwise the
row keeps the name alone, so the trail says who did it whatever the database.  Organisers are
accounts: the file's ones that exist here, the ones named on the command line, or an account
created for the purpose (with no usable password: its owner sets one before logging in).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.utils import timezone

from said import Said
from tournaments import models as m
from tournaments.backup.schema import (
    CLUB_FIELDS,
    COMPETITION_FIELDS,
    LATER_CLUB_DEFAULTS,
    BackupError,
    checked,
    label,
    record,
)


@dataclass
class Users:
    """Usernames mapped to this site's accounts; the ones it lacks are kept as names."""

    known: dict[str, object] = field(default_factory=dict)
    missing: set[str] = field(default_factory=set)

    def get(self, name, where: str) -> tuple[object | None, str]:
        """The account and the name a row keeps for its author (``None, ""``: nobody, as for
        a table's own phone)."""
        if name is None:
            return None, ""
        name = label(name, where)
        if not name.strip() or len(name) > 150 or "\x00" in name:
            raise BackupError(
                Said("%(where)s: %(name)s is not a username.", where=where, name=repr(name))
            )
        if name not in self.known:
            user = get_user_model().objects.filter(username=name).first()
            if user is None:
                self.missing.add(name)
            self.known[name] = user
        return self.known[name], name


def event_organisers(listed, chosen: list[str], create: list[str]) -> tuple[list, list[str]]:
    """The event's organisers and the file's ones left out: the accounts named on the command
    (``chosen``) and created for it (``create``), or else the file's that exist here."""
    User = get_user_model()
    made = [_new_organiser(name) for name in create]
    if chosen or made:
        accounts = list(User.objects.filter(username__in=chosen))
        unknown = sorted(set(chosen) - {u.get_username() for u in accounts})
        if unknown:
            raise BackupError(
                Said(
                    "No account named %(value)s on this site: create it with --create-organiser NAME.",
                    value=", ".join(unknown),
                )
            )
        return accounts + made, []
    if not isinstance(listed, list) or not all(isinstance(x, str) for x in listed):
        raise BackupError(Said("event.organisers: expected a list of usernames."))
    accounts = list(User.objects.filter(username__in=listed))
    missing = sorted(set(listed) - {u.get_username() for u in accounts})
    if not accounts:
        names = ", ".join(listed) or "none"
        suggest = listed[0] if listed else "NAME"
        raise BackupError(
            Said(
                "None of the event's organisers (%(names)s) has an account here: name one with --organiser USERNAME, or create one with --create-organiser %(suggest)s.",
                names=names,
                suggest=suggest,
            )
        )
    return accounts, missing


def _new_organiser(name):
    """A new account for an organiser, without a usable password."""
    User = get_user_model()
    if not isinstance(name, str):
        raise BackupError(Said("--create-organiser: %(name)s is not a username.", name=repr(name)))
    try:
        User._meta.get_field(User.USERNAME_FIELD).clean(name, None)
    except ValidationError as exc:
        raise BackupError(
            Said("--create-organiser %(name)s: %(value)s", name=name, value=" ".join(exc.messages))
        ) from None
    if User.objects.filter(username=name).exists():
        raise BackupError(
            Said(
                "An account named %(name)s exists already: make it the organiser with --organiser %(name)s.",
                name=name,
            )
        )
    return User.objects.create_user(username=name)


def club_of(raw, organisers: list, *, named: bool) -> m.Club:
    """The club the restored event belongs to: the file's club when it is on this site (made
    from the file when it is not); for a file from before clubs, the club of its organisers,
    or the site's only club, or a new one.  Organisers named or created on the command become
    the club's organisers, so someone can run what was restored."""
    if raw is None:
        club = _club_of_organisers(organisers)
    else:
        given = {**LATER_CLUB_DEFAULTS, **raw} if isinstance(raw, dict) else raw
        row = record(given, CLUB_FIELDS, "event.club")
        club = m.Club.objects.filter(slug=row["slug"]).first()
        if club is None:
            club = checked(m.Club(created_at=timezone.now().isoformat(), **row), "event.club")
            club.save()
    if named:
        for user in organisers:
            m.ClubMember.objects.update_or_create(
                club=club, user=user, defaults={"role": m.Role.ORGANISER}
            )
    return club


def _club_of_organisers(organisers: list) -> m.Club:
    for user in organisers:
        club = m.Club.objects.filter(members__user=user, members__role=m.Role.ORGANISER).first()
        if club is not None:
            return club
    clubs = list(m.Club.objects.all()[:2])
    if len(clubs) == 1:
        return clubs[0]
    return m.Club.objects.get_or_create(slug="club", defaults={"name": "The club"})[0]


def competition_of(raw, club: m.Club) -> m.Competition | None:
    """The competition the event is a section or session of: the club's one of that address
    when it is here, else made from the file."""
    if raw is None:
        return None
    row = record(raw, COMPETITION_FIELDS, "event.competition")
    found = m.Competition.objects.filter(slug=row["slug"]).first()
    if found is not None:
        if found.club_id != club.pk:
            raise BackupError(
                Said(
                    "event.competition: %(row)s here belongs to another club.",
                    row=repr(row["slug"]),
                )
            )
        return found
    competition = checked(
        m.Competition(club=club, created_at=timezone.now().isoformat(), **row),
        "event.competition",
    )
    competition.save()
    return competition
