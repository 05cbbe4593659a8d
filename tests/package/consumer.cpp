// Counts with the installed library and checks the count against the
// installed published table: exit status 0 when they agree.
#include <nqueens/nqueens.hpp>
#include <nqueens/published.hpp>

#include <cstdio>

int main() {
  const nqueens::CountResult result = nqueens::count(10, {.threads = 2});
  const bool ok = result.solutions == nqueens::published_counts(10)->total;
  std::printf("nqueens %s: n = 10, %s solutions, %s\n", std::string(nqueens::version()).c_str(),
              nqueens::to_string(result.solutions).c_str(), ok ? "OK" : "FAIL");
  return ok ? 0 : 1;
}
