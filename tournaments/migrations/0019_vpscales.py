"""Each event's average-plus and average-minus in IMP pairs: the Laws' +3 and -3 IMPs, which
every existing event keeps, or the pair's session average when that is better (worse)."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0018_awards_and_mail'),
    ]

    operations = [
        migrations.AddField(
            model_name='event',
            name='imp_averages',
            field=models.CharField(choices=[('fixed', '+3 and −3 IMPs (Law 86A)'), ('session', "The better of +3 IMPs and the pair's session average (worse of −3 for minus)")], default='fixed', help_text="In pairs scored by IMPs (Butler, cross-IMPs): the Laws' ±3 IMPs, or the pair's average a board on its other boards when that is better (average-plus) or worse (average-minus).", max_length=8, verbose_name='Average-plus and average-minus in IMPs'),
        ),
    ]
