// Passwords are stored as argon2id hashes (PHC strings, salt and parameters included), with the
// OWASP Password Storage Cheat Sheet's first recommended configuration: m = 19 MiB, t = 2, p = 1.
// About 20–40 ms per hash on a server core; raise memory before iterations if that budget grows.
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read; 2 is Argon2id.
const argon2id = 2 as Algorithm;

const policy = {
  algorithm: argon2id,
  memoryCost: 19_456, // KiB
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, policy);
}

/** True when `plain` matches; false for a wrong password or a hash that is not argon2. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

/** True when the hash was made with other parameters: rehash it at the next sign-in. */
export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== policy.algorithm ||
      used.memoryCost !== policy.memoryCost ||
      used.timeCost !== policy.timeCost ||
      used.parallelism !== policy.parallelism
    );
  } catch {
    return true;
  }
}
