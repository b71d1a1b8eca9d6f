"""The playground page in a real browser, checked against the service's own JSON for the same scenarios.

Run through scripts/with-server (ORIENTATION_URL). The expected answers are never written here: each test asks
the live service for the scenario the page shows and compares what the page drew with that answer.
Screenshots of the three views go to docs/images/ (PLAYGROUND_SCREENSHOTS overrides the folder).
"""
import base64
import json
import os
from pathlib import Path

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("PLAYGROUND_SCREENSHOTS", ROOT / "docs" / "images"))
EXAMPLES = json.loads((ROOT / "playground" / "examples.json").read_text(encoding="utf-8"))["examples"]
SIMULATE_ONLY = {"events", "observers", "linkedAgainst", "screens"}
LINT_ONLY = {"targets", "maxStates"}
ORIENTATIONS = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "frame-ancestors 'none'; base-uri 'none'")


# ---- helpers ------------------------------------------------------------------------------------------------

def evaluations(driver):
    return int(driver.execute_script("return Number(document.documentElement.dataset.evaluations || 0)"))


def wait_answered(driver, after):
    """Waits until the page has answered a scenario since it had answered `after` of them."""
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return document.documentElement.dataset.state") == "ready" and evaluations(d) > after)


def open_page(driver, url):
    driver.get(url)
    wait_answered(driver, 0)


def service(base_url, endpoint, scenario):
    """The service's answer for the body the page sends to `endpoint` (the members that endpoint reads)."""
    drop = {"decide": SIMULATE_ONLY | LINT_ONLY, "simulate": LINT_ONLY, "lint": SIMULATE_ONLY}[endpoint]
    body = {k: v for k, v in scenario.items() if k not in drop}
    r = requests.post(f"{base_url}/v1/{endpoint}", json=body, timeout=10)
    return r.status_code, r.json()


def editor_scenario(driver):
    return json.loads(driver.find_element(By.ID, "editor").get_attribute("value"))


def set_editor(driver, text):
    """Puts `text` in the editor the way a paste does, then types one real key so the page sees an edit."""
    before = evaluations(driver)
    editor = driver.find_element(By.ID, "editor")
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].setSelectionRange(arguments[1].length, arguments[1].length);",
                          editor, text.rstrip("\n"))
    editor.send_keys("\n")
    wait_answered(driver, before)


def pick_example(driver, example_id):
    before = evaluations(driver)
    driver.find_element(By.CSS_SELECTOR, f'[data-example="{example_id}"]').click()
    wait_answered(driver, before)


def show_view(driver, view):
    driver.find_element(By.ID, f"tab-{view}").click()
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, f"view-{view}").is_displayed())


def pointer_of_path(path):
    parts = path.replace("[", ".").replace("]", "").split(".")
    return "/" + "/".join(parts)


def grid_row(driver, row):
    cells = driver.find_elements(By.CSS_SELECTOR, f'#mask-grid tr[data-mask="{row}"] td')
    return {c.get_attribute("data-orientation"): c.get_attribute("data-on") for c in cells}


