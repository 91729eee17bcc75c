"""What the commands share: argument errors and unknown events end with exit status 2.

A command that names an event by its slug subclasses ``EventCommand`` and calls
``self.event(slug)``; every command's parser turns an argument error into status 2, from the
shell and from ``call_command`` alike.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils.translation import gettext as _

from tournaments import models as m


class StrictParser(CommandParser):
    """Argument errors end with status 2, from the shell (argparse's own exit) and from
    ``call_command`` alike."""

    def error(self, message: str):
        if self.called_from_command_line:
            super().error(message)
        raise CommandError(_("Error: %(message)s") % {"message": message}, returncode=2)


class TranslatedHelp(BaseCommand):
    """A command whose ``help`` is marked for translation (lazily, in the class body): argparse
    reads it as text in the language active when the parser is made."""

    help: str = ""

    def create_parser(self, prog_name: str, subcommand: str, **kwargs: Any) -> CommandParser:
        self.help = str(self.help)
        return super().create_parser(prog_name, subcommand, **kwargs)


class StrictCommand(TranslatedHelp):
    """A command whose argument errors are refusals with status 2."""

    def create_parser(self, prog_name: str, subcommand: str, **kwargs: Any) -> CommandParser:
        parser = super().create_parser(prog_name, subcommand, **kwargs)
        parser.__class__ = StrictParser
        return parser

    def refuse(self, message: str) -> CommandError:
        """The error to raise for input that cannot be used: nothing done, status 2."""
        return CommandError(message, returncode=2)


class EventCommand(StrictCommand):
    """A command about one event, named by its slug (the address in /e/SLUG/)."""

    def event(self, slug: str) -> m.Event:
        event = m.Event.objects.filter(slug=slug).first()
        if event is None:
            raise self.refuse(_("There is no event %(slug)s.") % {"slug": repr(slug)})
        return event
