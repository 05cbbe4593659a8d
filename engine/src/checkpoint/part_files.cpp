// nqueens::merge_part_files: the parts of a count, each a checkpoint file of
// its own, checked to make up one whole count and added up.
#include "checkpoint/record_checks.hpp"
#include "nqueens/checkpoint.hpp"

#include <chrono>
#include <map>

namespace nqueens {
namespace {

/// A part file as read, with its name for the messages.
struct PartFile {
  std::filesystem::path path;
  CheckpointContents contents;
  const CountPart& part() const { return *contents.header.part; }
};

std::string quoted(const std::filesystem::path& path) {
  std::string text = "'";
  text += path.string();
  text += '\'';
  return text;
}

/// What two parts of one count share: everything in the header but the part's number.
std::string count_of(const CheckpointHeader& header) {
  return "n = " + std::to_string(header.n) + ", method " + header.method + ", prefix depth " +
         std::to_string(header.prefix_depth) + " (" + std::to_string(header.task_count) + " tasks), " +
         (header.fixed_queens.empty() ? "" : "fixed queens " + header.fixed_queens + ", ") + "in " +
         std::to_string(header.part->count) + " parts, by nqueens " + header.version;
}

PartFile read_part_file(const std::filesystem::path& path) {
  PartFile file{path, read_checkpoint(path)};
  if (!file.contents.header.part)
    throw PartsError(quoted(path) + " is a checkpoint of a whole count, not a part file (nqueens N --part K/M)");
  if (file.contents.torn_tail_dropped)
    throw PartsError(quoted(path) + " (" + part_text(file.part()) +
                     ") ends in a damaged or cut-short record: run that part again to repair it");
  return file;
}

/// Refuses parts of different counts, a part given twice, missing or unfinished.
void check_whole(const std::vector<PartFile>& files) {
  const CheckpointHeader& first = files.front().contents.header;
  for (const PartFile& file : files) {
    CheckpointHeader header = file.contents.header;
    header.part->index = first.part->index;
    if (header != first)
      throw PartsError(quoted(file.path) + " is a part of another count (" + count_of(file.contents.header) +
                       ") than " + quoted(files.front().path) + " (" + count_of(first) + ")");
  }
  if (first.version != version())
    throw PartsError("the parts were counted by nqueens " + first.version + ", not by this nqueens " +
                     std::string(version()) + ": merge them with that version");

  std::map<std::uint64_t, const PartFile*> by_index;
  for (const PartFile& file : files) {
    const auto [found, added] = by_index.emplace(file.part().index, &file);
    if (!added)
      throw PartsError(quoted(found->second->path) + " and " + quoted(file.path) + " are both " +
                       part_text(file.part()));
  }
  const std::uint64_t parts = first.part->count;
  if (by_index.size() < parts) {
    std::string missing;
    std::uint64_t listed = 0;
    constexpr std::uint64_t most_listed = 10;
    for (std::uint64_t index = 1; index <= parts; ++index) {
      if (by_index.contains(index)) continue;
      if (listed < most_listed) missing += (listed == 0 ? "" : ", ") + std::to_string(index);
      ++listed;
    }
    if (listed > most_listed) missing += " and " + std::to_string(listed - most_listed) + " more";
    throw PartsError((listed == 1 ? "part " : "parts ") + missing + " of " + std::to_string(parts) +
                     (listed == 1 ? " is" : " are") + " missing");
  }
  for (const PartFile& file : files) {
    const std::uint64_t tasks = part_task_count(first.task_count, file.part());
    if (file.contents.records.size() != tasks)
      throw PartsError(quoted(file.path) + " (" + part_text(file.part()) + ") holds " +
                       std::to_string(file.contents.records.size()) + " of its " + std::to_string(tasks) +
                       " tasks: run that part to its end");
  }
}

} // namespace

CountResult merge_part_files(std::span<const std::filesystem::path> paths, const CountOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  if (paths.empty()) throw PartsError("no part files to merge");
  std::vector<PartFile> files;
  files.reserve(paths.size());
  for (const std::filesystem::path& path : paths) files.push_back(read_part_file(path));
  check_whole(files);

  const CheckpointHeader& header = files.front().contents.header;
  if (!header.fixed_queens.empty())
    throw PartsError(quoted(files.front().path) + " is a part of a count with fixed queens, which parts do not keep");
  CountOptions split_options = options;
  split_options.method = parse_method(header.method);
  split_options.prefix_depth = header.prefix_depth;
  split_options.observer = nullptr;
  const PreparedCount prepared = prepare_part_split(header.n, split_options, header.part->count);
  const TaskPlan& plan = prepared.plan();
  if (plan.prefix_depth != header.prefix_depth || plan.task_count != header.task_count)
    throw PartsError("the parts split the count into " + std::to_string(header.task_count) +
                     " tasks, this nqueens into " + std::to_string(plan.task_count) + " at the same depth");

  // Each part alone within bounds; the whole is the published value's to check.
  TaskCounts total = prepared.base_counts();
  for (const PartFile& file : files) {
    detail::check_records_possible(file.path, plan, file.contents.records);
    for (const CheckpointRecord& record : file.contents.records) total += record.counts;
  }
  return prepared.result(total, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

} // namespace nqueens
