"""A progressive party's host forms (report, bell, draw, seats by hand, a correction, a new
evening) posted with hostile values in every field the host's page shows, as the hostess and
as a stranger: never a 500, a message with a refusal, nothing stored from a refused form."""

from __future__ import annotations

import re

from django.test import Client
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz.checks import SWEEP, example, refused, snapshot, sound, timed
from tests.fuzz.strategies import HOSTILE_WORDS, NUMBER_WORDS
from tests.web.entry.test_party_phones import evening, hostess  # noqa: F401

POSTED = (
    "progressive-report", "progressive-bell", "progressive-draw", "progressive-by-hand",
    "progressive-stars",
)  # fmt: skip


def page_fields(client, event) -> list[str]:
    page = client.get(reverse("progressive-host", args=[event.slug])).content.decode()
    return sorted(set(re.findall(r'name="([^"]+)"', page)) - {"csrfmiddlewaretoken"})


@SWEEP
@given(data=st.data())
def test_every_form_of_a_party(evening, hostess, data):  # noqa: F811
    clients = {"hostess": Client(), "stranger": Client()}
    clients["hostess"].force_login(hostess)
    names = page_fields(clients["hostess"], evening) + ["table", "round", "next", "via"]
    urls = [reverse(name, args=[evening.slug]) for name in POSTED]
    numbers = data.draw(st.tuples(st.integers(-1, 5), st.integers(-1, 9)), label="correct")
    urls += [
        reverse("progressive-correct", args=[evening.slug, *map(abs, numbers)]),
        reverse("progressive-new"),
    ]
    for url in urls:
        who = data.draw(st.sampled_from(sorted(clients)), label=url)
        sent = data.draw(
            st.dictionaries(st.sampled_from(names), st.one_of(NUMBER_WORDS, HOSTILE_WORDS)),
            label=f"{url} fields",
        )
        sent = {"table": "1", "round": "1"} | sent
        with example():
            before = snapshot()
            response = timed(clients[who].post, url, sent)
            body = sound(response)
            if refused(response, body):
                assert snapshot() == before, f"{url} refused {sent!r} but stored something"
