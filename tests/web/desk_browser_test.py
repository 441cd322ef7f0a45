#!/usr/bin/python3
"""The write side of judgekit serve in a real headless Chromium at 360x740 (issue 14): a full
Economica round where both players of each table report from two separate browsers, one
disagreement settled by a judge from the console, a time-limit adjudication entered through the
form (recorded with its 2-5 chain), a penalty game loss, a decklist pasted with an error shown
live, fixed and submitted, a report sent with JS off, a ROE UP! pod entering its figures, and an SCP table
walking 103.4 (game 1 won by one player: the page names the loser to choose). Screenshots go to OUTDIR.
Usage: desk_browser_test.py JUDGEKIT OUTDIR"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

import browser_support as support
from browser_support import check, failures, no_horizontal_scroll

JK, OUT = sys.argv[1], sys.argv[2]
os.makedirs(OUT, exist_ok=True)
work = tempfile.mkdtemp(prefix="jk-desk-")
event = os.path.join(work, "e.jkevent")


def jk(*args):
    return support.judgekit(JK, *args)


def result_line(t):
    """A table's result (facts, as --json gives them) in a short line: "1-0-0", "0-1-0 (time limit, 2-5-2)",
    "1st C, 2nd G, 3rd A=F" (as tests/support/result_line.hpp)."""
    r = t["result"]
    if r is None:
        return ""
    names = {p["id"]: p["name"] for p in t["players"]}
    if r["kind"] in ("draw", "bye", "double-loss"):
        return r["kind"]
    if r["kind"] == "placement":
        at = {}
        for s in r["seats"]:
            at.setdefault(s["placement"], []).append(names[s["player_id"]])
        th = {1: "st", 2: "nd", 3: "rd"}
        return ", ".join(f"{p}{th.get(p, 'th')} {'='.join(at[p])}" for p in sorted(at))
    s = r["seats"][0]
    line = f"{s['games_won']}-{s['games_lost']}-{s['games_drawn']}"
    if r["kind"] == "adjudicated" and r["decided_by"]:
        line += f" (time limit, {r['decided_by']['rule']})"
    if r["kind"] == "penalty" and r["decided_by"]:
        line += f" · {r['decided_by']['penalty']}: {names[r['decided_by']['player_id']]}"
    return line


def result_of(table):
    for t in json.loads(jk("round", "show", "--event", event, "--json"))["tables"]:
        if t.get("table") == table:
            return result_line(t)
    return "?"


jk("event", "create", event, "--game", "economica", "--name", "エコノミカ 電話試験", "--date", "2015-08-08", "--seed", "3")
jk("player", "add", "--event", event, "青木", "井上", "上田", "江藤", "小野", "加藤", "木村", "工藤")
jk("round", "pair", "--event", event)
jk("round", "start", "--event", event, "--minutes", "50")
tables = [t for t in json.loads(jk("round", "show", "--event", event, "--json"))["tables"] if t.get("table")]
codes = {c["table"]: c["code"] for c in json.loads(jk("round", "codes", "--event", event, "--json"))}
player_codes = {}
for line in jk("player", "list", "--event", event, "--codes").splitlines():
    m = re.search(r"^\s*(\d+)\s+(\S+).*\s(\d+-[0-9A-Z]{10})\s*$", line)
    if m:
        player_codes[m.group(2)] = m.group(3)
token_out = jk("serve", "token", "add", "--event", event, "--role", "judge", "--name", "田中")
token = re.search(r"token=([0-9A-Z]+)", token_out).group(1)

server, base = support.serve(JK, event, work)


def text_of(d, element_id):
    """The element's text read in one script: a live update may replace it between two WebDriver calls."""
    return d.execute_script("var e = document.getElementById(arguments[0]); return e ? e.textContent : '';", element_id)


