"""The backup document as a whole, before any row is read: the bounds it must keep (size and
nesting, checked on the file's text before it is parsed, and on the parsed document), and its
seal, an HMAC of the document made with the site's key.

The signature covers the document less its ``signature`` key, written in one canonical way
(keys sorted, no spaces, ASCII), so the same event signs the same whatever the file's layout.
A file changed after export, by hand or by a program, no longer matches; nor does a file
exported by a site with another key (``SECRET_KEY``; the site's ``SECRET_KEY_FALLBACKS`` are
honoured while the key is rotated).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from django.core import signing
from django.utils.crypto import constant_time_compare

from said import Said
from tournaments.backup.schema import MAX_BYTES, MAX_DEPTH, MAX_VALUES, BackupError

SALT = "tournaments.backup.event"
SIGNATURE = "signature"


def canonical(document: dict) -> str:
    """The document less its signature, as the one text the signature is made over."""
    body = {k: v for k, v in document.items() if k != SIGNATURE}
    try:
        return json.dumps(
            body, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False
        )
    except (TypeError, ValueError) as exc:
        raise BackupError(Said("This is not plain JSON: %(exc)s.", exc=exc)) from None


def _signer() -> signing.Signer:
    return signing.Signer(salt=SALT, algorithm="sha256")


def sign(document: dict) -> dict:
    """The document with its signature, made with this site's key."""
    return {**document, SIGNATURE: _signer().signature(canonical(document))}


def is_signed(document: dict) -> bool:
    """Whether the document carries a signature this site made over exactly this content."""
    given = document.get(SIGNATURE)
    if not isinstance(given, str):
        return False
    signer = _signer()
    text = canonical(document)
    return any(
        constant_time_compare(given, signer.signature(text, key))
        for key in (signer.key, *signer.fallback_keys)
    )


def bounded(data) -> None:
    """Refuse a document nested deeper than ``MAX_DEPTH`` or holding more than ``MAX_VALUES``
    values, walking it without recursion (so no depth can exhaust the stack)."""
    stack = [(data, 1)]
    seen = 0
    while stack:
        value, depth = stack.pop()
        seen += 1
        if seen > MAX_VALUES:
            raise BackupError(
                Said(
                    "This file holds over %(MAX_VALUES)s values: no event backup does.",
                    MAX_VALUES=format(MAX_VALUES, ","),
                )
            )
        children: Iterable[object]
        if isinstance(value, dict):
            children = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > MAX_DEPTH:
            raise BackupError(
                Said(
                    "This file nests lists and objects over %(MAX_DEPTH)s deep: no event backup does.",
                    MAX_DEPTH=MAX_DEPTH,
                )
            )
        stack.extend((child, depth + 1) for child in children)


STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
BRACKETS = re.compile(r"[\[\]{}]")


def nesting(text: str) -> int:
    """How deep a JSON text nests its arrays and objects, counted without parsing it (strings
    are skipped; the count stops once past ``MAX_DEPTH``)."""
    depth = deepest = 0
    for bracket in BRACKETS.finditer(STRINGS.sub('""', text)):
        depth += 1 if bracket.group() in "[{" else -1
        if depth > deepest:
            deepest = depth
            if deepest > MAX_DEPTH:
                break
    return deepest


def _no_constant(name: str):
    raise ValueError(Said("%(name)s is not a number JSON allows", name=name))


def parse(raw: bytes, name: str):
    """A backup file's bytes as JSON, once they are known to be small and shallow enough."""
    if len(raw) > MAX_BYTES:
        raise BackupError(
            Said(
                "%(name)s is over %(value)s MB: an event backup is far smaller.",
                name=name,
                value=MAX_BYTES // 2**20,
            )
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BackupError(Said("%(name)s is not UTF-8 text.", name=name)) from None
    if nesting(text) > MAX_DEPTH:
        raise BackupError(
            Said(
                "%(name)s nests lists and objects over %(MAX_DEPTH)s deep: no event backup does.",
                name=name,
                MAX_DEPTH=MAX_DEPTH,
            )
        )
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise BackupError(
            Said(
                "%(name)s is not JSON (line %(lineno)s, column %(colno)s: %(msg)s).",
                name=name,
                lineno=exc.lineno,
                colno=exc.colno,
                msg=exc.msg,
            )
        ) from None
    except (ValueError, RecursionError) as exc:
        raise BackupError(
            Said("%(name)s is not JSON an event backup can hold (%(exc)s).", name=name, exc=exc)
        ) from None
