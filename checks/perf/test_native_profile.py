"""The native profile's arithmetic (native_profile.py), one behaviour per test: samples read from `perf script`,
each sample counted once per row, leaf rows from the leaf only, C functions by their whole name, and shares turned
into microseconds per request."""
import pytest

import native_profile

# Three samples as `perf script -F ip,sym | swift demangle --simplified` prints them: leaf first.
SCRIPT = """
\tffffffff81e2c38f finish_task_switch.isra.0
\tffffffff821ecc51 exit_to_user_mode_loop
\tffffffff81000130 entry_SYSCALL_64_after_hwframe
\t          10ac4d __libc_sendmsg

\t  1936f2 ScenarioCursor.controller()
\t  1936f2 ScenarioCursor.controller()
\t  193000 StreamingScenarioDecoder.decode(_:)
\t  192000 Service.dispatch(_:route:)
\t  191000 Service.handle(_:)
\t  190000 specialized accessHandler(_:_:_:_:_:_:_:_:)

\t  7f0000 swift_retain
\t  1936f2 ByteCursor.freeString(_:)
\t  193000 StreamingScenarioDecoder.decode(_:)
\t  191000 Service.handle(_:)
\t  190000 specialized accessHandler(_:_:_:_:_:_:_:_:)
"""


def by_label(rows):
    return dict(rows)


def test_a_sample_is_read_leaf_first_with_its_symbols():
    samples = native_profile.parse(SCRIPT)
    assert len(samples) == 3
    assert samples[0] == ["finish_task_switch.isra.0", "exit_to_user_mode_loop", "entry_SYSCALL_64_after_hwframe",
                          "__libc_sendmsg"]
    assert samples[2][0] == "swift_retain"


def test_a_share_of_samples_becomes_that_share_of_the_cpu_time_per_request():
    rows = by_label(native_profile.rows(native_profile.parse(SCRIPT), cpu_us_per_request=9.0))
    assert rows["  Service.handle"] == pytest.approx(6.0)  # 2 of 3 samples
    assert rows["send the answer (kernel, with the loopback delivery to the client)"] == pytest.approx(3.0)


def test_a_recursive_function_counts_each_sample_once():
    rows = by_label(native_profile.rows(native_profile.parse(SCRIPT), cpu_us_per_request=3.0))
    assert rows["    decode the request"] == pytest.approx(2.0)


def test_a_leaf_row_counts_only_samples_whose_leaf_it_is():
    rows = by_label(native_profile.rows(native_profile.parse(SCRIPT), cpu_us_per_request=3.0))
    assert rows["swift_retain and swift_release (leaf)"] == pytest.approx(1.0)
    assert rows["memset (leaf; mostly libmicrohttpd clearing its connection pool)"] == 0.0


def test_a_c_function_counts_by_its_whole_name_only():
    handler = "request handler (the server's own callbacks, libmicrohttpd excluded)"
    c_samples = native_profile.parse("\n\t 10 handler\n\t 20 MHD_run\n\n\t 30 handle_softirqs\n\t 40 do_softirq\n")
    assert by_label(native_profile.rows(c_samples, cpu_us_per_request=2.0))[handler] == pytest.approx(1.0)


def test_no_samples_give_zero_everywhere_rather_than_failing():
    assert all(value == 0.0 for _, value in native_profile.rows([], cpu_us_per_request=5.0))


def test_the_top_symbols_are_inclusive_and_ordered():
    top = native_profile.top_symbols(native_profile.parse(SCRIPT), cpu_us_per_request=3.0, limit=2)
    assert top[0][1] == pytest.approx(2.0) and top[1][1] == pytest.approx(2.0)
    assert {top[0][0], top[1][0]} <= {"Service.handle(_:)", "specialized accessHandler(_:_:_:_:_:_:_:_:)",
                                      "StreamingScenarioDecoder.decode(_:)"}


def test_the_kernel_s_functions_are_known_by_their_addresses_and_can_be_left_out_of_the_top_list():
    kernel = native_profile.kernel_symbols(SCRIPT)
    assert kernel == {"finish_task_switch.isra.0", "exit_to_user_mode_loop", "entry_SYSCALL_64_after_hwframe"}
    top = native_profile.top_symbols(native_profile.parse(SCRIPT), cpu_us_per_request=3.0, limit=10, leave_out=kernel)
    assert not {symbol for symbol, _ in top} & kernel
    assert ("__libc_sendmsg", pytest.approx(1.0)) in top
