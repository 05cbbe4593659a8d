"""Counts the solutions of the n-queens problem with the nqueens engine (OEIS A000170)."""

import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Optional, Union

__version__: str
max_board_size: int

Square = tuple[int, int]
"""A (row, column) square, 1-based."""

ProgressCallback = Callable[[int, int, Optional[float]], object]
"""progress(done, total, eta): tasks done, tasks in all, seconds left (None until known)."""

class Error(ValueError):
    """A bad request: the engine's message."""

class CheckpointError(Error):
    """A checkpoint file that cannot be used: unreadable, damaged or for another count."""

class InconsistentCount(RuntimeError):
    """A count that contradicts what must hold: a fault, never bad input."""

class Result:
    """A count's result: what `nqueens N --json` prints, the counts as exact ints."""
    @property
    def n(self) -> int: ...
    @property
    def method(self) -> str: ...
    @property
    def threads(self) -> int: ...
    @property
    def solutions(self) -> int:
        """All solutions (OEIS A000170); --json's `total`."""
    @property
    def unique(self) -> Optional[int]:
        """Solutions counted once per rotation/reflection class (A002562); None where the method does not count them."""
    @property
    def quarter_turn_symmetric(self) -> Optional[int]: ...
    @property
    def half_turn_symmetric(self) -> Optional[int]: ...
    @property
    def nodes(self) -> Optional[int]:
        """Positions of the search tree visited; None for halves, which searches none."""
    @property
    def tasks(self) -> int: ...
    @property
    def split_depth(self) -> int:
        """Rows the split fixes: the searching methods' prefix depth, n / 2 for halves."""
    @property
    def prefix_depth(self) -> int:
        """split_depth under its old name, as --json keeps it for version 0.2."""
    @property
    def peak_memory_bytes(self) -> int: ...
    @property
    def seconds(self) -> float: ...
    @property
    def isa(self) -> Optional[str]:
        """The instruction set of halves' kernels, or None for the other methods."""
    def dict(self) -> dict[str, Any]:
        """The object `nqueens N --json` prints, as a dict (`solutions` is its 'total')."""

class Estimate:
    """A count's plan: tasks, peak memory and projected time."""
    @property
    def n(self) -> int: ...
    @property
    def method(self) -> str: ...
    @property
    def tasks(self) -> int: ...
    @property
    def prefix_depth(self) -> int: ...
    @property
    def threads(self) -> int: ...
    @property
    def seconds(self) -> float:
        """Projected wall time of the count."""
    @property
    def seconds_error(self) -> float:
        """The half-width of a 95% interval of `seconds` (Student's t for the sample)."""
    @property
    def setup_seconds(self) -> float:
        """The count's setup, with the table's row sets built on demand projected."""
    @property
    def measured_setup_seconds(self) -> float:
        """The part of `setup_seconds` measured before the sample."""
    @property
    def peak_memory_bytes(self) -> int: ...
    @property
    def isa(self) -> Optional[str]: ...
    @property
    def solutions(self) -> float:
        """The total projected from the sample."""
    @property
    def solutions_error(self) -> float:
        """The half-width of a 95% interval of `solutions`."""
    @property
    def sampled_tasks(self) -> int: ...
    @property
    def sampled_subtasks(self) -> int: ...
    @property
    def sample_seconds(self) -> float: ...
    def dict(self) -> dict[str, Any]:
        """The object `nqueens N --estimate --json` prints."""

class ScalingRow:
    """One thread count of a scaling report."""
    @property
    def threads(self) -> int: ...
    @property
    def seconds(self) -> float:
        """Median of the repeats."""
    @property
    def speedup(self) -> float:
        """The first row's seconds over this row's."""
    @property
    def efficiency(self) -> float:
        """Speedup over the ideal one: 1 is perfect."""
    @property
    def nodes_per_second(self) -> float:
        """0 for halves, which counts no nodes."""
    @property
    def tasks_per_second(self) -> float: ...
    @property
    def solutions(self) -> int: ...
    def dict(self) -> dict[str, Any]: ...

