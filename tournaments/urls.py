from django.conf import settings
from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import path

from tournaments.views import (
    club,
    deals,
    entry,
    players,
    printing,
    public,
    session,
    setup,
    table,
)
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
    path("club/<slug:slug>/member/", club.member, name="club-member"),
    path("players/<int:pk>/", players.player_page, name="player"),
    path("e/<slug:slug>/entrants/", setup.entrants, name="entrants"),
    path("e/<slug:slug>/start/", setup.start, name="event-start"),
    path("e/<slug:slug>/change-movement/", setup.change_movement, name="event-change-movement"),
    path("e/<slug:slug>/publish/", setup.publish, name="event-publish"),
    path("e/<slug:slug>/finish/", setup.finish, name="event-finish"),
    path("e/<slug:slug>/enter/tray/<int:number>/", entry.traveller_entry, name="traveller-entry"),
    path("e/<slug:slug>/enter/slip/", entry.slip_entry, name="slip-entry"),
    path("e/<slug:slug>/enter/remove/<int:pk>/", entry.remove, name="result-remove"),
    path("e/<slug:slug>/entrants/draw/", setup.draw, name="entrants-draw"),
    path("e/<slug:slug>/entrants/swap/", setup.swap, name="entrants-swap"),
    path("e/<slug:slug>/run/", session.run, name="run"),
    path("e/<slug:slug>/run/advance/", session.advance, name="run-advance"),
    path("e/<slug:slug>/run/pair/", session.change_pair, name="run-pair"),
    path("e/<slug:slug>/run/qr/<int:number>.svg", session.table_qr, name="run-qr"),
    path("e/<slug:slug>/run/renew/<int:number>/", session.renew_link, name="run-renew"),
    path("t/<str:secret>/", table.table_entry, name="table-entry"),
    path("t/<str:secret>/accept/", table.accept, name="table-accept"),
    path("t/<str:secret>/disagree/", table.disagree, name="table-disagree"),
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
]
