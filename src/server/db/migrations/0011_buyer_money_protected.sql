CREATE TABLE "order_claim_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_claim_evidence_type_check" CHECK ("order_claim_evidence"."content_type" in ('image/jpeg', 'image/png', 'application/pdf', 'video/mp4')),
	CONSTRAINT "order_claim_evidence_size_pos" CHECK ("order_claim_evidence"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_claims_id_order_key" UNIQUE("id","order_id"),
	CONSTRAINT "order_claims_category_check" CHECK ("order_claims"."category" in ('damage', 'missing_item', 'not_as_described', 'documents', 'other')),
	CONSTRAINT "order_claims_status_check" CHECK ("order_claims"."status" in ('open', 'accepted', 'rejected')),
	CONSTRAINT "order_claims_decided" CHECK (("order_claims"."status" = 'open') = ("order_claims"."decided_at" is null)),
	CONSTRAINT "order_claims_amount_pos" CHECK ("order_claims"."amount_cents" is null or "order_claims"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_pos" CHECK ("order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"reason" text NOT NULL,
	"claim_id" integer,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_pos" CHECK ("order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_request_reason" text;--> statement-breakpoint
ALTER TABLE "order_claim_evidence" ADD CONSTRAINT "order_claim_evidence_claim_id_order_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."order_claims"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_claim_fk" FOREIGN KEY ("claim_id","order_id") REFERENCES "public"."order_claims"("id","order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_claim_evidence_claim_idx" ON "order_claim_evidence" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "order_claims_order_idx" ON "order_claims" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_claims_status_idx" ON "order_claims" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_claims_one_open_per_order" ON "order_claims" USING btree ("order_id") WHERE "order_claims"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_claim_idx" ON "order_refunds" USING btree ("claim_id") WHERE "order_refunds"."claim_id" is not null;