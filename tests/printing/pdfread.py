"""Reading papers back: the text of each page (whitespace collapsed), and how much ink a
rendered page carries."""

from __future__ import annotations

import shutil
import subprocess
from io import BytesIO

from pypdf import PdfReader


def pages_text(pdf: bytes) -> list[str]:
    """Each page's text with runs of whitespace (including line wraps) made one space."""
    return [" ".join((p.extract_text() or "").split()) for p in PdfReader(BytesIO(pdf)).pages]


def page_sizes(pdf: bytes) -> list[tuple[float, float]]:
    return [
        (float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(BytesIO(pdf)).pages
    ]


def page_with(pages: list[str], needle: str) -> str:
    found = [p for p in pages if needle in p]
    assert found, f"{needle!r} is on no page"
    return found[0]


def ink_fraction(pdf: bytes, page: int = 1, dpi: int = 20) -> float:
    """The share of non-white pixels on ``page`` rendered by pdftoppm as a binary PGM."""
    exe = shutil.which("pdftoppm")
    assert exe is not None
    out = subprocess.run(
        [exe, "-gray", "-r", str(dpi), "-f", str(page), "-l", str(page), "-"],
        input=pdf,
        capture_output=True,
        check=True,
    ).stdout
    return _dark_share(out)


def _dark_share(pgm: bytes) -> float:
    """Parse a binary (P5) PGM: magic, width, height, maxval, then one byte per pixel."""
    fields: list[bytes] = []
    pos = 0
    while len(fields) < 4:
        while pgm[pos : pos + 1].isspace():
            pos += 1
        if pgm[pos : pos + 1] == b"#":
            pos = pgm.index(b"\n", pos) + 1
            continue
        end = pos
        while not pgm[end : end + 1].isspace():
            end += 1
        fields.append(pgm[pos:end])
        pos = end
    assert fields[0] == b"P5"
    width, height = int(fields[1]), int(fields[2])
    pixels = pgm[pos + 1 : pos + 1 + width * height]
    assert len(pixels) == width * height
    return sum(1 for v in pixels if v < 200) / (width * height)