def report(d, table, me, outcome, shot=None):
    d.get(base + "t/" + codes[table])
    d.find_element(By.CSS_SELECTOR, f"form.report input[name=me][value='{me}']").click()
    d.find_element(By.CSS_SELECTOR, f"form.report input[name=outcome][value='{outcome}']").click()
    if shot:
        check(no_horizontal_scroll(d), "the table's report page: no horizontal scroll at 360 px")
        d.save_screenshot(os.path.join(OUT, shot))
    d.find_element(By.CSS_SELECTOR, "form.report button[type=submit]").click()
    WebDriverWait(d, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, ".notice"))
    return d.find_element(By.CSS_SELECTOR, ".notice").text


a = support.browser(work)
b = support.browser(work)
try:
    # Tables 1 and 2: A reports from the slip; B confirms with one tap on their own page (their
    # card's code), and A's page shows the recorded result by itself. Table 3: they disagree.
    for t in tables[:2]:
        p, q = t["players"][0]["id"], t["players"][1]["id"]
        first = report(a, t["table"], p, f"win-{p}", shot="report-table.png" if t is tables[0] else None)
        check("受け付けました" in first, f"table {t['table']}: the first report waits for the other")
        check(a.current_url.endswith("/t/" + codes[t["table"]]), f"table {t['table']}: the report is answered with a redirect to the table's page")
        a.refresh()  # a reload resends nothing
        check("受け付けました" not in a.find_element(By.ID, "main").text and result_of(t["table"]) == "",
              f"table {t['table']}: a reload after the report sends nothing again")
        b.get(base + "m/" + player_codes[t["players"][1]["name"]])
        button = b.find_element(By.CSS_SELECTOR, "form.confirm button")
        check("で確認する" in button.text and t["players"][0]["name"] in button.text, f"table {t['table']}: B's page offers A's report to confirm")
        if t is tables[0]:
            check(no_horizontal_scroll(b), "my match page: no horizontal scroll at 360 px")
            b.save_screenshot(os.path.join(OUT, "my-match-confirm.png"))
        button.click()
        WebDriverWait(b, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, ".notice"))
        check("記録しました" in b.find_element(By.CSS_SELECTOR, ".notice").text and result_of(t["table"]) == "1-0-0",
              f"table {t['table']}: one tap confirms; recorded")
        start = time.time()
        try:
            WebDriverWait(a, 5, poll_frequency=0.1).until(lambda x: "記録済み" in text_of(x, "table-status"))
            waited = time.time() - start
        except Exception:
            waited = 99
            print(a.execute_script("return document.body.dataset.version"), a.find_element(By.ID, "table-status").text)
        check(waited <= 2.0, f"table {t['table']}: A's page shows the recorded result without a reload ({waited:.1f} s)")
        check(t["players"][0]["name"] + "の勝ち 1-0-0" in a.find_element(By.ID, "table-status").text,
              f"table {t['table']}: the recorded result names the winner")
    a.save_screenshot(os.path.join(OUT, "report-recorded.png"))
    # A private tab with the slip's code alone cannot record the second seat.
    t3 = tables[2]
    p, q = t3["players"][0]["id"], t3["players"][1]["id"]
    tab = support.browser(work)
    try:
        report(a, t3["table"], p, f"win-{p}")
        text = report(tab, t3["table"], q, f"win-{p}")
        check("確認するか、ジャッジが承認すると記録されます" in text and result_of(t3["table"]) == "",
              "a private tab with the slip's code alone proposes; the second seat is not recorded")
        tab.save_screenshot(os.path.join(OUT, "report-unconfirmed.png"))
    finally:
        tab.quit()
    b.get(base + "m/" + player_codes[t3["players"][1]["name"]])
    b.find_element(By.CSS_SELECTOR, "details.report summary").click()
    b.find_element(By.CSS_SELECTOR, f"details.report input[name=outcome][value='win-{q}']").click()
    b.find_element(By.CSS_SELECTOR, "details.report button[type=submit]").click()
    WebDriverWait(b, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, ".notice"))
    check(result_of(t3["table"]) == "", f"table {t3['table']}: different reports wait for a judge")
