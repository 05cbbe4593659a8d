"""count(progress=...): called on the calling thread, a few times a second,
done never going back, and once at the end with everything done."""

import threading
import time

import pytest

import nqueens
from published_values import TOTAL


def test_progress_is_reported_monotone_and_ends_complete():
    calls = []
    caller = threading.get_ident()

    def progress(done, total, eta):
        assert threading.get_ident() == caller
        calls.append((time.monotonic(), done, total, eta))

    result = nqueens.count(16, method="mirror", threads=1, progress=progress)
    assert result.solutions == TOTAL[16]
    assert len(calls) >= 2, "a count of a second or more reports progress on the way"
    done = [call[1] for call in calls]
    assert done == sorted(done)
    assert {call[2] for call in calls} == {result.tasks}
    assert calls[-1][1:] == (result.tasks, result.tasks, 0.0)
    for _, _, _, eta in calls:
        assert eta is None or eta >= 0
    # At most four times a second; the last call comes when the count ends.
    gaps = [later[0] - earlier[0] for earlier, later in zip(calls[:-2], calls[1:-1])]
    assert all(gap >= 0.2 for gap in gaps)


def test_an_exception_in_progress_stops_the_count_and_propagates():
    class Enough(Exception):
        pass

    def progress(done, total, eta):
        raise Enough()

    with pytest.raises(Enough):
        nqueens.count(16, method="mirror", threads=1, progress=progress)
    assert nqueens.count(10).solutions == TOTAL[10]
