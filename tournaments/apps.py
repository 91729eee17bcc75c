from decimal import Decimal

from django.apps import AppConfig
from django.utils import formats
from django.utils.translation import gettext, ngettext

from said import use_translation

# The deploy checks register themselves when imported: the demo's login in production.
from tournaments.demo import login  # noqa: F401


class TournamentsConfig(AppConfig):
    name = "tournaments"
    verbose_name = "Tournaments"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The pure core's messages are read in the language of the page, paper or command
        # that shows them.
        use_translation(gettext, ngettext, _figure)


def _figure(digits: str) -> str:
    """A figure of the pure core's messages with the active language's decimal sign."""
    return formats.number_format(Decimal(digits))
