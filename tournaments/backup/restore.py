"""Rebuilding an event from its backup document, row by row, in one transaction.

Any ``BackupError`` leaves nothing behind.  The document is bounded and its signature checked
before any row is read; a file edited after export (or unsigned, as versions 1 and 2 are) is
refused unless the caller accepts it, and then the event's log says so.  Every reference is
resolved by natural key (entrant label, tray number, round and table numbers); one that points
nowhere is an error naming the row.  The restored event is read back as its pages read it
before the transaction commits, so a file that scores wrong is refused too.

An event is known by its creation stamp (``event.created_at``, kept to the microsecond by
export and restore): a file whose event is already on the site, under any address, restores
only over it (``replace``) or as a copy under an address of its own (``slug``).
"""

from __future__ import annotations

from collections.abc import Iterable

from django.core.exceptions import ValidationError
from django.db import DatabaseError, transaction

from said import Said
from tournaments import models as m
from tournaments.adapters import movements as movement_rows
from tournaments.adapters.statistics import refresh_statistics
from tournaments.backup import checks, deal_rows, results_out, rows
from tournaments.backup.document import SIGNATURE, bounded, is_signed
from tournaments.backup.people import Users, club_of, competition_of, event_organisers
from tournaments.backup.progressive import progressive_before_version_6, restore_progressive
from tournaments.backup.schema import (
    EVENT_FIELDS,
    FORMAT,
    LATER_ENTRANT_DEFAULTS,
    LATER_EVENT_DEFAULTS,
    LATER_RESULT_DEFAULTS,
    LATER_TABLE_DEFAULTS,
    LATER_TRAY_DEFAULTS,
    READABLE_VERSIONS,
    ROUND_FIELDS,
    SIGNED_SINCE,
    TRAY_FIELDS,
    V1_EVENT_DEFAULTS,
    V1_RESULT_DEFAULTS,
    V2_ENTRANT_DEFAULTS,
    V2_EVENT_DEFAULTS,
    V2_PLAYER_DEFAULTS,
    V2_RESULT_DEFAULTS,
    V3_EVENT_DEFAULTS,
    V3_RESULT_DEFAULTS,
    V6_CLUB_DEFAULTS,
    V6_EVENT_DEFAULTS,
    V6_PLAYER_DEFAULTS,
    V6_TOP_DEFAULTS,
    BackupError,
    Restored,
    checked,
    record,
    save_all,
)
from tournaments.standings import scores_for


def import_event(
    data,
    *,
    slug: str | None = None,
    replace: bool = False,
    organisers: Iterable[str] = (),
    create_organisers: Iterable[str] = (),
    accept_edited: bool = False,
) -> Restored:
    """Restore an exported event in one transaction; a ``BackupError`` saves nothing.

    ``organisers`` names accounts of this site to organise the event instead of the file's;
    ``create_organisers`` creates them (without a usable password).  ``accept_edited`` takes a
    file whose signature does not match (edited, from another site, or from before backups
    were signed), and the restored event's log records it.
    """
    if not isinstance(data, dict):
        raise BackupError(Said("This is not an event backup: expected a JSON object."))
    bounded(data)
    if data.get("format") != FORMAT:
        raise BackupError(
            Said("This is not an event backup (format %(value)s).", value=repr(data.get("format")))
        )
    version = data.get("version")
    if type(version) is not int or version not in READABLE_VERSIONS:
        readable = ", ".join(str(v) for v in READABLE_VERSIONS)
        raise BackupError(
            Said(
                "This backup is version %(version)s; this site reads versions %(readable)s.",
                version=repr(version),
                readable=readable,
            )
        )
    edited = _edited(data, accept_edited)
    data = {k: v for k, v in data.items() if k != SIGNATURE}
    if version == 1:
        data = _from_version_1(data)
    if version <= 3:  # a version 3 file may come from before competitions: same defaults
        data = _from_version_2(data)
        data = _with_defaults(data, V3_EVENT_DEFAULTS, V3_RESULT_DEFAULTS)
    if isinstance(data.get("event"), dict):
        data["event"] = {**LATER_EVENT_DEFAULTS, **data["event"]}
    data = _with_defaults(data, {}, LATER_RESULT_DEFAULTS)
    if isinstance(data.get("trays"), list):
        data["trays"] = [
            {**LATER_TRAY_DEFAULTS, **t} if isinstance(t, dict) else t for t in data["trays"]
        ]
    if isinstance(data.get("tables"), list):
        data["tables"] = [
            {**LATER_TABLE_DEFAULTS, **t} if isinstance(t, dict) else t for t in data["tables"]
        ]
    if isinstance(data.get("entrants"), list):
        data["entrants"] = [
            {**LATER_ENTRANT_DEFAULTS, **e} if isinstance(e, dict) else e for e in data["entrants"]
        ]
    if version <= 4:
        data = {**data, "deals": []}  # before deals were kept
    if version <= 5:
        data = progressive_before_version_6(data)
    if version <= 6:
        data = _before_results_left(data)
    try:
        with transaction.atomic():
            return restore(
                data,
                slug=slug,
                replace=replace,
                organisers=list(organisers),
                create=list(create_organisers),
                edited=edited,
            )
    except DatabaseError as exc:
        raise BackupError(Said("The database refused the event: %(exc)s", exc=exc)) from None


