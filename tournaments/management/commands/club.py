"""``manage.py club``: clubs and their people, for the site's administrator.

    python manage.py club create "Compass Club" --organiser ada [--create-account]
    python manage.py club role compass-club grace scorer [--create-account]
    python manage.py club list

A new account's password is printed once; a refusal (an unknown club or account, a club left
without an organiser) is a message and exit status 2, with nothing changed.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandParser
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments import models as m
from tournaments.management.base import StrictCommand, StrictParser
from tournaments.services import clubs
from tournaments.services.common import DomainError


class Command(StrictCommand):
    help = gettext_lazy("Create clubs and give accounts their roles in them.")

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True, parser_class=StrictParser)
        create = actions.add_parser("create", help=_("a new club with its first organiser"))
        create.add_argument("name")
        create.add_argument("--organiser", required=True, metavar="USERNAME")
        create.add_argument("--create-account", action="store_true")
        role = actions.add_parser("role", help=_("give an account a role in a club"))
        role.add_argument("club", metavar="CLUB_SLUG")
        role.add_argument("username")
        role.add_argument("role", choices=m.Role.values)
        role.add_argument("--create-account", action="store_true")
        actions.add_parser("list", help=_("every club and its people"))

    def handle(self, *args: Any, action: str, **opts: Any) -> None:
        try:
            getattr(self, f"_{action}")(**opts)
        except DomainError as exc:
            raise self.refuse(str(exc)) from None

    def _create(self, *, name: str, organiser: str, create_account: bool, **_options: Any) -> None:
        club, password = clubs.create_club(
            name=name, organiser=organiser, create_account=create_account
        )
        self.stdout.write(
            _("Club %(name)s (%(slug)s), organiser %(organiser)s.")
            % {"name": club.name, "slug": club.slug, "organiser": organiser}
        )
        self._password(organiser, password)

    def _role(
        self, *, club: str, username: str, role: str, create_account: bool, **_options
    ) -> None:
        found = m.Club.objects.filter(slug=club).first()
        if found is None:
            raise DomainError(_("There is no club %(club)s.") % {"club": repr(club)})
        _member, password = clubs.set_role(
            found, username, role, by=None, create_account=create_account
        )
        self.stdout.write(
            _("%(username)s is %(label)s of %(name)s.")
            % {"username": username, "label": m.Role(role).label.lower(), "name": found.name}
        )
        self._password(username, password)

    def _list(self, **_options: Any) -> None:
        for club in m.Club.objects.prefetch_related("members__user"):
            people = ", ".join(
                f"{x.user.get_username()} ({x.get_role_display()})" for x in club.members.all()
            )
            self.stdout.write(f"{club.slug}: {club.name} · {people or _('nobody')}")

    def _password(self, username: str, password: str | None) -> None:
        if password:
            self.stdout.write(
                _(
                    "New account %(username)s, password %(password)s (shown this once; change it with  "
                    "python manage.py changepassword %(username)s)"
                )
                % {"username": username, "password": password}
            )
