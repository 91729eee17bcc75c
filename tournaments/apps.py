import gc
import sys
from decimal import Decimal

from django.apps import AppConfig
from django.utils import formats
from django.utils.translation import gettext, ngettext

from said import use_translation

# The deploy checks register themselves when imported: the demo's login in production.
from tournaments.demo import login  # noqa: F401

# What a start makes (the modules, their classes, the models: some 60,000 objects the cycle
# collector tracks) lives as long as the process, so it is moved out of the collector's sight
# (Python's ``gc.freeze``) in two steps: here, when Django reads the applications (Django's
# own modules are loaded by then, the models not yet made: making them would otherwise set
# off a full collection of everything loaded before), and once the applications are ready
# (``TournamentsConfig.ready``).  Later collections, and the process's exit, then walk only
# what came after; objects made later are collected as before.
gc.freeze()

# The youngest generation is collected every 50,000 new objects, not Python's 700.  A request
# that reads a large field (a national simultaneous pairs: some 300,000 objects alive while
# it is scored) otherwise has most of them promoted to the oldest generation, and sets off a
# full collection that walks every scores object this process keeps (``adapters.cached``) on
# nearly every request: 200-500 ms of a 450 ms entry-to-standings on the national field.
# Cycles still die young; the older generations keep Python's own thresholds.
YOUNG_COLLECTION = 50_000

# django-tables2 asks, when it is imported, whether ``django.contrib.postgres.fields`` can be
# imported, only to let its JSONColumn show PostgreSQL's HStoreField; that import loads the
# psycopg driver (about 0.1 s of CPU) into every worker, SQLite's included.  The site has no
# JSONColumn and no HStoreField, so django-tables2 is imported here with that module kept
# out (Python's documented ``sys.modules[name] = None``), and the module is let back in at
# once: PostgreSQL's own backend imports psycopg when the site connects to it.
ASIDE = "django.contrib.postgres.fields"
if ASIDE in sys.modules:
    import django_tables2  # noqa: F401
else:
    sys.modules[ASIDE] = None  # type: ignore[assignment]
    try:
        import django_tables2  # noqa: F401
    finally:
        del sys.modules[ASIDE]


class TablesConfig(AppConfig):
    """django-tables2's application (its templates and template tags), imported as above."""

    name = "django_tables2"
    verbose_name = "django-tables2"
    default = False  # "tournaments" in INSTALLED_APPS still means TournamentsConfig


class TournamentsConfig(AppConfig):
    name = "tournaments"
    verbose_name = "Tournaments"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The pure core's messages are read in the language of the page, paper or command
        # that shows them.
        use_translation(gettext, ngettext, _figure)
        # The start's second step out of the collector's sight (see the top of this
        # module): this is the last application made ready (INSTALLED_APPS names it last).
        gc.freeze()
        _, middle, oldest = gc.get_threshold()
        gc.set_threshold(YOUNG_COLLECTION, middle, oldest)


def _figure(digits: str) -> str:
    """A figure of the pure core's messages with the active language's decimal sign."""
    return formats.number_format(Decimal(digits))
