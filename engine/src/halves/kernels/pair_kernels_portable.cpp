// The pair kernel in plain C++, for any CPU: the build compiles this file for
// the architecture's baseline (no POPCNT on x86-64), whatever the build's
// other flags, so the path is the same in every build. See pair_kernels.hpp.
#include "shared_loops.hpp"

namespace nqueens::detail {
namespace {

/// Bits set in `word`, by adding neighbouring fields (a dozen instructions,
/// which the compiler turns into vector code where the target has it).
std::uint64_t bits_set(std::uint64_t word) {
  word -= (word >> 1) & 0x5555555555555555u;
  word = (word & 0x3333333333333333u) + ((word >> 2) & 0x3333333333333333u);
  word = (word + (word >> 4)) & 0x0f0f0f0f0f0f0f0fu;
  return (word * 0x0101010101010101u) >> 56;
}

/// The `candidates` sharing no diagonal with `against`, ORed with it where
/// `Joined`, into `out` in order; returns how many. Every candidate is
/// stored and the end moved on only for those that fit: which fit is
/// unpredictable (a third of a join's), and a mispredicted branch per
/// candidate costs more than the store.
template <bool Joined>
std::size_t keep_fitting(const Diagonals* candidates, std::size_t count, const Diagonals& against, Diagonals* out) {
  std::size_t kept = 0;
  for (std::size_t j = 0; j < count; ++j) {
    const Diagonals candidate = candidates[j];
    out[kept] = Joined ? against | candidate : candidate;
    kept += !candidate.clashes_with(against);
  }
  return kept;
}

} // namespace

std::uint64_t sum_fits_portable(const FitBatch& batch) { return sum_fits_by_word(batch, bits_set); }

void clashing_portable(const ClashQuery& query, std::uint64_t* out) {
  // The baseline has no TZCNT: a bit scan needs its zero case tested, and
  // a loop per occupied diagonal is cheaper than one per queen.
  clash_set</*ByQueen=*/false>(query, out);
}

void or_rows_portable(const std::uint64_t* const* rows, std::size_t count, std::size_t first, std::size_t last,
                      std::uint64_t* out) {
  // 128 bits: a register of SSE2, the x86-64 baseline (elsewhere the compiler splits it).
  typedef std::uint64_t Lane __attribute__((vector_size(16)));
  or_rows<Lane>(rows, count, first, last, out);
}

void table_clashing_portable(const TableQueries& queries, std::uint64_t* out) {
  typedef std::uint64_t Lane __attribute__((vector_size(16)));
  table_clash_sets<Lane>(queries, out);
}

void make_entries_portable(const ChunkEntries& chunk) {
  typedef std::uint64_t Lane __attribute__((vector_size(16)));
  make_chunk_entries<Lane>(chunk);
}

std::size_t list_fits_portable(const FitListQuery& query) {
  // One store per placement, the end moved on only for those that fit (a
  // third, at random: a branch would be mispredicted); nothing is written
  // past `count`. A local copy of the query, which the stores cannot alias,
  // keeps its fields in registers.
  const FitListQuery q = query;
  std::size_t listed = 0;
  for (std::size_t j = 0; j < q.count; ++j) {
    const std::uint64_t rising = q.inner_rising[j], falling = q.inner_falling[j];
    q.fitting[listed] = static_cast<std::uint32_t>(j);
    q.doubling[listed] = static_cast<std::uint8_t>((((rising | q.outer_rising) & q.main_diagonal) != 0) +
                                                   (((falling | q.outer_falling) & q.main_diagonal) != 0));
    listed += ((rising & q.outer_rising) | (falling & q.outer_falling)) == 0;
  }
  return listed;
}

std::size_t read_placements_portable(const PlacementsQuery& query) {
  // Each group's diagonals first, in a loop the compiler vectorizes as far
  // as the baseline goes, then those clashing with the forbidden ones
  // dropped, branch-free (which do is unpredictable).
  const PlacementsQuery q = query;
  const bool filtered = (q.forbidden_rising | q.forbidden_falling) != 0;
  std::size_t kept = 0;
  for (std::size_t g = 0; g < q.group_count; ++g) {
    const PackedGroup group = q.groups[g];
    std::uint64_t* const rising = q.rising + kept;
    std::uint64_t* const falling = q.falling + kept;
    for (std::size_t i = 0; i < group.count; ++i) rising[i] = read_placement(group.packed[i], q.reading, falling[i]);
    if (!filtered) {
      kept += group.count;
    } else {
      for (std::size_t i = 0; i < group.count; ++i) {
        const std::uint64_t r = rising[i], f = falling[i];
        q.rising[kept] = r;
        q.falling[kept] = f;
        kept += ((r & q.forbidden_rising) | (f & q.forbidden_falling)) == 0;
      }
    }
    q.kept_ends[g] = static_cast<std::uint32_t>(kept);
  }
  return kept;
}

JoinProgress join_portable(const JoinQuery& query) {
  const JoinQuery q = query;
  std::size_t joined = 0;
  for (std::size_t k = 0; k < q.north_count; ++k) {
    if (joined + q.south_count + join_slack > q.room) return {k, joined};
    const Diagonals north{q.north_rising[k] | q.placed.rising, q.north_falling[k] | q.placed.falling};
    joined += keep_fitting<true>(q.south, q.south_count, north, q.joined + joined);
  }
  return {q.north_count, joined};
}

std::size_t keep_clear_portable(const ClearQuery& query) {
  return keep_fitting<false>(query.placements, query.count, query.forbidden, query.kept);
}

void transpose_bits_portable(std::uint64_t* matrix) {
  typedef std::uint64_t Lane __attribute__((vector_size(16)));
  transpose_bit_matrix<Lane>(matrix);
}

std::uint64_t sum_share_portable(const ShareQuery& query) {
  typedef std::uint64_t Lane __attribute__((vector_size(16)));
  if (query.words <= 4) return sum_share_by_words</*ByQueen=*/false>(query, list_fits_portable, bits_set);
  return sum_share_rows<Lane>(query, list_fits_portable, sum_fits_portable);
}

} // namespace nqueens::detail
