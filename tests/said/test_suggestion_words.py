"""The set-up wizard's suggestions (``movements.recommend``) read in the language of the page
and, for the trays, in the game's words.  Each test puts entries made for it into the Dutch
catalogue, standing in for a translator's; the Dutch is the test's own, worked out by hand."""

from __future__ import annotations

import pytest

from movements.recommend import recommend
from tests.translations import made_up_catalogue as dutch
from tournaments.models.vocabulary import BRIDGE, WHIST


@pytest.mark.django_db
def test_a_short_sessions_suggestion_reads_in_dutch_sentence_by_sentence():
    """Two pairs in two hours: memory duplicate; 120 // 7.5 = 16 trays, short of 22.  Dutch
    writes seven and a half with a decimal comma (7,5)."""
    (pick,) = recommend(2, session_minutes=120, game="bridge")
    assert pick.default
    assert WHIST.reword(pick.note) == (
        "Memory duplicate: every deal overplayed with the trays turned. 120 minutes at 7.5 "
        "minutes a tray hold 16 trays, short of the usual 22 to 28."
    )
    assert BRIDGE.reword(pick.note) == (
        "Memory duplicate: every deal overplayed with the boards turned. 120 minutes at 7.5 "
        "minutes a board hold 16 boards, short of the usual 22 to 28."
    )
    with dutch(
        {
            "Memory duplicate: every deal overplayed with the %(trays)s turned.": (
                "Geheugenduplicaat: elk spel nogmaals gespeeld met de %(trays)s gedraaid."
            ),
            "%(session)s minutes at %(per)s minutes a %(tray)s hold %(budget)s %(trays)s, short "
            "of the usual %(low)s to %(high)s.": (
                "%(session)s minuten met %(per)s minuten per %(tray)s geven %(budget)s "
                "%(trays)s, minder dan de gebruikelijke %(low)s tot %(high)s."
            ),
        }
    ):
        said = BRIDGE.reword(pick.note)
        assert said == (
            f"Geheugenduplicaat: elk spel nogmaals gespeeld met de {BRIDGE.boards} gedraaid. "
            f"120 minuten met 7,5 minuten per {BRIDGE.board} geven 16 {BRIDGE.boards}, minder "
            "dan de gebruikelijke 22 tot 28."
        )
        assert str(BRIDGE.boards) != "boards"  # the catalogue's own Dutch word


@pytest.mark.django_db
def test_an_offer_over_the_session_says_why_in_dutch():
    """Thirteen teams in three hours: the round robin's 26 rounds need 195 minutes even at one
    tray a round (26 x 7.5)."""
    robin = next(r for r in recommend(13, form="teams") if r.kind == "team-round-robin")
    entries = {
        "Round robin of matches.": "Competitie van wedstrijden.",
        "Over the session length: %(rounds)s rounds at one %(tray)s a round need "
        "%(minutes)s minutes.": (
            "Langer dan de zitting: %(rounds)s ronden van één %(tray)s duren %(minutes)s minuten."
        ),
    }
    with dutch(entries):
        assert BRIDGE.reword(robin.note) == (
            "Competitie van wedstrijden. Langer dan de zitting: 26 ronden van één "
            f"{BRIDGE.board} duren 195 minuten."
        )
