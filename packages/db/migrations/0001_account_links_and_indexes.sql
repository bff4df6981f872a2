ALTER TABLE "files" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "bundle_products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "certifications_account_idx" ON "certifications" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE INDEX "files_account_idx" ON "files" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE INDEX "buildings_location_idx" ON "buildings" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE INDEX "floors_location_idx" ON "floors" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE INDEX "locations_account_idx" ON "locations" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "backup_codes_user_idx" ON "backup_codes" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "teams_account_idx" ON "teams" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("tenant_id","account_id");