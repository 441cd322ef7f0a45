// The words the write side's forms send: one name table each, used by the pages that write the
// forms and by web/desk.cpp that reads them. Internal to jk_web.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "name_table.hpp"

namespace jk::web {

// What a console form asks for (its hidden "action").
enum class FormAction { approve, result, time_limit, penalty, drop, undrop, clock_start, clock_pause, clock_resume, clock_add, checkin, withdraw };
inline constexpr NameTable<FormAction, 12> kFormActions = {{{FormAction::approve, "approve"},
                                                           {FormAction::result, "result"},
                                                           {FormAction::time_limit, "time-limit"},
                                                           {FormAction::penalty, "penalty"},
                                                           {FormAction::drop, "drop"},
                                                           {FormAction::undrop, "undrop"},
                                                           {FormAction::clock_start, "clock-start"},
                                                           {FormAction::clock_pause, "clock-pause"},
                                                           {FormAction::clock_resume, "clock-resume"},
                                                           {FormAction::clock_add, "clock-add"},
                                                           {FormAction::checkin, "checkin"},
                                                           {FormAction::withdraw, "withdraw"}}};

// A table's result as a report or the console's result form gives it ("outcome"); a player who
// won is "win-<id>" (form_winner).
enum class FormOutcome { need_judge, figures, draw, double_loss };
inline constexpr NameTable<FormOutcome, 4> kFormOutcomes = {{{FormOutcome::need_judge, "judge"},
                                                            {FormOutcome::figures, "figures"},
                                                            {FormOutcome::draw, "draw"},
                                                            {FormOutcome::double_loss, "double-loss"}}};

// The console's own page and what its organiser's forms post to (/judge, /judge/pair, ...).
enum class ConsoleStep { home, pair, unpair, cut, clock, settings };
inline constexpr NameTable<ConsoleStep, 6> kConsoleSteps = {{{ConsoleStep::home, ""},
                                                            {ConsoleStep::pair, "pair"},
                                                            {ConsoleStep::unpair, "unpair"},
                                                            {ConsoleStep::cut, "cut"},
                                                            {ConsoleStep::clock, "clock"},
                                                            {ConsoleStep::settings, "settings"}}};
inline std::optional<ConsoleStep> parse_console_step(std::string_view text) { return parse_in(kConsoleSteps, text); }

// Which tables the judge console lists (?show=): ジャッジ待ち / 未報告 / すべて.
enum class ConsoleShow { judge, open, all };
inline constexpr NameTable<ConsoleShow, 3> kConsoleShows = {{{ConsoleShow::judge, "judge"}, {ConsoleShow::open, "open"}, {ConsoleShow::all, "every-table"}}};

inline std::string form_word(ConsoleShow s) { return std::string(name_in(kConsoleShows, s)); }
inline ConsoleShow parse_console_show(std::string_view text) { return parse_in(kConsoleShows, text).value_or(ConsoleShow::judge); }
inline std::string form_word(FormAction a) { return std::string(name_in(kFormActions, a)); }
inline std::string form_word(FormOutcome o) { return std::string(name_in(kFormOutcomes, o)); }
inline std::optional<FormAction> parse_form_action(std::string_view text) { return parse_in(kFormActions, text); }
inline std::optional<FormOutcome> parse_form_outcome(std::string_view text) { return parse_in(kFormOutcomes, text); }

}  // namespace jk::web
