import { AppError, DOCUMENT_MESSAGES, QUOTE_DOCUMENT_MESSAGES, type TSendDocumentRequest } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { loadTeam } from "../projects/project-people.ts";
import { listDocumentContacts } from "../quotes-feed/list-document-contacts.ts";
import type { SignerRow } from "./document-view.ts";

/**
 * Who signs a document being sent (issue #17 §2): customer signers among the quote's document contacts
 * (GET /quotes/{id}/document-contacts, its customer users), the countersigner among the MSP's users who
 * work on quotes (the quote's team). On a document sent before, every signer listed then stays listed.
 */

export interface WantedSigner {
  party: "customer" | "msp";
  userId: string;
  name: string;
  email: string;
  role: string;
}

/** The countersigner's title on the signature block. */
export const COUNTERSIGNER_ROLE = "Authorized signatory";

const refuse = (field: string, message: string) =>
  new AppError("bad_request", { message, fields: { [field]: message } });

type RequestSigner = TSendDocumentRequest["signers"][number];

export async function resolveSigners(
  deps: Deps,
  principal: Principal,
  project: ProjectRow,
  body: { signers: readonly RequestSigner[]; countersignerUserId: string },
): Promise<WantedSigner[]> {
  if (body.signers.length === 0) throw refuse("signers", DOCUMENT_MESSAGES.signersRequired);
  const contacts = (await listDocumentContacts(deps, principal, project.id)).filter(
    (c) => c.kind === "customer",
  );
  const out: WantedSigner[] = [];
  body.signers.forEach((s, i) => {
    const email = s.email.toLowerCase();
    const contact = s.userId
      ? contacts.find((c) => c.userId === s.userId)
      : contacts.find((c) => c.email.toLowerCase() === email);
    if (!contact)
      throw refuse(`signers.${i}.${s.userId ? "userId" : "email"}`, QUOTE_DOCUMENT_MESSAGES.signerNotContact);
    if (contact.email.toLowerCase() !== email) {
      throw refuse(`signers.${i}.email`, QUOTE_DOCUMENT_MESSAGES.signerEmailMismatch);
    }
    if (out.some((o) => o.userId === contact.userId))
      throw refuse(`signers.${i}`, QUOTE_DOCUMENT_MESSAGES.signerTwice);
    out.push({ party: "customer", userId: contact.userId, name: s.name, email, role: s.role });
  });
  const team = await loadTeam(deps.db, project);
  const counter = team.find((u) => u.id === body.countersignerUserId);
  if (!counter) throw refuse("countersignerUserId", QUOTE_DOCUMENT_MESSAGES.countersignerUnknown);
  out.push({
    party: "msp",
    userId: counter.id,
    name: counter.displayName,
    email: counter.email.toLowerCase(),
    role: COUNTERSIGNER_ROLE,
  });
  return out;
}

/** Whether a stored signer is the one asked for now (by user, else by e-mail). */
export const sameSigner = (row: SignerRow, wanted: WantedSigner): boolean =>
  row.party === wanted.party &&
  (row.userId !== null ? row.userId === wanted.userId : row.email.toLowerCase() === wanted.email);

/** A document sent before keeps every signer and its countersigner (400 naming which list dropped one). */
export function assertNoneRemoved(existing: readonly SignerRow[], wanted: readonly WantedSigner[]): void {
  for (const row of existing) {
    if (wanted.some((w) => sameSigner(row, w))) continue;
    throw refuse(
      row.party === "msp" ? "countersignerUserId" : "signers",
      DOCUMENT_MESSAGES.signerNotRemovable,
    );
  }
}
