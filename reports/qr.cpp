// QR codes: the module matrix (libqrencode).
#include "qr.hpp"

#include <qrencode.h>

#include "errors.hpp"

namespace jk::reports {

std::vector<std::vector<bool>> qr_modules(const std::string& text) {
  QRcode* qr = QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
  if (!qr) throw InputError("cannot make a QR code of \"" + text + "\" (too long?)");
  std::vector<std::vector<bool>> out(qr->width, std::vector<bool>(qr->width));
  for (int y = 0; y < qr->width; ++y)
    for (int x = 0; x < qr->width; ++x) out[y][x] = qr->data[y * qr->width + x] & 1;
  QRcode_free(qr);
  return out;
}

}  // namespace jk::reports
