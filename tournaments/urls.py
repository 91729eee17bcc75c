"""Every address of the site and the view that answers it.

Each view is named by its dotted path and imported when its address is first asked for
(``tournaments.lazy.view``): a worker that has just started loads the code of the pages it
serves, not of every page (docs/PERFORMANCE.md, "A fast start").  ``reverse()`` needs only
the patterns, so every name reverses without importing a view.
"""

from django.conf import settings
from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import path
from django.views.decorators.csrf import csrf_exempt
from django.views.i18n import set_language

from tournaments.lazy import view


def page(name: str):
    """The view ``name`` in ``tournaments.views`` ("public.event_page"), imported when its
    address is first asked for."""
    return view(f"tournaments.views.{name}")


urlpatterns = [
    path("", page("home.home"), name="home"),
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("organise/", page("setup.dashboard"), name="dashboard"),
    path("organise/new/", page("setup.create_event"), name="event-create"),
    path("organise/new/custom/", page("setup.create_custom_event"), name="event-create-custom"),
    path("e/<slug:slug>/", page("public.event_page"), name="event"),
    path("e/<slug:slug>/standings/", page("public.standings_page"), name="standings"),
    path("e/<slug:slug>/movement/", page("public.movement_page"), name="movement"),
    path("e/<slug:slug>/card/<str:label>/", page("public.score_card_page"), name="score-card"),
    path("e/<slug:slug>/tray/<int:number>/", page("public.traveller_page"), name="traveller"),
    path("e/<slug:slug>/standings/live/", page("public.standings_live"), name="standings-live"),
    path("e/<slug:slug>/where/", page("public.where_next_page"), name="where-next"),
    path("players/", page("players.players_list"), name="players"),
    path("club/<slug:slug>/", page("club.club_page"), name="club"),
    path("organise/competition/new/", page("competitions.create"), name="competition-create"),
    path("c/<slug:slug>/", page("competitions.competition_page"), name="competition"),
    path(
        "c/<slug:slug>/standings/", page("competitions.field_standings"), name="competition-field"
    ),
    path(
        "c/<slug:slug>/copy-names/", page("competitions.copy_names"), name="competition-copy-names"
    ),
    path("c/<slug:slug>/publish/", page("competitions.publish"), name="competition-publish"),
    path("club/<slug:slug>/member/", page("club.member"), name="club-member"),
    path("club/<slug:slug>/players/", page("club.players"), name="club-players"),
    path("club/<slug:slug>/members/", page("club.member_list"), name="club-member-list"),
    path("players/<int:pk>/", page("players.player_page"), name="player"),
    path("e/<slug:slug>/entrants/", page("setup.entrants"), name="entrants"),
    path("e/<slug:slug>/start/", page("desk.start"), name="event-start"),
    path(
        "e/<slug:slug>/change-movement/",
        page("setup.change_movement"),
        name="event-change-movement",
    ),
    path("e/<slug:slug>/publish/", page("desk.publish"), name="event-publish"),
    path("e/<slug:slug>/finish/", page("desk.finish"), name="event-finish"),
    path("e/<slug:slug>/reopen/", page("desk.reopen"), name="event-reopen"),
    path(
        "e/<slug:slug>/enter/tray/<int:number>/",
        page("entry.traveller_entry"),
        name="traveller-entry",
    ),
    path("e/<slug:slug>/enter/slip/", page("entry.slip_entry"), name="slip-entry"),
    path(
        "e/<slug:slug>/enter/tray/<int:number>/rule/<int:seating>/",
        page("entry.ruling"),
        name="ruling",
    ),
    path(
        "e/<slug:slug>/enter/tray/<int:number>/law-iv/<int:seating>/",
        page("laws.law_iv"),
        name="law-iv",
    ),
    path(
        "e/<slug:slug>/enter/tray/<int:number>/law-b/<int:seating>/",
        page("laws.law_b"),
        name="law-b",
    ),
    path("e/<slug:slug>/enter/remove/<int:pk>/", page("entry.remove"), name="result-remove"),
    path("e/<slug:slug>/entrants/draw/", page("setup.draw"), name="entrants-draw"),
    path("e/<slug:slug>/entrants/swap/", page("setup.swap"), name="entrants-swap"),
    path("e/<slug:slug>/settings/", page("setup.event_settings"), name="event-settings"),
    path("e/<slug:slug>/run/", page("session.run"), name="run"),
    path("e/<slug:slug>/run/advance/", page("desk.advance"), name="run-advance"),
    path("e/<slug:slug>/run/undo/", page("desk.undo_call"), name="run-undo"),
    path("e/<slug:slug>/run/moving-on/", page("desk.moving_on"), name="run-moving-on"),
    path("e/<slug:slug>/run/hold/<int:number>/", page("desk.hold"), name="run-hold"),
    path("e/<slug:slug>/run/calls/", page("calls.waiting"), name="run-calls"),
    path("e/<slug:slug>/run/players/", page("seat_players.seats"), name="run-players"),
    path("e/<slug:slug>/run/clock/", page("clock.control"), name="run-clock"),
    path("e/<slug:slug>/screen/", page("clock.screen"), name="screen"),
    path("e/<slug:slug>/screen/state/", page("clock.screen_state"), name="screen-state"),
    path("e/<slug:slug>/run/calls/<int:pk>/answer/", page("calls.answer"), name="run-call-answer"),
    path("e/<slug:slug>/run/changes/done/", page("desk.changes_done"), name="run-changes-done"),
    path("e/<slug:slug>/run/pair/", page("session.change_pair"), name="run-pair"),
    path("e/<slug:slug>/run/late/", page("session.late_pair"), name="run-late"),
    path("e/<slug:slug>/run/qr/<int:number>.svg", page("session.table_qr"), name="run-qr"),
    path("e/<slug:slug>/run/renew/<int:number>/", page("session.renew_link"), name="run-renew"),
    path(
        "e/<slug:slug>/run/request/<int:pk>/accept/",
        page("requests.accept"),
        name="run-request-accept",
    ),
    path(
        "e/<slug:slug>/run/request/<int:pk>/reject/",
        page("requests.reject"),
        name="run-request-reject",
    ),
    path("e/<slug:slug>/run/swiss/draw/", page("swiss.draw"), name="run-swiss-draw"),
    path("e/<slug:slug>/run/swiss/set/", page("swiss.set_draw"), name="run-swiss-set"),
    path("t/party/<str:secret>/", page("progressive.guests.party_table"), name="party-table"),
    path(
        "t/party/<str:secret>/api/",
        page("progressive.guests.party_state"),
        name="party-table-state",
    ),
    path(
        "t/party/<str:secret>/api/save/",
        page("progressive.guests.party_save"),
        name="party-table-save",
    ),
    path("t/<str:secret>/", page("table.table_entry"), name="table-entry"),
    path("t/<str:secret>/accept/", page("table.accept"), name="table-accept"),
    path("t/<str:secret>/disagree/", page("table.disagree"), name="table-disagree"),
    path("t/<str:secret>/api/", page("pad.state"), name="table-pad-state"),
    path("t/<str:secret>/api/save/", page("pad.save"), name="table-pad-save"),
    path("t/<str:secret>/api/answer/", page("pad.answer"), name="table-pad-answer"),
    path("t/<str:secret>/api/call/", page("pad.call"), name="table-pad-call"),
    path("t/<str:secret>/api/players/", page("pad.players"), name="table-pad-players"),
    path("t/<str:secret>/api/members/", page("pad.members"), name="table-pad-members"),
    path("sw.js", page("pad.service_worker"), name="service-worker"),
    path("e/<slug:slug>/deals/", page("deals.deals_page"), name="deals"),
    path("e/<slug:slug>/deals/import/", page("deals.deals_import"), name="deals-import"),
    path("e/<slug:slug>/deals/generate/", page("deals.deals_generate"), name="deals-generate"),
    path("e/<slug:slug>/deals/replay/", page("deals.deals_replay"), name="deals-replay"),
    path("e/<slug:slug>/deals/analyse/", page("deals.deals_analyse"), name="deals-analyse"),
    path("e/<slug:slug>/deals/tray/<int:number>/", page("deals.deal_edit"), name="deal-edit"),
    path("e/<slug:slug>/deals/export/<str:fmt>/", page("deals.deals_export"), name="deals-export"),
    path("e/<slug:slug>/print/", page("printing.print_page"), name="print"),
    path(
        "e/<slug:slug>/print/table-cards.pdf",
        page("printing.table_cards"),
        name="print-table-cards",
    ),
    path("e/<slug:slug>/print/<str:kind>.pdf", page("printing.paper_pdf"), name="print-paper"),
    path(settings.ADMIN_PATH, admin.site.urls),
]