def screenshot(driver, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    height = driver.execute_script("return Math.min(document.documentElement.scrollHeight, 2000)")
    driver.set_window_size(1280, max(900, height))
    driver.save_screenshot(str(SHOTS / name))
    driver.set_window_size(1280, 1000)


def severe_console_entries(driver):
    return [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]


def fragment_for(scenario, view="decide"):
    data = base64.urlsafe_b64encode(json.dumps(scenario).encode()).decode().rstrip("=")
    return f"#scenario={data}&view={view}"


# ---- the server's headers -----------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/", "/playground", "/playground/app.js", "/playground/app.css"])
def test_the_page_is_served_with_its_content_security_policy(base_url, path):
    r = requests.get(base_url + path, timeout=10)
    assert r.status_code == 200
    assert r.headers["Content-Security-Policy"] == CSP
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    expected = {"/playground/app.js": "text/javascript", "/playground/app.css": "text/css"}.get(path, "text/html")
    assert r.headers["Content-Type"].split(";")[0] == expected


def test_a_revalidation_with_the_etag_is_304(base_url):
    first = requests.get(base_url + "/playground/app.js", timeout=10)
    again = requests.get(base_url + "/playground/app.js", headers={"If-None-Match": first.headers["ETag"]}, timeout=10)
    assert again.status_code == 304 and again.content == b""


def test_the_page_weighs_under_200_kb(base_url):
    html = requests.get(base_url + "/", timeout=10).content
    total = len(html) + sum(len(requests.get(base_url + p, timeout=10).content)
                            for p in ("/playground/app.js", "/playground/app.css", "/playground/examples.json"))
    assert total < 200 * 1024


# ---- opening and the examples ---------------------------------------------------------------------------------

def test_the_page_opens_on_the_first_example_with_its_answer_drawn(page, base_url):
    open_page(page, base_url + "/")
    first = EXAMPLES[0]
    assert page.find_element(By.CSS_SELECTOR, f'[data-example="{first["id"]}"]').get_attribute("aria-pressed") == "true"
    assert editor_scenario(page) == first["scenario"]
    _, answer = service(base_url, "decide", first["scenario"])
    assert page.find_element(By.ID, "decide-outcome").get_attribute("data-outcome") == answer["outcome"]
    assert page.find_element(By.CSS_SELECTOR, ".vc.topmost .name").text == answer["topmostViewController"]["name"]
    assert severe_console_entries(page) == []


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_each_example_draws_the_services_decision(page, base_url, example):
    open_page(page, base_url + "/")
    pick_example(page, example["id"])
    show_view(page, "decide")
    status, d = service(base_url, "decide", example["scenario"])
    assert status == 200
    banner = page.find_element(By.ID, "decide-outcome")
    assert banner.get_attribute("data-outcome") == d["outcome"]
    if d["exception"]:
        assert page.find_element(By.CSS_SELECTOR, "#decide-outcome .reason").text == d["exception"]["reason"]
    # The highlighted controller is the one the service names, at the place it names.
    topmost = page.find_elements(By.CSS_SELECTOR, ".vc.topmost")
    assert len(topmost) == 1
    assert topmost[0].find_element(By.CSS_SELECTOR, ".name").text == d["topmostViewController"]["name"]
    assert topmost[0].get_attribute("data-pointer") == pointer_of_path(d["topmostViewController"]["path"])
    window = page.find_elements(By.CSS_SELECTOR, ".window-box.deciding")
    assert len(window) == 1
    assert topmost[0].get_attribute("data-pointer").startswith(window[0].get_attribute("data-window") + "/")
    # The grid's app and effective rows are the response's masks; effective = app AND controller AND device.
    app, effective = grid_row(page, "app"), grid_row(page, "effective")
    assert [o for o in ORIENTATIONS if app[o] == "true"] == d["applicationOrientations"]["orientations"]
    assert [o for o in ORIENTATIONS if effective[o] == "true"] == d["supportedInterfaceOrientations"]["orientations"]
    controller, device = grid_row(page, "controller"), grid_row(page, "device")
    if controller["portrait"] is not None:
        for o in ORIENTATIONS:
            both = app[o] == "true" and controller[o] == "true" and device[o] == "true"
            assert both == (effective[o] == "true"), f"{o}: the grid's rows do not AND up to the effective mask"
    # The explanation, step by step, with its sources as links.
    steps = page.find_elements(By.CSS_SELECTOR, "#explanation > li")
    assert [s.get_attribute("data-rule") for s in steps] == [s["rule"] for s in d["explanation"]]
    references = {r["id"]: r for r in requests.get(base_url + "/v1/references", timeout=10).json()["references"]}
    for li, step in zip(steps, d["explanation"]):
        assert li.find_element(By.CSS_SELECTOR, ".detail").text == step["detail"]
        for ref_id in step.get("references", []):
            if references[ref_id]["url"]:
                link = li.find_element(By.CSS_SELECTOR, f'a[data-reference="{ref_id}"]')
                assert link.get_dom_attribute("href") == references[ref_id]["url"]
    assert severe_console_entries(page) == []


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_each_example_draws_the_services_timeline(page, base_url, example):
    open_page(page, base_url + "/")
    pick_example(page, example["id"])
    show_view(page, "simulate")
    status, r = service(base_url, "simulate", example["scenario"])
    assert status == 200
    assert page.find_element(By.ID, "simulate-outcome").get_attribute("data-outcome") == r["outcome"]
    controllers = []
    for entry in r["timeline"]:
        for cb in entry["callbacks"]:
            if cb["controller"] not in controllers:
                controllers.append(cb["controller"])
    lanes = page.find_elements(By.CSS_SELECTOR, "#timeline svg g.lane")
    assert [g.get_attribute("data-lane") for g in lanes] == ["device", "interface"] + controllers
    for lane in lanes[2:]:
        name = lane.get_attribute("data-lane")
        drawn = [g.get_attribute("data-method") for g in lane.find_elements(By.CSS_SELECTOR, "g.callback")]
        expected = [cb["method"] for e in r["timeline"] for cb in e["callbacks"] if cb["controller"] == name]
        assert drawn == expected, f"lane {name}"
    interface = page.find_elements(By.CSS_SELECTOR, 'g.lane[data-lane="interface"] g.glyph')
    assert [g.get_attribute("data-orientation") for g in interface] == \
        [r["initial"]["interfaceOrientation"]] + [e["interfaceOrientationAfter"] for e in r["timeline"]]
    device = page.find_elements(By.CSS_SELECTOR, 'g.lane[data-lane="device"] g.glyph')
    assert [g.get_attribute("data-orientation") for g in device] == \
        [r["initial"]["deviceOrientation"]] + [e["deviceOrientation"] for e in r["timeline"]]
    stops = [e for e in r["timeline"] if e["exception"]]
    markers = page.find_elements(By.CSS_SELECTOR, "#timeline [data-exception-at]")
    if stops:
        assert [m.get_attribute("data-exception-at") for m in markers] == [str(stops[0]["index"])]
        assert page.find_element(By.CSS_SELECTOR, "#simulate-outcome .reason").text == stops[0]["exception"]["reason"]
    else:
        assert markers == []
    assert len(page.find_elements(By.CSS_SELECTOR, "#events > li")) == len(r["timeline"])


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_each_example_lists_the_services_findings(page, base_url, example):
    open_page(page, base_url + "/")
    pick_example(page, example["id"])
    show_view(page, "lint")
    status, r = service(base_url, "lint", example["scenario"])
    assert status == 200
    groups = page.find_elements(By.CSS_SELECTOR, "#findings .severity-group")
    assert [g.get_attribute("data-severity") for g in groups] == [s for s in ("crash", "bug", "warning", "info") if r["summary"][s]]
    drawn = [(f.get_attribute("data-code"), f.get_attribute("data-pointer"))
             for f in page.find_elements(By.CSS_SELECTOR, "#findings .finding")]
    order = {"crash": 0, "bug": 1, "warning": 2, "info": 3}
    expected = [(f["code"], f["pointer"]) for f in sorted(r["findings"], key=lambda f: order[f["severity"]])]
    assert drawn == expected
    for finding in page.find_elements(By.CSS_SELECTOR, "#findings .finding"):
        code = finding.get_attribute("data-code")
        fix = next(f["fix"] for f in r["findings"] if f["code"] == code)
        assert fix in finding.find_element(By.CSS_SELECTOR, ".fix").text
    # A finding's link marks what it points at: the controller in the tree, or the key in the editor.
    if r["findings"]:
        target = r["findings"][0]["pointer"]
        page.find_element(By.CSS_SELECTOR, "#findings .finding .pointer-link").click()
        pointed = page.find_elements(By.CSS_SELECTOR, ".vc.pointed")
        if pointed:
            p = pointed[0].get_attribute("data-pointer")
            assert target == p or target.startswith(p + "/")
            assert page.switch_to.active_element == pointed[0]
        else:
            assert page.find_element(By.ID, "editor-mark").text.strip() != ""


# ---- editing ---------------------------------------------------------------------------------------------------

def test_an_invalid_value_is_shown_at_the_pointer_the_service_names(page, base_url):
    open_page(page, base_url + "/")
    scenario = json.loads(json.dumps(EXAMPLES[1]["scenario"]))
    scenario["window"]["rootViewController"]["viewControllers"][1]["supportedInterfaceOrientations"] = "UIInterfaceOrientationPortrait"
    text = json.dumps(scenario, indent=2)
    set_editor(page, text)
    status, problem = service(base_url, "decide", scenario)
    assert status == 422
    shown = page.find_elements(By.CSS_SELECTOR, "#problems .problem")
    assert shown and shown[0].get_attribute("data-pointer") == problem["pointer"]
    assert shown[0].get_attribute("data-code") == problem["code"]
    assert problem["detail"] in shown[0].text
    mark = page.find_element(By.ID, "editor-mark")
    assert mark.text.startswith('"supportedInterfaceOrientations"')
    assert mark.text.endswith('"UIInterfaceOrientationPortrait"')
    # "Show in the editor" puts the caret on that place.
    shown[0].find_element(By.TAG_NAME, "button").click()
    start = page.execute_script("return document.getElementById('editor').selectionStart")
    value = page.find_element(By.ID, "editor").get_attribute("value")
    assert value[start:].startswith('"supportedInterfaceOrientations": "UIInterfaceOrientationPortrait"')
    assert page.find_element(By.ID, "decide-outcome").get_attribute("data-outcome") == "none"


def test_malformed_json_is_shown_at_the_byte_the_service_names(page, base_url):
    open_page(page, base_url + "/")
    text = json.dumps(EXAMPLES[0]["scenario"], indent=2)
    broken = text.replace('"name": "GameViewController",', '"name": "GameViewController",,', 1)
    set_editor(page, broken)
    r = requests.post(base_url + "/v1/decide", data=broken.rstrip("\n") + "\n", headers={"Content-Type": "application/json"}, timeout=10)
    assert r.status_code == 400
    shown = page.find_element(By.CSS_SELECTOR, "#problems .problem")
    assert shown.get_attribute("data-code") == r.json()["code"]
    assert r.json()["detail"] in shown.text
    offset = broken.index(",,") + 1
    mark_start = page.execute_script(
        "const m = document.getElementById('editor-mark'); let n = 0;"
        "for (let x = m.previousSibling; x; x = x.previousSibling) n += x.textContent.length; return n;")
    assert mark_start == offset


def test_the_deciding_window_is_the_one_the_service_names(page, base_url):
    scenario = {
        "device": {"idiom": "phone", "systemVersion": "17.0"},
        "windows": [
            {"isKeyWindow": False, "rootViewController": {"name": "StatusOverlayViewController", "supportedInterfaceOrientations": "all"}},
            {"isKeyWindow": True, "rootViewController": {"name": "MainTabBarController", "kind": "tabBarController", "selectedIndex": 1,
                                                         "viewControllers": [{"name": "FeedViewController"}, {"name": "PlayerViewController"}]}},
        ],
        "interfaceOrientation": "portrait",
        "deviceOrientation": "landscapeLeft",
    }
    open_page(page, base_url + "/" + fragment_for(scenario))
    _, d = service(base_url, "decide", scenario)
    deciding = page.find_elements(By.CSS_SELECTOR, ".window-box.deciding")
    assert [w.get_attribute("data-window") for w in deciding] == [pointer_of_path(d["topmostViewController"]["path"].split(".")[0])]
    assert page.find_element(By.CSS_SELECTOR, ".vc.topmost .name").text == d["topmostViewController"]["name"]
    assert len(page.find_elements(By.CSS_SELECTOR, ".window-box")) == 2


def test_malformed_json_keeps_the_last_tree_and_says_so(page, base_url):
    open_page(page, base_url + "/")
    set_editor(page, '{"window": {"rootViewController": {"name": "Broken"')
    assert page.find_element(By.CSS_SELECTOR, "#tree .stale").is_displayed()
    assert "Broken" not in [e.text for e in page.find_elements(By.CSS_SELECTOR, ".vc .name")]
    assert page.find_element(By.ID, "decide-outcome").get_attribute("data-outcome") == "none"


def test_the_controls_edit_the_scenario_and_the_answer_follows(page, base_url):
    open_page(page, base_url + "/")
    pick_example(page, "navigation-child")
    for control, value in (("idiom", "pad"), ("device-orientation", "portraitUpsideDown"), ("interface-orientation", "landscapeRight")):
        before = evaluations(page)
        Select(page.find_element(By.ID, control)).select_by_value(value)
        wait_answered(page, before)
    before = evaluations(page)
    version = page.find_element(By.ID, "system-version")
    version.send_keys(Keys.CONTROL, "a")
    version.send_keys("9.0")
    wait_answered(page, before)
    before = evaluations(page)
    page.find_element(By.ID, "multitasking").click()
    wait_answered(page, before)
    scenario = editor_scenario(page)
    assert scenario["device"] == {"idiom": "pad", "systemVersion": "9.0", "hasHomeButton": True, "supportsMultitasking": False}
    assert scenario["deviceOrientation"] == "portraitUpsideDown"
    assert scenario["interfaceOrientation"] == "landscapeRight"
    _, d = service(base_url, "decide", scenario)
    assert page.find_element(By.ID, "decide-outcome").get_attribute("data-outcome") == d["outcome"]
    assert page.find_element(By.CSS_SELECTOR, "#decide-outcome dd").text == d["outcome"]


def test_a_shared_link_opens_the_same_scenario_and_view(page, base_url):
    open_page(page, base_url + "/")
    pick_example(page, "ipad-multitasking")
    before = evaluations(page)
    Select(page.find_element(By.ID, "device-orientation")).select_by_value("landscapeRight")
    wait_answered(page, before)
    show_view(page, "lint")
    scenario = editor_scenario(page)
    link = page.find_element(By.ID, "share-url").get_attribute("value")
    assert link.startswith(base_url + "/#scenario=") and link.endswith("&view=lint")
    page.get("about:blank")
    open_page(page, link)
    assert editor_scenario(page) == scenario
    assert page.find_element(By.ID, "tab-lint").get_attribute("aria-selected") == "true"
    assert page.find_element(By.ID, "view-lint").is_displayed()
    _, d = service(base_url, "decide", scenario)
    assert page.find_element(By.ID, "decide-outcome").get_attribute("data-outcome") == d["outcome"]
    assert all(b.get_attribute("aria-pressed") == "false" for b in page.find_elements(By.CSS_SELECTOR, "[data-example]"))


def test_a_script_in_a_controller_name_is_shown_as_text_and_runs_nothing(page, base_url):
    names = ['<img src=x onerror="window.__xss=1">', "<script>window.__xss=2</script>", '"><svg onload="window.__xss=3">']
    scenario = {
        "device": {"idiom": "phone", "systemVersion": "6.0"},
        "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"]}},
        "window": {"rootViewController": {
            "name": names[0], "kind": "navigationController", "supportedInterfaceOrientations": "landscape",
            "implementedCallbacks": ["viewWillTransitionToSize:withTransitionCoordinator:"],
            "viewControllers": [{"name": names[1], "supportedInterfaceOrientations": "portrait"}],
            "presentedViewController": {"name": names[2], "supportedInterfaceOrientations": "portrait",
                                        "modalPresentationStyle": "fullScreen"}}},
        "events": [{"type": "deviceOrientation", "orientation": "landscapeRight"}],
    }
    open_page(page, base_url + "/" + fragment_for(scenario))
    for view in ("decide", "simulate", "lint"):
        show_view(page, view)
    drawn = [e.text for e in page.find_elements(By.CSS_SELECTOR, ".vc .name")]
    assert drawn == names
    _, d = service(base_url, "decide", scenario)
    reason = page.find_element(By.CSS_SELECTOR, "#decide-outcome .reason").get_attribute("textContent")
    assert d["exception"] and reason == d["exception"]["reason"]
    assert page.execute_script("return window.__xss") is None
    assert page.find_elements(By.CSS_SELECTOR, "main img, main script, #tree svg") == []
    assert severe_console_entries(page) == []


