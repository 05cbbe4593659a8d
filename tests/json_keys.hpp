// The keys of a JSON object, for the command-line tests that read --json.
#pragma once

#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace nqueens::test {

/// The keys of `object`, sorted.
inline std::set<std::string> keys_of(const nlohmann::json& object) {
  std::set<std::string> keys;
  for (const auto& [key, value] : object.items()) keys.insert(key);
  return keys;
}

} // namespace nqueens::test
