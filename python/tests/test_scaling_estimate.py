"""scaling() and estimate(): the command's reports, as objects."""

import nqueens
from command_output import command_json
from published_values import TOTAL


def test_scaling_reports_every_thread_count(command):
    report = nqueens.scaling(11, threads=range(1, 3), repeat=2)
    assert [row.threads for row in report.rows] == [1, 2]
    assert all(row.solutions == TOTAL[11] for row in report.rows)
    assert report.rows[0].speedup == 1.0 and report.rows[0].efficiency == 1.0
    second = report.rows[1]
    assert abs(second.speedup - report.rows[0].seconds / second.seconds) < 1e-9
    assert abs(second.efficiency - second.speedup / 2) < 1e-9
    assert report.repeats == 2 and report.method == "symmetry"
    printed = command_json(command, "11", "--threads", "1:2", "--repeat", "2")
    mine = report.dict()
    assert list(mine) == list(printed)
    assert [list(row) for row in mine["scaling"]] == [list(row) for row in printed["scaling"]]
    assert (mine["total"], mine["nodes"]) == (printed["total"], printed["nodes"])


def test_scaling_defaults_to_the_ladder_up_to_all_cores():
    report = nqueens.scaling(8, repeat=1)
    threads = [row.threads for row in report.rows]
    assert threads[0] == 1 and threads == sorted(threads)


def test_estimate_plans_the_count(command):
    estimate = nqueens.estimate(13, threads=2, sample_seconds=0.2)
    result = nqueens.count(13, threads=2)
    assert (estimate.method, estimate.tasks, estimate.threads) == (result.method, result.tasks, 2)
    assert estimate.seconds > 0 and estimate.sampled_tasks > 0
    printed = command_json(command, "13", "--threads", "2", "--estimate")
    assert list(estimate.dict()) == list(printed)
    assert estimate.dict()["tasks"] == printed["tasks"]


def test_estimate_measures_its_setup_and_projects_row_sets_built_on_demand():
    whole = nqueens.estimate(14, threads=2, sample_seconds=0.2)
    assert whole.measured_setup_seconds == whole.setup_seconds
    # n = 17 within 1 MiB: the table in parts, its row sets built as needed.
    in_parts = nqueens.estimate(17, threads=2, memory=1 << 20, sample_seconds=0.2)
    assert 0 < in_parts.measured_setup_seconds < in_parts.setup_seconds < in_parts.seconds


def test_a_seed_draws_its_own_sample():
    # n = 15 by bitmask takes about half a second on two threads: a tenth of
    # a second of sample projects it from some of its tasks, drawn by the seed.
    drawn = [nqueens.estimate(15, method="bitmask", threads=2, sample_seconds=0.1, seed=seed) for seed in (1, 2**64 - 1)]
    assert all(estimate.solutions_error > 0 for estimate in drawn)
    assert drawn[0].solutions != drawn[1].solutions
