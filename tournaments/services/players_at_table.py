"""The players at the table: each seat's player as the table enters it on its pad (a member
number, a name picked from the club's member list, or a visitor's name), and the director's
fix.

What is entered names the pair (``EntrantMember``: its players as every page, paper and
results file shows them; the pair's name follows when it was the players' names), and the
entry itself is kept (``SeatPlayer``: which table, round and seat, what was typed, when).  A
visitor becomes one of the club's players without a member number, and a name the club
already has is that player, never a second one.  The trust policy decides which seats a
table names (``trust.table_seat``), that the director's word stands (``table_may_name``) and
that a second phone meets what the first stored (``seat_taken``).  Every entry and fix goes in
the event's log.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.adapters import trust
from tournaments.deals.cards import SEAT_WORDS
from tournaments.models.table_lookups import round_seating
from tournaments.services.common import DomainError, log
from tournaments.services.table import CLIENT_KEY


@dataclass(frozen=True)
class Who:
    """Who a seat holds, as a table or the director gives it: a member number, the id of a
    player picked from the club's list, or a visitor's name (exactly one of them)."""

    number: str = ""
    player_id: int | None = None
    visitor: str = ""


class SeatTaken(DomainError):
    """The seat holds another player, named by another phone of the table: shown, not
    overwritten."""

    def __init__(self, stored: m.SeatPlayer) -> None:
        super().__init__(
            _("This seat was named %(name)s from another phone: confirm or change it.")
            % {"name": stored.player.name}
        )
        self.stored = stored


def _clean(text: str) -> str:
    return " ".join(str(text).split())


def _player(club_id: int, who: Who) -> tuple[m.Player, str]:
    """The club's player ``who`` names, and what was typed (one to three queries)."""
    players = m.Player.objects.filter(club_id=club_id)
    number, visitor = _clean(who.number)[:40], _clean(who.visitor)
    if sum(bool(x) for x in (number, who.player_id is not None, visitor)) != 1:
        raise DomainError(_("Give a member number, pick a name from the list, or type a name."))
    if number:
        found = players.filter(national_id__iexact=number).first() or (
            players.filter(membership_number__iexact=number).first()
        )
        if found is None:
            raise DomainError(
                _(
                    "No member %(number)s in the club's member list: check the number, or "
                    "type the name as a visitor."
                )
                % {"number": number}
            )
        return found, number
    if who.player_id is not None:
        found = players.filter(pk=who.player_id).first()
        if found is None:
            raise DomainError(_("That player is not on the club's list."))
        return found, ""
    if len(visitor) < 2 or len(visitor) > 120:
        raise DomainError(_("Type a visitor's name, from 2 to 120 letters."))
    same = list(players.filter(name__iexact=visitor)[:2])
    if len(same) > 1:
        raise DomainError(
            _("The club has more than one %(name)s: give the member number instead.")
            % {"name": visitor}
        )
    if same:
        return same[0], visitor  # a member (or an earlier visitor) of that name: never twice
    return m.Player.objects.create(club_id=club_id, name=visitor), visitor


def _seat_in(entrant: m.Entrant, position: int, player: m.Player) -> None:
    """``player`` made the entrant's player at ``position`` (the pair's name follows when it
    was its players' names); refused when the player plays elsewhere in the event."""
    members = list(entrant.members.select_related("player").order_by("position"))
    here = next((x for x in members if x.position == position), None)
    if here is not None and here.player_id == player.pk:
        return
    elsewhere = (
        m.EntrantMember.objects.filter(entrant__event_id=entrant.event_id, player=player)
        .exclude(entrant__kind=m.Entrant.Kind.TEAM)
        .exclude(entrant=entrant, position=position)
        .select_related("entrant")
        .first()
    )
    if elsewhere is not None:
        raise DomainError(
            _("%(name)s already plays in %(code)s: ask the director.")
            % {"name": player.name, "code": elsewhere.entrant.code}
        )
    old_name = " & ".join(x.player.name for x in members)
    if here is None:
        m.EntrantMember.objects.create(entrant=entrant, player=player, position=position)
    else:
        here.player = player
        here.save(update_fields=["player"])
    if entrant.name in ("", old_name):
        names = entrant.members.select_related("player").order_by("position")
        entrant.name = " & ".join(x.player.name for x in names)[:200]
        entrant.save(update_fields=["name"])


def _said(player: m.Player, typed: str) -> str:
    number = player.national_id or player.membership_number
    if number:
        return f"{player.name} ({number})"
    return _("%(name)s (a visitor)") % {"name": player.name} if typed else player.name