finally:
    a.quit()
    b.quit()

judge = support.browser(work)
try:
    judge.get(base + "signin?token=" + token)
    judge.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
    WebDriverWait(judge, 10).until(lambda x: x.current_url.endswith("/judge"))
    check("ジャッジ待ち (1)" in judge.page_source, "the console lists the table waiting for a judge")
    check(no_horizontal_scroll(judge), "the judge console: no horizontal scroll at 360 px")
    judge.save_screenshot(os.path.join(OUT, "judge-console.png"))
    judge.find_element(By.CSS_SELECTOR, f"a[href='/judge/t/{t3['table']}']").click()
    judge.find_element(By.CSS_SELECTOR, f"input[name=outcome][value='win-{q}']").click()
    judge.find_elements(By.CSS_SELECTOR, "form button[type=submit]")[0].click()
    WebDriverWait(judge, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, ".notice.ok"))
    check(result_of(t3["table"]) == "0-1-0", "the judge settles the disagreement")

    t4 = tables[3]
    judge.get(base + f"judge/t/{t4['table']}")
    for name, a_value, b_value in [("stock", 3, 3), ("flow", 2, 1), ("value", 5, 2)]:
        judge.find_element(By.NAME, f"{name}_a").send_keys(str(a_value))
        judge.find_element(By.NAME, f"{name}_b").send_keys(str(b_value))
    check(no_horizontal_scroll(judge), "the time-limit form: no horizontal scroll at 360 px")
    judge.save_screenshot(os.path.join(OUT, "judge-time-limit.png"))
    judge.find_element(By.CSS_SELECTOR, "input[name=action][value=time-limit]").find_element(By.XPATH, "..").submit()
    WebDriverWait(judge, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, "ol.chain"))
    chain = judge.find_element(By.CSS_SELECTOR, "ol.chain").text
    check("2-5-1" in chain and "2-5-2" in chain, "the time-limit verdict shows its 2-5 chain")
    check(result_of(t4["table"]).startswith("1-0-0 (time limit, 2-5-2)"), "the time-limit result is recorded by 2-5-2")
    judge.save_screenshot(os.path.join(OUT, "judge-time-limit-recorded.png"))

    # Round 2, then a game-loss penalty from the player's page decides a match (best of 1).
    jk("round", "pair", "--event", event)
    r2 = [t for t in json.loads(jk("round", "show", "--event", event, "--json"))["tables"] if t.get("table")]
    codes = {c["table"]: c["code"] for c in json.loads(jk("round", "codes", "--event", event, "--json"))}
    loser = r2[0]["players"][0]["id"]
    judge.get(base + f"judge/p/{loser}")
    judge.find_element(By.CSS_SELECTOR, "select[name=infraction] option[value='6-2']").click()
    judge.find_element(By.CSS_SELECTOR, "select[name=penalty] option[value='game-loss'], select[name=penalty] option:nth-child(2)").click()
    judge.find_element(By.CSS_SELECTOR, "input[name=action][value=penalty]").find_element(By.XPATH, "..").submit()
    WebDriverWait(judge, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, ".notice"))
    check("ペナルティを記録しました" in judge.page_source, "a penalty is recorded from the console")
    check(result_of(r2[0]["table"]).startswith("0-1-0"), "the game loss decides the best-of-1 match")
    judge.save_screenshot(os.path.join(OUT, "judge-penalty.png"))
    broken = support.words_broken(judge, "thead th")
    check(not broken, f"the penalty history: no column head broken over two lines ({broken})")
finally:
    judge.quit()

