CREATE TABLE "project_answers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_answers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_buildings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"project_location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"environment_id" uuid,
	"requirement_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occupancy" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"contract_summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_buildings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_bundle_products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"bundle_id" uuid,
	"name" text NOT NULL,
	"category_id" uuid,
	"provider_link_id" uuid,
	"manufacturer_id" uuid,
	"distributor_id" uuid,
	"accept_equipment" boolean DEFAULT false NOT NULL,
	"ingram_part_number" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"tasks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_bundle_products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_comments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" jsonb,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_comments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_credit_applications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"financial_partner_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"term_months" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_credit_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_likes" (
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_likes_tenant_id_project_id_target_id_user_id_pk" PRIMARY KEY("tenant_id","project_id","target_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"bundle_product_id" uuid NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"part_number" text DEFAULT '' NOT NULL,
	"pricing_model" text DEFAULT 'one_time' NOT NULL,
	"billing_frequency" text,
	"quantity" numeric(18, 6) DEFAULT '1' NOT NULL,
	"price" numeric(18, 6) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 6),
	"soft_cost" numeric(18, 6) DEFAULT '0' NOT NULL,
	"resource_hours" numeric(18, 6) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(18, 2),
	"discount_percent" numeric(9, 6),
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"alternative_group" text,
	"chosen" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_locations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"location_id" uuid,
	"name" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_locations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"member_account_id" uuid NOT NULL,
	"member_tenant_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "project_members_unique" UNIQUE("tenant_id","project_id","member_account_id")
);
--> statement-breakpoint
CREATE TABLE "project_messages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"message" text NOT NULL,
	"recipient_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_versions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_versions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "project_versions_number_unique" UNIQUE("tenant_id","project_id","number")
);
--> statement-breakpoint
CREATE TABLE "project_watchers" (
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_watchers_tenant_id_project_id_user_id_pk" PRIMARY KEY("tenant_id","project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"quote_number" integer NOT NULL,
	"deal_name" text NOT NULL,
	"type" text DEFAULT 'quote' NOT NULL,
	"status" text DEFAULT 'discovery' NOT NULL,
	"stage" text DEFAULT 'build' NOT NULL,
	"archived_at" timestamp with time zone,
	"partner_id" uuid,
	"financial_partner_id" uuid,
	"owner_user_id" uuid,
	"term_months" integer DEFAULT 36 NOT NULL,
	"tax_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_rates_at" timestamp with time zone,
	"prices_locked" boolean DEFAULT false NOT NULL,
	"contract_summary" text DEFAULT '' NOT NULL,
	"payout_summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"agreements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decline_reason" text,
	"declined_at" timestamp with time zone,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "projects_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "projects_quote_number_unique" UNIQUE("tenant_id","quote_number")
);
--> statement-breakpoint
ALTER TABLE "project_answers" ADD CONSTRAINT "project_answers_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_buildings" ADD CONSTRAINT "project_buildings_tenant_id_project_location_id_project_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_location_id") REFERENCES "public"."project_locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_buildings" ADD CONSTRAINT "project_buildings_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_bundle_products" ADD CONSTRAINT "project_bundle_products_tenant_id_building_id_project_buildings_tenant_id_id_fk" FOREIGN KEY ("tenant_id","building_id") REFERENCES "public"."project_buildings"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_bundle_products" ADD CONSTRAINT "project_bundle_products_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_credit_applications" ADD CONSTRAINT "project_credit_applications_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_likes" ADD CONSTRAINT "project_likes_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lines" ADD CONSTRAINT "project_lines_tenant_id_bundle_product_id_project_bundle_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bundle_product_id") REFERENCES "public"."project_bundle_products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lines" ADD CONSTRAINT "project_lines_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locations" ADD CONSTRAINT "project_locations_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_watchers" ADD CONSTRAINT "project_watchers_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_answers_project_idx" ON "project_answers" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "project_buildings_project_idx" ON "project_buildings" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "project_bundle_products_project_idx" ON "project_bundle_products" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "project_comments_project_idx" ON "project_comments" USING btree ("tenant_id","project_id","id");--> statement-breakpoint
CREATE INDEX "project_credit_applications_project_idx" ON "project_credit_applications" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "project_events_project_idx" ON "project_events" USING btree ("tenant_id","project_id","id");--> statement-breakpoint
CREATE INDEX "project_lines_project_idx" ON "project_lines" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "project_locations_project_idx" ON "project_locations" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "project_members_account_idx" ON "project_members" USING btree ("member_account_id");--> statement-breakpoint
CREATE INDEX "project_messages_project_idx" ON "project_messages" USING btree ("tenant_id","project_id","id");--> statement-breakpoint
CREATE INDEX "projects_account_idx" ON "projects" USING btree ("tenant_id","account_id","id");--> statement-breakpoint
CREATE INDEX "projects_stage_idx" ON "projects" USING btree ("tenant_id","stage","id");