-- wrk script for the soak test: cycles through valid and invalid requests (decide, lint, simulate, batch; 200,
-- 400, 404, 422) and counts statuses per class, so the report can say "zero 5xx" exactly (wrk itself only counts
-- "non-2xx/3xx").
local bodies = {
  {"/v1/decide", '{"window":{"rootViewController":{"name":"Root","kind":"tabBarController","viewControllers":[{"name":"Nav","kind":"navigationController","viewControllers":[{"name":"Feed"}]}],"presentedViewController":{"name":"Player","modalPresentationStyle":"fullScreen","supportedInterfaceOrientations":"landscape"}}},"interfaceOrientation":"portrait","deviceOrientation":"landscapeLeft"}'},
  {"/v1/decide", '{"device":{"systemVersion":"6.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft"]}},"window":{"rootViewController":{"name":"Game","supportedInterfaceOrientations":"portrait"}}}'},
  {"/v1/decide", '{"window":{"rootViewController":{"supportedInterfaceOrientations":1}}}'},   -- 422
  {"/v1/decide", '{"window": '},                                                            -- 400
  {"/v1/decide", '{"device":{"idiom":"pad","systemVersion":"9.0"},"window":{"rootViewController":{"name":"X","kind":"splitViewController","viewControllers":[{"name":"M"},{"name":"D"}]}},"deviceOrientation":"faceUp"}'},
  {"/v1/lint", [[{"device":{"idiom":"phone","systemVersion":"6.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}},"window":{"rootViewController":{"name":"GameViewController","supportedInterfaceOrientations":"landscape","presentedViewController":{"name":"GKHostedAuthenticateViewController","supportedInterfaceOrientations":"portrait","modalPresentationStyle":"fullScreen"}}}}]]},  -- 200 lint: the Habr article's Game Center crash
  {"/v1/simulate", [[{"device":{"idiom":"phone","systemVersion":"16.0"},"window":{"rootViewController":{"name":"PhotosListViewController","supportedInterfaceOrientations":"portrait"}},"interfaceOrientation":"portrait","events":[{"type":"present","from":"PhotosListViewController","modalPresentationStyle":"fullScreen","controller":{"name":"NYTPhotosViewController","supportedInterfaceOrientations":"all"}},{"type":"deviceOrientation","orientation":"landscapeLeft"},{"type":"dismiss","controller":"NYTPhotosViewController"},{"type":"deviceOrientation","orientation":"portrait"}]}]]},  -- 200 simulate: NYTPhotoViewer, iOS 16 exception
  {"/v1/simulate", [[{"device":{"idiom":"phone","systemVersion":"15.0"},"window":{"rootViewController":{"name":"MainNavigationController","kind":"navigationController","forwarding":"topViewController","viewControllers":[{"name":"ListViewController","supportedInterfaceOrientations":"allButUpsideDown"}]}},"interfaceOrientation":"portrait","events":[{"type":"push","navigationController":"MainNavigationController","controller":{"name":"PlayerViewController","supportedInterfaceOrientations":"landscape"}},{"type":"deviceOrientation","orientation":"landscapeLeft"}]}]]},  -- 200 simulate: push in a navigation controller
  {"/v1/batch", [[{"requests":[{"device":{"idiom":"phone","systemVersion":"17.0"},"window":{"rootViewController":{"name":"RootViewController"}},"interfaceOrientation":"portrait","deviceOrientation":"landscapeLeft"},{"device":{"idiom":"phone","systemVersion":"17.0"},"window":{"rootViewController":{"name":"R","kind":"tableViewController"}}},{"device":{"idiom":"phone","systemVersion":"6.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}},"window":{"rootViewController":{"name":"RootViewController","supportedInterfaceOrientations":"portrait"}},"interfaceOrientation":"landscapeRight"}]}]]},  -- 200 batch
  {"/v1/batch", [[{"requests":[{"interfaceOrientation":"sideways"}]}]]},  -- 200 batch whose item is a 422
  {"/v1/lint", [[{"maxStates":0}]]},  -- 422 lint: maxStates out of range
  {"/v1/nope", '{}'},                                                                       -- 404
}
local counter = 0
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  s2, s4, s5, other = 0, 0, 0, 0
end

function request()
  counter = counter + 1
  local b = bodies[(counter % #bodies) + 1]
  return wrk.format("POST", b[1], {["Content-Type"] = "application/json"}, b[2])
end

function response(status, headers, body)
  if status >= 500 then s5 = s5 + 1
  elseif status >= 400 then s4 = s4 + 1
  elseif status >= 200 and status < 300 then s2 = s2 + 1
  else other = other + 1 end
end

function done(summary, latency, requests)
  local t2, t4, t5, to = 0, 0, 0, 0
  for _, thread in ipairs(threads) do
    t2 = t2 + thread:get("s2"); t4 = t4 + thread:get("s4"); t5 = t5 + thread:get("s5"); to = to + thread:get("other")
  end
  io.write(string.format("SOAK requests=%d 2xx=%d 4xx=%d 5xx=%d other=%d socket_errors=%d\n",
    summary.requests, t2, t4, t5, to,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
