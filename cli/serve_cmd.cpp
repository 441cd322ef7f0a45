// judgekit serve (the event and the rulebooks as web pages on the venue's network), serve token
// and publish (docs/serve.md). The round clock is in round_cmd.cpp.
#include <sys/resource.h>

#include <csignal>
#include <iostream>

#include "access.hpp"
#include "commands.hpp"
#include "lifecycle.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "i18n.hpp"
#include "pack.hpp"
#include "rulings.hpp"
#include "web.hpp"

namespace jk::cli {

namespace {

// HOST:PORT, [IPv6]:PORT, or PORT alone.
std::pair<std::string, int> parse_listen(const std::string& text) {
  std::string host = "0.0.0.0", port = text;
  if (auto colon = text.rfind(':'); colon != std::string::npos) {
    host = text.substr(0, colon);
    port = text.substr(colon + 1);
    if (host.size() >= 2 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);
  }
  bool digits = !port.empty() && port.size() <= 5 && port.find_first_not_of("0123456789") == std::string::npos;
  if (!digits || std::stoi(port) > 65535 || host.empty())
    throw InputError(Message{N_("--listen {value}: give HOST:PORT, e.g. 0.0.0.0:8080 (port 0..65535)"), {{"value", text}}});
  return {host, std::stoi(port)};
}

int serve(Context& ctx, const std::string& event_path, const std::string& listen, const std::string& lang, bool rules_only, unsigned per_address) {
  web::SiteOptions so;
  if (!rules_only) {
    so.event_path = required_event_path(event_path);
    // The server reads the file for hours: an older event is brought up to date once, here,
    // instead of being read through a copy that would never see the judges' changes.
    if (int was = event::upgrade_event(so.event_path); was != latest_schema_version())
      std::cerr << "judgekit: " << format(tr("upgraded {file} from schema version {from}"), {{"file", so.event_path}, {"from", std::to_string(was)}})
                << "\n";
  }
  so.rules_only = rules_only;
  so.games_dir = games_dir();
  so.rulings_cache = rulings::default_cache_path();
  so.lang = lang == "en" ? web::Lang::en : web::Lang::ja;
  auto [host, port] = parse_listen(listen);
  web::Site site(so);

  // A closed stdout (a terminal gone, `| head`) must not kill the server mid-write: the WAL would
  // stay un-checkpointed. Lines that cannot be written are lost; the event is not.
  std::signal(SIGPIPE, SIG_IGN);
  // Signals wait for sigwait below: the server's threads (started after this) never take them.
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, SIGINT);
  sigaddset(&stop, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop, nullptr);

  // Every phone holds a connection: take all the file descriptors the system allows.
  rlimit files{};
  if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < files.rlim_max) {
    files.rlim_cur = files.rlim_max;
    setrlimit(RLIMIT_NOFILE, &files);
  }
  web::ServerOptions o;
  o.host = host;
  o.port = port;
  o.max_per_address = per_address;
  web::Server server(site, o);
  auto list = urls(host, server.port());
  bool loopback = host.rfind("127.", 0) == 0 || host == "::1" || host == "localhost";
  if (!loopback)
    std::cerr << "judgekit serve: " << tr("warning: these pages are public to everyone on this network") << "\n";
  std::cout << (rules_only ? tr("Rulings (Ctrl-C stops):") : tr("Event pages (Ctrl-C stops):")) << "\n";
  for (const auto& u : list) std::cout << "  " << u << "\n";
  std::cout << web::terminal_qr(list.front(), ctx.color) << std::flush;
  int sig = 0;
  sigwait(&stop, &sig);
  std::cout << "judgekit serve: " << format(tr("stopped ({signal})"), {{"signal", sig == SIGINT ? "Ctrl-C" : "SIGTERM"}}) << "\n" << std::flush;
  return ok;
}

// The sign-in address a judge's phone opens: the first address phones can reach, or --url.
std::string signin_url(const std::string& base, const std::string& secret) {
  std::string root = base.empty() ? urls("0.0.0.0", 8080).front() : base;
  if (root.empty() || root.back() != '/') root += '/';
  return root + "signin?token=" + secret;
}

int token_add(Context& ctx, const std::string& event_path, const std::string& role_word, const std::string& name, const std::string& base) {
  auto role = event::parse_role(role_word);
  if (!role) throw InputError(Message{N_("--role {role}: give judge or organiser"), {{"role", role_word}}});
  Database db = open_event(required_event_path(event_path), OpenMode::write);
  event::NewToken t = event::add_token(db, *role, name, {ctx.actor});
  const std::string url = signin_url(base, t.secret);
  std::cout << format(tr("token #{id} for {role} {name} (shown once; `serve token revoke {id}` ends it):"),
                      {{"id", std::to_string(t.id)}, {"role", role_word}, {"name", name}})
            << "\n  " << url << "\n"
            << web::terminal_qr(url, ctx.color) << std::flush;
  return ok;
}

