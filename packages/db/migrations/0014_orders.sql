CREATE TABLE "distributor_events" (
	"provider_id" text NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributor_events_provider_id_event_id_pk" PRIMARY KEY("provider_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"suborder_id" uuid,
	"actor_user_id" uuid,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"suborder_id" uuid,
	"line_number" integer DEFAULT 0 NOT NULL,
	"project_line_id" uuid,
	"bundle_product_id" uuid,
	"building_id" uuid NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"part_number" text DEFAULT '' NOT NULL,
	"distributor_part_number" text DEFAULT '' NOT NULL,
	"distributor_id" uuid,
	"pricing_model" text DEFAULT 'one_time' NOT NULL,
	"billing_frequency" text,
	"quantity" numeric(18, 6) NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"cost" numeric(18, 6),
	"accept_equipment" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"shipped_quantity" numeric(18, 6) DEFAULT '0' NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"ended_reason" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"one_time_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"monthly_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"customer_ship_to" jsonb,
	"created_by" uuid,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "orders_number_unique" UNIQUE("tenant_id","order_number"),
	CONSTRAINT "orders_project_unique" UNIQUE("tenant_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "provisioning_loads" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"building_name" text NOT NULL,
	"site_name" text NOT NULL,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provisioning_loads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "provisioning_loads_building_unique" UNIQUE("tenant_id","order_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "provisioning_tasks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"bundle_product_id" uuid,
	"items" text NOT NULL,
	"users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start" timestamp with time zone,
	"target_completion" timestamp with time zone,
	"completion" timestamp with time zone,
	"completed_by" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provisioning_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"suborder_id" uuid NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'in_transit' NOT NULL,
	"lines" jsonb NOT NULL,
	"shipment_date" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"source" text DEFAULT 'distributor' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shipments_tracking_unique" UNIQUE("tenant_id","suborder_id","tracking_number")
);
--> statement-breakpoint
CREATE TABLE "suborders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"distributor_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"ship_to" jsonb NOT NULL,
	"is_customer_shipping_address" boolean DEFAULT false NOT NULL,
	"provider_id" text,
	"distributor_order_number" text,
	"idempotency_key" text,
	"sent_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"next_read_at" timestamp with time zone,
	"read_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suborders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_loads" ADD CONSTRAINT "provisioning_loads_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_tasks" ADD CONSTRAINT "provisioning_tasks_tenant_id_load_id_provisioning_loads_tenant_id_id_fk" FOREIGN KEY ("tenant_id","load_id") REFERENCES "public"."provisioning_loads"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_tenant_id_suborder_id_suborders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","suborder_id") REFERENCES "public"."suborders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborders" ADD CONSTRAINT "suborders_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("tenant_id","order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("tenant_id","order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_suborder_idx" ON "order_lines" USING btree ("tenant_id","suborder_id","line_number");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("tenant_id","account_id","id");--> statement-breakpoint
CREATE INDEX "provisioning_tasks_load_idx" ON "provisioning_tasks" USING btree ("tenant_id","load_id","position");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("tenant_id","tracking_number");--> statement-breakpoint
CREATE INDEX "suborders_order_idx" ON "suborders" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "suborders_due_idx" ON "suborders" USING btree ("next_read_at");--> statement-breakpoint
CREATE INDEX "suborders_distributor_number_idx" ON "suborders" USING btree ("distributor_order_number");--> statement-breakpoint
-- One suborder per building and distributor; the lines to procure by hand (no distributor) are one more.
CREATE UNIQUE INDEX "suborders_building_distributor_unique" ON "suborders" USING btree
  ("tenant_id", "order_id", "building_id", coalesce("distributor_id", '00000000-0000-0000-0000-000000000000'::uuid));
--> statement-breakpoint
-- Row-level security as on every tenant table (0007): the caller's own tenant, every tenant for q2c.all.
DO $$
DECLARE
  tbl text;
  tenant_ok text := $p$(current_user <> 'q2c_app' OR (SELECT current_setting('q2c.all', true)) = 'on'
    OR tenant_id = (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid))$p$;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['orders', 'suborders', 'order_lines', 'shipments', 'provisioning_loads',
    'provisioning_tasks', 'order_events'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY q2c_tenant ON %I USING %s WITH CHECK %s', tbl, tenant_ok, tenant_ok);
  END LOOP;
END $$;
--> statement-breakpoint
-- Webhook events are the distributors' (no tenant): only the system handle records and reads them.
REVOKE ALL ON TABLE "distributor_events" FROM q2c_app;
