// Registration and check-in pages. Plain forms that work without a script; every text through esc().
#include "entry_pages.hpp"

#include <algorithm>

#include "html.hpp"
#include "qr.hpp"
#include "text.hpp"

namespace jk::web {

namespace {

constexpr int kRosterRows = 200;

std::string form_open(const PageContext& c, const std::string& action, const std::string& csrf) {
  return "<form method=\"post\" action=\"" + esc(c.href(action)) + "\"><input type=\"hidden\" name=\"csrf\" value=\"" + esc(csrf) + "\">";
}


std::string text_field(const std::string& id, std::string_view label, const std::string& value, const std::string& extra) {
  return "<label for=\"" + id + "\">" + esc(label) + "</label><input id=\"" + id + "\" name=\"" + id + "\" type=\"text\" value=\"" + esc(value) +
         "\" " + extra + ">";
}

// Why the form is not offered, or "" when it is.
std::string closed_reason(const PageContext& c, const SignUpPageData& d) {
  const auto& s = d.state.settings;
  if (d.state.last_round > 0) return std::string(c.t("The event has started: registration has ended."));
  if (!s.open) return std::string(c.t("Registration is not open. Ask the organiser."));
  if (d.past_deadline) return format(c.t("Registration closed at {deadline}."), {{"deadline", s.deadline}});
  if (d.state.free_places() == 0 && !s.waitlist) return format(c.t("The event is full ({n} players)."), {{"n", std::to_string(s.capacity)}});
  return "";
}

std::string places_html(const PageContext& c, const SignUpPageData& d) {
  const auto& s = d.state.settings;
  std::string h = "<dl class=\"meta\">";
  h += "<dt>" + esc(c.t("Capacity")) + "</dt><dd>";
  h += s.capacity ? esc(format(c.t("{n} players ({free} places left)"), {{"n", std::to_string(s.capacity)}, {"free", std::to_string(d.state.free_places())}}))
                  : esc(c.t("no limit"));
  h += "</dd>";
  if (s.waitlist && !d.state.waitlist.empty())
    h += "<dt>" + esc(c.t("Waitlist")) + "</dt><dd>" + esc(format(c.t("{n} waiting"), {{"n", std::to_string(d.state.waitlist.size())}})) + "</dd>";
  if (!s.deadline.empty()) h += "<dt>" + esc(c.t("Registration deadline")) + "</dt><dd>" + esc(s.deadline) + "</dd>";
  return h + "</dl>";
}

}  // namespace

std::string qr_svg(const std::string& text) {
  const auto m = reports::qr_modules(text);
  const int n = static_cast<int>(m.size()), q = reports::kQrQuietZone, size = n + 2 * q;
  std::string path;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x)
      if (m[y][x]) path += "M" + std::to_string(x + q) + " " + std::to_string(y + q) + "h1v1h-1z";
  return "<svg class=\"qr\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + std::to_string(size) + " " + std::to_string(size) +
         "\" role=\"img\" aria-label=\"QR\"><rect width=\"" + std::to_string(size) + "\" height=\"" + std::to_string(size) +
         "\" fill=\"#fff\"/><path fill=\"#000\" d=\"" + path + "\"/></svg>";
}

Page sign_up_page(const PageContext& c, const EventView& v, const SignUpPageData& d) {
  Page p;
  p.status = d.status;
  p.title = std::string(c.t("Sign up"));
  std::string& h = p.main;
  h += "<h1>" + esc(format(c.t("Sign up: {event}"), {{"event", v.name}})) + "</h1>" + notices("", d.error);
  h += places_html(c, d);
  if (const std::string why = closed_reason(c, d); !why.empty()) {
    h += "<p class=\"notice\">" + esc(why) + "</p>";
    return p;
  }
  if (d.state.free_places() == 0)
    h += "<p class=\"notice\">" + esc(c.t("The event is full: if you sign up now, you are put on the waitlist and move up when a place frees.")) + "</p>";
  h += form_open(c, "/register", d.csrf) + "<input type=\"hidden\" name=\"nonce\" value=\"" + esc(d.nonce) + "\">";
  h += text_field("name", c.t("Name"), d.name, "required maxlength=\"60\" autocomplete=\"name\"");
  h += text_field("reading", c.t("Reading (kana)"), d.reading, "maxlength=\"60\"");
  h += text_field("id", c.t("Membership id (if you have one)"), d.external_id, "maxlength=\"40\" autocomplete=\"off\" inputmode=\"text\"");
  h += "<button type=\"submit\" class=\"primary\">" + esc(c.t("Sign up")) + "</button></form>";
  h += "<p class=\"hint\">" + esc(c.t("The name is shown on the public list of players and on the pairings.")) + "</p>";
  return p;
}

