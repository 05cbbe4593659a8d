// Numbers and durations as the nqueens command prints them to people.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace nqueens::cli {

/// "0:07", "12:34", "1:02:03": seconds rounded to whole ones.
std::string clock_time(double seconds);

/// "812", "94.9 M", "1.23 G": three significant digits and an SI prefix, for rates.
std::string si_number(double value);

/// "1 thread", "2 threads": `count` and `noun`, plural (an s added) unless
/// count is 1.
std::string counted(std::uint64_t count, std::string_view noun);

} // namespace nqueens::cli
