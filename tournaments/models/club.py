"""The club: its people (organisers, scorers and players with accounts) and its players.

A site serves many clubs.  A club owns its events and its players; an account holds a role in
a club (organiser, scorer, player), and what it may see and change follows from that role in
the club of the event or player at hand.
"""

from __future__ import annotations

import functools
import zoneinfo
from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import CheckConstraint, Q, UniqueConstraint
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.models.choices import TextChoices


def language_choices() -> list[tuple[str, str]]:
    """The site's languages (settings.LANGUAGES), each named in its own language."""
    return list(settings.LANGUAGES)


@functools.cache
def time_zone_names() -> tuple[str, ...]:
    """Every IANA time zone this machine knows ("Europe/Amsterdam", ...), sorted."""
    return tuple(sorted(zoneinfo.available_timezones()))


def validate_time_zone(value: str) -> None:
    if value not in time_zone_names():
        raise ValidationError(
            _(
                "%(value)s is not a time zone (write it as Europe/Amsterdam, Australia/Sydney, ...)."
            ),
            params={"value": value},
        )


class Club(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    public_names = models.BooleanField(
        default=True,
        help_text=gettext_lazy(
            "Public pages show players' names; otherwise only pair and player numbers."
        ),
    )
    national_id = models.CharField(
        max_length=20,
        blank=True,
        help_text=gettext_lazy(
            "The national body's number for the club (CLUB_ID_NUMBER in USEBIO files)."
        ),
    )
    season_start = models.PositiveSmallIntegerField(
        default=1,
        validators=[MinValueValidator(1), MaxValueValidator(12)],
        help_text=gettext_lazy("The month the club's season starts (1 January, 9 September, ...)."),
    )
    member_columns = models.JSONField(
        default=dict,
        blank=True,
        help_text=gettext_lazy(
            "The columns of the national body's member list, as the club named them "
            "once: {'number': 'EBU No', 'first': 'Forename', ...}."
        ),
    )
    language = models.CharField(
        max_length=10,
        choices=language_choices,
        default=settings.LANGUAGE_CODE,
        help_text=gettext_lazy(
            "The language of the club's pages, papers and mail for a reader who chose none."
        ),
    )
    time_zone = models.CharField(
        max_length=64,
        default=settings.TIME_ZONE,
        validators=[validate_time_zone],
        help_text=gettext_lazy(
            "The club's time zone (Europe/Amsterdam, ...): its events' times are shown in it."
        ),
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            CheckConstraint(
                condition=Q(season_start__gte=1, season_start__lte=12),
                name="club_season_start_month",
            )
        ]

    def __str__(self) -> str:
        return self.name


def zone_of(club: Club) -> zoneinfo.ZoneInfo:
    """The club's time zone; the site's own for a name this machine no longer knows."""
    try:
        return zoneinfo.ZoneInfo(club.time_zone)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return zoneinfo.ZoneInfo(settings.TIME_ZONE)


@contextmanager
def club_locale(club: Club) -> Iterator[None]:
    """The club's language and time zone for what is written with no reader at hand (the
    results mail, a paper made by a command)."""
    with translation.override(club.language), timezone.override(zone_of(club)):
        yield


class Role(TextChoices):
    """What an account may do in a club.

    Organisers create and run the club's events and keep its players; scorers enter and
    correct results (they cannot remove one, nor set up, publish or finish an event); players
    read what the club shows its members.  A site administrator (a superuser) may do anything.
    """

    ORGANISER = "organiser", gettext_lazy("Organiser")
    SCORER = "scorer", gettext_lazy("Scorer")
    PLAYER = "player", gettext_lazy("Player")


class ClubMember(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="members")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_roles"
    )
    role = models.CharField(max_length=10, choices=Role.choices, default=Role.PLAYER)

    class Meta:
        ordering = ["club", "user"]
        constraints = [UniqueConstraint(fields=["club", "user"], name="club_member_once")]

    def __str__(self) -> str:
        return f"{self.user} ({self.get_role_display()}, {self.club})"


def role_in(club_id: int | None, user) -> str | None:
    """The user's role in a club: "organiser" for a site administrator, the member's role, or
    None for anyone else (one query, none for the anonymous)."""
    if user is None or not getattr(user, "is_authenticated", False):
        return None
    if user.is_superuser:
        return Role.ORGANISER
    found = ClubMember.objects.filter(club_id=club_id, user=user).values_list("role", flat=True)
    return next(iter(found), None)


class Player(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="players")
    name = models.CharField(max_length=120)
    membership_number = models.CharField(max_length=40, blank=True)
    email = models.EmailField(blank=True)
    rating = models.PositiveIntegerField(
        null=True,
        blank=True,
        help_text=gettext_lazy(
            "The number the club strata by: masterpoints, a rating, or a handicap class."
        ),
    )
    national_id = models.CharField(
        max_length=20,
        blank=True,
        help_text=gettext_lazy(
            "The player's number with the national body (EBU, ABF, ...), for results "
            "files and masterpoints."
        ),
    )
    results_by_email = models.BooleanField(
        default=True,
        help_text=gettext_lazy("Send the player's results by e-mail when an event is published."),
    )

    class Meta:
        ordering = ["name"]
        constraints = [
            UniqueConstraint(
                fields=["club", "membership_number"],
                condition=~Q(membership_number=""),
                name="player_membership_number_unique",
            )
        ]

    def __str__(self) -> str:
        return self.name
