#include "argument_parsing.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <string_view>

namespace nqueens::cli {
namespace {

/// cxxopts quotes names with typographic quotes; plain ones read better in a
/// terminal and in scripts that grep for the message.
std::string plain_quotes(const std::string& message) {
  // Builds a new string: replace() in place trips a false -Wrestrict in g++ 12.
  std::string plain;
  for (std::size_t at = 0; at < message.size();) {
    const bool fancy = message.compare(at, 3, "\u2018") == 0 || message.compare(at, 3, "\u2019") == 0;
    plain += fancy ? '\'' : message[at];
    at += fancy ? 3 : 1;
  }
  return plain;
}

/// An option as users type it: "-t", "--threads".
std::string as_typed(const std::string& name) { return (name.size() == 1 ? "-" : "--") + name; }

/// The first name cxxopts quoted in `message` (plain quotes by now).
std::string first_quoted(const std::string& message) {
  const auto open = message.find('\'');
  const auto close = open == std::string::npos ? open : message.find('\'', open + 1);
  return close == std::string::npos ? std::string() : message.substr(open + 1, close - open - 1);
}

/// cxxopts' errors in the program's own words: what is wrong and the option
/// as typed.
std::string in_own_words(const cxxopts::exceptions::exception& error) {
  namespace ex = cxxopts::exceptions;
  const std::string message = plain_quotes(error.what());
  const std::string name = first_quoted(message);
  if (dynamic_cast<const ex::no_such_option*>(&error)) return "unknown option '" + as_typed(name) + "'";
  if (dynamic_cast<const ex::missing_argument*>(&error) || dynamic_cast<const ex::option_requires_argument*>(&error))
    return "option '" + as_typed(name) + "' needs a value";
  if (dynamic_cast<const ex::gratuitous_argument_for_option*>(&error))
    return "option '" + as_typed(name) + "' takes no value";
  // Every option with a value is read as text: only a flag's =VALUE fails.
  if (dynamic_cast<const ex::incorrect_argument_type*>(&error))
    return "flag value '" + name + "' is neither true nor false (a flag takes no value, or =true or =false)";
  if (dynamic_cast<const ex::invalid_option_syntax*>(&error)) return "'" + name + "' is not a valid option";
  return message;
}

/// cxxopts takes "-1" for an unknown option "-1": name it as the bad board
/// size it is meant to be.
void reject_negative_numbers(int argc, const char* const* argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.size() >= 2 && arg[0] == '-' && arg[1] >= '0' && arg[1] <= '9')
      throw UsageError("board size '" + std::string(arg) + "' is not a positive integer");
  }
}

/// The length of the UTF-8 sequence that `lead` starts; 0 for a byte that
/// starts none (a continuation byte, or the lead of an overlong form or of
/// a code point above U+10FFFF).
std::size_t utf8_sequence_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF) return 2;
  if (lead >= 0xE0 && lead <= 0xEF) return 3;
  if (lead >= 0xF0 && lead <= 0xF4) return 4;
  return 0;
}

/// Whether `text` is well-formed UTF-8 (RFC 3629).
bool valid_utf8(std::string_view text) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  for (std::size_t at = 0; at < text.size();) {
    const unsigned char lead = byte(at);
    const std::size_t length = utf8_sequence_length(lead);
    if (length == 0 || at + length > text.size()) return false;
    for (std::size_t i = at + 1; i < at + length; ++i)
      if ((byte(i) & 0xC0) != 0x80) return false;
    // The second byte's range rules out the remaining overlong forms, the
    // surrogates and the code points above U+10FFFF.
    const unsigned char second = length > 1 ? byte(at + 1) : 0x80;
    if ((lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F) || (lead == 0xF0 && second < 0x90) ||
        (lead == 0xF4 && second > 0x8F))
      return false;
    at += length;
  }
  return true;
}

/// cxxopts reads "-u=false" as the short flags u, =, f, ... and names '-='
/// as unknown: say what is wrong with the argument as typed.
void reject_short_option_values_after_equals(int argc, const char* const* argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.size() >= 3 && arg[0] == '-' && arg[1] != '-' && arg[2] == '=')
      throw UsageError("'" + std::string(arg) + "': a short option takes no '=VALUE' (a flag stands alone, a value " +
                       "follows a space; --NAME=VALUE is the long form)");
  }
}

std::string square_name(const Square& square) {
  return std::to_string(square.row + 1) + ":" + std::to_string(square.column + 1);
}

