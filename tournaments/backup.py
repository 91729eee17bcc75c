"""One event as a plain, versioned dict, and back: a backup that restores into any database.

Database ids never leave the database: rows point at each other by the numbers and labels the
players see (tray 7, round 3 table 2, pair ``4NS``) and users by username, so a file exported
from one site imports into another.  Lists are in a fixed order, so the same event always
exports to the same document and two exports can be compared line by line.

Reading is strict: a missing or unknown key, a reference to a row that is not in the file, or
a value the model refuses is a ``BackupError`` naming the row, and nothing is saved.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import DatabaseError, models, transaction

from tournaments import adapters, standings
from tournaments import models as m
from tournaments.scoring.types import Adjustment

FORMAT = "trays-event"
VERSION = 2
READABLE_VERSIONS = (1, 2)

EVENT_FIELDS = (
    "name", "slug", "date", "venue", "game", "form", "movement_kind", "movement_size",
    "movement_options", "custom_movement", "boards_per_round", "scoring_method", "status",
    "published", "seed", "current_round", "one_winner", "created_at",
)  # fmt: skip
PLAYER_FIELDS = ("name", "membership_number", "email")
ENTRANT_FIELDS = ("label", "kind", "number", "direction", "name")
TRAY_FIELDS = ("number", "tray_set", "dealer", "vulnerability", "trump")
ROUND_FIELDS = ("number", "skip_before", "arrow_switched", "note")
TABLE_FIELDS = ("number", "secret")
SEATING_FIELDS = ("tray_set", "arrow_switched")
SEATS = ("ns", "ew", "north", "east", "south", "west")
RESULT_FIELDS = (
    "ns_tricks", "ew_tricks", "contract", "declarer", "tricks_taken", "ns_score", "honours",
    "honours_side", "adjustment", "revokes_ns", "revokes_ew", "entered_via", "entered_at",
    "confirmed_at", "updated_at",
)  # fmt: skip
# What a version 1 backup (before auction bridge's honours and organisers' own movements)
# lacks, and what it means.
V1_RESULT_DEFAULTS = {"honours": "", "honours_side": ""}
V1_EVENT_DEFAULTS = {"custom_movement": ""}
CHANGE_FIELDS = (
    "action", "old_value", "new_value", "reason", "changed_via", "changed_at",
)  # fmt: skip
LOG_FIELDS = ("at", "action", "text")
# Stamps the database would set to "now" on insert; a restore puts the recorded ones back.
STAMPS = {
    m.Event: ("created_at",),
    m.Result: ("entered_at", "updated_at"),
    m.ResultChange: ("changed_at",),
    m.LogEntry: ("at",),
    m.ProgressiveResult: ("entered_at", "updated_at"),
    m.ProgressiveChange: ("changed_at",),
}


class BackupError(Exception):
    """An event file that cannot be restored; the message says what to change."""


# -- writing ----------------------------------------------------------------------------------


def plain(value):
    """A field value as JSON has it: dates and times in ISO 8601, everything else as is."""
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    return value


def values(obj: models.Model, names: Iterable[str]) -> dict:
    return {name: plain(getattr(obj, name)) for name in names}


def username(user) -> str | None:
    return user.get_username() if user is not None else None


def export_event(event: m.Event) -> dict:
    """Everything of one event, ids replaced by natural keys, in a fixed order."""
    from tournaments.backup_progressive import export_progressive

    entrants = list(
        event.entrants.select_related("team").prefetch_related("members__player").order_by("label")
    )
    players = _players_of(entrants)
    refs = {p.pk: ref for ref, p in enumerate(players, start=1)}
    return {
        "format": FORMAT,
        "version": VERSION,
        "event": {
            **values(event, EVENT_FIELDS),
            "organisers": sorted(u.get_username() for u in event.organisers.all()),
        },
        "players": [{"ref": refs[p.pk], **values(p, PLAYER_FIELDS)} for p in players],
        "entrants": [_entrant(e, refs) for e in entrants],
        "trays": [values(t, TRAY_FIELDS) for t in event.trays.order_by("number")],
        "rounds": [values(r, ROUND_FIELDS) for r in event.rounds.order_by("number")],
        "tables": [values(t, TABLE_FIELDS) for t in event.tables.order_by("number")],
        "seatings": _seatings(event),
        "results": _results(event),
        "result_changes": _changes(event),
        "log": [
            {**values(x, LOG_FIELDS), "by": username(x.by)}
            for x in event.log.select_related("by").order_by("at", "pk")
        ],
        "progressive": export_progressive(event),
    }


def _players_of(entrants: list[m.Entrant]) -> list[m.Player]:
    found = {mem.player.pk: mem.player for e in entrants for mem in e.members.all()}
    return sorted(found.values(), key=lambda p: (p.name, p.membership_number, p.email, p.pk))


def _entrant(e: m.Entrant, refs: dict[int, int]) -> dict:
    members = sorted(e.members.all(), key=lambda mem: mem.position)
    return {
        **values(e, ENTRANT_FIELDS),
        "team": e.team.label if e.team_id else None,
        "members": [refs[mem.player_id] for mem in members],
    }


def _seatings(event: m.Event) -> list[dict]:
    rows = (
        m.Seating.objects.filter(round__event=event)
        .select_related("round", "table", *SEATS)
        .prefetch_related("trays")
        .order_by("round__number", "table__number")
    )
    return [
        {
            "round": s.round.number,
            "table": s.table.number,
            **{
                seat: getattr(s, seat).label if getattr(s, f"{seat}_id") else None for seat in SEATS
            },
            **values(s, SEATING_FIELDS),
            "trays": sorted(t.number for t in s.trays.all()),
        }
        for s in rows
    ]


def _results(event: m.Event) -> list[dict]:
    rows = (
        m.Result.objects.filter(tray__event=event)
        .select_related("tray", "seating__round", "seating__table", "entered_by")
        .order_by("tray__number", "seating__round__number", "seating__table__number")
    )
    return [
        {
            "tray": r.tray.number,
            "round": r.seating.round.number,
            "table": r.seating.table.number,
            **values(r, RESULT_FIELDS),
            "entered_by": username(r.entered_by),
        }
        for r in rows
    ]


def _changes(event: m.Event) -> list[dict]:
    rows = event.result_changes.select_related(
        "tray", "seating__round", "seating__table", "changed_by"
    ).order_by("changed_at", "pk")
    return [
        {
            "tray": c.tray.number,
            "round": c.seating.round.number,
            "table": c.seating.table.number,
            **values(c, CHANGE_FIELDS),
            "changed_by": username(c.changed_by),
        }
        for c in rows
    ]


# -- reading helpers ---------------------------------------------------------------------------


def record(value, keys: Iterable[str], where: str) -> dict:
    """A JSON object with exactly ``keys``: a typo or a missing key is an error, not a loss."""
    if not isinstance(value, dict):
        raise BackupError(f"{where}: expected an object, not {type(value).__name__}.")
    wanted = set(keys)
    missing, unknown = sorted(wanted - set(value)), sorted(set(value) - wanted)
    if missing:
        raise BackupError(f"{where}: missing {', '.join(missing)}.")
    if unknown:
        raise BackupError(f"{where}: unknown key(s) {', '.join(map(str, unknown))}.")
    return value


def records(value, keys: Iterable[str], where: str) -> list[dict]:
    if not isinstance(value, list):
        raise BackupError(f"{where}: expected a list, not {type(value).__name__}.")
    keys = tuple(keys)
    return [record(item, keys, f"{where}[{i}]") for i, item in enumerate(value)]


def number(value, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise BackupError(f"{where}: expected a whole number, not {value!r}.")
    return value


def label(value, where: str, *, null: bool = False) -> str | None:
    if value is None and null:
        return None
    if not isinstance(value, str):
        raise BackupError(f"{where}: expected a text label, not {value!r}.")
    return value


def checked(obj: models.Model, where: str) -> models.Model:
    """Field checks (types, choices, lengths, ranges, formats) before the database sees a row.

    Foreign keys are left out: the reader builds them itself from rows it has just made.
    """
    for f in obj._meta.fields:
        value = getattr(obj, f.attname)
        if f.is_relation or f.primary_key or (value is None and f.null):
            continue
        text = (models.CharField, models.TextField, models.JSONField)
        if value in f.empty_values and not isinstance(f, text):
            raise BackupError(f"{where}: {f.name}: {value!r} is not a value for this field.")
        if isinstance(value, str) and "\x00" in value:
            raise BackupError(f"{where}: {f.name}: text may not contain NUL characters.")
        try:
            setattr(obj, f.attname, f.clean(value, obj))
        except ValidationError as exc:
            raise BackupError(f"{where}: {f.name}: {' '.join(exc.messages)}") from None
        except (TypeError, ValueError, OverflowError):
            raise BackupError(
                f"{where}: {f.name}: {value!r} is not a value for this field."
            ) from None
    return obj


def save_all(model: type[models.Model], objs: list[models.Model]) -> list[models.Model]:
    """Insert rows in one statement, keeping the recorded timestamps the insert would reset."""
    stamps = STAMPS.get(model, ())
    kept = [[getattr(o, s) for s in stamps] for o in objs]
    model.objects.bulk_create(objs)
    if stamps and objs:
        for obj, row in zip(objs, kept, strict=True):
            for name, value in zip(stamps, row, strict=True):
                setattr(obj, name, value)
        model.objects.bulk_update(objs, stamps)
    return objs


@dataclass
class Users:
    """Usernames mapped to this site's accounts; the ones it lacks are listed, not created."""

    known: dict[str, object] = field(default_factory=dict)
    missing: set[str] = field(default_factory=set)

    def get(self, name, where: str):
        if name is None:
            return None
        name = label(name, where)
        if name not in self.known:
            user = get_user_model().objects.filter(username=name).first()
            if user is None:
                self.missing.add(name)
            self.known[name] = user
        return self.known[name]


