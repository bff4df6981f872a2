CREATE TABLE "order_mails" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"building_id" uuid NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"skipped_reason" text DEFAULT '' NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_mails_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "order_mails_event_unique" UNIQUE("tenant_id","order_id","kind","building_id")
);
--> statement-breakpoint
ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_mails_pending_idx" ON "order_mails" USING btree ("sent_at","created_at");--> statement-breakpoint
-- Row-level security as on every tenant table (0007, 0014).
ALTER TABLE "order_mails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_mails" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY q2c_tenant ON "order_mails"
  USING (current_user <> 'q2c_app' OR (SELECT current_setting('q2c.all', true)) = 'on'
    OR tenant_id = (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid))
  WITH CHECK (current_user <> 'q2c_app' OR (SELECT current_setting('q2c.all', true)) = 'on'
    OR tenant_id = (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid));
