// Numbers and durations as the nqueens command prints them to people.
#pragma once

#include <string>

namespace nqueens::cli {

/// "0:07", "12:34", "1:02:03": seconds rounded to whole ones.
std::string clock_time(double seconds);

/// "812", "94.9 M", "1.23 G": three significant digits and an SI prefix, for rates.
std::string si_number(double value);

} // namespace nqueens::cli
