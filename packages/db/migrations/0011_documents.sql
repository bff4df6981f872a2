CREATE TABLE "document_audit_log" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"signer_id" uuid,
	"actor_user_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"actor_email" text DEFAULT '' NOT NULL,
	"ip" text,
	"user_agent" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "document_audit_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "document_audit_log_seq_unique" UNIQUE("tenant_id","document_id","seq")
);
--> statement-breakpoint
CREATE TABLE "document_pdfs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"header_html" text DEFAULT '' NOT NULL,
	"footer_html" text DEFAULT '' NOT NULL,
	"html_hash" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"data_base64" text,
	"sha256" text,
	"page_count" integer,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "document_pdfs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_sections" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"section_type" text NOT NULL,
	"type" text DEFAULT 'proposal' NOT NULL,
	"title" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_sections_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_settings" (
	"tenant_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"template_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_settings_tenant_id_document_type_pk" PRIMARY KEY("tenant_id","document_type")
);
--> statement-breakpoint
CREATE TABLE "document_signers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"party" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"otp_hash" text,
	"otp_sent_at" timestamp with time zone,
	"otp_expires_at" timestamp with time zone,
	"otp_failures" integer DEFAULT 0 NOT NULL,
	"consent_at" timestamp with time zone,
	"disclosure_version" text,
	"ip" text,
	"user_agent" text,
	"time_zone" text,
	"signature_kind" text,
	"signature_value" text,
	"initials" text,
	"viewed_html_hash" text,
	"choices" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_signers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"template_type" text NOT NULL,
	"document_type" text NOT NULL,
	"title" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"header_html" text DEFAULT '' NOT NULL,
	"footer_html" text DEFAULT '' NOT NULL,
	"section_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_preview_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_document_sections" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"template_id" uuid,
	"document_type" text NOT NULL,
	"section_type" text DEFAULT 'scopeOfServices' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_document_sections_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quote_documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"template_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"header_html" text DEFAULT '' NOT NULL,
	"footer_html" text DEFAULT '' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reset_count" integer DEFAULT 0 NOT NULL,
	"seal_status" text DEFAULT 'none' NOT NULL,
	"seal_error" text,
	"sent_html" text,
	"sent_header_html" text,
	"sent_footer_html" text,
	"signed_html_hash" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quote_documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quote_documents_type_unique" UNIQUE("tenant_id","project_id","document_type")
);
--> statement-breakpoint
ALTER TABLE "document_audit_log" ADD CONSTRAINT "document_audit_log_tenant_id_document_id_quote_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."quote_documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_pdfs" ADD CONSTRAINT "document_pdfs_tenant_id_document_id_quote_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."quote_documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sections" ADD CONSTRAINT "document_sections_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_tenant_id_document_id_quote_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."quote_documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_documents" ADD CONSTRAINT "quote_documents_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_pdfs_document_idx" ON "document_pdfs" USING btree ("tenant_id","document_id","kind");--> statement-breakpoint
CREATE INDEX "document_pdfs_sha256_idx" ON "document_pdfs" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "document_sections_title_unique" ON "document_sections" USING btree ("tenant_id","account_id",lower("title"));--> statement-breakpoint
CREATE INDEX "document_signers_document_idx" ON "document_signers" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE INDEX "document_signers_token_idx" ON "document_signers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "document_templates_type_idx" ON "document_templates" USING btree ("tenant_id","document_type");--> statement-breakpoint
CREATE INDEX "product_document_sections_product_idx" ON "product_document_sections" USING btree ("tenant_id","product_id");
--> statement-breakpoint
-- Row-level security as on every tenant table (0007): the caller's own tenant, every tenant for q2c.all.
DO $$
DECLARE
  tbl text;
  tenant_ok text := $p$(current_user <> 'q2c_app' OR (SELECT current_setting('q2c.all', true)) = 'on'
    OR tenant_id = (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid))$p$;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['document_templates', 'document_sections', 'product_document_sections',
    'document_settings', 'quote_documents', 'document_signers', 'document_audit_log', 'document_pdfs'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY q2c_tenant ON %I USING %s WITH CHECK %s', tbl, tenant_ok, tenant_ok);
  END LOOP;
END $$;
--> statement-breakpoint
-- The audit log is append-only: no update ever; a delete only as the cascade of its quote's deletion
-- (a foreign key's cascade runs one trigger level down).
CREATE FUNCTION q2c_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'document_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER document_audit_log_append_only BEFORE UPDATE OR DELETE ON "document_audit_log"
  FOR EACH ROW EXECUTE FUNCTION q2c_audit_log_append_only();
--> statement-breakpoint
-- The platform's templates, sections and product texts are read by every MSP (as the catalogue, 0007).
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['document_templates', 'document_sections', 'product_document_sections'] LOOP
    EXECUTE format('CREATE POLICY q2c_platform_catalogue ON %I FOR SELECT USING (%s)', tbl,
      $p$tenant_id = (SELECT nullif(current_setting('q2c.platform_id', true), '')::uuid)$p$);
  END LOOP;
END $$;
