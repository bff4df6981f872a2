import type { Database } from "@q2c/db";
import { decryptSecret, encryptSecret, SecretDecryptionError } from "./encryption.ts";

/**
 * Every column holding a secret the server reads back (not a hash), each in a tenant table keyed by
 * (tenant_id, id). Provider and integration tokens, when integrations store any, are added here and
 * written with encryptSecret. The schema holds none yet: Ingram's client credentials come from the
 * environment, and Google and Microsoft sign-in keep no tokens.
 */
export const ENCRYPTED_COLUMNS = [
  { table: "users", column: "mfa_secret" },
  { table: "users", column: "mfa_pending_secret" },
] as const;

/**
 * Run at every start, before any request. First it proves the configured key opens a secret already
 * encrypted, and refuses to start otherwise: a wrong ENCRYPTION_KEY would lock every MFA user out, and
 * then encrypt the remaining plaintext under a key nobody keeps. Then it encrypts what is still stored
 * as plaintext (rows written before encryption existed, or by an older process during a rolling
 * deploy). Done at start rather than at the next write of each row, which for a user who never changes
 * their MFA would be never; each update names the plaintext it replaces, so processes starting together
 * do not race. Reads still accept plaintext, so the moments before this pass are served too.
 */
export async function encryptStoredSecrets(database: Database, key: Uint8Array): Promise<number> {
  let encrypted = 0;
  for (const { table, column } of ENCRYPTED_COLUMNS) {
    const [sample] = await database.query<{ value: string }>(
      `select ${column} as value from ${table} where ${column} like 'v1:%' limit 1`,
    );
    if (sample) assertKeyOpens(key, sample.value, `${table}.${column}`);
    const plain = await database.query<{ tenant_id: string; id: string; value: string }>(
      `select tenant_id, id, ${column} as value from ${table} where ${column} is not null and ${column} not like 'v1:%'`,
    );
    for (const row of plain) {
      await database.query(
        `update ${table} set ${column} = $1 where tenant_id = $2 and id = $3 and ${column} = $4`,
        [encryptSecret(key, row.value), row.tenant_id, row.id, row.value],
      );
      encrypted += 1;
    }
  }
  return encrypted;
}

function assertKeyOpens(key: Uint8Array, stored: string, where: string): void {
  try {
    decryptSecret(key, stored);
  } catch (err) {
    if (!(err instanceof SecretDecryptionError)) throw err;
    throw new Error(
      `ENCRYPTION_KEY does not decrypt the secrets stored in ${where}: it is not the key they were encrypted with. ` +
        "Start with that key (see docs/operations.md, Secrets).",
    );
  }
}