def _edited(data: dict, accept: bool) -> Said | None:
    """What is wrong with the file's signature ("" when it is this site's, unchanged); unless
    the caller accepts it, a refusal that says why and what to do."""
    if data["version"] < SIGNED_SINCE:
        why = Said("an unsigned version %(version)s backup", version=data["version"])
        problem = Said(
            "This is a version %(version)s backup, from before backups were signed: "
            "nothing shows it is as it was exported.",
            version=data["version"],
        )
    elif SIGNATURE not in data:
        why = Said("a backup without its signature")
        problem = Said("This backup carries no signature: nothing shows it is as it was exported.")
    elif not is_signed(data):
        why = Said("a backup edited after export, or signed by another site")
        problem = Said(
            "This backup does not match its signature: it was changed after it was exported, "
            "or exported by a site with another key."
        )
    else:
        return None
    if not accept:
        raise BackupError(
            Said(
                "%(problem)s If you trust its content, restore it with --accept-edited (the event's log will record that).",
                problem=problem,
            )
        )
    return why


def _in_club_language(event: m.Event, said: Said) -> str:
    """A line of the event's log, written in the club's language as the log keeps it."""
    with m.club_locale(event.club):
        return event.words.reword(said)[:400]


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


def _from_version_2(data: dict) -> dict:
    """A version 1, 2 or 3 document with the clubs, the public's view, disputes and the
    competitions' fields, at their meaning before (a field the file has is kept)."""
    data = dict(data)
    if isinstance(data.get("results"), list):
        data["results"] = [
            {**V2_RESULT_DEFAULTS, **row} if isinstance(row, dict) else row
            for row in data["results"]
        ]
    if isinstance(data.get("event"), dict):
        data["event"] = {**V2_EVENT_DEFAULTS, **data["event"]}
    for key, defaults in (("players", V2_PLAYER_DEFAULTS), ("entrants", V2_ENTRANT_DEFAULTS)):
        if isinstance(data.get(key), list):
            data[key] = [{**defaults, **row} if isinstance(row, dict) else row for row in data[key]]
    return data


def _with_defaults(data: dict, event_defaults: dict, result_defaults: dict) -> dict:
    """A document from before a version with the fields that version added, at their meaning
    before it."""
    data = dict(data)
    if isinstance(data.get("results"), list):
        data["results"] = [
            {**result_defaults, **row} if isinstance(row, dict) else row for row in data["results"]
        ]
    if isinstance(data.get("event"), dict):
        data["event"] = {**event_defaults, **data["event"]}
    return data


def _before_results_left(data: dict) -> dict:
    """A version 1 to 5 document with what version 6 added, at its meaning before: no scale,
    no awards, no publications; players take results by mail and have no national number."""
    data = {**V6_TOP_DEFAULTS, **data}
    if isinstance(data.get("players"), list):
        data["players"] = [
            {**V6_PLAYER_DEFAULTS, **row} if isinstance(row, dict) else row
            for row in data["players"]
        ]
    if isinstance(data.get("event"), dict):
        event = {**V6_EVENT_DEFAULTS, **data["event"]}
        if isinstance(event.get("club"), dict):
            event["club"] = {**V6_CLUB_DEFAULTS, **event["club"]}
        data["event"] = event
    return data


def delete_event(event: m.Event) -> None:
    """Remove an event and everything of it (results first: they protect their seatings)."""
    m.Result.objects.filter(tray__event=event).delete()
    m.Seating.objects.filter(round__event=event).delete()
    event.delete()


def verify(event: m.Event) -> None:
    """Read the restored event the way its pages do, so a file that scores wrong is refused."""
    refresh_statistics()  # its rows arrived in this transaction: see the module
    try:
        movement_rows.movement_for(event)
        scores_for(event).read_all()
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
        raise BackupError(
            Said("The restored event cannot be read back: %(exc)s", exc=repr(exc))
        ) from None


TOP_KEYS = (
    "format", "version", "event", "players", "entrants", "trays", "deals", "rounds", "tables",
    "seatings", "results", "result_changes", "log", "progressive", "awards", "publications",
)  # fmt: skip


