// Routing and trust for the write side: sessions, CSRF, sign-in, throttled codes, and the calls
// into the event library. What the pages look like is in desk_pages.cpp.
#include "desk.hpp"

#include <algorithm>
#include <cstdio>
#include <ctime>

#include "access.hpp"
#include "crypto.hpp"
#include "deck_registry.hpp"
#include "desk_pages.hpp"
#include "desk_who.hpp"
#include "form_words.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "html.hpp"
#include "penalty_log.hpp"
#include "phone_rules.hpp"
#include "registration.hpp"
#include "result_entry.hpp"
#include "round_ops.hpp"
#include "round_refusals.hpp"
#include "table_reports.hpp"

namespace jk::web {

namespace ev = jk::event;

constexpr const char* kSessionCookie = "jk_s";
constexpr const char* kJudgeCookie = "jk_j";
constexpr long kJudgeCookieSeconds = 3 * 24 * 3600;  // an event weekend

namespace {

bool is_hex(std::string_view s, std::size_t n) {
  return s.size() == n && s.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

std::optional<std::int64_t> id_in(const std::string& s) {
  if (s.empty() || s.size() > 12 || s.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::stoll(s);
}

}  // namespace

Page desk_error_page(const PageContext& c, int status, std::string_view title, const std::string& text) {
  Page p;
  p.status = status;
  p.title = std::string(title);
  p.main = "<h1>" + esc(title) + "</h1><p class=\"notice error\" role=\"alert\">" + esc(text) + "</p><p><a href=\"" + esc(c.href("/")) +
           "\">" + esc(c.t("Home")) + "</a></p>";
  return p;
}


Desk::Desk(DeskOptions options)
    : options_(std::move(options)),
      throttle_(options_.limits),
      signups_({options_.limits.window_seconds, options_.limits.signups_per_address, 1 << 30, 1 << 30}) {
  Database db = open_event(options_.event_path, OpenMode::read);
  game_ = load_game(options_.games_dir, ev::event_game(db));
  key_ = random_hex(32);
}

bool Desk::handles(std::string_view path) {
  return path.rfind("/t/", 0) == 0 || path.rfind("/d/", 0) == 0 || path.rfind("/m/", 0) == 0 || path == "/code" || path == "/judge" || path.rfind("/judge/", 0) == 0 || path == "/signin" ||
         path == "/signout" || path == "/register" || path.rfind("/r/", 0) == 0 || path == "/checkin";
}

// Read connections are kept and lent out: opening one parses the event file's schema (its
// tables and audit triggers), which cost more than the reads a page makes.
Desk::ReaderLease::ReaderLease(Desk& desk) : desk_(desk) {
  {
    std::unique_lock lock(desk_.readers_mutex_);
    desk_.reader_returned_.wait(lock, [&] { return !desk_.idle_readers_.empty() || desk_.readers_open_ < kMaxReaders; });
    if (!desk_.idle_readers_.empty()) {
      db_ = std::move(desk_.idle_readers_.back());
      desk_.idle_readers_.pop_back();
      return;
    }
    ++desk_.readers_open_;
  }
  try {
    db_ = std::make_unique<Database>(open_event(desk_.options_.event_path, OpenMode::read));
  } catch (...) {
    std::lock_guard lock(desk_.readers_mutex_);
    --desk_.readers_open_;
    desk_.reader_returned_.notify_one();
    throw;
  }
}

Desk::ReaderLease::~ReaderLease() {
  {
    std::lock_guard lock(desk_.readers_mutex_);
    desk_.idle_readers_.push_back(std::move(db_));
  }
  desk_.reader_returned_.notify_one();
}

// One connection writes, under write_mutex_: reports queue on the mutex in order instead of
// polling SQLite's busy handler, which sleeps and made a burst of reports wait seconds.
Database& Desk::writer() {
  if (!writer_) writer_ = std::make_unique<Database>(open_event(options_.event_path, OpenMode::write));
  return *writer_;
}

// Reports that arrive while one batch is being written wait for the next: one thread writes
// everything queued in one transaction (one fsync), wakes exactly the threads it wrote for, and
// hands the next batch to the first of those still waiting.
ev::BatchedReport Desk::report_batched(const ev::TableReportRequest& req, const ev::Actor& actor) {
  Pending mine;
  mine.req = req;
  mine.actor = actor;
  std::unique_lock lock(queue_mutex_);
  queue_.push_back(&mine);
  if (!leading_) {
    leading_ = true;
    mine.leads = true;
  }
  mine.wake.wait(lock, [&] { return mine.done || mine.leads; });
  if (mine.done) return mine.result;
  std::vector<Pending*> batch;
  batch.swap(queue_);  // holds mine
  lock.unlock();
  std::vector<std::pair<ev::TableReportRequest, ev::Actor>> reports;
  for (auto* p : batch) reports.emplace_back(p->req, p->actor);
  std::vector<ev::BatchedReport> done;
  {
    std::lock_guard writing(write_mutex_);
    try {
      done = ev::report_from_tables(writer(), reports);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "judgekit serve: %s\n", format(tr("reports not written: {what}"), {{"what", e.what()}}).c_str());

      writer_.reset();  // a broken connection is opened again for the next batch
      ev::BatchedReport unwritten;
      unwritten.error = Message{N_("the report could not be written; send it again"), {}};
      done.assign(batch.size(), unwritten);
    }
  }
  lock.lock();
  for (std::size_t i = 0; i < batch.size(); ++i) {
    batch[i]->result = std::move(done[i]);
    batch[i]->done = true;
    if (batch[i] != &mine) batch[i]->wake.notify_one();
  }
  if (queue_.empty()) {
    leading_ = false;
  } else {
    queue_.front()->leads = true;
    queue_.front()->wake.notify_one();
  }
  return mine.result;
}

std::string Desk::csrf_for(const std::string& session) const { return hmac_hex(key_, "csrf:" + session).substr(0, 32); }

void Desk::failed(const Request& req, const std::string& target) { throttle_.failed(req.remote, target, options_.now()); }

bool Desk::throttled(const PageContext& c, const Request& req, const std::string& target, Reply& reply) {
  int wait = throttle_.wait_seconds(req.remote, target, options_.now());
  if (wait == 0) return false;
  reply.retry_after = wait;
  reply.page = desk_error_page(c, 429, c.t("Too many wrong codes"),
                          format(c.t("Too many wrong codes were tried from here. Wait {n} seconds, or ask a judge."), {{"n", std::to_string(wait)}}));
  return true;
}

Response Desk::handle(const PageContext& c, const Request& req, const EventView& view) {
  Who who;
  auto cookies = parse_cookies(req.cookie);
  who.session = cookies[kSessionCookie];
  if (!is_hex(who.session, 32)) {
    who.session = random_hex(16);
    who.new_session = true;
  }
  who.csrf = csrf_for(who.session);
  Reply reply;
  bool checked = true;
  if (req.method == "POST") {
    if (req.content_type.rfind("application/x-www-form-urlencoded", 0) != 0) {
      checked = false;
      reply.page = desk_error_page(c, 415, c.t("This form could not be read"), std::string(c.t("Send the form from its page.")));
    } else {
      who.form = parse_form(req.body);
      // The session cookie is SameSite=Strict and the token is bound to it: another site cannot send our forms.
      if (who.new_session || !same_bytes(who.arg("csrf"), who.csrf)) {
        checked = false;
        reply.page = desk_error_page(c, 403, c.t("This form has expired"), std::string(c.t("Go back, reload the page and send it again.")));
      }
    }
  } else if (req.method != "GET" && req.method != "HEAD") {
    checked = false;
    reply.page = desk_error_page(c, 405, "405", "GET, HEAD, POST");
  }
  if (checked && cookies.count(kJudgeCookie)) {
    const std::string& secret = cookies[kJudgeCookie];
    ReaderLease lease(*this);
    Database& db = *lease;
    who.judge = ev::check_token(db, secret);  // a revoked token is refused at once, on its next request
  }
  if (checked) {
    try {
      reply = route(c, req, view, who);
    } catch (const InputError& e) {
      reply = {};
      reply.page = desk_error_page(c, 400, c.t("Not done"), e.located(c.lang));
    }
  }
  Response res;
  res.status = reply.location.empty() ? reply.page.status : 303;
  if (reply.location.empty()) res.body = layout(c, reply.page, view.name);
  security_headers(res);
  res.headers.emplace_back("Content-Type", res.content_type);
  res.headers.emplace_back("Cache-Control", "no-store");
  if (!reply.location.empty()) res.headers.emplace_back("Location", c.href(reply.location));
  if (who.new_session) res.headers.emplace_back("Set-Cookie", cookie_header(kSessionCookie, who.session));
  for (const auto& cookie : reply.cookies) res.headers.emplace_back("Set-Cookie", cookie);
  if (res.status == 429) res.headers.emplace_back("Retry-After", std::to_string(reply.retry_after));
  return res;
}

Desk::Reply Desk::route(const PageContext& c, const Request& req, const EventView& view, Who& who) {
  const std::string& path = req.path;
  if (path.rfind("/t/", 0) == 0) return table(c, req, view, who, path.substr(3));
  if (path.rfind("/d/", 0) == 0) return deck(c, req, view, who, path.substr(3));
  if (path.rfind("/m/", 0) == 0) return mine(c, req, view, who, path.substr(3));
  if (path == "/code") {  // the home page's code box: a slip's code opens the table, a card's the player's page
    Reply r;
    std::string code;
    for (char ch : c.arg("code"))
      if (std::isalnum(static_cast<unsigned char>(ch)) || ch == '-') code += ch;
    if (code.empty()) {
      r.location = "/";
      return r;
    }
    r.location = (code[0] == 'R' || code[0] == 'r' ? "/t/" : "/m/") + code;
    return r;
  }
  if (path == "/signin") return signin(c, req, view, who);
  if (path == "/register") return sign_up(c, req, view, who);
  if (path.rfind("/r/", 0) == 0) return entry(c, req, view, who, path.substr(3));
  if (path == "/checkin") return self_checkin(c, req, view, who);
  if (path == "/signout") {
    Reply r;
    if (req.method != "POST") {
      r.page = desk_error_page(c, 405, "405", "POST");
      return r;
    }
    r.cookies.push_back(cookie_header(kJudgeCookie, "", 0));
    r.location = "/";
    return r;
  }
  return console(c, req, view, who, path == "/judge" ? "" : path.substr(7));
}

namespace {

// What a report form says (the outcome and its games, or a pod's figures); "" error when readable.
ev::TableClaim claim_from_form(const PageContext& c, const std::map<std::string, std::string>& form, std::string& error) {
  auto arg = [&](const std::string& k) {
    auto it = form.find(k);
    return it == form.end() ? std::string() : it->second;
  };
  const std::string outcome = arg("outcome");
  const std::optional<FormOutcome> said = parse_form_outcome(outcome);
  ev::TableClaim claim;
  if (said == FormOutcome::need_judge) claim.need_judge = true;
  else if (said == FormOutcome::figures)
    for (const auto& column : ev::pod_figure_columns()) claim.figures.emplace_back(column, arg("f_" + column));
  else if (said == FormOutcome::draw) claim.draw = true;
  else if (outcome.rfind("win-", 0) == 0 && id_in(outcome.substr(4))) {
    claim.winner = *id_in(outcome.substr(4));
    claim.games = arg("games");
  } else error = std::string(c.t("Choose the result."));
  return claim;
}

std::string report_notice(const PageContext& c, const ev::BatchedReport& done) {
  switch (done.outcome.status) {
    case ev::TableStatus::recorded: return std::string(c.t("Recorded. Thank you!"));
    case ev::TableStatus::unconfirmed:
      return std::string(c.t("Your report is in. Both agree; it is recorded once the other player confirms on their own page, or a judge approves it."));
    default: return std::string(c.t("Your report is in."));
  }
}

}  // namespace

// The answer shown once after a write (Post/Redirect/Get): kept for the session until its next page.
void Desk::flash(const std::string& session, std::string notice) {
  std::lock_guard lock(flash_mutex_);
  if (flash_.size() > 20000) flash_.clear();  // phones that never came back for theirs
  flash_[session] = std::move(notice);
}

std::string Desk::take_flash(const std::string& session) {
  std::lock_guard lock(flash_mutex_);
  auto it = flash_.find(session);
  if (it == flash_.end()) return "";
  std::string out = std::move(it->second);
  flash_.erase(it);
  return out;
}

// A player's report, batched with the others; when taken, its answer waits for the session's next
// page (Post/Redirect/Get). The refusal in the reader's language, "" when taken.
std::string Desk::send_report(const PageContext& c, const Who& who, const ev::TableReportRequest& req) {
  ev::BatchedReport done = report_batched(req, {"web player " + std::to_string(req.reporter)});
  if (!done.error.empty()) return done.error.str(c.lang);
  flash(who.session, report_notice(c, done));
  return "";
}

// ---- Players: the table's page, opened with the code on the slip.
Desk::Reply Desk::table(const PageContext& c, const Request& req, const EventView& view, Who& who, const std::string& code) {
  Reply r;
  // The target is the table the code names ("R3-T12-…"), so guessing one table's code is capped
  // whatever addresses it comes from.
  const std::string target = "table:" + code.substr(0, std::min<std::size_t>(code.find('-', code.find('-') + 1), 16));
  if (throttled(c, req, target, r)) return r;
  std::optional<ev::TableAt> at;
  std::string printed;  // the code as the slip prints it: the page's address
  {
    ReaderLease lease(*this);
    at = ev::check_table_code(*lease, code);
    if (at) printed = ev::table_code(*lease, at->round, at->table);
  }
  if (!at) {
    failed(req, target);
    r.page = desk_error_page(c, 404, c.t("This code opens no table"),
                        std::string(c.t("Check the code on your slip. A code from an earlier round, or from before the pairings changed, no longer works: ask a judge.")));
    return r;
  }
  TablePageData d;
  d.csrf = who.csrf;
  d.action = "/t/" + printed;
  if (req.method == "GET" && code != printed) {  // typed without hyphens or in lower case: the printed form
    r.location = d.action;
    return r;
  }
  {
    ReaderLease lease(*this);  // the table as the file has it now: a round paired a moment ago included
    d.table = ev::table_reports_at(*lease, at->round, at->table);
    d.me = ev::seat_held(*lease, at->round, at->table, who.session);
  }
  if (req.method == "POST") {
    const auto me = id_in(who.arg("me"));
    ev::TableClaim claim = claim_from_form(c, who.form, d.error);
    if (!me || std::find(d.table.players.begin(), d.table.players.end(), *me) == d.table.players.end())
      d.error = std::string(c.t("Choose who you are."));
    if (d.error.empty()) {
      d.error = send_report(c, who, {at->round, at->table, *me, claim, ev::ReportProof::table_code, who.session});
      if (d.error.empty()) {
        r.location = d.action;
        return r;
      }
    }
    d.status = 400;
    if (d.me == 0) d.me = me.value_or(0);
  } else {
    d.notice = take_flash(who.session);
  }
  // SCP 103.4: the players' walk through their match comes in the address (a GET form, nothing stored).
  if (d.table.status != ev::TableStatus::recorded && offers_play_order(game_, d.table)) {
    d.play_order = walk_play_order(c, game_, d.table);
    if (!d.play_order.error.empty() && d.status == 200) d.status = 400;
  }
  r.page = table_page(c, view, game_, d);
  return r;
}

// ---- Players: my match, opened with the personal code on their card.
Desk::Reply Desk::mine(const PageContext& c, const Request& req, const EventView& view, Who& who, const std::string& code) {
  Reply r;
  const std::string target = "player:" + code.substr(0, std::min<std::size_t>(code.find('-'), 12));
  if (throttled(c, req, target, r)) return r;
  MyPageData d;
  std::optional<std::int64_t> player;
  {
    ReaderLease lease(*this);
    player = ev::check_player_code(*lease, code);
    if (player) d.code = ev::player_code(*lease, *player);
  }
  if (!player) {
    failed(req, target);
    r.page = desk_error_page(c, 404, c.t("This code opens no player's page"), std::string(c.t("Check the code on your card, or ask a judge.")));
    return r;
  }
  d.csrf = who.csrf;
  d.player = *player;
  d.action = "/m/" + d.code;
  if (req.method == "GET" && code != d.code) {
    r.location = d.action;
    return r;
  }
  {
    ReaderLease lease(*this);
    d.table = ev::player_table(*lease, *player);
  }
  if (req.method == "POST") {
    const std::optional<FormAction> what = parse_form_action(who.arg("action"));
    if (what == FormAction::drop || what == FormAction::undrop) return my_drop(c, who, d, what == FormAction::drop);
    ev::TableClaim claim = claim_from_form(c, who.form, d.error);
    if (!d.table) d.error = std::string(c.t("You have no table to report for in this round."));
    if (d.error.empty()) {
      d.error = send_report(c, who, {d.table->round, d.table->table, *player, claim, ev::ReportProof::player_code, ""});
      if (d.error.empty()) {
        r.location = d.action;
        return r;
      }
    }
    d.status = 400;
  } else {
    d.notice = take_flash(who.session);
  }
  {
    ReaderLease lease(*this);
    d.drop_allowed = ev::phone_rules(*lease).self_drop;
    d.deadline = ev::deck_deadline(*lease);
  }
  r.page = my_match_page(c, view, game_, d);
  return r;
}

// A player drops themself (the form's box ticked: a tap alone never drops), or undoes it.
Desk::Reply Desk::my_drop(const PageContext& c, Who& who, const MyPageData& d, bool drop) {
  Reply r;
  bool allowed = false;
  {
    ReaderLease lease(*this);
    allowed = ev::phone_rules(*lease).self_drop;
  }
  if (!allowed) {  // the organiser keeps drops at the judges' desk
    r.page = desk_error_page(c, 403, c.t("Not done"), std::string(c.t("At this event a judge drops players: go to the judges' desk.")));
    return r;
  }
  if (drop && who.arg("confirm") != "1") {
    r.page = desk_error_page(c, 400, c.t("Not done"), std::string(c.t("Tick the box to confirm that you leave the event.")));
    return r;
  }
  const std::string ref = "#" + std::to_string(d.player);
  const ev::Actor actor{"web player " + std::to_string(d.player)};
  try {
    std::lock_guard writing(write_mutex_);
    if (drop) ev::drop_player(writer(), ref, actor);
    else ev::undrop_player(writer(), ref, actor);
  } catch (const InputError& e) {
    r.page = desk_error_page(c, 409, c.t("Not done"), e.located(c.lang));
    return r;
  }
  flash(who.session, std::string(drop ? c.t("You are dropped: you will not be paired again. If it was a mistake, undo it below.")
                                      : c.t("You are back in the event: you are paired from the next round.")));
  r.location = d.action;
  return r;
}

// ---- Judges and organisers: sign in with the printed token, then the console.
Desk::Reply Desk::signin(const PageContext& c, const Request& req, const EventView& view, Who& who) {
  Reply r;
  std::string error;
  if (req.method == "POST") {
    if (throttled(c, req, "token", r)) return r;
    const std::string token = who.arg("token");
    std::optional<ev::TokenInfo> t;
    {
      ReaderLease lease(*this);
      Database& db = *lease;
      t = ev::check_token(db, token);
    }
    if (t) {
      r.cookies.push_back(cookie_header(kJudgeCookie, token, kJudgeCookieSeconds));
      r.location = "/judge";
      return r;
    }
    failed(req, "token");
    error = std::string(c.t("This sign-in code does not work (mistyped, or revoked). Ask the organiser for a new one."));
  }
  r.page = signin_page(c, view, who.csrf, c.arg("token").empty() ? who.arg("token") : c.arg("token"), who.judge ? who.judge->name : "", error);
  if (!error.empty()) r.page.status = 403;
  return r;
}

Desk::Reply Desk::console(const PageContext& c, const Request& req, const EventView& view, Who& who, const std::string& rest) {
  Reply r;
  if (!who.judge) {
    r.page = desk_error_page(c, 401, c.t("Judges only"), std::string(c.t("Sign in with the QR code the organiser gave you.")));
    r.cookies.push_back(cookie_header(kJudgeCookie, "", 0));
    return r;
  }
  const std::optional<ConsoleStep> step = parse_console_step(rest);  // the console's own page, or an organiser's form
  ConsoleRequest q{c, view, who, req.method == "POST", parse_form_action(who.arg("action")), {}, {}};
  ConsoleData& d = q.d;
  d.csrf = who.csrf;
  d.judge_name = who.judge->name;
  d.organiser = who.judge->role == ev::Role::organiser;
  d.form = who.form;
  q.run = [&](const std::function<std::string(Database&)>& write) {
    try {
      std::lock_guard writing(write_mutex_);
      d.notice = write(writer());
    } catch (const pairing::RoundRefused& e) {  // worded for the phone: what is in the way, no command line
      d.error = refusal_words(c, e, step == ConsoleStep::unpair ? RoundStep::unpair : step == ConsoleStep::cut ? RoundStep::cut : RoundStep::pair);
      d.status = 409;
    } catch (const InputError& e) {
      d.error = e.located(c.lang);
      d.status = 409;
    }
  };
  if (!q.post) d.notice = take_flash(who.session);
  // The organiser's forms post to the console's own page and come back to it.
  const bool home = step.has_value();
  if (home) r = console_home(q, *step);
  else if (rest.rfind("t/", 0) == 0 && id_in(rest.substr(2))) r = console_table(q, rest);
  else if (rest.rfind("p/", 0) == 0 && id_in(rest.substr(2))) r = console_player(q, rest);
  else if (rest == "checkin") r = console_checkin(q);
  else r.page = not_found(c);
  // Post/Redirect/Get: a write that went through answers with its page, so a reload sends nothing.
  if (q.post && d.error.empty() && d.status == 200 && !d.notice.empty()) {
    flash(who.session, d.notice);
    Reply moved;
    moved.location = home ? "/judge" : "/judge/" + rest;
    return moved;
  }
  return r;
}

// The round's tables (/judge, /judge/pair: an organiser pairs the next round).
Desk::Reply Desk::console_home(ConsoleRequest& q, ConsoleStep step) {
  auto& [c, view, who, post, action, d, run] = q;
  Reply r;
  {
    ReaderLease lease(*this);
    d.tables = ev::table_reports(*lease);
  }
  d.show = parse_console_show(c.arg("show"));
  d.search = c.arg("q");
  if (post && !d.organiser) {
    d.error = std::string(c.t("Only an organiser runs the round and the event's settings from here."));
    d.status = 403;
  } else if (post && step == ConsoleStep::pair) {
    run([&](Database& db) {
      ev::PairedRoundView p = ev::pair_round(db, who.actor());
      std::string said = format(c.t("Round {n} is paired."), {{"n", std::to_string(p.round.number)}});
      for (const auto& note : p.paired.notes) said += "\n" + note.str(c.lang);  // a rematch the pairing could not avoid, a table not kept
      auto name = [&](std::int64_t id) { return p.labels.count(id) ? p.labels.at(id) : "#" + std::to_string(id); };
      for (auto [a, b] : p.paired.avoids_broken) said += "\n" + ev::paired_although_kept_apart(name(a), name(b), p.round.number).str(c.lang);
      return said;
    });
  } else if (post && (step == ConsoleStep::unpair || step == ConsoleStep::cut) && who.arg("confirm") != "1") {
    d.error = std::string(c.t("Tick the box to confirm, then send again."));
    d.status = 400;
  } else if (post && step == ConsoleStep::unpair) {
    run([&](Database& db) { return format(c.t("Round {n}'s pairings are undone."), {{"n", std::to_string(ev::unpair_round(db, who.actor()))}}); });
  } else if (post && step == ConsoleStep::cut) {
    run([&](Database& db) {
      pairing::CutRequest cut;  // a Swiss event's own top cut size; a round robin's top N of each group
      if (const auto n = id_in(who.arg("from_groups")); n && *n <= 16) cut.from_groups = static_cast<int>(*n);
      ev::PairedRoundView p = ev::start_cut(db, cut, who.actor());
      return format(c.t("The top cut has started: round {n}, {players} players."),
                    {{"n", std::to_string(p.round.number)}, {"players", std::to_string(p.paired.players)}});
    });
  } else if (post && step == ConsoleStep::clock) {
    run_clock(q);
  } else if (post && step == ConsoleStep::settings) {
    run([&](Database& db) {
      auto ticked = [&](const char* name) { return std::optional<bool>(who.arg(name) == "1"); };
      ev::set_phone_rules(db, {ticked("trust_table_code"), ticked("self_drop"), ticked("refuse_illegal_decks")}, who.actor());
      return std::string(c.t("The event's settings are saved."));
    });
  }
  if (d.organiser) {
    ReaderLease lease(*this);
    d.rules = ev::phone_rules(*lease);
  }
  r.page = console_page(c, view, d);
  return r;
}

// The round's clock from the organiser's phone: start, pause, resume, add or take back minutes,
// through the same functions as `round start` and `round clock`.
void Desk::run_clock(ConsoleRequest& q) {
  auto& [c, view, who, post, action, d, run] = q;
  const std::string label = who.actor().label;
  const std::int64_t now = options_.now();
  auto minutes = [&](int low, int high) -> std::optional<int> {
    const std::string m = who.arg("minutes");
    const bool minus = !m.empty() && m[0] == '-';
    const auto n = id_in(minus ? m.substr(1) : m);
    if (!n || *n < low || *n > high) return std::nullopt;
    return static_cast<int>(minus ? -*n : *n);
  };
  if (action == FormAction::clock_start) {
    const auto n = minutes(1, 600);
    if (!n) {
      d.error = std::string(c.t("Give the round's length in minutes (1 to 600)."));
      d.status = 400;
      return;
    }
    run([&](Database& db) { return format(c.t("The clock is started: {n} minutes."), {{"n", std::to_string(ev::start_clock(db, label, *n, now).minutes)}}); });
  } else if (action == FormAction::clock_pause)
    run([&](Database& db) { return (ev::pause_clock(db, label, now), std::string(c.t("The clock is paused."))); });
  else if (action == FormAction::clock_resume)
    run([&](Database& db) { return (ev::resume_clock(db, label, now), std::string(c.t("The clock runs again."))); });
  else if (action == FormAction::clock_add) {
    const std::string m = who.arg("minutes");
    const bool back = !m.empty() && m[0] == '-';
    const auto n = id_in(back ? m.substr(1) : m);
    if (!n || *n < 1 || *n > 60) {
      d.error = std::string(c.t("Give the minutes to add (1 to 60)."));
      d.status = 400;
      return;
    }
    const int by = static_cast<int>(back ? -*n : *n);
    run([&](Database& db) {
      ev::add_minutes(db, label, by, now);
      return format(by > 0 ? c.t("{n} minutes added.") : c.t("{n} minutes taken back."), {{"n", std::to_string(*n)}});
    });
  }
}

// One table (/judge/t/N): approve the players' reports, enter a result or a time-limit 2-5.
Desk::Reply Desk::console_table(ConsoleRequest& q, const std::string& rest) {
  auto& [c, view, who, post, action, d, run] = q;
  Reply r;
  const int table = static_cast<int>(*id_in(rest.substr(2)));
  // The round from the file, not the view: a round paired a moment ago is the one a judge means.
  int round_number = 0;
  {
    ReaderLease lease(*this);
    round_number = ev::show_round(*lease).number;
  }
  if (post) {
    const auto now_at = [&] {
      ReaderLease lease(*this);
      return ev::table_reports_at(*lease, round_number, table).status;
    };
    if (action == FormAction::approve && now_at() != ev::TableStatus::agreed && now_at() != ev::TableStatus::unconfirmed) {
      d.error = std::string(c.t("Nothing to approve: the players have not both reported the same. Enter the result below."));
      d.status = 409;
    } else if (action == FormAction::approve)
      run([&](Database& db) {
        auto out = ev::approve_table(db, round_number, table, who.actor());
        return Message{N_("Recorded: {result}"), {arg("result", out.text)}}.str(c.lang);
      });
    else if (action == FormAction::result || action == FormAction::time_limit)
      run([&](Database& db) {
        ev::ResultRequest rq;
        rq.table = table;
        rq.round = round_number;
        rq.correct = who.arg("correct") == "1";
        if (action == FormAction::time_limit) {
          rq.time_limit = true;
          rq.stock = who.arg("stock_a") + ":" + who.arg("stock_b");
          rq.flow = who.arg("flow_a") + ":" + who.arg("flow_b");
          rq.value = who.arg("value_a") + ":" + who.arg("value_b");
          rq.janken = who.arg("janken");
        } else {
          const std::string outcome = who.arg("outcome");
          const std::optional<FormOutcome> said = parse_form_outcome(outcome);
          if (said == FormOutcome::draw) rq.draw = true;
          else if (said == FormOutcome::double_loss) rq.double_loss = true;
          else if (outcome.rfind("win-", 0) == 0 && id_in(outcome.substr(4))) {
            rq.winner = "#" + outcome.substr(4);
            rq.winner_games = who.arg("games");
          } else throw InputError(Message{N_("Choose the result."), {}});
        }
        ev::ResultOutcome out = ev::enter_result(db, rq, who.actor());
        d.verdict = out.verdict;
        if (out.status == ev::ResultOutcome::Status::needs_janken) {
          d.status = 409;
          return std::string(c.t("2-5-4: the figures are equal; janken decides. Enter who won the janken and send again."));
        }
        return Message{N_("Recorded: {result}"), {arg("result", out.description)}}.str(c.lang);
      });
  }
  ReaderLease lease(*this);
  Database& db = *lease;
  d.tables = {ev::table_reports_at(db, round_number, table)};
  if (offers_play_order(game_, d.tables[0])) {
    d.play_order = walk_play_order(c, game_, d.tables[0]);
    if (!d.play_order.error.empty() && d.status == 200) d.status = 400;
  }
  r.page = console_table_page(c, view, game_, d);
  return r;
}

// One player (/judge/p/N): penalties, drop.
Desk::Reply Desk::console_player(ConsoleRequest& q, const std::string& rest) {
  auto& [c, view, who, post, action, d, run] = q;
  Reply r;
  const std::int64_t player = *id_in(rest.substr(2));
  if (!view.player(player)) throw InputError(Message{N_("No such player."), {}});
  const std::string ref = "#" + std::to_string(player);
  if (post && action == FormAction::penalty)
    run([&](Database& db) {
      judge::PenaltyRequest rq;
      rq.player = ref;
      rq.infraction = who.arg("infraction");
      rq.penalty = who.arg("penalty");
      rq.note = who.arg("note");
      ev::PenaltyAdded added = ev::add_penalty(db, rq, who.actor());
      Message text{N_("Penalty recorded: {infraction} {name} {penalty}"),
                   {{"infraction", added.penalty.infraction.id},
                    {"name", judge::infraction_name(added.penalty.infraction, Lang::en), judge::infraction_name(added.penalty.infraction, Lang::ja)},
                    arg("penalty", penalty_words(added.penalty.penalty))}};
      if (added.penalty.match_id)
        text = Message{N_("{recorded} ({before} → {after})"),
                       {arg("recorded", text), arg("before", added.result_before_text), arg("after", added.result_after_text)}};
      std::string recorded = text.str(c.lang);  // each note (the rule's remedy, a repeat) on a line of its own
      for (const auto& n : added.penalty.note_msgs) recorded += "\n" + n.str(c.lang);
      return recorded;
    });
  else if (post && action == FormAction::drop && who.arg("confirm") != "1") {
    d.error = std::string(c.t("Tick the box to confirm the drop."));
    d.status = 400;
  } else if (post && action == FormAction::drop)
    run([&](Database& db) {
      ev::Dropped dropped = ev::drop_player(db, ref, who.actor());
      return Message{N_("Dropped: {player}"), {{"player", dropped.player.name}}}.str(c.lang);
    });
  else if (post && action == FormAction::undrop)
    run([&](Database& db) {
      const auto back = ev::undrop_player(db, ref, who.actor());
      return format(c.t("Back in the event: {player}"), {{"player", back.name}});
    });
  ReaderLease lease(*this);
  Database& db = *lease;
  d.player = player;
  d.penalties = ev::penalties_view(db, ref).entries;
  d.deck = ev::player_deck(db, player);
  r.page = console_player_page(c, view, game_, d);
  return r;
}

// ---- Players: the decklist, opened with the personal code on their card.
Desk::Reply Desk::deck(const PageContext& c, const Request& req, const EventView& view, Who& who, const std::string& code) {
  Reply r;
  const std::string target = "player:" + code.substr(0, std::min<std::size_t>(code.find('-'), 12));
  if (throttled(c, req, target, r)) return r;
  std::optional<std::int64_t> player;
  DeckPageData d;
  {
    ReaderLease lease(*this);  // one connection for the code and the deadline
    player = ev::check_player_code(*lease, code);
    if (player) d.deadline = ev::deck_deadline(*lease);
  }
  if (!player) {
    failed(req, target);
    r.page = desk_error_page(c, 404, c.t("This code opens no decklist"), std::string(c.t("Check the code on your card, or ask a judge.")));
    return r;
  }
  d.csrf = who.csrf;
  d.action = "/d/" + code;
  d.player = *player;
  d.closed = !d.deadline.empty() && local_minute(options_.now()) >= d.deadline;
  if (req.method == "POST") {
    d.text = who.arg("list");
    const std::string action = who.arg("action");
    try {
      const bool submit = action == "submit";  // the deck form's two buttons: check, submit
      std::unique_lock writing(write_mutex_, std::defer_lock);
      std::optional<ReaderLease> reader;
      if (submit) writing.lock();
      else reader.emplace(*this);
      Database& db = submit ? writer() : **reader;
      ev::TypedDeck t = ev::check_typed_deck(db, options_.games_dir, *player, d.text, c.lang, submit, local_minute(options_.now()),
                                             {"web player " + std::to_string(*player)});
      d.checked = true;
      d.verdict = t.report.verdict;
      d.findings = std::move(t.findings);
      if (t.refused) {
        d.error = std::string(c.t("Not submitted: this event takes only legal lists. Fix what is marked below and submit again."));
        d.status = 409;
      }
      if (t.registration) {  // Post/Redirect/Get: the page shows the list as stored
        const std::string n = std::to_string(t.registration->deck_id);
        // An illegal list stored: the page's own alert says what to do about it, so the notice only says it is stored.
        flash(who.session, t.report.verdict == decklint::Verdict::illegal ? format(c.t("Stored as deck {n}."), {{"n", n}})
                                                                          : format(c.t("Submitted as deck {n}."), {{"n", n}}));
        r.location = d.action;
        return r;
      }
    } catch (const InputError& e) {
      d.error = e.located(c.lang);
      d.status = 400;
    }
  } else {
    d.notice = take_flash(who.session);
  }
  {
    ReaderLease lease(*this);
    d.stored = ev::stored_list(*lease, *player);
    if (d.stored && req.method != "POST") {  // the current list, checked again for its findings (nothing stored)
      d.text = d.stored->text;
      ev::TypedDeck t = ev::check_typed_deck(*lease, options_.games_dir, *player, d.text, c.lang, false, local_minute(options_.now()), {"web"});
      d.checked = true;
      d.verdict = t.report.verdict;
      d.findings = std::move(t.findings);
    }
  }
  r.page = deck_page(c, view, game_, d);
  return r;
}

}  // namespace jk::web
