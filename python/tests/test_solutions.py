"""solutions(), verify() and construct() against the command's list and the
published counts."""

import itertools
import subprocess
import time

import pytest

import nqueens
from command_output import listed
from published_values import TOTAL, UNIQUE


@pytest.mark.parametrize("n", range(1, 11))
def test_solutions_are_the_commands_list(command, n):
    assert list(nqueens.solutions(n)) == listed(command, str(n))
    assert list(nqueens.solutions(n, unique=True)) == listed(command, str(n), "--unique")


def test_fixed_queens_filter_the_listing(command):
    assert list(nqueens.solutions(9, fixed=[(1, 2), (4, 4)], threads=1)) == listed(command, "9", "--fix", "1:2,4:4")


def test_the_listing_is_complete_valid_and_covers_every_class():
    tally = nqueens.verify(nqueens.solutions(12))
    assert (tally.lines, tally.valid, tally.classes, tally.problems) == (TOTAL[12], TOTAL[12], UNIQUE[12], 0)
    assert tally.ok


def test_the_listing_streams_and_stops_when_dropped():
    # n = 20 has 39 billion solutions: only a stream yields the first at once.
    started = time.monotonic()
    first = list(itertools.islice(nqueens.solutions(20), 1000))
    assert len(first) == 1000 and first == sorted(first)
    assert nqueens.verify(first).valid == 1000
    assert time.monotonic() - started < 5


def test_an_exhausted_listing_stays_exhausted():
    stream = nqueens.solutions(3)
    assert list(stream) == []
    with pytest.raises(StopIteration):
        next(stream)


def test_verify_reads_lines_as_the_command_does(command, tmp_path):
    text = subprocess.run([command, "list", "8", "--format", "json"], check=True, capture_output=True,
                          text=True).stdout
    path = tmp_path / "solutions.txt"
    path.write_text(text + "1 2 3\n2 4 1 3\n2 4 1 3\n")
    with open(path) as lines:
        tally = nqueens.verify(lines)
    assert (tally.lines, tally.valid, tally.classes, tally.problems) == (95, 93, 13, 2)
    assert tally.first_problems == [(93, "rows 1 and 2 share a diagonal"), (95, "repeats line 94")]
    assert not tally.ok


@pytest.mark.parametrize("n", [1, 4, 5, 6, 7, 8, 9, 12, 14, 15, 20, 1000, 12345])
def test_construct_gives_a_solution(n):
    solution = nqueens.construct(n)
    assert len(solution) == n
    assert nqueens.verify([solution]).valid == 1
