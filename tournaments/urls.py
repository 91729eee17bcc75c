from django.conf import settings
from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import path
from django.views.decorators.csrf import csrf_exempt
from django.views.i18n import set_language

from tournaments.views import (
    awards,
    calls,
    clock,
    club,
    competitions,
    deals,
    desk,
    entry,
    exchange,
    laws,
    mail,
    pad,
    players,
    printing,
    public,
    seat_players,
    session,
    setup,
    swiss,
    table,
)
from tournaments.views import requests as table_requests
from tournaments.views.catalogue import javascript_catalogue
from tournaments.views.progressive import guests as party
from tournaments.views.progressive import host as progressive
from tournaments.views.progressive import points as progressive_points
from tournaments.views.progressive import results as progressive_results

urlpatterns = [
    path("", public.home, name="home"),
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("organise/", setup.dashboard, name="dashboard"),
    path("organise/new/", setup.create_event, name="event-create"),
    path("organise/new/custom/", setup.create_custom_event, name="event-create-custom"),
    path("e/<slug:slug>/", public.event_page, name="event"),
    path("e/<slug:slug>/standings/", public.standings_page, name="standings"),
    path("e/<slug:slug>/movement/", public.movement_page, name="movement"),
    path("e/<slug:slug>/card/<str:label>/", public.score_card_page, name="score-card"),
    path("e/<slug:slug>/tray/<int:number>/", public.traveller_page, name="traveller"),
    path("e/<slug:slug>/standings/live/", public.standings_live, name="standings-live"),
    path("e/<slug:slug>/where/", public.where_next_page, name="where-next"),
    path("players/", players.players_list, name="players"),
    path("club/<slug:slug>/", club.club_page, name="club"),
    path("organise/competition/new/", competitions.create, name="competition-create"),
    path("c/<slug:slug>/", competitions.competition_page, name="competition"),
    path("c/<slug:slug>/standings/", competitions.field_standings, name="competition-field"),
    path("c/<slug:slug>/copy-names/", competitions.copy_names, name="competition-copy-names"),
    path("c/<slug:slug>/publish/", competitions.publish, name="competition-publish"),
    path("club/<slug:slug>/member/", club.member, name="club-member"),
    path("club/<slug:slug>/players/", club.players, name="club-players"),
    path("club/<slug:slug>/members/", club.member_list, name="club-member-list"),
    path("players/<int:pk>/", players.player_page, name="player"),
    path("e/<slug:slug>/entrants/", setup.entrants, name="entrants"),
    path("e/<slug:slug>/start/", desk.start, name="event-start"),
    path("e/<slug:slug>/change-movement/", setup.change_movement, name="event-change-movement"),
    path("e/<slug:slug>/publish/", desk.publish, name="event-publish"),
    path("e/<slug:slug>/finish/", desk.finish, name="event-finish"),
    path("e/<slug:slug>/reopen/", desk.reopen, name="event-reopen"),
    path("e/<slug:slug>/enter/tray/<int:number>/", entry.traveller_entry, name="traveller-entry"),
    path("e/<slug:slug>/enter/slip/", entry.slip_entry, name="slip-entry"),
    path(
        "e/<slug:slug>/enter/tray/<int:number>/rule/<int:seating>/",
        entry.ruling,
        name="ruling",
    ),
    path("e/<slug:slug>/enter/tray/<int:number>/law-iv/<int:seating>/", laws.law_iv, name="law-iv"),
    path("e/<slug:slug>/enter/tray/<int:number>/law-b/<int:seating>/", laws.law_b, name="law-b"),
    path("e/<slug:slug>/enter/remove/<int:pk>/", entry.remove, name="result-remove"),
    path("e/<slug:slug>/entrants/draw/", setup.draw, name="entrants-draw"),
    path("e/<slug:slug>/entrants/swap/", setup.swap, name="entrants-swap"),
    path("e/<slug:slug>/settings/", setup.event_settings, name="event-settings"),
    path("e/<slug:slug>/run/", session.run, name="run"),
    path("e/<slug:slug>/run/advance/", desk.advance, name="run-advance"),
    path("e/<slug:slug>/run/undo/", desk.undo_call, name="run-undo"),
    path("e/<slug:slug>/run/moving-on/", desk.moving_on, name="run-moving-on"),
    path("e/<slug:slug>/run/hold/<int:number>/", desk.hold, name="run-hold"),
    path("e/<slug:slug>/run/calls/", calls.waiting, name="run-calls"),
    path("e/<slug:slug>/run/players/", seat_players.seats, name="run-players"),
    path("e/<slug:slug>/run/clock/", clock.control, name="run-clock"),
    path("e/<slug:slug>/screen/", clock.screen, name="screen"),
    path("e/<slug:slug>/screen/state/", clock.screen_state, name="screen-state"),
    path("e/<slug:slug>/run/calls/<int:pk>/answer/", calls.answer, name="run-call-answer"),
    path("e/<slug:slug>/run/changes/done/", desk.changes_done, name="run-changes-done"),
    path("e/<slug:slug>/run/pair/", session.change_pair, name="run-pair"),
    path("e/<slug:slug>/run/late/", session.late_pair, name="run-late"),
    path("e/<slug:slug>/run/qr/<int:number>.svg", session.table_qr, name="run-qr"),
    path("e/<slug:slug>/run/renew/<int:number>/", session.renew_link, name="run-renew"),
    path(
        "e/<slug:slug>/run/request/<int:pk>/accept/",
        table_requests.accept,
        name="run-request-accept",
    ),
    path(
        "e/<slug:slug>/run/request/<int:pk>/reject/",
        table_requests.reject,
        name="run-request-reject",
    ),
    path("e/<slug:slug>/run/swiss/draw/", swiss.draw, name="run-swiss-draw"),
    path("e/<slug:slug>/run/swiss/set/", swiss.set_draw, name="run-swiss-set"),
    path("t/party/<str:secret>/", party.party_table, name="party-table"),
    path("t/party/<str:secret>/api/", party.party_state, name="party-table-state"),
    path("t/party/<str:secret>/api/save/", party.party_save, name="party-table-save"),
    path("t/<str:secret>/", table.table_entry, name="table-entry"),
    path("t/<str:secret>/accept/", table.accept, name="table-accept"),
    path("t/<str:secret>/disagree/", table.disagree, name="table-disagree"),
    path("t/<str:secret>/api/", pad.state, name="table-pad-state"),
    path("t/<str:secret>/api/save/", pad.save, name="table-pad-save"),
    path("t/<str:secret>/api/answer/", pad.answer, name="table-pad-answer"),
    path("t/<str:secret>/api/call/", pad.call, name="table-pad-call"),
    path("t/<str:secret>/api/players/", pad.players, name="table-pad-players"),
    path("t/<str:secret>/api/members/", pad.members, name="table-pad-members"),
    path("sw.js", pad.service_worker, name="service-worker"),
    path("e/<slug:slug>/deals/", deals.deals_page, name="deals"),
    path("e/<slug:slug>/deals/import/", deals.deals_import, name="deals-import"),
    path("e/<slug:slug>/deals/generate/", deals.deals_generate, name="deals-generate"),
    path("e/<slug:slug>/deals/replay/", deals.deals_replay, name="deals-replay"),
    path("e/<slug:slug>/deals/analyse/", deals.deals_analyse, name="deals-analyse"),
    path("e/<slug:slug>/deals/tray/<int:number>/", deals.deal_edit, name="deal-edit"),
    path("e/<slug:slug>/deals/export/<str:fmt>/", deals.deals_export, name="deals-export"),
    path("e/<slug:slug>/print/", printing.print_page, name="print"),
    path("e/<slug:slug>/print/table-cards.pdf", printing.table_cards, name="print-table-cards"),
    path("e/<slug:slug>/print/<str:kind>.pdf", printing.paper_pdf, name="print-paper"),
    path(settings.ADMIN_PATH, admin.site.urls),
]

