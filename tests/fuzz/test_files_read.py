"""Every import format read by its reader or command with hostile text: a refusal is the
reader's own error with a message, never another exception, and no file holds the process
past the CPU bound.  PBN, DUP, movement CSV and JSON, and the score command's CSV."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from hypothesis import given
from hypothesis import strategies as st

from movements import catalogue
from movements.io import from_csv, from_json, import_custom, to_csv, to_json
from tests.fuzz.checks import FUZZ, timed
from tests.fuzz.strategies import HOSTILE_WORDS, JSON_VALUES, NUMBER_WORDS
from tournaments.deals import dup, pbn
from tournaments.deals.cards import DealError

PBN = """[Event "Club night"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:KQJT.AKQJ.AKQ.AK 9876.T987.T98.T9 5432.6543.765.87 A.2.J432.QJ65432"]
[Result "9"]
[OptimumScore "NS 620"]

[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:KQJT.AKQJ.AKQ.AK 9876.T987.T98.T9 5432.6543.765.87 A.2.J432.QJ65432"]
"""


@st.composite
def edited_lines(draw, lines: list[str], cells: str = ",") -> str:
    """``lines`` with a few of them, or a cell of them, replaced by hostile text."""
    lines = list(lines)
    for _ in range(draw(st.integers(1, 4))):
        index = draw(st.integers(0, len(lines) - 1))
        new = draw(st.one_of(NUMBER_WORDS, HOSTILE_WORDS))
        parts = lines[index].split(cells)
        if draw(st.booleans()):
            parts[draw(st.integers(0, len(parts) - 1))] = new
            lines[index] = cells.join(parts)
        else:
            lines[index] = new
    return "\n".join(lines)


def refused_with_a_message(read, text, errors) -> None:
    try:
        timed(read, text)
    except errors as exc:
        assert str(exc).strip()


@FUZZ
@given(text=st.one_of(edited_lines(PBN.splitlines(), " "), HOSTILE_WORDS))
def test_pbn(text):
    refused_with_a_message(pbn.read, text, pbn.PbnError)


@FUZZ
@given(
    data=st.one_of(
        st.binary(max_size=400),
        st.binary(min_size=68, max_size=68).map(lambda b: b * 3),
        st.lists(st.integers(0, 99), min_size=39, max_size=39).map(
            lambda n: "".join(f"{x:02d}" for x in n).encode() + b" " * 29
        ),
    )
)
def test_dup(data):
    refused_with_a_message(dup.read, data, DealError)


MOVEMENT = catalogue.generate("howell", 4)


@FUZZ
@given(text=st.one_of(edited_lines(to_csv(MOVEMENT).splitlines()), HOSTILE_WORDS))
def test_movement_csv(text):
    for read in (from_csv, import_custom):
        refused_with_a_message(read, text, ValueError)


def _mutated_json(draw) -> str:
    doc = json.loads(to_json(MOVEMENT))

    def walk(node):
        if isinstance(node, dict):
            for key in list(node):
                if draw(st.integers(0, 9)) == 0:
                    node[key] = draw(JSON_VALUES)
                else:
                    walk(node[key])
        elif isinstance(node, list):
            for i, item in enumerate(node):
                if draw(st.integers(0, 19)) == 0:
                    node[i] = draw(JSON_VALUES)
                else:
                    walk(item)

    walk(doc)
    return json.dumps(doc, allow_nan=True)


@FUZZ
@given(data=st.data())
def test_movement_json(data):
    refused_with_a_message(from_json, _mutated_json(data.draw), ValueError)


RESULTS = ["tray,ns,ew,score", "1,1,2,7", "1,3,4,6", "2,1,3,5", "2,2,4,8"]


@pytest.mark.parametrize(
    ("game", "method"), [("whist", "matchpoints"), ("bridge", "imps"), ("bridge", "matchpoints")]
)
@FUZZ
@given(
    text=st.one_of(
        edited_lines(RESULTS).map(str.encode), HOSTILE_WORDS.map(str.encode), st.binary()
    )
)
def test_the_score_commands_csv(tmp_path_factory, game, method, text):
    path = tmp_path_factory.mktemp("score") / "results.csv"
    path.write_bytes(text)
    try:
        timed(call_command, "score", "--input", str(path), "--game", game, "--method", method,
              stdout=io.StringIO())  # fmt: skip
    except CommandError as exc:
        assert str(exc).strip()
