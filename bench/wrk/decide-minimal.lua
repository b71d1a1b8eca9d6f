-- POST /v1/decide with bench/requests/decide.json and `Prefer: return=minimal` (RFC 7240): the short answer,
-- without the explanation (issue 35). Run from the repository root:
--   wrk -t2 -c64 -d10s -s bench/wrk/decide-minimal.lua http://127.0.0.1:PORT
local common = dofile("bench/wrk/common.lua")
common.post("/v1/decide", "bench/requests/decide.json")
wrk.headers["Prefer"] = "return=minimal"
done = common.done
