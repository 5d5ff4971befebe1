/**
 * Values of the HTTP contract both sides use at run time (option lists, limits). No `typebox`
 * import here: the web app imports these as values, and schema construction code would end up
 * in its public bundle. The schemas in `src/shared/api/<domain>.ts` are built from them.
 */
import { SNS_PLATFORMS } from "../settings.js";

/** The sorts of the public car list (GET /api/cars); car-list.ts adds the list's filters. */
export const CAR_SORTS = ["newest", "price_asc", "price_desc", "year_desc", "mileage_asc"] as const;
export type CarSort = (typeof CAR_SORTS)[number];

export { SNS_PLATFORMS };
export type SnsPlatform = (typeof SNS_PLATFORMS)[number];

/** The languages of the site, its emails and its translated records. */
export const LANGUAGES = ["en", "ko", "mn", "ru"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The languages a dealer's (Korean) comment is machine-translated into: every page language but its own. */
export const COMMENT_TRANSLATION_LANGS = ["en", "mn", "ru"] as const satisfies readonly Lang[];
export type CommentTranslationLang = (typeof COMMENT_TRANSLATION_LANGS)[number];
/** The longest machine translation kept: a longer one is no translation of a comment of ≤ 5,000 characters. */
export const COMMENT_TRANSLATION_MAX_CHARS = 20_000;

/** The Contact Us form's field lengths (the form shows them, the server enforces them). */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/**
 * The buyer's postal address and phone, printed on the proforma invoice: the address up to 300
 * characters (several lines), the phone in international form ("+976 9911 2233"), digits with
 * spaces, dashes, dots and brackets, 5 to 20 digits.
 */
export const PROFILE_LIMITS = { address: 300, phone: 32 } as const;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*[0-9]$/;
export const isPhone = (v: string) => PHONE_PATTERN.test(v) && /^(?:\D*\d){5,20}\D*$/.test(v);

export const USER_STATUSES = ["active", "deactivated", "locked", "deleted"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const REQUEST_STATUSES = ["pending", "in_progress", "completed", "cancelled", "rejected"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** The statuses an administrator sets by PATCH; `completed` comes only with a recommendation. */
export const PATCH_STATUSES = ["in_progress", "cancelled", "rejected"] as const;
export type PatchStatus = (typeof PATCH_STATUSES)[number];

export const SNS_STATUSES = ["pending", "approved", "rejected"] as const;
export type SnsStatus = (typeof SNS_STATUSES)[number];

export const WITHDRAWAL_METHODS = ["bank_transfer", "paypal", "other"] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
export const WITHDRAWAL_STATUSES = ["pending", "paid", "rejected"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Smallest withdrawal, in CC. */
export const MIN_WITHDRAWAL_CC = 1;

/** Longest board post body accepted (before sanitising). */
export const MAX_POST_CONTENT = 100_000;
export const MAX_POST_TITLE = 200;

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 5000;

/** Sync rules: name lengths as the upstream filter takes them, and the highest price ceiling (10 billion KRW). */
export const SYNC_RULE_LIMITS = { maker: 60, model: 80, maxPriceKrw: 10_000_000_000 } as const;
/** A sync run's status and, while it runs, its phase. */
export const SYNC_RUN_STATUSES = ["running", "finished", "failed", "abandoned"] as const;
export const SYNC_RUN_PHASES = ["queued", "search", "import", "prices", "done"] as const;

/** Questions about a car: a message is 1..max Unicode code points after trimming; the per-user limit. */
export const QUESTION_LIMITS = { body: 2000, perWindow: 30, windowMinutes: 10 } as const;
export const QUESTION_STATUSES = ["open", "answered"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** A car's engine power in metric horsepower (api.md "The truth at the border"): 1..2000. */
export const POWER_HP_LIMITS = { min: 1, max: 2000 } as const;

/** Compare: how many cars a comparison holds, and how many recently viewed cars the browser keeps. */
export const COMPARE_LIMITS = { min: 2, max: 4, recentlyViewed: 12 } as const;

/** Background jobs an administrator can list by state (Admin → Jobs); a failed one can be run again. */
export const JOB_LIST_STATES = ["failed", "retry", "active", "created"] as const;
export type JobListState = (typeof JOB_LIST_STATES)[number];
