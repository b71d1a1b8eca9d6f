-- GET /healthz: the HTTP path alone (no JSON), for comparing the transport with the reference.
--   wrk -t2 -c64 -d10s -s bench/wrk/healthz.lua http://127.0.0.1:PORT
local common = dofile("bench/wrk/common.lua")
wrk.method = "GET"
wrk.path = "/healthz"
done = common.done
