"""The words a person reads on a page: the page's title (without the site's name) and its main
part; tags, scripts, attribute values and code to type (a command's KIND) left out."""

from __future__ import annotations

import re
from html.parser import HTMLParser

SITE_NAME = " · Trays"  # the site's own name, after every page's title
# Whole words only: "tray" and "trays", "strain" and "strains", in any case.
WHIST_WORDS = re.compile(r"\b(trays?|strains?)\b", re.IGNORECASE)


class _Visible(HTMLParser):
    def __init__(self):
        super().__init__()
        self.parts: list[str] = []
        self._where: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag in ("title", "main", "script", "style", "code"):
            self._where.append(tag)
        if tag == "input" and self._where and self._where[-1] == "main":
            kinds = dict(attrs)
            if kinds.get("type") in ("submit", "button") and kinds.get("value"):
                self.parts.append(kinds["value"])

    def handle_endtag(self, tag):
        if self._where and self._where[-1] == tag:
            self._where.pop()

    def handle_data(self, data):
        if self._where and self._where[-1] in ("title", "main"):
            self.parts.append(data.replace(SITE_NAME, ""))


def visible_text(html: str) -> str:
    parser = _Visible()
    parser.feed(html)
    return " ".join(" ".join(parser.parts).split())


def whist_words(text: str, around: int = 30) -> list[str]:
    """Each "tray" or "strain" in ``text`` with a little of what surrounds it."""
    return [text[max(0, m.start() - around) : m.end() + around] for m in WHIST_WORDS.finditer(text)]


def has_word(word: str, html: str) -> bool:
    """``word`` standing on its own in ``html``, not inside a random key (a form's token, a
    table's link: letters, digits, "-" and "_"), where a short word such as 4S turns up by
    chance."""
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", html) is not None
