// The write side of `judgekit serve` (issue 14): players report their table's result and submit
// their decklist with the codes printed for them; judges and organisers sign in with a token and
// work from the judge console. Every write calls the event library, as the CLI does, with an
// actor the audit log names ("web judge 田中", "web player 12"). Internal to jk_web.
#pragma once
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "event_view.hpp"
#include "forms.hpp"
#include "pack.hpp"
#include "pages.hpp"
#include "sqlite.hpp"
#include "desk_pages.hpp"
#include "table_reports.hpp"
#include "web.hpp"

namespace jk::web {

// Content-Security-Policy and the other headers every answer carries (site.cpp).
void security_headers(Response& r);

struct DeskOptions {
  std::string event_path, games_dir;
  ThrottleLimits limits;
  std::function<std::int64_t()> now;  // Unix seconds (the throttle's windows)
};

class Desk {
 public:
  explicit Desk(DeskOptions options);
  // The addresses the desk answers: /t/…, /d/…, /m/…, /judge…, /signin, /signout, /register,
  // /r/…, /checkin.
  static bool handles(std::string_view path);
  // Never cached: every answer depends on who asks. Safe from many threads.
  Response handle(const PageContext& c, const Request& req, const EventView& view);

 private:
  struct Who;    // the caller: session, judge token, form
  struct Reply;  // a page, or a redirect, with its cookies
  Reply route(const PageContext& c, const Request& req, const EventView& view, Who& who);
  Reply table(const PageContext& c, const Request& req, const EventView& view, Who& who, const std::string& code);
  Reply signin(const PageContext& c, const Request& req, const EventView& view, Who& who);
  Reply console(const PageContext& c, const Request& req, const EventView& view, Who& who, const std::string& rest);
  struct ConsoleRequest;  // the judge, the form, the page's data
  Reply console_home(ConsoleRequest& q, ConsoleStep step);
  void run_clock(ConsoleRequest& q);
  Reply console_table(ConsoleRequest& q, const std::string& rest);
  Reply console_player(ConsoleRequest& q, const std::string& rest);
  Reply deck(const PageContext& c, const Request& req, const EventView& view, Who& who, const std::string& code);
  Reply mine(const PageContext& c, const Request& req, const EventView& view, Who& who, const std::string& code);
  Reply my_drop(const PageContext& c, Who& who, const MyPageData& d, bool drop);
  std::string send_report(const PageContext& c, const Who& who, const event::TableReportRequest& req);
  // Registration and check-in (desk_entries.cpp): /register, /r/<entry code>, /checkin, /judge/checkin.
  Reply sign_up(const PageContext& c, const Request& req, const EventView& view, Who& who);
  Reply entry(const PageContext& c, const Request& req, const EventView& view, Who& who, const std::string& code);
  Reply self_checkin(const PageContext& c, const Request& req, const EventView& view, Who& who);
  Reply console_checkin(ConsoleRequest& q);
  // Post/Redirect/Get: a write's answer waits for the session's next page.
  void flash(const std::string& session, std::string notice);
  std::string take_flash(const std::string& session);
  // A wrong code or token: counted; true when the caller must wait (the reply is set).
  bool throttled(const PageContext& c, const Request& req, const std::string& target, Reply& reply);
  void failed(const Request& req, const std::string& target);
  std::string csrf_for(const std::string& session) const;
  Database& writer();  // call with write_mutex_ held
  // A read connection from the pool for as long as the lease lives.
  class ReaderLease {
   public:
    explicit ReaderLease(Desk& desk);
    ~ReaderLease();
    ReaderLease(const ReaderLease&) = delete;
    ReaderLease& operator=(const ReaderLease&) = delete;
    Database& operator*() { return *db_; }

   private:
    Desk& desk_;
    std::unique_ptr<Database> db_;
  };
  friend class ReaderLease;
  event::BatchedReport report_batched(const event::TableReportRequest& req, const event::Actor& actor);

  DeskOptions options_;
  Game game_;
  std::string key_;  // this server's secret for CSRF tokens (a restart asks forms to be sent again)
  Throttle throttle_;
  Throttle signups_;  // sign-ups per address (ThrottleLimits::signups_per_address)
  // Opening a connection parses the schema and its audit triggers (a millisecond and more), so
  // connections are kept; at most kMaxReaders are open, and a thread waits for one beyond that
  // (a burst of reports would otherwise open one per waiting form, on 2 cores for nothing).
  // A thread never holds two leases at once.
  static constexpr std::size_t kMaxReaders = 32;
  std::mutex readers_mutex_;
  std::condition_variable reader_returned_;
  std::size_t readers_open_ = 0;
  std::vector<std::unique_ptr<Database>> idle_readers_;
  std::mutex write_mutex_;
  std::unique_ptr<Database> writer_;
  struct Pending {
    event::TableReportRequest req;
    event::Actor actor;
    event::BatchedReport result;
    bool done = false;
    bool leads = false;  // handed the next batch to write
    std::condition_variable wake;  // each waiter its own: waking all of them per batch cost a herd of switches
  };
  std::mutex queue_mutex_;
  std::vector<Pending*> queue_;
  bool leading_ = false;
  std::mutex flash_mutex_;
  std::map<std::string, std::string> flash_;  // by session
};

}  // namespace jk::web
