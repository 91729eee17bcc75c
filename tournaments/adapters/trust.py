"""The trust policy: who may read or change what, decided here and nowhere else.

The actors: the public (anyone without a role in the event's club: a player of the club, a
visitor, another club's organiser); the club's scorers; its organisers (the directors); and a
table's link (the secret on table T's indicator card), which acts for the players sitting at
table T in the round in play, R, and for nothing else.  Among the players at a table, the side
that entered a result and its opponents (who accept or dispute it) share the one link.

Each rule below is a small function with its reason; pages, the pad, services, the desk, papers
and exports ask it instead of deciding again.  In short:

| actor | reads | changes |
|---|---|---|
| public | a published event; its movement while in play; a tray's results and deal once every table due to play it has (or at the finish, by the director's choice); the standings as the director shows them | nothing |
| scorer | everything of the club's events | enters and corrects results, at any time |
| organiser | everything of the club's events | everything: rulings, a ruled result, the desk, deals |
| another club's organiser | as the public | nothing |
| table T's link, round R (its own round: the event's, or the next once it moved on by itself) | its own trays of round R; a tray's traveller once its own result there is accepted or the director's; its earlier rounds' results still waiting for the opponents | enters its trays of round R; changes its own result until accepted or its traveller shown (then asks the director); answers (accept or dispute) its results of round R and its unanswered ones of earlier rounds; never a result the director wrote; names the players in the seats of its two pairs of round R until the director names or fixes a seat; nothing before the start or after the finish |

- A result the director entered, adjusted or corrected (a ruling of any kind, a leaver's
  averages) is the director's: the phone shows it read-only, never to change, accept or
  dispute (Law 81C: the director rules; Law 82: and rectifies).
- A result the table entered is the table's to change until the opponents accept it.
- The phone is shown a tray's traveller (the other tables' results) only once the table's
  own result for the tray is accepted or is the director's; from the moment it has been
  shown (``Result.traveller_seen_at``) a change the table wants goes to the director as a
  request (``ChangeRequest``), as table terminals do after the opponents accept (Law 79C:
  the director corrects a score within the correction period).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeGuard

from django.db.models import Q
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.models.prepared import ROUND, TABLE, Prepared
from tournaments.models.table_lookups import results_on_trays, tray_seating

TABLE_VIA = "table"


# -- people with an account, and the public ------------------------------------------------------


STAFF_ROLES = (m.Role.ORGANISER, m.Role.SCORER)


def club_reads_everything(club_id: int | None, user) -> bool:
    """The club's organisers and scorers read everything of the club: every event and
    competition, published or not, and its players' names on every page."""
    return m.role_in(club_id, user) in STAFF_ROLES


def names_shown(club: m.Club, user) -> bool:
    """Players' names are shown to whoever reads a page when the club says so (it has its
    members' consent: ``Club.public_names``), and always to its staff; otherwise the public
    reads pair and player numbers only."""
    return club.public_names or club_reads_everything(club.pk, user)


def players_named(user) -> Q:
    """``names_shown`` as a filter of players: those of clubs that show names, and every
    player of the clubs ``user`` helps run (a site administrator: everyone)."""
    shown = Q(club__public_names=True)
    if user.is_authenticated:
        if user.is_superuser:
            return Q()
        shown |= Q(club__members__user=user, club__members__role__in=STAFF_ROLES)
    return shown


def may_read_competition(competition: m.Competition, user) -> bool:
    """A competition is read as its events are: published, anyone's; unpublished, its club's
    staff's only."""
    return competition.published or club_reads_everything(competition.club_id, user)


def reads_everything(event: m.Event, user) -> bool:
    """The club's organisers and scorers read all of its events, published or not, whatever is
    still being played: they run the evening and enter its results.  A player of the club and
    another club's organiser are the public here."""
    return event.is_staff(user)


def may_read(event: m.Event, user) -> bool:
    """A published event is anyone's to read (what it shows is the next rules' business); an
    unpublished one is its club's staff's only, and anyone else is told it does not exist."""
    return event.published or reads_everything(event, user)


