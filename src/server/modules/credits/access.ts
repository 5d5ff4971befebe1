import { and, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import { carAccessGrants } from "../../db/schema/credits.js";

/** Why a user may open a car's description and PDF. */
export type GrantKind = "banner_view" | "purchase" | "recommendation";

export type GrantInput = {
  userId: number;
  carId: number;
  kind: GrantKind;
  ledgerEntryId?: number | null;
  vehicleRequestId?: number | null;
};

/** Records an access grant; a second grant of the same kind for the same user and car is a no-op. */
export async function grantCarAccess(tx: Tx, input: GrantInput): Promise<void> {
  await tx
    .insert(carAccessGrants)
    .values({
      userId: input.userId,
      carId: input.carId,
      kind: input.kind,
      ledgerEntryId: input.ledgerEntryId ?? null,
      vehicleRequestId: input.vehicleRequestId ?? null,
    })
    .onConflictDoNothing({ target: [carAccessGrants.userId, carAccessGrants.carId, carAccessGrants.kind] });
}

/** The user's grants for one car (any kind). */
export async function grantsFor(db: DbOrTx, userId: number, carId: number) {
  return db
    .select()
    .from(carAccessGrants)
    .where(and(eq(carAccessGrants.userId, userId), eq(carAccessGrants.carId, carId)));
}

/**
 * The one rule of who may open a car's description and PDF: administrators always, other
 * users with any grant, visitors never.
 */
export async function canOpenCar(
  db: DbOrTx,
  user: { id: number; role: string } | null,
  carId: number,
): Promise<boolean> {
  if (!user) return false;
  if (user.role === "admin") return true;
  return (await grantsFor(db, user.id, carId)).length > 0;
}
