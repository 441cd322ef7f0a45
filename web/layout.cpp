// The frame every page shares: head, tabs, the language switch. No inline script or style (CSP).
#include "html.hpp"
#include "pages.hpp"

namespace jk::web {

std::string PageContext::arg(const std::string& name) const {
  if (!query) return "";
  auto it = query->find(name);
  return it == query->end() ? "" : it->second;
}

std::string PageContext::href(const std::string& path) const {
  if (lang_param.empty()) return path;
  return path + (path.find('?') == std::string::npos ? "?" : "&") + "lang=" + lang_param;
}

std::string layout(const PageContext& c, const Page& page, const std::string& event_name) {
  static const std::string css_version = hash_hex(kSiteCss).substr(0, 8);
  static const std::string js_version = hash_hex(kSiteJs).substr(0, 8);
  std::string h;
  h.reserve(page.main.size() + 2048);
  h += "<!doctype html>\n<html lang=\"";
  h += c.lang == Lang::ja ? "ja" : "en";
  h += "\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>";
  esc_to(h, page.title);
  if (!event_name.empty()) h += " · ", esc_to(h, event_name);
  h += "</title><link rel=\"stylesheet\" href=\"/static/site.css?v=";
  h += css_version;
  h += "\"><link rel=\"icon\" href=\"/static/icon.svg\" type=\"image/svg+xml\"><script src=\"/static/site.js?v=";
  h += js_version;
  h += "\" defer></script></head>\n<body";
  if (!page.version.empty()) h += " data-version=\"", esc_to(h, page.version), h += "\"";
  h += "><header><nav>";
  auto tab = [&](const char* section, const char* path, std::string_view label) {
    h += "<a href=\"";
    esc_to(h, c.lang_param.empty() ? std::string_view(path) : std::string_view(c.href(path)));
    h += "\"";
    if (page.section == section) h += " aria-current=\"page\"";
    h += ">";
    esc_to(h, label);
    h += "</a>";
  };
  if (!c.rules_only) {
    tab("home", "/", c.t("Home"));
    tab("pairings", "/pairings", c.t("Pairings"));
    tab("standings", "/standings", c.t("Standings"));
  }
  tab("rules", c.rules_only ? "/" : "/rules", c.t("Rulings"));
  h += "</nav></header>\n<main id=\"main\">";
  h += page.main;
  h += "</main>\n<footer>";
  // The switch keeps the page; its query (a search) is dropped, the language kept.
  h += c.lang == Lang::ja ? "<a href=\"?lang=en\" hreflang=\"en\" lang=\"en\">English</a>"
                          : "<a href=\"?lang=ja\" hreflang=\"ja\" lang=\"ja\">日本語</a>";
  h += "</footer></body></html>\n";
  return h;
}

Page not_found(const PageContext& c) {
  Page p;
  p.status = 404;
  p.title = "404";
  p.main = "<h1>404</h1><p>" + esc(c.t("No such page.")) + "</p><p><a href=\"" + esc(c.href("/")) + "\">" +
           esc(c.rules_only ? c.t("Rulings") : c.t("Home")) + "</a></p>";
  return p;
}

}  // namespace jk::web
