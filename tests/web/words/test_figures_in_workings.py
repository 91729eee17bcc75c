"""A score's working (written by the scoring core with a decimal point) shows its figures with
the reader's decimal sign: a Butler datum of 397.5 is 397,5 on a French card."""

from __future__ import annotations

from django.utils import translation

from tournaments.templatetags.numbers import figures_in

WORKING = "datum 397.5; NS 420 − 397.5 = 22.5: +1 IMPs; 12.5 of 24 (Law 12, 3NT)"


def test_english_keeps_its_points():
    with translation.override("en"):
        assert figures_in(WORKING) == WORKING


def test_french_and_german_write_a_decimal_comma():
    expected = "datum 397,5; NS 420 − 397,5 = 22,5: +1 IMPs; 12,5 of 24 (Law 12, 3NT)"
    for language in ("fr", "de"):
        with translation.override(language):
            assert figures_in(WORKING) == expected


def test_a_dotted_code_or_a_word_is_left_alone():
    with translation.override("fr"):
        assert figures_in("USEBIO1.2 v1.2.3 a.5 7.") == "USEBIO1.2 v1.2.3 a.5 7."
