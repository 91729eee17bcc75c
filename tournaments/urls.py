from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import path

from tournaments.views import entry, printing, public, setup

urlpatterns = [
    path("", public.home, name="home"),
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("organise/", setup.dashboard, name="dashboard"),
    path("organise/new/", setup.create_event, name="event-create"),
    path("e/<slug:slug>/", public.event_page, name="event"),
    path("e/<slug:slug>/standings/", public.standings_page, name="standings"),
    path("e/<slug:slug>/movement/", public.movement_page, name="movement"),
    path("e/<slug:slug>/card/<str:label>/", public.score_card_page, name="score-card"),
    path("e/<slug:slug>/tray/<int:number>/", public.traveller_page, name="traveller"),
    path("e/<slug:slug>/entrants/", setup.entrants, name="entrants"),
    path("e/<slug:slug>/start/", setup.start, name="event-start"),
    path("e/<slug:slug>/publish/", setup.publish, name="event-publish"),
    path("e/<slug:slug>/finish/", setup.finish, name="event-finish"),
    path("e/<slug:slug>/enter/tray/<int:number>/", entry.traveller_entry, name="traveller-entry"),
    path("e/<slug:slug>/enter/slip/", entry.slip_entry, name="slip-entry"),
    path("e/<slug:slug>/print/table-cards.pdf", printing.table_cards, name="print-table-cards"),
    path("admin/", admin.site.urls),
]
