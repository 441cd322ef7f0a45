// Registration and check-in from phones (issue 26): /register (sign up), /r/<entry code> (the
// confirmation: the personal code and its QR, the waitlist place, withdrawal), /checkin (a player
// checks in with their personal code) and /judge/checkin (the organiser's list). Every write calls
// the event library, as the CLI does; every form answers with a redirect (Post/Redirect/Get).
#include <cctype>

#include "access.hpp"
#include "desk.hpp"
#include "desk_who.hpp"
#include "doors.hpp"
#include "entries.hpp"
#include "errors.hpp"
#include "html.hpp"
#include "event_file.hpp"
#include "entry_pages.hpp"

namespace jk::web {

namespace ev = jk::event;

namespace {

// The Host header when it is a plain host[:port]: the QR on the page points back at this server.
std::string page_origin(const std::string& host) {
  if (host.empty() || host.size() > 255) return "";
  for (char ch : host)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '.' && ch != ':' && ch != '-' && ch != '[' && ch != ']') return "";
  return "http://" + host;
}

// A refused check-in, worded for the player at the door: what is wrong and whom to ask, never a
// command line (the CLI prints the library's message).
std::string player_checkin_refusal(const PageContext& c, const ev::CheckinRefused& e) {
  switch (e.why) {
    case ev::CheckinRefusal::withdrawn:
      return format(c.t("{player}: your entry was withdrawn, so you cannot check in. Ask the organiser."), {{"player", e.player.name}});
    case ev::CheckinRefusal::dropped:
      return format(c.t("{player}: you have dropped from the event, so you cannot check in. Ask a judge."), {{"player", e.player.name}});
  }
  return e.located(c.lang);
}

// What a player who checked in reads: a late arrival learns the round they join in.
std::string player_checkin_done(const PageContext& c, const ev::CheckinEntry& done) {
  const FormatArgs args = {{"player", done.player.name}, {"round", std::to_string(done.joins_round)}};
  switch (done.outcome) {
    case ev::CheckinOutcome::already: return format(c.t("{player}: already checked in."), args);
    case ev::CheckinOutcome::joins_late: return format(c.t("{player}: checked in. You missed round 1 and join from round {round}."), args);
    case ev::CheckinOutcome::checked_in:
    case ev::CheckinOutcome::back:
    case ev::CheckinOutcome::taken_back: break;
  }
  return format(c.t("{player}: checked in. Thank you!"), args);
}

}  // namespace

// ---- /register: the sign-up form. Sign-ups are counted per address (ThrottleLimits::signups_per_address).
Desk::Reply Desk::sign_up(const PageContext& c, const Request& req, const EventView& view, Who& who) {
  Reply r;
  SignUpPageData d;
  d.csrf = who.csrf;
  d.nonce = random_hex(16);
  if (req.method == "POST") {
    d.nonce = who.arg("nonce");
    d.name = who.arg("name");
    d.reading = who.arg("reading");
    d.external_id = who.arg("id");
    if (d.nonce.size() != 32 || d.nonce.find_first_not_of("0123456789abcdef") != std::string::npos) d.nonce.clear();
    // The form's nonce is kept with the entry in the event file: a second tap (sent before the first
    // is answered, or after a restart) lands on the entry the first made, and is not counted again.
    std::lock_guard writing(write_mutex_);
    if (auto again = ev::entry_of_form(writer(), d.nonce)) {
      r.location = "/r/" + ev::entry_code(writer(), again->id);
      return r;
    }
    if (int wait = signups_.wait_seconds(req.remote, "signup", options_.now()); wait > 0) {
      r.retry_after = wait;
      r.page = desk_error_page(c, 429, c.t("Too many sign-ups"),
                               format(c.t("Too many sign-ups were sent from here. Wait {n} seconds, or ask the organiser."), {{"n", std::to_string(wait)}}));
      return r;
    }
    signups_.failed(req.remote, "signup", options_.now());
    try {
      const ev::Entry e = ev::sign_up(writer(), {d.name, d.reading, d.external_id, local_minute(options_.now()), d.nonce}, {"web registration"});
      r.location = "/r/" + ev::entry_code(writer(), e.id);
      return r;
    } catch (const InputError& e) {
      d.error = e.located(c.lang);
      d.status = 409;
      d.nonce = random_hex(16);
    }
  }
  {
    ReaderLease lease(*this);
    d.state = ev::registration_state(*lease);
  }
  d.past_deadline = !d.state.settings.deadline.empty() && local_minute(options_.now()) >= d.state.settings.deadline;
  r.page = sign_up_page(c, view, d);
  return r;
}

