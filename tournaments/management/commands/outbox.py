"""``manage.py outbox``: send the results mails that are due.

    python manage.py outbox [--until-done]

A publication sends its mails in the background and retries those that fail while the site
runs; this sends what is still due after a restart (or from a timer).  ``--until-done`` stays
until every mail is sent or given up, waiting for each retry.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandParser
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from tournaments import models as m
from tournaments.management.base import StrictCommand
from tournaments.services.mail import deliver_due, deliver_until_done, next_retry


class Command(StrictCommand):
    help = gettext_lazy(
        "Send the results mails that are due (and, with --until-done, every retry)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--until-done", action="store_true", help=_("wait for each retry until none is left")
        )

    def handle(self, *args: Any, until_done: bool, **_options: Any) -> None:
        sent = deliver_until_done() if until_done else deliver_due()
        line = ngettext("Sent %(sent)s results mail.", "Sent %(sent)s results mails.", sent) % {
            "sent": sent
        }
        waiting = m.ResultMail.objects.filter(status=m.MailStatus.FAILED).count()
        when = next_retry()
        if waiting and when is not None:
            line += " " + _("%(waiting)s to be tried again from %(when)s UTC.") % {
                "waiting": waiting,
                "when": f"{when:%H:%M}",
            }
        self.stdout.write(line)