# The reader's language: the switch on every page (Django's set_language) and the scripts'
# messages in a language (Django's JavaScript catalogue; the tables' service worker keeps it,
# so an offline pad stays in its language).  The switch carries no form token: a page is then
# the same for every reader of a version (no cookie set by reading it, nothing random in it),
# and a forged switch could only change the language a reader sees.
urlpatterns += [
    path("i18n/setlang/", csrf_exempt(set_language), name="set_language"),
    path("jsi18n/<str:language>/", javascript_catalogue, name="javascript-catalog"),
]

# Results leave the club: results files, masterpoints, results by mail, a club's season.
urlpatterns += [
    path("e/<slug:slug>/results.xml", exchange.event_usebio_file, name="event-usebio"),
    path("e/<slug:slug>/results.pbn", exchange.event_pbn_file, name="event-pbn"),
    path("c/<slug:slug>/results.xml", exchange.competition_usebio_file, name="competition-usebio"),
    path("organise/import/usebio/", exchange.usebio_import, name="usebio-import"),
    path("mail/stop/<str:token>/", mail.stop, name="mail-stop"),
    path("club/<slug:slug>/awards/", awards.save_scale, name="club-award-scale"),
    path(
        "club/<slug:slug>/awards/<int:pk>/delete/",
        awards.delete_scale,
        name="club-award-scale-delete",
    ),
    path("club/<slug:slug>/season/<int:year>.csv", players.season_csv, name="season-csv"),
    path("e/<slug:slug>/awards/", awards.event_scale, name="event-award-scale"),
    path("e/<slug:slug>/publish-again/", awards.publish_corrections, name="event-publish-again"),
]

urlpatterns += [
    path("organise/progressive/new/", progressive.new_evening, name="progressive-new"),
    path("e/<slug:slug>/progressive/", progressive.host, name="progressive-host"),
    path("e/<slug:slug>/progressive/draw/", progressive.draw, name="progressive-draw"),
    path("e/<slug:slug>/progressive/by-hand/", progressive.by_hand, name="progressive-by-hand"),
    path("e/<slug:slug>/progressive/bell/", progressive.bell, name="progressive-bell"),
    path("e/<slug:slug>/progressive/report/", progressive.report, name="progressive-report"),
    path(
        "e/<slug:slug>/progressive/correct/<int:number>/<int:table>/",
        progressive.correct,
        name="progressive-correct",
    ),
    path("e/<slug:slug>/progressive/stars/", progressive_results.stars, name="progressive-stars"),
    path(
        "e/<slug:slug>/progressive/standings/",
        progressive_points.standings,
        name="progressive-standings",
    ),
    path("e/<slug:slug>/progressive/chart/", progressive_points.chart, name="progressive-chart"),
    path(
        "e/<slug:slug>/progressive/prizes/",
        progressive_results.prize_list,
        name="progressive-prizes",
    ),
    path("e/<slug:slug>/p/<str:label>/", progressive_results.player, name="progressive-player"),
    path(
        "e/<slug:slug>/progressive/qr/<int:number>.svg",
        party.party_table_qr,
        name="progressive-table-qr",
    ),
]
