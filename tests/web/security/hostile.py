"""What the hostile-input tests throw at the site: awkward strings, numbers and text."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from tournaments import models as m

FUZZ = settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

SPECIAL = [
    "", " ", "0", "-1", "1", "7", "13", "14", "4294967296", "9" * 40, "1e3", "NaN", "inf",
    "3.5", "１３", "٣", "0x1f", "1_000", "\x00", "\u202e", "a\nb", "<script>alert(1)</script>",
    "' OR 1=1 --", "%00", "../../etc/passwd", "AVE", "AVE+", "NP", "A60/40", "7NT", "4SXX",
    "PASS", "N", "E", "Z", "recommend", "create", "next", "check", "🂡" * 50, "é" * 400,
]  # fmt: skip
# Text as a browser can send it: any character but lone surrogates, which UTF-8 cannot carry.
TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=300)
HOSTILE = st.one_of(st.sampled_from(SPECIAL), TEXT, st.integers(-(10**20), 10**20).map(str))
SMALL = st.one_of(st.integers(-2, 15).map(str), st.just(""), HOSTILE)


def readable(client, event: m.Event) -> None:
    """The event's pages still open after whatever was stored."""
    for url in (f"/e/{event.slug}/", f"/e/{event.slug}/standings/"):
        assert client.get(url).status_code == 200, url
