"""What an event backup holds, field by field, and the strict checks every row passes.

Database ids never leave the database: rows point at each other by the numbers and labels the
players see (tray 7, round 3 table 2, pair ``4NS``) and users by username, so a file exported
from one site imports into another.  Reading is strict: a missing or unknown key, a reference
to a row that is not in the file, or a value the model refuses is a ``BackupError`` naming the
row, and nothing is saved.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import models

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


def plain(value):
    """A field value as JSON has it: dates and times in ISO 8601, everything else as is."""
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    return value


def values(obj: models.Model, names: Iterable[str]) -> dict:
    return {name: plain(getattr(obj, name)) for name in names}


def username(user) -> str | None:
    return user.get_username() if user is not None else None


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


def adjustment_ok(code: str, where: str) -> None:
    if code:
        try:
            Adjustment.parse(code)
        except ValueError as exc:
            raise BackupError(f"{where}: {exc}") from None


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