# -- restoring --------------------------------------------------------------------------------


@dataclass
class Restored:
    """What an import did, for the person who ran it."""

    event: m.Event
    missing_organisers: list[str]
    missing_users: list[str]
    new_secrets: int
    players_created: int
    players_matched: int

    def summary(self) -> str:
        lines = [
            f"Restored {self.event.name} as {self.event.slug}: "
            f"{self.event.entrants.count()} entrants, "
            f"{m.Result.objects.filter(tray__event=self.event).count()} results "
            f"({self.players_matched} players matched, {self.players_created} added)."
        ]
        if self.missing_organisers:
            lines.append(
                "Organisers without an account here (left out): "
                + ", ".join(self.missing_organisers)
            )
        if self.missing_users:
            lines.append(
                "People without an account here (their entries keep no name): "
                + ", ".join(self.missing_users)
            )
        if self.new_secrets:
            lines.append(
                f"{self.new_secrets} table link(s) were in use on this site and were renewed: "
                "print the table cards again."
            )
        return "\n".join(lines)


def import_event(
    data, *, slug: str | None = None, replace: bool = False, organisers: Iterable[str] = ()
) -> Restored:
    """Restore an exported event in one transaction; a ``BackupError`` saves nothing."""
    from tournaments.backup_restore import restore

    if not isinstance(data, dict):
        raise BackupError("This is not an event backup: expected a JSON object.")
    if data.get("format") != FORMAT:
        raise BackupError(f"This is not an event backup (format {data.get('format')!r}).")
    if type(data.get("version")) is not int or data["version"] not in READABLE_VERSIONS:
        readable = " and ".join(str(v) for v in READABLE_VERSIONS)
        raise BackupError(
            f"This backup is version {data.get('version')!r}; this site reads versions {readable}."
        )
    if data["version"] == 1:
        data = _from_version_1(data)
    try:
        with transaction.atomic():
            return restore(data, slug=slug, replace=replace, organisers=list(organisers))
    except DatabaseError as exc:
        raise BackupError(f"The database refused the event: {exc}".strip()) from None


