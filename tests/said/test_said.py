"""The pure core's messages are read in the language of whoever reads them."""

from __future__ import annotations

import pickle

import pytest
from django.utils import translation

from movements.swiss import SwissError, check_draw
from said import TRAY, TRAYS, Said, in_english, speaking
from tournaments.models.vocabulary import BRIDGE, WHIST


def test_a_message_reads_in_english_with_its_values():
    assert str(Said("%(home)s cannot play itself", home="Team 3")) == "Team 3 cannot play itself"


def test_a_message_without_values_keeps_a_lone_percent():
    assert str(Said("a score over 100% is not a percentage")) == (
        "a score over 100% is not a percentage"
    )


def test_a_message_nested_in_another_is_read_with_it():
    inner = Said("board %(number)s has no deal", number=4)
    assert str(Said("line %(line)s: %(message)s", line=7, message=inner)) == (
        "line 7: board 4 has no deal"
    )


def test_a_message_survives_pickling_and_compares_by_text_and_values():
    said = Said("%(e)s is not in this field", e="'Z'")
    assert pickle.loads(pickle.dumps(said)) == said
    assert said != Said("%(e)s is not in this field", e="'Y'")


@pytest.mark.django_db
def test_the_core_s_refusal_reads_in_the_language_active_when_it_is_shown():
    """The site installs Django's gettext (tournaments.apps); a catalogue entry made for the
    test stands in for a translator's."""
    with pytest.raises(SwissError) as raised:
        check_draw([["A", "A"]], ["A", "B"])
    assert str(raised.value) == "A cannot play itself"
    english = "%(home)s cannot play itself"
    with translation.override("nl"):
        catalogue = translation.trans_real.translation("nl")._catalog
        kept = catalogue.get(english)
        catalogue[english] = "%(home)s kan niet tegen zichzelf spelen"
        try:
            assert str(raised.value) == "A kan niet tegen zichzelf spelen"
        finally:
            catalogue[english] = kept if kept is not None else english
    assert str(raised.value) == "A cannot play itself"


def test_a_game_word_reads_as_the_sources_unless_an_events_words_are_spoken():
    said = Said("The %(trays)s go down one table.", trays=TRAYS)
    assert str(said) == "The trays go down one table."
    with speaking({"trays": "boards"}):
        assert str(said) == "The boards go down one table."
    assert str(said) == "The trays go down one table."


@pytest.mark.django_db
def test_a_movements_words_read_in_the_language_and_the_game_of_the_page():
    """A bridge event in Dutch: the Dutch sentence with the Dutch bridge word (the catalogue's
    entries made for the test stand in for a translator's)."""
    english = "The %(trays)s go down one table."
    said = Said(english, trays=TRAYS)
    assert BRIDGE.reword(said) == "The boards go down one table."
    assert WHIST.reword(said) == "The trays go down one table."
    with translation.override("nl"):
        catalogue = translation.trans_real.translation("nl")._catalog
        kept = catalogue.get(english)
        catalogue[english] = "De %(trays)s gaan een tafel terug."
        try:
            assert BRIDGE.reword(said) == f"De {BRIDGE.boards} gaan een tafel terug."
            assert str(BRIDGE.boards) != "boards"  # the catalogue's own Dutch word
        finally:
            catalogue[english] = kept if kept is not None else english


def test_a_message_in_english_reads_its_values_and_words_untranslated():
    """For code that looks at its own wording (a round's note that already names the arrow
    switch), never for a reader."""
    note = Said(
        "%(turn)s; position %(position)s again",
        turn=Said("turn each %(tray)s", tray=TRAY),
        position=2,
    )
    assert in_english(note) == "turn each tray; position 2 again"
    assert in_english("plain") == "plain"
