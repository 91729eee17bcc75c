"""Clubs and their roles; events and players belong to a club; what the public sees during
play; the opponents' disagreement with a result.

Existing events, players and organisers move into one club, so a site that ran before clubs
keeps working as one club: every account that organised an event becomes its organiser.
"""

from django.conf import settings
from django.db import migrations, models
from django.db.models import Q
import django.db.models.deletion


def one_club(apps, schema_editor):
    Club = apps.get_model("tournaments", "Club")
    ClubMember = apps.get_model("tournaments", "ClubMember")
    Event = apps.get_model("tournaments", "Event")
    Player = apps.get_model("tournaments", "Player")
    if not Event.objects.exists() and not Player.objects.exists():
        return
    club = Club.objects.create(name="The club", slug="club")
    Event.objects.update(club=club)
    Player.objects.update(club=club)
    organisers = set()
    for event in Event.objects.all():
        organisers.update(event.organisers.values_list("pk", flat=True))
    ClubMember.objects.bulk_create(
        ClubMember(club=club, user_id=pk, role="organiser") for pk in sorted(organisers)
    )


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0007_trail_author_names"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name="Club",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("name", models.CharField(max_length=200)),
                ("slug", models.SlugField(max_length=80, unique=True)),
                ("public_names", models.BooleanField(default=True, help_text="Public pages show players' names; otherwise only pair and player numbers.")),
                ("created_at", models.DateTimeField(auto_now_add=True)),
            ],
            options={"ordering": ["name"]},
        ),
        migrations.CreateModel(
            name="ClubMember",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("role", models.CharField(choices=[("organiser", "Organiser"), ("scorer", "Scorer"), ("player", "Player")], default="player", max_length=10)),
                ("club", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="members", to="tournaments.club")),
                ("user", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="club_roles", to=settings.AUTH_USER_MODEL)),
            ],
            options={"ordering": ["club", "user"]},
        ),
        migrations.AddConstraint(
            model_name="clubmember",
            constraint=models.UniqueConstraint(fields=("club", "user"), name="club_member_once"),
        ),
        migrations.AddField(
            model_name="event",
            name="club",
            field=models.ForeignKey(null=True, on_delete=django.db.models.deletion.PROTECT, related_name="events", to="tournaments.club"),
        ),
        migrations.AddField(
            model_name="player",
            name="club",
            field=models.ForeignKey(null=True, on_delete=django.db.models.deletion.CASCADE, related_name="players", to="tournaments.club"),
        ),
        migrations.RunPython(one_club, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="event",
            name="club",
            field=models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name="events", to="tournaments.club"),
        ),
        migrations.AlterField(
            model_name="player",
            name="club",
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="players", to="tournaments.club"),
        ),
        migrations.RemoveConstraint(model_name="player", name="player_membership_number_unique"),
        migrations.AddConstraint(
            model_name="player",
            constraint=models.UniqueConstraint(condition=~Q(membership_number=""), fields=("club", "membership_number"), name="player_membership_number_unique"),
        ),
        migrations.AddField(
            model_name="event",
            name="results_shown",
            field=models.CharField(choices=[("played", "Once every table due to play the tray has played it"), ("finish", "Only after the event has finished")], default="played", max_length=8),
        ),
        migrations.AddField(
            model_name="event",
            name="standings_shown",
            field=models.CharField(choices=[("on", "Shown during play"), ("previous", "Shown during play, without the round in play"), ("off", "Shown only after the event has finished")], default="on", max_length=8),
        ),
        migrations.AlterField(
            model_name="event",
            name="organisers",
            field=models.ManyToManyField(blank=True, help_text="Who set the event up and ran it (access follows the club's roles).", related_name="organised_events", to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddField(
            model_name="result",
            name="disputed_at",
            field=models.DateTimeField(blank=True, help_text="When the opponents said they disagree: the tray waits for the director.", null=True),
        ),
        migrations.AlterField(
            model_name="result",
            name="confirmed_at",
            field=models.DateTimeField(blank=True, help_text="When the opponents accepted the result at the table.", null=True),
        ),
    ]
