// The playground page: edits a scenario, asks the service (POST /v1/decide, /v1/simulate, /v1/lint) and draws
// the answers. Plain JavaScript, no libraries. Everything a user typed reaches the page through textContent or
// SVG text nodes, never parsed as HTML, so a controller named "<img onerror=...>" is only text.
"use strict";

(function () {
  const ORIENTATIONS = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"];
  const SEVERITIES = ["crash", "bug", "warning", "info"];
  // Top-level members only /v1/simulate reads, and only /v1/lint reads; the other endpoints refuse them.
  const SIMULATE_ONLY = ["events", "observers", "linkedAgainst", "screens"];
  const LINT_ONLY = ["targets", "maxStates"];
  // Explanation steps that state the deciding controller's answer (the mask grid's controller row).
  const CONTROLLER_RULES = ["controller-mask", "container-forwarding", "presented-forwarding", "legacy-autorotation",
    "legacy-bridge", "coinciding-orientations"];
  const DEBOUNCE_MS = 250;

  const state = {
    examples: [],
    references: null,
    text: "",
    scenario: null,      // the last scenario that parsed
    positions: null,     // JSON Pointer -> text range, for that scenario
    decide: null,
    simulate: null,
    lint: null,
    problems: [],
    view: "decide",
    generation: 0,
    evaluations: 0,
    pointed: null,       // the pointer a lint finding asked to show
    stale: false,        // the editor's text does not parse: the tree shows the last scenario that did
    timer: 0,
  };

  const $ = (id) => document.getElementById(id);

  // ---- DOM helpers: text only ----------------------------------------------------------------------------

  /** An element with attributes and children; strings become text nodes. */
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    setAttributes(node, attrs);
    append(node, children);
    return node;
  }

  const SVG_NS = "http://www.w3.org/2000/svg";
  function svg(tag, attrs, ...children) {
    const node = document.createElementNS(SVG_NS, tag);
    setAttributes(node, attrs);
    append(node, children);
    return node;
  }

  function setAttributes(node, attrs) {
    if (!attrs) return;
    for (const [name, value] of Object.entries(attrs)) {
      if (value === undefined || value === null || value === false) continue;
      if (name === "text") node.textContent = String(value);
      else if (name === "class") node.setAttribute("class", value);
      else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
      else node.setAttribute(name, value === true ? "" : String(value));
    }
  }

  function append(node, children) {
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.appendChild(typeof child === "string" || typeof child === "number"
        ? document.createTextNode(String(child)) : child);
    }
  }

  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
    return node;
  }

  function show(value) {
    if (value === undefined) return "";
    return typeof value === "string" ? value : JSON.stringify(value);
  }

  // ---- JSON with positions --------------------------------------------------------------------------------

  /** Parses JSON like JSON.parse and also returns where each value sits: pointer -> {start, end, keyStart}. */
  function parseWithPositions(text) {
    const positions = new Map();
    let i = 0;
    const fail = (message) => { const e = new SyntaxError(message); e.offset = i; throw e; };
    const ws = () => { while (i < text.length && " \t\n\r".includes(text[i])) i++; };
    function string() {
      if (text[i] !== '"') fail("expected a string");
      const start = i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === "\\") i++;
        else if (text.charCodeAt(i) < 0x20) fail("control character in a string");
        i++;
      }
      if (i >= text.length) fail("unterminated string");
      i++;
      return JSON.parse(text.slice(start, i));
    }
    function value(pointer, keyStart) {
      ws();
      const start = i;
      let result;
      const c = text[i];
      if (c === "{") {
        i++; result = {}; ws();
        if (text[i] === "}") i++;
        else for (;;) {
          ws();
          const ks = i;
          const key = string();
          ws();
          if (text[i] !== ":") fail("expected ':'");
          i++;
          result[key] = value(pointer + "/" + key.replace(/~/g, "~0").replace(/\//g, "~1"), ks);
          ws();
          if (text[i] === ",") { i++; continue; }
          if (text[i] === "}") { i++; break; }
          fail("expected ',' or '}'");
        }
      } else if (c === "[") {
        i++; result = []; ws();
        if (text[i] === "]") i++;
        else for (let n = 0; ; n++) {
          result.push(value(pointer + "/" + n, null));
          ws();
          if (text[i] === ",") { i++; continue; }
          if (text[i] === "]") { i++; break; }
          fail("expected ',' or ']'");
        }
      } else if (c === '"') {
        result = string();
      } else {
        const m = /^(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
        if (!m) fail(i >= text.length ? "unexpected end of text" : "unexpected character");
        i += m[0].length;
        result = JSON.parse(m[0]);
      }
      positions.set(pointer, { start, end: i, keyStart: keyStart === null ? start : keyStart });
      return result;
    }
    const result = value("", null);
    ws();
    if (i < text.length) fail("unexpected text after the JSON value");
    return { value: result, positions };
  }

  /** The character index of a UTF-8 byte offset (the service counts bytes). */
  function indexOfByte(text, byte) {
    let bytes = 0;
    let index = 0;
    for (const ch of text) {
      if (bytes >= byte) break;
      const cp = ch.codePointAt(0);
      bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      index += ch.length;
    }
    return index;
  }

  /** The text range a problem names: the value at its pointer (or the nearest enclosing one), or its byte. */
  function rangeOf(problem) {
    if (typeof problem.pointer === "string" && state.positions) {
      let pointer = problem.pointer;
      for (;;) {
        const at = state.positions.get(pointer);
        if (at) return { start: at.keyStart, end: at.end, exact: pointer === problem.pointer };
        if (pointer === "") break;
        pointer = pointer.slice(0, pointer.lastIndexOf("/"));
      }
    }
    const m = /at byte (\d+)/.exec(problem.detail || "");
    if (m) {
      const start = Math.min(indexOfByte(state.text, Number(m[1])), state.text.length);
      return { start, end: Math.min(start + 1, state.text.length), exact: true };
    }
    return null;
  }

  function lineAndColumn(text, index) {
    const before = text.slice(0, index).split("\n");
    return { line: before.length, column: before[before.length - 1].length + 1 };
  }

  // ---- Share links: the scenario in the fragment --------------------------------------------------------

  function base64urlEncode(text) {
    const bytes = new TextEncoder().encode(text);
    let binary = "";
    for (let k = 0; k < bytes.length; k += 0x8000) binary += String.fromCharCode(...bytes.subarray(k, k + 0x8000));
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function base64urlDecode(data) {
    const b64 = data.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(b64 + "===".slice((b64.length + 3) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  }

  function shareURL() {
    let text = state.text;
    try { text = JSON.stringify(JSON.parse(text)); } catch (_) { /* share it as typed */ }
    const url = new URL(location.href);
    url.hash = "scenario=" + base64urlEncode(text) + "&view=" + state.view;
    return url.href;
  }

  function updateShareLink() {
    const href = shareURL();
    $("share-url").value = href;
    if (href !== location.href) history.replaceState(null, "", href);
  }

  function readFragment() {
    const params = new URLSearchParams(location.hash.replace(/^#/, ""));
    const data = params.get("scenario");
    const view = params.get("view");
    if (!data) return null;
    try {
      let text = base64urlDecode(data);
      try { text = JSON.stringify(JSON.parse(text), null, 2); } catch (_) { /* keep it as typed */ }
      return { text, view: ["decide", "simulate", "lint"].includes(view) ? view : null };
    } catch (_) {
      return { error: "The link's scenario could not be read (it is not base64url of UTF-8 text)." };
    }
  }

  // ---- Talking to the service ----------------------------------------------------------------------------

  async function post(path, body) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body,
    });
    let json = null;
    try { json = await response.json(); } catch (_) { /* not JSON */ }
    return { status: response.status, body: json, endpoint: path };
  }

  function without(object, keys) {
    const copy = {};
    for (const [k, v] of Object.entries(object)) if (!keys.includes(k)) copy[k] = v;
    return copy;
  }

  function scheduleEvaluation() {
    clearTimeout(state.timer);
    document.documentElement.dataset.state = "pending";
    state.timer = setTimeout(evaluate, DEBOUNCE_MS);
  }

  /** Validates and answers the editor's scenario with the three endpoints at once. */
  async function evaluate() {
    clearTimeout(state.timer);
    const generation = ++state.generation;
    document.documentElement.dataset.state = "busy";
    state.text = $("editor").value;
    let parsed = null;
    try {
      parsed = parseWithPositions(state.text);
    } catch (_) {
      parsed = null;
    }
    let answers;
    try {
      if (!parsed) {
        // Let the service name the syntax error, as any client would see it.
        answers = [await post("/v1/decide", state.text)];
      } else if (parsed.value === null || typeof parsed.value !== "object" || Array.isArray(parsed.value)) {
        answers = [await post("/v1/decide", state.text)];
      } else {
        const s = parsed.value;
        const decideBody = JSON.stringify(without(s, SIMULATE_ONLY.concat(LINT_ONLY)));
        const lintBody = JSON.stringify(without(s, SIMULATE_ONLY));
        const simulateBody = JSON.stringify(without(s, LINT_ONLY));
        answers = await Promise.all([
          post("/v1/decide", decideBody),
          "events" in s ? post("/v1/simulate", simulateBody) : Promise.resolve(null),
          post("/v1/lint", lintBody),
        ]);
      }
    } catch (error) {
      if (generation !== state.generation) return;
      setStatus("The service did not answer: " + error.message, "bad");
      document.documentElement.dataset.state = "ready";
      return;
    }
    if (generation !== state.generation) return;   // a newer edit is on its way

    state.stale = !parsed;
    if (parsed) {
      state.positions = parsed.positions;
      if (parsed.value && typeof parsed.value === "object" && !Array.isArray(parsed.value)) {
        state.scenario = parsed.value;
        syncControls(parsed.value);
      }
    } else {
      state.positions = null;
    }
    const problems = [];
    const seen = new Set();
    const ok = (answer) => answer && answer.status === 200 ? answer.body : null;
    for (const answer of answers) {
      if (!answer || answer.status === 200) continue;
      const p = answer.body || { title: "HTTP " + answer.status, detail: "", status: answer.status };
      const key = (p.code || "") + " " + (p.pointer || "") + " " + (p.detail || "");
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(Object.assign({ endpoint: answer.endpoint }, p));
    }
    state.problems = problems;
    if (parsed && answers.length === 3) {
      state.decide = ok(answers[0]);
      state.simulate = answers[1] ? ok(answers[1]) : undefined;
      state.lint = ok(answers[2]);
    } else {
      state.decide = state.simulate = state.lint = null;
    }
    state.evaluations++;
    renderAll();
    updateShareLink();
    document.documentElement.dataset.evaluations = String(state.evaluations);
    document.documentElement.dataset.state = "ready";
  }

  // ---- Editor, problems and highlights -------------------------------------------------------------------

  function setStatus(text, kind) {
    const status = $("status");
    status.textContent = text;
    status.className = "status" + (kind ? " " + kind : "");
  }

  function renderProblems() {
    const list = clear($("problems"));
    $("editor-wrap").classList.toggle("invalid", state.problems.length > 0);
    if (state.problems.length === 0) {
      setStatus(state.scenario ? "Valid: answered by the service." : "", "ok");
    } else {
      setStatus(state.problems.length === 1 ? "The service refused the scenario:" :
        state.problems.length + " problems:", "bad");
    }
    for (const p of state.problems) {
      const range = rangeOf(p);
      const where = range ? lineAndColumn(state.text, range.start) : null;
      const item = el("li", { class: "problem", "data-code": p.code || "", "data-pointer": p.pointer || "" },
        el("div", null,
          el("strong", { text: p.title || "Problem" }),
          p.status ? " (" + p.status + " from " + p.endpoint + ")" : ""),
        p.pointer !== undefined ? el("div", null, "at ", el("span", { class: "pointer", text: p.pointer === "" ? "(the whole body)" : p.pointer }),
          where ? ", line " + where.line + ", column " + where.column : "") : null,
        el("div", { class: "detail", text: p.detail || "" }),
        range ? el("button", { type: "button", onclick: () => selectRange(range) }, "Show in the editor") : null);
      list.appendChild(item);
    }
    const first = state.problems.map(rangeOf).find(Boolean);
    drawBackdrop(first || null, "error");
  }

  /** Mirrors the editor's text behind it with one range marked (the problem's place or a finding's). */
  function drawBackdrop(range, kind) {
    const backdrop = clear($("backdrop"));
    const text = $("editor").value;
    if (!range) {
      backdrop.appendChild(document.createTextNode(text + "\n"));
    } else {
      const end = Math.max(range.end, range.start + 1);
      backdrop.appendChild(document.createTextNode(text.slice(0, range.start)));
      backdrop.appendChild(el("mark", { class: kind === "pointed" ? "pointed" : null, id: "editor-mark",
        text: text.slice(range.start, end) || " " }));
      backdrop.appendChild(document.createTextNode(text.slice(end) + "\n"));
    }
    backdrop.scrollTop = $("editor").scrollTop;
  }

  function selectRange(range) {
    const editor = $("editor");
    editor.focus();
    editor.setSelectionRange(range.start, range.end);
    const mark = $("editor-mark");
    if (mark) editor.scrollTop = Math.max(0, mark.offsetTop - editor.clientHeight / 3);
    $("backdrop").scrollTop = editor.scrollTop;
  }

  function setEditorText(text) {
    $("editor").value = text;
    state.text = text;
    drawBackdrop(null);
  }

  // ---- Controls <-> scenario -----------------------------------------------------------------------------

  function selectValue(select, value) {
    const v = value === undefined || value === null ? "" : String(value);
    let option = Array.from(select.options).find((o) => o.value === v);
    for (const o of Array.from(select.options)) if (o.dataset.asWritten && o !== option) o.remove();
    if (!option) {
      option = el("option", { value: v, "data-as-written": "1", text: v + " (as written)" });
      select.appendChild(option);
    }
    select.value = v;
  }

  function syncControls(s) {
    const device = s.device && typeof s.device === "object" ? s.device : {};
    selectValue($("idiom"), device.idiom || "phone");
    if (document.activeElement !== $("system-version")) $("system-version").value = device.systemVersion || "";
    $("home-button").checked = device.hasHomeButton !== false;
    $("multitasking").checked = device.supportsMultitasking !== false;
    $("multitasking").disabled = (device.idiom || "phone") !== "pad";
    selectValue($("environment"), device.environment);
    selectValue($("interface-orientation"), s.interfaceOrientation);
    selectValue($("device-orientation"), s.deviceOrientation);
  }

  function editFromControls(change) {
    let s;
    try { s = JSON.parse($("editor").value); } catch (_) { s = null; }
    if (!s || typeof s !== "object" || Array.isArray(s)) {
      setStatus("Fix the JSON first: the controls edit the scenario in the editor.", "bad");
      return;
    }
    change(s);
    setEditorText(JSON.stringify(s, null, 2));
    clearPressedExample();
    evaluate();
  }

  function device(s) {
    if (!s.device || typeof s.device !== "object" || Array.isArray(s.device)) s.device = {};
    return s.device;
  }

  function setOrDelete(object, key, value) {
    if (value === "" || value === undefined) delete object[key];
    else object[key] = value;
  }

  function wireControls() {
    $("idiom").addEventListener("change", (e) => editFromControls((s) => { device(s).idiom = e.target.value; }));
    let versionTimer = 0;
    $("system-version").addEventListener("input", (e) => {
      clearTimeout(versionTimer);
      versionTimer = setTimeout(() => editFromControls((s) => setOrDelete(device(s), "systemVersion", e.target.value.trim())), 400);
    });
    $("home-button").addEventListener("change", (e) => editFromControls((s) => { device(s).hasHomeButton = e.target.checked; }));
    $("multitasking").addEventListener("change", (e) => editFromControls((s) => { device(s).supportsMultitasking = e.target.checked; }));
    $("environment").addEventListener("change", (e) => editFromControls((s) => {
      // iPhone apps on iPad and iPhone Mirroring run under the phone idiom, a resizable window under the pad's.
      const idiom = { resizableWindow: "pad", iPhoneAppOnIPad: "phone", iPhoneMirroring: "phone" }[e.target.value];
      if (idiom) device(s).idiom = idiom;
      setOrDelete(device(s), "environment", e.target.value);
    }));
    $("interface-orientation").addEventListener("change", (e) => editFromControls((s) => setOrDelete(s, "interfaceOrientation", e.target.value)));
    $("device-orientation").addEventListener("change", (e) => editFromControls((s) => setOrDelete(s, "deviceOrientation", e.target.value)));
    const editor = $("editor");
    editor.addEventListener("input", () => {
      drawBackdrop(null);
      clearPressedExample();
      scheduleEvaluation();
    });
    editor.addEventListener("scroll", () => { $("backdrop").scrollTop = editor.scrollTop; });
    $("share").addEventListener("click", copyLink);
  }

  async function copyLink() {
    updateShareLink();
    const input = $("share-url");
    try {
      await navigator.clipboard.writeText(input.value);
      setStatus("Link copied: it opens this scenario.", "ok");
    } catch (_) {
      input.focus();
      input.select();
      setStatus("Select and copy the link beside the button.", "ok");
    }
  }

  // ---- Examples ------------------------------------------------------------------------------------------

  function renderExamples() {
    const list = clear($("examples"));
    for (const example of state.examples) {
      list.appendChild(el("li", null, el("button", {
        type: "button", "data-example": example.id, "aria-pressed": "false",
        onclick: () => loadExample(example),
      }, example.title)));
    }
  }

  function clearPressedExample() {
    for (const b of document.querySelectorAll("[data-example]")) b.setAttribute("aria-pressed", "false");
    $("example-summary").textContent = "";
  }

  function loadExample(example) {
    setEditorText(JSON.stringify(example.scenario, null, 2));
    clearPressedExample();
    const button = document.querySelector('[data-example="' + CSS.escape(example.id) + '"]');
    if (button) button.setAttribute("aria-pressed", "true");
    $("example-summary").textContent = example.summary;
    state.pointed = null;
    selectView(example.view || "decide", false);
    evaluate();
  }

  // ---- Tabs ----------------------------------------------------------------------------------------------

  const VIEWS = ["decide", "simulate", "lint"];

  function selectView(view, focus) {
    state.view = view;
    for (const v of VIEWS) {
      const tab = $("tab-" + v);
      const selected = v === view;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      $("view-" + v).hidden = !selected;
      if (selected && focus) tab.focus();
    }
    if (state.evaluations > 0) {
      updateShareLink();
      if (view === "simulate") renderSimulate();   // its columns fit the width it now has
    }
  }

  function wireTabs() {
    for (const v of VIEWS) {
      const tab = $("tab-" + v);
      tab.addEventListener("click", () => selectView(v, false));
      tab.addEventListener("keydown", (e) => {
        const k = VIEWS.indexOf(v);
        let next = null;
        if (e.key === "ArrowRight") next = VIEWS[(k + 1) % VIEWS.length];
        else if (e.key === "ArrowLeft") next = VIEWS[(k + VIEWS.length - 1) % VIEWS.length];
        else if (e.key === "Home") next = VIEWS[0];
        else if (e.key === "End") next = VIEWS[VIEWS.length - 1];
        if (next) { e.preventDefault(); selectView(next, true); }
      });
    }
  }

  // ---- Rendering -----------------------------------------------------------------------------------------

  function renderAll() {
    renderProblems();
    renderTree();
    renderDecide();
    renderSimulate();
    renderLint();
  }

  /** `windows[1].rootViewController.viewControllers[0]` -> `/windows/1/rootViewController/viewControllers/0`. */
  function pointerOfPath(path) {
    return "/" + path.replace(/\[(\d+)\]/g, ".$1").split(".").join("/");
  }

  function windowsOf(s) {
    if (Array.isArray(s.windows)) return s.windows.map((w, k) => ({ window: w, pointer: "/windows/" + k, label: "windows[" + k + "]" }));
    if (s.window && typeof s.window === "object") return [{ window: s.window, pointer: "/window", label: "window" }];
    return [];
  }

  function decidingWindowPointer() {
    const d = state.decide;
    if (!d) return null;
    if (d.topmostViewController) {
      const m = /^(windows\[\d+\]|window)\b/.exec(d.topmostViewController.path);
      if (m) return pointerOfPath(m[1]);
    }
    // Without a controller the deciding-window step names the window first.
    const step = (d.explanation || []).find((s) => s.rule === "deciding-window");
    const m = step && /^(window|windows\[\d+\]) /.exec(step.detail);
    return m ? pointerOfPath(m[1]) : null;
  }

  function renderTree() {
    const tree = clear($("tree"));
    const s = state.scenario;
    if (!s) { tree.appendChild(el("p", { class: "empty", text: "No scenario yet." })); return; }
    const topmost = state.decide && state.decide.topmostViewController ? pointerOfPath(state.decide.topmostViewController.path) : null;
    const decidingWindow = decidingWindowPointer();
    if (state.stale) tree.appendChild(el("p", { class: "empty stale", text: "The JSON does not parse: this is the last scenario that did." }));
    const windows = windowsOf(s);
    if (windows.length === 0) {
      tree.appendChild(el("p", { class: "empty", text: "The scenario has no window: only the app decides." }));
      return;
    }
    for (const w of windows) {
      const deciding = w.pointer === decidingWindow;
      const flags = [];
      if (w.window.isKeyWindow === false) flags.push("not key");
      if (w.window.screen === "external") flags.push("external screen");
      if (w.window.isHidden === true) flags.push("hidden");
      if (w.window.supportedInterfaceOrientationsForWindow !== undefined) flags.push("window mask " + show(w.window.supportedInterfaceOrientationsForWindow));
      const box = el("div", { class: "window-box" + (deciding ? " deciding" : ""), "data-window": w.pointer },
        el("div", { class: "window-title" },
          el("span", { class: "mono", text: w.label }),
          deciding ? el("span", { class: "badge window", text: "deciding window" }) : null,
          flags.length ? el("span", { text: flags.join(", ") }) : null));
      const root = w.window.rootViewController;
      if (root && typeof root === "object") box.appendChild(controllerNode(root, w.pointer + "/rootViewController", topmost, null));
      else box.appendChild(el("p", { class: "empty", text: "no root view controller" }));
      tree.appendChild(box);
    }
    if (state.pointed) markPointed(state.pointed, false);
  }

  function controllerNode(vc, pointer, topmost, selected) {
    const kind = vc.kind || "viewController";
    const isTopmost = pointer === topmost;
    const meta = [];
    if (kind !== "viewController") meta.push(kind);
    if (vc.supportedInterfaceOrientations !== undefined) meta.push("supports " + show(vc.supportedInterfaceOrientations));
    if (vc.shouldAutorotate === false) meta.push("shouldAutorotate NO");
    if (vc.preferredInterfaceOrientationForPresentation !== undefined) meta.push("prefers " + show(vc.preferredInterfaceOrientationForPresentation));
    if (vc.shouldAutorotateToInterfaceOrientation !== undefined) meta.push("iOS 5 method: " + show(vc.shouldAutorotateToInterfaceOrientation));
    if (vc.forwarding && vc.forwarding !== "none") meta.push("forwards to " + show(vc.forwarding));
    if (vc.forwardsToPresentedViewController === true) meta.push("forwards to presentedViewController");
    const box = el("div", {
      class: "vc" + (Array.isArray(vc.viewControllers) ? " container" : "") + (isTopmost ? " topmost" : ""),
      "data-pointer": pointer, tabindex: "-1",
      "aria-label": (typeof vc.name === "string" ? vc.name : "unnamed controller") + (isTopmost ? ", decides" : ""),
    },
      el("div", null,
        el("span", { class: "name", text: typeof vc.name === "string" && vc.name ? vc.name : "(unnamed)" }),
        isTopmost ? el("span", { class: "badge decides", text: "decides" }) : null,
        selected ? el("span", { class: "badge selected", text: "selected" }) : null),
      meta.length ? el("div", { class: "meta", text: meta.join(" · ") }) : null);
    if (Array.isArray(vc.viewControllers) && vc.viewControllers.length) {
      const children = el("div", { class: "children" },
        el("span", { class: "children-label", text: kind === "navigationController" ? "stack (bottom to top)" : "children" }));
      vc.viewControllers.forEach((child, k) => {
        if (child && typeof child === "object") {
          const isSelected = kind === "tabBarController" && (vc.selectedIndex === undefined ? k === 0 : vc.selectedIndex === k);
          children.appendChild(controllerNode(child, pointer + "/viewControllers/" + k, topmost, isSelected));
        }
      });
      box.appendChild(children);
    }
    const node = el("div", { class: "node" }, box);
    const presented = vc.presentedViewController;
    if (presented && typeof presented === "object") {
      node.appendChild(el("div", { class: "presentation" },
        el("span", { class: "edge", text: "presents ↓ " + (presented.modalPresentationStyle ? show(presented.modalPresentationStyle) : "(default style)") }),
        controllerNode(presented, pointer + "/presentedViewController", topmost, null)));
    }
    return node;
  }

  /** Marks what a lint finding points at: the controller box holding the pointer, and the place in the editor. */
  function markPointed(pointer, move) {
    state.pointed = pointer;
    for (const b of document.querySelectorAll(".vc.pointed")) b.classList.remove("pointed");
    let box = null;
    let best = -1;
    for (const candidate of document.querySelectorAll(".vc[data-pointer]")) {
      const p = candidate.dataset.pointer;
      if ((pointer === p || pointer.startsWith(p + "/")) && p.length > best) { box = candidate; best = p.length; }
    }
    if (box) box.classList.add("pointed");
    if (!move) return;
    const range = rangeOf({ pointer });
    if (range) drawBackdrop(range, "pointed");
    if (box) {
      box.scrollIntoView({ block: "nearest" });
      box.focus();
    } else if (range) {
      selectRange(range);
    }
  }

  function orientationsOf(mask) {
    return mask && Array.isArray(mask.orientations) ? mask.orientations : [];
  }

  function controllerNames(s) {
    const names = new Set();
    const walk = (v) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") {
        for (const [k, x] of Object.entries(v)) {
          if ((k === "name" || k === "controller" || k === "from") && typeof x === "string") names.add(x);
          walk(x);
        }
      }
    };
    walk(s);
    return Array.from(names).sort((a, b) => b.length - a.length);
  }

  /** The mask grid's rows. The response states the app and effective masks; the controller's answer and the
   *  device restriction are stated by the explanation steps (controller-mask, device-restriction). */
  function maskRows(d) {
    const steps = d.explanation || [];
    const effective = steps.find((s) => s.rule === "effective-mask");
    const consulted = !effective || /controller mask/.test(effective.detail);
    let controller = null;
    const step = steps.filter((s) => CONTROLLER_RULES.includes(s.rule)).pop();
    if (step && consulted) {
      let detail = step.detail;
      for (const name of controllerNames(state.scenario || {})) detail = detail.split(name).join(" ");
      if (/: none\b|becomes none\b/.test(detail)) controller = [];
      else controller = ORIENTATIONS.filter((o) => new RegExp("\\b" + o + "\\b").test(detail));
    }
    const restricted = steps.some((s) => s.rule === "device-restriction");
    return [
      { id: "app", label: "App", sub: (d.applicationOrientations || {}).source, on: orientationsOf(d.applicationOrientations) },
      { id: "controller", label: "Controller", sub: d.topmostViewController ? d.topmostViewController.name : null,
        on: controller, why: consulted ? (step ? null : "no controller") : "not asked" },
      { id: "device", label: "Device", on: restricted ? ["portrait", "landscapeLeft", "landscapeRight"] : ORIENTATIONS.slice() },
      { id: "effective", label: "Effective", on: orientationsOf(d.supportedInterfaceOrientations) },
    ];
  }

  function outcomeBanner(container, cls, headline, rows, reason) {
    clear(container);
    container.className = "outcome " + cls;
    container.dataset.outcome = cls;
    container.appendChild(el("div", { class: "big", text: headline }));
    if (reason) container.appendChild(el("div", { class: "reason", text: reason }));
    if (rows.length) {
      const dl = el("dl");
      for (const [term, value] of rows) dl.append(el("dt", { text: term }), el("dd", { text: value }));
      container.appendChild(dl);
    }
  }

  function renderDecide() {
    const d = state.decide;
    const grid = clear($("mask-grid").tBodies[0]);
    const explanation = clear($("explanation"));
    const disputed = clear($("disputed"));
    $("mask-note").textContent = "";
    if (!d) {
      outcomeBanner($("decide-outcome"), "none", state.problems.length ? "No answer: the scenario has a problem (see the editor)." : "No answer yet.", []);
      return;
    }
    const headline = d.outcome === "exception" ? "UIKit raises " + d.exception.name
      : d.outcome === "doesNotLaunch" ? "Does not launch (built with the iOS 27 SDK without a scene configuration)"
      : d.outcome === "rotated" ? "Rotates to " + d.interfaceOrientation
        : "Stays " + d.interfaceOrientation;
    outcomeBanner($("decide-outcome"), d.outcome, headline, [
      ["outcome", d.outcome],
      ["interface orientation", d.interfaceOrientation],
      ["top-most full-screen", d.topmostViewController ? d.topmostViewController.name + " at " + d.topmostViewController.path : "none"],
      ["preferred for presentation", d.preferredInterfaceOrientationForPresentation || "—"],
    ], d.exception ? d.exception.reason : null);

    for (const row of maskRows(d)) {
      const tr = el("tr", { class: row.id, "data-mask": row.id },
        el("th", { scope: "row" }, row.label, row.sub ? el("span", { class: "sub", text: row.sub }) : null));
      for (const o of ORIENTATIONS) {
        if (row.on === null) tr.appendChild(el("td", { class: "na", text: row.why || "—", "data-orientation": o }));
        else {
          const on = row.on.includes(o);
          tr.appendChild(el("td", { class: on ? "on" : "off", "data-orientation": o, "data-on": String(on),
            "aria-label": o + (on ? " allowed" : " not allowed") }, on ? "✓" : "–"));
        }
      }
      grid.appendChild(tr);
    }
    $("mask-note").textContent = "Effective = app AND controller AND device. The controller and device rows are read from the explanation's controller-mask and device-restriction steps.";

    for (const step of d.explanation || []) explanation.appendChild(stepItem(step));
    if (Array.isArray(d.disputed) && d.disputed.length) {
      disputed.appendChild(el("h3", { text: "Disputed rules in this answer" }));
      const ul = el("ul");
      for (const x of d.disputed) ul.appendChild(el("li", null, el("span", { class: "rule", text: x.rule }), " ", x.note));
      disputed.appendChild(ul);
    }
  }

  function stepItem(step) {
    return el("li", { "data-rule": step.rule },
      el("span", { class: "rule", text: step.rule }),
      step.certainty ? el("span", { class: "certainty " + step.certainty, text: step.certainty }) : null,
      el("div", { class: "detail", text: step.detail }),
      sources(step));
  }

  /** The sources as links: GET /v1/references gives each id's title and URL. */
  function sources(item) {
    const box = el("div", { class: "sources" }, "Sources: ");
    const ids = Array.isArray(item.references) ? item.references : [];
    if (ids.length && state.references) {
      for (const id of ids) {
        const ref = state.references[id];
        if (ref && ref.url) box.appendChild(el("a", { href: ref.url, rel: "noopener noreferrer", target: "_blank", "data-reference": id, text: ref.title }));
        else box.appendChild(el("span", { class: "src", "data-reference": id, text: ref ? ref.title : id }));
      }
    } else {
      box.appendChild(document.createTextNode(item.source || ""));
    }
    return box;
  }

  // ---- Simulate: the timeline as SVG ---------------------------------------------------------------------

  const GLYPH_ROTATION = {
    device: { portrait: 0, portraitUpsideDown: 180, landscapeLeft: -90, landscapeRight: 90 },
    interface: { portrait: 0, portraitUpsideDown: 180, landscapeRight: -90, landscapeLeft: 90 },
  };

  /** A phone outline turned the way the orientation holds it (its top edge is the thick one). */
  function orientationGlyph(cx, cy, orientation, kind, changed) {
    const g = svg("g", { class: "glyph", "data-orientation": orientation });
    const angle = GLYPH_ROTATION[kind][orientation];
    if (angle === undefined) {
      g.appendChild(svg("rect", { x: cx - 11, y: cy - 11, width: 22, height: 22, rx: 4, class: "orient-box" }));
    } else {
      const body = svg("g", { transform: "rotate(" + angle + " " + cx + " " + cy + ")" },
        svg("rect", { x: cx - 8, y: cy - 13, width: 16, height: 26, rx: 3, class: changed ? "orient-changed" : "orient-box" }),
        svg("rect", { x: cx - 5, y: cy - 12, width: 10, height: 3, rx: 1, class: "orient-arrow" }));
      g.appendChild(body);
    }
    g.appendChild(svg("title", { text: kind + " " + orientation }));
    return g;
  }

  function shortMethod(cb) {
    // Short enough for a column; the full selector is in the tooltip and in the event list below.
    const name = cb.method.split(":")[0].replace("TransitionToSize", "Transition").replace("InterfaceOrientation", "Orientation");
    let arg = "";
    if (cb.orientation) arg = " " + cb.orientation;
    else if (cb.size) arg = " " + cb.size.width + "×" + cb.size.height;
    return name + arg;
  }

  function renderSimulate() {
    const container = clear($("timeline"));
    const events = clear($("events"));
    const banner = $("simulate-outcome");
    const r = state.simulate;
    if (r === undefined) {
      outcomeBanner(banner, "none", "No events: add an \"events\" array to replay a timeline (the NYTPhotoViewer example has one).", []);
      return;
    }
    if (!r) {
      outcomeBanner(banner, "none", state.problems.length ? "No timeline: the scenario has a problem (see the editor)." : "No timeline yet.", []);
      return;
    }
    const requested = Array.isArray(state.scenario && state.scenario.events) ? state.scenario.events : [];
    const stop = r.timeline.find((e) => e.exception);
    outcomeBanner(banner, r.outcome, r.outcome === "exception"
      ? "UIKit raises " + stop.exception.name + " at event " + stop.index + " (" + stop.type + ")"
      : r.outcome === "doesNotLaunch" ? "Does not launch: no event ran"
      : "Completed: " + r.timeline.length + " events", [
      ["initial", "interface " + r.initial.interfaceOrientation + ", device " + r.initial.deviceOrientation],
      ["final", "interface " + r.final.interfaceOrientation + ", status bar " + r.final.statusBarOrientation + ", device " + r.final.deviceOrientation],
    ], stop ? stop.exception.reason : null);

    // Lanes: device, interface, then one per controller that received callbacks, in order of first callback.
    const lanes = [];
    for (const entry of r.timeline) {
      for (const cb of entry.callbacks) {
        let lane = lanes.find((l) => l.controller === cb.controller);
        if (!lane) lanes.push(lane = { controller: cb.controller, path: cb.path, most: 0 });
      }
    }
    for (const lane of lanes) {
      lane.most = Math.max(1, ...r.timeline.map((e) => e.callbacks.filter((c) => c.controller === lane.controller).length));
    }
    const columns = 1 + Math.max(requested.length, r.timeline.length);
    // Columns share the width the page gives the timeline (it scrolls sideways below 104 px a column).
    const labelW = 150, headH = 48, orientH = 56, cbH = 18;
    const available = container.clientWidth || 900;
    const colW = Math.max(104, Math.min(170, Math.floor((available - labelW - 12) / columns)));
    const fit = (text) => { const n = Math.floor((colW - 14) / 6.1); return text.length > n ? text.slice(0, n - 1) + "…" : text; };
    let y = headH;
    const rows = [
      { id: "device", label: "Device orientation", h: orientH },
      { id: "interface", label: "Interface orientation", h: orientH },
    ].concat(lanes.map((l) => ({ id: "controller", label: l.controller, lane: l, h: 16 + l.most * (cbH + 4) })));
    for (const row of rows) { row.y = y; y += row.h; }
    const width = labelW + columns * colW + 10;
    const height = y + 12;
    const chart = svg("svg", {
      width, height, viewBox: "0 0 " + width + " " + height, role: "img",
      "aria-label": "Timeline of " + r.timeline.length + " events: device and interface orientation, and the callbacks of " + lanes.length + " controllers",
    });
    // Column headers: initial state, then each event with its status.
    for (let c = 0; c < columns; c++) {
      const x = labelW + c * colW;
      const entry = c === 0 ? null : r.timeline[c - 1];
      const req = c === 0 ? null : requested[c - 1];
      const reached = c === 0 || !!entry;
      if (!reached) chart.appendChild(svg("rect", { x, y: 0, width: colW, height, class: "not-reached" }));
      const title = c === 0 ? "initial" : (c - 1) + ": " + (entry ? entry.type : (req && req.type) || "event");
      chart.appendChild(svg("text", { x: x + 6, y: 16, class: "col-label", text: fit(title) }, svg("title", { text: title })));
      chart.appendChild(svg("text", { x: x + 6, y: 32, class: "status-text",
        text: c === 0 ? "" : entry ? entry.status : "not reached" }));
      chart.appendChild(svg("line", { x1: x, y1: 0, x2: x, y2: height, class: "lane-line" }));
    }
    for (const row of rows) {
      const g = svg("g", { class: "lane", "data-lane": row.id === "controller" ? row.lane.controller : row.id });
      g.appendChild(svg("line", { x1: 0, y1: row.y, x2: width, y2: row.y, class: "lane-line" }));
      g.appendChild(svg("text", { x: 6, y: row.y + 20, class: "lane-label", text: row.label.length > 22 ? row.label.slice(0, 21) + "…" : row.label },
        svg("title", { text: row.label })));
      for (let c = 0; c < columns; c++) {
        const x = labelW + c * colW;
        const entry = c === 0 ? null : r.timeline[c - 1];
        if (c > 0 && !entry) continue;
        if (row.id === "device" || row.id === "interface") {
          const value = row.id === "device"
            ? (entry ? entry.deviceOrientation : r.initial.deviceOrientation)
            : (entry ? entry.interfaceOrientationAfter : r.initial.interfaceOrientation);
          const changed = row.id === "interface" && entry && entry.interfaceOrientationBefore !== entry.interfaceOrientationAfter;
          g.appendChild(orientationGlyph(x + 22, row.y + row.h / 2, value, row.id, changed));
          g.appendChild(svg("text", { x: x + 38, y: row.y + row.h / 2 + 4, class: "cell-text", text: value.length > (colW - 44) / 6 ? value.replace("portrait", "portr.").replace("landscape", "land.") : value },
            svg("title", { text: value })));
        } else if (entry) {
          entry.callbacks.filter((cb) => cb.controller === row.lane.controller).forEach((cb, k) => {
            const cy = row.y + 8 + k * (cbH + 4);
            const label = shortMethod(cb);
            const item = svg("g", { class: "callback", "data-method": cb.method },
              svg("rect", { x: x + 4, y: cy, width: colW - 8, height: cbH, rx: 4, class: "cb" }),
              svg("text", { x: x + 8, y: cy + 13, class: "cb-text", text: fit(label) }),
              svg("title", { text: cb.method + (cb.orientation ? " " + cb.orientation : "") + (cb.duration !== undefined ? " duration " + cb.duration : "") + (cb.size ? " size " + cb.size.width + "×" + cb.size.height : "") }));
            g.appendChild(item);
          });
        }
      }
      chart.appendChild(g);
    }
    if (stop) {
      const x = labelW + (stop.index + 1) * colW + colW - 4;
      chart.appendChild(svg("line", { x1: x, y1: 0, x2: x, y2: height, class: "exception-line" }));
      chart.appendChild(svg("text", { x: labelW + (stop.index + 1) * colW + 6, y: height - 4, class: "exception-text", "data-exception-at": stop.index,
        text: fit("✕ " + stop.exception.name.replace("UIApplication", "")) }, svg("title", { text: stop.exception.name })));
    }
    container.appendChild(chart);

    for (const entry of r.timeline) {
      const li = el("li", { "data-index": entry.index },
        el("strong", { text: entry.type }),
        el("span", { class: "ev-status " + entry.status, text: entry.status }),
        el("div", { class: "detail", text: "interface " + entry.interfaceOrientationBefore + " → " + entry.interfaceOrientationAfter +
          ", device " + entry.deviceOrientation + ", top-most " + (entry.topmostViewController ? entry.topmostViewController.name : "none") }),
        entry.callbacks.length ? el("div", { class: "detail", text: "callbacks: " + entry.callbacks.map((c) => c.controller + " " + c.method).join(", ") }) : null,
        entry.logs.length ? el("div", { class: "detail", text: "console: " + entry.logs.join(" | ") }) : null,
        entry.error ? el("div", { class: "detail", text: "error: " + entry.error.domain + " " + entry.error.code + ": " + entry.error.localizedDescription }) : null,
        entry.exception ? el("div", { class: "detail reason", text: entry.exception.name + ": " + entry.exception.reason }) : null);
      if (entry.explanation.length) {
        const details = el("details", null, el("summary", { text: "Why (" + entry.explanation.length + " steps)" }));
        const ol = el("ol", { class: "steps" });
        for (const step of entry.explanation) ol.appendChild(stepItem(step));
        details.appendChild(ol);
        li.appendChild(details);
      }
      events.appendChild(li);
    }
  }

  // ---- Lint ----------------------------------------------------------------------------------------------

  function renderLint() {
    const container = clear($("findings"));
    const r = state.lint;
    if (!r) {
      outcomeBanner($("lint-summary"), "none", state.problems.length ? "No findings: the scenario has a problem (see the editor)." : "No findings yet.", []);
      return;
    }
    const counts = SEVERITIES.map((s) => {
      const n = r.summary[s] || 0;
      return n + " " + s + (n === 1 || s === "info" ? "" : s === "crash" ? "es" : "s");
    }).join(", ");
    // Named as lint's examples name them: an iOS 27 environment by its name, else the home button.
    const environments = { resizableWindow: "resizable window", iPhoneAppOnIPad: "iPhone app on iPad", iPhoneMirroring: "iPhone Mirroring" };
    const targets = r.exploration.targets.map((t) => t.idiom + " iOS " + t.systemVersion
      + (environments[t.environment] ? " (" + environments[t.environment] + ")" : t.hasHomeButton ? "" : " (no home button)")).join("; ");
    outcomeBanner($("lint-summary"), r.summary.crash ? "exception" : r.findings.length ? "unchanged" : "completed",
      r.findings.length ? counts : "No findings", [
        ["targets", targets],
        ["explored", r.exploration.states + " states in " + r.exploration.configurations + " configurations" + (r.exploration.truncated ? " (truncated at " + r.exploration.maxStates + ")" : "")],
      ]);
    for (const severity of SEVERITIES) {
      const findings = r.findings.filter((f) => f.severity === severity);
      if (!findings.length) continue;
      const group = el("section", { class: "severity-group", "data-severity": severity },
        el("h3", { text: severity + " (" + findings.length + ")" }));
      for (const f of findings) {
        group.appendChild(el("article", { class: "finding " + severity, "data-code": f.code, "data-pointer": f.pointer },
          el("div", { class: "title", text: f.title }),
          el("div", { class: "code", text: f.code + (f.certainty ? " · " + f.certainty : "") }),
          el("button", { type: "button", class: "pointer-link", "data-pointer": f.pointer,
            "aria-label": "Show " + (f.pointer || "the whole scenario") + " in the scenario",
            onclick: () => markPointed(f.pointer, true) }, f.pointer || "(whole scenario)"),
          el("p", { class: "detail", text: f.message }),
          f.exception ? el("div", { class: "reason", text: f.exception.name + ": " + f.exception.reason }) : null,
          el("div", { class: "fix", text: f.fix }),
          f.example ? el("div", { class: "example", text: "First seen: " + f.example }) : null,
          sources(f)));
      }
      container.appendChild(group);
    }
  }

  // ---- Start ---------------------------------------------------------------------------------------------

  async function loadJSON(path) {
    const response = await fetch(path, { headers: { "Accept": "application/json" } });
    if (!response.ok) throw new Error(path + " answered " + response.status);
    return response.json();
  }

  function openFragment() {
    const fragment = readFragment();
    if (!fragment) return false;
    if (fragment.error) { setStatus(fragment.error, "bad"); return false; }
    setEditorText(fragment.text);
    clearPressedExample();
    selectView(fragment.view || "decide", false);
    evaluate();
    return true;
  }

  async function start() {
    wireControls();
    wireTabs();
    try {
      const [examples, references] = await Promise.all([
        loadJSON("/playground/examples.json"),
        loadJSON("/v1/references").catch(() => null),
      ]);
      state.examples = examples.examples;
      if (references) {
        state.references = {};
        for (const ref of references.references) state.references[ref.id] = ref;
      }
    } catch (error) {
      setStatus("Could not load the examples: " + error.message, "bad");
    }
    renderExamples();
    let resizeTimer = 0;
    window.addEventListener("resize", () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => { if (state.view === "simulate" && state.evaluations) renderSimulate(); }, 150);
    });
    window.addEventListener("hashchange", () => {
      if (location.href !== $("share-url").value) openFragment();
    });
    if (!openFragment() && state.examples.length) loadExample(state.examples[0]);
  }

  start();
})();
