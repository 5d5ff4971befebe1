// Loaded into a server process by bench/memory.ts (`node --import`), nowhere else: on SIGUSR2 it
// writes what the process holds (process.memoryUsage, V8's heap spaces and statistics, and with
// MEMORY_PROBE_SNAPSHOT=1 a heap snapshot) to MEMORY_PROBE_DIR/<pid>.json, so the bench can say
// where the resident memory goes: V8's heap as committed, array buffers and other native memory.
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";

const dir = process.env.MEMORY_PROBE_DIR;
if (dir) {
  process.on("SIGUSR2", () => {
    const out = path.join(dir, `${process.pid}.json`);
    const report = {
      memoryUsage: process.memoryUsage(),
      heap: v8.getHeapStatistics(),
      spaces: v8.getHeapSpaceStatistics(),
      codeAndMetadata: v8.getHeapCodeStatistics(),
      execArgv: process.execArgv,
    };
    if (process.env.MEMORY_PROBE_SNAPSHOT === "1") {
      report.snapshot = v8.writeHeapSnapshot(path.join(dir, `${process.pid}.heapsnapshot`));
      report.afterSnapshot = process.memoryUsage();
    }
    fs.writeFileSync(`${out}.tmp`, JSON.stringify(report));
    fs.renameSync(`${out}.tmp`, out);
  });
}
