#include "pair_kernels.hpp"

namespace nqueens::detail {

SumFits sum_fits_for(InstructionSet isa) {
  switch (isa) {
#ifdef NQUEENS_X86_KERNELS
  case InstructionSet::avx512: return sum_fits_avx512;
  case InstructionSet::avx2: return sum_fits_avx2;
#endif
  default: return sum_fits_portable;
  }
}

} // namespace nqueens::detail
