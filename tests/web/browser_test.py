#!/usr/bin/python3
"""judgekit serve in a real headless Chromium (Selenium) at 360x740: no horizontal scroll, the
kana search, the rulings search, live updates, JS off, a hostile player name. Screenshots go to
OUTDIR for people to look at. Usage: browser_test.py JUDGEKIT FIXTURES OUTDIR"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from selenium.common.exceptions import NoAlertPresentException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import browser_support as support
from browser_support import check, failures, no_horizontal_scroll

JK, FIXTURES, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(OUT, exist_ok=True)
work = tempfile.mkdtemp(prefix="jk-browser-")
event = os.path.join(work, "e.jkevent")


def jk(*args):
    return support.judgekit(JK, *args)


def browser(js=True, dark=False):
    return support.browser(work, js, dark)


jk("event", "create", event, "--game", "scp-tcg-jp-j", "--name", "財団杯 ブラウザ試験", "--date", "2026-04-12",
   "--rounds", "3", "--seed", "7")
jk("player", "add", "--event", event, "--csv", os.path.join(FIXTURES, "players.csv"))
jk("round", "pair", "--event", event)
jk("round", "start", "--event", event, "--minutes", "50")
shown = json.loads(jk("round", "show", "--event", event, "--json"))
table_of = {p["name"]: t.get("table") for t in shown["tables"] for p in t["players"]}

server, base = support.serve(JK, event, work)

d = browser()
try:
    d.get(base)
    check("財団杯 ブラウザ試験" in d.find_element(By.TAG_NAME, "h1").text, "home shows the event name")
    check(d.find_element(By.CSS_SELECTOR, ".clock .time").text.count(":") == 1, "home shows the round clock")
    check(no_horizontal_scroll(d), "home: no horizontal scroll at 360 px")
    d.save_screenshot(os.path.join(OUT, "home.png"))

    d.get(base + "pairings")
    check(no_horizontal_scroll(d), "pairings by name: no horizontal scroll at 360 px")
    d.save_screenshot(os.path.join(OUT, "pairings.png"))
    try:
        d.switch_to.alert
        check(False, "no script from a player's name runs")
    except NoAlertPresentException:
        check(True, "no script from a player's name runs")
    check("<script>alert(1)</script>" in d.find_element(By.ID, "results").text,
          "a player named <script>alert(1)</script> shows as text")

    box = d.find_element(By.ID, "q")
    box.send_keys("たかはし")
    WebDriverWait(d, 10).until(lambda x: len(x.find_elements(By.CSS_SELECTOR, "#results tbody tr")) == 1)
    row = d.find_element(By.CSS_SELECTOR, "#results tbody tr")
    check("高橋 健太" in row.text and row.find_element(By.CSS_SELECTOR, "td.num").text == str(table_of["高橋 健太"]),
          f"typing たかはし shows 高橋 健太 at table {table_of['高橋 健太']}")
    d.save_screenshot(os.path.join(OUT, "pairings-search.png"))

    d.get(base + "tables")
    check(no_horizontal_scroll(d), "pairings by table: no horizontal scroll at 360 px")
    check("第1回戦" in d.find_element(By.TAG_NAME, "h1").text, "tables show round 1")
    # Results and round 2 from the CLI, while the page stays open: it updates by itself.
    for t in shown["tables"]:
        if t.get("table"):
            jk("result", "--event", event, str(t["table"]), "2-1")
    jk("round", "pair", "--event", event)
    try:
        # The page swaps its content while we look: an h1 found just before the swap is stale.
        WebDriverWait(d, 15, ignored_exceptions=(StaleElementReferenceException,)).until(
            lambda x: "第2回戦" in x.find_element(By.TAG_NAME, "h1").text)
        check(True, "a round paired from the CLI appears without a reload")
    except Exception:
        check(False, "a round paired from the CLI appears without a reload")
    d.save_screenshot(os.path.join(OUT, "tables-round2.png"))

    d.get(base + "p/1")
    check(no_horizontal_scroll(d), "my page: no horizontal scroll at 360 px")
    d.save_screenshot(os.path.join(OUT, "my-page.png"))
    d.get(base + "standings")
    check(no_horizontal_scroll(d), "standings: no horizontal scroll at 360 px")
    d.save_screenshot(os.path.join(OUT, "standings.png"))

    d.get(base + "rules")
    box = d.find_element(By.ID, "q")
    box.send_keys("１０４．２ａ")
    box.send_keys(Keys.ENTER)
    WebDriverWait(d, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, "ol.hits li"))
    first = d.find_element(By.CSS_SELECTOR, "ol.hits li a")
    check(first.text.startswith("104.2a"), "rulings: １０４．２ａ finds 104.2a first")
    check(no_horizontal_scroll(d), "rulings: no horizontal scroll at 360 px")
    d.save_screenshot(os.path.join(OUT, "rules.png"))

    # Issue 25: what the words were searched as, and a number of another game, in notes at 360 px.
    d.get(base + "rules?q=concede")
    notes = " ".join(n.text for n in d.find_elements(By.CSS_SELECTOR, "p.read-as"))
    check("concede" in notes and "投了" in notes, "rulings: concede says it was searched as 投了")
    check(d.find_element(By.CSS_SELECTOR, "ol.hits li a").text.startswith("104.2e"), "rulings: concede finds 104.2e first")
    check(no_horizontal_scroll(d), "rulings: the terms note fits 360 px")
    d.save_screenshot(os.path.join(OUT, "rules-terms.png"))
    d.get(base + "rules?q=2-5-1")
    notes = " ".join(n.text for n in d.find_elements(By.CSS_SELECTOR, "p.note"))
    check("2-5-1" in notes and "SCP-TCG-JP-J" in notes, "rulings: Economica's 2-5-1 on an SCP event says it searched every game")
    check(no_horizontal_scroll(d), "rulings: the other-game note fits 360 px")
    d.save_screenshot(os.path.join(OUT, "rules-other-game.png"))
finally:
    d.quit()

d = browser(js=False)
try:
    d.get(base + "pairings")
    rows = d.find_elements(By.CSS_SELECTOR, "#results tbody tr")
    check(len(rows) == 6, "JS off: the pairings list shows every player")
    box = d.find_element(By.ID, "q")
    box.send_keys("わたなべ")
    box.send_keys(Keys.ENTER)
    WebDriverWait(d, 10).until(lambda x: "q=" in x.current_url)
    rows = d.find_elements(By.CSS_SELECTOR, "#results tbody tr")
    check(len(rows) == 1 and "渡辺 翔" in rows[0].text, "JS off: the search form finds 渡辺 翔")
    d.save_screenshot(os.path.join(OUT, "pairings-nojs.png"))
finally:
    d.quit()

d = browser(dark=True)
try:
    d.get(base)
    bg = d.execute_script("return getComputedStyle(document.body).backgroundColor")
    check(bg == "rgb(18, 18, 18)", "dark mode follows prefers-color-scheme")
    d.save_screenshot(os.path.join(OUT, "home-dark.png"))
finally:
    d.quit()

server.terminate()
try:
    out, _ = server.communicate(timeout=10)
    check(server.returncode == 0 and "stopped (SIGTERM)" in out, "SIGTERM stops the server cleanly")
except subprocess.TimeoutExpired:
    server.kill()
    check(False, "SIGTERM stops the server cleanly")
shutil.rmtree(work, ignore_errors=True)
print(f"screenshots: {OUT}")
sys.exit(1 if failures else 0)
