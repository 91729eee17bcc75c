"""Every JSON API reads its body within bounds: a 400 with a message, nothing stored.

Found by sending them to the site unauthenticated, with a table's link: ``{"tray": 1e400}``
to the pad's save, arrays nested 100,000 deep, a list where ``"answer"`` expects a word, and
the same on a party table's save, answered 500 (ten in all).
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell
from tests.web.entry.test_party_phones import evening, hostess, link  # noqa: F401
from tests.web.security.stored import state
from tournaments.views.inputs import MOST_BYTES, _depth

DEEP = "[" * 100_000 + "]" * 100_000
RAW_BODIES = {
    "infinite tray": '{"tray": 1e400, "round": 1, "contract": "4S", "declarer": "S", "tricks": 10}',
    "a tray of twenty digits": '{"tray": 99999999999999999999, "round": 1}',
    "a fraction": '{"tray": 1.5, "round": 1}',
    "NaN": '{"tray": NaN}',
    "Infinity": '{"round": -Infinity}',
    "deep arrays": '{"tray": 1, "x": ' + DEEP + "}",
    "deep objects": '{"a":' * 50_000 + "1" + "}" * 50_000,
    "not JSON": "tray=1",
    "a list at the top": "[1, 2, 3]",
    "too large": '{"key": "' + "x" * (MOST_BYTES + 1) + '"}',
    "not UTF-8": b'{"tray": "\xff"}',
}


@pytest.fixture
def bridge(organiser):
    return make_bridge_mitchell(organiser, tables=3, boards_per_round=2)


def _post(client, name, secret, body):
    return client.post(reverse(name, args=[secret]), body, content_type="application/json")


@pytest.mark.parametrize("what", sorted(RAW_BODIES))
@pytest.mark.parametrize("api", ["table-pad-save", "table-pad-answer"])
def test_the_pads_apis_refuse_a_body_out_of_bounds(client, bridge, api, what):
    secret = bridge.tables.get(number=1).secret
    before = state()
    response = _post(client, api, secret, RAW_BODIES[what])
    assert response.status_code == 400, response.content[:200]
    assert response.json()["outcome"] == "refused"
    assert response.json()["message"]
    assert state() == before


@pytest.mark.parametrize(
    "answer", [["accept"], {"accept": 1}, 1, None, True, "ACCEPT", "accept; drop table"]
)
def test_an_answer_that_is_not_a_word_is_refused(client, bridge, answer):
    secret = bridge.tables.get(number=1).secret
    before = state()
    response = _post(client, "table-pad-answer", secret, {"answer": answer, "result": 1})
    assert response.status_code == 400
    assert response.json()["message"] == (
        "Answer accept or disagree, for one of this table's results."
    )
    assert state() == before


@pytest.mark.parametrize("tray", [True, [1], {"n": 1}, "1e3", "", "²", -1, 10**9])
def test_a_tray_that_is_not_a_small_whole_number_is_refused(client, bridge, tray):
    secret = bridge.tables.get(number=1).secret
    body = {"tray": tray, "round": 1, "contract": "4S", "declarer": "S", "tricks": 10}
    response = _post(client, "table-pad-save", secret, body)
    assert response.status_code in (400, 422)
    assert response.json()["outcome"] == "refused"


def test_the_tray_as_its_digits_is_still_read(client, bridge):
    secret = bridge.tables.get(number=1).secret
    tray = bridge.tables.get(number=1).seatings.get(round__number=1).trays.first().number
    body = {"tray": str(tray), "round": 1, "contract": "4S", "declarer": "S", "tricks": 10}
    response = _post(client, "table-pad-save", secret, body)
    assert response.json()["outcome"] == "saved"


@pytest.mark.parametrize("what", sorted(RAW_BODIES))
def test_a_party_tables_save_refuses_a_body_out_of_bounds(client, evening, what):  # noqa: F811
    before = state()
    response = _post(client, "party-table-save", link(evening, 1).secret, RAW_BODIES[what])
    assert response.status_code == 400
    assert response.json()["outcome"] == "refused" and response.json()["message"]
    assert state() == before


def test_depth_counts_brackets_outside_strings_only():
    assert _depth(b"{}") == 1
    assert _depth(b'{"a": [[1], {"b": [2]}]}') == 4
    assert _depth(b'{"a": "[[[[[[[[[[[[\\"]]]"}') == 1  # brackets inside a string, an escaped quote
