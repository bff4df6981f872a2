-- Issue 15 §4: a signed-in caller's principal is cached for a few seconds per session
-- (apps/server/src/lib/principal-cache.ts). Every change to what it is made of announces itself on the
-- channel q2c_principal, whatever wrote it, so each process drops the entries at once (LISTEN in
-- packages/db/src/principal-changes.ts). Payload: '<kind>:<uuid>' with the kind and key column given as
-- the trigger's arguments. Only the columns the principal reads fire it.
CREATE OR REPLACE FUNCTION q2c_principal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('q2c_principal',
    TG_ARGV[0] || ':' || (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[1]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER q2c_principal_sessions AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION q2c_principal_changed('session', 'id');
--> statement-breakpoint
CREATE TRIGGER q2c_principal_users AFTER UPDATE OF role, active, email, account_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION q2c_principal_changed('user', 'id');
--> statement-breakpoint
CREATE TRIGGER q2c_principal_accounts
  AFTER UPDATE OF is_msp, is_sp_link, onboarding_step, entitlements, can_manage_contracts OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION q2c_principal_changed('account', 'id');
--> statement-breakpoint
CREATE TRIGGER q2c_principal_team_members AFTER INSERT OR UPDATE OR DELETE ON team_members
  FOR EACH ROW EXECUTE FUNCTION q2c_principal_changed('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER q2c_principal_teams AFTER UPDATE OF team_type OR DELETE ON teams
  FOR EACH ROW EXECUTE FUNCTION q2c_principal_changed('tenant', 'tenant_id');
