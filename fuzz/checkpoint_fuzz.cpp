// Feeds arbitrary bytes to the checkpoint parser. Besides crashes, leaks and
// undefined behaviour (the sanitizers), it traps when an accepted file breaks
// the format's promises: whatever is accepted is canonical (formatting it
// again takes exactly the bytes that were kept) and reads back the same.
#include <nqueens/checkpoint.hpp>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  try {
    const nqueens::CheckpointContents contents = nqueens::parse_checkpoint(bytes);
    std::string again = nqueens::format_checkpoint_header(contents.header);
    for (const nqueens::CheckpointRecord& record : contents.records) {
      if (record.task >= contents.header.task_count) __builtin_trap();
      again += nqueens::format_checkpoint_record(record);
    }
    if (again.size() != contents.valid_size || contents.valid_size > size) __builtin_trap();
    const nqueens::CheckpointContents reread = nqueens::parse_checkpoint(again);
    if (reread.header != contents.header || reread.records != contents.records || reread.torn_tail_dropped)
      __builtin_trap();
  } catch (const nqueens::CheckpointError&) {
    // Refusing is the right answer to most inputs.
  }
  return 0;
}
