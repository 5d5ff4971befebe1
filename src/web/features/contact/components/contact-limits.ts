/** The server's limits (src/server/modules/contact/schemas.ts). */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