# A decklist pasted on a phone: the error shows as it is typed, then it is fixed and submitted.
d = support.browser(work)
try:
    d.get(base + "d/" + player_codes["青木"])
    area = d.find_element(By.ID, "list")
    area.send_keys("5 日本株\n")
    WebDriverWait(d, 10).until(lambda x: "3-2" in x.find_element(By.ID, "diagnostics").text)
    check(True, "the live check shows the 3-2 error while typing")
    check(no_horizontal_scroll(d), "the decklist page: no horizontal scroll at 360 px")
    d.save_screenshot(os.path.join(OUT, "deck-live.png"))
    area.clear()
    area.send_keys("4 日本株\n")
    WebDriverWait(d, 10).until(lambda x: "3-2" not in x.find_element(By.ID, "diagnostics").text
                               and x.find_element(By.ID, "diagnostics").text.strip() != "")
    d.find_element(By.CSS_SELECTOR, "button[value=submit]").click()
    WebDriverWait(d, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, ".notice.ok"))
    decks = json.loads(jk("deck", "list", "--event", event, "--json"))
    mine = [x for x in decks if x.get("player") == "青木" or x.get("name") == "青木"]
    check(bool(mine) and mine[0].get("deck_id") is not None, "the fixed list is stored as `deck register` stores it")
    d.save_screenshot(os.path.join(OUT, "deck-submitted.png"))
finally:
    d.quit()

# A deck check on the floor: the judge opens the player's page and counts the cards on the table
# against the registered list (its verdict and findings first, the cards one tap away).
judge = support.browser(work)
try:
    judge.get(base + "signin?token=" + token)
    judge.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
    WebDriverWait(judge, 10).until(lambda x: x.current_url.endswith("/judge"))
    judge.get(base + f"judge/p/{mine[0]['player_id']}")
    section = judge.find_element(By.CSS_SELECTOR, "section.registered-list")
    check("不適正" in section.text and "3-1" in section.text, "the console shows the registered list's verdict and its 3-1 finding")
    judge.find_element(By.CSS_SELECTOR, "details.cards summary").click()
    check("A0003" in section.text and "日本株" in section.text, "the registered list's cards open with a tap")
    check(no_horizontal_scroll(judge), "the registered list on the console: no horizontal scroll at 360 px")
    broken = support.words_broken(judge, "section.registered-list th")
    check(not broken, f"the registered list: no column head broken over two lines ({broken})")
    judge.save_screenshot(os.path.join(OUT, "judge-deck-check.png"))
finally:
    judge.quit()

# JS off: the report form works as a plain form.
d = support.browser(work, js=False)
try:
    t = r2[1]
    p = t["players"][0]["id"]
    text = report(d, t["table"], p, f"win-{p}")
    check("受け付けました" in text, "JS off: a report is sent by the plain form")
    d.get(base + "t/" + codes[r2[0]["table"]].replace("-T", "-T9"))
    check("このコードの卓はありません" in d.page_source, "a wrong table code says so")
finally:
    d.quit()

server.terminate()
try:
    server.communicate(timeout=10)
except subprocess.TimeoutExpired:
    server.kill()

# A ROE UP! pod: each of its four players enters their own end-of-game figures on their own phone.
pod_event = os.path.join(work, "roe.jkevent")
jk("event", "create", pod_event, "--game", "roeup", "--name", "ROE UP! 電話試験", "--date", "2026-05-01", "--seed", "5")
jk("player", "add", "--event", pod_event, "G", "C", "A", "F")
jk("round", "pair", "--event", pod_event)
pod = json.loads(jk("round", "show", "--event", pod_event, "--json"))["tables"][0]
pod_code = json.loads(jk("round", "codes", "--event", pod_event, "--json"))[0]["code"]
ids = {p["name"]: p["id"] for p in pod["players"]}
figures = {"G": [80, 120, 0, 50, 5, 35, 140, 1], "C": [40, 150, 30, 0, 0, 24, 160, 2],
           "A": [10, 60, 0, 100, 12, 20, 90, 1], "F": [5, 40, 0, 0, 0, 6, 100, 0]}
