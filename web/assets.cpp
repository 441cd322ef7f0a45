// The two static files every page loads. The script only enhances: every page works without it.
#include "pages.hpp"

namespace jk::web {

const char* const kSiteCss = R"CSS(:root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#5c5c5c;--line:#d6d6d6;--accent:#0a58ca;--mark:#ffe58a;--warn:#b00020;--card:#f4f5f7}
@media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#ececec;--muted:#a8a8a8;--line:#3a3a3a;--accent:#7fb2ff;--mark:#6b5800;--warn:#ff7b8a;--card:#1e1f22}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Hiragino Sans","Noto Sans CJK JP","Noto Sans JP","Yu Gothic","Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;overflow-wrap:break-word}
header nav{display:flex;flex-wrap:wrap;gap:0;border-bottom:1px solid var(--line);background:var(--card)}
header nav a{flex:1 1 auto;text-align:center;padding:.8rem .5rem;min-height:48px;color:var(--fg);text-decoration:none}
header nav a[aria-current=page]{font-weight:700;border-bottom:3px solid var(--accent)}
main{max-width:48rem;margin:0 auto;padding:.75rem}
footer{max-width:48rem;margin:1rem auto;padding:.75rem;border-top:1px solid var(--line)}
a{color:var(--accent)}
h1{font-size:1.35rem;margin:.5rem 0}
h2{font-size:1.1rem;margin:1rem 0 .4rem}
small,.reading,.crumb{color:var(--muted)}
table{width:100%;border-collapse:collapse;table-layout:auto}
th,td{text-align:left;padding:.45rem .3rem;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:.85rem;color:var(--muted)}
thead th{word-break:keep-all}
td.num,th.num{text-align:right;white-space:nowrap;width:3.5em}
td a{display:inline-block;min-height:44px;padding:.55rem 0;word-break:keep-all}
.nowrap{white-space:nowrap}
footer a{display:inline-block;min-height:44px;padding:.6rem .2rem}
main p a,main dd a,ol.hits a,.revision a{display:inline-block;min-height:44px;padding:.6rem 0}
form.search{margin:.75rem 0}
form.search label{display:block;font-size:.9rem;color:var(--muted);margin-bottom:.25rem}
form.search .row{display:flex;gap:.4rem;align-items:center}
form.search .row button{margin:0;width:auto}
input[type=search]{flex:1;min-width:0;font-size:1.1rem;padding:.6rem;border:1px solid var(--line);border-radius:.4rem;background:var(--bg);color:var(--fg)}
button,select{font-size:1rem;padding:.6rem .9rem;border-radius:.4rem;border:1px solid var(--line);background:var(--card);color:var(--fg);min-height:44px}
select{margin-top:.4rem;max-width:100%}
button{word-break:keep-all}
.clock{margin:.75rem 0;padding:.75rem;border-radius:.5rem;background:var(--card);text-align:center}
.clock .label{display:block;color:var(--muted)}
.clock .time{display:block;font-size:3rem;font-weight:700;font-variant-numeric:tabular-nums;line-height:1.1}
.clock.over .time{color:var(--warn)}
.clock.paused .time{opacity:.6}
.clock .ext{display:block}
.now .table .big{font-size:2.5rem;font-weight:700}
.links{list-style:none;padding:0}
.links a{display:block;padding:.8rem;margin:.4rem 0;border:1px solid var(--line);border-radius:.5rem;text-decoration:none}
dl.meta{display:grid;grid-template-columns:auto 1fr;gap:.2rem .8rem}
dl.meta dd{margin:0}
.deck.illegal,.deck.missing,.note{color:var(--warn);font-weight:700}
.read-as{color:var(--muted);margin:.4rem 0}
.pager{display:flex;justify-content:space-between;align-items:center;margin:.75rem 0}
.pager a{padding:.6rem}
mark{background:var(--mark);color:inherit}
ol.hits{padding-left:1.2rem}
ol.hits li{margin:.6rem 0}
ol.hits p{margin:.2rem 0;color:var(--muted)}
.num{font-variant-numeric:tabular-nums}
.revision{border-left:3px solid var(--line);padding-left:.6rem}
.bracket{list-style:none;padding:0}
.bracket li{padding:.4rem 0;border-bottom:1px solid var(--line)}
.bracket li a{display:inline-block;min-height:44px;padding:.55rem 0}
.seed{display:inline-block;min-width:1.6em;color:var(--muted);font-variant-numeric:tabular-nums}
.hint{color:var(--muted)}
.scroll{overflow-x:auto}
table.cross{border-collapse:collapse;margin:.5rem 0}
table.cross th,table.cross td{border:1px solid var(--line);padding:.3rem .45rem;text-align:center;min-width:1.8em}
table.cross tbody th{text-align:left;white-space:nowrap;font-weight:400}
table.cross td.self{background:var(--line)}
table.cross td.later{color:var(--muted)}
table.cross td.now{font-weight:700}
.empty{color:var(--muted)}
a.button{display:inline-block;min-height:44px;line-height:44px;padding:0 .9rem;border:1px solid var(--line);border-radius:.4rem}
table.decklist td.num{width:3em}
.notice{padding:.6rem .75rem;border-radius:.4rem;background:var(--card);border-left:4px solid var(--accent)}
.notice.error{border-left-color:var(--warn);color:var(--warn);font-weight:700}
form.report,form.deck{margin:.75rem 0}
fieldset{border:1px solid var(--line);border-radius:.5rem;margin:.6rem 0;padding:.4rem .75rem;min-width:0}
legend{font-weight:700;padding:0 .3rem}
label.choice{display:flex;align-items:center;gap:.6rem;min-height:48px;padding:.2rem 0;border-bottom:1px solid var(--line)}
label.choice:last-child{border-bottom:0}
input[type=radio]{width:1.4rem;height:1.4rem;flex:none}
form label{display:block;margin:.5rem 0 .2rem}
form label.choice{margin:0}
input[name],textarea{font-size:1rem;padding:.5rem;border:1px solid var(--line);border-radius:.4rem;background:var(--bg);color:var(--fg);max-width:100%}
input[type=password],input#note{width:100%}
textarea{width:100%;font-family:ui-monospace,monospace}
form button[type=submit]{display:block;width:100%;margin:.75rem 0;font-weight:700}
form .row{display:flex;gap:.5rem}
form .row button{flex:1}
.figures input{width:4.5em}
.seats{list-style:none;padding:0;font-size:1.15rem}
.seats li{padding:.2rem 0}
.claims,.tables,.players,.chain{padding-left:1.2rem}
.tables li,.players li{margin:.2rem 0}
.tables li a,.players li a{display:inline-block;min-height:44px;padding:.55rem 0}
.figures input{min-height:44px}
input[name],textarea{min-height:44px}
input[type=checkbox]{width:1.4rem;height:1.4rem;flex:none}
button.danger{border-color:var(--warn);color:var(--warn)}
form.confirm button{border-color:var(--accent);border-width:2px}
details.report summary,details.step summary,details.settings summary,details.cards summary{min-height:44px;padding:.6rem 0;cursor:pointer}
.pager a{min-height:44px;display:inline-block}
.filters{display:flex;gap:.4rem;flex-wrap:wrap;margin:.5rem 0}
.clock-controls .row{display:flex;gap:.4rem;flex-wrap:wrap}.clock-controls .row form{flex:1 1 4.5rem}.clock-controls .row button{margin:.2rem 0}
.filters a{display:inline-block;min-height:44px;padding:.6rem .8rem;border:1px solid var(--line);border-radius:.4rem;text-decoration:none}
.filters a[aria-current=page]{font-weight:700;border-color:var(--accent)}
small.finish{white-space:nowrap}
ul.findings{padding-left:1.1rem;overflow-wrap:anywhere}ul.findings li{margin:.35rem 0}ul.findings li.error strong{color:var(--warn)}
.verdict{font-weight:700}
tr.part th{text-align:left;padding-top:.6rem}
.verdict.illegal,.verdict.unreadable{color:var(--warn)}
.who,.hint{color:var(--muted);font-size:.9rem}
dl.procedures dd{margin:0 0 .6rem}
.code.big{font-size:1.5rem;font-weight:700;letter-spacing:.05em;font-family:ui-monospace,monospace;text-align:center;overflow-wrap:anywhere}
svg.qr{display:block;width:220px;height:220px;margin:.5rem auto}
.team-match{margin:.6rem 0 1rem;padding:.4rem .6rem;border:1px solid var(--line);border-radius:.5rem}
.team-match h3{margin:.2rem 0;font-size:1rem}
.team-match p{margin:.25rem 0}
.team-match .vs{color:var(--muted);padding:0 .2rem}
table.team-seats td:first-child,table.team-seats th:first-child{width:2em}
table.team-seats tr.mine td{font-weight:700}
.member{white-space:nowrap}
.team-name,.teams .team{word-break:keep-all;overflow-wrap:anywhere}
.teams .team{display:inline-block}
.members{font-size:.9rem}
table.teams td.num,table.teams th.num,table.team-seats td.num,table.team-seats th.num{width:2.6em}
.seat-name{color:var(--muted)}
.team-seat{color:var(--muted);font-weight:700}
table.checkin td{vertical-align:middle}table.checkin form button[type=submit]{margin:0;min-width:6.5em}
)CSS";

