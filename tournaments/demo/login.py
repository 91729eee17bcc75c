"""The demo's published login, and what keeps it out of a site in production.

``make demo`` gives the demo organiser the password printed in the README, so anyone can
try the site. A database made that way and carried into production would keep a login the
whole world knows. In production (``DJANGO_ENV=production``):

- ``DemoPasswordRefused``, an authentication backend, refuses the published password for
  every account, so the demo account cannot be used there however it arrived;
- ``check --deploy`` reports an error while the demo organiser still has that password,
  with the command that changes it.

The check tries the password on the demo's own account only: a password hash is made to be
slow to test, and every other account was made with a password of its owner's choosing.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core import checks
from django.core.exceptions import PermissionDenied
from django.db import DatabaseError

DEMO_USER = "director"
DEMO_PASSWORD = "compass-whist"


class DemoPasswordRefused:
    """Refuses the demo's published password in production, before any other backend
    looks at it: Django's ``authenticate`` stops at the first backend that raises
    ``PermissionDenied`` and records a failed login."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        if settings.PRODUCTION and password == DEMO_PASSWORD:
            raise PermissionDenied
        return None  # never a user of its own: it has no ``get_user``, so no session names it


@checks.register(checks.Tags.security, deploy=True)
def demo_password_in_production(app_configs=None, **kwargs) -> list[checks.CheckMessage]:
    """An error while the demo organiser keeps its published password in production."""
    if not settings.PRODUCTION:
        return []
    try:
        user = get_user_model().objects.filter(username=DEMO_USER).first()
    except DatabaseError:  # no tables yet: nothing to carry over
        return []
    if user is None or not user.check_password(DEMO_PASSWORD):
        return []
    return [
        checks.Error(
            f"The account {DEMO_USER!r} still has the demo's published password.",
            hint=f"Set another with: python manage.py changepassword {DEMO_USER} "
            "(in production that password is refused at login).",
            id="trays.E001",
        )
    ]
