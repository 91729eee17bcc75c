"""The finished bridge evening the mail and masterpoint tests publish (see
``test_results_mail`` for its figures, worked by hand)."""

from __future__ import annotations

import pytest

from tests.builders import enter_contract, make_bridge_mitchell
from tournaments import models as m
from tournaments import services

PLAYED = {
    1: [(1, "4S", "N", 10), (2, "4S", "N", 9), (3, "3NT", "S", 10)],
    2: [(1, "2H", "E", 8), (2, "2H", "E", 9), (3, "3C", "N", 9)],
    3: [(1, "3NT", "W", 9), (2, "3NT", "W", 9), (3, "4S", "N", 10)],
}


@pytest.fixture(autouse=True)
def inline_mail(settings):
    """Mails go out inline, once the publication is saved, to the test outbox."""
    settings.TRAYS_MAIL_IN_BACKGROUND = False
    settings.TRAYS_SITE_URL = "https://club.example"


@pytest.fixture
def finished(organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    for label, names in (("1NS", ["Ada Byron", "Bea Lane"]), ("2NS", ["Cy Young", "Di Fox"])):
        services.register_entrant(event.entrants.get(label=label), by=organiser, player_names=names)
    for name, email, wanted in (
        ("Ada Byron", "ada@example.org", True),
        ("Cy Young", "cy@example.org", True),
        ("Di Fox", "di@example.org", False),
    ):
        m.Player.objects.filter(name=name).update(email=email, results_by_email=wanted)
    for tray, lines in PLAYED.items():
        for table, contract, declarer, tricks in lines:
            enter_contract(event, organiser, tray, table, contract, declarer, tricks)
    services.finish_event(event, by=organiser)
    event.refresh_from_db()
    return event
