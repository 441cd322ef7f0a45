// QR codes (libqrencode) as a matrix of modules. One copy for the PDFs and for the web server's
// terminal QR: reports is a module, and both front ends (cli, web) may use a module.
#pragma once
#include <string>
#include <vector>

namespace jk::reports {

// The code's modules, row by row (true = dark), quiet zone excluded: error correction level M,
// 8-bit text. InputError when the text is too long for a QR code.
std::vector<std::vector<bool>> qr_modules(const std::string& text);

// The light border a reader needs around the modules, in modules (ISO/IEC 18004).
inline constexpr int kQrQuietZone = 4;

}  // namespace jk::reports