# ---- keyboard, small screens, screenshots -----------------------------------------------------------------------

def test_the_keyboard_alone_reaches_every_control(page, base_url):
    ipad = next(e for e in EXAMPLES if e["id"] == "ipad-multitasking")   # an iPad: the multitasking switch is enabled
    open_page(page, base_url + "/" + fragment_for(ipad["scenario"], "lint"))
    body = page.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    reached = []
    outlines = {}
    for _ in range(40):
        active = page.switch_to.active_element
        key = active.get_attribute("id") or active.get_attribute("data-example") or active.tag_name
        reached.append(key)
        outlines[key] = page.execute_script("return getComputedStyle(arguments[0]).outlineStyle", active)
        active.send_keys(Keys.TAB)
    wanted = [e["id"] for e in EXAMPLES] + ["idiom", "system-version", "home-button", "multitasking",
                                             "interface-orientation", "device-orientation", "editor", "share", "tab-lint"]
    for control in wanted:
        assert control in reached, f"Tab never reaches {control}: {reached}"
    positions = [reached.index(c) for c in wanted]
    assert positions == sorted(positions), "the focus order follows the page"
    for control in ("idiom", "share", "tab-lint", "editor"):
        assert outlines[control] not in ("none", ""), f"{control} shows no focus outline"
    # Enter on an example loads it; the arrow keys move between the tabs.
    button = page.find_element(By.CSS_SELECTOR, '[data-example="nytphotoviewer"]')
    before = evaluations(page)
    page.execute_script("arguments[0].focus()", button)
    page.switch_to.active_element.send_keys(Keys.ENTER)
    wait_answered(page, before)
    assert editor_scenario(page) == next(e for e in EXAMPLES if e["id"] == "nytphotoviewer")["scenario"]
    page.execute_script("document.getElementById('tab-simulate').focus()")
    page.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert page.switch_to.active_element.get_attribute("id") == "tab-lint"
    assert page.find_element(By.ID, "view-lint").is_displayed()


