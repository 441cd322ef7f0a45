#!/usr/bin/python3
"""Accessibility of the phone pages checked by a real engine: axe-core (npm, installed by
scripts/setup into build-tools/node_modules) run in headless Chromium at 360x740 on every kind of
page a player, a judge and an organiser opens. Fails on a serious or critical violation; SKIPS
(exit 77) when axe-core, Chromium or Selenium is absent, saying which.
Also checks that the page's fonts draw every character the rulebooks use (对 of Economica 5-1-1).
Usage: axe_test.py JUDGEKIT REPO_DIR"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

JK, REPO = sys.argv[1], sys.argv[2]
AXE = os.path.join(REPO, "build-tools", "node_modules", "axe-core", "axe.min.js")


def skip(why):
    print("SKIP: " + why, flush=True)
    sys.exit(77)


if not os.path.exists(AXE):
    skip(f"axe-core is not installed ({AXE} missing): run scripts/setup, or npm install --prefix build-tools axe-core")
if not (shutil.which("chromium") or os.path.exists("/usr/bin/chromium")) or not (shutil.which("chromedriver") or os.path.exists("/usr/bin/chromedriver")):
    skip("chromium or chromedriver is not installed")
try:
    import browser_support as support
    from browser_support import check, failures
except ImportError as e:
    skip(f"selenium is not installed ({e})")

work = tempfile.mkdtemp(prefix="jk-axe-")
event = os.path.join(work, "e.jkevent")


def jk(*args):
    return support.judgekit(JK, *args)


jk("event", "create", event, "--game", "economica", "--format", "official", "--name", "エコノミカ 試験", "--date", "2015-08-08", "--seed", "3")
jk("player", "add", "--event", event, "青木", "井上", "上田", "江藤")
jk("event", "registration", "--event", event, "--open", "--capacity", "4", "--waitlist", "on")
# Player 1's registered list is illegal (4 cards of 50): the console's player page shows it.
open(os.path.join(work, "list.txt"), "w", encoding="utf-8").write("4 日本株\n")
subprocess.run([JK, "deck", "register", "--event", event, "1", os.path.join(work, "list.txt")], capture_output=True)
jk("round", "pair", "--event", event)
jk("round", "start", "--event", event, "--minutes", "50")
codes = {c["table"]: c["code"] for c in json.loads(jk("round", "codes", "--event", event, "--json"))}
player_code = re.search(r"\s(\d+-[0-9A-Z]{10})\s*$", jk("player", "list", "--event", event, "--codes").splitlines()[-1], re.M).group(1)
token = re.search(r"token=([0-9A-Z]+)", jk("serve", "token", "add", "--event", event, "--role", "organiser", "--name", "鈴木")).group(1)
server, base = support.serve(JK, event, work)
axe_source = open(AXE, encoding="utf-8").read()

PUBLIC = ["", "pairings", "standings", "p/1", "t/" + codes[1], "m/" + player_code, "d/" + player_code, "signin",
          "tables", "register", "roster", "decklists", "checkin", "rules", "rules?q=%E3%83%89%E3%83%AD%E3%83%BC",
          "rules?q=%E3%81%98%E3%81%8B%E3%82%93%E3%81%8E%E3%82%8C", "rules/economica/5-1"]  # じかんぎれ: a muted read-as line
JUDGE = ["judge", "judge?show=every-table", "judge/t/1", "judge/p/1", "judge/checkin", "judge/settings"]


def violations(d):
    d.execute_script(axe_source)
    found = d.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(r.violations.map(function (v) {"
        "  return {id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map(function (n) { return n.target.join(' '); })}; })); })"
        ".catch(function (e) { done([{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]); });")
    return [v for v in found if v["impact"] in ("serious", "critical")]


d = support.browser(work)
try:
    d.set_script_timeout(60)
    # The engine itself: a page with an unlabelled image and an unnamed button is caught.
    d.get("data:text/html;charset=utf-8,<!doctype html><html lang=ja><title>x</title><main><img src=x.png><button></button></main></html>")
    caught = {v["id"] for v in violations(d)}
    check({"image-alt", "button-name"} <= caught, f"axe-core catches an image without alt and a button without a name: {sorted(caught)}")
    for page in PUBLIC:
        d.get(base + page)
        bad = violations(d)
        check(not bad, f"/{page}: no serious or critical axe-core violation" + (f": {bad}" if bad else ""))
    d.get(base + "signin?token=" + token)
    d.find_element("css selector", "form button[type=submit]").click()
    d.get(base + "judge")
    check("主催者: 鈴木" in d.page_source, "signed in as the organiser: the console's pages are checked, not the sign-in refusal")
    for page in JUDGE:
        d.get(base + page)
        bad = violations(d)
        check(not bad, f"/{page}: no serious or critical axe-core violation" + (f": {bad}" if bad else ""))
    # The registered list's cards, opened: its table checked too.
    d.get(base + "judge/p/1")
    d.find_element("css selector", "section.registered-list details.cards summary").click()
    check("A0003" in d.find_element("css selector", "section.registered-list").text, "/judge/p/1: the registered list's cards are open")
    bad = violations(d)
    check(not bad, "/judge/p/1 with the list's cards open: no serious or critical axe-core violation" + (f": {bad}" if bad else ""))
    # The rulebook's own 对 (5-1-1, 5-1-2): drawn by a font that has it, not an empty box.
    d.get(base + "rules/economica/5-1-2")
    d.execute_cdp_cmd("DOM.enable", {})
    d.execute_cdp_cmd("CSS.enable", {})
    root = d.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    node = d.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": "main"})["nodeId"]
    fonts = [f["familyName"] for f in d.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]]
    having = subprocess.run(["fc-list", ":charset=5bf9", "family"], capture_output=True, text=True).stdout
    check("对" in d.find_element("css selector", "main").text, "5-1-2 is shown with its 对")
    check(any(f in having for f in fonts), f"the page's fonts {fonts} include one that has 对")
finally:
    d.quit()
    server.terminate()
    server.wait()

print(f"{len(failures)} failures", flush=True)
sys.exit(1 if failures else 0)
