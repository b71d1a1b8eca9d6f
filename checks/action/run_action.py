#!/usr/bin/env python3
"""Runs the composite action in action.yml the way a GitHub runner does, on this machine, so its steps are tested.

What a runner does for a composite action, and so what this does (GitHub Docs, "Metadata syntax for GitHub
Actions", runs for composite actions; "Workflow commands", GITHUB_OUTPUT):
- each input is its `default` unless the caller gives it (`with`); `${{ inputs.NAME }}`,
  `${{ github.action_path }}` and `${{ steps.ID.outputs.NAME }}` in `env`, `with` and the action's `outputs`
  are replaced by their values;
- a `run` step with `shell: bash` runs as `bash --noprofile --norc -eo pipefail FILE` with the step's `env` on top
  of the job's environment, GITHUB_WORKSPACE and a fresh GITHUB_OUTPUT file, whose `name=value` lines become
  `steps.ID.outputs`;
- a step runs only while every step before it succeeded (the first failing step fails the action), and only if
  its `if:` holds (only `inputs.NAME == 'value'` is understood);
- a `uses` step is not run: its action and resolved `with` are recorded, for the caller to check.

Anything else in action.yml (another expression, another shell) is an error here, so the runner cannot quietly
pass over something it does not model.

Usage: run_action.py WORKSPACE [NAME=VALUE ...]   prints the result as JSON; exit status 0 if the action passed.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
CONDITION = re.compile(r"^inputs\.([A-Za-z0-9_-]+)\s*==\s*'([^']*)'$")


class UnsupportedAction(Exception):
    pass


def load(action_file=ROOT / "action.yml"):
    action = yaml.safe_load(Path(action_file).read_text())
    if action.get("runs", {}).get("using") != "composite":
        raise UnsupportedAction("only composite actions are run here")
    return action


def resolve(text, inputs, steps):
    def value(match):
        expr = match.group(1)
        if expr == "github.action_path":
            return str(ROOT)
        if expr.startswith("inputs."):
            name = expr[len("inputs."):]
            if name not in inputs:
                raise UnsupportedAction(f"unknown input {name!r} in {text!r}")
            return inputs[name]
        m = re.fullmatch(r"steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)", expr)
        if m:
            return steps.get(m.group(1), {}).get(m.group(2), "")
        raise UnsupportedAction(f"expression not modelled: {expr!r}")

    return EXPRESSION.sub(value, str(text))


def condition_holds(condition, inputs):
    m = CONDITION.match(condition.strip())
    if not m:
        raise UnsupportedAction(f"if: not modelled: {condition!r}")
    return inputs.get(m.group(1)) == m.group(2)


def run(workspace, given=None, action_file=ROOT / "action.yml", env=None):
    """Runs the action with inputs `given` in `workspace`; returns a dict describing what happened."""
    action = load(action_file)
    declared = action.get("inputs", {})
    unknown = set(given or {}) - set(declared)
    if unknown:
        raise UnsupportedAction(f"inputs not declared in action.yml: {sorted(unknown)}")
    inputs = {name: str(spec.get("default", "")) for name, spec in declared.items()}
    inputs.update(given or {})
    steps, log, uses, failed = {}, [], [], None
    base_env = dict(os.environ if env is None else env)
    base_env["GITHUB_WORKSPACE"] = str(workspace)
    for index, step in enumerate(action["runs"]["steps"]):
        name = step.get("name", f"step {index}")
        # An `if:` without a status function means `success() && ...` (GitHub Docs, "Expressions", status check
        # functions): after a failed step nothing runs.
        if failed is not None or ("if" in step and not condition_holds(step["if"], inputs)):
            log.append({"step": name, "skipped": True})
            continue
        if "uses" in step:
            uses.append({"uses": step["uses"],
                         "with": {k: resolve(v, inputs, steps) for k, v in step.get("with", {}).items()}})
            log.append({"step": name, "uses": step["uses"]})
            continue
        if step.get("shell") != "bash":
            raise UnsupportedAction(f"{name}: only shell: bash is modelled")
        with tempfile.TemporaryDirectory() as tmp:
            script = Path(tmp, "step.sh")
            script.write_text(step["run"])
            output_file = Path(tmp, "output")
            output_file.touch()
            step_env = dict(base_env, GITHUB_OUTPUT=str(output_file))
            step_env.update({k: resolve(v, inputs, steps) for k, v in step.get("env", {}).items()})
            done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
                                  cwd=workspace, env=step_env, capture_output=True, text=True, timeout=600)
            outputs = dict(line.split("=", 1) for line in output_file.read_text().splitlines() if "=" in line)
        if "id" in step:
            steps[step["id"]] = outputs
        log.append({"step": name, "exit": done.returncode, "stdout": done.stdout, "stderr": done.stderr,
                    "outputs": outputs})
        if done.returncode != 0:
            failed = name
    action_outputs = {name: resolve(spec["value"], inputs, steps)
                      for name, spec in action.get("outputs", {}).items()}
    return {"passed": failed is None, "failed_step": failed, "outputs": action_outputs, "uses": uses,
            "steps": log}


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    given = dict(arg.split("=", 1) for arg in argv[2:])
    result = run(Path(argv[1]).resolve(), given)
    json.dump(result, sys.stdout, indent=2)
    print()
    return 0 if result["passed"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
