-- Row-level security on every tenant table (issue 14, docs/decisions/0003). Signed-in requests run their
-- statements as q2c_app (SET LOCAL ROLE through set_config('role', ...)), a role that owns nothing and has
-- neither BYPASSRLS nor superuser, with the caller's settings q2c.tenant_id, q2c.account_id, q2c.all and
-- q2c.platform_id. Any other role (the owner that migrates, seeds and signs in) passes the policies: those
-- are the system paths listed in apps/server/src/lib/system-db.ts.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'q2c_app') THEN
    CREATE ROLE q2c_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
END $$;
--> statement-breakpoint
GRANT q2c_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO q2c_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO q2c_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO q2c_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO q2c_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO q2c_app;
--> statement-breakpoint
-- The policies read the settings in scalar subqueries, which PostgreSQL runs once per statement (init plans)
-- rather than once per row:
-- - q2c_tenant, on every tenant table: the caller's own tenant; every tenant when q2c.all is on (the platform
--   owner); any row for a role other than q2c_app (the owner's system paths, and SECURITY DEFINER functions).
-- - every policy that opens rows across tenants starts with "tenant_id IS DISTINCT FROM <caller's tenant>":
--   policies are OR-ed in the order of their names, so the caller's own rows never reach its costlier test.
-- A project the caller's account is a member of (a link partner, financial partner or distributor in another
-- tenant). SECURITY DEFINER: it reads project_members as the owner, so the check does not recurse into the
-- members table's own policy.
CREATE OR REPLACE FUNCTION q2c_is_project_member(t uuid, p uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT EXISTS (
    SELECT 1 FROM project_members m
     WHERE m.tenant_id = t AND m.project_id = p
       AND m.member_account_id = nullif(current_setting('q2c.account_id', true), '')::uuid)
$$;
--> statement-breakpoint
DO $$
DECLARE
  tbl text;
  -- q2c_sees_tenant(tenant_id) written out: a scalar subquery in a policy is an init plan, read once per
  -- statement, where a function call (or a subquery inside one, which stops inlining) runs once per row.
  tenant_ok text := $p$(current_user <> 'q2c_app' OR (SELECT current_setting('q2c.all', true)) = 'on'
    OR tenant_id = (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid))$p$;
BEGIN
  FOR tbl IN
    SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY q2c_tenant ON %I USING %s WITH CHECK %s', tbl, tenant_ok, tenant_ok);
  END LOOP;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY[
    'products', 'bundles', 'bundle_items', 'bundle_types', 'category_prices', 'managed_prices',
    'manufacturer_prices', 'service_prices', 'service_target_completions', 'finance_charges', 'files'
  ] LOOP
    EXECUTE format('CREATE POLICY q2c_platform_catalogue ON %I FOR SELECT USING (%s)', tbl,
      $p$tenant_id = (SELECT nullif(current_setting('q2c.platform_id', true), '')::uuid)$p$);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE POLICY q2c_project_member ON projects
  USING (tenant_id IS DISTINCT FROM (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid)
         AND q2c_is_project_member(tenant_id, id))
  WITH CHECK (tenant_id IS DISTINCT FROM (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid)
              AND q2c_is_project_member(tenant_id, id));
--> statement-breakpoint
CREATE POLICY q2c_own_membership ON project_members FOR SELECT
  USING (member_account_id = (SELECT nullif(current_setting('q2c.account_id', true), '')::uuid));
--> statement-breakpoint
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY[
    'project_answers', 'project_buildings', 'project_bundle_products', 'project_comments',
    'project_credit_applications', 'project_events', 'project_likes', 'project_lines', 'project_locations',
    'project_messages', 'project_versions', 'project_watchers'
  ] LOOP
    EXECUTE format($f$CREATE POLICY q2c_project_member ON %I
      USING (tenant_id IS DISTINCT FROM (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid)
             AND q2c_is_project_member(tenant_id, project_id))
      WITH CHECK (tenant_id IS DISTINCT FROM (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid)
                  AND q2c_is_project_member(tenant_id, project_id))$f$, tbl);
  END LOOP;
END $$;
--> statement-breakpoint
-- Partners (link partners, financial partners, distributors, manufacturers, ISVs, ISPs) are the top accounts
-- of their own tenants; an MSP finds them by name to name them on a quote, and reads their names on its
-- quotes. Only partner accounts are opened this way: never an MSP, a customer or the platform owner.
CREATE POLICY q2c_partner_directory ON accounts FOR SELECT USING (
  NOT is_msp AND company_type NOT IN ('customer', 'platform_owner')
  AND (is_sp_link OR is_financial OR is_distributor OR is_isp OR is_manufacturer
       OR company_type IN ('partner', 'financial', 'distributor', 'isp', 'isv', 'manufacturer')));
--> statement-breakpoint
-- The people of a shared project: the staff of partner accounts named on the caller's tenant's projects, and
-- the staff of an MSP (users of its top account, not its customers' users) whose projects name the caller.
-- Their names show on comments, messages and members; their notifications are written by the other side.
CREATE OR REPLACE FUNCTION q2c_works_with(t uuid, a uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT EXISTS (
           SELECT 1 FROM project_members m
            WHERE m.tenant_id = nullif(current_setting('q2c.tenant_id', true), '')::uuid AND m.member_account_id = a)
      OR (a = t AND EXISTS (
           SELECT 1 FROM project_members m
            WHERE m.tenant_id = t AND m.member_account_id = nullif(current_setting('q2c.account_id', true), '')::uuid))
$$;
--> statement-breakpoint
CREATE POLICY q2c_project_people ON users FOR SELECT
  USING (tenant_id IS DISTINCT FROM (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid)
         AND q2c_works_with(tenant_id, account_id));
--> statement-breakpoint
-- A notification may be written for any user the caller sees (above), never read or changed across tenants.
CREATE POLICY q2c_project_notices ON notifications FOR INSERT WITH CHECK (
  tenant_id IS DISTINCT FROM (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid)
  AND EXISTS (SELECT 1 FROM users u WHERE u.tenant_id = notifications.tenant_id AND u.id = notifications.user_id));
--> statement-breakpoint
-- A member of a project reads the project's customer account and its MSP's top account (names on the quote
-- and in the feed). The projects it may read are those its own policies open (membership).
CREATE POLICY q2c_project_parties ON accounts FOR SELECT USING (
  tenant_id IS DISTINCT FROM (SELECT nullif(current_setting('q2c.tenant_id', true), '')::uuid)
  AND EXISTS (SELECT 1 FROM projects p
               WHERE p.tenant_id = accounts.tenant_id AND (p.account_id = accounts.id OR accounts.id = accounts.tenant_id)));
