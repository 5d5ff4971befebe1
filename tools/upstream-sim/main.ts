/** CLI: runs the upstream simulator until interrupted. PORT (4010), HOST, SEED, CAR_COUNT. */
import { startUpstreamSim } from "./server.js";

const sim = await startUpstreamSim({
  port: Number(process.env.PORT ?? 4010),
  host: process.env.HOST ?? "127.0.0.1",
  seed: Number(process.env.SEED ?? 1),
  carCount: Number(process.env.CAR_COUNT ?? 3000),
});
console.log(`upstream simulator listening on ${sim.url} (login demo/demo, ${sim.state.cars.length} cars)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
