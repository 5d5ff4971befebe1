/**
 * The audit log's vocabulary (contract "Who did what"), for the server that records it and the
 * admin Audit page that filters and labels it (no `typebox` here: the web bundle imports it).
 *
 * An action is `area.verb`. Each admin write route has one (modules/audit/actions.ts maps its
 * operationId); every row a request changes is logged under that action, with the row as its
 * target. A target is `{type, id}`: the types are what the audit triggers name (migration 0005),
 * plus `photo` (an upload changes no row).
 */
export const AUDIT_ACTIONS = [
  "auth.login",
  "auth.login_failed",
  "settings.update",
  "availability.update",
  "availability.run",
  "user.update",
  "user.delete",
  "user.unlock",
  "user.credits",
  "topup.confirm",
  "topup.reject",
  "withdrawal.paid",
  "withdrawal.reject",
  "order.update",
  "car.create",
  "car.update",
  "car.delete",
  "car.mark_soldout",
  "car.clear_soldout",
  "car.condition",
  "car.import",
  "photo.upload",
  "job.retry",
  "banner.toggle",
  "banner.reorder",
  "banner.update",
  "banner.delete",
  "port.create",
  "port.update",
  "port.delete",
  "import_rule.update",
  "import_rule.delete",
  "sync_rule.create",
  "sync_rule.update",
  "sync_rule.delete",
  "sync.run",
  "translation.create",
  "translation.update",
  "translation.delete",
  "translation.seed",
  "board_category.create",
  "board_category.update",
  "board_category.delete",
  "board_post.delete",
  "board_post.notice",
  "board_post.pin",
  "sns.verify",
  "vehicle_request.update",
  "vehicle_request.recommend",
  "review.update",
  "review.delete",
  "question.answer",
  "notification.send",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit row's target may be. */
export const AUDIT_TARGET_TYPES = [
  "setting",
  "user",
  "ledger_entry",
  "topup",
  "withdrawal",
  "order",
  "car",
  "banner",
  "port",
  "import_rule",
  "translation",
  "sync_rule",
  "sync_run",
  "availability_run",
  "board_category",
  "board_post",
  "sns_submission",
  "vehicle_request",
  "review",
  "question",
  "notification",
  "broadcast",
  "photo",
  "job",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Filter values (`?action=`, `?target=`): an action or its area; a type or `type:id`. */
export const AUDIT_ACTION_FILTER = /^[a-z_]{1,40}(\.[a-z_]{1,40})?$/;
export const AUDIT_TARGET_FILTER = /^[a-z_]{1,40}(:[^\s:][^\s]{0,99})?$/;
