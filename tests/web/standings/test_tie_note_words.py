"""The trick totals' note on a tie split by the fraction, in the reader's language: the
message translated once for all the ties of a standings, each tie's figures its own.

The field is ``tests/scoring/test_tricks.py``'s (``tied_field``): NS took 10, 14 and 13
tricks (average 37/3), EW 29, 25 and 26 (80/3), so n2 and e1 are both +2 in whole tricks (+5/3
and +7/3 exactly), n1 and e2 both -2 (-7/3 and -5/3); n3 (+2/3) and e3 (-2/3) tie with no
one."""

from __future__ import annotations

from django.utils import translation

from tests.scoring.test_tricks import TIED_FIELDS, tied_field
from tournaments.scoring.tricks import score_trick_totals


def notes() -> dict[str, str]:
    report = score_trick_totals(tied_field(), fields=TIED_FIELDS)
    return {s.entrant: s.note for s in report.standings if s.note}


def test_each_tie_note_in_the_readers_language():
    with translation.override("fr"):
        french = notes()
    with translation.override("en"):
        english = notes()
    assert french == {
        "n2": "égalité à 2 départagée par la fraction (+5/3 exactement)",
        "e1": "égalité à 2 départagée par la fraction (+7/3 exactement)",
        "n1": "égalité à -2 départagée par la fraction (-7/3 exactement)",
        "e2": "égalité à -2 départagée par la fraction (-5/3 exactement)",
    }
    assert english == {
        "n2": "tie on 2 separated by the fraction (+5/3 exactly)",
        "e1": "tie on 2 separated by the fraction (+7/3 exactly)",
        "n1": "tie on -2 separated by the fraction (-7/3 exactly)",
        "e2": "tie on -2 separated by the fraction (-5/3 exactly)",
    }
