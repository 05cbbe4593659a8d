"""count(): totals and symmetry counts against the published values, every
method, the command's choice of method and its --json fields."""

import subprocess
import zlib

import pytest

import nqueens
from command_output import command_json
from published_values import HALF_TURN, QUARTER_TURN, TOTAL, TOTAL_27, UNIQUE


@pytest.mark.parametrize("n", range(1, 16))
def test_counts_match_the_published_values(n):
    result = nqueens.count(n, unique=True)
    assert result.solutions == TOTAL[n]
    assert result.unique == UNIQUE[n]
    assert result.quarter_turn_symmetric == QUARTER_TURN[n]
    assert result.half_turn_symmetric == HALF_TURN[n]


def test_the_embedded_tables_match_the_copied_values():
    assert sorted(nqueens.published) == list(range(1, 28))
    for n in range(1, 18):
        published = nqueens.published[n]
        assert (published.total, published.unique) == (TOTAL[n], UNIQUE[n])
        assert (published.quarter_turn_symmetric, published.half_turn_symmetric) == (QUARTER_TURN[n], HALF_TURN[n])
    assert nqueens.published[27].total == TOTAL_27
    with pytest.raises(TypeError):
        nqueens.published[8] = nqueens.published[9]


@pytest.mark.parametrize("method", [m.name for m in nqueens.methods()])
def test_every_method_counts_the_published_totals(method):
    info = next(m for m in nqueens.methods() if m.name == method)
    # Two rows below a method's limit it takes a second at most.
    for n in range(1, min(info.max_n - 2, 11) + 1):
        result = nqueens.count(n, method=method, threads=2)
        assert result.method == method
        assert result.solutions == TOTAL[n]
        if info.counts_symmetry_classes:
            assert result.unique == UNIQUE[n]
        else:
            assert result.unique is None
        assert (result.nodes is not None) == info.counts_nodes


def test_the_method_table_names_every_method_once():
    names = [m.name for m in nqueens.methods()]
    assert len(names) == len(set(names))
    assert {"symmetry", "halves", "mirror"} <= set(names)
    halves = next(m for m in nqueens.methods() if m.name == "halves")
    assert halves.fastest_from <= 16 <= halves.fastest_to


@pytest.mark.parametrize("arguments", [["8"], ["16"], ["16", "--unique"], ["12", "--fix", "1:2,3:1"]])
def test_the_result_has_the_commands_json(command, arguments):
    printed = command_json(command, *arguments)
    fixed = []
    if "--fix" in arguments:
        fixed = [tuple(int(x) for x in square.split(":")) for square in arguments[-1].split(",")]
    result = nqueens.count(int(arguments[0]), unique="--unique" in arguments, fixed=fixed)
    mine = result.dict()
    assert list(mine) == list(printed)
    for key in printed:
        if key not in ("seconds", "peak_memory_bytes"):
            assert mine[key] == printed[key], key
    assert mine["total"] == result.solutions
    assert repr(result).startswith(f"Result(n={arguments[0]}, method='{printed['method']}'")


def test_fixed_queens_are_1_based_as_on_the_command_line(command):
    printed = subprocess.run([command, "8", "--fix", "1:1,5:2", "--quiet"], check=True, capture_output=True,
                             text=True).stdout
    assert nqueens.count(8, fixed=[(1, 1), (5, 2)]).solutions == int(printed)
    assert nqueens.count(8, fixed=[(5, 2), (1, 1)], method="bitmask").solutions == int(printed)


def test_the_threads_and_the_memory_limit_are_used(command):
    result = nqueens.count(16, threads=1, memory=1 << 30)
    assert result.threads == 1
    assert result.solutions == TOTAL[16]
    # Where halves' tables do not fit, the command counts with symmetry.
    printed = command_json(command, "16", "--memory", "1K")
    assert nqueens.count(16, memory=1024).method == printed["method"] == "symmetry"


def test_counts_beyond_64_bits_stay_exact(tmp_path):
    # No count that big finishes in a test, but a checkpoint's records are
    # 128-bit: every task of n = 8 restored with 2**100 more nodes (a
    # solution count above the published one would be refused).
    path = tmp_path / "n8.ckpt"
    nodes = nqueens.count(8, method="mirror", checkpoint=path).nodes
    header, *records = path.read_text().splitlines()
    lines = [header]
    for record in records:
        *counts, task_nodes, _ = record.split()
        body = " ".join([*counts, str(int(task_nodes) + 2**100)])
        lines.append(f"{body} {zlib.crc32(body.encode()):08x}")
    path.write_text("\n".join(lines) + "\n")
    result = nqueens.count(8, method="mirror", checkpoint=path)
    assert result.solutions == TOTAL[8]
    assert result.nodes == nodes + len(records) * 2**100
    assert result.dict()["nodes"] == result.nodes
