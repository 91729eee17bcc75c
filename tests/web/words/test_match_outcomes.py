"""A match's outcome in the reader's language: who won a team match and by how much, a team's
own match on its card, and who leads a league match, set by set.

The teams are ``tests/web/standings/test_teams_site.py``'s, whose figures are worked by hand
there: in Howell's teams a beats b by 1 trick a tray over 2 trays, e beats a by 5 a tray, and
b and e are level; in the team match a's gains come to +7.  Each language's words follow
those its catalogue already gives a pair match ("%(pair)s by %(margin)s"), a league match
("Level", "Visitors", "Holders") and a match won or lost ("won", "lost").
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.builders import enter_team_whist, make_team_event
from tests.web.html import tables_in
from tests.web.standings.test_teams_site import howell_tricks, whist_match  # noqa: F401
from tests.web.words.test_languages import catalogues, site_language  # noqa: F401
from tournaments.scoring.league import SetScore
from tournaments.standings.league import row

pytestmark = pytest.mark.django_db

# (a beats b by 2, e beats a by 10, b and e level), a's card (won by 7), b's (lost by 7)
SAID = {
    "en": ("a by 2", "e by 10", "level", "won by 7", "lost by 7"),
    "nl": ("a met 2", "e met 10", "gelijk", "gewonnen met 7", "verloren met 7"),
    "fr": ("a de 2", "e de 10", "égalité", "gagné de 7", "perdu de 7"),
    "de": ("a mit 2", "e mit 10", "Gleichstand", "gewonnen mit 7", "verloren mit 7"),
    "pl": ("a o 2", "e o 10", "remis", "wygrany o 7", "przegrany o 7"),
    "it": ("a di 2", "e di 10", "pari", "vinto di 7", "perso di 7"),
    "sv": ("a med 2", "e med 10", "lika", "vunnen med 7", "förlorad med 7"),
}
# The league's lead column: the visitors ahead, the holders ahead, level.
LEADS = {
    "en": ("visitors lead", "holders lead", "level"),
    "nl": ("de bezoekers staan voor", "de thuisploeg staat voor", "gelijk"),
    "fr": ("les visiteurs mènent", "les tenants mènent", "égalité"),
    "de": ("die Gäste führen", "die Titelhalter führen", "Gleichstand"),
    "pl": ("goście prowadzą", "obrońcy prowadzą", "remis"),
    "it": ("gli ospiti in vantaggio", "i detentori in vantaggio", "pari"),
    "sv": ("gästerna leder", "innehavarna leder", "lika"),
}


@pytest.fixture
def howell(organiser):
    event = make_team_event(organiser, kind="howell-teams", size=5, boards_per_round=2)
    enter_team_whist(event, organiser, howell_tricks)
    return event


def outcomes(page: str) -> dict[tuple[str, str], str]:
    """The matches table's outcome (its last column) by (home, away)."""
    _header, *rows = tables_in(page)[1]
    return {(r[0], r[1]): r[-1] for r in rows}


@pytest.mark.parametrize("language", list(SAID))
def test_a_team_matchs_outcome_in_the_readers_language(howell, whist_match, language):  # noqa: F811
    won, lost_to_e, level, card_won, card_lost = SAID[language]
    reader = Client()
    page = reader.get(reverse("standings", args=[howell.slug]), HTTP_ACCEPT_LANGUAGE=language)
    said = outcomes(page.content.decode())
    by_pair = {frozenset(k): v for k, v in said.items()}
    assert by_pair[frozenset({"a", "b"})] == won
    assert by_pair[frozenset({"a", "e"})] == lost_to_e
    assert by_pair[frozenset({"b", "e"})] == level
    for label, expected in (("a", card_won), ("b", card_lost)):
        card = reader.get(
            reverse("score-card", args=[whist_match.slug, label]), HTTP_ACCEPT_LANGUAGE=language
        ).content.decode()
        assert f"· {expected}</p>" in card


@pytest.mark.parametrize("language", list(LEADS))
def test_who_leads_a_league_match_in_the_readers_language(language):
    visitors, holders, level = LEADS[language]
    with translation.override(language):
        assert row("Set 1", SetScore(1, 4, 30, 22))["lead"] == visitors
        assert row("Set 2", SetScore(2, 4, 22, 30))["lead"] == holders
        assert row("Set 3", SetScore(3, 4, 26, 26))["lead"] == level
