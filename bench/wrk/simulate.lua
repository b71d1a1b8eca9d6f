-- POST /v1/simulate with bench/requests/simulate.json (see bench/requests/README.md). Run from the repository root:
--   wrk -t2 -c64 -d10s -s bench/wrk/simulate.lua http://127.0.0.1:PORT
local common = dofile("bench/wrk/common.lua")
common.post("/v1/simulate", "bench/requests/simulate.json")
done = common.done
