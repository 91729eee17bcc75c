"""The source text's own words, found on the lines the tests cite.

Tests of the progressive rules quote ``../shared/sources/duplicate_and_progressive_rules.txt``
and name the lines; ``quoted`` checks that the words are there, so a citation cannot drift.
The rule tests themselves do not need the file: only the check of the quotes skips without it.
"""

from __future__ import annotations

from pathlib import Path

SOURCE = Path("sources") / "duplicate_and_progressive_rules.txt"


def lines(shared_dir: Path, first: int, last: int) -> str:
    """Lines ``first`` to ``last`` (1-based, inclusive) as one line of single spaces."""
    text = (shared_dir / SOURCE).read_text(encoding="utf-8").splitlines()
    return " ".join(" ".join(text[first - 1 : last]).split())


def quoted(shared_dir: Path, first: int, last: int, words: str) -> bool:
    return " ".join(words.split()) in lines(shared_dir, first, last)
