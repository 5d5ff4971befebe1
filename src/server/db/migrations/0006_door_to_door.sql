SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer,
	CONSTRAINT "order_documents_kind_check" CHECK ("order_documents"."kind" in ('bill_of_lading', 'export_certificate', 'commercial_invoice', 'inspection', 'photo', 'other')),
	CONSTRAINT "order_documents_size_pos" CHECK ("order_documents"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "import_rules" (
	"country" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"as_of" date NOT NULL,
	"source" text NOT NULL,
	"max_age" integer,
	"components" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_rules_currency_check" CHECK ("import_rules"."currency" in ('KRW', 'USD', 'MNT', 'RUB', 'EUR'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_duties_total_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_door_total_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_tracking" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_code_key" ON "orders" USING btree ("invoice_code");;--> statement-breakpoint
-- Orders invoiced before this release get their verification code now (16 hex digits of a random
-- UUID: unguessable, and within the alphabet of the codes the application makes), with the time
-- of their first "invoiced" event as the time of issue.
UPDATE "orders" SET
	"invoice_code" = upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)),
	"invoiced_at" = coalesce(
		(SELECT min(e."created_at") FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."status" = 'invoiced'),
		"orders"."updated_at"
	)
WHERE "status" IN ('invoiced', 'paid', 'shipped', 'delivered') AND "invoice_code" IS NULL;
--> statement-breakpoint
-- Who did what (0005): import rules are audited under their country; an order's documents under
-- the order they belong to.
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON import_rules FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('import_rule', 'country');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON import_rules FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('import_rule');
--> statement-breakpoint
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE ON order_documents FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('order', 'order_id');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE ON order_documents FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('order');
