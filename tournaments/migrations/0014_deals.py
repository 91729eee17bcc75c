"""Deals: the four hands of each tray, where they came from, and their double-dummy analysis
(tricks by declarer and strain, North-South's par score and contracts)."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0013_ranking_rule"),
    ]

    operations = [
        migrations.CreateModel(
            name="Deal",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "hands",
                    models.CharField(
                        help_text="The four hands as a PBN deal string, from North.",
                        max_length=80,
                    ),
                ),
                (
                    "source",
                    models.CharField(
                        choices=[
                            ("file", "Imported from a file"),
                            ("generated", "Generated from a seed"),
                            ("hand", "Entered by hand"),
                            ("replay", "Copied from another event"),
                        ],
                        max_length=10,
                    ),
                ),
                (
                    "note",
                    models.CharField(
                        blank=True,
                        help_text="The file, the seed, the rules it was dealt by.",
                        max_length=200,
                    ),
                ),
                (
                    "tricks",
                    models.JSONField(
                        blank=True,
                        help_text="Double-dummy tricks by declarer and strain, once analysed.",
                        null=True,
                    ),
                ),
                (
                    "par_score",
                    models.IntegerField(
                        blank=True,
                        help_text="North-South's par score (contract bridge).",
                        null=True,
                    ),
                ),
                ("par_contracts", models.JSONField(blank=True, default=list)),
                ("analysed_at", models.DateTimeField(blank=True, null=True)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("updated_at", models.DateTimeField(auto_now=True)),
                (
                    "tray",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="deal",
                        to="tournaments.tray",
                    ),
                ),
            ],
            options={
                "ordering": ["tray__number"],
                "constraints": [
                    models.CheckConstraint(
                        condition=models.Q(
                            ("tricks__isnull", False), ("par_score__isnull", True), _connector="OR"
                        ),
                        name="deal_par_needs_analysis",
                        violation_error_message="Par needs the double-dummy table it comes from.",
                    )
                ],
            },
        ),
    ]
