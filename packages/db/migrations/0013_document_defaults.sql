-- A catalogue item's text exists once per document type and template (null: every template) in a tenant,
-- so two saves racing to create it cannot leave two.
CREATE UNIQUE INDEX "product_document_sections_unique" ON "product_document_sections" USING btree ("tenant_id","product_id","document_type",coalesce("template_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
-- The platform's default template per document type is what an MSP without a choice of its own uses, so
-- every MSP reads the platform's rows (as the platform's templates and sections, 0011).
CREATE POLICY q2c_platform_catalogue ON "document_settings" FOR SELECT
  USING (tenant_id = (SELECT nullif(current_setting('q2c.platform_id', true), '')::uuid));
