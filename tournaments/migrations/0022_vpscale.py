"""The WBF's 2013 discrete 20-point scale among an event's victory-point scales; its name is
longer than the eight characters the field held, so the field widens to sixteen."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0021_laws'),
    ]

    operations = [
        migrations.AlterField(
            model_name='event',
            name='vp_scale',
            field=models.CharField(choices=[('wbf', 'WBF continuous 20-point scale'), ('wbf-discrete', 'WBF discrete 20-point scale (whole VPs, 2013)'), ('acbl-20', 'ACBL 20-point scale (matches of 6 to 11 trays)'), ('acbl-30', 'ACBL 30-point scale (matches of 6 to 11 trays)')], default='wbf', help_text="How a match's IMP margin becomes victory points (Swiss events, teams of several matches).", max_length=16, verbose_name='Victory-point scale'),
        ),
    ]
