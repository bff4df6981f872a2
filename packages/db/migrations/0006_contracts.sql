CREATE TABLE "contract_products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"part_number" text DEFAULT '' NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "contract_products_product_unique" UNIQUE("tenant_id","contract_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contracts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "project_lines" ADD COLUMN "contract_product_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "contract_products" ADD CONSTRAINT "contract_products_tenant_id_contract_id_contracts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contract_id") REFERENCES "public"."contracts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_products_contract_idx" ON "contract_products" USING btree ("tenant_id","contract_id","position");--> statement-breakpoint
CREATE INDEX "contracts_account_idx" ON "contracts" USING btree ("tenant_id","account_id","id");