"""The organisers' deals pages: every tray's deal at a glance, a PBN file or a seed to fill
them, another event's deals to play again, one tray's hands typed by hand, and the files for a
dealing machine or another scorer.

The deals are the event's secret until each tray is played, so these pages are its organisers'
alone; players read a deal on the tray's traveller under the trust rules.  A whole event's deals
are analysed in a thread of their own after they are stored; a single deal typed by hand is
analysed before the page answers (a fraction of a second).
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import trump_label
from tournaments.deals.dealing import usual_limit
from tournaments.forms import deals as forms
from tournaments.papers import deals as files
from tournaments.standings.deals import shown
from tournaments.views.access import organised_event

CONTENT = {
    "pbn": ("application/x-pbn; charset=utf-8", "pbn"),
    "text": ("text/plain; charset=utf-8", "txt"),
    "dup": ("application/octet-stream", "dup"),
}


def _page(request, event: m.Event, **forms_given):
    deals = {d.tray_id: d for d in m.Deal.objects.filter(tray__event=event)}
    trays = [(t, deals.get(t.pk), trump_label(t.trump)) for t in event.trays.order_by("number")]
    pending = sum(1 for d in deals.values() if not d.analysed)
    context = {
        "event": event,
        "trays": trays,
        "count": len(deals),
        "pending": pending,
        "import_form": forms_given.get("import_form") or forms.ImportForm(words=event.words),
        "generate_form": forms_given.get("generate_form")
        or forms.GenerateForm(
            initial={"seed": event.seed, "throw_out": usual_limit(event.game)},
            words=event.words,
            whist=event.is_whist,
        ),
        "replay_form": forms_given.get("replay_form") or forms.ReplayForm(event=event),
        "formats": CONTENT,
    }
    return render(request, "tournaments/deals.html", context)


@login_required
def deals_page(request, slug):
    event = organised_event(request, slug)
    return _page(request, event)


def _stored(request, event: m.Event, stored: services.Stored, what: str):
    messages.success(
        request,
        _(
            "%(deals)s deals stored %(what)s; their double-dummy analysis is being worked out "
            "(this page refreshes until it is done)."
        )
        % {"deals": len(stored.deals), "what": what},
    )
    for note in stored.notes:
        messages.warning(request, note)
    services.analyse_later(event)
    return redirect("deals", event.slug)


@login_required
@require_POST
def deals_import(request, slug):
    event = organised_event(request, slug)
    form = forms.ImportForm(request.POST, request.FILES, words=event.words)
    if form.is_valid():
        name = request.FILES["file"].name
        transpose = "" if form.cleaned_data["transpose"] else None
        try:
            stored = services.import_pbn(
                event,
                form.cleaned_data["file"],
                by=request.user,
                name=name,
                replace=form.cleaned_data["replace"],
                transpose=transpose,
            )
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            return _stored(request, event, stored, f"from {name}")
    return _page(request, event, import_form=form)


@login_required
@require_POST
def deals_generate(request, slug):
    event = organised_event(request, slug)
    form = forms.GenerateForm(request.POST, words=event.words, whist=event.is_whist)
    if form.is_valid():
        try:
            stored = services.generate_deals(
                event,
                by=request.user,
                seed=form.cleaned_data["seed"],
                longer_than=form.cleaned_data["throw_out"],
                replace=form.cleaned_data["replace"],
            )
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            return _stored(request, event, stored, f"from seed {form.cleaned_data['seed']}")
    return _page(request, event, generate_form=form)


@login_required
@require_POST
def deals_replay(request, slug):
    event = organised_event(request, slug)
    form = forms.ReplayForm(request.POST, event=event)
    if form.is_valid():
        source = form.cleaned_data["source"]
        try:
            stored = services.replay_deals(
                event,
                source,
                by=request.user,
                transpose="" if form.cleaned_data["transpose"] else None,
                replace=form.cleaned_data["replace"],
            )
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            return _stored(request, event, stored, f"from {source.name}")
    return _page(request, event, replay_form=form)


@login_required
@require_POST
def deals_analyse(request, slug):
    """Analyse what is left (a thread stopped with its server, say)."""
    event = organised_event(request, slug)
    services.analyse_later(event)
    messages.success(request, _("The deals not yet analysed are being worked out."))
    return redirect("deals", event.slug)


@login_required
def deal_edit(request, slug, number):
    """One tray's deal, typed or corrected by hand (analysed before the page answers)."""
    event = organised_event(request, slug)
    tray = get_object_or_404(m.Tray, event=event, number=number)
    deal = m.Deal.objects.filter(tray=tray).select_related("tray").first()
    initial = {}
    if deal is not None:
        initial = {seat.lower(): hand.pbn for seat, hand in deal.cards}
        initial["trump"] = tray.trump
    form = forms.DealForm(request.POST or None, initial=initial, whist=event.is_whist)
    if request.method == "POST" and form.is_valid():
        try:
            services.set_deal(
                event,
                number,
                form.cleaned_data["cards"],
                by=request.user,
                trump=form.cleaned_data.get("trump", ""),
                reason=form.cleaned_data["reason"],
            )
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(
                request,
                _("%(Board)s %(number)s: deal saved and analysed.")
                % {"Board": event.words.Board, "number": number},
            )
            return redirect("deal-edit", event.slug, number)
    numbers = list(event.trays.order_by("number").values_list("number", flat=True))
    at = numbers.index(number)
    return render(
        request,
        "tournaments/deal_edit.html",
        {
            "event": event,
            "tray": tray,
            "form": form,
            "deal": shown(deal, event) if deal is not None else None,
            "previous": numbers[at - 1] if at > 0 else None,
            "following": numbers[at + 1] if at + 1 < len(numbers) else None,
        },
    )


@login_required
def deals_export(request, slug, fmt):
    """Every deal as a file: PBN (with the analysis), plain text, or Duplimate's DUP."""
    event = organised_event(request, slug)
    if fmt not in CONTENT:
        raise Http404(_("No such format."))
    try:
        if fmt == "dup":
            data: bytes | str = files.dup_bytes(event)
        else:
            data = files.pbn_text(event) if fmt == "pbn" else files.plain_text(event)
    except files.NoDeals as exc:
        messages.error(request, str(exc))
        return redirect("deals", event.slug)
    content_type, suffix = CONTENT[fmt]
    response = HttpResponse(data, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{event.slug}-deals.{suffix}"'
    return response
