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
  resetUserTotp: "user.totp_reset",
  endUserSessions: "user.sessions_end",
  confirmTopup: "topup.confirm",
  rejectTopup: "topup.reject",
  markWithdrawalPaid: "withdrawal.paid",
  rejectWithdrawal: "withdrawal.reject",
  updateOrder: "order.update",
  uploadOrderDocument: "order.document_upload",
  deleteOrderDocument: "order.document_delete",
  recordOrderPayment: "order.payment",
  recordOrderRefund: "order.refund",
  decideClaim: "claim.decide",
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
  putExportRestrictions: "export_restriction.update",
  deleteExportRestrictions: "export_restriction.delete",
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
  // Sessions are not an audited table (their rows are token hashes): the request names the user.
  "user.sessions_end": "user",
  "job.retry": "job",
};

/**
 * Actions a buyer's own request puts on the log (the contract lists them with the admins'), by
 * the route's operationId: no admin scope is open then, so the service writes the row by hand in
 * its transaction (`recordAudit`), naming the buyer as the actor.
 */
export const BUYER_ACTIONS: Record<string, AuditAction> = {
  requestMyOrderRefund: "order.refund_request",
};
