"""What the nqueens command prints, for the tests to compare the module with."""

import json
import subprocess


def command_json(command, *arguments):
    """The object `nqueens ... --json` prints."""
    return json.loads(subprocess.run([command, *arguments, "--json"], check=True, capture_output=True,
                                     text=True).stdout)


def listed(command, *arguments):
    """The lines of `nqueens list ...` as tuples of columns."""
    text = subprocess.run([command, "list", *arguments], check=True, capture_output=True, text=True).stdout
    return [tuple(int(column) for column in line.split()) for line in text.splitlines()]
