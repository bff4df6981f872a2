CREATE TABLE "environment_bundles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"environment_id" uuid NOT NULL,
	"bundle_tenant_id" uuid NOT NULL,
	"bundle_id" uuid NOT NULL,
	"quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "environment_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"environment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"requirement_id" uuid,
	"basis" text NOT NULL,
	"per_units" numeric(12, 2) DEFAULT '1' NOT NULL,
	"quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"bundle_tenant_id" uuid,
	"bundle_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "environments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"metric" text DEFAULT '' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"rate_percent" numeric(7, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_items" (
	"tenant_id" uuid NOT NULL,
	"bundle_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bundle_types" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundle_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bundle_type_id" uuid,
	"category_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bundles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"standard_cost_plus_percent" numeric(9, 4) DEFAULT '20' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_prices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"cost_plus_percent" numeric(9, 4) NOT NULL,
	"hourly_rate" numeric(18, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_prices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "category_prices_category_key" UNIQUE("tenant_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "default_distributors" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"distributor_id" uuid NOT NULL,
	"category_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "default_distributors_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "finance_charges" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"term_months" integer NOT NULL,
	"rate_percent" numeric(9, 4) NOT NULL,
	"min_amount" numeric(18, 4),
	"max_amount" numeric(18, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_charges_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "managed_prices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'each' NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"cost" numeric(18, 4),
	"term_months" integer DEFAULT 12 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "managed_prices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "manufacturer_prices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"account_id" uuid,
	"category_id" uuid,
	"discount_percent" numeric(9, 4) NOT NULL,
	"start_date" date,
	"end_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturer_prices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "price_rule_run_items" (
	"tenant_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"old_price" numeric(18, 4) NOT NULL,
	"old_price_method" text NOT NULL,
	"new_price" numeric(18, 4) NOT NULL,
	CONSTRAINT "price_rule_run_items_tenant_id_run_id_product_id_pk" PRIMARY KEY("tenant_id","run_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "price_rule_runs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"actor_user_id" uuid,
	"product_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "price_rule_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"category_id" uuid,
	"manufacturer_id" uuid,
	"method" text NOT NULL,
	"percent" numeric(9, 4) NOT NULL,
	"rounding" text DEFAULT 'none' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "price_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "product_imports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category_id" uuid NOT NULL,
	"manufacturer_id" uuid,
	"distributor_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"manufacturer_part_number" text DEFAULT '' NOT NULL,
	"partner_part_number" text DEFAULT '' NOT NULL,
	"distributor_part_number" text DEFAULT '' NOT NULL,
	"msp_part_number" text DEFAULT '' NOT NULL,
	"pricing_model" text DEFAULT 'one_time' NOT NULL,
	"billing_frequency" text,
	"list_price" numeric(18, 4),
	"cost" numeric(18, 4),
	"soft_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"recurring_list_price" numeric(18, 4),
	"recurring_cost" numeric(18, 4),
	"recurring_soft_cost" numeric(18, 4),
	"recurring_price" numeric(18, 4),
	"resource_hours" numeric(12, 2) DEFAULT '0' NOT NULL,
	"start_date" date,
	"stop_date" date,
	"support_start_date" date,
	"support_end_date" date,
	"special_pricing_start_date" date,
	"special_pricing_end_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"cost_method" text DEFAULT 'Manual' NOT NULL,
	"price_method" text DEFAULT 'Manual' NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"ps_code" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'each' NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_prices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'each' NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"cost" numeric(18, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_prices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_target_completions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_target_completions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "environment_bundles" ADD CONSTRAINT "environment_bundles_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environment_rules" ADD CONSTRAINT "environment_rules_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_distributors" ADD CONSTRAINT "default_distributors_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "environment_bundles_environment_idx" ON "environment_bundles" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "environment_rules_environment_idx" ON "environment_rules" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "bundle_items_bundle_idx" ON "bundle_items" USING btree ("tenant_id","bundle_id");--> statement-breakpoint
CREATE INDEX "bundle_items_product_idx" ON "bundle_items" USING btree ("product_tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "finance_charges_partner_idx" ON "finance_charges" USING btree ("tenant_id","partner_id");--> statement-breakpoint
CREATE INDEX "managed_prices_type_idx" ON "managed_prices" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("tenant_id","category_id","id");--> statement-breakpoint
CREATE INDEX "products_kind_idx" ON "products" USING btree ("tenant_id","kind","id");--> statement-breakpoint
CREATE INDEX "products_mpn_idx" ON "products" USING btree ("tenant_id",lower("manufacturer_part_number"));--> statement-breakpoint
CREATE INDEX "service_prices_product_idx" ON "service_prices" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "service_target_completions_product_idx" ON "service_target_completions" USING btree ("tenant_id","product_id");