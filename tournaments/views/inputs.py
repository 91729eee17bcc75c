"""What phones and forms send, read within bounds before any view looks at it.

Every JSON API of the site (the scoring pad's save and answer, a party table's save) reads its
body through ``read_object``: at most ``MOST_BYTES``, nested at most ``MOST_DEPTH`` deep, an
object at the top, and numbers only as whole numbers within ``MOST_WHOLE`` (the phones send
nothing else; ``1e400`` is infinite as a float, an array nested 100,000 deep exhausts the
parser's stack, and a number of twenty digits overflows a database column), and text without
a NUL or a lone surrogate (``"\\u0000"`` and ``"\\ud800"`` are valid JSON, but PostgreSQL
refuses the one and UTF-8 cannot carry the other: a phone's key holding either was a server
error when the site looked it up). A body outside these is a ``BadInput`` whose message says
what was wrong; the view answers it with a 400.

``whole`` and ``word`` read one field, of a JSON object or a form: a whole number within
bounds (an int, or the digits of one), or one of a set of words; anything else is None, which
the view refuses with its own message.
"""

from __future__ import annotations

import json
import re

from django.http import HttpRequest
from django.utils.translation import gettext as _

MOST_BYTES = 64 * 1024
MOST_DEPTH = 8
MOST_WHOLE = 10**9 - 1
MOST_DIGITS = len(str(MOST_WHOLE))
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


class BadInput(ValueError):
    """A body the site does not read; the message says why, for the phone to show."""


def _depth(raw: bytes) -> int:
    """How deep arrays and objects nest in JSON text, strings skipped."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            deepest = max(deepest, depth)
        elif byte in (0x5D, 0x7D):  # ] }
            depth -= 1
    return deepest


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MOST_DIGITS:
        raise BadInput(_("A number was sent that is too large: numbers here are below a billion."))
    return int(text)


def _not_whole(text: str):
    raise BadInput(_("A number was sent that is not a whole number."))


def _unstorable(value) -> bool:
    """Whether any text in ``value`` (keys included) holds a NUL or a lone surrogate."""
    if isinstance(value, str):
        return _UNSTORABLE.search(value) is not None
    if isinstance(value, dict):
        return any(_unstorable(k) or _unstorable(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_unstorable(v) for v in value)
    return False


def read_object(request: HttpRequest) -> dict:
    """The request's JSON body as a dict, read within the bounds above."""
    raw = request.body or b"{}"
    if len(raw) > MOST_BYTES:
        raise BadInput(
            _("The request is too large: at most %(most)s bytes.") % {"most": MOST_BYTES}
        )
    if _depth(raw) > MOST_DEPTH:
        raise BadInput(_("The request nests too deeply to be read."))
    try:
        data = json.loads(
            raw, parse_int=_whole_number, parse_float=_not_whole, parse_constant=_not_whole
        )
    except (ValueError, UnicodeDecodeError) as exc:
        if isinstance(exc, BadInput):
            raise
        raise BadInput(_("The request is not JSON as the pad sends it.")) from None
    if not isinstance(data, dict):
        raise BadInput(_("The request is not a JSON object as the pad sends it."))
    if _unstorable(data):
        raise BadInput(
            _("The request holds a character no phone sends (a NUL or a lone half of a pair).")
        )
    return data


def whole(value, *, low: int = -MOST_WHOLE, high: int = MOST_WHOLE) -> int | None:
    """A whole number between ``low`` and ``high``: an int (not a bool), or its digits as
    text; None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        text = value.strip()
        digits = text[1:] if text[:1] in "+-" else text
        if not digits.isascii() or not digits.isdigit() or len(digits) > MOST_DIGITS:
            return None
        value = int(text)
    if not isinstance(value, int):
        return None
    return value if low <= value <= high else None


def word(value, choices) -> str | None:
    """``value`` when it is one of ``choices`` (text only); None for anything else."""
    return value if isinstance(value, str) and value in choices else None
