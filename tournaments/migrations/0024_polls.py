"""The public version beside the event's version: where both start equal."""

from django.db import migrations, models
from django.db.models import F

import tournaments.models.events


def same_as_version(apps, schema_editor):
    apps.get_model("tournaments", "Event").objects.update(public_version=F("version"))


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0023_pairmatch"),
    ]

    operations = [
        migrations.AddField(
            model_name="event",
            name="public_version",
            field=models.CharField(
                default=tournaments.models.events.new_version, editable=False, max_length=16
            ),
        ),
        migrations.RunPython(same_as_version, migrations.RunPython.noop),
    ]
