"""Text the site keeps (a deal's note, a new deal's text on the traveller, the log) is written in
the club's language, whoever's page asked for it; counted words follow the count; a figure with
a fraction is written with the language's decimal sign; the party's rules and the movement list
are read in the reader's language.

A French club's director whose own page is in English: what is stored reads in French (the
translations here are made up for the test, standing in for the catalogue's).
"""

from __future__ import annotations

import datetime as dt
import re
from io import StringIO

from django.core.management import call_command
from django.utils import translation

from movements.fit import late_by
from movements.progression import PartyGame
from movements.rotation import chart
from said import Figure, SaidCount
from tests.translations import made_up_catalogue
from tournaments import models as m
from tournaments import services
from tournaments.scoring.party_rules import PartyRules
from tournaments.services.law_b import rule_irregular_hand

# A deal dealt for board 1 (PBN: North's hand first, spades.hearts.diamonds.clubs).
PBN = (
    '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
    '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
)
FRENCH_NOTE = {
    "from %(name)s": "de %(name)s",
    "%(note)s, suits transposed (%(how)s)": "%(note)s, couleurs permutées (%(how)s)",
    "spades become %(S)s, hearts %(H)s, diamonds %(D)s, clubs %(C)s": (
        "les piques deviennent des %(S)s, les cœurs des %(H)s, les carreaux des %(D)s, les "
        "trèfles des %(C)s"
    ),
    "spades": "piques",
    "hearts": "cœurs",
    "diamonds": "carreaux",
    "clubs": "trèfles",
}


def french_event(organiser, **kwargs) -> m.Event:
    values = {
        "name": "Mardi soir",
        "date": dt.date(2026, 11, 24),
        "game": m.Game.BRIDGE,
        "form": m.Form.PAIRS,
        "movement_kind": "howell",
        "movement_size": 4,
        "boards_per_round": 2,
        "scoring_method": m.ScoringMethod.MATCHPOINTS,
        "seed": 3,
    }
    event = services.create_event(by=organiser, **(values | kwargs))
    event.club.language = "fr"
    event.club.save()
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    return event


def test_a_deals_note_is_stored_in_the_clubs_language(organiser):
    """Foster's transposition DCSH: spades become diamonds, hearts clubs, diamonds spades,
    clubs hearts; the note is French though the director's page is English."""
    event = french_event(organiser)
    with made_up_catalogue(FRENCH_NOTE, "fr"), translation.override("en"):
        stored = services.import_pbn(event, PBN, by=organiser, name="mardi.pbn", transpose="DCSH")
    assert stored.deals[0].note == (
        "de mardi.pbn, couleurs permutées (les piques deviennent des carreaux, les cœurs des "
        "trèfles, les carreaux des piques, les trèfles des cœurs)"
    )


def test_a_deals_note_reads_as_before_in_an_english_club(organiser):
    event = french_event(organiser)
    event.club.language = "en"
    event.club.save()
    stored = services.import_pbn(event, PBN, by=organiser, name="tuesday.pbn", transpose="DCSH")
    assert stored.deals[0].note == (
        "from tuesday.pbn, suits transposed (spades become diamonds, hearts clubs, diamonds "
        "spades, clubs hearts)"
    )


def test_a_new_deals_text_on_the_traveller_is_in_the_clubs_language(organiser):
    """Law B(3) in a four-pair Howell (each tray at two tables): a new deal, its text kept on
    the tray in French though the ruling came from an English page."""
    event = french_event(organiser, game=m.Game.AUCTION)
    seating = m.Seating.objects.filter(round__event=event, trays__number=1).first()
    entries = {
        "Law B(3): in two-table duplicate there must be a new deal": (
            "Loi B(3) : en duplicate à deux tables, il faut une nouvelle donne"
        ),
        "%(explanation)s. %(why)s": "%(explanation)s. %(why)s",
    }
    with made_up_catalogue(entries, "fr"), translation.override("en"):
        rule_irregular_hand(
            event, 1, seating.pk, surplus="partner", offenders="NS", by=organiser,
            reason="Sud avait 14 cartes",
        )  # fmt: skip
    tray = m.Tray.objects.get(event=event, number=1)
    assert tray.law == (
        "Loi B(3) : en duplicate à deux tables, il faut une nouvelle donne. "
        "Law B(3): Sud avait 14 cartes"
    )


def test_a_count_chooses_the_languages_plural_form():
    """Polish has three forms: 1 stół, 2-4 stoły, 5 and more (not 12-14) stołów; English two."""
    said = [SaidCount("%(count)s table", "%(count)s tables", n, count=n) for n in (1, 3, 5, 22)]
    assert [str(s) for s in said] == ["1 table", "3 tables", "5 tables", "22 tables"]
    forms = {
        ("%(count)s table", 0): "%(count)s stół",
        ("%(count)s table", 1): "%(count)s stoły",
        ("%(count)s table", 2): "%(count)s stołów",
    }
    with made_up_catalogue(forms, "pl"):
        assert [str(s) for s in said] == ["1 stół", "3 stoły", "5 stołów", "22 stoły"]


def test_a_figure_with_a_fraction_takes_the_languages_decimal_sign():
    """Seven and a half minutes a board for ten rounds: 75 minutes over, or 7,5 in French."""
    assert str(Figure(7.5)) == "7.5" and str(Figure(8.0)) == "8"
    assert str(late_by(67.5)) == "Over the session length: 67.5 minutes."
    with made_up_catalogue(
        {
            "Over the session length: %(minutes)s minutes.": "Au-delà de la séance : %(minutes)s min."
        },
        "fr",
    ):
        assert str(late_by(67.5)) == "Au-delà de la séance : 67,5 min."
        assert str(Figure(0.9712, 2)) == "0,97"


def test_the_partys_rules_and_chart_read_in_the_readers_language():
    rules = PartyRules(PartyGame.EUCHRE, tables=3, game_points=5)
    assert str(rules.moves()).startswith("Winners go up a table;")
    note = chart(12).note()
    assert str(note).startswith("12 players at 3 tables, 11 rounds: every player partners")
    entries = {
        "Winners go up a table; the head table's winners stay and its losers go to the booby "
        "table. Partners who go up divide: who lost keeps the seat.": (
            "Les gagnants montent d'une table ; à la table de tête ils restent et les perdants "
            "vont à la dernière table. Les partenaires qui montent se séparent : le perdant "
            "garde sa place."
        ),
        "%(players)s at %(tables)s, %(rounds)s": "%(players)s | %(tables)s | %(rounds)s",
    }
    with made_up_catalogue(entries, "fr"):
        assert str(rules.moves()).startswith("Les gagnants montent d'une table")
        # the made-up heading, its three counts in the catalogue's own French
        assert re.match(r"12 \S+ \| 3 \S+ \| 11 \S+ ?:", str(note)), str(note)


def test_the_movement_list_reads_in_the_commands_language():
    entries = {"odd": "impair", "even": "pair"}
    out = StringIO()
    with made_up_catalogue(entries, "fr"):
        call_command("movement", "--list", stdout=out)
    howell_teams = next(x for x in out.getvalue().splitlines() if x.startswith("howell-teams"))
    assert ", impair:" in howell_teams