def restore(
    data: dict,
    *,
    slug: str | None,
    replace: bool,
    organisers: list[str],
    create: list[str],
    edited: Said | None,
) -> Restored:
    """Rows in dependency order (event, players, entrants, trays and their deals, rounds,
    tables, seatings, results, trail, log, progressive), then the event read back as its pages
    read it."""
    data = record(data, TOP_KEYS, "backup")
    if not isinstance(data["event"], dict):  # read below before its own keys are checked
        raise BackupError(
            Said("event: expected an object, not %(name__)s.", name__=type(data["event"]).__name__)
        )
    accounts, missing = event_organisers(data["event"].get("organisers"), organisers, create)
    club = club_of(data["event"].get("club"), accounts, named=bool(organisers or create))
    event, movement = _event(data["event"], club, slug=slug, replace=replace)
    checks.progressive_rows(event, data)
    event.organisers.set(accounts)
    users = Users()
    players, matched = rows.players(data["players"], club)
    entrants = rows.entrants(event, data["entrants"], players)
    checks.entrants_agree(event, movement, entrants)
    trays = rows.numbered(m.Tray, event, data["trays"], TRAY_FIELDS, "trays")
    deal_rows.deals(event, data["deals"], trays)
    rounds = rows.numbered(m.Round, event, data["rounds"], ROUND_FIELDS, "rounds")
    if event.form != m.Form.PROGRESSIVE and event.current_round > max(rounds, default=0):
        raise BackupError(
            Said(
                "event.current_round: there is no round %(current_round)s.",
                current_round=event.current_round,
            )
        )
    tables, renewed = rows.tables(event, data["tables"])
    seatings = rows.seatings(event, data["seatings"], entrants, trays, rounds, tables)
    rows.results(event, data["results"], trays, seatings, users)
    rows.changes(event, data["result_changes"], trays, seatings, users)
    rows.log_entries(event, data["log"], users)
    restore_progressive(event, data["progressive"], users)
    results_out.restore_scale(event, data["event"]["award_scale"])
    results_out.restore_awards(event, data["awards"], entrants, players)
    results_out.restore_publications(event, data["publications"], players, users)
    if edited:
        m.LogEntry.objects.create(
            event=event,
            action="restore",
            text=_in_club_language(
                event,
                Said("Restored from %(why)s, accepted as it was (--accept-edited).", why=edited),
            ),
        )
    verify(event)
    return Restored(
        event=event,
        missing_organisers=missing,
        missing_users=sorted(users.missing),
        new_secrets=renewed,
        players_created=len(players) - matched,
        players_matched=matched,
        created_organisers=list(create),
        accepted=str(edited) if edited else "",
    )


def _address(slug) -> str:
    """The address asked for instead of the file's, checked as the event's own is."""
    try:
        return m.Event._meta.get_field("slug").clean(slug, None)
    except ValidationError as exc:
        raise BackupError(
            Said("--slug %(slug)s: %(value)s", slug=slug, value=" ".join(exc.messages))
        ) from None


def _event(raw, club: m.Club, *, slug: str | None, replace: bool):
    """The event row, saved over the one it replaces; refused when the address is taken or
    the event is already here, unless the caller asks to replace it."""
    row = record(raw, (*EVENT_FIELDS, "organisers", "club", "competition", "award_scale"), "event")
    competition = competition_of(row["competition"], club)
    event = checked(
        m.Event(club=club, competition=competition, **{k: row[k] for k in EVENT_FIELDS}), "event"
    )
    if slug:
        event.slug = _address(slug)
    existing = m.Event.objects.filter(slug=event.slug).first()
    twin = None
    if not slug:
        twin = (
            m.Event.objects.filter(created_at=event.created_at)
            .exclude(slug=event.slug)
            .order_by("pk")
            .first()
        )
    if twin is not None:
        if not replace:
            raise BackupError(
                Said(
                    "This backup's event is already on this site, as %(slug)s: restore over it with --replace, or make a copy beside it with --slug NEW.",
                    slug=repr(twin.slug),
                )
            )
        event.slug, existing = twin.slug, twin
    elif existing is not None and not replace:
        raise BackupError(
            Said(
                "An event with the address %(slug)s exists: choose another with --slug, or restore over it with --replace.",
                slug=repr(event.slug),
            )
        )
    checks.custom_text(event)
    try:
        movement = movement_rows.generated_movement(event)
    except (ValueError, KeyError, TypeError) as exc:
        raise BackupError(Said("event: its movement cannot be built: %(exc)s", exc=exc)) from None
    checks.event_form(event, movement)
    if existing is not None:
        delete_event(existing)
    save_all(m.Event, [event])
    return event, movement
