// Which instruction set the dispatched kernels (halves/kernels/pair_kernels.hpp) run
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
  // The kernels are compiled for x86-64-v3 and x86-64-v4 (engine/CMakeLists.txt),
  // so every feature of those levels they may use is checked (clang 14 has
  // no names for the levels themselves). libgcc's checks include the
  // operating system's support for the wider registers (XGETBV).
  case InstructionSet::avx2:
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
           __builtin_cpu_supports("fma") && __builtin_cpu_supports("popcnt");
  case InstructionSet::avx512:
    return instruction_set_supported(InstructionSet::avx2) && __builtin_cpu_supports("avx512f") &&
           __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
           __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512cd") &&
           __builtin_cpu_supports("avx512vpopcntdq");
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
