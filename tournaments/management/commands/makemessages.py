"""``makemessages`` that also collects the pure core's messages, written ``Said("...")``
(see ``said``), beside Django's own keywords."""

from django.core.management.commands import makemessages


class Command(makemessages.Command):
    xgettext_options = [*makemessages.Command.xgettext_options, "--keyword=Said"]