Page entry_page(const PageContext& c, const EventView& v, const EntryPageData& d) {
  Page p;
  p.status = d.status;
  p.version = v.version;
  const event::Entry& e = d.entry;
  p.title = std::string(c.t("Your entry"));
  std::string& h = p.main;
  h += "<h1>" + esc(c.t("Your entry")) + "</h1>" + notices(d.notice, d.error);
  h += "<dl class=\"meta\"><dt>" + esc(c.t("Name")) + "</dt><dd>" + esc(e.name) + (e.reading.empty() ? "" : " <small>" + esc(e.reading) + "</small>") + "</dd>";
  if (!e.external_id.empty()) h += "<dt>" + esc(c.t("Membership id")) + "</dt><dd>" + esc(e.external_id) + "</dd>";
  h += "</dl><section class=\"live\" id=\"entry-status\">";
  if (e.status == event::EntryStatus::entered && !d.player_code.empty()) {
    h += "<p class=\"notice ok\"><strong>" + esc(c.t("You are entered.")) + "</strong></p>";
    h += "<p>" + esc(c.t("Your personal code: show it at check-in, and open your match with it on the day. Keep a screenshot of this page.")) + "</p>";
    h += "<p class=\"code big\">" + esc(d.player_code) + "</p>";
    if (!d.my_url.empty()) h += qr_svg(d.my_url);
    h += "<ul class=\"links\"><li><a href=\"" + esc(c.href("/m/" + d.player_code)) + "\">" + esc(c.t("My match")) + "</a></li></ul>";
  } else if (e.status == event::EntryStatus::waitlisted) {
    h += "<p class=\"notice\"><strong>" +
         esc(format(c.t("You are number {n} on the waitlist."), {{"n", std::to_string(e.waitlist_position)}})) + "</strong></p>";
    h += "<p>" + esc(c.t("When a place frees, you move up and your personal code appears on this page. Keep this page's address.")) + "</p>";
  } else {
    h += "<p class=\"notice\">" + esc(c.t("This entry is withdrawn.")) + "</p>";
  }
  h += "</section>";
  if (d.can_withdraw && e.status != event::EntryStatus::withdrawn) {
    h += "<details class=\"report\"><summary>" + esc(c.t("Withdraw my entry")) + "</summary>" + form_open(c, d.action, d.csrf);
    h += "<input type=\"hidden\" name=\"action\" value=\"withdraw\"><label class=\"choice\"><input type=\"checkbox\" name=\"confirm\" value=\"1\"> " +
         esc(c.t("I withdraw from this event")) + "</label>";
    h += "<button type=\"submit\" class=\"danger\">" + esc(c.t("Withdraw")) + "</button></form></details>";
  }
  return p;
}

Page roster_page(const PageContext& c, const EventView& v) {
  Page p;
  p.section = "home";
  p.version = v.version;
  p.title = std::string(c.t("Players"));
  std::string& h = p.main;
  h += "<h1>" + esc(c.t("Players")) + "</h1><p>" +
       esc(format(c.t("{n} players, {in} checked in"), {{"n", std::to_string(v.entrants)}, {"in", std::to_string(v.checked_in)}})) + "</p>";
  const std::string q = c.arg("q"), key = search_key(q);
  h += "<form class=\"search\" action=\"" + esc(c.href("/roster")) + "\" method=\"get\" role=\"search\"><label for=\"q\">" +
       esc(c.t("Find a player: name or reading")) + "</label><div class=\"row\"><input id=\"q\" name=\"q\" type=\"search\" value=\"" + esc(q) +
       "\" autocomplete=\"off\"><button type=\"submit\">" + esc(c.t("Search")) + "</button></div></form>";
  std::vector<const PlayerView*> rows;
  for (int i : v.by_name)
    if (const PlayerView& pl = v.players[static_cast<std::size_t>(i)]; !pl.dropped && (key.empty() || pl.key.find(key) != std::string::npos))
      rows.push_back(&pl);
  const int page = std::max(1, std::atoi(c.arg("page").c_str()));
  const std::size_t from = std::min(rows.size(), static_cast<std::size_t>((page - 1) * kRosterRows));
  const std::size_t to = std::min(rows.size(), from + kRosterRows);
  if (rows.empty()) h += "<p class=\"empty\">" + esc(c.t("No players yet.")) + "</p>";
  else h += "<table><thead><tr><th>" + esc(c.t("Name")) + "</th><th>" + esc(c.t("Check-in")) + "</th></tr></thead><tbody>";
  for (std::size_t i = from; i < to; ++i) {
    const PlayerView& pl = *rows[i];
    h += "<tr><td>" + esc(pl.name) + (pl.reading.empty() ? "" : "<br><small>" + esc(pl.reading) + "</small>") + "</td><td class=\"nowrap\">" +
         esc(pl.checked_in ? c.t("Checked in") : c.t("Not yet")) + "</td></tr>";
  }
  if (!rows.empty()) h += "</tbody></table>";
  const std::string base = "/roster?" + (q.empty() ? "" : "q=" + url_encode(q) + "&") + "page=";
  h += "<div class=\"pager\">";
  if (from > 0) h += "<a href=\"" + esc(c.href(base + std::to_string(page - 1))) + "\">" + esc(c.t("Previous")) + "</a>";
  if (to < rows.size()) h += "<a href=\"" + esc(c.href(base + std::to_string(page + 1))) + "\">" + esc(c.t("Next")) + "</a>";
  return h += "</div>", p;
}