names = ["cash", "assets", "rating", "loans", "interest", "operating_profit", "sales", "premium"]
server, base = support.serve(JK, pod_event, work)
try:
    for who, values in figures.items():
        d = support.browser(work)
        try:
            d.get(base + "t/" + pod_code)
            d.find_element(By.CSS_SELECTOR, f"form.report input[name=me][value='{ids[who]}']").click()
            for name, value in zip(names, values):
                d.find_element(By.ID, "f_" + name).send_keys(str(value))
            if who == "G":
                check(no_horizontal_scroll(d), "the pod's figures page: no horizontal scroll at 360 px")
                d.save_screenshot(os.path.join(OUT, "pod-figures.png"))
            d.find_element(By.CSS_SELECTOR, "form.report button[type=submit]").click()
            WebDriverWait(d, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, ".notice"))
            if who == "F":
                d.save_screenshot(os.path.join(OUT, "pod-recorded.png"))
        finally:
            d.quit()
    shown = json.loads(jk("round", "show", "--event", pod_event, "--json"))["tables"][0]
    check(result_line(shown) == "1st C, 2nd G, 3rd A=F", "a ROE UP! pod's figures from four phones place it by awards")
finally:
    server.terminate()
    try:
        server.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
# SCP 103.4 at a table: game 1 is won by the first player; the page names the other, who lost it,
# as the one who chooses the play order of game 2.
scp_event = os.path.join(work, "scp.jkevent")
jk("event", "create", scp_event, "--game", "scp-tcg-jp-j", "--name", "財団杯 電話試験", "--date", "2026-04-12", "--seed", "6")
jk("player", "add", "--event", scp_event, "秋山", "石田", "宇野", "遠藤")
jk("round", "pair", "--event", scp_event)
scp_table = [t for t in json.loads(jk("round", "show", "--event", scp_event, "--json"))["tables"] if t.get("table")][0]
winner, loser = scp_table["players"][0]["name"], scp_table["players"][1]["name"]
scp_code = [c for c in json.loads(jk("round", "codes", "--event", scp_event, "--json")) if c["table"] == scp_table["table"]][0]["code"]
server, base = support.serve(JK, scp_event, work)
d = support.browser(work)
try:
    d.get(base + "t/" + scp_code)
    check("第1ゲーム: ジャンケン等" in d.find_element(By.ID, "play-order").text, "SCP: game 1's chooser is decided at random (103.4)")
    Select(d.find_element(By.ID, "won1")).select_by_value("A")
    d.find_element(By.CSS_SELECTOR, "form.play-order button[type=submit]").click()
    WebDriverWait(d, 10).until(lambda x: "won1=A" in x.current_url and x.find_elements(By.CSS_SELECTOR, "#play-order .answer"))
    answer = d.find_element(By.CSS_SELECTOR, "#play-order .answer").text
    check(f"第2ゲーム: 先攻・後攻を決めるのは {loser} です" in answer, f"SCP: game 1 won by {winner}, the page names {loser} to choose")
    check(d.find_element(By.CSS_SELECTOR, "#play-order .answer a").get_attribute("href").endswith("/rules/scp-tcg-jp-j/103.4"),
          "SCP: the answer links 103.4")
    check(no_horizontal_scroll(d), "the SCP play-order helper: no horizontal scroll at 360 px")
    d.save_screenshot(os.path.join(OUT, "play-order.png"))
    # In English game 1's chooser list holds its longest choice ("decided by janken or another
    # random method"): the list narrows to the screen rather than widening its box past it.
    d.get(base + "t/" + scp_code + "?lang=en&won1=A")
    check("Game 1" in d.find_element(By.ID, "play-order").text, "SCP in English: the play-order helper")
    check(no_horizontal_scroll(d), "the SCP play-order helper in English: no horizontal scroll at 360 px")
finally:
    d.quit()
    server.terminate()
    try:
        server.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()

