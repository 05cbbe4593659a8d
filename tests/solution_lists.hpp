// Whole listings as vectors, for the tests that compare or filter them.
#pragma once

#include <nqueens/listing.hpp>

#include <cstdint>
#include <vector>

namespace nqueens::test {

using Solutions = std::vector<std::vector<std::uint32_t>>;

/// Every solution list_solutions() hands over, in its order.
inline Solutions list_all(int n, const ListOptions& options = {}) {
  Solutions all;
  list_solutions(n, options, [&](const SolutionBatch& batch) {
    for (std::size_t i = 0; i < batch.size(); ++i) all.emplace_back(batch[i].begin(), batch[i].end());
  });
  return all;
}

} // namespace nqueens::test
