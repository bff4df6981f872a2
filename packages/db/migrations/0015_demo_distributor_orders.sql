CREATE TABLE "demo_distributor_orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"customer_order_number" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"ship_to" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"notes" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "demo_distributor_orders_customer_order_number_key" ON "demo_distributor_orders" USING btree ("customer_order_number");
--> statement-breakpoint
-- The demo distributor's order book is another company's system, not tenant data: no tenant_id, no
-- row-level policy, and no grant to the app role, so only the system handle reaches it.
REVOKE ALL ON TABLE "demo_distributor_orders" FROM q2c_app;
