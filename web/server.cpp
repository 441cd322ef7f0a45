// The HTTP server: libmicrohttpd with an epoll thread pool (docs/BENCHMARKS.md says why not
// cpp-httplib: its thread per keep-alive connection stalls with thousands of phones connected).
#include <microhttpd.h>
#include <netdb.h>
#include <sys/socket.h>

#include <strings.h>

#include <cstring>
#include <thread>

#include "errors.hpp"
#include "mhd_library.hpp"
#include "post_workers.hpp"
#include "slow_clients.hpp"
#include "web.hpp"

namespace jk::web {

struct Server::Impl {
  Site* site = nullptr;
  MHD_Daemon* daemon = nullptr;
  int port = 0;
  std::size_t max_body = 0;
  std::unique_ptr<PostWorkers> post_workers;
  std::unique_ptr<SlowClients> slow_clients;
};

namespace {

MHD_Result collect_arg(void* cls, MHD_ValueKind, const char* key, const char* value) {
  auto* query = static_cast<std::map<std::string, std::string>*>(cls);
  if (key) (*query)[key] = value ? value : "";
  return MHD_YES;
}

std::string header(MHD_Connection* conn, const char* name) {
  const char* v = mhd().lookup_connection_value(conn, MHD_HEADER_KIND, name);
  return v ? v : "";
}

// What a request other than a POST keeps between the calls for it (a body it carries is read and
// dropped: MHD answers nothing while a body is left unread).
char kHeadersSeen;

// A request whose length is ambiguous is refused: with both Content-Length and Transfer-Encoding,
// or two different Content-Lengths, a proxy in front and this server could split the bytes into
// requests differently (request smuggling).
struct Framing {
  int content_lengths = 0;
  std::string first_length;
  bool lengths_differ = false, transfer_encoding = false;
};

MHD_Result count_framing(void* cls, MHD_ValueKind, const char* key, const char* value) {
  auto* f = static_cast<Framing*>(cls);
  if (!key) return MHD_YES;
  if (strcasecmp(key, MHD_HTTP_HEADER_CONTENT_LENGTH) == 0) {
    std::string v = value ? value : "";
    if (f->content_lengths++ == 0) f->first_length = v;
    else if (v != f->first_length) f->lengths_differ = true;
  }
  if (strcasecmp(key, MHD_HTTP_HEADER_TRANSFER_ENCODING) == 0) f->transfer_encoding = true;
  return MHD_YES;
}

bool ambiguous_length(MHD_Connection* conn) {
  Framing f;
  mhd().get_connection_values(conn, MHD_HEADER_KIND, count_framing, &f);
  return f.lengths_differ || (f.transfer_encoding && f.content_lengths > 0);
}

// A POST: its body as it arrives, then its answer from a worker; freed when the request completes.
struct Post {
  std::string body;
  bool too_large = false;
  Request req;
  Response res;
  bool answered = false;  // set by the worker before it wakes the connection
};

std::string client_address(MHD_Connection* conn) {
  const MHD_ConnectionInfo* info = mhd().get_connection_info(conn, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (!info || !info->client_addr) return "";
  char host[NI_MAXHOST];
  const sockaddr* a = info->client_addr;
  socklen_t len = a->sa_family == AF_INET6 ? sizeof(sockaddr_in6) : sizeof(sockaddr_in);
  if (getnameinfo(a, len, host, sizeof host, nullptr, 0, NI_NUMERICHOST) != 0) return "";
  return host;
}

Response plain_text(int status, std::string text) {
  Response res;
  res.status = status;
  res.body = std::move(text);
  res.headers = {{"Content-Type", "text/plain; charset=utf-8"}, {"X-Content-Type-Options", "nosniff"}};
  return res;
}

// Answers made before the phone's language is known: Japanese first, then English.
std::string both_languages(const char* msgid) { return std::string(tr(Lang::ja, msgid)) + "\n" + msgid + "\n"; }

Response respond(Site& site, const Request& req) {
  try {
    return site.handle(req);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "judgekit serve: %s %s: %s\n", req.method.c_str(), req.path.c_str(), e.what());
    return plain_text(500, both_languages(N_("500: the page could not be made; the organiser's terminal shows why")));
  }
}

MHD_Result send(MHD_Connection* conn, const Response& res) {
  MHD_Response* r = mhd().create_response_from_buffer(res.body.size(), const_cast<char*>(res.body.data()), MHD_RESPMEM_MUST_COPY);
  if (!r) return MHD_NO;
  for (const auto& [name, value] : res.headers) mhd().add_response_header(r, name.c_str(), value.c_str());
  MHD_Result ok = mhd().queue_response(conn, static_cast<unsigned>(res.status), r);
  mhd().destroy_response(r);
  return ok;
}

MHD_Result answer(void* cls, MHD_Connection* conn, const char* url, const char* method, const char*,
                  const char* upload_data, std::size_t* upload_size, void** con_cls) {
  auto* impl = static_cast<Server::Impl*>(cls);
  Site* site = impl->site;
  const bool post = std::strcmp(method, "POST") == 0;
  // The first call only says the headers are in. Answering then makes MHD 0.9.75 close the
  // connection after the answer (it cannot know the request is over), so every phone would
  // connect again for every page: answer on the next call, with the request complete.
  if (*con_cls == nullptr) {
    if (ambiguous_length(conn)) {
      // Answered now: MHD then closes the connection, and no byte after the headers is read as a request.
      Response bad = plain_text(400, both_languages(N_("400: the request's length is given twice (Content-Length and Transfer-Encoding, or two Content-Lengths)")));
      bad.headers.emplace_back("Connection", "close");
      return send(conn, bad);
    }
    *con_cls = post ? static_cast<void*>(new Post) : static_cast<void*>(&kHeadersSeen);
    return MHD_YES;
  }
  if (!post && *upload_size != 0) {
    *upload_size = 0;  // a body on a GET (or any method but POST) means nothing here: dropped
    return MHD_YES;
  }
  // A POST's body comes in pieces: keep them (up to the cap) and answer after the last.
  if (post) {
    auto* up = static_cast<Post*>(*con_cls);
    if (*upload_size != 0) {
      if (up->body.size() + *upload_size > impl->max_body) up->too_large = true;
      else up->body.append(upload_data, *upload_size);
      *upload_size = 0;
      return MHD_YES;
    }
    if (up->answered) return send(conn, up->res);
    if (up->too_large) return send(conn, plain_text(413, both_languages(N_("413: the form is too large"))));
  }
  Request req;
  req.method = method;
  req.path = url;
  mhd().get_connection_values(conn, MHD_GET_ARGUMENT_KIND, collect_arg, &req.query);
  req.accept_language = header(conn, MHD_HTTP_HEADER_ACCEPT_LANGUAGE);
  req.if_none_match = header(conn, MHD_HTTP_HEADER_IF_NONE_MATCH);
  req.cookie = header(conn, MHD_HTTP_HEADER_COOKIE);
  req.host = header(conn, MHD_HTTP_HEADER_HOST);
  req.content_type = header(conn, MHD_HTTP_HEADER_CONTENT_TYPE);
  req.remote = client_address(conn);
  impl->slow_clients->answering(conn);
  if (!post) return send(conn, respond(*site, req));
  // A form may wait for its batch of reports to be written: a worker answers it while the
  // connection sleeps, and MHD calls here again once the worker wakes it.
  auto* p = static_cast<Post*>(*con_cls);
  req.body = std::move(p->body);
  p->req = std::move(req);
  auto suspend = [conn] { mhd().suspend_connection(conn); };
  auto work = [site, conn, p] {
    p->res = respond(*site, p->req);
    p->answered = true;
    mhd().resume_connection(conn);
  };
  if (impl->post_workers->submit(suspend, work)) return MHD_YES;
  return send(conn, respond(*site, p->req));  // the server is stopping: answer here
}

void request_done(void* cls, MHD_Connection* conn, void** con_cls, MHD_RequestTerminationCode) {
  if (*con_cls != &kHeadersSeen) delete static_cast<Post*>(*con_cls);
  *con_cls = nullptr;
  static_cast<Server::Impl*>(cls)->slow_clients->answered(conn);
}

// Every connection is watched from its start to its end (web/slow_clients.hpp).
void connection_changed(void* cls, MHD_Connection* conn, void**, MHD_ConnectionNotificationCode code) {
  auto& slow = *static_cast<Server::Impl*>(cls)->slow_clients;
  if (code == MHD_CONNECTION_NOTIFY_CLOSED) return slow.closed(conn);
  const MHD_ConnectionInfo* info = mhd().get_connection_info(conn, MHD_CONNECTION_INFO_CONNECTION_FD);
  if (info) slow.opened(conn, info->connect_fd);
}

}  // namespace

Server::Server(Site& site, const ServerOptions& o) : impl_(std::make_unique<Impl>()) {
  impl_->site = &site;
  impl_->max_body = o.max_body_bytes;
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  addrinfo* found = nullptr;
  std::string port_text = std::to_string(o.port);
  if (getaddrinfo(o.host.c_str(), port_text.c_str(), &hints, &found) != 0 || !found)
    throw InputError(Message{N_("--listen {address}: unknown address; give an IP address of this machine, e.g. 0.0.0.0:8080"), {{"address", o.host + ":" + port_text}}});
  sockaddr_storage addr{};
  std::memcpy(&addr, found->ai_addr, found->ai_addrlen);
  bool v6 = found->ai_family == AF_INET6;
  freeaddrinfo(found);
  // Pages never wait on a write (forms go to the workers below), so 2 epoll threads per core keep
  // the cores busy; 16 cost a burst of reports a quarter more CPU in switches (docs/BENCHMARKS.md).
  unsigned threads = o.threads > 0 ? static_cast<unsigned>(o.threads) : std::max(4u, 2 * std::thread::hardware_concurrency());
  // Forms wait on their own threads: the more wait together, the larger the batch one commit writes.
  impl_->post_workers = std::make_unique<PostWorkers>(o.post_threads > 0 ? static_cast<unsigned>(o.post_threads) : 128u);
  impl_->slow_clients = std::make_unique<SlowClients>(std::chrono::seconds(o.idle_timeout_seconds));
  unsigned flags = MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_TURBO | MHD_ALLOW_SUSPEND_RESUME | (v6 ? MHD_USE_IPv6 : 0);
  impl_->daemon = mhd().start_daemon(
      flags, static_cast<uint16_t>(o.port), nullptr, nullptr, &answer, impl_.get(),
      MHD_OPTION_NOTIFY_COMPLETED, &request_done, impl_.get(),
      MHD_OPTION_NOTIFY_CONNECTION, &connection_changed, impl_.get(),
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, o.max_per_address,
      MHD_OPTION_SOCK_ADDR, reinterpret_cast<sockaddr*>(&addr),
      MHD_OPTION_THREAD_POOL_SIZE, threads,
      MHD_OPTION_CONNECTION_TIMEOUT, static_cast<unsigned>(o.idle_timeout_seconds),
      MHD_OPTION_CONNECTION_LIMIT, o.max_connections,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, o.max_header_bytes,
      MHD_OPTION_LISTEN_BACKLOG_SIZE, 4096u,
      MHD_OPTION_END);
  if (!impl_->daemon)
    throw InputError(Message{N_("--listen {address}: cannot listen there (the port is in use, or the address is not this machine's)"),
                             {{"address", o.host + ":" + port_text}}});

  const MHD_DaemonInfo* info = mhd().get_daemon_info(impl_->daemon, MHD_DAEMON_INFO_BIND_PORT);
  impl_->port = info ? info->port : o.port;
}

Server::~Server() {
  impl_->post_workers.reset();  // first: every sleeping connection is woken with its answer
  if (impl_->daemon) mhd().stop_daemon(impl_->daemon);
  impl_->slow_clients.reset();  // after MHD: its last callbacks have run
}

int Server::port() const { return impl_->port; }

}  // namespace jk::web
