#!/usr/bin/env python3
"""A stand-in for podman that runs the real orientation-server binary (FAKE_PODMAN_BINARY) as the "image":
just enough of `run`, `inspect`, `stop`, `logs` and `rm` for OrientationService's container mode, and a log of
every invocation (FAKE_PODMAN_STATE/calls) for the test to read."""

import json
import os
import signal
import subprocess
import sys
import time
import uuid

STATE = os.environ["FAKE_PODMAN_STATE"]


def record(argv):
    with open(os.path.join(STATE, "calls"), "a") as f:
        f.write(json.dumps(argv) + "\n")


def path(cid, name):
    return os.path.join(STATE, f"{cid}.{name}")


def run(args):
    assert args[0] == "--detach", args
    i = 1
    while args[i].startswith("--"):
        i += 2  # every option here takes a value
    image, server_args = args[i], args[i + 1:]
    cid = uuid.uuid4().hex
    if os.fork() == 0:  # supervisor: runs the server, writes its exit status when it ends
        os.setsid()
        devnull = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):  # let go of the caller's pipes, or `podman run` never seems to finish
            os.dup2(devnull, fd)
        with open(path(cid, "log"), "wb") as log:
            proc = subprocess.Popen([os.environ["FAKE_PODMAN_BINARY"], *server_args], stdout=log, stderr=log,
                                    stdin=subprocess.DEVNULL)
            with open(path(cid, "pid"), "w") as f:
                f.write(str(proc.pid))
            status = proc.wait()
        with open(path(cid, "exit"), "w") as f:
            f.write(str(status))
        os._exit(0)
    while not os.path.exists(path(cid, "pid")):
        time.sleep(0.01)
    print(cid)


def main():
    argv = sys.argv[1:]
    record(argv)
    command, args = argv[0], argv[1:]
    if command == "run":
        run(args)
    elif command == "inspect":
        fmt, cid = args[1], args[2]
        done = os.path.exists(path(cid, "exit"))
        if "Running" in fmt:
            print("false" if done else "true")
        else:
            print(open(path(cid, "exit")).read() if done else "0")
    elif command == "stop":
        cid = args[-1]
        os.kill(int(open(path(cid, "pid")).read()), signal.SIGTERM)
        deadline = time.time() + float(args[1])
        while not os.path.exists(path(cid, "exit")) and time.time() < deadline:
            time.sleep(0.02)
    elif command == "logs":
        sys.stdout.write(open(path(args[-1], "log"), errors="replace").read())
    elif command == "rm":
        for name in ("pid", "log", "exit"):
            if os.path.exists(path(args[-1], name)):
                os.remove(path(args[-1], name))
    else:
        sys.exit(f"fake podman: {command} is not modelled")


if __name__ == "__main__":
    main()
