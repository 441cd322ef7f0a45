"""Shared by the browser tests: a headless Chromium at phone size, checks that print and count,
and `judgekit serve` started on a free loopback port."""
import os
import re
import shutil
import subprocess
import tempfile

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what, flush=True)
    if not cond:
        failures.append(what)


def judgekit(binary, *args):
    """Runs judgekit; a failure ends the test with its message."""
    r = subprocess.run([binary, *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"judgekit {' '.join(args)} failed ({r.returncode}): {r.stderr}")
    return r.stdout


def browser(work, js=True, dark=False):
    o = webdriver.ChromeOptions()
    o.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
              "--disable-background-networking", "--disable-component-update", "--disable-sync",
              "--window-size=360,740", "--hide-scrollbars", "--lang=ja",
              "--user-data-dir=" + tempfile.mkdtemp(prefix="profile-", dir=work)]:
        o.add_argument(a)
    prefs = {"intl.accept_languages": "ja"}  # the pages follow the phone's language
    if not js:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    o.add_experimental_option("prefs", prefs)
    d = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=o)
    d.set_window_size(360, 740)
    if dark:
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    return d


def no_horizontal_scroll(d):
    return d.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")


def words_broken(d, selector):
    """The one-word labels (no space) among `selector` whose text the browser broke over two lines:
    a Japanese word such as 一時停止 or ラウンド split mid-word reads as two."""
    return d.execute_script("""
      return Array.from(document.querySelectorAll(arguments[0])).filter(e => {
        const text = e.textContent.trim();
        if (!text || /\\s/.test(text)) return false;
        const r = document.createRange();
        r.selectNodeContents(e);
        return new Set(Array.from(r.getClientRects()).map(x => Math.round(x.top))).size > 1;
      }).map(e => e.textContent.trim());""", selector)


def submit(d, button, timeout=30):
    """Taps a form's button and waits for the answer's page to load. A mark left on the old page's
    window tells the pages apart: waiting for the old element to go stale raised Chromium's 'node
    does not belong to the document' mid-navigation on a busy machine."""
    d.execute_script("window.jkOldPage = true")
    button.click()

    def answered(x):
        try:
            return x.execute_script("return window.jkOldPage === undefined && document.readyState === 'complete'")
        except WebDriverException:  # between the two documents
            return False
    WebDriverWait(d, timeout).until(answered)


def serve(jk_binary, event, work):
    """Starts `judgekit serve` on 127.0.0.1 and returns (process, base URL)."""
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(work, "data"))
    server = subprocess.Popen([jk_binary, "serve", "--event", event, "--listen", "127.0.0.1:0"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env)
    for _ in range(200):
        line = server.stdout.readline()
        m = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        if m:
            return server, m.group(1)
    server.kill()
    raise SystemExit("judgekit serve printed no URL: " + server.stderr.read())
