"""Players' phones: the key a table's phone gives each submission (a resend stores nothing
twice), the opening lead, the director's choice to show the running percentage on the tables'
pads, and the progressive party's table links (the guests report their own table's result).

Parties seated before this migration get their tables' links here, so their QR codes work.
"""

import django.db.models.deletion
import tournaments.models.play
import secrets

from django.db import migrations, models


def party_tables(apps, schema_editor):
    Settings = apps.get_model("tournaments", "ProgressiveSettings")
    PartyTable = apps.get_model("tournaments", "PartyTable")
    for settings in Settings.objects.select_related("event"):
        for number in range(1, settings.event.movement_size + 1):
            PartyTable.objects.get_or_create(
                event_id=settings.event_id,
                number=number,
                defaults={"secret": secrets.token_urlsafe(16)},
            )


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0009_event_rules'),
    ]

    operations = [
        migrations.AddField(
            model_name='event',
            name='pad_shows_percentage',
            field=models.BooleanField(default=False, help_text="The tables' scoring pads show each pair's running percentage, as far as the public standings show it."),
        ),
        migrations.AddField(
            model_name='progressiveresult',
            name='client_key',
            field=models.CharField(blank=True, help_text="The key the guests' phone gave its report: a resend stores nothing twice.", max_length=40),
        ),
        migrations.AddField(
            model_name='result',
            name='client_key',
            field=models.CharField(blank=True, help_text="The key the table's phone gave its last submission: a resend after a dropped connection finds it and stores nothing twice.", max_length=40),
        ),
        migrations.AddField(
            model_name='result',
            name='lead',
            field=models.CharField(blank=True, help_text='The opening lead, suit then rank (SA, HT, D7), when the table gave it.', max_length=2),
        ),
        migrations.CreateModel(
            name='PartyTable',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('number', models.PositiveSmallIntegerField()),
                ('secret', models.CharField(default=tournaments.models.play.new_table_secret, max_length=40, unique=True)),
                ('event', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='party_tables', to='tournaments.event')),
            ],
            options={
                'ordering': ['event', 'number'],
                'constraints': [models.UniqueConstraint(fields=('event', 'number'), name='party_table_number_unique')],
            },
        ),
        migrations.RunPython(party_tables, migrations.RunPython.noop),
    ]
