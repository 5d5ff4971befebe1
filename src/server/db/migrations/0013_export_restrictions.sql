CREATE TABLE "export_restrictions" (
	"country" text PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"source" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Who did what (0005): export restrictions are audited under their country.
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON export_restrictions FOR EACH ROW
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_row('export_restriction', 'country');
--> statement-breakpoint
CREATE TRIGGER audit_flush AFTER INSERT OR UPDATE OR DELETE ON export_restrictions FOR EACH STATEMENT
  WHEN (coalesce(current_setting('app.audit', true), '') <> '') EXECUTE FUNCTION audit_flush('export_restriction');
