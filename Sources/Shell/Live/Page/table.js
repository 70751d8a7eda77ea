// The live page's table: the screen, the rows on it with their estimate against their actual
// height, the reuse pools, the jumps and the estimate error along the table; and scrolling it.
// Part of page.js's function (the page puts the two in one script): it uses its helpers.

  function showTable(table) {
    const panel = $("table-panel");
    if (!table) { panel.hidden = true; return; }
    panel.hidden = false;
    const screen = $("table-screen");
    screen.innerHTML = table.svg.replace(/^<\?xml[^>]*>\s*/, "");
    $("table-offset").textContent = "offset " + number(table.offset) + " of " + number(table.contentHeight)
      + " (screen " + number(table.viewportHeight) + " tall)";
    const rows = $("table-rows").querySelector("tbody");
    rows.innerHTML = "";
    for (const r of table.rows || []) {
      const off = typeof r.estimate === "number" && typeof r.actual === "number" && Math.abs(r.estimate - r.actual) > 0.001;
      const row = element("tr", null, off ? "off" : "");
      row.dataset.row = r.row;
      for (const key of ["row", "y", "estimate", "actual"]) row.appendChild(element("td", number(r[key]), "number"));
      row.appendChild(element("td", r.cell));
      row.appendChild(element("td", r.origin + ", " + r.heightSource));
      rows.appendChild(row);
    }
    const pools = $("table-pools").querySelector("tbody");
    pools.innerHTML = "";
    const poolMap = (table.stats && table.stats.stats && table.stats.stats.pools) || {};
    for (const id of Object.keys(poolMap)) {
      const p = poolMap[id];
      const row = element("tr");
      row.appendChild(element("td", id));
      for (const key of ["created", "reused", "inPool", "onScreen"]) row.appendChild(element("td", number(p[key]), "number"));
      pools.appendChild(row);
    }
    const jumps = $("table-jumps");
    jumps.innerHTML = "";
    const fresh = Math.max(0, (table.jumpCount || 0) - seenJumps);
    const lines = table.jumps || [];
    lines.forEach((text, index) => jumps.appendChild(element("li", text, index >= lines.length - fresh ? "new" : "")));
    if (!lines.length) jumps.appendChild(element("li", "none yet", "none"));
    seenJumps = table.jumpCount || 0;
    chart($("table-chart"), table.chart || {});
  }

  // The mean error of the estimates along the table: a bar a column of rows, up where rows
  // came out taller than estimated, down where shorter.
  function chart(holder, data) {
    holder.innerHTML = "";
    const buckets = (data.buckets || []).filter((b) => typeof b.meanError === "number");
    if (!buckets.length) { holder.appendChild(element("p", "no heights measured yet", "empty")); return; }
    const ns = "http://www.w3.org/2000/svg";
    const width = 360, height = 120, mid = height / 2;
    const largest = Math.max(1, ...buckets.map((b) => Math.abs(b.meanError)));
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("width", width);
    svg.setAttribute("height", height);
    svg.setAttribute("viewBox", "0 0 " + width + " " + height);
    const all = data.buckets.length;
    const step = width / Math.max(1, all);
    data.buckets.forEach((b, index) => {
      if (typeof b.meanError !== "number") return;
      const bar = document.createElementNS(ns, "rect");
      const h = Math.abs(b.meanError) / largest * (mid - 4);
      bar.setAttribute("x", index * step + 0.5);
      bar.setAttribute("width", Math.max(1, step - 1));
      bar.setAttribute("y", b.meanError >= 0 ? mid - h : mid);
      bar.setAttribute("height", Math.max(0.5, h));
      bar.setAttribute("fill", b.meanError >= 0 ? "#d0312d" : "#2f6fce");
      const title = document.createElementNS(ns, "title");
      title.textContent = "rows " + b.first + "–" + b.last + ": mean error " + number(b.meanError) + " pt over " + b.measured;
      bar.appendChild(title);
      svg.appendChild(bar);
    });
    const axis = document.createElementNS(ns, "line");
    axis.setAttribute("x1", 0); axis.setAttribute("x2", width);
    axis.setAttribute("y1", mid); axis.setAttribute("y2", mid);
    axis.setAttribute("stroke", "#9aa3ad");
    svg.appendChild(axis);
    holder.appendChild(svg);
    holder.appendChild(element("p", "largest mean error " + number(largest) + " pt (red: taller than estimated)", "hint"));
  }

  // Scrolling the table: the wheel's movement gathered until it rests, or a drag of the
  // screen, becomes one `table scroll by DY`.
  const screen = $("table-screen");
  screen.addEventListener("wheel", (event) => {
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
    pending = pending || { by: 0, timer: null };
    pending.by += event.deltaY * unit;
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      const by = Math.round(pending.by);
      pending = null;
      if (by !== 0) send("table scroll by " + by);
    }, 150);
  }, { passive: false });
  let screenDrag = null;
  screen.addEventListener("pointerdown", (event) => {
    screenDrag = { y: event.clientY };
    screen.setPointerCapture(event.pointerId);
  });
  screen.addEventListener("pointerup", (event) => {
    if (!screenDrag) return;
    const by = Math.round(screenDrag.y - event.clientY);
    screenDrag = null;
    if (by !== 0) send("table scroll by " + by);
  });
