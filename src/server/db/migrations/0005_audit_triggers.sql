-- Who did what: the audit log is written by the database, in the transaction of the change
-- (docs/decisions/0009-audit-log-by-triggers.md). An admin's write request sets `app.audit`
-- (actor, action, ip, request id as JSON) at the start of each of its transactions
-- (src/server/db/audit-scope.ts); outside one the setting is empty, and these triggers neither
-- fire (their WHEN is false, so no event is even queued) nor cost more than reading it.
--
-- Each audited table has two triggers:
-- - audit_row (AFTER … FOR EACH ROW): the row's changed fields, before and after, secrets masked,
--   kept in a transaction-local buffer (a setting per table) for the statement;
-- - audit_flush (AFTER … FOR EACH STATEMENT): writes the buffer to audit_log, one row per changed
--   row, or one summary row (how many, the first ids) when the statement changed more than 20 rows
--   (the default translations, the first chunk of a broadcast): the log stays readable.
-- A change that rolls back takes its audit rows (and the buffer) with it.

-- The fields of a row as the log shows them: secrets masked (a changed password shows as changed,
-- never its hash), the row's own updated_at left out (the audit row has its time).
CREATE OR REPLACE FUNCTION audit_masked(fields jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN fields IS NULL THEN NULL ELSE coalesce(
    (SELECT jsonb_object_agg(
              key,
              CASE WHEN key ~* '(password|secret|token|_hash$)' AND value <> 'null'::jsonb
                   THEN '"***"'::jsonb ELSE value END)
       FROM jsonb_each(fields)
      WHERE key <> 'updated_at'),
    '{}'::jsonb) END
$$;
--> statement-breakpoint

-- TG_ARGV: [0] the target type the log names (`car`, `user`, …); [1] the column holding the
-- target id (default `id`; `order_id` for an order's events, …); [2] `key_value` for a table of
-- named values (system_settings: the field is the setting's name, not `value`).
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  key_column text := coalesce(TG_ARGV[1], 'id');
  old_row jsonb;
  new_row jsonb;
  before_fields jsonb;
  after_fields jsonb;
  buffer_name text := 'app.audit_buf_' || TG_TABLE_NAME;
  more_name text := 'app.audit_more_' || TG_TABLE_NAME;
  buffer jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_ARGV[2] = 'key_value' THEN
    IF old_row IS NOT NULL THEN old_row := jsonb_build_object(old_row ->> 'key', old_row -> 'value'); END IF;
    IF new_row IS NOT NULL THEN new_row := jsonb_build_object(new_row ->> 'key', new_row -> 'value'); END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_row -> o.key)
      INTO before_fields, after_fields
      FROM jsonb_each(old_row) AS o
     WHERE o.key <> 'updated_at' AND (new_row -> o.key) IS DISTINCT FROM o.value;
    -- Nothing but updated_at changed: nothing to record.
    IF before_fields IS NULL THEN RETURN NULL; END IF;
  ELSE
    before_fields := old_row;
    after_fields := new_row;
  END IF;
  buffer := coalesce(nullif(current_setting(buffer_name, true), ''), '[]')::jsonb;
  IF jsonb_array_length(buffer) < 20 THEN
    PERFORM set_config(buffer_name, (buffer || jsonb_build_array(jsonb_build_object(
      'id', CASE WHEN TG_ARGV[2] = 'key_value'
                 THEN coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> 'key'
                 ELSE coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> key_column END,
      'before', audit_masked(before_fields),
      'after', audit_masked(after_fields))))::text, true);
  ELSE
    PERFORM set_config(more_name,
      (coalesce(nullif(current_setting(more_name, true), ''), '0')::integer + 1)::text, true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION audit_flush() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  scope jsonb := nullif(current_setting('app.audit', true), '')::jsonb;
  buffer_name text := 'app.audit_buf_' || TG_TABLE_NAME;
  more_name text := 'app.audit_more_' || TG_TABLE_NAME;
  buffer jsonb := nullif(current_setting(buffer_name, true), '')::jsonb;
  more integer := coalesce(nullif(current_setting(more_name, true), ''), '0')::integer;
BEGIN
  IF buffer IS NULL OR scope IS NULL THEN RETURN NULL; END IF;
  PERFORM set_config(buffer_name, '', true);
  PERFORM set_config(more_name, '', true);
  IF more = 0 THEN
    INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, before, after, ip, request_id)
    SELECT (scope ->> 'actor_id')::integer, scope ->> 'actor_email', scope ->> 'action', TG_ARGV[0],
           entry ->> 'id', nullif(entry -> 'before', 'null'::jsonb), nullif(entry -> 'after', 'null'::jsonb),
           scope ->> 'ip', scope ->> 'request_id'
      FROM jsonb_array_elements(buffer) WITH ORDINALITY AS e(entry, n)
     ORDER BY n;
  ELSE
    INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, before, after, ip, request_id)
    VALUES ((scope ->> 'actor_id')::integer, scope ->> 'actor_email', scope ->> 'action', TG_ARGV[0], NULL, NULL,
            jsonb_build_object(
              'rows', jsonb_array_length(buffer) + more,
              'first_ids', (SELECT jsonb_agg(entry -> 'id') FROM jsonb_array_elements(buffer) AS e(entry))),
            scope ->> 'ip', scope ->> 'request_id');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- The audited tables: what admins change (contract "Who did what"). Sessions, tokens and
-- recovery codes are left out (secrets, and no admin route writes them); so are the tables
-- jobs and buyers write (visits, alerts, favourites), which never carry an admin's scope.
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON system_settings FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('setting', 'key', 'key_value');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON system_settings FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('setting');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('user');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('user');
--> statement-breakpoint
-- The ledger is append-only (0002): only its new entries (an adjustment's reason, a top-up's credit).
CREATE TRIGGER audit_row AFTER INSERT ON cc_ledger FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('ledger_entry');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT ON cc_ledger FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('ledger_entry');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON topups FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('topup');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON topups FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('topup');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON withdrawal_requests FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('withdrawal');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON withdrawal_requests FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('withdrawal');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('order');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('order');
--> statement-breakpoint
-- An order's timeline entry (a status with its note) is logged under the order it belongs to.
CREATE TRIGGER audit_row AFTER INSERT ON order_events FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('order', 'order_id');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT ON order_events FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('order');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON cars FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('car');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON cars FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('car');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON hero_banners FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('banner');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON hero_banners FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('banner');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON ports FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('port');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON ports FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('port');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON translations FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('translation');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON translations FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('translation');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON sync_rules FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('sync_rule');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON sync_rules FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('sync_rule');
--> statement-breakpoint
-- Runs an admin starts (their progress is written by the job, outside any admin's request).
CREATE TRIGGER audit_row AFTER INSERT ON sync_runs FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('sync_run');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT ON sync_runs FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('sync_run');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT ON availability_check_runs FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('availability_run');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT ON availability_check_runs FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('availability_run');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON board_categories FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('board_category');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON board_categories FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('board_category');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON board_posts FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('board_post');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON board_posts FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('board_post');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON sns_share_submissions FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('sns_submission');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON sns_share_submissions FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('sns_submission');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON vehicle_requests FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('vehicle_request');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON vehicle_requests FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('vehicle_request');
--> statement-breakpoint
-- Cars recommended for a request are logged under the request.
CREATE TRIGGER audit_row AFTER INSERT OR DELETE ON vehicle_request_cars FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('vehicle_request', 'vehicle_request_id');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR DELETE ON vehicle_request_cars FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('vehicle_request');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON reviews FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('review');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON reviews FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('review');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON question_threads FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('question');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON question_threads FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('question');
--> statement-breakpoint
-- A staff answer is logged under its thread.
CREATE TRIGGER audit_row AFTER INSERT ON question_messages FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('question', 'thread_id');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT ON question_messages FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('question');
--> statement-breakpoint
-- Notifications an admin sends (to one user, or a broadcast's first chunk as a summary); the
-- ones other changes cause (a confirmed top-up tells its buyer) are that change's consequence.
CREATE TRIGGER audit_row AFTER INSERT ON notifications FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '' AND NEW.kind = 'admin_message')
  EXECUTE FUNCTION audit_row('notification');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT ON notifications FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('notification');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT ON notification_broadcasts FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('broadcast');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT ON notification_broadcasts FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('broadcast');
