"""What an event's results gave out, in its backup: the masterpoint scale it follows, the
awards its players earned, and each publication with the mails it sent (version 6).

A restored event keeps them as they were, so its player pages show the same masterpoints and
publishing it again mails only those whose figures changed.  A mail that was still waiting
when the backup was made is restored as given up, never sent by the restore: the site that
restores an event must not mail its players unasked.
"""

from __future__ import annotations

from django.utils import timezone

from said import Said
from tournaments import models as m
from tournaments.backup.schema import (
    AWARD_FIELDS,
    MAIL_FIELDS,
    PUBLICATION_FIELDS,
    SCALE_FIELDS,
    BackupError,
    author,
    checked,
    label,
    number,
    record,
    records,
    save_all,
    values,
)
from tournaments.scoring.awards import ScaleError, read_scale

UNSENT = (m.MailStatus.QUEUED, m.MailStatus.SENDING, m.MailStatus.FAILED)


def scale_doc(event: m.Event):
    scale = event.award_scale
    return values(scale, SCALE_FIELDS) if scale is not None else None


def awards_doc(event: m.Event, refs: dict[int, int]) -> list[dict]:
    rows = event.awards.select_related("entrant").order_by("entrant__label", "player_id")
    return [
        {"entrant": a.entrant.label, "player": refs[a.player_id], **values(a, AWARD_FIELDS)}
        for a in rows
        if a.player_id in refs
    ]


def publications_doc(event: m.Event, refs: dict[int, int]) -> list[dict]:
    out = []
    for publication in event.publications.select_related("by").order_by("number"):
        mails = publication.mails.order_by("player_id")
        out.append(
            {
                **values(publication, PUBLICATION_FIELDS),
                "by": author(publication.by, publication.by_name),
                "mails": [
                    {"player": refs[x.player_id], **values(x, MAIL_FIELDS)}
                    for x in mails
                    if x.player_id in refs
                ],
            }
        )
    return out


def restore_scale(event: m.Event, raw) -> None:
    """The club's scale of that name (made from the file when the club has none)."""
    if raw is None:
        return
    row = record(raw, SCALE_FIELDS, "event.award_scale")
    try:
        read_scale(row["rows"])
    except ScaleError as exc:
        raise BackupError(Said("event.award_scale.rows: %(exc)s.", exc=exc)) from None
    scale = m.AwardScale.objects.filter(club=event.club, name=row["name"]).first()
    if scale is None:
        made = m.AwardScale(
            club=event.club, created_at=timezone.now().isoformat(), **{**row, "is_default": False}
        )
        scale = checked(made, "event.award_scale")
        scale.save()
    event.award_scale = scale
    event.save(update_fields=["award_scale"])


def restore_awards(event: m.Event, raw, entrants: dict, players: dict) -> None:
    rows, seen = [], set()
    for i, row in enumerate(records(raw, ("entrant", "player", *AWARD_FIELDS), "awards")):
        where = f"awards[{i}]"
        entrant = entrants.get(label(row["entrant"], f"{where}.entrant"))
        player = players.get(number(row["player"], f"{where}.player"))
        if entrant is None or player is None:
            raise BackupError(
                Said("%(where)s: no such entrant or player in this backup.", where=where)
            )
        if player.pk in seen:
            raise BackupError(Said("%(where)s: the player has two awards.", where=where))
        seen.add(player.pk)
        award = m.Award(
            event=event, entrant=entrant, player=player, **{k: row[k] for k in AWARD_FIELDS}
        )
        rows.append(checked(award, where))
    save_all(m.Award, rows)


def restore_publications(event: m.Event, raw, players: dict, users) -> None:
    keys = (*PUBLICATION_FIELDS, "by", "mails")
    for i, row in enumerate(records(raw, keys, "publications")):
        where = f"publications[{i}]"
        user, name = users.get(row["by"], f"{where}.by")
        publication = checked(
            m.Publication(
                event=event, by=user, by_name=name, **{k: row[k] for k in PUBLICATION_FIELDS}
            ),
            where,
        )
        save_all(m.Publication, [publication])
        mails = []
        for j, mail in enumerate(records(row["mails"], ("player", *MAIL_FIELDS), f"{where}.mails")):
            at = f"{where}.mails[{j}]"
            player = players.get(number(mail["player"], f"{at}.player"))
            if player is None:
                raise BackupError(
                    Said(
                        "%(at)s.player: no player with reference %(mail)s.",
                        at=at,
                        mail=mail["player"],
                    )
                )
            made = checked(
                m.ResultMail(
                    publication=publication, player=player, **{k: mail[k] for k in MAIL_FIELDS}
                ),
                at,
            )
            if made.status in UNSENT:
                made.status, made.error = m.MailStatus.GAVE_UP, "not sent before the backup"
            mails.append(made)
        save_all(m.ResultMail, mails)