def may_read_movement(event: m.Event, user) -> bool:
    """The movement and "where next" of an event in play are anyone's, published or not: the
    players need to know where they sit from the first round, and these pages show no result.
    Before the start, and after the finish until it is published, only the staff read them."""
    return event.published or event.status == m.Status.PLAYING or reads_everything(event, user)


def may_score(event: m.Event, user) -> bool:
    """Entering and correcting results from the traveller or a slip: the club's scorers and
    organisers, during play and after the finish (Law 79C: the director corrects a score)."""
    return event.is_scorer(user)


def may_run(event: m.Event, user) -> bool:
    """Everything else that changes an event (set-up, the desk, rounds, rulings and a ruled
    result, removals, the deals, publishing, the tables' links): the club's organisers."""
    return event.is_organiser(user)


def nothing_hidden(event: m.Event, *, public: bool) -> bool:
    """Nothing is hidden from the club's staff, nor from anyone once the event has finished:
    there is nothing left to play."""
    return not public or event.status == m.Status.FINISHED


def tray_public(due: int, entered: int) -> bool:
    """While the event is in play a tray's results, and its deal, become public once every
    table due to play it has entered its result there (``due`` tables, ``entered`` results):
    nobody reads a deal's results, or its cards, before playing it.  A tray nobody plays is
    never shown during play."""
    return due > 0 and entered >= due


# -- a table's link: table T, in the round in play R --------------------------------------------


def table_closed(event: m.Event) -> str | None:
    """Why a table's link writes nothing now, or None while the event is in play: before the
    start there is nothing to enter, and after the finish results are the director's (Law
    79C: corrections within the correction period go through the director)."""
    if event.status == m.Status.FINISHED:
        return _("The event has finished: results are changed by the director now.")
    if event.status != m.Status.PLAYING:
        return _("The event has not started yet.")
    return None


def table_may_call(event: m.Event) -> str | None:
    """Why a table's link cannot call the director now, or None: a table calls while the
    event is in play (Law 9B), as it enters results."""
    return table_closed(event)


# The seats a table's link names, each as (the seating's entrant field, the position of the
# player in that entrant): a pair's North (or East) player is its first, South (or West) its
# second; at an individual event each seat is its own entrant's one player.
PAIR_SEATS = {"N": ("ns", 1), "E": ("ew", 1), "S": ("ns", 2), "W": ("ew", 2)}
LONE_SEATS = {"N": ("north", 1), "E": ("east", 1), "S": ("south", 1), "W": ("west", 1)}


def table_seat(seating: m.Seating | None, seat: str) -> tuple[m.Entrant, int] | None:
    """The entrant and position table T's link may name in ``seat`` (N, E, S or W): a seat of
    one of the two pairs (or four players) at T in the round in play, and no other; None for a
    sit-out, a pair that has left, or a seat no one holds (no query: the seating's entrants are
    in hand).  A table names the people at it, never another table's."""
    if seating is None or seating.is_sit_out:
        return None
    seats = LONE_SEATS if seating.north_id else PAIR_SEATS
    if seat not in seats:
        return None
    attr, position = seats[seat]
    entrant = getattr(seating, attr)
    if entrant is None or entrant.kind == m.Entrant.Kind.TEAM:
        return None
    if entrant.left_from_round and entrant.left_from_round <= seating.round.number:
        return None
    return entrant, position


def table_may_name(stored: m.SeatPlayer | None) -> bool:
    """A table names or changes a seat's player until the director has named or fixed it
    there: from then on the director's word stands and the table asks the director."""
    return stored is None or not stored.by_director


def seat_taken(stored: m.SeatPlayer | None, seen: int | None, key: str) -> bool:
    """Another phone of the table (or this one before a reload) has named the seat with a
    player this phone had not seen: the stored player stands and is shown, and a change is
    sent again knowing it (``seen``), so nothing is overwritten without saying so."""
    if stored is None or (key and stored.client_key == key):
        return False
    return stored.player_id != seen


def member_club(table: m.Table) -> int:
    """A table's member look-up answers from the event's own club's list, never another
    club's (and a few matches at a time: ``standings.players_at_table``)."""
    return table.event.club_id


def table_seating(table: m.Table, tray: m.Tray) -> m.Seating | None:
    """The seating at which table T's link may write ``tray``: T's own seating of the round in
    play, when it plays the tray (one query).  None for a tray of another table, of an earlier
    round (the players have moved on: a late change goes to the director) or of a later one
    (not played yet), and for a sit-out."""
    return tray_seating(table, tray.pk)


