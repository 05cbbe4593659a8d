// The check every test of the estimate's statistics makes: over many seeds,
// projections of a total centred on it, their error bars covering it about
// as often as they claim.
#pragma once

#include "core/task_sample.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

namespace nqueens::detail {

/// Over seeds 0..samples-1, `project(seed)` (a WorkProjection) of a total
/// that is `truth`: their mean within `bias` of it (a share of it), and two
/// standard errors covering it in `least` to `most` of the samples (shares).
template <class Project>
void expect_unbiased(double truth, int samples, double bias, double least, double most, const Project& project) {
  int covered = 0;
  double mean = 0;
  for (int seed = 0; seed < samples; ++seed) {
    const WorkProjection projection = project(static_cast<std::uint64_t>(seed));
    ASSERT_GT(projection.variance, 0);
    covered += std::abs(projection.total_seconds - truth) <= 2 * std::sqrt(projection.variance);
    mean += projection.total_seconds / samples;
  }
  EXPECT_NEAR(mean, truth, bias * truth);
  EXPECT_GE(covered, least * samples);
  EXPECT_LE(covered, most * samples);
}

} // namespace nqueens::detail