/// parse_positive_int and parse_seed: digits only, read whole, `kind`
/// naming what they must be in the message.
template <class Number>
Number parse_digits(const std::string& text, const std::string& what, const std::string& kind) {
  Number value = 0;
  const char* end = text.data() + text.size();
  const bool digits_only = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (!digits_only || stop != end) throw UsageError(what + " '" + text + "' is not " + kind);
  if (error == std::errc::result_out_of_range) throw UsageError(what + " '" + text + "' is too large");
  return value;
}

} // namespace

int parse_positive_int(const std::string& text, const std::string& what) {
  return parse_digits<int>(text, what, "a positive integer");
}

std::uint64_t parse_seed(const std::string& text) {
  return parse_digits<std::uint64_t>(text, "seed", "a whole number (0 to 2^64 - 1)");
}

int parse_thread_count(const std::string& text) {
  const int threads = parse_positive_int(text, "thread count");
  if (threads < 1 || threads > max_thread_count)
    throw UsageError("thread count " + std::to_string(threads) + " is out of range (1 to " +
                     std::to_string(max_thread_count) + ")");
  return threads;
}

void check_argument_vector(int argc, const char* const* argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    const std::string which = "argument " + std::to_string(i);
    if (arg.size() > max_argument_bytes)
      throw UsageError(which + " is " + std::to_string(arg.size()) + " bytes long, more than the " +
                       std::to_string(max_argument_bytes) + " an argument may have");
    if (!valid_utf8(arg)) throw UsageError(which + " is not valid UTF-8");
  }
}

cxxopts::ParseResult parse_arguments(cxxopts::Options& options, int argc, const char* const* argv) {
  check_argument_vector(argc, argv);
  try {
    return options.parse(argc, argv);
  } catch (const cxxopts::exceptions::exception& error) {
    reject_negative_numbers(argc, argv);
    reject_short_option_values_after_equals(argc, argv);
    throw UsageError(in_own_words(error));
  }
}

bool flag(const cxxopts::ParseResult& parsed, const std::string& name) {
  return parsed.count(name) > 0 && parsed[name].as<bool>();
}

bool print_help_if_asked(const cxxopts::Options& options, const cxxopts::ParseResult& parsed) {
  if (!flag(parsed, "help")) return false;
  std::printf("%s%s", options.help({""}).c_str(), exit_status_help.data());
  return true;
}

int single_board_size(const cxxopts::ParseResult& parsed, const std::string& key) {
  const std::vector<std::string> sizes =
      parsed.count(key) ? parsed[key].as<std::vector<std::string>>() : std::vector<std::string>{};
  if (sizes.empty()) throw UsageError("missing board size N");
  if (sizes.size() > 1) throw UsageError("expected one board size, got " + std::to_string(sizes.size()));
  return parse_positive_int(sizes.front(), "board size");
}

std::vector<Square> parse_fixed_queens(const cxxopts::ParseResult& parsed) {
  std::vector<Square> squares;
  // The values as typed: cxxopts' split at the commas drops a trailing empty
  // entry but keeps a leading one.
  for (const cxxopts::KeyValue& option : parsed.arguments()) {
    if (option.key() != "fix") continue;
    const std::string& list = option.value();
    for (std::size_t start = 0;;) {
      const std::size_t comma = std::min(list.find(',', start), list.size());
      const std::string value = list.substr(start, comma - start);
      if (value.empty()) throw UsageError("--fix '" + list + "' has an empty entry: give ROW:COL,ROW:COL,...");
      const auto colon = value.find(':');
      if (colon == std::string::npos) throw UsageError("fixed queen '" + value + "' is not ROW:COL");
      const std::string what = "fixed queen '" + value + "': number";
      const Square square{parse_positive_int(value.substr(0, colon), what) - 1,
                          parse_positive_int(value.substr(colon + 1), what) - 1};
      if (std::find(squares.begin(), squares.end(), square) != squares.end())
        throw UsageError("fixed queen " + square_name(square) + " is given twice");
      squares.push_back(square);
      if (comma == list.size()) break;
      start = comma + 1;
    }
  }
  return squares;
}

void note_attacking_fixed_queens(std::string_view program, const std::vector<Square>& fixed) {
  if (const std::optional<AttackingPair> pair = attacking_fixed_queens(fixed))
    std::fprintf(stderr, "%.*s: note: fixed queens %s and %s attack each other, so no solution has both\n",
                 static_cast<int>(program.size()), program.data(), square_name(pair->first).c_str(), square_name(pair->second).c_str());
}

} // namespace nqueens::cli
