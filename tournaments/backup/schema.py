"""What an event backup holds, field by field, and the strict checks every row passes.

Database ids never leave the database: rows point at each other by the numbers and labels the
players see (tray 7, round 3 table 2, pair ``4NS``) and people by username, so a file exported
from one site imports into another.  Reading is strict: a missing or unknown key, a reference
to a row that is not in the file, or a value a form would refuse (text that is not text, a
number out of the field's range, a choice the field lacks, a naive time, JSON of the wrong
shape or size) is a ``BackupError`` naming the row and field, and nothing is saved.

Version 3 adds the signature (``signature``: an HMAC of the rest of the document with the
site's key) and the trail's authors as names when the account is not on the site.  Version 4
adds the opening lead of a result and whether the tables' pads show the running percentage.
Version 5 adds the trays' deals (``deals``: the hands, where they came from, and their
double-dummy analysis); an older file has none.
Version 6 adds a progressive party's deals a round, lone hands at the head table, the loner
bonus and a bye's points (``backup/progressive.py``).
Version 7 adds what the results gave out (``results_out``): the masterpoint scale the event
follows, its awards and its publications with their mails, and the players' national numbers
and whether they take results by mail (the club's national number and season too).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from said import Said
from tournaments import models as m

FORMAT = "trays-event"
VERSION = 7
READABLE_VERSIONS = (1, 2, 3, 4, 5, 6, 7)
# Versions before 3 carry no signature: nothing shows they are as exported.
SIGNED_SINCE = 3

# Bounds on what a backup may be: a file over MAX_BYTES, or JSON nested deeper than MAX_DEPTH
# (arrays and objects), is refused before it is read further.  The biggest events the site
# runs export to a few hundred kilobytes and nest six levels deep.
MAX_BYTES = 10 * 1024 * 1024
MAX_DEPTH = 20
MAX_VALUES = 2_000_000
# One JSON field of a row (movement options, a snapshot in the trail, a round's outcome), as
# text: far above any the site writes.
MAX_JSON_CHARS = 100_000

EVENT_FIELDS = (
    "name", "slug", "date", "venue", "game", "form", "movement_kind", "movement_size",
    "movement_options", "custom_movement", "boards_per_round", "scoring_method", "status",
    "published", "seed", "current_round", "one_winner", "created_at", "results_shown",
    "standings_shown", "section", "session", "strata", "pad_shows_percentage", "scoring_rules",
    "unranked_below", "vp_scale", "imp_averages",
    "auction_english", "to_the_score", "usebio_facts", "pad_shows_deal", "moving_on",
)  # fmt: skip
COMPETITION_FIELDS = ("slug", "name", "date", "across_field", "combine", "weights", "strata")
CLUB_FIELDS = (
    "slug", "name", "public_names", "national_id", "season_start", "language", "time_zone",
)  # fmt: skip
# A club written before clubs had a language and a time zone (same version): the site's own.
LATER_CLUB_DEFAULTS = {"language": settings.LANGUAGE_CODE, "time_zone": settings.TIME_ZONE}
PLAYER_FIELDS = (
    "name", "membership_number", "email", "rating", "national_id", "results_by_email",
)  # fmt: skip
SCALE_FIELDS = ("name", "point_type", "rows")
AWARD_FIELDS = ("points", "point_type", "place")
PUBLICATION_FIELDS = ("number", "at", "version", "corrected")
MAIL_FIELDS = (
    "address", "digest", "subject", "text", "html", "status", "attempts", "sent_at", "error",
)  # fmt: skip
# What a version 1 to 6 backup (before results left the club) lacks, and what it means.
V6_CLUB_DEFAULTS = {"national_id": "", "season_start": 1}
V6_PLAYER_DEFAULTS = {"national_id": "", "results_by_email": True}
V6_EVENT_DEFAULTS = {"award_scale": None}
V6_TOP_DEFAULTS: dict[str, list[object]] = {"awards": [], "publications": []}
ENTRANT_FIELDS = (
    "label", "kind", "section", "number", "direction", "name", "handicap", "left_from_round",
)  # fmt: skip
TRAY_FIELDS = ("number", "tray_set", "dealer", "vulnerability", "trump", "law")
ROUND_FIELDS = ("number", "skip_before", "arrow_switched", "note")
DEAL_FIELDS = (
    "hands", "source", "note", "tricks", "par_score", "par_contracts", "analysed_at",
    "created_at", "updated_at",
)  # fmt: skip
TABLE_FIELDS = ("number", "secret", "round_number", "held")
# A table written before tables moved on by themselves (same version): in the event's round,
# not held.
LATER_TABLE_DEFAULTS = {"round_number": 0, "held": False}
SEATING_FIELDS = ("tray_set", "arrow_switched")
SEATS = ("ns", "ew", "north", "east", "south", "west")
RESULT_FIELDS = (
    "ns_tricks", "ew_tricks", "contract", "declarer", "tricks_taken", "ns_score", "honours",
    "honours_side", "adjustment", "revokes_ns", "revokes_ew", "entered_via", "entered_at",
    "confirmed_at", "disputed_at", "updated_at", "lead",
    "revoke_kept", "law", "out_of_turn", "traveller_seen_at",
)  # fmt: skip
# What a version 1, 2 or 3 backup (before the players' scoring pads) lacks, and what it means.
V3_EVENT_DEFAULTS = {"pad_shows_percentage": False}
V3_RESULT_DEFAULTS = {"lead": ""}
# What a version 1 or 2 backup (before clubs, the public's view during play and disputed
# results) lacks, and what it means: the club is found here (see ``restore.club_of``).
V2_EVENT_DEFAULTS: dict[str, object] = {
    "club": None, "competition": None, "results_shown": "played", "standings_shown": "on",
    "section": "", "session": 1, "strata": [],
}  # fmt: skip
V2_RESULT_DEFAULTS = {"disputed_at": None}
V2_PLAYER_DEFAULTS = {"rating": None}
V2_ENTRANT_DEFAULTS = {"section": "", "handicap": "0.00"}
# What a version 1 backup (before auction bridge's honours and organisers' own movements)
# lacks, and what it means.
V1_RESULT_DEFAULTS = {"honours": "", "honours_side": ""}
V1_EVENT_DEFAULTS = {"custom_movement": ""}
# What a file written before the event kept its scoring rules, its ranking rule and its
# victory-point scale lacks (an older file of the same version may be from before them too:
# the keys were added within a version), and what it means: the club's rules, every pair
# ranked, and the WBF scale, by which such an event was scored; and an event not imported from
# a USEBIO file (no facts of one kept).
LATER_EVENT_DEFAULTS = {
    "scoring_rules": "club", "unranked_below": 0, "vp_scale": "wbf", "imp_averages": "fixed",
    "auction_english": False, "to_the_score": "none", "usebio_facts": {},
    "pad_shows_deal": False, "moving_on": "director",
}  # fmt: skip
# A result or tray written before the laws were kept (same version): no tricks kept before a
# revoke, no ruling under a law.
LATER_RESULT_DEFAULTS = {
    "revoke_kept": 0, "law": "", "out_of_turn": "", "traveller_seen_at": None,
}  # fmt: skip
LATER_TRAY_DEFAULTS = {"law": ""}
# An entrant written before leavers were kept (same version): it has not left.
LATER_ENTRANT_DEFAULTS = {"left_from_round": None}
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
    m.Deal: ("created_at", "updated_at"),
    m.ProgressiveResult: ("entered_at", "updated_at"),
    m.ProgressiveChange: ("changed_at",),
    m.Publication: ("at",),
}


# The shape each JSON field holds (a snapshot in the trail may be null: nothing before, or
# after, the change).
JSON_SHAPES: dict[tuple[type[models.Model], str], tuple[type, ...]] = {
    (m.Event, "movement_options"): (dict,),
    (m.Event, "usebio_facts"): (dict,),
    (m.ResultChange, "old_value"): (dict, type(None)),
    (m.ResultChange, "new_value"): (dict, type(None)),
    (m.ProgressiveSettings, "prize_classes"): (list,),
    (m.Deal, "tricks"): (dict, type(None)),
    (m.Deal, "par_contracts"): (list,),
    (m.ProgressiveRound, "outcome"): (list,),
    (m.ProgressiveResult, "details"): (dict,),
    (m.ProgressiveChange, "old_value"): (dict, type(None)),
    (m.ProgressiveChange, "new_value"): (dict, type(None)),
    (m.AwardScale, "rows"): (list,),
}
TEXT_FIELDS = (models.CharField, models.TextField)


class BackupError(Exception):
    """An event file that cannot be restored; the message says what to change."""


def plain(value):
    """A field value as JSON has it: dates and times in ISO 8601, exact decimals (a handicap)
    as text, everything else as is."""
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    return value


def values(obj: models.Model, names: Iterable[str]) -> dict:
    return {name: plain(getattr(obj, name)) for name in names}


def author(user, name: str) -> str | None:
    """Who wrote a row of the trail: the account's username, else the name kept beside it."""
    if user is not None:
        return user.get_username()
    return name or None


