#!/usr/bin/python3
"""Doors open in Chromium at 360x740 (issue 26): a player signs up on /register, is shown the
personal code, taps the form again (Back, send) and lands on the same entry; the event fills and
the next sign-up is put on the waitlist; the organiser checks a player in from the phone's list;
another player checks in with the personal code on /checkin. The CLI reads the same facts back.
No sideways scrolling on any page; screenshots go to SHOT_DIR.

Usage: entries_browser_test.py JUDGEKIT SHOT_DIR"""
import json
import os
import re
import sys
import tempfile

import browser_support as support
from browser_support import check, failures, submit

JK, SHOTS = sys.argv[1], sys.argv[2]
os.makedirs(SHOTS, exist_ok=True)
work = tempfile.mkdtemp(prefix="jk-entries-")
event = os.path.join(work, "e.jkevent")


def jk(*args):
    return support.judgekit(JK, *args)


jk("event", "create", event, "--game", "economica", "--name", "受付の大会", "--date", "2015-08-08", "--seed", "3")
jk("event", "registration", "--event", event, "--open", "--capacity", "2", "--waitlist", "on")
token = re.search(r"token=([0-9A-Z]+)", jk("serve", "token", "add", "--event", event, "--role", "organiser", "--name", "鈴木")).group(1)
server, base = support.serve(JK, event, work)


def sign_up(d, name, reading, member):
    d.get(base + "register")
    d.find_element("id", "name").send_keys(name)
    d.find_element("id", "reading").send_keys(reading)
    d.find_element("id", "id").send_keys(member)
    submit(d, d.find_element("css selector", "form button.primary"))


d = support.browser(work)
try:
    sign_up(d, "佐々木 悠真", "ささき ゆうま", "M001")
    entry_url = d.current_url
    check("/r/E1-" in entry_url, f"a sign-up lands on its entry page: {entry_url}")
    body = d.find_element("tag name", "main").text
    code = re.search(r"\b(\d+-[0-9A-Z]{10})\b", body)
    check(code is not None, "the entry page shows the personal code")
    check(support.no_horizontal_scroll(d), "/r/…: no sideways scrolling")
    d.save_screenshot(os.path.join(SHOTS, "entry.png"))
    # Back to the filled form and send it again: the same entry, not a second one.
    d.back()
    submit(d, d.find_element("css selector", "form button.primary"))
    check(d.current_url == entry_url, "the same form sent again lands on the same entry")
    sign_up(d, "高橋 健太", "たかはし けんた", "M002")
    sign_up(d, "小林 美咲", "こばやし みさき", "M003")  # over the capacity of 2
    check("キャンセル待ち" in d.find_element("tag name", "main").text, "the third sign-up is on the waitlist, and is told so")
    players = json.loads(jk("player", "list", "--event", event, "--json"))
    waiting = json.loads(jk("player", "waitlist", "--event", event, "--json"))
    players = players if isinstance(players, list) else players.get("players", [])
    waiting = waiting if isinstance(waiting, list) else waiting.get("waitlist", waiting.get("entries", []))
    check([p["name"] for p in players] == ["佐々木 悠真", "高橋 健太"], f"the CLI lists the two entered: {[p['name'] for p in players]}")
    check([w["name"] for w in waiting] == ["小林 美咲"], f"and the one waiting: {[w['name'] for w in waiting]}")

    # The organiser checks 高橋 in from the phone's list.
    d.get(base + "signin?token=" + token)
    submit(d, d.find_element("css selector", "form button[type=submit]"))
    d.get(base + "judge/checkin")
    check(support.no_horizontal_scroll(d), "/judge/checkin: no sideways scrolling")
    rows = d.find_elements("css selector", "main li, main tr")
    tapped = False
    for row in rows:
        if "高橋 健太" in row.text:
            submit(d, row.find_element("css selector", "button"))
            tapped = True
            break
    check(tapped, "高橋 has a check-in button on the organiser's list")
    check("受付済み" in d.find_element("tag name", "main").text, "the list shows 受付済み after the tap")
    d.save_screenshot(os.path.join(SHOTS, "judge-checkin.png"))

    # 佐々木 checks in with the personal code, typed without hyphens and in lower case.
    if code:
        d.get(base + "checkin")
        check(support.no_horizontal_scroll(d), "/checkin: no sideways scrolling")
        d.find_element("id", "code").send_keys(code.group(1).replace("-", "").lower())
        submit(d, d.find_element("css selector", "form button.primary"))
        check("佐々木 悠真さんの受付が完了しました" in d.find_element("tag name", "main").text, "the player's check-in is confirmed on the page, by name")
        d.save_screenshot(os.path.join(SHOTS, "checkin.png"))
    listed = jk("player", "checkin", "--event", event, "--list")
    check("2 of 2 players checked in" in listed and "佐々木 悠真" in listed and "高橋 健太" in listed,
          "the CLI's check-in list has both: " + listed.replace("\n", " | "))
    check("小林 美咲" not in listed, "the waiting player is not on it")
finally:
    d.quit()
    server.terminate()
    server.wait()

print(f"{len(failures)} failed" if failures else "all passed")
sys.exit(1 if failures else 0)
