import { languageForCountry } from "../../../shared/country-language.js";
import { findTerm, type TermCategory } from "../../../shared/vehicle-terms.js";
import type { Core } from "../../core.js";
import { promoAlertsSent } from "../../db/schema/community.js";
import { bannerOfCar } from "../banners/index.js";
import { getCarRow } from "../cars/index.js";
import { enqueueMails, type OutgoingMail } from "../mail/index.js";
import { renderNotification, siteInfo } from "../notifications/index.js";
import { signUnsubscribeToken, unsubscribeUrl } from "./promo-token.js";
import { promoRecipientsAfter } from "../accounts/index.js";

export const PROMO_ALERTS_JOB = "promo-alerts";
const CHUNK = 200;

/**
 * A car that has just joined a promotion (a hero banner) gets its promo alerts, in the
 * background: the banners module emits `bannersChanged` after its commit, this queues the job.
 */
export function promoAlertsReactions(core: Core) {
  core.events.on("bannersChanged", "promo-alerts: queue the alerts", async ({ joinedPromotion }) => {
    for (const carId of joinedPromotion) await core.jobs.send(PROMO_ALERTS_JOB, { carId });
  });
}

/** Lower-case spellings of a catalogue term: the stored (Korean) one and its translations. */
export function termSpellings(category: TermCategory, value: string): string[] {
  const v = value.trim();
  const entry = findTerm(category, v);
  return [...new Set([v, ...(entry ? [entry.ko, entry.en, entry.mn, entry.ru] : [])].map((s) => s.toLowerCase()))];
}

/**
 * The job: emails every active user whose preferred maker (and model, when set) matches
 * the car and who has promo emails on, once per user and car. Chunks of users commit with
 * their promo_alerts_sent rows and email jobs, so a retry never sends twice.
 */
export async function sendPromoAlerts(core: Core, carId: number): Promise<number> {
  const car = await getCarRow(core, carId);
  // Gone, sold, or taken off the promotion before the job ran: nothing to announce.
  if (!car || car.soldout || !(await bannerOfCar(core.db, carId))) return 0;
  const makers = termSpellings("maker", car.maker);
  const models = termSpellings("model", car.model);
  const secret = await core.promoSecret();
  const site = siteInfo(core);
  let cursor = 0;
  let sent = 0;
  for (;;) {
    const done = await core.db.transaction(async (tx) => {
      const batch = await promoRecipientsAfter(tx, { after: cursor, makers, models, limit: CHUNK });
      if (batch.length === 0) return true;
      cursor = batch.at(-1)!.id;
      const fresh = await tx
        .insert(promoAlertsSent)
        .values(batch.map((u) => ({ userId: u.id, carId })))
        .onConflictDoNothing()
        .returning({ userId: promoAlertsSent.userId });
      const freshIds = new Set(fresh.map((r) => r.userId));
      const mails: OutgoingMail[] = batch
        .filter((u) => freshIds.has(u.id))
        .map((u) => {
          const url = unsubscribeUrl(core, signUnsubscribeToken(secret, u.id));
          const r = renderNotification(
            "promo_alert",
            languageForCountry(u.country),
            {
              carId,
              carName: car.carName,
              year: car.year,
              mileage: car.mileage,
              priceKrw: car.priceKrw,
              unsubscribeUrl: url,
            },
            site,
          );
          return {
            to: u.email,
            subject: r.title,
            html: r.html,
            text: r.text,
            // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe.
            headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
          };
        });
      await enqueueMails(core, tx, mails);
      sent += mails.length;
      return batch.length < CHUNK;
    });
    if (done) return sent;
  }
}
