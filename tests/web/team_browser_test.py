#!/usr/bin/python3
"""A team event on a phone in Chromium at 360x740 (issue 27): the team standings, the team matches
by table, a player's page with their team, the judge console's team matches; the last seat's
result entered on the console decides its team match on every page and in `round show --json`. No
sideways scrolling, every tap target at least 44 px tall, no team or player name broken over two
lines where it fits on one.
Screenshots (the whole page) go to SHOT_DIR.

Usage: team_browser_test.py JUDGEKIT SHOT_DIR"""
import json
import os
import re
import sys
import tempfile

import browser_support as support
from browser_support import check, failures, submit

JK, SHOTS = sys.argv[1], sys.argv[2]
os.makedirs(SHOTS, exist_ok=True)
work = tempfile.mkdtemp(prefix="jk-teams-")
event = os.path.join(work, "team.jkevent")


def jk(*args):
    return support.judgekit(JK, *args)


jk("event", "create", event, "--game", "scp-tcg-jp-j", "--name", "春のチーム戦", "--date", "2026-06-14", "--team-size", "3", "--seed", "8")
teams = [("赤組", ["青木 一郎", "石田 二郎", "上野 三郎"]), ("白組", ["江藤 四郎", "大橋 五郎", "加藤 六郎"]),
         ("東京カードゲーム研究会チーム", ["木村 七海", "工藤 八重", "小池 九美"]), ("黒組", ["佐々木 十和", "清水 百合", "鈴木 千里"]),
         ("緑組", ["高田 万里", "千葉 一花", "土屋 二葉"])]
for name, members in teams:
    jk("team", "add", "--event", event, name, "--players", *members)


def results(skip=0):
    for t in json.loads(jk("round", "show", "--event", event, "--json"))["tables"]:
        if t.get("table") and t["table"] != skip:
            jk("result", "--event", event, str(t["table"]), "1-1-1" if t["table"] == 3 else ("2-0" if t["table"] % 2 else "0-2"))


jk("round", "pair", "--event", event)
results()
jk("team", "drop", "--event", event, "黒組")
jk("round", "pair", "--event", event)
results(skip=6)
token = re.search(r"token=([0-9A-Z]+)", jk("serve", "token", "add", "--event", event, "--role", "judge", "--name", "田中")).group(1)
round2 = json.loads(jk("round", "show", "--event", event, "--json"))
me = round2["teams"][0]["teams"][0]["team_id"]
my_player = next(t for t in json.loads(jk("team", "list", "--event", event, "--json")) if t["team_id"] == me)["members"][1]["player_id"]


def small_targets(d):
    return d.execute_script("""
      return Array.from(document.querySelectorAll('main a, main button, main input:not([type=hidden]), main select, main summary, footer a, header a'))
        .filter(e => e.offsetParent !== null && !e.closest('label.choice') && e.getBoundingClientRect().height < 44)
        .map(e => e.tagName + ' ' + (e.textContent || e.name || '').trim().slice(0, 20) + ' ' + Math.round(e.getBoundingClientRect().height));""")


def broken_names(d):
    """Names over two lines that would fit on one: a player's name never breaks, a team's name only
    when it is wider than its place."""
    return d.execute_script("""
      const natural = e => { const c = e.cloneNode(true); c.style.whiteSpace = 'nowrap'; c.style.position = 'absolute';
                             document.body.appendChild(c); const w = c.getBoundingClientRect().width; c.remove(); return w; };
      const room = e => { const box = e.parentElement.closest('td, p, li, dd'), st = getComputedStyle(box);
                          return box.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight); };
      return Array.from(document.querySelectorAll('.team-name, .member a, table.team-seats td a, .my-team dd a'))
        .filter(e => e.getClientRects().length > 1 && natural(e) <= room(e))
        .map(e => e.textContent);""")


def whole_page_shot(d, name):
    height = d.execute_script("return document.documentElement.scrollHeight")
    d.set_window_size(360, max(740, height + 140))
    d.save_screenshot(os.path.join(SHOTS, name))
    d.set_window_size(360, 740)


server, base = support.serve(JK, event, work)
d = support.browser(work)
try:
    for path, shot, must in [("standings", "team-standings.png", "チーム順位"), ("tables", "team-pairings.png", "チーム卓"),
                             (f"p/{my_player}", "team-my-team.png", "自分のチーム")]:
        d.get(base + path)
        main = d.find_element("tag name", "main").text
        check(must in main, f"/{path} shows {must}")
        check(support.no_horizontal_scroll(d), f"/{path}: no sideways scrolling at 360 px")
        bad = small_targets(d)
        check(not bad, f"/{path}: every tap target is at least 44 px ({bad})")
        broken = broken_names(d)
        check(not broken, f"/{path}: no team or player name broken over two lines ({broken})")
        broken = support.words_broken(d, "button, thead th")
        check(not broken, f"/{path}: no button or column head broken mid-word ({broken})")
        whole_page_shot(d, shot)
    d.get(base + "standings")
    check("(ドロップ)" in d.find_element("tag name", "main").text, "the dropped team is marked on the standings")
    # The judge console: the team matches with the seats still without a result.
    d.get(base + "signin?token=" + token)
    submit(d, d.find_element("css selector", "form button[type=submit]"))
    d.get(base + "judge")
    main = d.find_element("tag name", "main").text
    check("結果待ちの席" in main and "C席（6番卓）" in main, "the console names seat C (table 6) as still without a result")
    check(support.no_horizontal_scroll(d), "/judge: no sideways scrolling at 360 px")
    whole_page_shot(d, "team-console.png")
    d.find_element("css selector", "a[href='/judge/t/6']").click()
    check("チーム卓 2・C席" in d.find_element("tag name", "main").text, "the console's table page names the team table and the seat")
    whole_page_shot(d, "team-judge-table.png")
    # The seat's result entered on the console as any match's: the team match is decided.
    d.find_element("css selector", "input[name=outcome][value^='win-']").click()
    submit(d, d.find_elements("css selector", "form button[type=submit]")[0])
    decided = json.loads(jk("round", "show", "--event", event, "--json"))["teams"][1]
    check(decided["outcome"] != "pending", f"the console's result decides team table 2 ({decided['outcome']}, seats {decided['seats_won']})")
    d.get(base + "judge")
    check("結果待ちの席" not in d.find_element("tag name", "main").text, "the console no longer lists a seat without a result")
    d.get(base + "tables")
    main = d.find_element("tag name", "main").text
    seats = decided["seats_won"]
    check(f"席の勝敗 {seats[0]}-{seats[1]}" in main and "全席の結果待ち" not in main, "the pairings show team table 2's seats won and outcome")
    d.get(base + "pairings")
    check("チーム卓 1・A席" in d.find_element("tag name", "main").text, "pairings by name give the team table and seat")
    check(support.no_horizontal_scroll(d), "/pairings: no sideways scrolling at 360 px")
    whole_page_shot(d, "team-pairings-by-name.png")
    d.get(base + "standings?lang=en")
    check("Team standings after round 2" in d.find_element("tag name", "main").text, "the team standings in English, after round 2 now that every seat is in")
    check(support.no_horizontal_scroll(d), "/standings?lang=en: no sideways scrolling at 360 px")
    whole_page_shot(d, "team-standings-en.png")
finally:
    d.quit()
    server.terminate()
    server.wait()

print(f"{len(failures)} failed" if failures else "all passed")
sys.exit(1 if failures else 0)
