"""Faults the hostile-input suite found, each pinned by a plain test."""

from __future__ import annotations

import io
import time

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

from tests.builders import club_named
from tests.fuzz.checks import snapshot
from tournaments import models as m


def test_a_posted_count_of_players_far_past_the_clubs_is_refused_at_once(client, organiser):
    """The club page's players form posted ``p-TOTAL_FORMS=9223372036854775808``: Django built
    and showed 2,000 empty forms (seven seconds of a worker's CPU) before refusing it."""
    club = club_named()
    for name in ("Ada Byron", "Bea Moon"):
        m.Player.objects.create(club=club, name=name)
    players = list(club.players.order_by("name"))
    data = {"p-TOTAL_FORMS": str(2**63), "p-INITIAL_FORMS": "2"}
    for i, p in enumerate(players):
        data |= {f"p-{i}-id": p.pk, f"p-{i}-name": p.name, f"p-{i}-rating": "700"}
    client.force_login(organiser)
    before = snapshot()
    start = time.process_time()
    response = client.post(reverse("club-players", args=[club.slug]), data)
    assert time.process_time() - start < 1.0
    assert response.status_code == 400
    assert "Some players need attention; nothing was saved." in response.content.decode()
    assert snapshot() == before


def test_the_score_command_refuses_a_file_that_is_not_utf8(tmp_path):
    """A results CSV with a byte 0xff in a cell ended the command with a traceback."""
    path = tmp_path / "results.csv"
    path.write_bytes(b"tray,ns,ew,score\n1,1,2,\xff7\n")
    with pytest.raises(CommandError) as refused:
        call_command("score", "--input", str(path), stdout=io.StringIO())
    assert refused.value.returncode == 2
    assert str(refused.value) == f"cannot read {path}: it is not UTF-8 text"
