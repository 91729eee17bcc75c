"""The embedded TrueType faces: DejaVu Sans, which has the four suit symbols.

The files ship with the package (see fonts/LICENSE), so a fresh machine with only pip
prints the same symbols; the standard PDF fonts have no suit glyphs.  Registration happens
once per process: reportlab keeps a global registry, and parsing a TTF costs time.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
SUITS = {"spades": "\u2660", "hearts": "\u2665", "diamonds": "\u2666", "clubs": "\u2663"}

_registered = False


def register_fonts() -> None:
    """Register the faces with reportlab, the first time only."""
    global _registered
    if _registered:
        return
    pdfmetrics.registerFont(TTFont(REGULAR, str(FONT_DIR / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(TTFont(BOLD, str(FONT_DIR / "DejaVuSans-Bold.ttf")))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD)
    _registered = True
