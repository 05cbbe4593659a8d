// Which instruction set the dispatched kernels (halves/pair_kernels.hpp) run
// on: the best the CPU has, or the one NQUEENS_ISA names.
#include "nqueens/nqueens.hpp"

#include <array>
#include <cstdlib>
#include <string>

namespace nqueens {
namespace {

constexpr std::array all_instruction_sets{InstructionSet::avx512, InstructionSet::avx2, InstructionSet::portable};

} // namespace

std::string_view instruction_set_name(InstructionSet isa) {
  switch (isa) {
  case InstructionSet::portable: return "portable";
  case InstructionSet::avx2: return "avx2";
  case InstructionSet::avx512: return "avx512";
  }
  return "unknown";
}

bool instruction_set_supported(InstructionSet isa) {
  switch (isa) {
  case InstructionSet::portable: return true;
#ifdef NQUEENS_X86_KERNELS
  // libgcc's checks include the operating system's support for the wider
  // registers (XGETBV), not only the CPU's.
  case InstructionSet::avx2: return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
  case InstructionSet::avx512:
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vpopcntdq");
#endif
  default: return false;
  }
}

InstructionSet chosen_instruction_set() {
  const char* forced = std::getenv("NQUEENS_ISA");
  if (forced == nullptr || *forced == '\0') {
    // The list ends with portable, which every CPU has.
    for (const InstructionSet isa : all_instruction_sets)
      if (instruction_set_supported(isa)) return isa;
  }
  const std::string_view name(forced);
  for (const InstructionSet isa : all_instruction_sets) {
    if (name != instruction_set_name(isa)) continue;
    if (!instruction_set_supported(isa))
      throw InstructionSetError("NQUEENS_ISA=" + std::string(name) + ": this CPU (or this build) has no " +
                                std::string(name) + " path");
    return isa;
  }
  throw InstructionSetError("NQUEENS_ISA=" + std::string(name) +
                            " is not an instruction set; use portable, avx2 or avx512");
}

} // namespace nqueens
