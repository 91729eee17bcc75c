"""Pages sent in gzip, and the parts of pages compressed once.

A page is compressed at gzip level 4 (``LEVEL``), where Django's own middleware takes level 6.
A 40-table standings page (170 KB of HTML, most of it the running charts' SVG) is 31 KB at
level 4 and 29 KB at level 6, and level 6 took 2.6 ms of CPU against 1.2
(docs/PERFORMANCE.md): on every first reader after a result, for 2 KB that a club's Wi-Fi
carries in a millisecond.  Level 4 is the last of zlib's levels before the slower lazy
matching of levels 5 to 9.  Each answer is padded as Django pads it: a file name of a random
length in the gzip header, so the answer's length says nothing exact about its contents
(BREACH).

A part of a page kept in the shared cache (the standings' live part: 168 KB of the 170 KB page
at 40 tables) is compressed once, when it is rendered (``Deflated``): its deflate blocks end
on a byte boundary (zlib's sync flush), so they stand as they are anywhere in a page's gzip
stream (``gzip_of``), and only the page around the part (a few KB) and the checksum are worked
out for each reader.  A deflate stream is a series of blocks (RFC 1951), and each part's
compressor starts afresh, so no part refers back into another: the stream is one that a
compressor fed the whole page could have written, and any browser reads it.
"""

from __future__ import annotations

import gzip
import secrets
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

LEVEL = 4  # the module says why not Django's 6


@dataclass(frozen=True)
class Deflated:
    """A part of a page (``text``, UTF-8) and its deflate blocks at ``LEVEL``, ended on a byte
    boundary and not marked last: ``gzip_of`` puts them in a page's stream as they are."""

    text: bytes
    blocks: bytes

    @classmethod
    def of(cls, text: bytes) -> Deflated:
        return cls(text, _blocks(text, zlib.Z_SYNC_FLUSH))


def gzip_of(parts: Sequence[bytes | Deflated], max_random_bytes: int) -> bytes:
    """One gzip stream (one member) of ``parts``' text in turn: each ``Deflated`` part's
    blocks as they are, the plain text between them compressed here, the header padded with a
    file name of ``max_random_bytes`` - 1 bytes at most (Django's padding against BREACH)."""
    out = [_header(max_random_bytes)]
    crc = size = 0
    plain: list[bytes] = []  # text not yet compressed, since the last kept part
    for part in parts:
        if isinstance(part, Deflated):
            if plain:
                out.append(_blocks(b"".join(plain), zlib.Z_SYNC_FLUSH))
                plain = []
            out.append(part.blocks)
        else:
            plain.append(part)
        text = _text(part)
        crc = zlib.crc32(text, crc)
        size += len(text)
    out.append(_blocks(b"".join(plain), zlib.Z_FINISH))  # the last block, marked so
    out.append(struct.pack("<II", crc, size & 0xFFFFFFFF))  # RFC 1952: CRC-32, ISIZE
    return b"".join(out)


def _blocks(text: bytes, flush: int) -> bytes:
    """``text`` as raw deflate blocks (no zlib or gzip wrapper) from a fresh compressor."""
    compressor = zlib.compressobj(LEVEL, zlib.DEFLATED, -zlib.MAX_WBITS)
    return compressor.compress(text) + compressor.flush(flush)


def _header(max_random_bytes: int) -> bytes:
    """RFC 1952's header: deflate, a file name (FNAME) of random length (a run of "a"s, as
    Django writes it), no time, no extra flags, an unknown system (as Python's gzip writes)."""
    name = b"a" * secrets.randbelow(max_random_bytes) if max_random_bytes else b""
    return bytes((0x1F, 0x8B, 8, gzip.FNAME, 0, 0, 0, 0, 0, 0xFF)) + name + b"\x00"


def text_of(parts: Sequence[bytes | Deflated]) -> bytes:
    """What ``parts`` say, uncompressed."""
    return b"".join(map(_text, parts))


def _text(part: bytes | Deflated) -> bytes:
    return part.text if isinstance(part, Deflated) else part


__all__ = ["LEVEL", "Deflated", "gzip_of", "text_of"]
