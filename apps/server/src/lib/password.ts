import argon2 from 'argon2';

// OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

// Each argon2 run costs ~19 MiB and tens of milliseconds: tests read this count to prove that a
// request refused by a rate limit never reached one.
let argon2Runs = 0;
export function argon2RunCount(): number {
  return argon2Runs;
}

export function hashPassword(password: string): Promise<string> {
  argon2Runs++;
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  argon2Runs++;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when there is no account, so timing reveals nothing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-account-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
