-- Money records outlive cars and accounts (the contract: "Money records are never deleted"): foreign keys
-- from orders, access grants, recommendations and questions to cars refuse a delete (the car is
-- archived instead), top-ups and orders lose their user on a purge instead of being cascaded away,
-- and the ledger keeps the bare number of a purged account (no foreign key: SET NULL is an UPDATE).
-- A short lock_timeout: on a live database a migration waits at most this long for a table lock
-- and fails (to be run again) rather than queueing every request behind it (docs/schema-changes.md).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "car_access_grants" DROP CONSTRAINT "car_access_grants_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "cc_ledger" DROP CONSTRAINT "cc_ledger_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "topups" DROP CONSTRAINT "topups_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "question_threads" DROP CONSTRAINT "question_threads_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_request_cars" DROP CONSTRAINT "vehicle_request_cars_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "topups" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_access_grants" ADD CONSTRAINT "car_access_grants_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topups" ADD CONSTRAINT "topups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_threads" ADD CONSTRAINT "question_threads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_request_cars" ADD CONSTRAINT "vehicle_request_cars_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;