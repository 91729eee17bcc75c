"""The desk's second question: what an irreversible or disruptive action will do, in figures,
before it is done.

An action's view answers a POST without ``confirmed=yes`` with a page that says what will
happen and offers the same request again, confirmed (no JavaScript needed); only the
confirmed request acts.  The words come from the event as it stands: the tables that have not
reported, the results missing, the links that stop working.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from tournaments import models as m
from tournaments.adapters import movements as adapters
from tournaments.standings import session as progress

CONFIRMED = "confirmed"


@dataclass
class Question:
    """What the confirmation page says and sends back: its title, what will happen (one line
    each), the button's words, the fields sent again, and whether a reason is required."""

    title: str
    lines: list[str]
    button: str
    fields: dict[str, str] = field(default_factory=dict)
    reason: bool = False


def confirmed(request) -> bool:
    return request.method == "POST" and request.POST.get(CONFIRMED) == "yes"


def ask(request, event: m.Event, question: Question, *, back: str, error: str = ""):
    """The confirmation page: posted back to the same address with ``confirmed=yes``."""
    return render(
        request,
        "tournaments/confirm.html",
        {
            "event": event,
            "question": question,
            "action": request.path,
            "back": back,
            "error": error,
            "reason": request.POST.get("reason", ""),
        },
    )


def _numbers(values) -> str:
    return ", ".join(str(v) for v in values)


def _unreported(event: m.Event, number: int) -> list[progress.TableStatus]:
    return [
        t
        for t in progress.round_status(event, number)
        if not t.sits_out and t.seating and t.missing
    ]


def unaccepted_list(event: m.Event, results: list[m.Result]) -> str:
    """Results the opponents have not answered, as the desk names them: "table 1: tray 3; ..."."""
    where = _("table %(table)s: %(board)s %(tray)s")
    return "; ".join(
        where
        % {
            "table": r.seating.table.number,
            "board": event.words.board,
            "tray": r.tray.number,
        }
        for r in results
    )


def call_round(event: m.Event) -> Question:
    """Call round N: the tables of the round in play that have not reported, by number."""
    now, called = event.current_round, event.current_round + 1
    late = _unreported(event, now)
    lines = []
    if late:
        missing = sum(len(t.missing) for t in late)
        lines.append(
            ngettext(
                "%(count)s table has not reported round %(round)s (table %(tables)s): "
                "%(missing)s result(s) missing.",
                "%(count)s tables have not reported round %(round)s (tables %(tables)s): "
                "%(missing)s results missing.",
                len(late),
            )
            % {
                "count": len(late),
                "round": now,
                "tables": _numbers(t.table.number for t in late),
                "missing": missing,
            }
        )
        lines.append(
            _(
                "Their phones move on to round %(called)s: results of round %(round)s still "
                "missing are then entered at the desk (score slip or traveller)."
            )
            % {"called": called, "round": now}
        )
    else:
        lines.append(_("Every table has reported round %(round)s.") % {"round": now})
    open_results = progress.unaccepted(event, before_round=called)
    if open_results:
        lines.append(
            _(
                "Not accepted by the opponents yet: %(list)s. The phones keep showing them to "
                "accept after the call."
            )
            % {"list": unaccepted_list(event, open_results)}
        )
    lines.append(_("Every table's phone shows round %(called)s at once.") % {"called": called})
    return Question(
        title=_("Call round %(called)s?") % {"called": called},
        lines=lines,
        button=_("Call round %(called)s") % {"called": called},
    )


def undo_call(event: m.Event) -> Question:
    now = event.current_round
    return Question(
        title=_("Undo the call of round %(round)s?") % {"round": now},
        lines=[
            _("Round %(before)s is in play again: every table's phone shows round %(before)s.")
            % {"before": now - 1},
            _("This is refused once a result of round %(round)s is in.") % {"round": now},
        ],
        button=_("Undo the call of round %(round)s") % {"round": now},
    )


def _missing_text(event: m.Event) -> tuple[int, str]:
    by_round = {r: n for r, n in progress.missing_by_round(event).items() if n}
    parts = ", ".join(
        _("round %(round)s: %(count)s") % {"round": r, "count": n} for r, n in by_round.items()
    )
    return sum(by_round.values()), parts


def _tables(event: m.Event) -> int:
    """How many tables have a link: a party's tables, or the duplicate event's."""
    if event.form == m.Form.PROGRESSIVE:
        return event.party_tables.count()
    return event.tables.count()


def finish(event: m.Event) -> Question:
    tables = _tables(event)
    total, parts = _missing_text(event)
    lines = [
        ngettext(
            "Finishing ends the table's link (%(count)s table): its phone can enter no more "
            "results.",
            "Finishing ends every table's link (%(count)s tables): their phones can enter no "
            "more results.",
            tables,
        )
        % {"count": tables}
    ]
    if total:
        lines.append(
            ngettext(
                "%(count)s result is missing (%(parts)s).",
                "%(count)s results are missing (%(parts)s).",
                total,
            )
            % {"count": total, "parts": parts}
        )
    else:
        lines.append(_("No result is missing."))
    if event.current_round < event.rounds.count():
        lines.append(
            _("Round %(round)s of %(rounds)s is in play: later rounds are not called.")
            % {"round": event.current_round, "rounds": event.rounds.count()}
        )
    if event.published:
        lines.append(
            _(
                "The results are published: the masterpoints are worked out and players who "
                "take results by mail are sent theirs."
            )
        )
    lines.append(_("The desk can still correct results; the event can be reopened, with a reason."))
    return Question(
        title=_("Finish %(name)s?") % {"name": event.name},
        lines=lines,
        button=_("Finish the event"),
    )


