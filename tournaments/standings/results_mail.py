"""Each player's results mail: their place, figure and award, their own score card, and the
links to the standings and their card, as plain text and as HTML.

The card is the one the player's score card page shows (``scores.card_context``), written by
a mail twin of the form's card template (``mail/cards/<the page's template>``), so the mail
and the page never disagree.  ``digest`` fingerprints the player's own figures, so a
corrected publication can tell whose figures changed.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import PurePosixPath

from django.conf import settings
from django.core import signing
from django.template.loader import render_to_string
from django.urls import reverse

from tournaments import models as m
from tournaments.standings.scores import scores_for

STOP_SALT = "trays.results-mail.stop"


@dataclass(frozen=True)
class Composed:
    player: m.Player
    address: str
    subject: str
    text: str
    html: str
    digest: str


def stop_token(player: m.Player) -> str:
    """The signed token of a player's opt-out link (it names the player and nothing else)."""
    return signing.dumps({"player": player.pk}, salt=STOP_SALT)


def player_of_token(token: str) -> m.Player | None:
    try:
        data = signing.loads(token, salt=STOP_SALT)
    except signing.BadSignature:
        return None
    return m.Player.objects.filter(pk=data.get("player")).first()


def absolute(path: str) -> str:
    return settings.TRAYS_SITE_URL.rstrip("/") + path


def recipients(event: m.Event, counted: str) -> list[tuple[m.Entrant, m.Player]]:
    """Every player with an address who takes results by mail, with the entrant their
    results are those of (a team's players: the team)."""
    members = (
        m.EntrantMember.objects.filter(entrant__event=event)
        .select_related("entrant__team", "player")
        .order_by("entrant__label", "position")
    )
    out, seen = [], set()
    for member in members:
        player, entrant = member.player, member.entrant
        if entrant.kind != counted and entrant.team_id:
            entrant = entrant.team
        if player.pk in seen or not player.email or not player.results_by_email:
            continue
        seen.add(player.pk)
        out.append((entrant, player))
    return out


def compose_mails(event: m.Event, *, corrected: bool) -> list[Composed]:
    """A mail for every player of the finished event who takes results by mail, in the club's
    language and time zone (a mail has no reader at hand to choose another)."""
    with m.club_locale(event.club):
        return _compose(event, corrected=corrected)


def _compose(event: m.Event, *, corrected: bool) -> list[Composed]:
    scores = scores_for(event)
    awards = {a.player_id: a for a in event.awards.all()}
    card_name = PurePosixPath(scores.card_template).stem
    out = []
    for entrant, player in recipients(event, scores.counted):
        context = {
            "event": event,
            "player": player,
            "entrant": entrant,
            "place": scores.place_of(entrant),
            "award": awards.get(player.pk),
            "scores": scores,
            **(scores.card_context(entrant.label) or {}),
            "standings_url": absolute(reverse("standings", args=[event.slug])),
            "card_url": absolute(reverse("score-card", args=[event.slug, entrant.label])),
            "stop_url": absolute(reverse("mail-stop", args=[stop_token(player)])),
        }
        figures = render_to_string(f"mail/cards/{card_name}.txt", context)
        digest = hashlib.sha256(
            f"{context['place']}|{context['award'] and context['award'].points}|{figures}".encode()
        ).hexdigest()
        context.update({"corrected": corrected, "card_text": figures})
        context["card_html"] = render_to_string(f"mail/cards/{card_name}.html", context)
        subject = ("Corrected results: " if corrected else "Your results: ") + event.name
        out.append(
            Composed(
                player,
                player.email,
                subject[:200],
                render_to_string("mail/results.txt", context),
                render_to_string("mail/results.html", context),
                digest,
            )
        )
    return out
