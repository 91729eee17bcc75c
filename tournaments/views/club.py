"""A club's own page, for its organisers: its name, whether names are public, its people."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import models as m
from tournaments.forms.awards import scale_forms
from tournaments.forms.club import ClubForm, MemberForm, MemberListForm, PlayerFormSet
from tournaments.services import clubs
from tournaments.services.common import DomainError
from tournaments.standings.history import season_of
from tournaments.views.locale import use_club_locale


def organised_club(request, slug: str) -> m.Club:
    club = get_object_or_404(m.Club, slug=slug)
    if m.role_in(club.pk, request.user) != m.Role.ORGANISER:
        raise Http404(_("No such club."))
    use_club_locale(request, club)
    return club


@login_required
def club_page(request, slug):
    club = organised_club(request, slug)
    form = ClubForm(request.POST or None, initial=_initial(club))
    if request.method == "POST" and form.is_valid():
        try:
            # a field the form did not send (an older page) keeps the club's value
            sent = {k: v for k, v in form.cleaned_data.items() if k in request.POST}
            clubs.update_club(
                club,
                by=request.user,
                **{
                    **sent,
                    "name": form.cleaned_data["name"],
                    "public_names": form.cleaned_data["public_names"],
                },
            )
        except DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(request, _("The club's settings are saved."))
            return redirect("club", club.slug)
    members = club.members.select_related("user").order_by("role", "user__username")
    return render(
        request,
        "tournaments/club.html",
        {
            "club": club,
            "form": form,
            "members": members,
            "member_form": MemberForm(),
            "players": PlayerFormSet(queryset=club.players.order_by("name"), prefix="p"),
            "scales": scale_forms(club),
            "season_year": season_of(club, timezone.localdate()),
            "member_list": MemberListForm(initial=club.member_columns),
        },
    )


def _initial(club: m.Club) -> dict:
    return {
        "name": club.name,
        "public_names": club.public_names,
        "national_id": club.national_id,
        "season_start": club.season_start,
        "language": club.language,
        "time_zone": club.time_zone,
    }


@login_required
@require_POST
def players(request, slug):
    """The club's players: names, membership numbers, e-mail addresses and ratings."""
    club = organised_club(request, slug)
    formset = PlayerFormSet(request.POST, queryset=club.players.order_by("name"), prefix="p")
    if formset.is_valid():
        try:
            clubs.update_players(club, by=request.user, forms=formset.forms)
        except DomainError as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, _("The players are saved."))
            return redirect("club", club.slug)
    else:
        messages.error(request, _("Some players need attention; nothing was saved."))
    members = club.members.select_related("user").order_by("role", "user__username")
    form = ClubForm(initial=_initial(club))
    return render(
        request,
        "tournaments/club.html",
        {"club": club, "form": form, "members": members, "member_form": MemberForm(),
         "players": formset, "scales": scale_forms(club),
         "season_year": season_of(club, timezone.localdate()),
         "member_list": MemberListForm(initial=club.member_columns)},
        status=400,
    )  # fmt: skip


@login_required
@require_POST
def member(request, slug):
    """Give an account a role in the club, or take it out of the club."""
    club = organised_club(request, slug)
    form = MemberForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Give an account name and a role."))
        return redirect("club", club.slug)
    username, role = form.cleaned_data["username"], form.cleaned_data["role"]
    try:
        if role == "remove":
            clubs.remove_member(club, username, by=request.user)
            done = _("%(username)s is no longer a member of %(club)s.") % {
                "username": username,
                "club": club.name,
            }
        else:
            clubs.set_role(club, username, role, by=request.user)
            done = _("%(username)s is now %(role)s of %(club)s.") % {
                "username": username,
                "role": m.Role(role).label.lower(),
                "club": club.name,
            }
    except DomainError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, done)
    return redirect("club", club.slug)


@login_required
@require_POST
def member_list(request, slug):
    """The national body's member list imported: what changed, and the lines left out."""
    club = organised_club(request, slug)
    form = MemberListForm(request.POST, request.FILES)
    report = None
    if form.is_valid():
        try:
            report = clubs.import_members(
                club, form.cleaned_data["file"], by=request.user, columns=form.columns()
            )
        except DomainError as exc:
            form.add_error(None, str(exc))
    members = club.members.select_related("user").order_by("role", "user__username")
    context = {
        "club": club,
        "form": ClubForm(initial=_initial(club)),
        "members": members,
        "member_form": MemberForm(),
        "players": PlayerFormSet(queryset=club.players.order_by("name"), prefix="p"),
        "scales": scale_forms(club),
        "season_year": season_of(club, timezone.localdate()),
        "member_list": form if report is None else MemberListForm(initial=club.member_columns),
        "member_report": report,
    }
    return render(request, "tournaments/club.html", context, status=200 if report else 400)
