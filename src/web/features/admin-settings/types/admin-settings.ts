import type { Settings } from "../../../../shared/settings";

export { SNS_PLATFORMS } from "../../../../shared/settings";

/** GET/PUT /api/admin/settings: one flat object; the server may hold more keys. */
export type AdminSettings = Settings & { [key: string]: unknown };
