"""What the hostile-input suite sends: any JSON, raw bytes, awkward text and numbers."""

from __future__ import annotations

import json

from hypothesis import strategies as st

from tournaments.views.inputs import MOST_BYTES

# Text as it comes: any code point, lone surrogates and NUL included (JSON escapes them).
ANY_TEXT = st.text(
    st.one_of(
        st.characters(),
        st.integers(0xD800, 0xDFFF).map(chr),
        st.sampled_from(["\x00", "\ufeff", "\u202e", "\u2028"]),
    ),
    max_size=60,
)
# Text a browser can send in a form (UTF-8 carries no lone surrogate).
FORM_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=120)
NUMBERS = st.one_of(
    st.integers(),
    st.integers(-(10**40), 10**40),
    st.sampled_from([0, -1, 1, 13, 14, 2**31, 2**63, 10**9, -(10**9), 10**400]),
    st.floats(allow_nan=True, allow_infinity=True),
)
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, ANY_TEXT)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5), st.dictionaries(ANY_TEXT, inner, max_size=5)
    ),
    max_leaves=25,
)
# Numbers as text, in every spelling a careless or hostile hand would use.
NUMBER_WORDS = st.one_of(
    NUMBERS.map(str),
    st.sampled_from(
        [
            "", " ", "-0", "1e400", "1E+999999999", "NaN", "-inf", "0x1f", "1_000", "１３", "٣",
            "9" * 40, "9" * 3000, "3.5", "+7", "\x00", "7\x00", " 7 ", "1,5",
        ]
    ),
)  # fmt: skip
HOSTILE_WORDS = st.one_of(
    NUMBER_WORDS,
    FORM_TEXT,
    st.sampled_from(
        [
            "<script>alert(1)</script>", "' OR 1=1 --", "../../etc/passwd", "%00", "\u202e",
            '=HYPERLINK("http://evil.example/","x")', "a\r\nb", "é" * 400, "🂡" * 80,
            "AVE", "AVE+", "NP", "7NT", "4SXX", "PASS", "N", "S", "on", "yes", "true",
        ]
    ),
)  # fmt: skip


def deep(depth: int, opener: str = "[") -> str:
    closer = {"[": "]", "{": "}"}[opener]
    if opener == "{":
        return '{"a":' * depth + "1" + "}" * depth
    return opener * depth + closer * depth


def encoded(value, ascii_only: bool) -> bytes:
    """``value`` as JSON text: escaped (surrogates as \\ud800) or raw, NaN and Infinity too."""
    text = json.dumps(value, ensure_ascii=ascii_only, allow_nan=True)
    return text.encode("utf-8", errors="surrogatepass")


@st.composite
def bodies(draw, plausible: dict) -> bytes:
    """A body for a JSON API: mostly an object with the API's own keys (each a plausible value
    or any JSON at all), else any JSON, deep nesting within the size limit, or raw bytes."""
    kind = draw(st.sampled_from(["fields", "fields", "fields", "any", "deep", "bytes"]))
    if kind == "fields":
        keys = draw(st.lists(st.sampled_from(sorted(plausible)), unique=True))
        value = {key: draw(st.one_of(st.just(plausible[key]), JSON_VALUES)) for key in keys} | draw(
            st.dictionaries(ANY_TEXT, JSON_VALUES, max_size=2)
        )
        return encoded(value, draw(st.booleans()))
    if kind == "any":
        return encoded(draw(JSON_VALUES), draw(st.booleans()))
    if kind == "deep":
        depth = draw(st.integers(1, (MOST_BYTES // 2) - 10))
        text = deep(depth, draw(st.sampled_from(["[", "{"])))
        return ('{"tray": ' + text + "}").encode()[: MOST_BYTES + 10]
    return draw(st.binary(max_size=3000))
