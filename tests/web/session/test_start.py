"""A worker starts without the heavy libraries: the double-dummy solver (endplay, with the
matplotlib it brings), reportlab and numpy are imported when a deal is first analysed, a paper
first drawn or a field first scored (``tournaments.lazy``), not when the site loads its pages.
Nor does it load the code of every page: each view is imported when its address is first
asked for (``lazy.view`` in the URL configuration), so the front page after a restart loads
neither the scoring, the movements' builders, the papers nor the services; and on SQLite
the PostgreSQL driver stays out (django-tables2 is imported without it, ``tournaments.apps``).
What the start made is then moved out of the cycle collector's sight (``gc.freeze``).

The cases about a start run Django in a fresh process, as a worker starts; the walk through
the URL configuration runs in the suite's own process."""

from __future__ import annotations

import inspect

import pytest
from django.test import Client
from django.urls import URLPattern, get_resolver, resolve, reverse

from tests.web.session.served import environment, run_django
from tournaments.lazy import LazyView

HEAVY = ("endplay", "matplotlib", "numpy", "reportlab", "psycopg")
# Our own modules a first page has no use for: a scoring method, the reading of a result (the
# results filters every template loads import it when a result is first written out), the
# movements' builders, the papers and their drawing, the standings, the services that write,
# the forms of the pages that write, the event pages themselves.
OURS = (
    "tournaments.scoring.matchpoints",
    "tournaments.scoring.entry",
    "tournaments.scoring.adjustments",
    "tournaments.scoring.imp_pairs",
    "tournaments.scoring.teams",
    "movements.mitchell",
    "movements.howell",
    "tournaments.papers",
    "tournaments.printing.renderers",
    "tournaments.standings.scores",
    "tournaments.services.events",
    "tournaments.services.results",
    "tournaments.forms",
    "tournaments.views.public",
    "tournaments.views.pad",
)

SERVED = """
import sys
from django.core.wsgi import get_wsgi_application
from django.test import Client
from django.urls import reverse

application = get_wsgi_application()
client = Client()
pages = {path: client.get(path).status_code for path in ("/", reverse("login"))}
heavy = sorted({name.split(".")[0] for name in sys.modules} & set(HEAVY))
ours = sorted(set(sys.modules) & set(OURS))
print(json.dumps({"pages": pages, "heavy": heavy, "ours": ours}))
"""

DRAWN = """
import sys
from tournaments.printing import registry
from tournaments.printing.data import EventInfo, TableSign

before = "reportlab" in sys.modules
pdf = registry.PAPERS["table-signs"].draw(
    EventInfo("Party", "1 May 1900", "The Club"), [TableSign(1, "Head table")]
)
print(json.dumps({"before": before, "after": "reportlab" in sys.modules, "pdf": pdf[:5].decode()}))
"""


def test_the_first_pages_load_none_of_the_heavy_libraries(tmp_path):
    env = environment(tmp_path, f"sqlite:///{tmp_path / 'db.sqlite3'}")
    run_django(env, "from django.core.management import call_command\n"
               "call_command('migrate', verbosity=0)\nprint(json.dumps(True))")  # fmt: skip
    served = run_django(env, f"HEAVY = {HEAVY!r}\nOURS = {OURS!r}\n" + SERVED)
    assert served["pages"] == {"/": 200, "/login/": 200}
    assert served["heavy"] == []
    assert served["ours"] == []


WATCHED = """
import gc

full = []  # the full collections (of the oldest generation) since the process began
gc.callbacks.append(lambda phase, info: phase == "stop" and info["generation"] == 2 and full.append(1))
"""

FROZEN = """
full_at_start = len(full)
import weakref
from tournaments.models import Event

class Ring:
    pass

ring = Ring()
ring.me = ring  # a cycle made after the start, which only the collector can free
gone = weakref.ref(ring)
del ring
gc.collect()
walked = any(o is Event for o in gc.get_objects())
print(json.dumps({"full": full_at_start, "enabled": gc.isenabled(), "walked": walked,
                  "freed": gone() is None}))
"""


def test_what_the_start_made_is_out_of_the_collectors_sight(tmp_path):
    """The start makes the models without a full collection of what Django loaded before
    them; after it the model classes (and everything else made then) are no longer among the
    objects the cycle collector walks; the collector still runs, and frees a cycle made after
    the start."""
    env = environment(tmp_path, f"sqlite:///{tmp_path / 'db.sqlite3'}")
    frozen = run_django(env, FROZEN, before=WATCHED)
    assert frozen == {"full": 0, "enabled": True, "walked": False, "freed": True}


LARGE_REQUEST = """
class Line:  # one pair's line of a large field: an object the collector tracks
    pass

full_before = len(full)
alive = [Line() for _ in range(200_000)]  # a national field's objects, alive while it is read
del alive
print(json.dumps({"full": len(full) - full_before}))
"""