# The organiser runs a round from a phone: the clock, then the pairing; a judge's console shows a
# call for a judge without a reload; the home page's search stays on the home page; every tap
# target is at least 44 px tall.
org_event = os.path.join(work, "org.jkevent")
jk("event", "create", org_event, "--game", "economica", "--name", "主催者試験", "--date", "2015-08-08", "--seed", "8")
jk("player", "add", "--event", org_event, "佐々木 悠真", "高橋", "田中", "鈴木")
jk("round", "pair", "--event", org_event)
org_token = re.search(r"token=([0-9A-Z]+)", jk("serve", "token", "add", "--event", org_event, "--role", "organiser", "--name", "鈴木")).group(1)
org_tables = [t for t in json.loads(jk("round", "show", "--event", org_event, "--json"))["tables"] if t.get("table")]
org_codes = {c["table"]: c["code"] for c in json.loads(jk("round", "codes", "--event", org_event, "--json"))}


def small_targets(d):
    """Links, buttons and fields in <main> or the footer shorter than 44 px (hidden ones aside)."""
    return d.execute_script("""
      return Array.from(document.querySelectorAll('main a, main button, main input:not([type=hidden]), main select, main summary, footer a, header a'))
        .filter(e => e.offsetParent !== null && !e.closest('label.choice') && e.getBoundingClientRect().height < 44)
        .map(e => e.tagName + ' ' + (e.textContent || e.name || '').trim().slice(0, 20) + ' ' + Math.round(e.getBoundingClientRect().height));""")


