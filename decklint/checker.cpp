// Checking one list: read it, resolve its cards (cached), run the engine. Batches on threads.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <thread>

#include "compiled.hpp"
#include "errors.hpp"
#include "input_file.hpp"
#include "read_list.hpp"
#include "resolve.hpp"

namespace jk::decklint {

struct Checker::Impl {
  Resolver resolver;
  RawList raw;
  std::string buffer;
  explicit Impl(const CardList& cards) : resolver(cards) {}
};

Checker::Checker(const Ruleset& rules) : rules_(rules), impl_(std::make_unique<Impl>(rules.cards)) {}
Checker::~Checker() = default;

std::string_view Checker::last_text() const { return impl_->buffer; }

static Report unreadable(const std::string& file, std::vector<Diagnostic> errors) {
  Report r;
  r.file = file;
  r.verdict = Verdict::unreadable;
  std::stable_sort(errors.begin(), errors.end(), [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
  r.errors = static_cast<int>(errors.size());
  r.diagnostics = std::move(errors);
  return r;
}

Report Checker::check_text(std::string_view text, const std::string& file, InputKind kind) {
  RawList& raw = impl_->raw;
  read_list(text, file, kind, raw);
  Report rep;
  rep.file = file;
  rep.cards.reserve(raw.entries.size());
  for (const auto& e : raw.entries) {
    const Resolution& r = impl_->resolver.resolve(e.card);
    if (r.card < 0) {
      Diagnostic d = input_error(e.line, r.error);
      d.cards = r.candidates;
      raw.errors.push_back(std::move(d));
    } else {
      rep.cards.push_back({e.line, e.count, static_cast<std::size_t>(r.card)});
    }
  }
  if (!raw.errors.empty()) return unreadable(file, std::move(raw.errors));
  check_deck(rules_, rep);
  return rep;
}

Report Checker::check_file(const std::string& path, Encoding encoding) {
  std::string& buf = impl_->buffer;
  std::string name = path == "-" ? "<stdin>" : path;
  InputOptions opt;
  opt.encoding = encoding;
  opt.max_bytes = kMaxListBytes;
  opt.what = N_("a decklist");
  try {
    read_input_bytes(path, buf, opt);
    note_input_encoding(name, decode_input(buf, name, encoding, N_("a decklist")));
  } catch (const InputError& e) {
    buf.clear();
    return unreadable(name, {input_error(e.line, e.message())});
  }
  return check_text(buf, name);
}

std::vector<std::string> list_files(const std::string& dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  std::error_code ec;
  fs::directory_iterator it(dir, ec), end;
  if (ec) throw InputError(dir, 0, Message{N_("cannot list the folder: {problem}"), {{"problem", ec.message()}}});
  for (; it != end; it.increment(ec)) {
    if (ec) throw InputError(dir, 0, Message{N_("cannot list the folder: {problem}"), {{"problem", ec.message()}}});

    const auto& p = it->path();
    if (p.filename().string().front() == '.') continue;
    std::error_code e2;
    if (it->is_regular_file(e2)) out.push_back(p.string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<Report> check_files(const Ruleset& rules, const std::vector<std::string>& paths, int threads,
                                const std::function<void(std::size_t, std::size_t)>& progress, Encoding encoding) {
  std::vector<Report> reports(paths.size());
  std::atomic<std::size_t> next{0}, done{0};
  auto work = [&] {
    Checker checker(rules);
    for (std::size_t i; (i = next.fetch_add(1)) < paths.size();) {
      reports[i] = checker.check_file(paths[i], encoding);
      done.fetch_add(1);
    }
  };
  threads = std::max(1, std::min<int>(threads, static_cast<int>(paths.size())));
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  if (progress) {
    // A reporter thread calls `progress` every 100 ms while the workers run.
    std::thread reporter([&] {
      while (done.load() < paths.size()) {
        progress(done.load(), paths.size());
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
    });
    work();
    for (auto& t : pool) t.join();
    reporter.join();
    progress(paths.size(), paths.size());
  } else {
    work();
    for (auto& t : pool) t.join();
  }
  return reports;
}

}  // namespace jk::decklint
