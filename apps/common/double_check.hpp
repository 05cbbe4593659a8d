// --double-check: a second count by independent means, and the comparison.
#pragma once

#include <nqueens/nqueens.hpp>

#include <string>
#include <vector>

namespace nqueens::cli {

/// Options for a second count of `first` that shares as little as possible
/// with it: another method when the engine has one (its own split), else the
/// same method with another prefix depth, so that every task differs; and
/// another thread count, so that the work is interleaved differently.
CountOptions independent_options(const CountResult& first, const CountOptions& first_options);

/// Lines naming each value two counts of the same problem disagree on:
/// solutions always, the symmetry classes where both computed them, nodes
/// where both used the same method. Empty when they agree.
std::vector<std::string> disagreements(const CountResult& first, const CountResult& second);

/// "mirror, prefix depth 4, 1 thread": how a count was computed.
std::string describe_computation(const CountResult& result);

} // namespace nqueens::cli