def test_a_large_fields_request_sets_off_no_full_collection(tmp_path):
    """Reading a national field makes some 200,000 objects that live while it is scored
    (docs/PERFORMANCE.md, "A national simultaneous field"); with Python's young threshold of
    700 most are promoted and a full collection walks everything the process keeps.  After the
    start a worker collects its young objects less often, and such a request sets off none."""
    env = environment(tmp_path, f"sqlite:///{tmp_path / 'db.sqlite3'}")
    assert run_django(env, LARGE_REQUEST, before=WATCHED) == {"full": 0}


LOADED = """
import sys
from django.test import Client

client = Client()
before = "tournaments.views.public" in sys.modules
code = client.get("/e/no-such-event/").status_code
print(json.dumps({"before": before, "code": code, "after": "tournaments.views.public" in sys.modules}))
"""


def test_an_event_page_loads_its_view_when_its_address_is_first_asked_for(tmp_path):
    env = environment(tmp_path, f"sqlite:///{tmp_path / 'db.sqlite3'}")
    run_django(env, "from django.core.management import call_command\n"
               "call_command('migrate', verbosity=0)\nprint(json.dumps(True))")  # fmt: skip
    assert run_django(env, LOADED) == {"before": False, "code": 404, "after": True}


def test_a_paper_imports_reportlab_when_it_is_first_drawn(tmp_path):
    env = environment(tmp_path, f"sqlite:///{tmp_path / 'db.sqlite3'}")
    drawn = run_django(env, DRAWN)
    assert drawn == {"before": False, "after": True, "pdf": "%PDF-"}


def _patterns(patterns):
    """Every named address of the site's own URL configuration (the admin's, under its own
    resolver, is Django's)."""
    for entry in patterns:
        if isinstance(entry, URLPattern) and entry.name:
            yield entry.name, entry


SAMPLE = {"slug": "an-event", "str": "x7", "int": 3, "path": "a/b"}


def _sample(pattern: URLPattern) -> dict:
    """A value for each part of the address its converter accepts."""
    names = {
        "SlugConverter": "slug",
        "StringConverter": "str",
        "IntConverter": "int",
        "PathConverter": "path",
    }
    return {
        key: SAMPLE[names[type(converter).__name__]]
        for key, converter in pattern.pattern.converters.items()
    }


def test_every_address_reverses_and_answers_with_its_own_view():
    """``reverse()`` works from the patterns alone; each address resolves back to the view
    named for it.  The site's own pages are all named lazily (Django's login and logout
    views are Django's, imported with it)."""
    patterns = dict(_patterns(get_resolver().url_patterns))
    ours = {name for name, p in patterns.items() if isinstance(p.callback, LazyView)}
    assert "home" in ours and "table-pad-save" in ours and "progressive-table-qr" in ours
    for name, pattern in patterns.items():
        address = reverse(name, kwargs=_sample(pattern))
        assert resolve(address).func is pattern.callback, name


def test_every_lazy_view_imports_and_is_a_plain_function():
    """Each view the URL configuration names exists, and is a function (a class-based view's
    ``view_class`` is read while the patterns load, which a lazy view cannot answer)."""
    lazy = [p.callback for _name, p in _patterns(get_resolver().url_patterns)]
    lazy = [v for v in lazy if isinstance(v, LazyView)]
    assert len(lazy) > 100
    for view in lazy:
        real = view.loaded()
        assert inspect.isfunction(real), view.dotted
        assert not hasattr(real, "view_class"), view.dotted
        assert f"{real.__module__}.{real.__name__}" == view.dotted


def test_the_views_exempt_from_the_form_token_stay_exempt():
    """The scoring pad's posts carry no form token (the table's secret in the address is its
    key: ``tournaments/views/pad.py`` and the party's ``progressive/guests.py`` mark them
    ``csrf_exempt``), and the language switch carries none (``urls.py``).  Read from those
    decorators, not from the code under test."""
    exempt = {
        name
        for name, p in _patterns(get_resolver().url_patterns)
        if getattr(p.callback, "csrf_exempt", False)
    }
    assert exempt == {
        "party-table-save",
        "table-pad-save",
        "table-pad-answer",
        "table-pad-call",
        "table-pad-players",
        "set_language",
    }


@pytest.mark.django_db
def test_a_pad_post_without_a_form_token_is_not_refused_for_it():
    """With the form token enforced, a post to an unknown table's pad is answered as an
    unknown table (404), not refused for a missing token (403): the lazy view's exemption
    reaches Django's check.  A page that needs the token still refuses without it."""
    client = Client(enforce_csrf_checks=True)
    assert client.post("/t/no-such-secret/api/save/", {}).status_code == 404
    assert client.post(reverse("event-create"), {}).status_code == 403
