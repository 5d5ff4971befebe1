import type { AuditAction } from "../../../shared/audit-actions.js";

/**
 * The action of each admin write route, by its operationId (unique across the API). A route not
 * named here is still logged (under its operationId), and test/audit.test.ts fails until it is
 * named here and has a scenario there.
 */
export const ROUTE_ACTIONS: Record<string, AuditAction> = {
  updateSettings: "settings.update",
  updateAvailabilityCheck: "availability.update",
  runAvailabilityCheck: "availability.run",
  updateUser: "user.update",
  deleteUser: "user.delete",
  unlockUser: "user.unlock",
  adjustUserCredits: "user.credits",
  confirmTopup: "topup.confirm",
  rejectTopup: "topup.reject",
  markWithdrawalPaid: "withdrawal.paid",
  rejectWithdrawal: "withdrawal.reject",
  updateOrder: "order.update",
  createCar: "car.create",
  updateCar: "car.update",
  deleteCar: "car.delete",
  markCarSoldOut: "car.mark_soldout",
  clearCarSoldOut: "car.clear_soldout",
  setCarCondition: "car.condition",
  importUpstreamCars: "car.import",
  uploadPhoto: "photo.upload",
  toggleBanner: "banner.toggle",
  reorderBanners: "banner.reorder",
  updateBanner: "banner.update",
  deleteBanner: "banner.delete",
  createPort: "port.create",
  updatePort: "port.update",
  deletePort: "port.delete",
  putImportRules: "import_rule.update",
  deleteImportRules: "import_rule.delete",
  createSyncRule: "sync_rule.create",
  updateSyncRule: "sync_rule.update",
  deleteSyncRule: "sync_rule.delete",
  startSyncRun: "sync.run",
  createTranslation: "translation.create",
  updateTranslation: "translation.update",
  deleteTranslation: "translation.delete",
  seedTranslations: "translation.seed",
  createBoardCategory: "board_category.create",
  updateBoardCategory: "board_category.update",
  deleteBoardCategory: "board_category.delete",
  deleteAnyPost: "board_post.delete",
  togglePostNotice: "board_post.notice",
  togglePostPin: "board_post.pin",
  verifySnsShare: "sns.verify",
  updateVehicleRequestStatus: "vehicle_request.update",
  recommendCars: "vehicle_request.recommend",
  updateReview: "review.update",
  deleteReview: "review.delete",
  answerQuestion: "question.answer",
  sendNotification: "notification.send",
  retryJob: "job.retry",
};

/**
 * Actions whose change lies outside the audited tables (a photo goes to the object store, a job
 * retried is pg-boss's row): the request itself is the record, written once it has succeeded,
 * naming the route's `:id` when it has one. Every other action is logged by the database, row by
 * row, in the change's own transaction.
 */
export const RECORDED_BY_REQUEST: Partial<Record<AuditAction, string>> = {
  "photo.upload": "photo",
  "job.retry": "job",
};
