CREATE TABLE "alert_deliveries" (
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_user_id_car_id_cause_pk" PRIMARY KEY("user_id","car_id","cause")
);
--> statement-breakpoint
CREATE TABLE "alert_watermarks" (
	"name" text PRIMARY KEY NOT NULL,
	"value" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_favorites" (
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_favorites_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "car_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"price_krw" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_alerts" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_check_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"still_available" integer DEFAULT 0 NOT NULL,
	"marked_soldout" integer DEFAULT 0 NOT NULL,
	"unknown" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"upstream_key" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"car_name" text NOT NULL,
	"maker" text NOT NULL,
	"model" text NOT NULL,
	"grade" text,
	"year" integer NOT NULL,
	"month" integer,
	"mileage" integer NOT NULL,
	"fuel" text NOT NULL,
	"transmission" text NOT NULL,
	"color" text,
	"displacement_cc" integer,
	"car_number" text,
	"vin" text,
	"price_krw" bigint NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"dealer_comment" text,
	"dealer_name" text,
	"dealer_phone" text,
	"complex_code" text,
	"main_image" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"soldout" boolean DEFAULT false NOT NULL,
	"soldout_at" timestamp with time zone,
	"is_banner" boolean DEFAULT false NOT NULL,
	"last_checked_at" timestamp with time zone,
	"price_dropped_at" timestamp with time zone,
	"condition" jsonb,
	"accident" boolean GENERATED ALWAYS AS ((condition ->> 'accident')::boolean) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_price_nonneg" CHECK ("cars"."price_krw" >= 0),
	CONSTRAINT "cars_mileage_nonneg" CHECK ("cars"."mileage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hero_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"title_en" text,
	"title_ko" text,
	"title_mn" text,
	"title_ru" text,
	"subtitle_en" text,
	"subtitle_ko" text,
	"subtitle_mn" text,
	"subtitle_ru" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"ko" text NOT NULL,
	"en" text NOT NULL,
	"mn" text NOT NULL,
	"ru" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_ru" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"lang" text,
	"is_notice" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"created_by_user_id" integer,
	"max_user_id" integer NOT NULL,
	"recipients" integer NOT NULL,
	"last_user_id" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"params" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_alerts_sent" (
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_alerts_sent_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "sns_share_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_note" text,
	"reward_amount" bigint,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sns_share_submissions_status" CHECK ("sns_share_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "car_access_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ledger_entry_id" bigint,
	"vehicle_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_access_grants_kind" CHECK ("car_access_grants"."kind" in ('banner_view', 'purchase', 'recommendation'))
);
--> statement-breakpoint
CREATE TABLE "cc_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"idempotency_key" text NOT NULL,
	"note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cc_ledger_account_check" CHECK ("cc_ledger"."account" in ('cc', 'cash_cc')),
	CONSTRAINT "cc_ledger_amount_nonzero" CHECK ("cc_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"account_details" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_note" text,
	"processed_by_user_id" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_requests_amount_pos" CHECK ("withdrawal_requests"."amount" > 0),
	CONSTRAINT "withdrawal_requests_status" CHECK ("withdrawal_requests"."status" in ('pending', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"price_krw" bigint NOT NULL,
	"price_usd_cents" bigint,
	"destination_port" text,
	"quote_port_id" integer,
	"quote_fob_cents" bigint,
	"quote_freight_cents" bigint,
	"quote_insurance_cents" bigint,
	"quote_total_cents" bigint,
	"vessel" text,
	"bl_number" text,
	"etd" date,
	"eta" date,
	"charged_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('reserved', 'invoiced', 'paid', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "topups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"amount_usd_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"payer_name" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmed_amount" bigint,
	"reject_reason" text,
	"proof_file" text,
	"proof_type" text,
	"proof_size" integer,
	"proof_uploaded_at" timestamp with time zone,
	"processed_by_user_id" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topups_amount_pos" CHECK ("topups"."amount" > 0),
	CONSTRAINT "topups_status_check" CHECK ("topups"."status" in ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_ru" text NOT NULL,
	"country" text NOT NULL,
	"method" text NOT NULL,
	"freight_usd_cents" bigint NOT NULL,
	"insurance_milli_pct" integer NOT NULL,
	"transit_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ports_method_check" CHECK ("ports"."method" in ('roro', 'container')),
	CONSTRAINT "ports_freight_pos" CHECK ("ports"."freight_usd_cents" > 0),
	CONSTRAINT "ports_insurance_range" CHECK ("ports"."insurance_milli_pct" between 0 and 10000),
	CONSTRAINT "ports_transit_range" CHECK ("ports"."transit_days" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "question_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"author_id" integer,
	"from" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_messages_from_check" CHECK ("question_messages"."from" in ('buyer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "question_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"last_from" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_threads_last_from_check" CHECK ("question_threads"."last_from" in ('buyer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_request_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vehicle_request_cars" (
	"vehicle_request_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_request_cars_vehicle_request_id_car_id_pk" PRIMARY KEY("vehicle_request_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"maker" text NOT NULL,
	"model" text,
	"grade" text,
	"year" integer,
	"fuel" text,
	"mileage" integer,
	"budget_krw" bigint,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_note" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_requests_status_check" CHECK ("vehicle_requests"."status" in ('pending', 'in_progress', 'completed', 'cancelled', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "sync_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"complex_code" text NOT NULL,
	"maker" text,
	"model" text,
	"max_price_krw" bigint,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"price_changes" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_hash_salts" (
	"name" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_hash" text NOT NULL,
	"path" text NOT NULL,
	"user_id" integer,
	"country_code" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"geo_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_user_id" integer,
	"referred_user_id" integer,
	"referred_email_hash" text NOT NULL,
	"reward_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_not_self" CHECK ("referral_rewards"."referrer_user_id" <> "referral_rewards"."referred_user_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"cc_balance" bigint DEFAULT 0 NOT NULL,
	"cash_cc_balance" bigint DEFAULT 0 NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by_user_id" integer,
	"promo_preferred_maker" text,
	"promo_preferred_model" text,
	"promo_email_enabled" boolean DEFAULT false NOT NULL,
	"port_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_cc_balance_nonneg" CHECK ("users"."cc_balance" >= 0),
	CONSTRAINT "users_cash_cc_balance_nonneg" CHECK ("users"."cash_cc_balance" >= 0),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_lang_check" CHECK ("users"."lang" in ('en', 'ko', 'mn', 'ru')),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_favorites" ADD CONSTRAINT "car_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_favorites" ADD CONSTRAINT "car_favorites_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_price_history" ADD CONSTRAINT "car_price_history_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD CONSTRAINT "hero_banners_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_category_id_board_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."board_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_alerts_sent" ADD CONSTRAINT "promo_alerts_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_alerts_sent" ADD CONSTRAINT "promo_alerts_sent_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_share_submissions" ADD CONSTRAINT "sns_share_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_access_grants" ADD CONSTRAINT "car_access_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_access_grants" ADD CONSTRAINT "car_access_grants_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_ledger" ADD CONSTRAINT "cc_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topups" ADD CONSTRAINT "topups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_messages" ADD CONSTRAINT "question_messages_thread_id_question_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."question_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_messages" ADD CONSTRAINT "question_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_threads" ADD CONSTRAINT "question_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_threads" ADD CONSTRAINT "question_threads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_vehicle_request_id_vehicle_requests_id_fk" FOREIGN KEY ("vehicle_request_id") REFERENCES "public"."vehicle_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_request_cars" ADD CONSTRAINT "vehicle_request_cars_vehicle_request_id_vehicle_requests_id_fk" FOREIGN KEY ("vehicle_request_id") REFERENCES "public"."vehicle_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_request_cars" ADD CONSTRAINT "vehicle_request_cars_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_requests" ADD CONSTRAINT "vehicle_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_deliveries_car_idx" ON "alert_deliveries" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "car_favorites_user_created_idx" ON "car_favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "car_favorites_car_idx" ON "car_favorites" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "car_price_history_car_idx" ON "car_price_history" USING btree ("car_id","at","id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_idx" ON "saved_searches" USING btree ("id") WHERE email_alerts;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_check_runs_one_running" ON "availability_check_runs" USING btree ("status") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "availability_check_runs_started_idx" ON "availability_check_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cars_upstream_key" ON "cars" USING btree ("upstream_key");--> statement-breakpoint
CREATE INDEX "cars_list_newest_idx" ON "cars" USING btree ("soldout","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"year","price_krw","mileage");--> statement-breakpoint
CREATE INDEX "cars_list_price_idx" ON "cars" USING btree ("soldout","price_krw","id","year","mileage","created_at");--> statement-breakpoint
CREATE INDEX "cars_list_year_idx" ON "cars" USING btree ("soldout","year","id","price_krw","mileage","created_at");--> statement-breakpoint
CREATE INDEX "cars_list_mileage_idx" ON "cars" USING btree ("soldout","mileage","id","year","price_krw","created_at");--> statement-breakpoint
CREATE INDEX "cars_maker_newest_idx" ON "cars" USING btree ("maker","soldout","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"year","price_krw","mileage");--> statement-breakpoint
CREATE INDEX "cars_maker_price_idx" ON "cars" USING btree ("maker","soldout","price_krw","id","year","mileage","created_at");--> statement-breakpoint
CREATE INDEX "cars_maker_year_idx" ON "cars" USING btree ("maker","soldout","year","id","price_krw","mileage","created_at");--> statement-breakpoint
CREATE INDEX "cars_maker_mileage_idx" ON "cars" USING btree ("maker","soldout","mileage","id","year","price_krw","created_at");--> statement-breakpoint
CREATE INDEX "cars_fuel_newest_idx" ON "cars" USING btree ("fuel","soldout","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"year","price_krw","mileage");--> statement-breakpoint
CREATE INDEX "cars_fuel_price_idx" ON "cars" USING btree ("fuel","soldout","price_krw","id","year","mileage","created_at");--> statement-breakpoint
CREATE INDEX "cars_fuel_year_idx" ON "cars" USING btree ("fuel","soldout","year","id","price_krw","mileage","created_at");--> statement-breakpoint
CREATE INDEX "cars_fuel_mileage_idx" ON "cars" USING btree ("fuel","soldout","mileage","id","year","price_krw","created_at");--> statement-breakpoint
CREATE INDEX "cars_transmission_newest_idx" ON "cars" USING btree ("transmission","soldout","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"year","price_krw","mileage");--> statement-breakpoint
CREATE INDEX "cars_transmission_price_idx" ON "cars" USING btree ("transmission","soldout","price_krw","id","year","mileage","created_at");--> statement-breakpoint
CREATE INDEX "cars_transmission_year_idx" ON "cars" USING btree ("transmission","soldout","year","id","price_krw","mileage","created_at");--> statement-breakpoint
CREATE INDEX "cars_transmission_mileage_idx" ON "cars" USING btree ("transmission","soldout","mileage","id","year","price_krw","created_at");--> statement-breakpoint
CREATE INDEX "cars_list_filter_idx" ON "cars" USING btree ("soldout","fuel","transmission","year","price_krw","mileage","maker","model");--> statement-breakpoint
CREATE INDEX "cars_maker_model_idx" ON "cars" USING btree ("maker","model","soldout","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"year","price_krw","mileage");--> statement-breakpoint
CREATE INDEX "cars_name_trgm_idx" ON "cars" USING gin ("car_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_number_trgm_idx" ON "cars" USING gin ("car_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_search_grams_idx" ON "cars" USING gin (car_search_grams(car_name, car_number));--> statement-breakpoint
CREATE INDEX "cars_search_live_idx" ON "cars" USING gin (car_search_grams(car_name, car_number),"maker","model","fuel","transmission","year") WHERE soldout = false;--> statement-breakpoint
CREATE UNIQUE INDEX "hero_banners_car_key" ON "hero_banners" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "hero_banners_position_idx" ON "hero_banners" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_category_ko" ON "translations" USING btree ("category","ko");--> statement-breakpoint
CREATE INDEX "board_posts_order_idx" ON "board_posts" USING btree ("category_id","is_notice","is_pinned","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sns_share_submissions_url_once" ON "sns_share_submissions" USING btree ("url");--> statement-breakpoint
CREATE INDEX "sns_share_submissions_user_idx" ON "sns_share_submissions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "sns_share_submissions_status_idx" ON "sns_share_submissions" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_access_grants_once" ON "car_access_grants" USING btree ("user_id","car_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "cc_ledger_idempotency_key" ON "cc_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "cc_ledger_user_idx" ON "cc_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_user_idx" ON "withdrawal_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_idx" ON "withdrawal_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live_per_car" ON "orders" USING btree ("car_id") WHERE "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 'reserved';--> statement-breakpoint
CREATE UNIQUE INDEX "topups_reference_unique" ON "topups" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "topups_user_idx" ON "topups" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "topups_status_idx" ON "topups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ports_position_idx" ON "ports" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "question_messages_thread_idx" ON "question_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "question_messages_author_created_idx" ON "question_messages" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_threads_user_car_idx" ON "question_threads" USING btree ("user_id","car_id");--> statement-breakpoint
CREATE INDEX "question_threads_user_activity_idx" ON "question_threads" USING btree ("user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "question_threads_status_idx" ON "question_threads" USING btree ("last_from","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_request_key" ON "reviews" USING btree ("vehicle_request_id");--> statement-breakpoint
CREATE INDEX "vehicle_requests_user_idx" ON "vehicle_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicle_requests_status_idx" ON "vehicle_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sync_rules_enabled_idx" ON "sync_rules" USING btree ("enabled","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_running" ON "sync_runs" USING btree ("status") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "sync_runs_started_idx" ON "sync_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visitor_logs_created_idx" ON "visitor_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visitor_logs_visitor_idx" ON "visitor_logs" USING btree ("visitor_hash","created_at");--> statement-breakpoint
CREATE INDEX "email_verifications_email_idx" ON "email_verifications" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_once" ON "referral_rewards" USING btree ("referred_email_hash","reward_type");--> statement-breakpoint
CREATE INDEX "referral_rewards_referred_idx" ON "referral_rewards" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_key" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "users_promo_idx" ON "users" USING btree ("promo_preferred_maker","promo_preferred_model");