def table_tray(seating: m.Seating, number: int | None) -> m.Tray | None:
    """Tray ``number`` when ``seating`` (T's seating of the round in play) plays it, else None
    (no query: the seating's trays are in hand)."""
    return next((t for t in seating.trays.all() if t.number == number), None)


def table_round_over(table: m.Table, seen_round: int | None) -> bool:
    """A result the phone typed in a round the table has since left (the round was called,
    or the table moved on by itself; a queued one sent late) is not written for the new
    round: it is given to the director."""
    return table.event.status == m.Status.PLAYING and seen_round not in (None, table.round)


def table_may_play(ahead: bool, still_in_play: bool) -> bool:
    """A table that moved on ahead of the slowest tables enters a board of its new round only
    once the table that played it the round before has entered it there: until then the
    board is still at that table, and a result typed for it (and the traveller shown once it
    is accepted) would be of a board the table has not played.  A table in the event's
    round is as before: the director called the round, late results come when they come."""
    return not (ahead and still_in_play)


def taken(stored: m.Result | None, edit_of: int | None) -> TypeGuard[m.Result]:
    """A new entry, or a change of another result than the one stored (``edit_of``), meets a
    stored result for the tray at this table: another phone was quicker, or the director wrote
    it.  The stored result stands and is shown to the phone, whatever it sent; nothing is
    overwritten by accident."""
    return stored is not None and stored.pk != edit_of


def table_may_answer(table: m.Table, result: m.Result) -> bool:
    """The opponents at table T may accept or dispute a result entered at T: of T's round
    (``Table.round``), or of an earlier round while nobody has accepted it (the round was called before
    they answered: the phone shows it as waiting, and the desk flags it).  Never another
    table's result, never one of a later round, never one accepted in an earlier round.
    (Whether it is the director's is ``is_directors``.)"""
    if result.seating.table_id != table.pk:
        return False
    played = result.seating.round.number
    now = table.round
    return played == now or (played < now and result.confirmed_at is None)


def table_may_edit(result: m.Result, ruled: bool) -> bool:
    """The side that entered a result may change it itself (not as a request) while it is its
    own: not the director's (``ruled``) and not disputed (the director will rule)."""
    return not ruled and result.disputed_at is None


def _not_from_tables(lines):
    """The trail's ``lines`` written away from a table, other than a result's removal:
    (tray id, seating id, when) of each."""
    return (
        lines.exclude(changed_via=TABLE_VIA)
        .exclude(action=m.ResultChange.Action.REMOVED)
        .values_list("tray_id", "seating_id", "changed_at")
    )


# ``director_lines`` for one table's results, compiled once (``models.prepared``): every pad
# state asks it.
DIRECTOR_LINES_AT_TABLE = Prepared(
    "director-lines-at-table",
    m.ResultChange,
    lambda table_id: _not_from_tables(
        m.ResultChange.objects.filter(seating__table_id=table_id).order_by()
    ),
    table_id=TABLE,
)


def director_lines(results: list[m.Result], table_id: int | None = None) -> set[int]:
    """The ids of ``results`` the director has written over since the table entered them
    (one query, none when there are no results): the trail's lines not from a table.
    ``table_id``: the results are all of that table's seatings, whose lines are read through
    a look-up compiled once."""
    if not results:
        return set()
    by_place = {(r.tray_id, r.seating_id): r for r in results}
    if table_id is not None:
        lines = DIRECTOR_LINES_AT_TABLE.rows(table_id=table_id)
    else:
        lines = _not_from_tables(
            m.ResultChange.objects.filter(
                seating_id__in={r.seating_id for r in results},
                tray_id__in={r.tray_id for r in results},
            )
        )
    out = set()
    for tray_id, seating_id, at in lines:
        result = by_place.get((tray_id, seating_id))
        if result is not None and at >= result.entered_at:
            out.add(result.pk)
    return out


def is_directors(result: m.Result, written_over: set[int]) -> bool:
    """Whether ``result`` is the director's: entered away from the table, an adjusted score,
    or corrected by the director since (``written_over``, from ``director_lines``)."""
    return bool(result.adjustment) or result.entered_via != TABLE_VIA or result.pk in written_over