int token_list(Context& ctx, const std::string& event_path) {
  Database db = open_event(required_event_path(event_path), OpenMode::read);
  std::vector<std::vector<std::string>> rows = {{"#", tr("role"), trc("player", "name"), tr("created"), tr("revoked")}};
  for (const auto& t : event::list_tokens(db))
    rows.push_back({std::to_string(t.id), event::role_words(t.role).str(current_lang()), t.name, t.created_at, t.revoked_at.value_or("")});
  std::cout << (rows.size() == 1 ? std::string(tr("no tokens yet; `judgekit serve token add --role judge --name NAME` makes one")) + "\n"
                                 : render_table(rows, {'r', 'l', 'l', 'l', 'l'}));
  (void)ctx;
  return ok;
}

int token_revoke(Context& ctx, const std::string& event_path, std::int64_t id) {
  Database db = open_event(required_event_path(event_path), OpenMode::write);
  event::TokenInfo t = event::revoke_token(db, id, {ctx.actor});
  std::cout << format(tr("revoked token #{id} ({role} {name}): its phone is signed out at once"),
                      {{"id", std::to_string(t.id)}, {"role", std::string(event::role_name(t.role))}, {"name", t.name}})
            << "\n";
  return ok;
}

void add_token_commands(CLI::App* serve, Context& ctx) {
  auto* token = serve->add_subcommand("token", tr("sign-in tokens for judges and organisers (their phones write results)"));
  token->require_subcommand(1);
  {
    auto* cmd = token->add_subcommand("add", tr("make a token and print its sign-in URL and QR code"));
    auto path = std::make_shared<std::string>(), role = std::make_shared<std::string>(), name = std::make_shared<std::string>(),
         url = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("--role", *role, tr("judge or organiser"))->required();
    cmd->add_option("--name", *name, tr("who holds it (shown in the audit log: \"web judge NAME\")"))->required();
    cmd->add_option("--url", *url, tr("the server's address as phones open it (default: this machine, port 8080)"));
    cmd->callback([&ctx, path, role, name, url] { run_command(ctx, [&] { return token_add(ctx, *path, *role, *name, *url); }); });
  }
  {
    auto* cmd = token->add_subcommand("list", tr("list the tokens (their secrets are not kept)"));
    auto path = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->callback([&ctx, path] { run_command(ctx, [&] { return token_list(ctx, *path); }); });
  }
  {
    auto* cmd = token->add_subcommand("revoke", tr("end a token at once"));
    auto path = std::make_shared<std::string>();
    auto id = std::make_shared<std::int64_t>(0);
    add_event_option(cmd, *path);
    cmd->add_option("ID", *id, tr("the token's number (`serve token list`)"))->required();
    cmd->callback([&ctx, path, id] { run_command(ctx, [&] { return token_revoke(ctx, *path, *id); }); });
  }
}

}  // namespace

void add_serve_commands(CLI::App& app, Context& ctx) {
  {
    auto* cmd = app.add_subcommand("serve", tr("serve the event's pages (pairings, my table, standings, clock, rulings) to phones"));
    auto path = std::make_shared<std::string>();
    auto listen = std::make_shared<std::string>("0.0.0.0:8080");
    auto lang = std::make_shared<std::string>("ja");
    auto rules_only = std::make_shared<bool>(false);
    auto per_address = std::make_shared<unsigned>(web::ServerOptions{}.max_per_address);
    add_event_option(cmd, *path);
    cmd->add_option("--listen", *listen, tr("HOST:PORT to listen on (default 0.0.0.0:8080: every network of this machine)"));
    cmd->add_option("--lang", *lang, tr("language when the phone does not say (ja or en)"))->check(CLI::IsMember({"ja", "en"}));
    cmd->add_flag("--rules-only", *rules_only, tr("serve the rulings pages only, with no event"));
    cmd->add_option("--max-per-address", *per_address, tr("connections one address may hold at once (default 64; 0: no cap, for a proxy or a load test)"));
    add_token_commands(cmd, ctx);
    cmd->callback([&ctx, cmd, path, listen, lang, rules_only, per_address] {
      if (!cmd->get_subcommands().empty()) return;  // `serve token …` ran instead
      run_command(ctx, [&] { return serve(ctx, *path, *listen, *lang, *rules_only, *per_address); });
    });
  }
  {
    auto* cmd = app.add_subcommand("publish", tr("write the event's public pages as static files plus event.json"));
    auto path = std::make_shared<std::string>(), out = std::make_shared<std::string>();
    auto lang = std::make_shared<std::string>("ja");
    add_event_option(cmd, *path);
    cmd->add_option("--out", *out, tr("folder to write (created when missing)"))->required();
    cmd->add_option("--lang", *lang, tr("language of the pages (ja or en)"))->check(CLI::IsMember({"ja", "en"}));
    cmd->callback([&ctx, path, out, lang] {
      run_command(ctx, [&] {
        web::SiteOptions so;
        so.event_path = required_event_path(*path);
        so.games_dir = games_dir();
        so.rulings_cache = rulings::default_cache_path();
        so.lang = *lang == "en" ? web::Lang::en : web::Lang::ja;
        web::Published p = web::publish(so, *out);
        std::cout << format(tr("wrote {files} files ({kib} KiB) to {folder}; serve the folder with any web server"),
                            {{"files", std::to_string(p.files)}, {"kib", std::to_string((p.bytes + 1023) / 1024)}, {"folder", *out}})
                  << "\n";
        return ok;
      });
    });
  }
}

}  // namespace jk::cli
