// The command line's ObserverList: every member sees each call, the first
// member that knows a task restores it, and the others see it finished.
#include "observer_list.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace nqueens::cli {
namespace {

class Member : public TaskObserver {
public:
  explicit Member(std::optional<TaskCounts> knows = std::nullopt, bool stops = false)
      : knows_(knows), stops_(stops) {}
  void begin(const TaskPlan& plan) override { tasks = plan.task_count; }
  std::optional<TaskCounts> restored(std::uint64_t) override { return knows_; }
  void finished(std::uint64_t task, const TaskCounts& counts) override { seen.push_back({task, counts}); }
  bool stop_requested() override { return stops_; }

  std::uint64_t tasks = 0;
  std::vector<std::pair<std::uint64_t, TaskCounts>> seen;

private:
  std::optional<TaskCounts> knows_;
  bool stops_;
};

TEST(ObserverList, ForwardsBeginAndFinishedToEveryMember) {
  Member first, second;
  ObserverList list;
  list.add(first);
  list.add(second);
  TaskPlan plan;
  plan.task_count = 7;
  list.begin(plan);
  list.finished(3, TaskCounts{.solutions = 5});
  for (const Member* member : {&first, &second}) {
    EXPECT_EQ(member->tasks, 7u);
    ASSERT_EQ(member->seen.size(), 1u);
    EXPECT_EQ(member->seen[0].first, 3u);
    EXPECT_EQ(member->seen[0].second.solutions, 5u);
  }
}

TEST(ObserverList, ARestoredTaskIsFinishedForTheOthers) {
  const TaskCounts saved{.solutions = 40, .nodes = 900};
  Member progress, checkpoint(saved), later;
  ObserverList list;
  list.add(progress);
  list.add(checkpoint);
  list.add(later);
  const std::optional<TaskCounts> restored = list.restored(11);
  ASSERT_TRUE(restored.has_value());
  EXPECT_EQ(*restored, saved);
  for (const Member* other : {&progress, &later}) {
    ASSERT_EQ(other->seen.size(), 1u);
    EXPECT_EQ(other->seen[0].first, 11u);
    EXPECT_EQ(other->seen[0].second, saved);
  }
  EXPECT_TRUE(checkpoint.seen.empty()) << "the member that restored it already has it";
}

TEST(ObserverList, NothingRestoredWhenNoMemberKnowsAndAnyMemberStops) {
  Member quiet, stopper(std::nullopt, true);
  ObserverList list;
  list.add(quiet);
  EXPECT_FALSE(list.restored(0).has_value());
  EXPECT_TRUE(quiet.seen.empty());
  EXPECT_FALSE(list.stop_requested());
  list.add(stopper);
  EXPECT_TRUE(list.stop_requested());
}

TEST(ObserverList, ReadsTaskWorkWhenAnyMemberDoes) {
  class StopButton : public TaskObserver {
  public:
    bool reads_task_work() const override { return false; }
  } stop_button;
  Member progress;
  ObserverList list;
  EXPECT_FALSE(list.reads_task_work()) << "an empty list reads nothing";
  list.add(stop_button);
  EXPECT_FALSE(list.reads_task_work());
  list.add(progress);
  EXPECT_TRUE(list.reads_task_work());
}

} // namespace
} // namespace nqueens::cli
