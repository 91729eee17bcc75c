"""A worker starts without the heavy libraries: the double-dummy solver (endplay, with the
matplotlib it brings), reportlab and numpy are imported when a deal is first analysed, a paper
first drawn or a field first scored (``tournaments.lazy``), not when the site loads its pages.
A worker that only serves pages after a restart is ready in a fraction of the time.

Each case runs Django in a fresh process, as a worker starts."""

from __future__ import annotations

from tests.web.session.served import environment, run_django

HEAVY = ("endplay", "matplotlib", "numpy", "reportlab")

SERVED = """
import sys
from django.core.wsgi import get_wsgi_application
from django.test import Client
from django.urls import reverse

application = get_wsgi_application()
client = Client()
pages = {path: client.get(path).status_code for path in ("/", reverse("login"))}
heavy = sorted({name.split(".")[0] for name in sys.modules} & set(HEAVY))
print(json.dumps({"pages": pages, "heavy": heavy}))
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
    served = run_django(env, f"HEAVY = {HEAVY!r}\n" + SERVED)
    assert served["pages"] == {"/": 200, "/login/": 200}
    assert served["heavy"] == []


def test_a_paper_imports_reportlab_when_it_is_first_drawn(tmp_path):
    env = environment(tmp_path, f"sqlite:///{tmp_path / 'db.sqlite3'}")
    drawn = run_django(env, DRAWN)
    assert drawn == {"before": False, "after": True, "pdf": "%PDF-"}
