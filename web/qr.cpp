// QR codes for the terminal; the modules come from reports/qr.hpp (one copy for the PDFs too).
#include "qr.hpp"
#include "web.hpp"

namespace jk::web {

std::string terminal_qr(const std::string& text, bool ansi) {
  auto m = reports::qr_modules(text);
  const int quiet = reports::kQrQuietZone, n = static_cast<int>(m.size());
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