// ---- /r/<entry code>: the confirmation page, bookmarked; withdrawal before round 1.
Desk::Reply Desk::entry(const PageContext& c, const Request& req, const EventView& view, Who& who, const std::string& code) {
  Reply r;
  const std::string target = "entry:" + code.substr(0, std::min<std::size_t>(code.find('-'), 14));
  if (throttled(c, req, target, r)) return r;
  EntryPageData d;
  std::optional<std::int64_t> id;
  {
    ReaderLease lease(*this);
    id = ev::check_entry_code(*lease, code);
    if (id) d.action = "/r/" + ev::entry_code(*lease, *id);
  }
  if (!id) {
    failed(req, target);
    r.page = desk_error_page(c, 404, c.t("This code opens no entry"), std::string(c.t("Check the address you were given when you signed up, or ask the organiser.")));
    return r;
  }
  if (req.method == "GET" && "/r/" + code != d.action) {
    r.location = d.action;
    return r;
  }
  d.csrf = who.csrf;
  if (req.method == "POST") {
    if (parse_form_action(who.arg("action")) != FormAction::withdraw || who.arg("confirm") != "1") {
      r.page = desk_error_page(c, 400, c.t("Not done"), std::string(c.t("Tick the box to confirm that you withdraw.")));
      return r;
    }
    try {
      std::lock_guard writing(write_mutex_);
      ev::withdraw_entry(writer(), *id, {"web entry E" + std::to_string(*id)});
    } catch (const InputError& e) {
      r.page = desk_error_page(c, 409, c.t("Not done"), e.located(c.lang));
      return r;
    }
    flash(who.session, std::string(c.t("Your entry is withdrawn.")));
    r.location = d.action;
    return r;
  }
  d.notice = take_flash(who.session);
  {
    ReaderLease lease(*this);
    d.entry = *ev::find_entry(*lease, *id);
    if (d.entry.status == ev::EntryStatus::entered && d.entry.player_id) d.player_code = ev::player_code(*lease, *d.entry.player_id);
    d.can_withdraw = ev::registration_state(*lease).last_round == 0;
  }
  if (const std::string origin = page_origin(req.host); !origin.empty() && !d.player_code.empty()) d.my_url = origin + "/m/" + d.player_code;
  r.page = entry_page(c, view, d);
  return r;
}

// ---- /checkin: a player checks in with their personal code (the venue's QR poster opens this page).
Desk::Reply Desk::self_checkin(const PageContext& c, const Request& req, const EventView& view, Who& who) {
  Reply r;
  CheckinPageData d;
  d.csrf = who.csrf;
  if (req.method == "POST") {
    d.code = who.arg("code");
    const std::string target = "player:" + d.code.substr(0, std::min<std::size_t>(d.code.find('-'), 12));
    if (throttled(c, req, target, r)) return r;
    std::optional<std::int64_t> player;
    {
      ReaderLease lease(*this);
      player = ev::check_player_code(*lease, d.code);
    }
    if (!player) {
      failed(req, target);
      d.error = std::string(c.t("This code opens no player's page. Check the code, or ask a judge."));
      d.status = 404;
    } else {
      try {
        std::lock_guard writing(write_mutex_);
        const auto done = ev::check_in(writer(), {"#" + std::to_string(*player)}, false, {"web player " + std::to_string(*player)});
        flash(who.session, player_checkin_done(c, done.front()));
        r.location = "/checkin";
        return r;
      } catch (const ev::CheckinRefused& e) {
        d.error = player_checkin_refusal(c, e);
        d.status = 409;
      } catch (const InputError& e) {
        d.error = e.located(c.lang);
        d.status = 409;
      }
    }
  } else {
    d.notice = take_flash(who.session);
  }
  r.page = checkin_page(c, view, d);
  return r;
}

// ---- /judge/checkin: the organiser's list, with search and a button a player.
Desk::Reply Desk::console_checkin(ConsoleRequest& q) {
  auto& [c, view, who, post, action, d, run] = q;
  Reply r;
  if (post && action == FormAction::checkin) {
    const std::string player = who.arg("player");
    if (player.empty() || player.size() > 12 || player.find_first_not_of("0123456789") != std::string::npos)
      throw InputError(Message{N_("No such player."), {}});
    run([&](Database& db) {
      try {
        const auto done = ev::check_in(db, {"#" + player}, false, who.actor());
        if (done.front().outcome == ev::CheckinOutcome::joins_late)
          return format(c.t("Checked in: {player}, joins in round {round}"), {{"player", done.front().player.name}, {"round", std::to_string(done.front().joins_round)}});
        return format(c.t("Checked in: {player}"), {{"player", done.front().player.name}});
      } catch (const ev::CheckinRefused& e) {  // on the organiser's phone: the player's page, not a command line
        if (e.why != ev::CheckinRefusal::dropped) throw;
        throw InputError(Message{N_("{player} dropped after round {round}: take the drop back on their page first"),
                                 {{"player", e.player.name}, {"round", std::to_string(e.round)}}});
      }
    });
  }
  ConsoleCheckinData page{d.status, d.csrf, c.arg("q"), d.notice, d.error};
  r.page = console_checkin_page(c, view, page);
  return r;
}

}  // namespace jk::web
