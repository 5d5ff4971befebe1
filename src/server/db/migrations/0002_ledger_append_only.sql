-- The CC ledger is append-only: a row is written once, whole, and neither the application nor
-- anyone with SQL may change or remove it afterwards. A correction is a new entry.
-- (A superuser can still drop the trigger; GET /api/admin/ledger/reconcile and its daily job
-- compare every balance with its ledger, so a change made that way shows.)
CREATE OR REPLACE FUNCTION cc_ledger_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cc_ledger is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'Record a correcting entry instead.';
END
$$;
--> statement-breakpoint
CREATE TRIGGER cc_ledger_no_update_or_delete
  BEFORE UPDATE OR DELETE ON cc_ledger
  FOR EACH ROW EXECUTE FUNCTION cc_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER cc_ledger_no_truncate
  BEFORE TRUNCATE ON cc_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION cc_ledger_refuse_change();