def start(event: m.Event) -> Question:
    movement = adapters.generated_movement(event)
    entrants = event.entrants.exclude(kind=m.Entrant.Kind.TEAM)
    unnamed = sum(1 for e in entrants if not e.name)
    lines = [
        _(
            "Starting fixes the movement: %(entrants)s entries at %(tables)s tables, "
            "%(rounds)s rounds of %(trays)s trays."
        )
        % {
            "entrants": len(movement.entrants),
            "tables": movement.tables,
            "rounds": movement.round_count,
            "trays": event.boards_per_round,
        },
        _("The names and seats can no longer be changed on the names page."),
    ]
    if unnamed:
        lines.append(
            ngettext(
                "%(count)s entry has no names yet.", "%(count)s entries have no names yet.", unnamed
            )
            % {"count": unnamed}
        )
    return Question(
        title=_("Start %(name)s?") % {"name": event.name}, lines=lines, button=_("Start the event")
    )


def publish(event: m.Event) -> Question:
    lines = [
        _(
            "Anyone can then read the standings, score cards and travellers (during play, "
            "as the event's settings allow)."
        )
    ]
    if event.status == m.Status.FINISHED:
        lines.append(
            _(
                "The masterpoints are worked out and players who take results by mail are "
                "sent theirs."
            )
        )
    else:
        lines.append(_("The results are mailed once the event has finished."))
    return Question(
        title=_("Publish the results of %(name)s?") % {"name": event.name},
        lines=lines,
        button=_("Publish results"),
        fields={"published": "1"},
    )


def renew(event: m.Event, number: int) -> Question:
    return Question(
        title=_("A new link for table %(table)s?") % {"table": number},
        lines=[
            _(
                "Table %(table)s's present link stops working at once: a phone on it is told "
                "to scan the new QR code."
            )
            % {"table": number},
            _(
                "Results already entered stay. Show the new QR code from the desk, or reprint "
                "table %(table)s's card (the desk lists it)."
            )
            % {"table": number},
        ],
        button=_("Renew table %(table)s's link") % {"table": number},
    )


def reopen(event: m.Event) -> Question:
    tables = _tables(event)
    return Question(
        title=_("Reopen %(name)s?") % {"name": event.name},
        lines=[
            ngettext(
                "The event is in play again at round %(round)s: the table's link works again "
                "(%(count)s table).",
                "The event is in play again at round %(round)s: the tables' links work again "
                "(%(count)s tables).",
                tables,
            )
            % {"round": event.current_round, "count": tables},
            _(
                "Published results stay published; when the event is finished again, what "
                "changed is published as a correction."
            ),
            _("The reason goes into the director's log with your name."),
        ],
        button=_("Reopen the event"),
        reason=True,
    )


def run_url(event: m.Event) -> str:
    return reverse("run", args=[event.slug])


def event_url(event: m.Event) -> str:
    return reverse("event", args=[event.slug])


def resent(request) -> dict[str, str]:
    """The fields of the first request, to send again once confirmed."""
    return {k: v for k, v in request.POST.items() if k not in ("csrfmiddlewaretoken", CONFIRMED)}


AFTER_CHANGE = gettext_lazy(
    "Earlier rounds and every result already entered stay as they are. The desk then lists "
    "the tables to tell and the cards to reprint."
)


def late_pair(request, event: m.Event, number: int) -> Question:
    names = " & ".join(
        n.strip()
        for n in (request.POST.get("player_1", ""), request.POST.get("player_2", ""))
        if n.strip()
    )
    return Question(
        title=_("Seat a new pair from round %(round)s?") % {"round": number},
        lines=[
            _(
                "%(names)s take the phantom's seat from round %(round)s: the pairs that would "
                "have sat out against the phantom play them instead."
            )
            % {"names": names or _("The new pair"), "round": number},
            str(AFTER_CHANGE),
        ],
        button=_("Seat the new pair"),
        fields=resent(request),
    )


def change_pair(request, event: m.Event, entrant: m.Entrant, number: int) -> Question:
    last = event.rounds.count()
    if request.POST.get("what") == "late":
        what = _(
            "%(pair)s arrives for round %(round)s: it and its opponents sit out rounds 1 to "
            "%(before)s."
        ) % {"pair": entrant.code, "round": number, "before": number - 1}
    elif request.POST.get("opponents") == "average-plus":
        what = _(
            "%(pair)s leaves from round %(round)s to %(last)s: its opponents score "
            "average-plus on each tray it would have played, %(pair)s average-minus."
        ) % {"pair": entrant.code, "round": number, "last": last}
    else:
        what = _(
            "%(pair)s leaves from round %(round)s to %(last)s: its opponents sit out "
            "those rounds (the trays are not played)."
        ) % {"pair": entrant.code, "round": number, "last": last}
    return Question(
        title=_("Change the movement for %(pair)s?") % {"pair": entrant.code},
        lines=[what, str(AFTER_CHANGE)],
        button=_("Change the movement"),
        fields=resent(request),
    )
