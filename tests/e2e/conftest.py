"""A real Chromium (Debian's package) driven by Playwright against the live test server."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from playwright import sync_api

from tests.needs import missing

CHROMIUM_CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")
ARTIFACTS = Path(__file__).resolve().parent.parent.parent / "test-artifacts"


def chromium_path() -> str | None:
    explicit = os.environ.get("TRAYS_CHROMIUM")
    if explicit:
        return explicit
    for candidate in CHROMIUM_CANDIDATES:
        if Path(candidate).exists():
            return candidate
    return shutil.which("chromium")


@pytest.fixture(scope="session")
def browser():
    path = chromium_path()
    if path is None:
        missing("Chromium is not installed (apt-get install chromium)")
    # Playwright's sync API runs an event loop in this thread; Django's async-safety check
    # would then refuse the test's own database access.
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=path,
            headless=True,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
            ],
        )
        yield browser
        browser.close()


def leave(page) -> None:
    """Stop the page's own requests (a pad polls, a service worker fills its cache) and let
    the test server finish the last one before the test's database is emptied."""
    page.goto("about:blank")
    page.wait_for_timeout(200)
    page.context.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15000)
    yield page
    leave(page)


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(15000)
    yield page
    leave(page)


README_SHOTS = ARTIFACTS.parent / "docs" / "screenshots"


def screenshot(page, name: str) -> Path:
    """Keep a picture of the page under test-artifacts/.

    With TRAYS_UPDATE_SCREENSHOTS=1 the README's copy in docs/screenshots/ is refreshed too.
    """
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    readme_copy = README_SHOTS / f"{name}.png"
    if os.environ.get("TRAYS_UPDATE_SCREENSHOTS") == "1" and readme_copy.exists():
        readme_copy.write_bytes(path.read_bytes())
    return path
