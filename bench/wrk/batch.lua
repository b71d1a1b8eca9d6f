-- POST /v1/batch with bench/requests/batch.json (see bench/requests/README.md). Run from the repository root:
--   wrk -t2 -c64 -d10s -s bench/wrk/batch.lua http://127.0.0.1:PORT
local common = dofile("bench/wrk/common.lua")
common.post("/v1/batch", "bench/requests/batch.json")
done = common.done
