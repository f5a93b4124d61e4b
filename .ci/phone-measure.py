#!/usr/bin/env python3
"""Measures HTML pages as a 390 x 844 phone shows them, in any Chromium.

Drives the browser over the DevTools protocol on a pipe (--remote-debugging-pipe: no port, no
websocket, only the standard library) and sets the phone's metrics with
Emulation.setDeviceMetricsOverride, so the layout viewport is 390 px whichever Chromium runs
(`mobile` is off: a phone would zoom out to fit a page wider than itself, and the check is that
the page never needs to):
chromium-headless-shell honours --window-size, but full Chromium's headless mode keeps a window
at least 500 px wide, so a size given on the command line alone is not a phone.

Usage: phone-measure.py BROWSER FILE...
Prints `browser: PATH (PRODUCT)` first, then one JSON object a page:
  {"page": FILE, "viewport": px, "width": px, "text": px, "cells": px, "failure": px}
viewport  the layout viewport's width the page saw (window.innerWidth); 390 when emulation took;
width     the document's scroll width (wider than the viewport = the page scrolls sideways);
text      the smallest diagram text as drawn (18-unit text in an svg.seq, scaled), 99 when none;
cells     the narrowest visible table cell, 9999 when none;
failure   the top of the first failing or invalid scenario's card, from the page's top; -1 when none.
Exits 2 when the browser cannot be started or does not answer within the time limit.
"""
import fcntl
import json
import os
import pathlib
import select
import subprocess
import sys
import tempfile
import time

WIDTH, HEIGHT = 390, 844
# Per protocol answer; a page of the bundled suite loads in well under a second.
TIMEOUT = 60.0

MEASURE = """(() => {
  const svgs = Array.from(document.querySelectorAll("svg.seq"));
  const text = Math.min(99, ...svgs.map(s => {
    const box = s.viewBox && s.viewBox.baseVal;
    return box && box.width ? s.getBoundingClientRect().width / box.width * 18 : 99;
  }));
  const cells = Array.from(document.querySelectorAll("td, th"))
    .map(c => c.getBoundingClientRect().width).filter(w => w > 0);
  const failure = document.querySelector("section.scenario.fail, section.scenario.invalid");
  return JSON.stringify({
    viewport: window.innerWidth,
    width: document.documentElement.scrollWidth,
    text: text,
    cells: Math.min(9999, ...cells),
    failure: failure ? failure.getBoundingClientRect().top + window.scrollY : -1,
  });
})()"""


def high(fd):
    """The same pipe end at a descriptor above 9, not inherited (the child gets it by dup2)."""
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    return moved


class Browser:
    def __init__(self, path):
        self.profile = tempfile.mkdtemp(prefix="phone-measure-")
        # The browser reads commands on fd 3 and writes answers on fd 4. The pipe's ends are moved
        # above 9 first, so placing them at 3 and 4 in the child cannot overwrite one another.
        to_browser_r, self.to_browser = (high(fd) for fd in os.pipe())
        self.from_browser, from_browser_w = (high(fd) for fd in os.pipe())
        def wire():
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)
        try:
            self.process = self.start(path, wire)
        except OSError:
            subprocess.run(["rm", "-rf", self.profile], check=False)
            raise
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def start(self, path, wire):
        return subprocess.Popen(
            [path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             f"--user-data-dir={self.profile}", f"--window-size={WIDTH},{HEIGHT}",
             "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=wire, close_fds=False)

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        subprocess.run(["rm", "-rf", self.profile], check=False)

    def read_message(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no answer from the browser")
            ready, _, _ = select.select([self.from_browser], [], [], left)
            if not ready:
                continue
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise ConnectionError("the browser closed its pipe (exit status %s)" % self.process.poll())
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        command = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            command["sessionId"] = session
        os.write(self.to_browser, json.dumps(command).encode() + b"\0")
        deadline = time.monotonic() + TIMEOUT
        while True:
            message = self.read_message(deadline)
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error'].get('message')}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, session):
        deadline = time.monotonic() + TIMEOUT
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    del self.events[index]
                    return event
            self.events.append(self.read_message(deadline))


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[3], file=sys.stderr)
        return 2
    path, pages = sys.argv[1], sys.argv[2:]
    try:
        browser = Browser(path)
    except OSError as error:
        print(f"cannot start {path}: {error}", file=sys.stderr)
        return 2
    try:
        product = browser.send("Browser.getVersion").get("product", "unknown version")
        print(f"browser: {path} ({product})", flush=True)
        for page in pages:
            target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 3, "mobile": False},
                         session)
            browser.send("Page.enable", {}, session)
            browser.send("Page.navigate", {"url": pathlib.Path(page).resolve().as_uri()}, session)
            browser.wait_for("Page.loadEventFired", session)
            result = browser.send("Runtime.evaluate", {"expression": MEASURE, "returnByValue": True}, session)
            if "exceptionDetails" in result:
                raise RuntimeError(f"measuring {page}: {result['exceptionDetails'].get('text')}")
            measured = json.loads(result["result"]["value"])
            print(json.dumps({"page": page, **measured}), flush=True)
            browser.send("Target.closeTarget", {"targetId": target})
        return 0
    except (TimeoutError, ConnectionError, RuntimeError, KeyError) as error:
        print(f"{path}: {error}", file=sys.stderr)
        return 2
    finally:
        browser.close()


if __name__ == "__main__":
    sys.exit(main())
