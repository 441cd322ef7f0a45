// The caller of a write-side request and the answer it gets, shared by desk.cpp and the
// registration desk (desk_entries.cpp). Internal to jk_web.
#pragma once
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "access.hpp"
#include "desk.hpp"

namespace jk::web {

struct Desk::Who {
  std::string session;
  bool new_session = false;
  std::map<std::string, std::string> form;
  std::optional<event::TokenInfo> judge;
  std::string csrf;
  std::string arg(const std::string& name) const {
    auto it = form.find(name);
    return it == form.end() ? "" : it->second;
  }
  event::Actor actor() const { return {"web " + std::string(event::role_name(judge->role)) + " " + judge->name}; }
};
struct Desk::Reply {
  Page page;
  int retry_after = 0;   // seconds, with 429
  std::string location;  // a redirect (303) when set
  std::vector<std::string> cookies;
};

// One judge-console request as the pages below share it: who asks and what the form says, the
// page's data, and how a write runs (one at a time; a refusal becomes the page's error).
struct Desk::ConsoleRequest {
  const PageContext& c;
  const EventView& view;
  Who& who;
  const bool post;
  const std::optional<FormAction> action;
  ConsoleData d;
  std::function<void(const std::function<std::string(Database&)>&)> run;
};

// An error's page: its title, the sentence, a link home.
Page desk_error_page(const PageContext& c, int status, std::string_view title, const std::string& text);

}  // namespace jk::web