def test_a_phone_sized_screen_shows_the_page_without_sideways_scrolling(page, base_url):
    page.set_window_size(390, 844)
    open_page(page, base_url + "/")
    for view in ("decide", "simulate", "lint"):
        show_view(page, view)
        width = page.execute_script("return document.documentElement.scrollWidth")
        inner = page.execute_script("return window.innerWidth")
        assert width <= inner, f"{view}: the page is {width}px wide on a {inner}px screen"
    assert page.find_element(By.ID, "editor").is_displayed()
    assert page.find_element(By.CSS_SELECTOR, ".vc.topmost").is_displayed()


def test_screenshots_of_the_three_views(page, base_url):
    open_page(page, base_url + "/")
    pick_example(page, "game-center")
    show_view(page, "decide")
    screenshot(page, "playground-decide.png")
    pick_example(page, "nytphotoviewer")
    show_view(page, "simulate")
    screenshot(page, "playground-simulate.png")
    pick_example(page, "navigation-child")
    show_view(page, "lint")
    screenshot(page, "playground-lint.png")
    for name in ("playground-decide.png", "playground-simulate.png", "playground-lint.png"):
        data = (SHOTS / name).read_bytes()
        assert data.startswith(b"\x89PNG") and len(data) > 10_000
    assert severe_console_entries(page) == []
