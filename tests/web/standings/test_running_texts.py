"""The running charts' words and figures: each round's words in the reader's language, a
percentage's text from its hundredths (each written once in the process, the same text each
time it is asked for, in any language)."""

from __future__ import annotations

import numpy as np
from django.utils import translation

from tournaments.standings.charts import Series, running_chart_svg
from tournaments.standings.running import _hundredths_text, _printed


def test_each_rounds_words_are_the_readers_language():
    line = Series("1NS", "1NS", (50.0, 66.67), ("50.00", "66.67"))
    with translation.override("fr"):
        french = running_chart_svg([line], [1, 2])
    with translation.override("pl"):
        polish = running_chart_svg([line], [1, 2])
    with translation.override("en"):
        english = running_chart_svg([line], [1, 2])
    assert "<title>1NS: tour 1: 50,00%, tour 2: 66,67%</title>" in french
    assert "<title>1NS: runda 1: 50,00%, runda 2: 66,67%</title>" in polish
    assert "<title>1NS: round 1: 50.00%, round 2: 66.67%</title>" in english


def test_percentages_written_from_their_hundredths_by_hand():
    assert _hundredths_text(5417, False) == "54.17"
    assert _hundredths_text(5417, False) == "54.17"  # asked again: the same text
    assert _hundredths_text(2500, True) == "25"
    assert _hundredths_text(7, False) == "0.07"
    assert _hundredths_text(-5, False) == "-0.05"
    assert _hundredths_text(10000, True) == "100"


def test_printed_figures_spread_to_every_place_they_stand():
    whole = np.array([[5417, 2500], [5417, 0]])
    integral = np.array([[0, 1], [0, 1]])
    shown = np.array([[1, 1], [1, 0]])
    assert _printed(whole, integral, shown) == [("54.17", "25"), ("54.17", "")]
