#include "pair_kernels.hpp"

namespace nqueens::detail {

const PairKernels& pair_kernels_for(InstructionSet isa) {
  static constexpr PairKernels portable{sum_fits_portable,       sum_share_portable,      clashing_portable,
                                        or_rows_portable,        table_clashing_portable, make_entries_portable,
                                        list_fits_portable,      read_placements_portable, join_portable,
                                        keep_clear_portable,     transpose_bits_portable};
#ifdef NQUEENS_X86_KERNELS
  static constexpr PairKernels avx2{sum_fits_avx2,       sum_share_avx2,      clashing_avx2,
                                    or_rows_avx2,        table_clashing_avx2, make_entries_avx2,
                                    list_fits_avx2,      read_placements_avx2, join_avx2,
                                    keep_clear_avx2,     transpose_bits_avx2};
  static constexpr PairKernels avx512{sum_fits_avx512,       sum_share_avx512,      clashing_avx512,
                                      or_rows_avx512,        table_clashing_avx512, make_entries_avx512,
                                      list_fits_avx512,      read_placements_avx512, join_avx512,
                                      keep_clear_avx512,     transpose_bits_avx512};
  if (isa == InstructionSet::avx512) return avx512;
  if (isa == InstructionSet::avx2) return avx2;
#endif
  (void)isa;
  return portable;
}

} // namespace nqueens::detail