# The reader's language: the switch on every page (Django's set_language) and the scripts'
# messages in a language (Django's JavaScript catalogue; the tables' service worker keeps it,
# so an offline pad stays in its language).  The switch carries no form token: a page is then
# the same for every reader of a version (no cookie set by reading it, nothing random in it),
# and a forged switch could only change the language a reader sees.
urlpatterns += [
    path("i18n/setlang/", csrf_exempt(set_language), name="set_language"),
    path(
        "jsi18n/<str:language>/", page("catalogue.javascript_catalogue"), name="javascript-catalog"
    ),
]

# Results leave the club: results files, masterpoints, results by mail, a club's season.
urlpatterns += [
    path("e/<slug:slug>/results.xml", page("exchange.event_usebio_file"), name="event-usebio"),
    path("e/<slug:slug>/results.pbn", page("exchange.event_pbn_file"), name="event-pbn"),
    path(
        "c/<slug:slug>/results.xml",
        page("exchange.competition_usebio_file"),
        name="competition-usebio",
    ),
    path("organise/import/usebio/", page("exchange.usebio_import"), name="usebio-import"),
    path("mail/stop/<str:token>/", page("mail.stop"), name="mail-stop"),
    path("club/<slug:slug>/awards/", page("awards.save_scale"), name="club-award-scale"),
    path(
        "club/<slug:slug>/awards/<int:pk>/delete/",
        page("awards.delete_scale"),
        name="club-award-scale-delete",
    ),
    path("club/<slug:slug>/season/<int:year>.csv", page("players.season_csv"), name="season-csv"),
    path("e/<slug:slug>/awards/", page("awards.event_scale"), name="event-award-scale"),
    path(
        "e/<slug:slug>/publish-again/",
        page("awards.publish_corrections"),
        name="event-publish-again",
    ),
]

