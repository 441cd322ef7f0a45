// The pages of registration and check-in (issue 26): the sign-up form, an entry's confirmation
// (its personal code and QR), the public roster, check-in with a personal code, and the
// organiser's check-in list. Nothing here writes. Internal to jk_web.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "entries.hpp"
#include "event_view.hpp"
#include "pages.hpp"

namespace jk::web {

struct SignUpPageData {
  int status = 200;
  std::string csrf, nonce;
  event::RegistrationState state;
  bool past_deadline = false;
  std::string name, reading, external_id;  // what was typed: a refused form keeps it
  std::string error;
};
Page sign_up_page(const PageContext& c, const EventView& v, const SignUpPageData& d);

struct EntryPageData {
  int status = 200;
  std::string csrf, action;
  event::Entry entry;
  std::string player_code;  // entered: the personal code, as the cards print it
  std::string my_url;       // entered: the address its QR opens (http://host/m/<code>)
  bool can_withdraw = false;
  std::string notice, error;
};
Page entry_page(const PageContext& c, const EventView& v, const EntryPageData& d);

// Public: names, readings, checked in or not (never a code).
Page roster_page(const PageContext& c, const EventView& v);

struct CheckinPageData {
  int status = 200;
  std::string csrf, code;
  std::string notice, error;
};
Page checkin_page(const PageContext& c, const EventView& v, const CheckinPageData& d);

struct ConsoleCheckinData {
  int status = 200;
  std::string csrf, search;
  std::string notice, error;
};
Page console_checkin_page(const PageContext& c, const EventView& v, const ConsoleCheckinData& d);

// A QR code as inline SVG (no image file, nothing loaded).
std::string qr_svg(const std::string& text);

}  // namespace jk::web
