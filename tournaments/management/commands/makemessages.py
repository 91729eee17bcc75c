"""``makemessages`` that also collects the pure core's messages, written ``Said("...")``
and ``SaidCount("...", "...", n)`` (see ``said``), beside Django's own keywords."""

from django.core.management.commands import makemessages


class Command(makemessages.Command):
    xgettext_options = [
        *makemessages.Command.xgettext_options,
        "--keyword=Said",
        "--keyword=SaidCount:1,2",
    ]
