"""Ctrl-C while counting: KeyboardInterrupt within a second, the finished
tasks kept in the checkpoint, and the count resumed from it."""

import os
import signal
import threading
import time

import pytest

import nqueens
from published_values import TOTAL

# halves polls for a stop between row choices and not while it builds its
# tables, so it is tried where both take milliseconds.
INTERRUPTED_COUNTS = [(20, "mirror"), (20, "symmetry"), (20, "bitmask"), (18, "arrays"), (17, "backtrack"),
                      (17, "permutation"), (18, "halves")]


def interrupt_after(seconds):
    """Sends SIGINT to this process from a second thread; returns when it was sent."""
    sent = []

    def send():
        time.sleep(seconds)
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)

    threading.Thread(target=send, daemon=True).start()
    return sent


@pytest.mark.parametrize("n, method", INTERRUPTED_COUNTS)
def test_ctrl_c_raises_keyboard_interrupt_within_a_second(n, method):
    sent = interrupt_after(0.3)
    with pytest.raises(KeyboardInterrupt):
        nqueens.count(n, method=method)
    assert time.monotonic() - sent[0] < 1.0
    # The engine is ready for the next count.
    assert nqueens.count(8, method=method).solutions == TOTAL[8]


def test_an_interrupted_count_resumes_from_its_checkpoint(tmp_path):
    path = tmp_path / "n16.ckpt"
    interrupt_after(0.5)
    with pytest.raises(KeyboardInterrupt):
        nqueens.count(16, method="mirror", threads=1, checkpoint=path)
    records = path.read_text().count("\n") - 1  # the header line, then one per finished task
    assert records > 0

    first_progress = []
    result = nqueens.count(16, method="mirror", threads=2, checkpoint=path,
                           progress=lambda done, total, eta: first_progress.append(done))
    assert result.solutions == TOTAL[16]
    assert first_progress[0] >= records, "restored tasks count as done"
    # A finished checkpoint gives the same count at once.
    assert nqueens.count(16, method="mirror", checkpoint=str(path)).solutions == TOTAL[16]


def test_a_checkpoint_of_another_count_is_refused(tmp_path):
    path = tmp_path / "n10.ckpt"
    nqueens.count(10, method="mirror", checkpoint=path)
    with pytest.raises(nqueens.CheckpointError, match="n10.ckpt"):
        nqueens.count(10, method="bitmask", checkpoint=path)
    path.write_text("not a checkpoint\n")
    with pytest.raises(nqueens.CheckpointError):
        nqueens.count(10, method="mirror", checkpoint=path)
