"""Pages are sent compressed to a reader whose browser accepts gzip
(``middleware.PageGZipMiddleware``, ``adapters.compressed``): what the reader's browser
unpacks is the page itself, byte for byte, each answer padded to a length of its own
(BREACH), the response says it varies by ``Accept-Encoding``, a short answer and a browser
that asks for no gzip get the page as it is, and a streamed answer (a paper's PDF) is
compressed as it goes.  The standings' live part is compressed once per version: the page
and the poll put its kept blocks in their own streams, and Python's ``gzip`` (the reader a
browser stands for here) unpacks them to the page."""

from __future__ import annotations

import gzip
import re
import zlib

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.cache import cache
from django.http import HttpResponse, StreamingHttpResponse
from django.test import RequestFactory
from django.urls import reverse
from django.utils import translation

from tests.builders import example_event
from tournaments import models as m
from tournaments import services
from tournaments.adapters import compressed
from tournaments.adapters.compressed import Deflated, gzip_of
from tournaments.middleware import PageGZipMiddleware
from tournaments.views import public

pytestmark = pytest.mark.django_db


def test_the_standings_unpack_to_the_page_itself(organiser, client):
    event = example_event(organiser)
    url = reverse("standings", args=[event.slug])
    plain = client.get(url)
    sent = client.get(url, HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert "Content-Encoding" not in plain
    assert sent["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in sent["Vary"] and "Accept-Encoding" in plain["Vary"]
    assert int(sent["Content-Length"]) == len(sent.content) < len(plain.content)
    assert gzip.decompress(sent.content) == plain.content
    assert b"1NS" in plain.content  # the page's standings, not an empty answer


def test_the_live_part_is_compressed_once_and_every_page_unpacks_to_itself(
    organiser, client, organiser_client
):
    """The page, its live part (the poll) and the staff's page, before and after a
    correction: each unpacks to the page sent plain, and the live part's kept blocks are
    in every compressed answer of its version, as they are."""
    event = example_event(organiser)
    page = reverse("standings", args=[event.slug])
    live = reverse("standings-live", args=[event.slug])
    for _turn in range(2):
        for reader in (client, organiser_client):
            for url in (page, live):
                plain = reader.get(url).content
                sent = reader.get(url, HTTP_ACCEPT_ENCODING="gzip").content
                assert _tokenless(gzip.decompress(sent)) == _tokenless(plain), url
                kept = [v for v in _kept_parts() if v.text in plain]
                assert kept and kept[0].blocks in sent, url
                assert b"<svg" in kept[0].text or b"result" in kept[0].text
        seating = event.trays.get(number=3).seatings.order_by("table__number").first()
        services.record_whist_traveller(
            event, 3, [services.WhistEntry(seating.pk, 4, None)], by=organiser, reason="Misread"
        )


def test_a_live_part_kept_as_text_by_an_earlier_release_is_not_read(organiser, client):
    """A site upgraded while its shared cache holds the live part as an earlier release kept
    it (its text, under "standings-live", the key the public's page and poll read then): the
    page and the poll are made afresh, whole."""
    event = example_event(organiser)
    request = RequestFactory().get(reverse("standings", args=[event.slug]))
    request.user = AnonymousUser()
    with translation.override(event.club.language):
        old = public._view_of(request, m.Event.objects.get(pk=event.pk), "standings-live")
    cache.set(old, (event.public_version, "<p>an earlier release's text</p>"))
    for url in (
        reverse("standings", args=[event.slug]),
        reverse("standings-live", args=[event.slug]),
    ):
        plain = client.get(url).content
        sent = client.get(url, HTTP_ACCEPT_ENCODING="gzip").content
        assert b"an earlier release" not in plain and b"1NS" in plain
        assert gzip.decompress(sent) == plain
    assert cache.get(old)[1] == "<p>an earlier release's text</p>"  # there all along


def _tokenless(page: bytes) -> bytes:
    """The page, its log-out form's token (masked anew for each staff page) set aside."""
    return re.sub(rb'name="csrfmiddlewaretoken" value="[^"]*"', b"", page)


def _kept_parts() -> list[Deflated]:
    """The live parts in the shared cache (the tests' cache is Django's local memory)."""
    found = []
    for key in list(cache._cache.keys()):  # noqa: SLF001 (the test cache's own store)
        value = cache.get(key.split(":", 2)[-1])
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[1], Deflated):
            found.append(value[1])
    return found


def test_parts_make_one_stream_of_their_text_in_turn():
    """Kept parts first, last, side by side, between plain text, empty: Python's gzip and
    zlib unpack each stream to the parts' text in turn, as one member, with its CRC-32."""
    kept = Deflated.of(b"<svg>" + b"<polyline points='1.00,2.00'/>" * 500 + b"</svg>")
    other = Deflated.of("<p>déjà 54,17 %</p>".encode() * 50)
    empty = Deflated.of(b"")
    cases = [
        [kept],
        [b"<html>", kept, b"</html>"],
        [kept, other],
        [b"a" * 300, kept, b"", other, b"z" * 300],
        [empty, b"<p>only text</p>" * 20, empty],
        [b"plain alone " * 40],
    ]
    for parts in cases:
        text = compressed.text_of(parts)
        sent = gzip_of(parts, 100)
        assert gzip.decompress(sent) == text
        unpacker = zlib.decompressobj(zlib.MAX_WBITS | 16)  # one gzip member, checked whole
        assert unpacker.decompress(sent) == text and unpacker.eof and not unpacker.unused_data


def test_each_answer_is_padded_to_a_length_of_its_own():
    """The same page sent 40 times: the file name in the gzip header (a run of "a"s, as
    Django pads it) has lengths from 0 to 99; every answer unpacks to the page."""
    page = b"<p>" + b"54.17% " * 2000 + b"</p>"
    answers = [gzip_of([page], 100) for _ in range(40)]
    assert all(gzip.decompress(a) == page for a in answers)
    assert len({len(a) for a in answers}) > 5
    for answer in answers:
        assert answer[3] & gzip.FNAME
        name = answer[10 : answer.index(b"\x00", 10)]
        assert set(name) <= {ord("a")} and len(name) < 100


def test_the_level_is_four_not_djangos_six():
    """The deflate stream is zlib's at level 4: Python's gzip at level 4 writes the same
    blocks for the same text (the header and its padding aside), at level 6 others."""
    page = "".join(f"<td>{n * 7 % 1000 / 10:.2f}</td>" for n in range(20000)).encode()
    answer = gzip_of([page], 1)  # a name of no "a"s: only its terminating zero
    assert answer[10] == 0
    at_four = gzip.compress(page, compresslevel=4, mtime=0)
    at_six = gzip.compress(page, compresslevel=6, mtime=0)
    assert compressed.LEVEL == 4
    assert answer[11:] == at_four[10:] != at_six[10:]


def _through(response, accept: str = "gzip"):
    request = RequestFactory().get("/", HTTP_ACCEPT_ENCODING=accept)
    return PageGZipMiddleware(lambda _request: response)(request)


def test_short_encoded_and_unwanted_answers_are_left_as_they_are():
    short = _through(HttpResponse(b"x" * 199))
    assert "Content-Encoding" not in short and short.content == b"x" * 199
    encoded = HttpResponse(b"y" * 5000)
    encoded["Content-Encoding"] = "br"
    assert _through(encoded).content == b"y" * 5000
    unwanted = _through(HttpResponse(b"z" * 5000), accept="identity")
    assert "Content-Encoding" not in unwanted and unwanted.content == b"z" * 5000
    assert "Accept-Encoding" in unwanted["Vary"]


def test_a_page_changed_after_its_view_is_compressed_whole():
    """Parts that no longer say what the page says (a middleware after the view changed
    it): the page is compressed as it now is, not from the parts."""
    kept = Deflated.of(b"<div>" + b"kept " * 400 + b"</div>")
    response = HttpResponse(b"<html>" + kept.text + b"</html>")
    response.gzip_parts = [b"<html>", kept, b"</html>"]
    response.content = b"<html><p>added</p>" + kept.text + b"</html>"
    sent = _through(response)
    assert gzip.decompress(sent.content) == b"<html><p>added</p>" + kept.text + b"</html>"


def test_a_strong_etag_is_made_weak_and_a_stream_is_compressed_as_it_goes():
    tagged = HttpResponse(b"w" * 5000)
    tagged["ETag"] = '"v1"'
    sent = _through(tagged)
    assert sent["ETag"] == 'W/"v1"' and gzip.decompress(sent.content) == b"w" * 5000
    stream = _through(StreamingHttpResponse(iter([b"%PDF-" + b"q" * 3000, b"%%EOF"])))
    assert stream["Content-Encoding"] == "gzip"
    assert gzip.decompress(b"".join(stream.streaming_content)) == b"%PDF-" + b"q" * 3000 + b"%%EOF"
