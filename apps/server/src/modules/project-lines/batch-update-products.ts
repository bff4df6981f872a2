import { PROJECT_MESSAGES, type TLineEdit, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { readableProductsById } from "./catalogue-source.ts";
import { checkLineEdit, linePatch } from "./line-fields.ts";
import { LineWork } from "./line-work.ts";
import { FieldErrors, indexProject } from "./project-refs.ts";

export interface BatchProductUpdateInput {
  version: number;
  productId: string;
  changes: Pick<TLineEdit, "price" | "cost" | "softCost" | "quantity" | "discount">;
}

/** PATCH /projects/{id}/products: every line of one catalogue product takes the same changes. */
export async function batchUpdateProducts(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: BatchProductUpdateInput,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const errors = new FieldErrors();
    const readable = await readableProductsById(tx, principal, deps.config.platformAccountId, [
      input.productId,
    ]);
    const lines = [...indexProject(agg).lines.values()].filter((l) => l.productId === input.productId);
    if (!readable.has(input.productId)) errors.add("productId", PROJECT_MESSAGES.unknownProduct);
    else if (lines.length === 0) errors.add("productId", PROJECT_MESSAGES.productNotOnQuote);
    checkLineEdit(errors, input.changes, "changes.");
    errors.throwIfAny();
    const work = new LineWork(project, agg);
    for (const line of lines) work.edit(line.id, linePatch(line, input.changes));
    await work.save(tx);
    return { event: { type: "lines_changed", data: { productId: input.productId, count: lines.length } } };
  });
}
