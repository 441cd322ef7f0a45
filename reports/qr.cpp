// QR codes: the module matrix (libqrencode) and its drawing on a PDF page.
#include "qr.hpp"

#include <qrencode.h>

#include "errors.hpp"
#include "sections.hpp"

namespace jk::reports {

std::vector<std::vector<bool>> qr_modules(const std::string& text) {
  QRcode* qr = QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
  if (!qr) throw InputError(Message{N_("cannot make a QR code of \"{text}\" (too long?)"), {{"text", text}}});

  std::vector<std::vector<bool>> out(qr->width, std::vector<bool>(qr->width));
  for (int y = 0; y < qr->width; ++y)
    for (int x = 0; x < qr->width; ++x) out[y][x] = qr->data[y * qr->width + x] & 1;
  QRcode_free(qr);
  return out;
}

void draw_qr(PdfDocument& doc, const std::string& text, double x, double bottom, double box) {
  const auto m = qr_modules(text);
  const int n = static_cast<int>(m.size());
  const double module = box / (n + 2 * kQrQuietZone);
  const double left = x + kQrQuietZone * module, top = bottom + box - kQrQuietZone * module;
  // A run of dark modules in a row is one rectangle, and all are one shape: no seams between squares.
  std::vector<PdfDocument::Rect> dark;
  for (int y = 0; y < n; ++y)
    for (int c = 0; c < n;) {
      if (!m[y][c]) {
        ++c;
        continue;
      }
      int end = c;
      while (end < n && m[y][end]) ++end;
      dark.push_back({left + c * module, top - (y + 1) * module, (end - c) * module, module});
      c = end;
    }
  doc.fill(dark, 0);
}

std::string phone_url(const std::string& base, const std::string& path) {
  return base.empty() || base.back() == '/' ? base + path : base + "/" + path;
}

}  // namespace jk::reports
