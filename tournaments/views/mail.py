"""A player's own link to stop results by mail (in every results mail): it asks, then stops
on a press of the button, so a mail scanner that follows links changes nothing."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import render
from django.utils.translation import gettext as _

from tournaments.services.mail import stop_results_mail
from tournaments.standings.results_mail import player_of_token


def stop(request, token):
    player = player_of_token(token)
    if player is None:
        raise Http404(_("This link is not one the site sent."))
    stopped = False
    if request.method == "POST":
        stop_results_mail(player)
        stopped = True
    return render(request, "tournaments/mail_stop.html", {"player": player, "stopped": stopped})
