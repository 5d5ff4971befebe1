/* global document, getComputedStyle, HTMLInputElement, window */
// Run in the page by layout-sweep.ts (as the expression `(source)(desktop)`): elements whose text is cut
// sideways, menu texts that wrap onto a second line, a page wider than the window, tables and
// blocks that spill out of their card, and (desktop) tables that hide columns behind a sideways
// scrollbar.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called only as an expression inside the page
function findClipped(desktop) {
  const out = [];
  // Table.ScrollContainer's outer box (Mantine 9's class name; it scrolls, its inner box does not).
  const TABLE_SCROLLER = ".mantine-TableScrollContainer-scrollContainer";
  const describe = (el) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].filter((c) => c.startsWith("mantine-")).join(".")}`;
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const candidates = document.querySelectorAll(
    "main button, main a, main input, main label, main p, main span, main td, main th, main h1, main h2, main h3, main .mantine-Badge-root, header button, header a, header span, header input, header select",
  );
  for (const el of candidates) {
    // Screen-reader-only text is 1 px wide on purpose.
    if (!visible(el) || el.closest(".mantine-VisuallyHidden-root")) continue;
    const style = getComputedStyle(el);
    const clips =
      el.tagName === "INPUT" ||
      el.tagName === "SELECT" ||
      style.textOverflow === "ellipsis" ||
      ["hidden", "clip"].includes(style.overflowX) ||
      ["hidden", "clip"].includes(style.overflow);
    if (!clips) continue;
    const text = (
      el instanceof HTMLInputElement
        ? el.value
        : el.tagName === "SELECT"
          ? (el.selectedOptions[0]?.text ?? "")
          : el.innerText
    ).trim();
    if (!text) continue;
    if (el.tagName === "SELECT") {
      // A native select draws its value inside its padding box, beside the left icon and the arrow.
      const probe = document.createElement("span");
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`;
      probe.textContent = text;
      document.body.append(probe);
      const need = probe.getBoundingClientRect().width;
      probe.remove();
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (need > room + 1)
        out.push({ what: describe(el), text, scrollWidth: Math.ceil(need), clientWidth: Math.floor(room) });
      continue;
    }
    if (el.scrollWidth > el.clientWidth + 1) {
      out.push({ what: describe(el), text, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth });
    }
  }

  // The header holds one line: a menu label, the site's name or the user's name on two lines is a
  // header that ran out of room (each text's lines are counted from its rectangles).
  const walker = document.createTreeWalker(document.querySelector("header") ?? document.body, 4 /* text */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (!text || !document.querySelector("header")?.contains(node) || !visible(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size > 1) {
      out.push({
        what: `${describe(node.parentElement)} wraps in the header`,
        text,
        scrollWidth: lines.size,
        clientWidth: 1,
      });
    }
  }

  // Nothing makes the whole page wider than the window (a phone would scroll sideways).
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + 1) {
    out.push({
      what: "the page scrolls sideways",
      text: document.title,
      scrollWidth: page.scrollWidth,
      clientWidth: window.innerWidth,
    });
  }

  // A table or block wider than the card it sits in draws over the card's border.
  for (const card of document.querySelectorAll("main .mantine-Card-root, main .mantine-Paper-root")) {
    if (!visible(card)) continue;
    // Measured against the card's content box: a table over the card's padding touches its border.
    const rect = card.getBoundingClientRect();
    const cs = getComputedStyle(card);
    const box = {
      left: rect.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft),
      right: rect.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight),
    };
    for (const el of card.querySelectorAll("table, .mantine-Group-root, .mantine-Stack-root")) {
      if (!visible(el) || el.closest(`${TABLE_SCROLLER}, .mantine-ScrollArea-root`)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > box.right + 1 || r.left < box.left - 1) {
        out.push({
          what: `${describe(el)} spills out of ${describe(card)}`,
          text: el.innerText.slice(0, 40),
          scrollWidth: Math.round(r.width),
          clientWidth: Math.round(box.right - box.left),
        });
        break;
      }
    }
  }

  // A row's actions (its last cell's buttons and links) are in sight without scrolling sideways:
  // a phone's admin table scrolls, and an Edit button cut by the table's edge, or out of sight
  // behind the scroll, reads as no action at all.
  for (const scroller of document.querySelectorAll(`main ${TABLE_SCROLLER}`)) {
    if (!visible(scroller)) continue;
    const box = scroller.getBoundingClientRect();
    for (const cell of scroller.querySelectorAll("tbody tr > td:last-child")) {
      // An actions cell holds controls only (a long text with a "Show all" toggle is not one).
      const controls = [...cell.querySelectorAll("button, a")];
      const bare = (text) => text.replace(/\s+/g, "");
      if (controls.length === 0 || bare(cell.innerText) !== bare(controls.map((c) => c.innerText).join(""))) continue;
      for (const control of controls) {
        if (!visible(control)) continue;
        const r = control.getBoundingClientRect();
        if (r.right > box.right + 1 || r.left < box.left - 1) {
          out.push({
            what: `${describe(control)} of a row is cut by the table's edge`,
            text: control.innerText.trim() || control.getAttribute("aria-label") || "",
            scrollWidth: Math.round(r.right - box.left),
            clientWidth: Math.round(box.width),
          });
          break;
        }
      }
    }
  }

  // A choice of the segmented controls (status filters) is not cut by the control's edge.
  for (const control of document.querySelectorAll("main .mantine-SegmentedControl-root")) {
    if (visible(control) && control.scrollWidth > control.clientWidth + 1) {
      out.push({
        what: `${describe(control)} cuts its choices`,
        text: control.innerText.replace(/\s+/g, " ").slice(0, 40),
        scrollWidth: control.scrollWidth,
        clientWidth: control.clientWidth,
      });
    }
  }

  if (desktop) {
    for (const el of document.querySelectorAll(`main ${TABLE_SCROLLER}, main table`)) {
      // A table in a scroll container is measured by its container (its own parent is as wide).
      if (el.matches("table") && el.closest(TABLE_SCROLLER)) continue;
      const scroller = el.matches("table") ? el.parentElement : el;
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
        out.push({
          what: `${describe(el)} scrolls sideways`,
          text: el.innerText.slice(0, 40),
          scrollWidth: scroller.scrollWidth,
          clientWidth: scroller.clientWidth,
        });
      }
    }
  }
  return out;
}
