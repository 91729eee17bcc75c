"""Pages are sent compressed to a reader whose browser accepts gzip
(``middleware.PageGZipMiddleware``): what the reader's browser unpacks is the page itself,
byte for byte, each answer padded to a length of its own (BREACH), the response says it
varies by ``Accept-Encoding``, a short answer and a browser that asks for no gzip get the
page as it is, and a streamed answer (a paper's PDF) is compressed as it goes."""

from __future__ import annotations

import gzip
import zlib

import pytest
from django.http import HttpResponse, StreamingHttpResponse
from django.test import RequestFactory
from django.urls import reverse

from tests.builders import example_event
from tournaments.middleware import PAGE_GZIP_LEVEL, PageGZipMiddleware, padded_gzip

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


def test_each_answer_is_padded_to_a_length_of_its_own():
    """The same page sent 40 times: the file name in the gzip header (a run of "a"s, as
    Django pads it) has lengths from 0 to 99; every answer unpacks to the page."""
    page = b"<p>" + b"54.17% " * 2000 + b"</p>"
    answers = [padded_gzip(page, 100) for _ in range(40)]
    assert all(gzip.decompress(a) == page for a in answers)
    assert len({len(a) for a in answers}) > 5
    for answer in answers:
        assert answer[3] & gzip.FNAME
        name = answer[10 : answer.index(b"\x00", 10)]
        assert set(name) <= {ord("a")} and len(name) < 100


def test_the_level_is_four_not_djangos_six():
    """The deflate stream is zlib's at level 4: compressing the same text at level 4 gives
    the same bytes (the padding, the header's first ten bytes, aside)."""
    page = "".join(f"<td>{n * 7 % 1000 / 10:.2f}</td>" for n in range(20000)).encode()
    answer = padded_gzip(page, 1)  # a name of no "a"s: only its terminating zero
    assert answer[10] == 0
    at_four = gzip.compress(page, compresslevel=4, mtime=0)
    at_six = gzip.compress(page, compresslevel=6, mtime=0)
    assert PAGE_GZIP_LEVEL == 4
    assert answer[11:] == at_four[10:] != at_six[10:]
    assert zlib.decompress(answer[11:], -zlib.MAX_WBITS)[: len(page)] == page


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


def test_a_strong_etag_is_made_weak_and_a_stream_is_compressed_as_it_goes():
    tagged = HttpResponse(b"w" * 5000)
    tagged["ETag"] = '"v1"'
    sent = _through(tagged)
    assert sent["ETag"] == 'W/"v1"' and gzip.decompress(sent.content) == b"w" * 5000
    stream = _through(StreamingHttpResponse(iter([b"%PDF-" + b"q" * 3000, b"%%EOF"])))
    assert stream["Content-Encoding"] == "gzip"
    assert gzip.decompress(b"".join(stream.streaming_content)) == b"%PDF-" + b"q" * 3000 + b"%%EOF"