class ScalingReport:
    """The same count timed at each thread count."""
    @property
    def n(self) -> int: ...
    @property
    def method(self) -> str: ...
    @property
    def repeats(self) -> int: ...
    @property
    def nodes(self) -> int: ...
    @property
    def rows(self) -> list[ScalingRow]:
        """One ScalingRow per thread count, in the order measured."""
    def dict(self) -> dict[str, Any]:
        """The object `nqueens N --threads LO:HI --json` prints: rows under 'scaling'."""

class Verification:
    """What verify() found in the lines it read."""
    @property
    def lines(self) -> int: ...
    @property
    def valid(self) -> int: ...
    @property
    def classes(self) -> int:
        """Rotation/reflection classes the valid lines cover."""
    @property
    def problems(self) -> int:
        """Invalid or repeated lines."""
    @property
    def first_problems(self) -> list[tuple[int, str]]:
        """The first problems as (line number, what is wrong), lines 1-based."""
    @property
    def ok(self) -> bool:
        """True when no line had a problem."""
    def dict(self) -> dict[str, Any]: ...

class Published:
    """One board size's values in the OEIS."""
    @property
    def total(self) -> int:
        """A000170"""
    @property
    def unique(self) -> int:
        """A002562"""
    @property
    def quarter_turn_symmetric(self) -> int:
        """A033148"""
    @property
    def half_turn_symmetric(self) -> int:
        """A032522"""
    def dict(self) -> dict[str, int]: ...

class MethodInfo:
    """A counting method, as the engine describes it."""
    @property
    def name(self) -> str: ...
    @property
    def max_n(self) -> int:
        """The largest n it accepts."""
    @property
    def counts_symmetry_classes(self) -> bool: ...
    @property
    def fixed_queens(self) -> bool: ...
    @property
    def counts_nodes(self) -> bool: ...
    @property
    def fastest_from(self) -> Optional[int]: ...
    @property
    def fastest_to(self) -> Optional[int]: ...
    @property
    def split(self) -> str: ...
    def dict(self) -> dict[str, Any]: ...

class SolutionIterator(Iterator[tuple[int, ...]]):
    """The iterator solutions() returns."""
    def __iter__(self) -> SolutionIterator: ...
    def __next__(self) -> tuple[int, ...]: ...

published: Mapping[int, Published]
"""The OEIS values for n = 1..27, read-only."""

def count(
    n: int,
    *,
    method: Optional[str] = None,
    threads: Optional[int] = None,
    unique: bool = False,
    fixed: Iterable[Square] = (),
    memory: Optional[int] = None,
    progress: Optional[ProgressCallback] = None,
    checkpoint: Union[str, os.PathLike[str], None] = None,
) -> Result:
    """Counts the solutions of the n-queens problem on all cores."""

def estimate(
    n: int,
    *,
    method: Optional[str] = None,
    threads: Optional[int] = None,
    unique: bool = False,
    fixed: Iterable[Square] = (),
    memory: Optional[int] = None,
    sample_seconds: Optional[float] = None,
    seed: Optional[int] = None,
) -> Estimate:
    """A count's plan without the count: tasks, peak memory and projected time."""

def scaling(
    n: int,
    *,
    threads: Optional[Iterable[int]] = None,
    repeat: int = 3,
    method: Optional[str] = None,
    fixed: Iterable[Square] = (),
    memory: Optional[int] = None,
) -> ScalingReport:
    """The same count timed at each thread count: median seconds, speedup, efficiency."""

def solutions(
    n: int, *, unique: bool = False, fixed: Iterable[Square] = (), threads: Optional[int] = None
) -> SolutionIterator:
    """Every solution as a tuple of 1-based columns, in lexicographic order, streamed."""

def verify(lines: Iterable[Union[str, bytes, Sequence[int]]]) -> Verification:
    """Checks solution lines as `nqueens verify` does."""

def construct(n: int) -> tuple[int, ...]:
    """One solution for any n >= 4 (and n = 1), as a tuple of 1-based columns."""

def methods() -> list[MethodInfo]:
    """The counting methods, in the order the command's help lists them."""
