#include "text_format.hpp"

#include <cmath>
#include <cstdio>

namespace nqueens::cli {

std::string clock_time(double seconds) {
  const long total = std::lround(seconds);
  char text[32];
  if (total >= 3600)
    std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", total / 3600, total / 60 % 60, total % 60);
  else
    std::snprintf(text, sizeof text, "%ld:%02ld", total / 60, total % 60);
  return text;
}

std::string counted(std::uint64_t count, std::string_view noun) {
  return std::to_string(count) + " " + std::string(noun) + (count == 1 ? "" : "s");
}

std::string si_number(double value) {
  static constexpr const char* prefixes[] = {"", " k", " M", " G", " T", " P", " E"};
  int prefix = 0;
  while (value >= 999.5 && prefix < 6) {
    value /= 1000;
    ++prefix;
  }
  char text[32];
  std::snprintf(text, sizeof text, value < 9.995 ? "%.2f%s" : value < 99.95 ? "%.1f%s" : "%.0f%s", value,
                prefixes[prefix]);
  return text;
}

} // namespace nqueens::cli
