// The Trellis live page. It draws the state the shell sends after every line, and turns what
// is done here into lines of the language, which the shell runs as if typed (and records).
// A saved page (export html) shows the state it was written with and sends nothing. The page
// runs this file and then table.js in one function of its own.
  const body = document.body;
  const live = body.dataset.mode === "live";
  const token = body.dataset.token;
  const $ = (id) => document.getElementById(id);
  let state = null;
  let zoom = 2;
  let seenJumps = 0;
  let pending = null;
  let drag = null;

  // ---- talking to the shell ------------------------------------------------------------

  function query(path) {
    return path + (path.includes("?") ? "&" : "?") + "token=" + encodeURIComponent(token);
  }

  function setStatus(text, kind) {
    const status = $("status");
    status.textContent = text;
    status.className = "status " + (kind || "");
  }

  // Every action is one line, posted to the shell, which answers it in the terminal and in
  // the state it sends next.
  function send(line) {
    if (!live) return Promise.resolve(null);
    return fetch(query("command"), { method: "POST", body: line, headers: { "Content-Type": "text/plain" } })
      .then((response) => response.json())
      .catch(() => setStatus("the shell did not answer", "lost"));
  }

  function select(name) {
    if (!live) return;
    fetch(query("select"), { method: "POST", body: name, headers: { "Content-Type": "text/plain" } })
      .catch(() => setStatus("the shell did not answer", "lost"));
  }

  function connect() {
    const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + query("/events"));
    socket.onopen = () => setStatus("following the shell", "live");
    socket.onmessage = (event) => {
      try { show(JSON.parse(event.data)); } catch (error) { setStatus("a state the page could not read", "lost"); }
    };
    socket.onclose = () => {
      setStatus("the shell is gone: trying again…", "lost");
      setTimeout(connect, 1000);
    };
  }

  // ---- drawing -----------------------------------------------------------------------------

  function element(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }

  function number(value) {
    if (typeof value !== "number") return "-";
    return String(Math.round(value * 100) / 100);
  }

  function show(next) {
    if (!next || typeof next !== "object") return;
    // A page's first state and the states after each line come by different paths: an older
    // one that arrives late is not shown over a newer one.
    if (state && typeof next.version === "number" && next.version < state.version) return;
    state = next;
    showScene(next.scene || {});
    showSelection(next.selected, next.scene || {});
    showTree(next.scene || {});
    showFrames(next.scene || {});
    showTable(next.table);
    showLines(next.lines || []);
    body.dataset.version = String(next.version);
  }

  function showScene(scene) {
    const holder = $("scene");
    if (!scene.svg) {
      holder.innerHTML = "";
      holder.appendChild(element("p", "No views yet: type view cell width=320 below.", "empty"));
    } else {
      // The drawing comes from the shell's SVG renderer, which escapes every text it writes.
      holder.innerHTML = scene.svg.replace(/^<\?xml[^>]*>\s*/, "");
      const svg = holder.querySelector("svg");
      scale(svg);
      svg.querySelectorAll("g[data-name]").forEach((group) => {
        group.addEventListener("click", (event) => {
          event.stopPropagation();
          select(group.dataset.name);
        });
      });
      if (live) addHandles(svg, scene);
    }
    const marks = $("marks");
    marks.innerHTML = "";
    const m = scene.marks || {};
    for (const [key, words] of [["conflict", "in conflict"], ["ambiguous", "ambiguous"], ["hidden", "hidden"], ["collapsed", "collapsed"]]) {
      if (m[key] && m[key].length) marks.appendChild(element("span", words + ": " + m[key].join(", "), key));
    }
    const sizes = $("textsize");
    if (sizes.options.length === 0) {
      for (const name of scene.textSizes || []) sizes.appendChild(new Option(name, name));
    }
    if (scene.textSize) sizes.value = scene.textSize;
  }

  function scale(svg) {
    if (!svg) return;
    const width = parseFloat(svg.getAttribute("width")), height = parseFloat(svg.getAttribute("height"));
    svg.style.width = width * zoom + "px";
    svg.style.height = height * zoom + "px";
  }

  // A handle on each root's right edge: dragging it sets the root's width (`cell.width = 287`).
  function addHandles(svg, scene) {
    const ns = "http://www.w3.org/2000/svg";
    svg.querySelectorAll("g.tree").forEach((tree) => {
      const root = tree.dataset.root;
      const group = tree.querySelector('g[data-name="' + CSS.escape(root) + '"]');
      const box = group && group.querySelector("rect");
      if (!box) return;
      const x = parseFloat(box.getAttribute("x")) + parseFloat(box.getAttribute("width"));
      const y = parseFloat(box.getAttribute("y")), h = parseFloat(box.getAttribute("height"));
      const handle = document.createElementNS(ns, "rect");
      handle.setAttribute("class", "handle");
      handle.setAttribute("data-root", root);
      handle.setAttribute("x", x - 2);
      handle.setAttribute("y", y + Math.max(0, h / 2 - 10));
      handle.setAttribute("width", 4);
      handle.setAttribute("height", Math.min(20, h));
      const label = document.createElementNS(ns, "text");
      label.setAttribute("class", "handle-label");
      label.setAttribute("x", x + 4);
      label.setAttribute("y", y + h / 2);
      tree.appendChild(handle);
      tree.appendChild(label);
      handle.addEventListener("pointerdown", (event) => {
        event.preventDefault();
        event.stopPropagation();
        handle.setPointerCapture(event.pointerId);
        handle.classList.add("dragging");
        drag = { root, handle, label, tree, left: parseFloat(box.getAttribute("x")), width: x - parseFloat(box.getAttribute("x")) };
      });
      handle.addEventListener("pointermove", (event) => {
        if (!drag || drag.handle !== handle) return;
        const width = Math.max(0, Math.round(pointIn(tree, event).x - drag.left));
        drag.width = width;
        handle.setAttribute("x", drag.left + width - 2);
        label.setAttribute("x", drag.left + width + 4);
        label.textContent = String(width);
      });
      handle.addEventListener("pointerup", () => {
        if (!drag || drag.handle !== handle) return;
        const width = drag.width;
        drag = null;
        send(root + ".width = " + width);
      });
    });
  }

  function pointIn(group, event) {
    const svg = group.ownerSVGElement;
    const point = svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    return point.matrixTransform(group.getScreenCTM().inverse());
  }

  function showSelection(selected, scene) {
    const panel = $("selected-panel");
    document.querySelectorAll("#scene g.selected").forEach((g) => g.classList.remove("selected"));
    if (!selected) { panel.hidden = true; return; }
    panel.hidden = false;
    $("selected-name").textContent = selected.name;
    const drawn = document.querySelector('#scene g[data-name="' + CSS.escape(selected.name) + '"]');
    if (drawn) drawn.classList.add("selected");
    const view = (scene.views || []).find((v) => v.name === selected.name) || {};
    $("toggle-hidden").checked = !!view.hidden;
    $("toggle-collapsed").checked = !!view.collapsed;
    const rows = $("selected-constraints").querySelector("tbody");
    rows.innerHTML = "";
    for (const c of selected.constraints || []) {
      const row = element("tr", null, c.state || "");
      row.appendChild(element("td", c.constraint));
      // A constraint of the user's can be changed here; the engine's own (a label's size, a
      // stack's spacing) are named with dots and change with what made them.
      const editable = live && typeof c.name === "string" && !c.name.includes(".") && !c.name.includes(" ");
      row.appendChild(field(c.name, "constant", c.constant, editable));
      row.appendChild(field(c.name, "priority", c.priority, editable));
      row.appendChild(element("td", c.state));
      row.appendChild(element("td", c.name, "name"));
      rows.appendChild(row);
    }
    const why = $("why");
    why.innerHTML = "";
    for (const answer of selected.why || []) {
      why.appendChild(element("h3", "why " + selected.name + "." + answer.attribute));
      why.appendChild(element("pre", answer.text));
    }
  }

  function field(name, property, value, editable) {
    const cell = element("td", null, "number");
    if (!editable) { cell.textContent = number(value); return cell; }
    const input = document.createElement("input");
    input.type = "number";
    input.step = "any";
    input.value = typeof value === "number" ? String(value) : "";
    input.setAttribute("aria-label", name + " " + property);
    input.addEventListener("change", () => {
      if (/^-?\d+(\.\d+)?$/.test(input.value)) send(name + "." + property + " = " + input.value);
    });
    cell.appendChild(input);
    return cell;
  }

  function showTree(scene) {
    const tree = $("tree");
    tree.innerHTML = "";
    const selected = state && state.selected ? state.selected.name : null;
    for (const view of scene.views || []) {
      const item = element("li", null, view.name === selected ? "selected" : "");
      item.style.paddingLeft = 4 + 14 * view.depth + "px";
      item.appendChild(element("span", view.name));
      item.appendChild(element("span", view.kind, "kind"));
      for (const [key, words] of [["conflict", "! conflict"], ["ambiguous", "? ambiguous"], ["hidden", "hidden"], ["collapsed", "collapsed"]]) {
        if (view[key]) item.appendChild(element("span", words, "badge " + key));
      }
      item.addEventListener("click", () => select(view.name));
      tree.appendChild(item);
    }
  }

  function showFrames(scene) {
    const rows = $("frames").querySelector("tbody");
    rows.innerHTML = "";
    for (const view of scene.views || []) {
      const row = element("tr");
      row.dataset.name = view.name;
      row.appendChild(element("td", "  ".repeat(view.depth) + view.name));
      for (const key of ["x", "y", "width", "height"]) row.appendChild(element("td", number(view[key]), "number"));
      rows.appendChild(row);
    }
  }

  function showLines(lines) {
    const list = $("lines");
    const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
    list.innerHTML = "";
    for (const line of lines) {
      const item = element("li", null, line.failed ? "failed" : "");
      const input = element("span", line.input, "input");
      item.appendChild(input);
      if (line.fromPage) item.appendChild(element("span", "from the page", "from-page"));
      if (line.output) item.appendChild(element("pre", line.output));
      list.appendChild(item);
    }
    if (atBottom) list.scrollTop = list.scrollHeight;
  }

  // ---- actions -------------------------------------------------------------------------------

  $("zoom").addEventListener("change", (event) => {
    zoom = parseFloat(event.target.value) || 2;
    scale(document.querySelector("#scene svg"));
  });

  $("textsize").addEventListener("change", (event) => send("textsize " + event.target.value));

  $("toggle-hidden").addEventListener("change", (event) => {
    if (state && state.selected) send(state.selected.name + ".hidden = " + (event.target.checked ? "true" : "false"));
  });
  $("toggle-collapsed").addEventListener("change", (event) => {
    if (state && state.selected) send(state.selected.name + ".collapsed = " + (event.target.checked ? "true" : "false"));
  });

  const history = [];
  let historyIndex = 0;
  $("command-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = $("command");
    const line = input.value;
    if (!line.trim()) return;
    history.push(line);
    historyIndex = history.length;
    input.value = "";
    send(line);
  });
  $("command").addEventListener("keydown", (event) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    historyIndex = Math.max(0, Math.min(history.length, historyIndex + (event.key === "ArrowUp" ? -1 : 1)));
    event.target.value = history[historyIndex] || "";
  });

  // ---- start -----------------------------------------------------------------------------------

  try {
    const first = JSON.parse($("trellis-state").textContent);
    show(first);
    if (first && first.table) seenJumps = first.table.jumpCount || 0;
  } catch (error) {
    setStatus("no state in this page", "lost");
  }
  if (live) {
    connect();
  } else {
    // A saved page shows; it has no shell to send a line to.
    for (const id of ["textsize", "toggle-hidden", "toggle-collapsed"]) $(id).disabled = true;
    setStatus("a saved page: live on in the shell follows it as you type", "");
  }
