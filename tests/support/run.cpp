#include "run.hpp"

#include "errors.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace jk::test {

RunResult run(const std::vector<std::string>& argv, const std::string& input) {
  int in[2], out[2], err[2];
  if (pipe(in) || pipe(out) || pipe(err)) throw std::runtime_error("pipe failed");
  pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    dup2(in[0], 0);
    dup2(out[1], 1);
    dup2(err[1], 2);
    close(in[1]);
    close(out[0]);
    close(err[0]);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execvp(args[0], args.data());
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  close(err[1]);
  RunResult r;
  std::size_t written = 0;
  if (input.empty()) close(in[1]);
  bool in_open = !input.empty(), out_open = true, err_open = true;
  while (out_open || err_open || in_open) {
    pollfd fds[3];
    int n = 0;
    if (out_open) fds[n++] = {out[0], POLLIN, 0};
    if (err_open) fds[n++] = {err[0], POLLIN, 0};
    if (in_open) fds[n++] = {in[1], POLLOUT, 0};
    if (poll(fds, n, -1) < 0) break;
    for (int i = 0; i < n; ++i) {
      if (!fds[i].revents) continue;
      if (fds[i].fd == in[1]) {
        ssize_t k = write(in[1], input.data() + written, input.size() - written);
        if (k > 0) written += static_cast<std::size_t>(k);
        if (k <= 0 || written == input.size()) { close(in[1]); in_open = false; }
        continue;
      }
      char buf[65536];
      ssize_t k = read(fds[i].fd, buf, sizeof buf);
      if (k <= 0) {
        close(fds[i].fd);
        (fds[i].fd == out[0] ? out_open : err_open) = false;
      } else {
        (fds[i].fd == out[0] ? r.out : r.err).append(buf, static_cast<std::size_t>(k));
      }
    }
  }
  int status = 0;
  waitpid(pid, &status, 0);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return r;
}

RunResult judgekit(const std::vector<std::string>& args, const std::string& input) {
  setenv("JUDGEKIT_GAMES", JK_SOURCE_DIR "/games", 1);
  setenv("NO_COLOR", "1", 1);
  std::vector<std::string> argv{JK_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  return run(argv, input);
}

TempDir::TempDir() {
  std::string tmpl = (std::filesystem::temp_directory_path() / "judgekit-test-XXXXXX").string();
  if (!mkdtemp(tmpl.data())) throw std::runtime_error("mkdtemp failed");
  path = tmpl;
}

TempDir::~TempDir() {
  std::error_code ec;
  std::filesystem::remove_all(path, ec);
}

void write_file(const std::string& path, const std::string& content) {
  std::ofstream out(path, std::ios::binary);
  out << content;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.located();
  }
  return "(no error)";
}

std::string fixture(const std::string& relative) { return std::string(JK_FIXTURES) + "/" + relative; }

}  // namespace jk::test
