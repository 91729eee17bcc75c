"""The hostile-input suite's budget: a hypothesis profile per run.

``fuzz`` (the default, as CI runs it) tries a few examples per test, the same ones on every
run (``derandomize``), so the whole folder takes a few minutes on a small machine; ``make
fuzz`` sets ``TRAYS_FUZZ=long`` and tries many more, from a fresh random start each time.
No example may take more than the bound in ``tests/fuzz/checks.py``, so hypothesis' own
deadline is off (a first request warms caches and templates).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, settings

from tests.builders import club_user

# No shrinking: an example posts every form, and shrinking one takes longer than finding it;
# the assertion's message names the request.
PHASES = [Phase.explicit, Phase.reuse, Phase.generate]
SUPPRESSED = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large]

settings.register_profile(
    "fuzz",
    max_examples=12,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=SUPPRESSED,
    phases=PHASES,
)
settings.register_profile(
    "fuzz-long",
    max_examples=300,
    deadline=None,
    suppress_health_check=SUPPRESSED,
    phases=PHASES,
)


@pytest.fixture
def organiser(db):
    """An organiser of the Compass Club."""
    return club_user("director", password="pw-director-1")
