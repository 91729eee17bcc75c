"""Results files from the browser: a finished event's (or competition's) USEBIO file, and a
pairs event's PBN file with its deals and travellers, for the club's staff to send on, and a results file from another program made an event of the club."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from tournaments import models as m
from tournaments.adapters import trust
from tournaments.deals.lin import looks_like_lin
from tournaments.exchange.usebio_read import MAX_BYTES
from tournaments.papers.results_pbn import results_pbn
from tournaments.services.common import DomainError
from tournaments.services.deal_analysis import analyse_later
from tournaments.services.lin_session import import_lin_session
from tournaments.services.usebio import ImportedCompetition, import_usebio
from tournaments.standings.usebio import ExportRefused, event_usebio
from tournaments.standings.usebio_competition import competition_usebio

XML = "application/xml; charset=utf-8"
PBN = "text/x-pbn; charset=utf-8"


def _download(data: bytes, name: str, content_type: str) -> HttpResponse:
    response = HttpResponse(data, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


def _staff_event(request, slug: str) -> m.Event:
    event = get_object_or_404(m.Event.objects.select_related("club"), slug=slug)
    if not trust.reads_everything(event, request.user):
        raise Http404(_("No such event."))
    return event


@login_required
def event_usebio_file(request, slug):
    """The event's results as a USEBIO file (the club's organisers and scorers)."""
    event = _staff_event(request, slug)
    try:
        data = event_usebio(event)
    except ExportRefused as exc:
        messages.error(request, str(exc))
        return redirect("event", event.slug)
    return _download(data, f"{event.slug}.xml", XML)


@login_required
def event_pbn_file(request, slug):
    """The event's results as a PBN file (the club's organisers and scorers)."""
    event = _staff_event(request, slug)
    try:
        text = results_pbn(event)
    except ExportRefused as exc:
        messages.error(request, str(exc))
        return redirect("event", event.slug)
    return _download(text.encode("utf-8"), f"{event.slug}.pbn", PBN)


@login_required
def competition_usebio_file(request, slug):
    competition = get_object_or_404(m.Competition.objects.select_related("club"), slug=slug)
    if not competition.is_staff(request.user):
        raise Http404(_("No such competition."))
    try:
        data = competition_usebio(competition)
    except ExportRefused as exc:
        messages.error(request, str(exc))
        return redirect("competition", competition.slug)
    return _download(data, f"{competition.slug}.xml", XML)


class UsebioImportForm(forms.Form):
    file = forms.FileField(
        label=gettext_lazy("Results file: USEBIO (.xml), or an online session's LIN file (.lin)")
    )
    club = forms.ModelChoiceField(
        queryset=m.Club.objects.none(), empty_label=None, label=gettext_lazy("Club")
    )
    slug = forms.SlugField(
        required=False,
        max_length=80,
        label=gettext_lazy("Address"),
        help_text=gettext_lazy("Blank: made from its name."),
    )
    date = forms.DateField(
        required=False,
        label=gettext_lazy("Date of an online session"),
        help_text=gettext_lazy("LIN files only. Blank: the date in the file's title, else today."),
        widget=forms.DateInput(attrs={"type": "date"}),
    )

    def __init__(self, *args, clubs, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["club"].queryset = clubs

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > MAX_BYTES:
            raise forms.ValidationError(
                _("A results file is at most %(most)s bytes.") % {"most": f"{MAX_BYTES:,}"}
            )
        return upload


@login_required
def usebio_import(request):
    """Make an event of a results file another program wrote (the club's organisers)."""
    clubs = m.Club.objects.order_by("name")
    if not request.user.is_superuser:
        clubs = clubs.filter(members__user=request.user, members__role=m.Role.ORGANISER)
    if not clubs.exists():
        raise Http404(_("You organise no club."))
    form = UsebioImportForm(request.POST or None, request.FILES or None, clubs=clubs)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        upload = data["file"]
        raw = upload.read()
        head = raw[:200].decode("utf-8", errors="replace")
        lin_file = looks_like_lin(head, upload.name or "")
        kept = {"by": request.user, "club": data["club"], "slug": data["slug"]}
        try:
            if lin_file:
                imported = import_lin_session(raw, date=data["date"], **kept)
            elif data["date"]:
                raise DomainError(_("A USEBIO file gives its own date: leave the date blank."))
            else:
                imported = import_usebio(raw, **kept)
        except DomainError as exc:
            form.add_error("file", _("Nothing was imported. %(said)s") % {"said": exc})
        else:
            if isinstance(imported, ImportedCompetition):
                return _competition_imported(request, imported)
            analyse_later(imported.event)
            found = len(imported.differences)
            if lin_file:
                messages.success(
                    request,
                    _("Imported %(name)s: every result of the file, scored by the club's rules.")
                    % {"name": imported.event.name}
                    + " "
                    + _("Check it, then publish it."),
                )
                return redirect("event", imported.event.slug)
            messages.success(
                request,
                (
                    ngettext(
                        "Imported %(name)s: %(found)s figure of the file differs from the "
                        "site's (see the director's log on the desk).",
                        "Imported %(name)s: %(found)s figures of the file differ from the "
                        "site's (see the director's log on the desk).",
                        found,
                    )
                    if found
                    else _("Imported %(name)s: every figure of the file is the site's own.")
                )
                % {"name": imported.event.name, "found": found}
                + " "
                + _("Check it, then publish it."),
            )
            return redirect("event", imported.event.slug)
    return render(
        request,
        "tournaments/usebio_import.html",
        {"form": form},
        status=400 if form.errors else 200,
    )


def _competition_imported(request, imported: ImportedCompetition):
    """A file of several sections or sessions: the competition's page, with what was made."""
    for event in imported.events:
        analyse_later(event)
    found = len(imported.differences)
    said = _("Imported %(name)s as a competition of %(sections)d sections.") % {
        "name": imported.competition.name,
        "sections": len(imported.events),
    }
    if found:
        said += " " + ngettext(
            "%(count)d figure of the file differs from the site's (see the director's log "
            "on each section's desk).",
            "%(count)d figures of the file differ from the site's (see the director's log "
            "on each section's desk).",
            found,
        ) % {"count": found}
    else:
        said += " " + _("Every figure of the file is the site's own.")
    messages.success(request, said + " " + _("Check its sections, then publish them."))
    return redirect("competition", imported.competition.slug)