// The tab's icon: a card on the accent colour (a phone asks for one on every first load).
const char* const kIconSvg =
    R"SVG(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0a58ca"/><rect x="9" y="6" width="14" height="20" rx="2" fill="#fff"/><path d="M13 16l2.5 2.5L20 13" stroke="#0a58ca" stroke-width="2.5" fill="none"/></svg>)SVG";

const char* const kSiteJs = R"JS('use strict';
(function () {
  var loadedAt = Date.now();
  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function tick() {
    var gone = Math.floor((Date.now() - loadedAt) / 1000);
    document.querySelectorAll('.clock[data-left]').forEach(function (el) {
      if (el.dataset.paused) return;
      var t = el.querySelector('.time');
      var left = Number(el.dataset.left) - gone;
      if (!t) return;
      if (left <= 0) { t.textContent = t.dataset.over; el.classList.add('over'); return; }
      var h = Math.floor(left / 3600), m = Math.floor(left / 60) % 60, s = left % 60;
      t.textContent = (h ? h + ':' + pad(m) : pad(m)) + ':' + pad(s);
    });
  }
  setInterval(tick, 1000);

  function fetchDoc(url) {
    return fetch(url, { credentials: 'same-origin', cache: 'no-store' })
      .then(function (r) { return r.text(); })
      .then(function (html) { return new DOMParser().parseFromString(html, 'text/html'); });
  }
  // A form a person has started filling in is never replaced: while one is, only the page's live
  // parts (.live with an id: a table's status, the console's lists) are swapped in.
  document.addEventListener('input', function (e) {
    var f = e.target.form;
    if (f && !(e.target.dataset && e.target.dataset.live)) f.dataset.dirty = '1';
  });
  document.addEventListener('change', function (e) {
    var f = e.target.form;
    if (f && !(e.target.dataset && e.target.dataset.live)) f.dataset.dirty = '1';
  });
  function busy(main) {
    var a = document.activeElement;
    return main.querySelector('form[data-dirty]') || (a && a !== document.body && main.contains(a) && /^(INPUT|TEXTAREA|SELECT)$/.test(a.tagName));
  }
  // Replaces the page's content with a fresh copy; the search box keeps what is being typed.
  function refresh() {
    return fetchDoc(location.href).then(function (doc) {
      var main = document.getElementById('main'), fresh = doc.getElementById('main');
      if (!main || !fresh) return;
      var typing = document.activeElement && document.activeElement.id === 'q';
      var results = document.getElementById('results'), freshResults = doc.getElementById('results');
      if (typing) { if (results && freshResults) results.replaceWith(freshResults); }
      else if (busy(main)) {
        main.querySelectorAll('.live[id]').forEach(function (el) {
          var f = doc.getElementById(el.id);
          if (f) el.replaceWith(f);
        });
      } else {
        var y = window.scrollY;
        main.replaceWith(fresh);
        window.scrollTo(0, y);
      }
      document.body.dataset.version = doc.body.dataset.version || '';
      loadedAt = Date.now();
      tick();
    });
  }
  // A new round, result or clock change appears within 2 s: the version is asked every second
  // (the file is checked every 250 ms), and the page fetched again only when it changed.
  if (document.body.dataset.version) {
    setInterval(function () {
      if (document.hidden) return;
      fetch('/api/version', { cache: 'no-store' })
        .then(function (r) { return r.json(); })
        .then(function (j) { if (j.version !== document.body.dataset.version) return refresh(); })
        .catch(function () {});
    }, 1000);
  }
  // The table appears while the name is typed (the server folds kana and width as the CLI does).
  var timer = null;
  document.addEventListener('input', function (e) {
    var input = e.target;
    if (!input.dataset || !input.dataset.live) return;
    var form = input.form;
    clearTimeout(timer);
    timer = setTimeout(function () {
      var url = form.getAttribute('action') + '?' + new URLSearchParams(new FormData(form)).toString();
      fetchDoc(url).then(function (doc) {
        var target = document.getElementById(input.dataset.live), fresh = doc.getElementById(input.dataset.live);
        if (!target || !fresh) return;
        target.replaceWith(fresh);
        // The address follows the search only on the page that answers it (a reload shows the same).
        if (new URL(url, location.href).pathname === location.pathname) history.replaceState(null, '', url);
      }).catch(function () {});
    }, 150);
  });
  // A decklist is checked as it is typed (the same check the Check button runs); nothing is stored.
  var deckTimer = null;
  document.addEventListener('input', function (e) {
    var area = e.target;
    if (!area.dataset || !area.dataset.check) return;
    clearTimeout(deckTimer);
    deckTimer = setTimeout(function () {
      var body = new URLSearchParams(new FormData(area.form));
      body.set('action', 'check');
      fetch(area.form.getAttribute('action'), { method: 'POST', body: body, credentials: 'same-origin' })
        .then(function (r) { return r.text(); })
        .then(function (html) {
          var fresh = new DOMParser().parseFromString(html, 'text/html').getElementById(area.dataset.check);
          var target = document.getElementById(area.dataset.check);
          if (fresh && target) target.replaceWith(fresh);
        }).catch(function () {});
    }, 400);
  });
})();
)JS";

}  // namespace jk::web
