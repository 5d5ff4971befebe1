// Alerts to buyers (issue 15, api.md "Keeping buyers"): new cars matching a saved search
// with email alerts on, and a favourite car whose price dropped, that was reserved or sold
// out. Detection is driven by the data (see detect.ts); this file is what other modules
// call: `requestAlertScan` after they changed cars, prices or orders, so alerts go out
// within seconds rather than at the next scheduled scan.
import type { Core } from "../../core.js";
import { scanAvailability, scanNewListings, scanPriceDrops } from "./detect.js";

export const ALERT_SCAN_JOB = "alerts.scan";

export type AlertScanResult = { newListings: number; priceDrops: number; unavailable: number };

/**
 * One scan: every detector reads what changed since its watermark and sends the alerts not
 * sent yet. Safe to run twice or in parallel (the deliveries table decides who sends).
 * Answers how many notifications each detector created.
 */
export async function runAlertScan(core: Core): Promise<AlertScanResult> {
  const newListings = await scanNewListings(core);
  const priceDrops = await scanPriceDrops(core);
  const unavailable = await scanAvailability(core);
  return { newListings, priceDrops, unavailable };
}

/**
 * Asks for a scan soon, after a change has committed: the scan job's queue keeps at most one
 * waiting job, so a burst of requests makes one scan, and one asked for while a scan runs
 * makes one more after it, which then sees the change. A failure to queue is logged, not
 * thrown: the change itself is done and the scheduled scan (every 5 minutes) still finds it.
 */
export async function requestAlertScan(core: Core): Promise<void> {
  try {
    await core.jobs.send(ALERT_SCAN_JOB, {});
  } catch (err) {
    core.log.warn({ err }, "could not queue the alert scan; the scheduled scan will find the change");
  }
}

/** The changes buyers are alerted to: new listings, price drops, cars reserved, sold or sold out. */
export function alertsReactions(core: Core) {
  const scan = () => requestAlertScan(core);
  core.events.on("carsChanged", "alerts: new listing", ({ change }) => (change === "created" ? scan() : undefined));
  core.events.on("carsImported", "alerts: imported listings", scan);
  core.events.on("syncRunFinished", "alerts: sync run", scan);
  core.events.on("pricesChanged", "alerts: price drop", scan);
  core.events.on("soldOutMarked", "alerts: sold out", ({ soldout }) => (soldout ? scan() : undefined));
  core.events.on("ordersChanged", "alerts: reserved or paid", ({ reason, paid }) =>
    reason === "purchase" || paid ? scan() : undefined,
  );
}
