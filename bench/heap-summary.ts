/**
 * Where a V8 heap snapshot's memory is (bench/memory.ts): the live heap by kind of object, and
 * the objects that keep the most alive (retained size: what would go if that object went,
 * computed on the dominator tree as Chrome DevTools does, weak edges left out).
 *
 *   npx tsx bench/heap-summary.ts FILE.heapsnapshot [--top 25]
 */
import fs from "node:fs";

type Snapshot = {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
    node_count: number;
  };
  nodes: number[];
  edges: number[];
  strings: string[];
};

export type HeapSummary = {
  /** Sum of every object's own size: the live heap (a snapshot collects garbage first). */
  total: number;
  /** Own sizes by kind (code, strings, closures, arrays, array buffers' backing stores…). */
  byKind: { kind: string; bytes: number; count: number }[];
  /** Own sizes by constructor or kind and name, the largest first. */
  byClass: { name: string; bytes: number; count: number }[];
  /** The objects that retain the most, each with the edge that holds it and what it retains. */
  retainers: { name: string; via: string; retained: number }[];
  /** The largest strings (most are scripts' sources), and how much of the strings carry an inline source map. */
  strings: { total: number; withInlineSourceMap: number; largest: { bytes: number; start: string }[] };
};

/** A node's kind and name as DevTools' summary groups them ("Object", "(compiled code)", "system / Context"…). */
function classOf(type: string, name: string): string {
  switch (type) {
    case "object":
      return name.replace(/\s*\/.*$/, "") || type;
    case "native":
      return `(native) ${name}`;
    case "closure":
      return "(closure)";
    case "string":
    case "concatenated string":
    case "sliced string":
      return "(string)";
    case "code":
      return "(compiled code)";
    case "array":
      return `(array) ${name}`.trim();
    case "hidden":
    case "object shape":
      return `(system) ${name.replace(/\s*\/.*$/, "")}`;
    default:
      return `(${type}) ${name.slice(0, 40)}`;
  }
}

