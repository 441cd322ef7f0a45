// Why judgekit serve is not on cpp-httplib: Debian 12's 0.11.4 serves each keep-alive connection
// on one thread of a fixed pool (8 threads here), so with 2,000 phones connected most wait.
// Not built by CMake (the project does not depend on cpp-httplib). To repeat the measurement:
//   apt-get install libcpp-httplib-dev
//   g++ -O2 -std=c++20 bench/serve_httplib_probe.cpp -o /tmp/probe -lcpp-httplib -lpthread
//   ulimit -n 20000; /tmp/probe & wrk -t2 -c2000 -d5s --latency http://127.0.0.1:18081/
#include <httplib.h>

int main() {
  httplib::Server server;
  std::string page(8000, 'x');  // about the size of a pairings page
  server.Get("/", [&](const httplib::Request&, httplib::Response& res) { res.set_content(page, "text/html"); });
  server.listen("127.0.0.1", 18081);
}
