/* global document, getComputedStyle, HTMLInputElement */
// Run in the page by layout.e2e.ts (as the expression `(source)(desktop)`): elements whose text is cut
// sideways, and (desktop) tables that hide columns behind a sideways scrollbar.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called only as an expression inside the page
function findClipped(desktop) {
  const out = [];
  const describe = (el) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].filter((c) => c.startsWith("mantine-")).join(".")}`;
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const candidates = document.querySelectorAll(
    "main button, main a, main input, main label, main p, main span, main td, main th, main h1, main h2, main h3, main .mantine-Badge-root, header button, header a",
  );
  for (const el of candidates) {
    // Screen-reader-only text is 1 px wide on purpose.
    if (!visible(el) || el.closest(".mantine-VisuallyHidden-root")) continue;
    const style = getComputedStyle(el);
    const clips =
      el.tagName === "INPUT" ||
      style.textOverflow === "ellipsis" ||
      ["hidden", "clip"].includes(style.overflowX) ||
      ["hidden", "clip"].includes(style.overflow);
    if (!clips) continue;
    const text = (el instanceof HTMLInputElement ? el.value : el.innerText).trim();
    if (!text) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      out.push({ what: describe(el), text, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth });
    }
  }
  if (desktop) {
    for (const el of document.querySelectorAll("main .mantine-Table-scrollContainer, main table")) {
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
