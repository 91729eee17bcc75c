"""Which cards an action at the desk changed, and what to tell the tables.

A late pair, a pair that leaves, a renewed link: the desk takes a ``snapshot`` of the table
cards and guide cards as they stand (the movement read back from the stored seatings,
``adapters.movements.movement_for``, its moves worded by ``movements.where``) before the
action and another after it, and ``changes`` lists the tables whose card changed, with the
rounds to tell them about (from the round in play on), and the entrants whose guide card
changed.  The desk keeps the list until the director has dealt with it, and prints just those
cards (``papers.paper_pdf`` with ``only``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.papers import duplicate
from tournaments.printing import build
from tournaments.printing.data import Entrant, GuideCard, GuideRow, TableCard, TableCardRow


@dataclass(frozen=True)
class Snapshot:
    """The cards of an event at one moment: table cards by table, guide cards by label."""

    tables: dict[int, TableCard]
    guides: dict[str, GuideCard]


def snapshot(event: m.Event) -> Snapshot | None:
    """The event's table and guide cards now; None for an event with no such cards."""
    if event.form == m.Form.PROGRESSIVE or not event.has_started:
        return None
    movement = duplicate.movement(event)
    names = duplicate.entrant_names(event)
    links = duplicate.entry_urls(event, "/")  # the path is enough: a renewed link changes it
    tables = build.table_cards(movement, names=names, entry_urls=links)
    numbered = event.is_whist and event.form == m.Form.TEAMS
    guides = build.guide_cards(movement, names, numbered=numbered)
    # The heading's name of the movement ("Mitchell, 5 tables, 9 pairs") changes with a late
    # pair but tells nobody where to go: it does not make a card worth reprinting.
    return Snapshot(
        tables={card.table: replace(card, movement="") for card in tables},
        guides={
            label: replace(card, movement="")
            for label, card in zip(movement.entrants, guides, strict=True)
        },
    )


def _who(e: Entrant | None) -> str:
    if e is None:
        return _("sits out")
    return f"{e.label} ({e.names})" if e.names else e.label


def _table_row(row: TableCardRow) -> str:
    if row.seats is not None:
        seated = ", ".join(_who(e) for e in row.seats)
        text = _("Round %(round)s: %(seated)s") % {"round": row.round, "seated": seated}
    elif row.ns is None or row.ew is None:
        text = _("Round %(round)s: %(who)s sits out (no opponents)") % {
            "round": row.round,
            "who": _who(row.ns or row.ew),
        }
    else:
        text = _("Round %(round)s: NS %(ns)s v EW %(ew)s") % {
            "round": row.round,
            "ns": _who(row.ns),
            "ew": _who(row.ew),
        }
    if row.trays:
        text += _(", trays %(trays)s") % {"trays": row.trays}
    if row.moves:
        text += _("; after the round: %(moves)s") % {"moves": "; ".join(row.moves)}
    return text


def _guide_row(row: GuideRow) -> str:
    if row.table is None or not row.opponents:
        return _("Round %(round)s: sits out") % {"round": row.round}
    return _("Round %(round)s: table %(table)s, %(sit)s, trays %(trays)s, against %(against)s") % {
        "round": row.round,
        "table": row.table,
        "sit": row.position,
        "trays": row.trays,
        "against": row.opponents,
    }


Row = TypeVar("Row", TableCardRow, GuideRow)


def _new_rows(before: Sequence[Row], after: Sequence[Row], from_round: int) -> list[Row]:
    """The rows of ``after`` that differ from ``before``'s of the same round, from a round on."""
    old = {row.round: row for row in before}
    return [row for row in after if row.round >= from_round and old.get(row.round) != row]


def changes(before: Snapshot | None, after: Snapshot | None, *, from_round: int) -> dict:
    """What changed between two snapshots, as plain values (the desk keeps them in the
    session): ``tables`` [{"table", "tell": [[key, line]]}], ``entrants`` [{"label", "code",
    "tell": [[key, line]]}], each card whose content changed listed even when nothing of it is
    left to tell.  A line's key (its round, "notes" or "link") lets a later change replace
    it."""
    if before is None or after is None:
        return {"tables": [], "entrants": []}
    tables = []
    for number, card in sorted(after.tables.items()):
        old = before.tables.get(number)
        if old == card:
            continue
        rows = _new_rows(old.rows if old else (), card.rows, from_round)
        tell = [[row.round, _table_row(row)] for row in rows]
        if old is not None and old.notes != card.notes:
            tell.append(["notes", _notes(card.notes)])
        if old is None or old.entry_url != card.entry_url:
            tell.append(
                ["link", _("Its link was renewed: scan the new QR code (on the new card).")]
            )
        tables.append({"table": number, "tell": tell})
    entrants = []
    for label, guide in after.guides.items():
        was = before.guides.get(label)
        if was == guide:
            continue
        lines = _new_rows(was.rows if was else (), guide.rows, from_round)
        said = [[line.round, _guide_row(line)] for line in lines]
        if was is not None and was.notes != guide.notes:
            said.append(["notes", _notes(guide.notes)])
        entrants.append({"label": label, "code": guide.entrant.label, "tell": said})
    return {"tables": tables, "entrants": entrants}


def _notes(notes) -> str:
    return _("On the card: %(notes)s") % {"notes": "; ".join(notes) or "-"}


def _order(key) -> tuple:
    return (0, key, "") if isinstance(key, int) else (1, 0, str(key))


def _joined(old: dict | None, new: dict) -> dict:
    """One card's entry from two changes: the newer line for each round (or note), in order."""
    lines = {key: text for key, text in (old or {}).get("tell", [])}
    lines.update({key: text for key, text in new["tell"]})
    return {**new, "tell": [[key, lines[key]] for key in sorted(lines, key=_order)]}


def merged(kept: dict | None, new: dict) -> dict:
    """Two lists of changes as one: a card listed in both keeps each round's newer words."""
    if not kept:
        return new
    tables = {t["table"]: t for t in kept.get("tables", [])}
    for t in new["tables"]:
        tables[t["table"]] = _joined(tables.get(t["table"]), t)
    entrants = {e["label"]: e for e in kept.get("entrants", [])}
    for e in new["entrants"]:
        entrants[e["label"]] = _joined(entrants.get(e["label"]), e)
    return {
        "tables": [tables[n] for n in sorted(tables)],
        "entrants": list(entrants.values()),
    }
