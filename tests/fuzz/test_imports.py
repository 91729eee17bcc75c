"""Every import format through the site's service and its upload page, with hostile values:
the shared USEBIO reference file and the site's own USEBIO export with element values
replaced, PBN files, custom movement CSVs, and event backups (JSON) with values replaced, by
the service and by ``import_event``.  A refusal is the service's error with a message (the
page's form error, the command's exit status 2) and stores nothing; nothing else is raised,
no answer is a 500 or holds the process past the CPU bound."""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from movements import catalogue
from movements.io import to_csv
from tests.builders import club_named
from tests.builders.pairs import example_event
from tests.fuzz.checks import FUZZ, SWEEP, example, refused, snapshot, sound, text_of, timed
from tests.fuzz.strategies import HOSTILE_WORDS, JSON_VALUES, NUMBER_WORDS
from tests.fuzz.test_files_read import PBN, edited_lines
from tournaments import services
from tournaments.backup import BackupError, export_event, import_event, parse
from tournaments.services.common import DomainError
from tournaments.services.usebio import import_usebio

REFERENCE = Path(__file__).resolve().parents[3] / "shared/reference/usebio/mp_pairs_howell.xml"
VALUES = st.one_of(NUMBER_WORDS, HOSTILE_WORDS)


@pytest.fixture
def played(organiser):
    event = example_event(organiser)
    services.finish_event(event, by=organiser)
    return event


def mutated_xml(draw, raw: bytes) -> bytes:
    """The file with a few of its elements' values replaced by hostile text."""
    root = ET.fromstring(raw)
    leaves = [e for e in root.iter() if len(e) == 0]
    for _ in range(draw(st.integers(1, 6))):
        leaves[draw(st.integers(0, len(leaves) - 1))].text = draw(VALUES)
    return ET.tostring(root, encoding="utf-8")


def through_service(call, *args, errors=(DomainError,), **kwargs) -> None:
    with example():
        before = snapshot()
        try:
            timed(call, *args, **kwargs)
        except errors as exc:
            assert str(exc).strip()
            assert snapshot() == before


def through_page(client, url: str, data: dict) -> None:
    with example():
        before = snapshot()
        response = timed(client.post, url, data)
        body = sound(response)
        if refused(response, body):
            assert snapshot() == before, f"{url} refused the file but stored something"


def usebio_sources(client, played) -> list[bytes]:
    own = client.get(reverse("event-usebio", args=[played.slug]))
    assert own.status_code == 200, own.status_code
    sources = [text_of(own).encode()]
    if REFERENCE.is_file():
        sources.append(REFERENCE.read_bytes())
    return sources


@pytest.fixture
def usebio_files(client, organiser, played) -> list[bytes]:
    """The files the examples mutate, read once before them: what one example imports must not
    change what the next starts from (hypothesis replays each example's draws).  Each is
    imported once through the page first, rolled back: the bound is the import's work, not
    loading the import page's modules on the first request."""
    client.force_login(organiser)
    sources = usebio_sources(client, played)
    club = club_named()
    for raw in sources:
        with example():
            upload = SimpleUploadedFile("results.xml", raw, content_type="text/xml")
            data = {"file": upload, "club": club.pk, "slug": ""}
            assert client.post(reverse("usebio-import"), data).status_code == 302
    return sources


@SWEEP
@given(data=st.data())
def test_usebio(client, organiser, usebio_files, data):
    client.force_login(organiser)
    club = club_named()
    for raw in usebio_files:
        sent = mutated_xml(data.draw, raw)
        through_service(import_usebio, sent, by=organiser, club=club, slug="fuzz-import")
        upload = SimpleUploadedFile("results.xml", sent, content_type="text/xml")
        form = {"file": upload, "club": club.pk, "slug": data.draw(st.sampled_from(["", "x"]))}
        through_page(client, reverse("usebio-import"), form)


@FUZZ
@given(text=st.one_of(edited_lines(PBN.splitlines(), " "), VALUES), replace=st.booleans())
def test_pbn_upload(client, organiser, played, text, replace):
    client.force_login(organiser)
    raw = text.encode("utf-8", errors="surrogatepass")
    upload = SimpleUploadedFile("deals.pbn", raw, content_type="text/plain")
    data = {"file": upload} | ({"replace": "on"} if replace else {})
    through_page(client, reverse("deals-import", args=[played.slug]), data)


MOVEMENT_CSV = to_csv(catalogue.generate("mitchell", 3)).splitlines()


@FUZZ
@given(text=st.one_of(edited_lines(MOVEMENT_CSV), VALUES), method=VALUES)
def test_custom_movement_upload(client, organiser, text, method):
    client.force_login(organiser)
    upload = SimpleUploadedFile("movement.csv", text.encode(), content_type="text/csv")
    data = {
        "name": "Fuzz", "date": "2026-11-21", "game": "whist", "movement_file": upload,
        "scoring_method": method if method else "matchpoints", "seed": "3",
    }  # fmt: skip
    through_page(client, reverse("event-create-custom"), data)


def mutated_backup(draw, document: dict) -> dict:
    document = copy.deepcopy(document)

    def walk(node, odds: int) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, value in list(items):
            if draw(st.integers(0, odds)) == 0:
                node[key] = draw(st.one_of(VALUES, JSON_VALUES))
            elif isinstance(value, dict | list):
                walk(value, odds)

    walk(document, 40)
    return document


@FUZZ
@given(data=st.data())
def test_event_backup(organiser, played, data, tmp_path_factory):
    document = mutated_backup(data.draw, export_event(played))
    raw = json.dumps(document, allow_nan=True).encode("utf-8", errors="surrogatepass")

    def restore(raw: bytes):
        return import_event(parse(raw, "the file"), slug="fuzz-copy", accept_edited=True)

    through_service(restore, raw, errors=(BackupError,))
    path = tmp_path_factory.mktemp("backup") / "event.json"
    path.write_bytes(raw)
    through_service(
        call_command, "import_event", str(path), "--slug", "fuzz-copy", "--accept-edited",
        stdout=io.StringIO(), errors=(CommandError,),
    )  # fmt: skip
