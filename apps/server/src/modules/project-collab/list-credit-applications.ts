import { projectCreditApplications } from "@q2c/db";
import { and, desc, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { accountNames, creditApplicationView, type TCreditApplication } from "./credit-applications.ts";

/** Requests for financing sent for the quote, newest first. */
export async function listCreditApplications(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TCreditApplication[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const rows = await db
    .select()
    .from(projectCreditApplications)
    .where(
      and(
        eq(projectCreditApplications.tenantId, project.tenantId),
        eq(projectCreditApplications.projectId, project.id),
      ),
    )
    .orderBy(desc(projectCreditApplications.id));
  const names = await accountNames(
    db,
    rows.map((r) => r.financialPartnerId),
  );
  return rows.map((r) => creditApplicationView(r, names));
}
