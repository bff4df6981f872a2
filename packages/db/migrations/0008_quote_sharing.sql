ALTER TABLE "project_comments" ADD COLUMN "visibility" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "shared_by" uuid;--> statement-breakpoint
-- Comments written before visibility existed: what a customer or a member partner wrote was in the thread
-- they read, so it stays theirs to read ('customer'); what the MSP wrote becomes internal. Quotes start
-- unshared: the MSP shares those its customer should see.
UPDATE "project_comments" c SET "visibility" = 'customer'
  FROM "users" u, "projects" p
 WHERE u."id" = c."author_user_id" AND p."tenant_id" = c."tenant_id" AND p."id" = c."project_id"
   AND (u."account_id" = p."account_id"
        OR EXISTS (SELECT 1 FROM "project_members" m
                    WHERE m."tenant_id" = c."tenant_id" AND m."project_id" = c."project_id"
                      AND m."member_account_id" = u."account_id"));--> statement-breakpoint
-- The feed's comment events carry their comment's visibility, which decides who reads them.
UPDATE "project_events" e SET "data" = e."data" || jsonb_build_object('visibility', c."visibility")
  FROM "project_comments" c
 WHERE e."type" = 'comment_added' AND c."tenant_id" = e."tenant_id" AND c."id"::text = e."data"->>'commentId';
