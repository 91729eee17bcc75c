from django.apps import AppConfig

# The deploy checks register themselves when imported: the demo's login in production.
from tournaments.demo import login  # noqa: F401


class TournamentsConfig(AppConfig):
    name = "tournaments"
    verbose_name = "Tournaments"
    default_auto_field = "django.db.models.BigAutoField"