def directors(result: m.Result) -> bool:
    """``is_directors`` for one result (one query)."""
    return is_directors(result, director_lines([result]))


def shows_traveller(result: m.Result, ruled: bool) -> bool:
    """The table may see the tray's traveller: its own result is accepted, or the
    director's."""
    return ruled or (result.confirmed_at is not None and result.disputed_at is None)


def asks_director(result: m.Result) -> bool:
    """A change the table wants to ``result`` (its own) goes to the director as a request:
    the opponents have accepted it, or the table has been shown the tray's traveller."""
    return result.confirmed_at is not None or result.traveller_seen_at is not None


@dataclass
class TableView:
    """The table's own results this round and what the phone shows of each."""

    stored: dict[int, m.Result] = field(default_factory=dict)  # by tray number
    travellers: dict[int, list[m.Result]] = field(default_factory=dict)  # shown ones only
    ruled: set[int] = field(default_factory=set)  # tray numbers: the director's results
    requests: dict[int, m.ChangeRequest] = field(default_factory=dict)  # open, by tray number
    earlier: list[m.Result] = field(default_factory=list)  # unaccepted, of earlier rounds
    written_over: set[int] = field(default_factory=set)  # ``director_lines`` of all of them

    def newly_shown(self) -> list[int]:
        """The ids of the table's results whose traveller is shown now for the first time."""
        return [
            self.stored[n].pk for n in self.travellers if self.stored[n].traveller_seen_at is None
        ]


def table_view(seating: m.Seating) -> TableView:
    """The table's results this round, the travellers it may see, the director's results,
    the open requests, and its results of earlier rounds still waiting for the opponents."""
    view = TableView()
    trays = {t.pk: t for t in seating.trays.all()}
    every: dict[int, list] = {}
    if trays:
        for r in results_on_trays(seating):
            r.tray = trays[r.tray_id]
            every.setdefault(r.tray.number, []).append(r)
            if r.seating_id == seating.pk:
                view.stored[r.tray.number] = r
    view.earlier = unaccepted_earlier(seating)
    own = list(view.stored.values())
    written_over = view.written_over = director_lines(own + view.earlier, seating.table_id)
    view.ruled = {r.tray.number for r in own if is_directors(r, written_over)}
    view.earlier = [r for r in view.earlier if not is_directors(r, written_over)]
    view.travellers = {
        number: every[number]
        for number, r in view.stored.items()
        if shows_traveller(r, number in view.ruled)
    }
    if any(asks_director(r) for r in own):
        numbers = {r.pk: number for number, r in view.stored.items()}
        for request in m.ChangeRequest.objects.filter(
            result__in=own, status=m.ChangeRequest.Status.OPEN
        ):
            view.requests[numbers[request.result_id]] = request
    return view


# The rule of ``unaccepted_earlier``, compiled once (``models.prepared``): every pad state asks it.
UNACCEPTED_EARLIER = Prepared(
    "unaccepted-earlier",
    m.Result,
    lambda table_id, round_number: m.Result.objects.filter(
        seating__table_id=table_id,
        seating__round__number__lt=round_number,
        confirmed_at__isnull=True,
        disputed_at__isnull=True,
        entered_via=TABLE_VIA,
        adjustment="",
    )
    .select_related("tray", "seating__round")
    .order_by("seating__round__number", "tray__number"),
    table_id=TABLE,
    round_number=ROUND,
)


def unaccepted_earlier(seating: m.Seating) -> list[m.Result]:
    """The table's results of rounds before ``seating``'s that the opponents have neither
    accepted nor disputed, entered at the table (one query)."""
    return UNACCEPTED_EARLIER.all(table_id=seating.table_id, round_number=seating.round.number)


def waiting_earlier(seating: m.Seating) -> list[m.Result]:
    """``unaccepted_earlier`` less the director's results: what the phone still offers the
    opponents to answer from earlier rounds (two queries)."""
    earlier = unaccepted_earlier(seating)
    written_over = director_lines(earlier, seating.table_id)
    return [r for r in earlier if not is_directors(r, written_over)]