Page checkin_page(const PageContext& c, const EventView& v, const CheckinPageData& d) {
  Page p;
  p.status = d.status;
  p.title = std::string(c.t("Check in"));
  std::string& h = p.main;
  h += "<h1>" + esc(format(c.t("Check in: {event}"), {{"event", v.name}})) + "</h1>" + notices(d.notice, d.error);
  h += "<p>" + esc(c.t("Type your personal code: it is on your entry page and on your card.")) + "</p>";
  h += form_open(c, "/checkin", d.csrf);
  h += text_field("code", c.t("Personal code"), d.code, "required autocomplete=\"off\" autocapitalize=\"characters\" spellcheck=\"false\"");
  h += "<button type=\"submit\" class=\"primary\">" + esc(c.t("Check in")) + "</button></form>";
  h += "<ul class=\"links\"><li><a href=\"" + esc(c.href("/roster")) + "\">" + esc(c.t("Players")) + "</a></li></ul>";
  return p;
}

Page console_checkin_page(const PageContext& c, const EventView& v, const ConsoleCheckinData& d) {
  Page p;
  p.status = d.status;
  p.version = v.version;
  p.title = std::string(c.t("Check-in"));
  std::string& h = p.main;
  int in = 0, checked = 0;
  for (const auto& pl : v.players)
    if (!pl.dropped) ++in, checked += pl.checked_in ? 1 : 0;
  h += "<p><a href=\"" + esc(c.href("/judge")) + "\">" + esc(c.t("Judge console")) + "</a></p>";
  h += "<h1>" + esc(c.t("Check-in")) + "</h1>" + notices(d.notice, d.error);
  h += "<p>" + esc(format(c.t("{in} of {n} players checked in"), {{"in", std::to_string(checked)}, {"n", std::to_string(in)}})) + "</p>";
  h += "<form class=\"search\" action=\"" + esc(c.href("/judge/checkin")) + "\" method=\"get\" role=\"search\"><label for=\"q\">" +
       esc(c.t("Find a player: name or reading")) + "</label><div class=\"row\"><input id=\"q\" name=\"q\" type=\"search\" value=\"" +
       esc(d.search) + "\" autocomplete=\"off\"><button type=\"submit\">" + esc(c.t("Search")) + "</button></div></form>";
  const std::string key = search_key(d.search);
  int shown = 0;
  h += "<table class=\"checkin\"><tbody>";
  for (int i : v.by_name) {
    const PlayerView& pl = v.players[static_cast<std::size_t>(i)];
    if (pl.dropped || (!key.empty() && pl.key.find(key) == std::string::npos)) continue;
    if (++shown > kRosterRows) break;
    h += "<tr><td>" + esc(pl.name) + (pl.reading.empty() ? "" : "<br><small>" + esc(pl.reading) + "</small>") + "</td><td class=\"nowrap\">";
    if (pl.checked_in) h += esc(c.t("Checked in"));
    else
      h += form_open(c, "/judge/checkin" + (d.search.empty() ? "" : "?q=" + url_encode(d.search)), d.csrf) +
           "<input type=\"hidden\" name=\"action\" value=\"checkin\"><input type=\"hidden\" name=\"player\" value=\"" + std::to_string(pl.id) +
           "\"><button type=\"submit\">" + esc(c.t("Check in")) + "</button></form>";
    h += "</td></tr>";
  }
  h += "</tbody></table>";
  if (shown == 0) h += "<p class=\"empty\">" + esc(c.t("No player matches.")) + "</p>";
  return p;
}

}  // namespace jk::web
