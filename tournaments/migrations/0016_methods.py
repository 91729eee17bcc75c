"""Every scoring method on the site: board-a-match and victory points beside the others, total
points named for bridge teams too; each event's victory-point scale (existing events keep the
WBF continuous scale they were scored by)."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0015_progressive_formats'),
    ]

    operations = [
        migrations.AddField(
            model_name='event',
            name='vp_scale',
            field=models.CharField(choices=[('wbf', 'WBF continuous 20-point scale'), ('acbl-20', 'ACBL 20-point scale (matches of 6 to 11 trays)'), ('acbl-30', 'ACBL 30-point scale (matches of 6 to 11 trays)')], default='wbf', help_text="How a match's IMP margin becomes victory points (Swiss events, teams of several matches).", max_length=8, verbose_name='Victory-point scale'),
        ),
        migrations.AlterField(
            model_name='event',
            name='scoring_method',
            field=models.CharField(choices=[('matchpoints', 'Match points'), ('tricks', 'Trick totals against the average'), ('imps', 'IMPs'), ('cross-imps', 'Cross-IMPs'), ('butler', 'Butler (datum)'), ('top-loss', 'Tricks lost to the top (Safford)'), ('points', 'Total points'), ('board-a-match', 'Board-a-match'), ('vps', 'Victory points')], default='matchpoints', max_length=16),
        ),
    ]
