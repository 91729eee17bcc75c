import logging
import os

from django.conf import settings
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tournaments.settings")
application = get_wsgi_application()

if settings.PRODUCTION and "locmem" in settings.CACHES["default"]["BACKEND"].lower():
    logging.getLogger("tournaments").warning(
        "No shared cache (CACHE_URL is not set): each worker keeps its own pages and counts "
        "wrong table links on its own, so an address may try that many links at each worker."
    )
