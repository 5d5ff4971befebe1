-- The comments the translation endpoint would not translate (comment-translations/service.ts): the
-- hourly sweep leaves such a car and language for a day instead of asking again every hour. The
-- foreign key locks cars briefly, hence the lock timeout (docs/schema-changes.md).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "car_comment_translation_refusals" (
	"car_id" integer NOT NULL,
	"lang" text NOT NULL,
	"source_hash" text NOT NULL,
	"reason" text NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_comment_translation_refusals_car_id_lang_pk" PRIMARY KEY("car_id","lang")
);
--> statement-breakpoint
ALTER TABLE "car_comment_translation_refusals" ADD CONSTRAINT "car_comment_translation_refusals_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;