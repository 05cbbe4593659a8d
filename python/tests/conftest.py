"""The module under test comes from PYTHONPATH (the build tree's python/
folder, which ctest sets), the command from NQUEENS_COMMAND."""

import os
import shutil

import pytest


@pytest.fixture(scope="session")
def command():
    """The nqueens command, to compare the module's output with."""
    path = os.environ.get("NQUEENS_COMMAND") or shutil.which("nqueens")
    if path is None:
        pytest.fail("set NQUEENS_COMMAND to the nqueens command (ctest does)")
    return path