export function summariseHeap(file: string, top = 25): HeapSummary {
  const snap = JSON.parse(fs.readFileSync(file, "utf8")) as Snapshot;
  const { meta } = snap.snapshot;
  const NF = meta.node_fields.length;
  const EF = meta.edge_fields.length;
  const nType = meta.node_fields.indexOf("type");
  const nName = meta.node_fields.indexOf("name");
  const nSize = meta.node_fields.indexOf("self_size");
  const nEdges = meta.node_fields.indexOf("edge_count");
  const eType = meta.edge_fields.indexOf("type");
  const eName = meta.edge_fields.indexOf("name_or_index");
  const eTo = meta.edge_fields.indexOf("to_node");
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const weak = edgeTypes.indexOf("weak");
  const elementEdge = edgeTypes.indexOf("element");
  const hiddenEdge = edgeTypes.indexOf("hidden");
  const { nodes, edges, strings } = snap;
  const count = nodes.length / NF;

  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += nodes[i * NF + nEdges] * EF;
  }
  firstEdge[count] = edges.length;
  const typeOf = (i: number) => nodeTypes[nodes[i * NF + nType]];
  const nameOf = (i: number) => strings[nodes[i * NF + nName]];
  const sizeOf = (i: number) => nodes[i * NF + nSize];
  const edgeName = (e: number) => {
    const t = edges[e + eType];
    return t === elementEdge || t === hiddenEdge ? `[${edges[e + eName]}]` : String(strings[edges[e + eName]]);
  };

  // Own sizes by kind and class.
  let total = 0;
  const kinds = new Map<string, { bytes: number; count: number }>();
  const classes = new Map<string, { bytes: number; count: number }>();
  for (let i = 0; i < count; i++) {
    const size = sizeOf(i);
    total += size;
    const type = typeOf(i);
    const kind = type === "native" ? `native ${nameOf(i).replace(/\s*\/.*$/, "")}` : type;
    const k = kinds.get(kind) ?? { bytes: 0, count: 0 };
    k.bytes += size;
    k.count++;
    kinds.set(kind, k);
    const name = classOf(type, nameOf(i));
    const c = classes.get(name) ?? { bytes: 0, count: 0 };
    c.bytes += size;
    c.count++;
    classes.set(name, c);
  }

  // Strings: a script's source is one string, kept for V8's lazy compilation.
  const strings_ = { total: 0, withInlineSourceMap: 0, largest: [] as { bytes: number; start: string }[] };
  for (let i = 0; i < count; i++) {
    if (typeOf(i) !== "string") continue;
    const size = sizeOf(i);
    strings_.total += size;
    const text = nameOf(i);
    if (size > 4096 && text.includes("sourceMappingURL=data:")) strings_.withInlineSourceMap += size;
    if (size > 256 * 1024) strings_.largest.push({ bytes: size, start: text.slice(0, 60).replace(/\s+/g, " ") });
  }
  strings_.largest.sort((a, b) => b.bytes - a.bytes);
  strings_.largest = strings_.largest.slice(0, 12);

  // Dominators (Cooper, Harvey and Kennedy's iterative algorithm) from the root, node 0, over
  // the strong edges; reverse postorder numbering.
  const order = new Int32Array(count).fill(-1); // node → postorder number
  const post: number[] = [];
  {
    const stack: number[] = [0];
    const cursor = new Uint32Array(count);
    const seen = new Uint8Array(count);
    seen[0] = 1;
    cursor[0] = firstEdge[0];
    while (stack.length) {
      const n = stack[stack.length - 1];
      let pushed = false;
      while (cursor[n] < firstEdge[n + 1]) {
        const e = cursor[n];
        cursor[n] += EF;
        if (edges[e + eType] === weak) continue;
        const to = edges[e + eTo] / NF;
        if (!seen[to]) {
          seen[to] = 1;
          cursor[to] = firstEdge[to];
          stack.push(to);
          pushed = true;
          break;
        }
      }
      if (!pushed) {
        order[n] = post.length;
        post.push(n);
        stack.pop();
      }
    }
  }
  const reached = post.length;
  const preds: number[][] = Array.from({ length: reached }, () => []);
  for (let n = 0; n < count; n++) {
    if (order[n] < 0) continue;
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += EF) {
      if (edges[e + eType] === weak) continue;
      const to = edges[e + eTo] / NF;
      if (order[to] >= 0) preds[order[to]].push(order[n]);
    }
  }
  const rootNo = order[0];
  const idom = new Int32Array(reached).fill(-1);
  idom[rootNo] = rootNo;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (a < b) a = idom[a];
      while (b < a) b = idom[b];
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let b = reached - 1; b >= 0; b--) {
      if (b === rootNo) continue;
      let dom = -1;
      for (const p of preds[b]) {
        if (idom[p] < 0) continue;
        dom = dom < 0 ? p : intersect(p, dom);
      }
      if (dom >= 0 && idom[b] !== dom) {
        idom[b] = dom;
        changed = true;
      }
    }
  }
  // Retained sizes: postorder numbers put each node before its dominator.
  const retained = new Float64Array(reached);
  for (let b = 0; b < reached; b++) retained[b] += sizeOf(post[b]);
  for (let b = 0; b < reached; b++) if (b !== rootNo) retained[idom[b]] += retained[b];

  // The largest retainers below the synthetic roots, one per chain of sole owners: an object
  // whose dominator retains hardly more than it is left for that dominator.
  const synthetic = (n: number) => typeOf(n) === "synthetic";
  const candidates: number[] = [];
  for (let b = 0; b < reached; b++) {
    const n = post[b];
    if (synthetic(n) || retained[b] < 256 * 1024) continue;
    const parent = post[idom[b]];
    if (!synthetic(parent) && retained[idom[b]] < retained[b] * 1.05) continue;
    candidates.push(b);
  }
  candidates.sort((a, b) => retained[b] - retained[a]);
  const via = (b: number) => {
    const n = post[b];
    const owner = post[idom[b]];
    for (let e = firstEdge[owner]; e < firstEdge[owner + 1]; e += EF)
      if (edges[e + eTo] / NF === n) return `${classOf(typeOf(owner), nameOf(owner))}.${edgeName(e)}`;
    return classOf(typeOf(owner), nameOf(owner));
  };
  const retainers = candidates.slice(0, top).map((b) => ({
    name: `${classOf(typeOf(post[b]), nameOf(post[b]))}${typeOf(post[b]) === "closure" ? ` ${nameOf(post[b])}` : ""}`,
    via: via(b).slice(0, 80),
    retained: retained[b],
  }));

  const sorted = <T extends { bytes: number }>(m: Map<string, T>) =>
    [...m].map(([name, v]) => ({ name, ...v })).sort((a, b) => b.bytes - a.bytes);
  return {
    total,
    byKind: sorted(kinds).map(({ name, bytes, count: n }) => ({ kind: name, bytes, count: n })),
    byClass: sorted(classes).slice(0, top),
    retainers,
    strings: strings_,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function printHeapSummary(summary: HeapSummary, log = console.log) {
  log(`live heap (snapshot): ${mb(summary.total)}`);
  log(
    "by kind: " +
      summary.byKind
        .filter((k) => k.bytes > 512 * 1024)
        .map((k) => `${k.kind} ${mb(k.bytes)}`)
        .join(", "),
  );
  log("| own size by class | MB | objects |\n|---|---|---|");
  for (const c of summary.byClass) log(`| ${c.name.replace(/\|/g, "/")} | ${mb(c.bytes)} | ${c.count} |`);
  const s = summary.strings;
  log(
    `strings: ${mb(s.total)}, of which ${mb(s.withInlineSourceMap)} in strings that carry an inline source map; the largest:`,
  );
  for (const l of s.largest) log(`  ${mb(l.bytes)}  ${JSON.stringify(l.start)}`);
  log("| retains the most | held by | retained MB |\n|---|---|---|");
  for (const r of summary.retainers)
    log(`| ${r.name.replace(/\|/g, "/")} | ${r.via.replace(/\|/g, "/")} | ${mb(r.retained)} |`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()!)) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: npx tsx bench/heap-summary.ts FILE.heapsnapshot [--top 25]");
    process.exit(2);
  }
  const i = process.argv.indexOf("--top");
  printHeapSummary(summariseHeap(file, i > 0 ? Number(process.argv[i + 1]) : 25));
}
