from django.conf import settings
from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import path

from tournaments.views import (
    awards,
    club,
    competitions,
    entry,
    exchange,
    mail,
    pad,
    players,
    printing,
    public,
    session,
    setup,
    swiss,
    table,
)
from tournaments.views.progressive import guests as party
from tournaments.views.progressive import host as progressive
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
    path("c/<slug:slug>/copy-names/", competitions.copy_names, name="competition-copy-names"),
    path("c/<slug:slug>/publish/", competitions.publish, name="competition-publish"),
    path("club/<slug:slug>/member/", club.member, name="club-member"),
    path("club/<slug:slug>/players/", club.players, name="club-players"),
    path("players/<int:pk>/", players.player_page, name="player"),
    path("e/<slug:slug>/entrants/", setup.entrants, name="entrants"),
    path("e/<slug:slug>/start/", setup.start, name="event-start"),
    path("e/<slug:slug>/change-movement/", setup.change_movement, name="event-change-movement"),
    path("e/<slug:slug>/publish/", setup.publish, name="event-publish"),
    path("e/<slug:slug>/finish/", setup.finish, name="event-finish"),
    path("e/<slug:slug>/enter/tray/<int:number>/", entry.traveller_entry, name="traveller-entry"),
    path("e/<slug:slug>/enter/slip/", entry.slip_entry, name="slip-entry"),
    path(
        "e/<slug:slug>/enter/tray/<int:number>/rule/<int:seating>/",
        entry.ruling,
        name="ruling",
    ),
    path("e/<slug:slug>/enter/remove/<int:pk>/", entry.remove, name="result-remove"),
    path("e/<slug:slug>/entrants/draw/", setup.draw, name="entrants-draw"),
    path("e/<slug:slug>/entrants/swap/", setup.swap, name="entrants-swap"),
    path("e/<slug:slug>/run/", session.run, name="run"),
    path("e/<slug:slug>/run/advance/", session.advance, name="run-advance"),
    path("e/<slug:slug>/run/pair/", session.change_pair, name="run-pair"),
    path("e/<slug:slug>/run/late/", session.late_pair, name="run-late"),
    path("e/<slug:slug>/run/qr/<int:number>.svg", session.table_qr, name="run-qr"),
    path("e/<slug:slug>/run/renew/<int:number>/", session.renew_link, name="run-renew"),
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
    path("sw.js", pad.service_worker, name="service-worker"),
    path("e/<slug:slug>/print/", printing.print_page, name="print"),
    path("e/<slug:slug>/print/table-cards.pdf", printing.table_cards, name="print-table-cards"),
    path("e/<slug:slug>/print/<str:kind>.pdf", printing.paper_pdf, name="print-paper"),
    path(settings.ADMIN_PATH, admin.site.urls),
]

# Results leave the club: results files, masterpoints, results by mail, a club's season.
urlpatterns += [
    path("e/<slug:slug>/results.xml", exchange.event_usebio_file, name="event-usebio"),
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
