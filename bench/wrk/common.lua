-- Shared by every bench/wrk/*.lua script: POST one JSON body and print a machine-readable summary line
-- that scripts/bench parses ("BENCH key=value ...", latencies in microseconds).
-- Paths are relative to the repository root, where scripts/bench runs wrk.
local M = {}

function M.read(path)
  local f = assert(io.open(path, "rb"), "cannot open " .. path)
  local body = f:read("*a")
  f:close()
  return (body:gsub("%s+$", ""))
end

function M.post(path, bodyFile)
  wrk.method = "POST"
  wrk.path = path
  wrk.body = M.read(bodyFile)
  wrk.headers["Content-Type"] = "application/json"
end

function M.done(summary, latency, requests)
  io.write(string.format(
    "BENCH requests=%d duration_us=%d bytes=%d p50_us=%d p90_us=%d p99_us=%d max_us=%d mean_us=%.1f " ..
    "connect_errors=%d read_errors=%d write_errors=%d status_errors=%d timeouts=%d\n",
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status,
    summary.errors.timeout))
end

return M
