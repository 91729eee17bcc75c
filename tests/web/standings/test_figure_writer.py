"""Many figures written at once (a running chart's points) as ``local_figure`` writes each."""

from __future__ import annotations

from django.conf import settings as django_settings
from django.test import override_settings
from django.utils import translation
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.standings.numbers import figure_writer, local_figure

LANGUAGES = [code for code, _name in django_settings.LANGUAGES]

# Figures as the site keeps them (percentages, IMP totals), and text that is no short figure.
FIGURES = st.one_of(
    st.decimals(min_value=0, max_value=2000, places=2).map(str),
    st.integers(min_value=0, max_value=5000).map(str),
    st.floats(min_value=0, max_value=999, allow_nan=False).map(lambda f: f"{f:.1f}"),
    st.sampled_from(["", "-", "A+", "007", "0.5", "100.00", "1000.5", "12.", ".5", "1e3"]),
    # signed, as a plus or minus prints: minus zero too, which Django writes unsigned
    st.tuples(
        st.sampled_from(["+", "-", "−", "+-"]),
        st.sampled_from(["0", "0.0", "0.00", "0.05", "3", "12.5", "999.99", "1000", "00"]),
    ).map("".join),
)


def test_the_decimal_separator_of_each_language_by_hand():
    """English writes 54.17, French and German 54,17 (Django's formats for each language)."""
    for language, expected in (("en-gb", "54.17"), ("fr", "54,17"), ("de", "54,17")):
        with translation.override(language):
            assert figure_writer()("54.17") == expected
            assert figure_writer()("7") == "7"


@settings(max_examples=200, deadline=None)
@given(figures=st.lists(FIGURES, min_size=1, max_size=20), language=st.sampled_from(LANGUAGES))
def test_every_figure_as_local_figure_writes_it(figures, language):
    with translation.override(language):
        write = figure_writer()
        assert [write(f) for f in figures] == [local_figure(f) for f in figures]


@override_settings(USE_THOUSAND_SEPARATOR=True, NUMBER_GROUPING=2, THOUSAND_SEPARATOR="'")
@settings(max_examples=50, deadline=None)
@given(figures=st.lists(FIGURES, min_size=1, max_size=20))
def test_a_grouping_of_two_digits_is_still_written_as_local_figure_writes_it(figures):
    """A format grouping hundreds ("1'00.25", the settings' own format with no language
    active) is met by the writer's probe: every figure then goes through ``local_figure``."""
    with translation.override(None):
        assert local_figure("100.25") == "1'00.25"
        write = figure_writer()
        assert [write(f) for f in figures] == [local_figure(f) for f in figures]


def test_a_figure_written_before_in_another_language_takes_this_one_s_separator():
    """Figures are kept by separator: French, English and French again each write their own
    (54,17; 54.17; 54,17), whichever wrote the figure first."""
    for language, expected in (("fr", "54,17"), ("en-gb", "54.17"), ("fr", "54,17")):
        with translation.override(language):
            write = figure_writer()
            assert (write("54.17"), write("54.17")) == (expected, expected)
            assert write("1000.5") == local_figure("1000.5")  # no short figure: not kept


def test_signed_figures_by_hand():
    """A plus or minus keeps its sign (+3,5 and -2,25 in French); minus nothing is written
    as Django's formats write it, without the sign."""
    with translation.override("fr"):
        write = figure_writer()
        assert [write(f) for f in ("+3.5", "-2.25", "+0", "-7")] == ["+3,5", "-2,25", "+0", "-7"]
        assert write("-0.00") == local_figure("-0.00") == "0,00"
        assert write("-0") == "0"
