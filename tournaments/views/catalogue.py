"""The scripts' messages in one of the site's languages: Django's JavaScript catalogue, at an
address that names the language (``/jsi18n/nl/``).  The language is in the address, not
taken from the reader's cookie, so a page asks for the catalogue of the language it was
written in (a club's default included), and the tables' service worker keeps each language's
copy under its own address for a reload offline."""

from __future__ import annotations

from django.conf import settings
from django.http import Http404
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_GET
from django.views.i18n import JavaScriptCatalog

CATALOGUE = JavaScriptCatalog.as_view()
LANGUAGES = {code for code, _name in settings.LANGUAGES}


@require_GET
@cache_control(max_age=600)
def javascript_catalogue(request, language: str):
    if language not in LANGUAGES:
        raise Http404(_("No such language."))
    with translation.override(language):
        return CATALOGUE(request)