def _from_version_1(data: dict) -> dict:
    """A version 1 document with the fields version 2 added, at their meaning in version 1."""
    data = dict(data)
    if isinstance(data.get("results"), list):
        data["results"] = [
            {**V1_RESULT_DEFAULTS, **row} if isinstance(row, dict) else row
            for row in data["results"]
        ]
    if isinstance(data.get("event"), dict):
        data["event"] = {**V1_EVENT_DEFAULTS, **data["event"]}
    return data


def delete_event(event: m.Event) -> None:
    """Remove an event and everything of it (results first: they protect their seatings)."""
    m.Result.objects.filter(tray__event=event).delete()
    m.Seating.objects.filter(round__event=event).delete()
    event.delete()


def verify(event: m.Event) -> None:
    """Read the restored event the way its pages do, so a file that scores wrong is refused."""
    from tournaments.backup_progressive import verify_progressive

    try:
        adapters.movement_for(event)
        scores = standings.event_scores(event)
        standings.standings_rows(scores)
        standings.trick_rows(scores)
        for entrant in scores.entrants.values():
            standings.score_card(scores, entrant)
        verify_progressive(event)
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
        raise BackupError(f"The restored event cannot be read back: {exc!r}") from None


def adjustment_ok(code: str, where: str) -> None:
    if code:
        try:
            Adjustment.parse(code)
        except ValueError as exc:
            raise BackupError(f"{where}: {exc}") from None