def record(value, keys: Iterable[str], where: str) -> dict:
    """A JSON object with exactly ``keys``: a typo or a missing key is an error, not a loss."""
    if not isinstance(value, dict):
        raise BackupError(
            Said(
                "%(where)s: expected an object, not %(name__)s.",
                where=where,
                name__=type(value).__name__,
            )
        )
    wanted = set(keys)
    missing, unknown = sorted(wanted - set(value)), sorted(set(value) - wanted, key=str)
    if missing:
        raise BackupError(
            Said("%(where)s: missing %(value)s.", where=where, value=", ".join(missing))
        )
    if unknown:
        raise BackupError(
            Said(
                "%(where)s: unknown key(s) %(value)s.",
                where=where,
                value=", ".join(map(str, unknown)),
            )
        )
    return value


def records(value, keys: Iterable[str], where: str) -> list[dict]:
    if not isinstance(value, list):
        raise BackupError(
            Said(
                "%(where)s: expected a list, not %(name__)s.",
                where=where,
                name__=type(value).__name__,
            )
        )
    keys = tuple(keys)
    return [record(item, keys, f"{where}[{i}]") for i, item in enumerate(value)]


def number(value, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise BackupError(
            Said(
                "%(where)s: expected a whole number, not %(value)s.", where=where, value=repr(value)
            )
        )
    return value


def label(value, where: str, *, null: bool = False) -> str | None:
    if value is None and null:
        return None
    if not isinstance(value, str):
        raise BackupError(
            Said("%(where)s: expected a text label, not %(value)s.", where=where, value=repr(value))
        )
    return value


def checked(obj: models.Model, where: str) -> models.Model:
    """Every field checked as a form would check it, then the row's own rules (its check
    constraints), before the database sees it.

    Foreign keys are left out: the reader builds them itself from rows it has just made.
    """
    for f in obj._meta.fields:
        value = getattr(obj, f.attname)
        if f.is_relation or f.primary_key or (value is None and f.null):
            continue
        there = f"{where}.{f.name}"
        if value in f.empty_values and not isinstance(f, (*TEXT_FIELDS, models.JSONField)):
            raise BackupError(
                Said(
                    "%(there)s: %(value)s is not a value for this field.",
                    there=there,
                    value=repr(value),
                )
            )
        _of_json_type(obj, f, value, there)
        _in_range(f, value, there)
        try:
            setattr(obj, f.attname, f.clean(value, obj))
        except ValidationError as exc:
            raise BackupError(
                Said("%(there)s: %(value)s", there=there, value=" ".join(exc.messages))
            ) from None
        except (TypeError, ValueError, OverflowError):
            raise BackupError(
                Said(
                    "%(there)s: %(value)s is not a value for this field.",
                    there=there,
                    value=repr(value),
                )
            ) from None
    for constraint in obj._meta.constraints:
        if isinstance(constraint, models.CheckConstraint):
            try:
                constraint.validate(type(obj), obj)
            except ValidationError as exc:
                raise BackupError(
                    Said("%(where)s: %(value)s", where=where, value=" ".join(exc.messages))
                ) from None
    return obj


def _of_json_type(obj: models.Model, f: models.Field, value, where: str) -> None:
    """The JSON type a field's value must have in the file (no number where text belongs, no
    text for a time that is not written as one, no true for a number)."""
    if isinstance(f, TEXT_FIELDS):
        if not isinstance(value, str):
            raise BackupError(
                Said("%(where)s: expected text, not %(value)s.", where=where, value=repr(value))
            )
        if "\x00" in value:
            raise BackupError(Said("%(where)s: text may not contain NUL characters.", where=where))
    elif isinstance(f, models.BooleanField):
        if not isinstance(value, bool):
            raise BackupError(
                Said(
                    "%(where)s: expected true or false, not %(value)s.",
                    where=where,
                    value=repr(value),
                )
            )
    elif isinstance(f, models.IntegerField):
        number(value, where)
    elif isinstance(f, models.DateField):  # and DateTimeField
        if not isinstance(value, str):
            raise BackupError(
                Said(
                    "%(where)s: expected a date written as text, not %(value)s.",
                    where=where,
                    value=repr(value),
                )
            )
        if isinstance(f, models.DateTimeField) and _naive(value):
            raise BackupError(
                Said("%(where)s: a time needs its time zone (as exported: +00:00).", where=where)
            )
    elif isinstance(f, models.JSONField):
        _json_value(obj, f, value, where)


def _json_value(obj: models.Model, f: models.Field, value, where: str) -> None:
    shape = JSON_SHAPES.get((type(obj), f.name))
    if shape is not None and not isinstance(value, shape):
        wanted = " or ".join("null" if t is type(None) else t.__name__ for t in shape)
        raise BackupError(
            Said(
                "%(where)s: expected %(wanted)s, not %(name__)s.",
                where=where,
                wanted=wanted,
                name__=type(value).__name__,
            )
        )
    try:
        text = json.dumps(value, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise BackupError(
            Said("%(where)s: not plain JSON (%(exc)s).", where=where, exc=exc)
        ) from None
    if len(text) > MAX_JSON_CHARS:
        raise BackupError(
            Said(
                "%(where)s: %(count_text)s characters, over %(MAX_JSON_CHARS)s.",
                where=where,
                count_text=format(len(text), ","),
                MAX_JSON_CHARS=format(MAX_JSON_CHARS, ","),
            )
        )


def _naive(text: str) -> bool:
    try:
        parsed = parse_datetime(text)
    except ValueError:
        return False  # not a time at all: the field's own check says so
    return parsed is not None and timezone.is_naive(parsed)


# The values each integer field takes on every database Django supports, as Django's model
# field reference gives them ("values from ... to ... are safe in all databases").
_SMALL, _INTEGER, _BIG = 2**15, 2**31, 2**63
INTEGER_RANGES = {
    "SmallIntegerField": (-_SMALL, _SMALL - 1),
    "SmallAutoField": (-_SMALL, _SMALL - 1),
    "PositiveSmallIntegerField": (0, _SMALL - 1),
    "IntegerField": (-_INTEGER, _INTEGER - 1),
    "AutoField": (-_INTEGER, _INTEGER - 1),
    "PositiveIntegerField": (0, _INTEGER - 1),
    "BigIntegerField": (-_BIG, _BIG - 1),
    "BigAutoField": (-_BIG, _BIG - 1),
    "PositiveBigIntegerField": (0, _BIG - 1),
}


def _in_range(f: models.Field, value, where: str) -> None:
    """Numbers within the column's range on every database (SQLite alone would take more), said
    the same way whatever the database."""
    if isinstance(f, models.IntegerField) and value is not None:
        low, high = INTEGER_RANGES[f.get_internal_type()]
        if not low <= value <= high:
            raise BackupError(
                Said(
                    "%(where)s: %(value)s is out of range (%(low)s to %(high)s).",
                    where=where,
                    value=value,
                    low=low,
                    high=high,
                )
            )


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
class Restored:
    """What an import did, for the person who ran it."""

    event: m.Event
    missing_organisers: list[str]
    missing_users: list[str]
    new_secrets: int
    players_created: int
    players_matched: int
    created_organisers: list[str] = field(default_factory=list)
    accepted: str = ""

    def summary(self) -> str:
        lines = [
            _(
                "Restored %(name)s as %(slug)s: %(entrants)s entrants, %(results)s results "
                "(%(matched)s players matched, %(created)s added)."
            )
            % {
                "name": self.event.name,
                "slug": self.event.slug,
                "entrants": self.event.entrants.count(),
                "results": m.Result.objects.filter(tray__event=self.event).count(),
                "matched": self.players_matched,
                "created": self.players_created,
            }
        ]
        for name in self.created_organisers:
            lines.append(
                _(
                    "Created the account %(name)s, organiser of this event. It has no password "
                    "yet: set one with `python manage.py changepassword %(name)s` before "
                    "logging in."
                )
                % {"name": name}
            )
        if self.missing_organisers:
            lines.append(
                _("Organisers without an account here (left out): %(names)s")
                % {"names": ", ".join(self.missing_organisers)}
            )
        if self.missing_users:
            lines.append(
                _("People in the trail without an account here (kept by name): %(names)s")
                % {"names": ", ".join(self.missing_users)}
            )
        if self.new_secrets:
            lines.append(
                ngettext(
                    "%(count)s table link was in use on this site and was renewed: print the "
                    "table cards again.",
                    "%(count)s table links were in use on this site and were renewed: print "
                    "the table cards again.",
                    self.new_secrets,
                )
                % {"count": self.new_secrets}
            )
        if self.accepted:
            lines.append(
                _("Accepted as it was (--accept-edited): %(why)s. The event's log records it.")
                % {"why": self.accepted}
            )
        return "\n".join(lines)
