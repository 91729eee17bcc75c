"""Each event's scoring rules (a rule set: club, EBU, ACBL, WBF, Compscore), existing events
keeping the club's rules they were scored by; a ruling's code long enough for assigned,
weighted and split scores and procedural penalties."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0008_clubs_and_trust"),
    ]

    operations = [
        migrations.AddField(
            model_name="event",
            name="scoring_rules",
            field=models.CharField(
                choices=[
                    ("club", "Club (the Laws' figures, 1 and ½)"),
                    ("ebu", "EBU (White Book)"),
                    ("acbl", "ACBL (ACBLscore)"),
                    ("wbf", "WBF"),
                    ("compscore", "Compscore (commercial defaults)"),
                ],
                default="club",
                help_text="Whose rules score the event: factoring, averages, the Butler datum.",
                max_length=16,
                verbose_name="Scoring rules",
            ),
        ),
        migrations.AlterField(
            model_name="result",
            name="adjustment",
            field=models.CharField(
                blank=True,
                help_text="The director's ruling as a code (scoring.adjustments): AVE+, A+/-, "
                "A60/40, NP, SCORE 4S= N, SCORE 60% 4S= N, 40% 4S-1 N, PP NS 25%, GROUP B.",
                max_length=100,
            ),
        ),
    ]
