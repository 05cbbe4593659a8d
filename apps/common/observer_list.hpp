// Several task observers behind the one that count() accepts: progress,
// checkpoint and interruption each stay a small class of their own.
#pragma once

#include <nqueens/observer.hpp>

#include <vector>

namespace nqueens::cli {

/// Forwards each call to every member, in order. A task is restored by the
/// first member that knows it, and reported finished to the other members;
/// the count stops when any member asks.
class ObserverList : public TaskObserver {
public:
  void add(TaskObserver& observer) { members_.push_back(&observer); }
  bool empty() const { return members_.empty(); }

  void begin(const TaskPlan& plan) override {
    for (TaskObserver* member : members_) member->begin(plan);
  }
  std::optional<TaskCounts> restored(std::uint64_t task) override {
    for (TaskObserver* member : members_) {
      if (std::optional<TaskCounts> known = member->restored(task)) {
        // To the others a restored task is a finished one: progress counts
        // its work as done.
        for (TaskObserver* other : members_)
          if (other != member) other->finished(task, *known);
        return known;
      }
    }
    return std::nullopt;
  }
  void finished(std::uint64_t task, const TaskCounts& counts) override {
    for (TaskObserver* member : members_) member->finished(task, counts);
  }
  bool stop_requested() override {
    for (TaskObserver* member : members_)
      if (member->stop_requested()) return true;
    return false;
  }
  bool reads_task_work() const override {
    for (const TaskObserver* member : members_)
      if (member->reads_task_work()) return true;
    return false;
  }

private:
  std::vector<TaskObserver*> members_;
};

} // namespace nqueens::cli
