"""Bad arguments of every kind raise TypeError or ValueError with the
engine's message, and never take the interpreter down."""

import pytest

import nqueens

BAD_COUNTS = [
    # (arguments, keyword arguments, exception, message)
    (("8",), {}, TypeError, "board size must be an int, not str"),
    ((8.0,), {}, TypeError, "board size must be an int, not float"),
    ((True,), {}, TypeError, "board size must be an int, not bool"),
    ((None,), {}, TypeError, "board size must be an int"),
    ((0,), {}, ValueError, r"board size 0 is out of range \(1 to 32\)"),
    ((33,), {}, ValueError, r"board size 33 is out of range \(1 to 32\)"),
    ((-5,), {}, ValueError, "board size -5 is out of range"),
    ((2**70,), {}, ValueError, "board size 1180591620717411303424 is out of range"),
    ((8, "mirror"), {}, TypeError, "incompatible function arguments"),
    ((8,), {"method": "fast"}, ValueError, "unknown method 'fast'"),
    ((8,), {"method": 3}, TypeError, "method must be a str, not int"),
    ((12,), {"method": "brute"}, ValueError, "method brute would run for hours at n = 12"),
    ((8,), {"threads": -1}, ValueError, "thread count -1 is out of range"),
    ((8,), {"threads": 5000}, ValueError, "thread count 5000 is out of range"),
    ((20,), {"threads": 5000}, ValueError, "thread count 5000 is out of range"),
    ((8,), {"threads": "2"}, TypeError, "thread count must be an int, not str"),
    ((8,), {"threads": 2.5}, TypeError, "thread count must be an int, not float"),
    ((8,), {"fixed": [(1, 1), (1, 2)]}, ValueError, "fixed queens 1:1 and 1:2 share a row"),
    ((8,), {"fixed": [(9, 1)]}, ValueError, "fixed queen 9:1 is off the board"),
    ((8,), {"fixed": [(0, 1)]}, ValueError, "fixed queen 0:1 is off the board"),
    ((8,), {"fixed": "1:1"}, TypeError, "fixed must be an iterable of"),
    ((8,), {"fixed": 11}, TypeError, "fixed must be an iterable of"),
    ((8,), {"fixed": [(1,)]}, TypeError, "each fixed queen must be a"),
    ((8,), {"fixed": [("1", 1)]}, TypeError, "fixed queen's row must be an int"),
    ((8,), {"fixed": [(1, 1)], "method": "symmetry"}, ValueError, "cannot count with fixed queens"),
    ((8,), {"unique": True, "method": "mirror"}, ValueError, "unique needs method symmetry or halves"),
    ((8,), {"unique": True, "fixed": [(1, 1)]}, ValueError, "unique cannot be combined with fixed queens"),
    ((8,), {"unique": "yes"}, TypeError, "incompatible function arguments"),
    ((8,), {"memory": 0}, ValueError, "memory 0 is not a positive number of bytes"),
    ((8,), {"memory": -5}, ValueError, "memory -5 is not a positive number of bytes"),
    ((8,), {"memory": 2**80}, ValueError, "is not a positive number of bytes"),
    ((8,), {"memory": "1G"}, TypeError, "memory must be an int"),
    ((8,), {"progress": 5}, TypeError, "progress must be callable, not int"),
    ((8,), {"checkpoint": 5}, TypeError, "int"),
    ((8,), {"checkpoint": ""}, ValueError, "checkpoint file name is empty"),
    ((8,), {"checkpoint": "/nonexistent-folder/x.ckpt"}, nqueens.CheckpointError, "nonexistent-folder"),
    ((8,), {"colour": "red"}, TypeError, "incompatible function arguments"),
]


@pytest.mark.parametrize("arguments, keywords, exception, message", BAD_COUNTS)
def test_bad_count_arguments_raise(arguments, keywords, exception, message):
    with pytest.raises(exception, match=message):
        nqueens.count(*arguments, **keywords)


def test_engine_errors_are_value_errors():
    assert issubclass(nqueens.Error, ValueError)
    assert issubclass(nqueens.CheckpointError, nqueens.Error)


BAD_CALLS = [
    (lambda: nqueens.estimate(12, sample_seconds=0), ValueError, "sample_seconds must be a positive number"),
    (lambda: nqueens.estimate(12, sample_seconds=float("nan")), ValueError, "sample_seconds must be a positive"),
    (lambda: nqueens.estimate(12, sample_seconds="1"), TypeError, "sample_seconds must be a number"),
    (lambda: nqueens.estimate(12, seed=-1), ValueError, "seed -1 is out of range"),
    (lambda: nqueens.estimate(12, seed=2**64), ValueError, "is out of range"),
    (lambda: nqueens.estimate(12, seed=1.0), TypeError, "seed must be an int"),
    (lambda: nqueens.estimate(40), ValueError, "board size 40 is out of range"),
    (lambda: nqueens.scaling(10, repeat=0), ValueError, "repeat count must be at least 1"),
    (lambda: nqueens.scaling(10, threads=[]), ValueError, "no thread counts to measure"),
    (lambda: nqueens.scaling(10, threads=[1, 0.5]), TypeError, "thread count must be an int"),
    (lambda: nqueens.scaling(10, threads="12"), TypeError, "threads must be an iterable of thread counts"),
    (lambda: nqueens.scaling(10, threads=[1, -2]), ValueError, "thread count -2 is out of range"),
    (lambda: nqueens.solutions(40), ValueError, "board size 40 is out of range"),
    (lambda: nqueens.solutions(8, threads=-3), ValueError, "thread count -3 is out of range"),
    (lambda: nqueens.solutions(8, fixed=[(1, 9)]), ValueError, "fixed queen 1:9 is off the board"),
    (lambda: nqueens.solutions(8, unique=True, fixed=[(1, 1)]), ValueError, "fixed"),
    (lambda: nqueens.solutions("8"), TypeError, "board size must be an int"),
    (lambda: nqueens.verify("2 4 1 3"), TypeError, "lines must be an iterable of lines"),
    (lambda: nqueens.verify(7), TypeError, "lines must be an iterable of lines"),
    (lambda: nqueens.verify([7]), TypeError, "each line must be a str or a sequence of columns"),
    (lambda: nqueens.verify([[2, 4.0, 1, 3]]), TypeError, "columns must be ints"),
    (lambda: nqueens.construct(0), ValueError, "board size 0 is out of range"),
    (lambda: nqueens.construct(3), ValueError, "the 3-queens problem has no solution"),
    (lambda: nqueens.construct(10**10), ValueError, "board size 10000000000 is out of range"),
    (lambda: nqueens.construct(None), TypeError, "board size must be an int"),
]


@pytest.mark.parametrize("call, exception, message", BAD_CALLS)
def test_bad_arguments_raise(call, exception, message):
    with pytest.raises(exception, match=message):
        call()


def test_bad_lines_are_problems_not_errors():
    tally = nqueens.verify(["", "x y", "1 1", "\xff\x00", b"2 4 1 3", [2, 4, 1, 3], "9" * 10000])
    assert (tally.lines, tally.valid, tally.problems) == (7, 1, 6)
