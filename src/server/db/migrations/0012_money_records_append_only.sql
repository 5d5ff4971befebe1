-- The buyer's money on an order (api.md "The buyer's money, protected") is kept like the ledger
-- (0002): payments and refunds are written once, whole, and neither the application nor anyone
-- with SQL may change or remove them; a mistaken payment is corrected by a refund. Claims and
-- their evidence are never removed (a claim is decided once, by an UPDATE; a purge clears its
-- user). The daily payments check (orders/reconcile.ts) reports what a dropped trigger let by.
CREATE OR REPLACE FUNCTION money_record_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'Record a correcting refund instead.';
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_payments_no_update_or_delete
  BEFORE UPDATE OR DELETE ON order_payments
  FOR EACH ROW EXECUTE FUNCTION money_record_refuse_change();
--> statement-breakpoint
CREATE TRIGGER order_payments_no_truncate
  BEFORE TRUNCATE ON order_payments
  FOR EACH STATEMENT EXECUTE FUNCTION money_record_refuse_change();
--> statement-breakpoint
CREATE TRIGGER order_refunds_no_update_or_delete
  BEFORE UPDATE OR DELETE ON order_refunds
  FOR EACH ROW EXECUTE FUNCTION money_record_refuse_change();
--> statement-breakpoint
CREATE TRIGGER order_refunds_no_truncate
  BEFORE TRUNCATE ON order_refunds
  FOR EACH STATEMENT EXECUTE FUNCTION money_record_refuse_change();
--> statement-breakpoint
CREATE TRIGGER order_claim_evidence_no_update_or_delete
  BEFORE UPDATE OR DELETE ON order_claim_evidence
  FOR EACH ROW EXECUTE FUNCTION money_record_refuse_change();
--> statement-breakpoint
CREATE TRIGGER order_claim_evidence_no_truncate
  BEFORE TRUNCATE ON order_claim_evidence
  FOR EACH STATEMENT EXECUTE FUNCTION money_record_refuse_change();
--> statement-breakpoint
CREATE TRIGGER order_claims_no_delete
  BEFORE DELETE ON order_claims
  FOR EACH ROW EXECUTE FUNCTION money_record_refuse_change();
--> statement-breakpoint
CREATE TRIGGER order_claims_no_truncate
  BEFORE TRUNCATE ON order_claims
  FOR EACH STATEMENT EXECUTE FUNCTION money_record_refuse_change();
--> statement-breakpoint
-- Who did what (0005): a payment and a refund are logged under their order, as its events are; a
-- claim's decision under the claim. The buyer's own writes (a claim filed) carry no admin scope.
CREATE TRIGGER audit_row AFTER INSERT ON order_payments FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('order', 'order_id');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT ON order_payments FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('order');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT ON order_refunds FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('order', 'order_id');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT ON order_refunds FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('order');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE ON order_claims FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('claim');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE ON order_claims FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('claim');
