"""Every JSON API with any body at all: the pad's save and answer (whist and bridge), its
state, and a party table's save.  Each answer is a 2xx, or a 4xx with a message and nothing
stored; never a 500, never a traceback, never more than the bound in CPU time."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from tests.builders import make_bridge_mitchell, make_whist_mitchell
from tests.fuzz.checks import FUZZ, example, snapshot, sound, timed
from tests.fuzz.strategies import HOSTILE_WORDS, bodies
from tests.web.entry.test_party_phones import evening, hostess, link  # noqa: F401

PAD = {
    "tray": 1, "round": 1, "ns_tricks": 7, "ew_tricks": 6, "contract": "4S", "declarer": "S",
    "tricks": 10, "lead": "SA", "revoke": 0, "key": "fuzz-0001", "confirmed": True,
    "edit_of": 1, "check": True, "honours": "", "honours_side": "",
}  # fmt: skip
ANSWER = {"result": 1, "answer": "accept"}
PARTY = {
    "points": [5, 2], "tricks": [3, 2], "hearts": {"L1": 4}, "chips": {"L1": 2},
    "in_call": ["L1"], "pool_winner": "L1", "hands": [["L1", 3]], "key": "fuzz-0002",
    "round": 1, "replaces": 1,
}  # fmt: skip


def judged(response, before: dict) -> None:
    """A JSON answer, checked; a refusal stored nothing."""
    body = sound(response)
    if response.status_code >= 400:
        if response.status_code != 429:
            answer = json.loads(body)
            assert answer["message"], body
        assert snapshot() == before


@pytest.fixture(params=["whist", "bridge"])
def playing(request, organiser):
    make = make_whist_mitchell if request.param == "whist" else make_bridge_mitchell
    return make(organiser, tables=3, boards_per_round=2)


@FUZZ
@given(data=st.data())
def test_the_pads_save(client, playing, data):
    secret = playing.tables.get(number=1).secret
    body = data.draw(bodies(PAD), label="body")
    with example():
        before = snapshot()
        url = reverse("table-pad-save", args=[secret])
        judged(timed(client.post, url, body, content_type="application/json"), before)


@FUZZ
@given(data=st.data())
def test_the_pads_answer(client, playing, data):
    secret = playing.tables.get(number=1).secret
    body = data.draw(bodies(ANSWER), label="body")
    with example():
        before = snapshot()
        url = reverse("table-pad-answer", args=[secret])
        judged(timed(client.post, url, body, content_type="application/json"), before)


@FUZZ
@given(query=st.dictionaries(st.sampled_from(["round", "tray", "since", "x"]), HOSTILE_WORDS))
def test_the_pads_state(client, playing, query):
    secret = playing.tables.get(number=1).secret
    with example():
        before = snapshot()
        response = timed(client.get, reverse("table-pad-state", args=[secret]), query)
        sound(response)
        assert response.status_code == 200 and snapshot() == before


@FUZZ
@given(data=st.data())
def test_a_party_tables_save(client, evening, data):  # noqa: F811
    secret = link(evening, 1).secret
    body = data.draw(bodies(PARTY), label="body")
    with example():
        before = snapshot()
        url = reverse("party-table-save", args=[secret])
        judged(timed(client.post, url, body, content_type="application/json"), before)


@FUZZ
@given(body=st.binary(max_size=200), secret=HOSTILE_WORDS)
def test_a_wrong_link_with_any_body(client, body, secret, db):
    secret = secret.replace("/", "").replace("?", "").replace("#", "") or "x"
    with example():
        before = snapshot()
        for name in ("table-pad-save", "party-table-save", "table-pad-answer"):
            response = timed(client.post, f"/t/{'party/' if 'party' in name else ''}{secret}/api/"
                             f"{'answer' if 'answer' in name else 'save'}/", body,
                             content_type="application/json")  # fmt: skip
            assert response.status_code in (404, 429), response.status_code
            sound(response)
        assert snapshot() == before