urlpatterns += [
    path("organise/progressive/new/", page("progressive.host.new_evening"), name="progressive-new"),
    path("e/<slug:slug>/progressive/", page("progressive.host.host"), name="progressive-host"),
    path("e/<slug:slug>/progressive/draw/", page("progressive.host.draw"), name="progressive-draw"),
    path(
        "e/<slug:slug>/progressive/by-hand/",
        page("progressive.host.by_hand"),
        name="progressive-by-hand",
    ),
    path("e/<slug:slug>/progressive/bell/", page("progressive.host.bell"), name="progressive-bell"),
    path(
        "e/<slug:slug>/progressive/report/",
        page("progressive.host.report"),
        name="progressive-report",
    ),
    path(
        "e/<slug:slug>/progressive/correct/<int:number>/<int:table>/",
        page("progressive.host.correct"),
        name="progressive-correct",
    ),
    path(
        "e/<slug:slug>/progressive/stars/",
        page("progressive.results.stars"),
        name="progressive-stars",
    ),
    path(
        "e/<slug:slug>/progressive/standings/",
        page("progressive.points.standings"),
        name="progressive-standings",
    ),
    path(
        "e/<slug:slug>/progressive/chart/",
        page("progressive.points.chart"),
        name="progressive-chart",
    ),
    path(
        "e/<slug:slug>/progressive/prizes/",
        page("progressive.results.prize_list"),
        name="progressive-prizes",
    ),
    path(
        "e/<slug:slug>/p/<str:label>/",
        page("progressive.results.player"),
        name="progressive-player",
    ),
    path(
        "e/<slug:slug>/progressive/qr/<int:number>.svg",
        page("progressive.guests.party_table_qr"),
        name="progressive-table-qr",
    ),
]