server, base = support.serve(JK, org_event, work)
org = support.browser(work)
p1 = support.browser(work)
try:
    org.get(base + "signin?token=" + org_token)
    org.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
    WebDriverWait(org, 10).until(lambda x: x.current_url.endswith("/judge"))
    org.find_element(By.ID, "minutes").clear()
    org.find_element(By.ID, "minutes").send_keys("40")
    org.find_element(By.CSS_SELECTOR, "input[value=clock-start]").find_element(By.XPATH, "..").submit()
    WebDriverWait(org, 10).until(lambda x: "タイマーをスタートしました" in x.page_source)
    check("40:00" in org.find_element(By.CSS_SELECTOR, ".clock .time").text or "39:5" in org.find_element(By.CSS_SELECTOR, ".clock .time").text,
          "organiser: the clock is started from the phone (40 min)")
    check("40 minutes" in jk("round", "clock", "--event", org_event) or "left" in jk("round", "clock", "--event", org_event),
          "organiser: the CLI reads the clock the phone started")
    org.find_element(By.CSS_SELECTOR, "input[value=clock-pause]").find_element(By.XPATH, "..").submit()
    WebDriverWait(org, 10).until(lambda x: "一時停止しました" in x.page_source)
    check(org.find_elements(By.CSS_SELECTOR, ".clock.paused"), "organiser: the clock is paused from the phone")
    bad = small_targets(org)
    check(not bad, f"organiser's console: every tap target is at least 44 px ({bad})")
    check(no_horizontal_scroll(org), "organiser's console: no horizontal scroll at 360 px")
    org.save_screenshot(os.path.join(OUT, "organiser-clock.png"))
    org.find_element(By.CSS_SELECTOR, "input[value=clock-resume]").find_element(By.XPATH, "..").submit()
    WebDriverWait(org, 10).until(lambda x: "再開しました" in x.page_source)
    # A player calls a judge: the console shows it without a reload.
    t = org_tables[0]
    p1.get(base + "t/" + org_codes[t["table"]])
    p1.find_element(By.CSS_SELECTOR, f"form.report input[name=me][value='{t['players'][0]['id']}']").click()
    p1.find_element(By.CSS_SELECTOR, "form.report input[name=outcome][value='judge']").click()
    p1.find_element(By.CSS_SELECTOR, "form.report button[type=submit]").click()
    start = time.time()
    try:
        WebDriverWait(org, 5, poll_frequency=0.1).until(lambda x: "ジャッジ待ち (1)" in text_of(x, "console-tables"))
        waited = time.time() - start
    except Exception:
        waited = 99
    check(waited <= 2.0, f"the console shows a call for a judge without a reload ({waited:.1f} s)")
    # Pairing refused while tables are open, in a phone's words.
    org.find_element(By.CSS_SELECTOR, "form[action='/judge/pair'] button").click()
    WebDriverWait(org, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, ".notice.error"))
    refusal = org.find_element(By.CSS_SELECTOR, ".notice.error").text
    check("まだ結果のない卓があります" in refusal and "judgekit" not in refusal, "organiser: pairing refused in a phone's words")
    org.save_screenshot(os.path.join(OUT, "organiser-refused.png"))
    broken = support.words_broken(org, "button")
    check(not broken, f"organiser's console: no button's word broken over two lines ({broken})")
    for tt in org_tables:
        org.get(base + f"judge/t/{tt['table']}")
        org.find_element(By.CSS_SELECTOR, f"input[name=outcome][value='win-{tt['players'][0]['id']}']").click()
        org.find_element(By.CSS_SELECTOR, "input[name=action][value=result]").find_element(By.XPATH, "..").submit()
        WebDriverWait(org, 10).until(lambda x: x.find_elements(By.CSS_SELECTOR, ".notice.ok"))
    org.get(base + "judge")
    org.find_element(By.CSS_SELECTOR, "form[action='/judge/pair'] button").click()
    WebDriverWait(org, 10).until(lambda x: "第2回戦の組み合わせを作りました" in x.page_source)
    check(org.current_url.endswith("/judge"), "organiser: the pairing answers with the console's own address (a reload resends nothing)")
    check("第2回戦" in org.find_element(By.ID, "console-round").text and not org.find_elements(By.CSS_SELECTOR, "#console-round .clock[data-left]"),
          "organiser: right after pairing the console shows round 2, its clock not yet started")
    org.refresh()
    check(json.loads(jk("round", "show", "--event", org_event, "--json"))["round"] == 2, "organiser: a reload after pairing pairs nothing again")
    org.save_screenshot(os.path.join(OUT, "organiser-paired.png"))
    # Home: the search answers under the box and a live update keeps the home page.
    p1.get(base)
    p1.find_element(By.ID, "q").send_keys("たなか" if False else "田中")
    WebDriverWait(p1, 10).until(lambda x: "田中" in x.find_element(By.ID, "results").text)
    check(p1.current_url.rstrip("/").endswith(base.rstrip("/")) or "/?q=" in p1.current_url, "home: the search stays on the home page")
    p1.find_element(By.TAG_NAME, "h1").click()  # typing done
    jk("round", "start", "--event", org_event, "--minutes", "30")
    time.sleep(2.5)
    check(p1.find_element(By.CSS_SELECTOR, "header a[aria-current=page]").text == "ホーム" and p1.find_elements(By.CSS_SELECTOR, "form[action='/']"),
          "home: a live update keeps the home page")
    check(no_horizontal_scroll(p1), "home with search results: no horizontal scroll at 360 px")
    p1.save_screenshot(os.path.join(OUT, "home-search.png"))
    for path in ["", "pairings", "standings", "p/1"]:
        p1.get(base + path)
        bad = small_targets(p1)
        check(not bad, f"/{path}: every tap target is at least 44 px ({bad})")
        broken = support.words_broken(p1, "button, thead th")
        check(not broken, f"/{path}: no button or column head broken mid-word ({broken})")
    p1.get(base + "standings")
    p1.save_screenshot(os.path.join(OUT, "standings-phone.png"))
    broken = p1.execute_script("""
      return Array.from(document.querySelectorAll('table.standings td a')).filter(a => a.getClientRects().length > 1).map(a => a.textContent);""")
    check(not broken, f"standings: no name broken over two lines ({broken})")
finally:
    org.quit()
    p1.quit()
    server.terminate()
    try:
        server.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()

shutil.rmtree(work, ignore_errors=True)
print(f"screenshots: {OUT}")
sys.exit(1 if failures else 0)
