// The API's types and option lists come from the contract (src/shared/api/sns.ts); badge colours from lib/statuses.
export type { SnsCampaign, SnsSubmission, MySnsPage as MySubmissionsPage } from "../../../../shared/api/sns";
export { SNS_PLATFORMS, SNS_STATUSES, type SnsPlatform, type SnsStatus } from "../../../../shared/api/constants";
