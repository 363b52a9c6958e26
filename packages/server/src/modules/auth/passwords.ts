import { hash, verify } from '@node-rs/argon2';

/** argon2id, m=19456 KiB, t=2, p=1 (OWASP's recommended minimum). 2 = Algorithm.Argon2id (an ambient const enum). */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash. With no hash (unknown login id) it verifies against a dummy hash,
 * so an unknown id costs as long as a wrong password and timing does not reveal which ids exist.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** How the service hashes and checks passwords: argon2id in the product; a test may wrap it to count the checks. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string | null, password: string): Promise<boolean>;
}

export const argon2Passwords: PasswordHasher = { hash: hashPassword, verify: verifyPassword };
