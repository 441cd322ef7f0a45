// QR codes (libqrencode) for the terminal and for the poster.
#include <qrencode.h>

#include "errors.hpp"
#include "web.hpp"

namespace jk::web {

std::vector<std::vector<bool>> qr_modules(const std::string& text) {
  QRcode* qr = QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
  if (!qr) throw InputError("cannot make a QR code of \"" + text + "\" (too long?)");
  std::vector<std::vector<bool>> out(qr->width, std::vector<bool>(qr->width));
  for (int y = 0; y < qr->width; ++y)
    for (int x = 0; x < qr->width; ++x) out[y][x] = qr->data[y * qr->width + x] & 1;
  QRcode_free(qr);
  return out;
}

std::string terminal_qr(const std::string& text, bool ansi) {
  auto m = qr_modules(text);
  const int quiet = 4, n = static_cast<int>(m.size());
  auto dark = [&](int y, int x) {
    y -= quiet, x -= quiet;
    return y >= 0 && x >= 0 && y < n && x < n && m[y][x];
  };
  std::string out;
  // Light modules are drawn as blocks (the terminal's text colour); with ansi, white on black.
  for (int y = 0; y < n + 2 * quiet; y += 2) {
    if (ansi) out += "\x1b[97;40m";
    for (int x = 0; x < n + 2 * quiet; ++x) {
      bool top = !dark(y, x), bottom = y + 1 < n + 2 * quiet ? !dark(y + 1, x) : false;
      out += top && bottom ? "█" : top ? "▀" : bottom ? "▄" : " ";
    }
    if (ansi) out += "\x1b[0m";
    out += "\n";
  }
  return out;
}

}  // namespace jk::web
