CREATE TABLE "project_approvals" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"breaches" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_by" uuid NOT NULL,
	"request_comment" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_approvals_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quote_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"min_margin_percent" numeric(7, 2),
	"max_discount_percent" numeric(7, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"term_months" integer DEFAULT 36 NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quote_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quote_templates_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contact_user_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "quote_date" date DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "payment_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_approvals" ADD CONSTRAINT "project_approvals_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_approvals_project_idx" ON "project_approvals" USING btree ("tenant_id","project_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_valid_until_idx" ON "projects" USING btree ("tenant_id","valid_until");--> statement-breakpoint
-- Quotes made before the basics existed: dated by their creation, valid for the default 30 days from it.
UPDATE "projects" SET "quote_date" = ("created_at" AT TIME ZONE 'UTC')::date,
  "valid_until" = ("created_at" AT TIME ZONE 'UTC')::date + 30;
--> statement-breakpoint
-- Row-level security as on every tenant table (0007): the caller's own tenant, every tenant for q2c.all.
DO $$
DECLARE
  tbl text;
  tenant_ok text := $p$(current_user <> 'q2c_app' OR (SELECT current_setting('q2c.all', true)) = 'on'
    OR tenant_id = (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid))$p$;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['project_approvals', 'quote_settings', 'quote_templates'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY q2c_tenant ON %I USING %s WITH CHECK %s', tbl, tenant_ok, tenant_ok);
  END LOOP;
END $$;
