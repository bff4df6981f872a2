import type { TSigningChoices, TSigningTotals } from "@q2c/domain";
import type { AppDeps } from "../../deps.ts";
import { applyChoices, priceChoices, signingTotalsOf } from "./signing-choices.ts";
import { contextOfSession } from "./signing-context.ts";
import { loadSigningState } from "./signing-state.ts";

/**
 * POST /quotes/{quoteId}/sign/price: the totals of a set of choices as the signer tries them (the live
 * totals of the signing page), priced by the builder's engine. Writes nothing. Choices left out keep the
 * ones the signer sees; a signer who may not choose gets the fixed choices' totals whatever is sent.
 */
export async function priceSigningChoices(
  app: AppDeps,
  quoteId: string,
  token: string | undefined,
  choices: TSigningChoices,
): Promise<TSigningTotals> {
  const { deps, document, signer } = await contextOfSession(app, quoteId, token);
  const state = await loadSigningState(deps.db, document, signer);
  const chosen = state.editable ? applyChoices(state.model, state.chosen, choices) : state.chosen;
  return signingTotalsOf(priceChoices(state.agg, chosen));
}
