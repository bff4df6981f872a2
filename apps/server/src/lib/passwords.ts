import { hash, type Options, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm) at the OWASP minimum, 19 MiB and 2 passes, written out so
 * that every hash here, the dummy one below included, is made and so verified at the same cost.
 */
const ARGON2: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the user does not exist (or has no password), so an unknown e-mail costs
 * the same argon2 verification as a known one and timing does not reveal who exists. Made once per process.
 */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> => {
  dummy ??= hashPassword("not-a-real-password-Aa1!");
  return dummy;
};
