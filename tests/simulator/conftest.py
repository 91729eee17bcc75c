"""The simulator's hypothesis profiles: ``ci`` (the suite: a fixed number of evenings from a
fixed seed, the same every run) and ``soak`` (``make soak``: many more, seeded afresh)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, Phase, settings

_COMMON = {
    "deadline": None,
    "suppress_health_check": [HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                              HealthCheck.data_too_large],
    "print_blob": True,
}  # fmt: skip
settings.register_profile(
    "simulator-ci", max_examples=15, derandomize=True, database=None, **_COMMON
)
settings.register_profile(
    "simulator-soak", max_examples=int(os.environ.get("TRAYS_SIMULATOR_EVENINGS", "400")),
    **_COMMON,
)  # fmt: skip
# Looking for faults without shrinking them (``TRAYS_SIMULATOR=look``): each fault is printed
# with the steps that led to it, and the run goes on to the next evening.
settings.register_profile(
    "simulator-look", max_examples=int(os.environ.get("TRAYS_SIMULATOR_EVENINGS", "10")),
    phases=[Phase.generate], **_COMMON,
)  # fmt: skip
