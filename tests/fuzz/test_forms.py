"""Every form of the site posted with arbitrary field values, as the club's organiser, its
scorer, a table's device and a stranger: never a 500 or a traceback, a message with every
refusal, nothing stored from a refused form, no request past the CPU bound.

Each example posts every form once (the event is built once per test: building it is the
slow part), each post in its own transaction rolled back after it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz.checks import SWEEP, example, refused, snapshot, sound, timed
from tests.fuzz.forms_sent import OF_THE_EVENT, POSTED, STANDALONE, field_names, standalone_url
from tests.fuzz.strategies import HOSTILE_WORDS
from tests.web.security.role_matrix import JSON_BODIES
from tests.web.security.test_roles import client_for, request_for, world  # noqa: F401
from tournaments import services

ROLES = ("organiser", "scorer", "table", "anonymous")
NAMES = field_names()


def hostile(draw, base: dict) -> dict:
    """``base`` with some of its values replaced and some other fields added, all hostile."""
    data = {key: str(value) for key, value in base.items()}
    for key in draw(st.lists(st.sampled_from(sorted(data)), unique=True)) if data else []:
        data[key] = draw(HOSTILE_WORDS)
    extra = draw(st.dictionaries(st.sampled_from(NAMES), HOSTILE_WORDS, max_size=4))
    return data | extra


def posted(client, url: str, data: dict) -> None:
    with example():
        before = snapshot()
        response = timed(client.post, url, data)
        body = sound(response)
        if refused(response, body):
            assert snapshot() == before, f"{url} refused {data!r} but stored something"


def sweep(world, draw, published: bool) -> None:  # noqa: F811
    if published:
        services.publish_event(world["event"], by=world["users"]["organiser"])
    clients = {role: client_for(role, world) for role in ROLES}
    for key in [*POSTED, *OF_THE_EVENT]:
        if key in JSON_BODIES:
            continue  # tests/fuzz/test_json_apis.py
        role = draw(st.sampled_from(ROLES), label=key)
        url, base = request_for(key, world, role)
        posted(clients[role], url, hostile(draw, base))
    for name in STANDALONE:
        role = draw(st.sampled_from(ROLES), label=name)
        posted(clients[role], standalone_url(name), hostile(draw, {}))


@SWEEP
@given(data=st.data())
def test_every_form_of_an_event_in_play(world, data):  # noqa: F811
    sweep(world, data.draw, published=False)


@SWEEP
@given(data=st.data())
def test_every_form_of_a_published_event(world, data):  # noqa: F811
    sweep(world, data.draw, published=True)
