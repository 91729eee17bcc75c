"""Driving the scoring pad in the browser, counting every tap a player makes."""

from __future__ import annotations

from dataclasses import dataclass

from playwright.sync_api import TimeoutError as PlaywrightTimeout

# Each tray's vulnerability as the Laws of Duplicate Bridge (Law 2) mark boards 1-16.
LAW_2 = {
    1: "none", 2: "ns", 3: "ew", 4: "both", 5: "ns", 6: "ew", 7: "both", 8: "none",
    9: "ew", 10: "both", 11: "none", 12: "ns", 13: "both", 14: "none", 15: "ns", 16: "ew",
}  # fmt: skip
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "no trumps"}


@dataclass
class Taps:
    """Every tap on the pad goes through here, so a test can say how many a tray took."""

    page: object
    count: int = 0

    def tap(self, act: str, value: str | int = "") -> None:
        selector = f"#pad [data-act='{act}']"
        if value != "":
            selector += f"[data-val='{value}']"
        button = self.page.locator(selector).first
        choosing = button.get_attribute("aria-pressed") == "false"
        button.click()
        self.count += 1
        if choosing:  # a choice the pad marks pressed once it has taken it
            self._until_pressed(selector)

    def _until_pressed(self, selector: str) -> None:
        """A tap that reached the page as the pad redrew (a result sent meanwhile moves the
        buttons) lands on nothing: as a player would, tap again (not counted)."""
        pressed = self.page.locator(f"{selector}[aria-pressed='true']").first
        for _ in range(2):
            try:
                pressed.wait_for(timeout=5000)
                return
            except PlaywrightTimeout:
                self.page.locator(selector).first.click()
        pressed.wait_for()

    def contract(self, tray: int, level: int, strain: str, declarer: str, result: int) -> int:
        """Open the tray, tap the contract and result, save: the taps it took."""
        before = self.count
        self.tap("tray", tray)
        self.tap("level", level)
        self.tap("strain", strain)
        self.tap("decl", declarer)
        self.tap("rel", result)
        self.page.locator("#pad .pad-score").wait_for()
        self.tap("save")
        return self.count - before

    def tricks(self, tray: int, ns: int) -> int:
        before = self.count
        self.tap("tray", tray)
        self.tap("ns", ns)
        self.tap("save")
        return self.count - before


def open_pad(page, url: str) -> Taps:
    page.goto(url)
    page.locator("#pad .pad-strip, #pad .pad-card").first.wait_for()
    return Taps(page)


def wait_sent(page) -> None:
    """Until the pad has nothing left to send."""
    page.wait_for_function(
        "() => !document.querySelector('#pad .queued') && "
        "!/waiting to send/.test(document.querySelector('#pad .pad-status').textContent)"
    )


def sideways(page) -> list[str]:
    """The page, and every box in it, that scrolls sideways at this width (a box that scrolls
    on purpose is listed too: the columns that matter must fit without it)."""
    return page.evaluate(
        """() => {
        const out = [];
        const doc = document.documentElement;
        if (doc.scrollWidth > window.innerWidth) out.push(`page ${doc.scrollWidth}`);
        for (const node of document.querySelectorAll('body *')) {
            const style = getComputedStyle(node);
            if (style.display === 'none' || style.visibility === 'hidden') continue;
            const box = node.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue;
            const scrolls = ['auto', 'scroll'].includes(style.overflowX);
            if (scrolls && node.scrollWidth > node.clientWidth + 1) {
                out.push(`${node.tagName.toLowerCase()}.${node.className} ${node.scrollWidth}`);
            }
            const parent = node.parentElement;
            const parentOver = parent && parent.getBoundingClientRect().right > window.innerWidth + 1;
            if (box.right > window.innerWidth + 1 && !parentOver) {
                out.push(`${node.tagName.toLowerCase()}.${node.className} right ${box.right}`);
            }
        }
        return out;
    }"""
    )
