-- POST /v1/decide with bench/requests/decide.json (see bench/requests/README.md). Run from the repository root:
--   wrk -t2 -c64 -d10s -s bench/wrk/decide.lua http://127.0.0.1:PORT
local common = dofile("bench/wrk/common.lua")
common.post("/v1/decide", "bench/requests/decide.json")
done = common.done
