"""Every query parameter the views read, with hostile values, on every GET address of an
event in play, published, as the public and as its organiser: never a 500 or a traceback,
no request past the CPU bound, and a GET stores nothing."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz.checks import SWEEP, example, snapshot, sound, timed
from tests.fuzz.forms_sent import field_names
from tests.fuzz.strategies import HOSTILE_WORDS
from tests.web.security.role_matrix import MATRIX
from tests.web.security.test_roles import client_for, request_for, world  # noqa: F401
from tournaments import services

# What the views read from the query string (grep request.GET in tournaments/views), the
# paged tables' own (django-tables2), a competition's field page's, and the forms' fields.
PARAMS = sorted(
    {
        "paper", "only", "q", "every", "_export", "since", "round", "edit", "page",
        "per_page", "sort", "session", "section", "find", "x", *field_names(),
    }
)  # fmt: skip
QUERIES = st.dictionaries(
    st.sampled_from(PARAMS),
    st.one_of(HOSTILE_WORDS, st.lists(HOSTILE_WORDS, min_size=2, max_size=3)),
    max_size=5,
)
PAGES = sorted(k for k, (method, *_) in MATRIX.items() if method == "GET")
# A GET that changes a stored value on purpose: the results mail's stop link.
CHANGES = {"mail-stop"}


@SWEEP
@given(data=st.data())
def test_every_query_on_every_page(world, data):  # noqa: F811
    services.publish_event(world["event"], by=world["users"]["organiser"])
    clients = {role: client_for(role, world) for role in ("organiser", "anonymous")}
    papers = [k for k in PAGES if k.startswith("print-paper:")]
    chosen = data.draw(st.lists(st.sampled_from(papers), min_size=1, max_size=2, unique=True))
    for key in [k for k in PAGES if k not in papers] + chosen:
        role = data.draw(st.sampled_from(sorted(clients)), label=key)
        url, _ = request_for(key, world, role)
        query = data.draw(QUERIES, label=f"{key} query")
        with example():
            before = snapshot()
            sound(timed(clients[role].get, url, query))
            if key not in CHANGES:
                assert snapshot() == before, f"GET {url} {query!r} stored something"
