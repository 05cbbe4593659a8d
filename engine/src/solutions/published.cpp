// OEIS A000170, A002562, A033148 and A032522 for n = 1..27, as published.
#include "nqueens/published.hpp"

#include <array>

namespace nqueens {
namespace {

// Row i holds board size i + 1: {total, unique, quarter-turn, half-turn}.
constexpr std::array<PublishedCounts, max_published_board_size> published_table{{
    {1ULL, 1ULL, 1ULL, 1ULL}, // n = 1
    {0ULL, 0ULL, 0ULL, 0ULL}, // n = 2
    {0ULL, 0ULL, 0ULL, 0ULL}, // n = 3
    {2ULL, 1ULL, 2ULL, 2ULL}, // n = 4
    {10ULL, 2ULL, 2ULL, 2ULL}, // n = 5
    {4ULL, 1ULL, 0ULL, 4ULL}, // n = 6
    {40ULL, 6ULL, 0ULL, 8ULL}, // n = 7
    {92ULL, 12ULL, 0ULL, 4ULL}, // n = 8
    {352ULL, 46ULL, 0ULL, 16ULL}, // n = 9
    {724ULL, 92ULL, 0ULL, 12ULL}, // n = 10
    {2680ULL, 341ULL, 0ULL, 48ULL}, // n = 11
    {14200ULL, 1787ULL, 8ULL, 80ULL}, // n = 12
    {73712ULL, 9233ULL, 8ULL, 136ULL}, // n = 13
    {365596ULL, 45752ULL, 0ULL, 420ULL}, // n = 14
    {2279184ULL, 285053ULL, 0ULL, 1240ULL}, // n = 15
    {14772512ULL, 1846955ULL, 64ULL, 3000ULL}, // n = 16
    {95815104ULL, 11977939ULL, 128ULL, 8152ULL}, // n = 17
    {666090624ULL, 83263591ULL, 0ULL, 18104ULL}, // n = 18
    {4968057848ULL, 621012754ULL, 0ULL, 44184ULL}, // n = 19
    {39029188884ULL, 4878666808ULL, 480ULL, 144620ULL}, // n = 20
    {314666222712ULL, 39333324973ULL, 704ULL, 375664ULL}, // n = 21
    {2691008701644ULL, 336376244042ULL, 0ULL, 1250692ULL}, // n = 22
    {24233937684440ULL, 3029242658210ULL, 0ULL, 3581240ULL}, // n = 23
    {227514171973736ULL, 28439272956934ULL, 3328ULL, 11675080ULL}, // n = 24
    {2207893435808352ULL, 275986683743434ULL, 3264ULL, 34132592ULL}, // n = 25
    {22317699616364044ULL, 2789712466510289ULL, 0ULL, 115718268ULL}, // n = 26
    {234907967154122528ULL, 29363495934315694ULL, 0ULL, 320403024ULL}, // n = 27
}};

} // namespace

std::optional<PublishedCounts> published_counts(int n) {
  if (n < 1 || n > max_published_board_size) return std::nullopt;
  return published_table[static_cast<std::size_t>(n - 1)];
}

} // namespace nqueens
