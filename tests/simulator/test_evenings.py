"""Whole random evenings, played through the services and the tables' phones, then every page,
paper and export read back and compared (see ``invariants``).

``TRAYS_SIMULATOR=soak`` (``make soak``) plays many more evenings than the suite's bounded,
reproducible run."""

from __future__ import annotations

import os
import sys

import pytest
from django.core.cache import cache
from django.db import transaction
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.simulator import outputs, undo, venue  # noqa: F401 (they register their actions)
from tests.simulator.actions import ACTIONS, possible
from tests.simulator.model import KINDS, SHAPES, start_evening
from tests.simulator.room import RoomTime, deal_on_the_pad, room_time
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached

PROFILE_NAME = os.environ.get("TRAYS_SIMULATOR", "ci")
PROFILE = settings.get_profile(f"simulator-{PROFILE_NAME}")
LOOKING = PROFILE_NAME == "look"
EVENINGS = {"n": 0}


class Fault(AssertionError):
    """An invariant an evening broke."""


# One class a kind of fault, so that hypothesis shrinks an evening for each kind on its own.
FAULTS = {k: type(k.title().replace(" ", ""), (Fault,), {}) for k in (*KINDS, "other")}


def play(data) -> list[str]:
    EVENINGS["n"] += 1
    cache.clear()
    cached.forget()
    shape = data.draw(st.sampled_from(SHAPES), label="shape")
    ev = start_evening(shape, EVENINGS["n"])
    if data.draw(st.booleans(), label="deal on the pad"):
        deal_on_the_pad(ev)
    ev.time = RoomTime()
    with room_time(ev):
        for _ in range(data.draw(st.integers(3, 16), label="actions")):
            choices = possible(ev)
            if not choices:
                break
            ACTIONS[data.draw(st.sampled_from(choices), label="action")].run(ev, data)
        outputs.during_play(ev)
        if ev.refresh().status == m.Status.PLAYING:
            services.finish_event(ev.event, by=ev.director)
            ev.note("finished")
        outputs.after_finish(ev)
    return ev.faults


@pytest.mark.django_db
@settings(PROFILE)
@given(data=st.data())
def test_an_evening_keeps_every_invariant(data):
    with transaction.atomic():
        faults = play(data)
        transaction.set_rollback(True)
    if LOOKING and faults:  # print every evening's faults and go on to the next evening
        print("\nEVENING FAULTS:\n" + "\n".join(faults), file=sys.stderr)
        return
    if faults:  # the most serious kind first: the failure is named after it
        order = [k for k in (*KINDS, "other") for f in faults if f.startswith(f"[{k}]")]
        faults = sorted(faults, key=lambda f: order.index(f[1 : f.index("]")]))
        raise FAULTS[order[0]]("\n".join(faults))
