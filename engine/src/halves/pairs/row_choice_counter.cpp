#include "row_choice_counter.hpp"

#include "core/task_stop.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <span>

namespace nqueens::detail {
namespace {

using Clock = std::chrono::steady_clock;

/// Calls visit(columns) for each `count`-element subset `columns` of
/// `available`.
template <class Visit>
void for_each_subset(std::uint32_t available, int count, const Visit& visit) {
  // Walks the count-element subsets of 0..size-1 in increasing order
  // (Gosper's hack), spreading each over the bits of `available`: C(9, 4) =
  // 126 steps rather than 2^9 submasks tested.
  const int size = std::popcount(available);
  if (count > size) return;
  std::array<std::uint32_t, 32> bit_of{};
  for (std::uint32_t a = available, i = 0; a != 0; a &= a - 1) bit_of[i++] = a & (0u - a);
  const std::uint64_t end = std::uint64_t{1} << size;
  for (std::uint64_t chosen = (std::uint64_t{1} << count) - 1; chosen < end;) {
    std::uint32_t columns = 0;
    for (std::uint64_t c = chosen; c != 0; c &= c - 1) columns |= bit_of[std::countr_zero(c)];
    visit(columns);
    if (chosen == 0) break;
    const std::uint64_t lowest = chosen & (0 - chosen);
    const std::uint64_t ripple = chosen + lowest;
    chosen = ripple | (((chosen ^ ripple) >> 2) >> std::countr_zero(lowest));
  }
}

} // namespace

std::span<const std::uint32_t> ColumnShares::of(std::uint32_t available, int count) {
  List& list = by_count_[count];
  if (!list.listed || list.available != available) {
    list.north.clear();
    for_each_subset(available, count, [&](std::uint32_t north) { list.north.push_back(north); });
    list.listed = true;
    list.available = available;
  }
  return list.north;
}

namespace {

/// The groups (JoinedColumns) of a stored half on board rows `rows` with
/// `middle`: the columns of the middle row's queen, the pairs of middle
/// queens it stores (stored_middle_groups), or the one group without them.
std::uint64_t column_groups_of(int n, const MiddleQueens& middle, std::uint32_t rows) {
  if (middle.middle_column_rows != 0) return stored_middle_groups(n, rows);
  const std::uint32_t columns = middle.middle_row_columns;
  return columns != 0 ? std::uint64_t{columns} : std::uint64_t{1} << JoinedColumns::no_column;
}

/// What group `group` (column_groups_of) of a stored half on board rows
/// `rows` and local columns `columns` holds: the rows and columns its
/// quadrants fill, and the middle queens placed with them, in the half's
/// terms (`mirrored`).
struct StoredGroup {
  std::uint32_t rows;
  std::uint32_t columns;
  Diagonals queens;
};
StoredGroup stored_group(int n, const MiddleQueens& middle, std::uint32_t rows, std::uint32_t columns, bool mirrored,
                         int group) {
  const int mid = n / 2;
  if (middle.middle_column_rows != 0) {
    const StoredMiddleQueens queens = stored_middle_queens(n, group);
    return {rows & ~(1u << queens.row), columns & ~(1u << queens.column),
            (queen_diagonals(n, queens.row, mid) | queen_diagonals(n, mid, queens.column)).mirrored(mirrored)};
  }
  if (group == JoinedColumns::no_column) return {rows, columns, {}};
  return {rows, columns & ~(1u << group), queen_diagonals(n, mid, group).mirrored(mirrored)};
}

/// Appends to `clear` the placements of `placements` that share no
/// diagonal with `middle_queens`, kept by `kernels`; `clear` holds at most
/// `most` placements.
void append_clear(const Diagonals& middle_queens, std::span<const Diagonals> placements, JoinedPlacements& clear,
                  const PairKernels& kernels, std::size_t most) {
  clear.room_for(placements.size() + join_slack, most + join_slack);
  clear.count += kernels.keep_clear(
      {.placements = placements.data(), .count = placements.size(), .forbidden = middle_queens, .kept = clear.end()});
}

/// The placements of `columns`' groups in `groups` (at least one) that
/// share no diagonal with `middle_queens`: the groups themselves where there
/// is nothing to clear them of and they lie in one run (their order is free
/// to change: a group is a set), else those kept in `clear` (at most
/// `most`, as many as the groups hold).
std::span<Diagonals> clear_of(const Diagonals& middle_queens, JoinedColumns& columns, std::uint64_t groups,
                              JoinedPlacements& clear, const PairKernels& kernels, std::size_t most) {
  if (middle_queens.rising == 0 && middle_queens.falling == 0) {
    // Groups joined one after another are one run of the placements.
    const std::size_t begin = columns.begin[std::countr_zero(groups)];
    std::size_t end = begin;
    std::uint64_t left = groups;
    for (; left != 0 && columns.begin[std::countr_zero(left)] == end; left &= left - 1)
      end = columns.end[std::countr_zero(left)];
    if (left == 0) return {columns.placements.placements.data() + begin, columns.placements.placements.data() + end};
  }
  clear.count = 0;
  for (std::uint64_t left = groups; left != 0; left &= left - 1)
    append_clear(middle_queens, columns.group(std::countr_zero(left)), clear, kernels, most);
  return {clear.placements.data(), clear.count};
}

/// The same of a slice of a stored half's placements.
std::span<Diagonals> clear_of(const Diagonals& middle_queens, std::span<Diagonals> placements,
                              JoinedPlacements& clear, const PairKernels& kernels, std::size_t most) {
  if (middle_queens.rising == 0 && middle_queens.falling == 0) return placements;
  clear.count = 0;
  append_clear(middle_queens, placements, clear, kernels, most);
  return {clear.placements.data(), clear.count};
}

/// The placements of the quadrant row sets of the half on board rows `rows`.
std::size_t quadrant_placements(const QuadrantTable::Lease& table, int n, std::uint32_t rows) {
  const TableRows table_rows_of_half = table_rows(n, rows);
  return table[table_rows_of_half.north].size() + table[table_rows_of_half.south].size();
}

/// The queried placements sampled to weigh the sieve's key diagonals: about
/// this many, spread evenly over the shares.
constexpr std::size_t sampled_query_placements = 4096;

/// How often the queries of `shares` occupy each diagonal, as a share of
/// them (DiagonalSieve::sort). A query is a pair of a north and a south
/// placement of one share, so a placement counts as often as the other
/// group has placements. Run time: one step per queen of each placement
/// sampled.
QueryShares query_shares_of(const ReadShares& shares) {
  std::size_t placements = 0;
  for (std::size_t share = 0; share < shares.count(); ++share)
    placements += shares.north[share].count + shares.south[share].count;
  const std::size_t step = std::max<std::size_t>(1, placements / sampled_query_placements);
  QueryShares occupied;
  double queries = 0;
  // Every step-th placement of the shares' groups in turn: `next` numbers
  // it among them all, `passed` counts the placements of the groups before.
  std::size_t next = 0, passed = 0;
  const auto sample = [&](const PlacementDiagonals& group, double pairs_each) {
    for (; next < passed + group.count; next += step) {
      const Diagonals d = group[next - passed];
      for (std::uint64_t bits = d.rising; bits != 0; bits &= bits - 1)
        occupied.rising[std::countr_zero(bits)] += pairs_each;
      for (std::uint64_t bits = d.falling; bits != 0; bits &= bits - 1)
        occupied.falling[std::countr_zero(bits)] += pairs_each;
    }
    passed += group.count;
  };
  for (std::size_t share = 0; share < shares.count(); ++share) {
    const PlacementDiagonals north = shares.north[share], south = shares.south[share];
    queries += static_cast<double>(north.count) * static_cast<double>(south.count);
    sample(north, static_cast<double>(south.count));
    sample(south, static_cast<double>(north.count));
  }
  if (queries == 0) return QueryShares::uniform();
  const double scale = static_cast<double>(step) / queries;
  for (double& share : occupied.rising) share *= scale;
  for (double& share : occupied.falling) share *= scale;
  return occupied;
}

} // namespace

std::uint64_t RowChoiceCounter::column_groups(const RowChoice& choice) const {
  return column_groups_of(n_, middles_[choice.middle], choice.west_rows);
}

BlockCount RowChoiceCounter::count(const RowChoice& choice, HalvesScratch& scratch, const ShareBlock& block) const {
  const MiddleQueens& middle = middles_[choice.middle];
  const int n = n_;
  const QuadrantTable::Lease table = table_.lease(table_row_sets(n, choice, middle).used());
  // For odd n the west half, which holds the middle row's queen, is
  // stored, and its placements carry that queen's diagonals.
  const bool odd = n % 2 == 1;
  // With the east-west mirror (even n without the main-diagonal rule, the
  // centre of odd n) a row choice counts as its complement does, the
  // halves' parts swapped. The queried half is then the one whose quadrant
  // row sets hold fewer placements: fewer queries (clash sets, fit lists)
  // of more words each, which pays where the per-query work is most of a
  // row choice's time.
  std::uint32_t west_rows = choice.west_rows;
  if (middle.east_west_symmetric) {
    const std::uint32_t complement = middle.free_rows & ~west_rows;
    const std::size_t queried = quadrant_placements(table, n, odd ? complement : west_rows);
    if (quadrant_placements(table, n, odd ? west_rows : complement) < queried) west_rows = complement;
  }
  const Half west{west_rows, middle.west_columns, false};
  // East column j is west column size - 1 - j in the mirror image.
  const Half east{middle.free_rows & ~west_rows, reversed_rows(middle.east_columns, n / 2), true};
  const bool rule = middle.main_diagonal_rule;
  const HalfPairing pairing{.main_diagonal_rule = rule,
                            .off_main_weight = rule ? off_main_diagonals_weight(n, choice.west_rows) : 1};
  BlockCount counted = count_halves(odd ? west : east, odd ? east : west, middle, pairing, table, block, scratch);
  counted.solutions *= middle.weight * row_choice_weight(n, middle, choice.west_rows);
  return counted;
}

/// Reads into `shares` the placement groups of `half`'s quadrants for each
/// way of sharing its columns between them, listed by `ways`, or only for
/// those of `block` (the ways numbered block.index modulo block.count, in
/// the order for_each_subset lists them), keeping the placements that
/// occupy none of `forbidden`.
void RowChoiceCounter::read_column_shares(const Half& half, const QuadrantTable::Lease& table,
                                          const Diagonals& forbidden, ColumnShares& ways, ReadShares& shares,
                                          const ShareBlock& block) const {
  const TableRows rows = table_rows(n_, half.rows);
  const RowSetPlacements& north_placements = table[rows.north];
  const RowSetPlacements& south_placements = table[rows.south];
  const Quadrant south_west = south_west_quadrant(n_);
  shares.north.clear();
  shares.south.clear();
  // The shares before the block's next one: a countdown, not a division
  // per share.
  std::uint32_t shares_to_skip = block.index;
  for (const std::uint32_t north : ways.of(half.columns, std::popcount(rows.north))) {
    if (shares_to_skip-- != 0) continue;
    shares_to_skip = block.count - 1;
    shares.north.add(QuadrantGroup(north_placements, north));
    shares.south.add(QuadrantGroup::flipped(south_placements, south_west, half.columns ^ north));
  }
  shares.north.read(forbidden, kernels_);
  shares.south.read(forbidden, kernels_);
}

/// Solutions made of a placement of `stored` and one of `queried` that
/// share no diagonal with each other nor with the `middle` queens, the
/// middle row's queen (if not placed) standing in `stored`, in each of its
/// columns. With the main-diagonal rule (even n), `stored` keeps only
/// placements off both main diagonals and each `queried` one counts twice
/// per main diagonal it occupies: the transpose and the anti-transpose of
/// the board each move one main diagonal's queen to the other half and leave
/// the other's in place, so these stand for the solutions left out. Those
/// off both count pairing.off_main_weight times.
///
/// The stored half is joined into the worker's held column groups; where
/// it does not fit a slice (limits_), it is joined again in slices, each
/// stored and counted against every queried share once it is full. A large
/// store is stored in pieces (BufferLimits::pieces), each counted so.
BlockCount RowChoiceCounter::count_halves(const Half& stored, const Half& queried, const MiddleQueens& middle,
                                          const HalfPairing& pairing, const QuadrantTable::Lease& table,
                                          const ShareBlock& block, HalvesScratch& scratch) const {
  // The main diagonals' mask is the same bit n - 1 in both directions, so
  // mirroring leaves it as it is; the middle queens are seen in each half's terms.
  const std::uint64_t main_diagonal = pairing.main_diagonal_rule ? std::uint64_t{1} << (n_ - 1) : 0;
  const HalfRules queried_rules{
      middle.diagonals.mirrored(queried.mirrored), main_diagonal, {}, pairing.off_main_weight};
  const Diagonals middle_queens = middle.diagonals.mirrored(stored.mirrored);
  const std::size_t slice = limits_.slice_placements;
  // A row choice takes seconds at n = 24, so it asks whether to stop every
  // 64 column shares: at odd n a share takes microseconds, too few to pay
  // for a question each.
  StopPoll stop(64);
  std::uint64_t column_shares = 0;
  const bool timed = block.count > 1;
  BlockCount counted;
  double querying_seconds = 0;
  const Clock::time_point start = timed ? Clock::now() : Clock::time_point{};
  JoinedColumns& joined_columns = scratch.columns;
  const JoinedColumns::Key key{n_, stored.rows, stored.columns, stored.mirrored, main_diagonal};
  const std::uint64_t groups = column_groups_of(n_, middle, stored.rows);
  if (groups == 0) return counted;

  // A group's joining rules, its shares read into stored_read: only the
  // placements off the main diagonals are joined (with the rule): many
  // occupy one, and each would be tried against every placement of the
  // other quadrant.
  const auto read_group = [&](int group) {
    const StoredGroup g = stored_group(n_, middle, stored.rows, stored.columns, stored.mirrored, group);
    read_column_shares({g.rows, g.columns, stored.mirrored}, table, g.queens | Diagonals{main_diagonal, main_diagonal},
                       scratch.stored_shares, scratch.stored_read);
    return HalfRules{g.queens, main_diagonal, g.queens};
  };
  // Joins `to_join` into the held groups while they fit a slice; false when
  // one does not.
  const auto join_whole = [&](std::uint64_t to_join) {
    for (std::uint64_t left = to_join; left != 0; left &= left - 1) {
      const int group = std::countr_zero(left);
      const HalfRules rules = read_group(group);
      const ReadShares& shares = scratch.stored_read;
      joined_columns.begin[group] = joined_columns.placements.count;
      for (std::size_t share = 0; share < shares.count(); ++share) {
        stop.poll(++column_shares);
        const PlacementDiagonals north = shares.north[share];
        if (join_placements(north, shares.south[share], rules, joined_columns.placements, scratch.pairs, kernels_,
                            slice) < north.count)
          return false;
      }
      joined_columns.end[group] = joined_columns.placements.count;
      joined_columns.joined_groups |= std::uint64_t{1} << group;
      ++counted.groups_joined;
    }
    return true;
  };
  // Stores `placements`, in pieces where they are many, and counts every
  // queried share against each piece: the queried half's shares are read
  // into `read` on first use and kept for the pieces and the slices.
  bool queried_read = false;
  const auto count_against = [&](std::span<Diagonals> placements, ReadShares& read) {
    if (placements.empty()) return;
    // Each placement of the queried half's row sets is a query; in a block,
    // its share of them.
    const TableRows queried_rows = table_rows(n_, queried.rows);
    const QuadrantQueries queries{
        {table[queried_rows.north].size() / block.count, std::popcount(queried_rows.north)},
        {table[queried_rows.south].size() / block.count, std::popcount(queried_rows.south)}};
    const std::size_t pieces = limits_.pieces(placements.size());
    const std::size_t piece = (placements.size() + pieces - 1) / pieces;
    // Both halves' placements are read as the west quadrants' (the east one
    // mirrored), so the stored ones are read mirrored against the queries.
    const Quadrant north = north_west_quadrant(n_), south = south_west_quadrant(n_);
    // The queries first: the sorts weigh their key diagonals by them.
    const Clock::time_point reading_start = timed ? Clock::now() : Clock::time_point{};
    if (!queried_read) {
      read_column_shares(queried, table, queried_rules.fixed, scratch.queried_shares, read, block);
      queried_read = true;
    }
    const ReadShares& shares = read;
    const QueryShares query_shares = DiagonalSieve::key_bits(SlicedPlacements::padded_words(piece)) > 0
                                         ? query_shares_of(shares)
                                         : QueryShares::uniform();
    if (timed) querying_seconds += std::chrono::duration<double>(Clock::now() - reading_start).count();
    // Pieces of placements alike: each piece's common diagonals spare it
    // the queries on them.
    if (pieces > 1) {
      const Clock::time_point ordering_start = timed ? Clock::now() : Clock::time_point{};
      scratch.piece_order.sort(placements, /*mirrored=*/true, north.span() | south.span(), query_shares, pieces);
      if (timed) counted.storing_seconds += std::chrono::duration<double>(Clock::now() - ordering_start).count();
    }
    for (std::size_t first = 0; first < placements.size(); first += piece) {
      const Clock::time_point storing_start = timed ? Clock::now() : Clock::time_point{};
      scratch.stored.assign(placements.subspan(first, std::min(piece, placements.size() - first)), north, south,
                            queries, query_shares, kernels_);
      ++counted.pieces;
      const Clock::time_point querying_start = timed ? Clock::now() : Clock::time_point{};
      if (timed) counted.storing_seconds += std::chrono::duration<double>(querying_start - storing_start).count();
      for (std::size_t share = 0; share < shares.count(); ++share) {
        stop.poll(++column_shares);
        counted.solutions += count_fitting_pairs(scratch.stored, shares.north[share], shares.south[share],
                                                 queried_rules, scratch.pairs, kernels_, limits_.inner_block);
      }
      if (timed) querying_seconds += std::chrono::duration<double>(Clock::now() - querying_start).count();
    }
  };

  joined_columns.hold_for(key);
  const std::uint64_t held_before = joined_columns.joined_groups;
  bool whole = join_whole(groups & ~held_before);
  // Groups held for other row choices may be what fills the slice.
  if (!whole && (held_before & ~groups) != 0) {
    joined_columns.drop();
    joined_columns.hold_for(key);
    whole = join_whole(groups);
  }
  // Clearing the joined placements of the middle queens is part of
  // storing them: every block repeats it.
  const auto cleared_timed = [&](const auto& clear) {
    const Clock::time_point clearing_start = timed ? Clock::now() : Clock::time_point{};
    const std::span<Diagonals> placements = clear();
    if (timed) counted.storing_seconds += std::chrono::duration<double>(Clock::now() - clearing_start).count();
    return placements;
  };
  if (whole) {
    // The stored half's reads are done with: their buffers take the
    // queried half's.
    count_against(cleared_timed([&] { return clear_of(middle_queens, joined_columns, groups, scratch.joined, kernels_,
                                                      slice); }),
                  scratch.stored_read);
  } else {
    // In slices: every group joined again, none held for the next choice.
    counted.sliced = true;
    joined_columns.drop();
    JoinedPlacements& joined = joined_columns.placements;
    joined.count = 0;
    const auto count_slice = [&] {
      count_against(cleared_timed([&] {
                      return clear_of(middle_queens, {joined.placements.data(), joined.count}, scratch.joined,
                                      kernels_, slice);
                    }),
                    scratch.queried_read);
      joined.count = 0;
    };
    for (std::uint64_t left = groups; left != 0; left &= left - 1) {
      const HalfRules rules = read_group(std::countr_zero(left));
      const ReadShares& shares = scratch.stored_read;
      ++counted.groups_joined;
      for (std::size_t share = 0; share < shares.count(); ++share) {
        stop.poll(++column_shares);
        const PlacementDiagonals north = shares.north[share];
        const PlacementDiagonals south = shares.south[share];
        // A north placement joins at most a slice of the south group at once.
        for (std::size_t first = 0; first < south.count; first += slice) {
          const PlacementDiagonals south_part{south.rising + first, south.falling + first,
                                              std::min(slice, south.count - first)};
          for (std::size_t north_joined = 0; north_joined < north.count;) {
            north_joined += join_placements(
                {north.rising + north_joined, north.falling + north_joined, north.count - north_joined}, south_part,
                rules, joined, scratch.pairs, kernels_, slice);
            if (north_joined < north.count) count_slice();
          }
        }
      }
    }
    count_slice();
  }
  if (timed)
    counted.joining_seconds = std::chrono::duration<double>(Clock::now() - start).count() - counted.storing_seconds -
                              querying_seconds;
  return counted;
}

} // namespace nqueens::detail
