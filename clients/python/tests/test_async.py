"""The asyncio client: the same calls, awaited, and many in flight at once."""

import asyncio

import pytest

from orientation_client import AsyncOrientationClient, ProblemError, UIInterfaceOrientation as O
from orientation_client.builders import Scenario, app_supporting, iphone, view_controller


def run(coroutine):
    return asyncio.run(coroutine)


def test_many_decisions_run_concurrently_and_keep_their_order(orientation_service):
    versions = ["6.0", "8.3", "13.0", "16.0", "17.0", "26.0"]

    async def decide_all():
        async with AsyncOrientationClient(orientation_service.url) as client:
            return await asyncio.gather(*(client.decide(Scenario(
                device=iphone(v), app=app_supporting(O.portrait), root=view_controller(f"Root{v.replace('.', '')}")))
                for v in versions))

    decisions = run(decide_all())
    assert [d.topmost_view_controller.name for d in decisions] == [f"Root{v.replace('.', '')}" for v in versions]


def test_the_async_client_raises_problem_errors(orientation_service):
    async def bad():
        async with AsyncOrientationClient(orientation_service.url) as client:
            await client.decide({"deviceOrientation": "sideways"})

    with pytest.raises(ProblemError) as caught:
        run(bad())
    assert (caught.value.code, caught.value.pointer) == ("invalid-device-orientation", "/deviceOrientation")


def test_the_async_client_reads_the_operations_endpoints(orientation_service):
    async def read():
        async with AsyncOrientationClient(orientation_service.url) as client:
            return (await client.health(), await client.ready(), await client.version(), await client.rules(),
                    await client.references())

    health, ready, version, rules, references = run(read())
    assert health.status == "ok" and ready is True and version.major == 1
    referenced = {r for rule in rules.rules for r in rule.references}
    assert referenced <= {r.id for r in references}


def test_the_async_client_simulates_lints_and_batches(orientation_service):
    scenario = Scenario(device=iphone("17.0"), app=app_supporting(O.portrait), root=view_controller("Root"))

    async def calls():
        async with AsyncOrientationClient(orientation_service.url) as client:
            return (await client.simulate(scenario.then()), await client.lint(scenario),
                    await client.batch([scenario, scenario]))

    timeline, report, batch = run(calls())
    assert timeline.outcome == "completed"
    assert report.exploration.states > 0
    assert (batch.succeeded, batch.failed) == (2, 0)
