CREATE TABLE "car_comment_translations" (
	"car_id" integer NOT NULL,
	"lang" text NOT NULL,
	"source_hash" text NOT NULL,
	"text" text NOT NULL,
	"provider" text NOT NULL,
	"translated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_comment_translations_car_id_lang_pk" PRIMARY KEY("car_id","lang")
);
--> statement-breakpoint
ALTER TABLE "car_comment_translations" ADD CONSTRAINT "car_comment_translations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;