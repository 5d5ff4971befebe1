ALTER TABLE "cars" ADD COLUMN "power_hp" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_power_hp_range" CHECK ("cars"."power_hp" between 1 and 2000);