def name_seat_at_table(
    table: m.Table,
    seat: str,
    who: Who,
    *,
    seen_round: int | None = None,
    seen: int | None = None,
    key: str = "",
) -> tuple[m.SeatPlayer, bool]:
    """Table T names the player in ``seat`` (N, E, S, W) of its seating of the round in play.
    ``seen`` is the player the phone showed in the seat (None: none), ``key`` the phone's own
    key for this entry.  Returns the stored entry and whether it is new or changed (False:
    sent before, or the same player again).  ``SeatTaken`` when another phone named the seat
    with a player this one had not seen; ``DomainError`` with the reason otherwise."""
    event = table.event
    closed = trust.table_closed(event)
    if closed is not None:
        raise DomainError(closed)
    if key and not CLIENT_KEY.fullmatch(key):
        raise DomainError(_("The phone's key for this seat is not one it could have made."))
    if trust.table_round_over(table, seen_round):
        raise DomainError(
            _("Round %(round)s is over: give the players' names to the director.")
            % {"round": seen_round}
        )
    seating = round_seating(table)
    place = trust.table_seat(seating, seat)
    if seating is None or place is None:
        raise DomainError(
            _("There is no seat %(seat)s to name at this table now.") % {"seat": seat}
        )
    entrant, position = place
    with transaction.atomic():
        # The pair's row locked first: two phones naming its seats at once take turns, and
        # the second meets what the first stored.
        m.Entrant.objects.select_for_update().filter(pk=entrant.pk).first()
        stored = (
            m.SeatPlayer.objects.select_for_update()
            .select_related("player")
            .filter(entrant=entrant, position=position)
            .first()
        )
        if stored is not None and key and stored.client_key == key:
            return stored, False  # sent again: stored once
        if not trust.table_may_name(stored):
            raise DomainError(_("The director has named this seat: ask the director to change it."))
        player, typed = _player(event.club_id, who)
        if stored is not None and stored.player_id == player.pk:
            return stored, False  # the same player again: nothing changes
        if trust.seat_taken(stored, seen, key):
            assert stored is not None
            raise SeatTaken(stored)  # the visitor made above, if any, is rolled back
        _seat_in(entrant, position, player)
        values = {
            "player": player,
            "table_number": table.number,
            "round_number": seating.round.number,
            "seat": seat,
            "typed": typed[:120],
            "by_director": False,
            "client_key": key[:60],
            "at": timezone.now(),
        }
        row, _made = m.SeatPlayer.objects.update_or_create(
            entrant=entrant, position=position, defaults=values
        )
        log(
            event,
            None,
            "players",
            Said(
                "Table %(table)s, round %(round)s: %(seat)s of %(code)s is %(who)s.",
                table=table.number,
                round=seating.round.number,
                seat=SEAT_WORDS[seat],
                code=entrant.code,
                who=_said(player, typed),
            ),
        )
    return row, True


@transaction.atomic
def fix_seat(event: m.Event, entrant_id: int, position: int, who: Who, *, by) -> m.SeatPlayer:
    """The director names or fixes the player at ``position`` of an entrant: from then on
    no table changes that seat."""
    if not trust.may_run(event, by):
        raise DomainError(_("Only the event's organisers fix who sat where."))
    entrant = (
        m.Entrant.objects.filter(event=event, pk=entrant_id)
        .exclude(kind=m.Entrant.Kind.TEAM)
        .first()
    )
    size = 1 if entrant is not None and entrant.kind == m.Entrant.Kind.INDIVIDUAL else 2
    if entrant is None or position not in range(1, size + 1):
        raise DomainError(_("There is no such seat in this event."))
    player, typed = _player(event.club_id, who)
    _seat_in(entrant, position, player)
    stored = m.SeatPlayer.objects.select_for_update().filter(entrant=entrant, position=position)
    row = stored.first()
    values = {"player": player, "typed": typed[:120], "by_director": True, "at": timezone.now()}
    if row is None:
        row = m.SeatPlayer.objects.create(entrant=entrant, position=position, **values)
    else:
        for name, value in values.items():
            setattr(row, name, value)
        row.save(update_fields=list(values))
    log(
        event,
        by,
        "players",
        Said(
            "The director named player %(position)s of %(code)s: %(who)s.",
            position=position,
            code=entrant.code,
            who=_said(player, typed),
        ),
    )
    return row
