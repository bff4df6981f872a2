import { type Db, documentSigners, projects } from "@q2c/db";
import { AppError, ZSigningChoices } from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import { loadAggregate, type ProjectAggregate } from "../project-core/aggregate.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { applyChoices, type ChoiceModel, choiceModelOf, currentChosen } from "./signing-choices.ts";
import type { DocumentRow, SignerRow } from "./signing-context.ts";

export interface SigningState {
  project: ProjectRow;
  agg: ProjectAggregate;
  model: ChoiceModel;
  signers: SignerRow[];
  /** The choices this signer sees: their own once signed, else those the first customer signer fixed, else the quote's. */
  chosen: Map<string, boolean>;
  /** Whether this signer may still change them: a customer signer, before any customer signed. */
  editable: boolean;
}

/** The choices a signer signed with, as stored; null for none (or a row that does not read as choices). */
function storedChoices(signer: SignerRow) {
  if (!signer.choices) return null;
  const parsed = ZSigningChoices.safeParse(signer.choices);
  return parsed.success ? parsed.data : null;
}

/** The customer signer who signed first with choices: their choices hold for everyone after. */
export function choicesFixedBy(signers: readonly SignerRow[]): SignerRow | undefined {
  return signers
    .filter((s) => s.party === "customer" && s.status === "signed" && s.signedAt && storedChoices(s))
    .sort((a, b) => (a.signedAt?.getTime() ?? 0) - (b.signedAt?.getTime() ?? 0))[0];
}

/** The quote, its lines and the document's signers, and what this signer chooses from. */
export async function loadSigningState(
  db: Db,
  document: DocumentRow,
  signer: SignerRow,
): Promise<SigningState> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, document.tenantId), eq(projects.id, document.projectId)));
  if (!project) throw new AppError("document_reset");
  const [agg, signers] = await Promise.all([
    loadAggregate(db, project),
    db
      .select()
      .from(documentSigners)
      .where(
        and(eq(documentSigners.tenantId, document.tenantId), eq(documentSigners.documentId, document.id)),
      )
      .orderBy(asc(documentSigners.position), asc(documentSigners.createdAt)),
  ]);
  const model = choiceModelOf(agg);
  const me = signers.find((s) => s.id === signer.id) ?? signer;
  const fixedBy = me.status === "signed" && storedChoices(me) ? me : choicesFixedBy(signers);
  const fixed = fixedBy ? storedChoices(fixedBy) : null;
  const chosen = fixed ? applyChoices(model, currentChosen(model), fixed) : currentChosen(model);
  const editable = me.party === "customer" && me.status !== "signed" && !fixedBy;
  return { project, agg, model, signers, chosen, editable };
}
