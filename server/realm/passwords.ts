// Secrets of accounts: password hashes (scrypt, asynchronous: a login never blocks the event loop), random API keys,
// and comparisons in constant time.
//
// A password hash is a self-describing string in the PHC format: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64 without
// padding; ln is log2 of scrypt's cost N). Verification reads the parameters from the string, so hashes made with
// other parameters (older ones, the development realm's) keep working, and `needsRehash` tells a login to upgrade them.
import { createHash, randomBytes, randomInt, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";

export interface ScryptParams {
  /** log2 of the cost N */
  ln: number;
  r: number;
  p: number;
}

/** The parameters of new hashes: N = 2^15 (32 MiB of memory, about 100 ms of one thread-pool thread; Django's scrypt
 *  hasher, under Zulip, defaults to 2^14). */
export const SCRYPT: ScryptParams = { ln: 15, r: 8, p: 1 };
/** For the development realm's password, which is published (server/README.md): a strong hash of it would protect
 *  nothing and cost every test login a few hundred milliseconds of CPU. Never used for a password that is a secret. */
export const PUBLIC_PASSWORD_SCRYPT: ScryptParams = { ln: 10, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Parameters accepted when reading a stored hash (a corrupt string must not allocate gigabytes). */
const BOUNDS = { ln: [10, 20], r: [1, 32], p: [1, 16] } as const;

const b64 = (b: Buffer) => b.toString("base64").replace(/=+$/, "");
const memoryFor = (o: ScryptParams) => 128 * 2 ** o.ln * o.r * o.p + 32 * 1024 * 1024;
const optionsOf = (o: ScryptParams): ScryptOptions => ({ N: 2 ** o.ln, r: o.r, p: o.p, maxmem: memoryFor(o) });

function scryptAsync(password: string, salt: Buffer, o: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize("NFC"), salt, KEY_BYTES, optionsOf(o), (err, key) => (err ? reject(err) : resolve(key))));
}

const format = (o: ScryptParams, salt: Buffer, hash: Buffer) => `$scrypt$ln=${o.ln},r=${o.r},p=${o.p}$${b64(salt)}$${b64(hash)}`;

/** A new hash of `password` (random salt), computed on the thread pool. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(params, salt, await scryptAsync(password, salt, params));
}

/**
 * The same, synchronously: only for seeding the development realm at startup (one hash of its public password, with
 * PUBLIC_PASSWORD_SCRYPT), never in a request.
 */
export function hashPasswordAtStartup(password: string, params: ScryptParams): string {
  const salt = randomBytes(SALT_BYTES);
  return format(params, salt, scryptSync(password.normalize("NFC"), salt, KEY_BYTES, optionsOf(params)));
}

interface Parsed {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

export function parseHash(stored: string): Parsed | undefined {
  const m = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!m) return undefined;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  for (const k of ["ln", "r", "p"] as const) if (params[k] < BOUNDS[k][0] || params[k] > BOUNDS[k][1]) return undefined;
  const hash = Buffer.from(m[5], "base64");
  if (hash.length < 16) return undefined;
  return { params, salt: Buffer.from(m[4], "base64"), hash };
}

/**
 * Whether `password` matches the stored hash, in constant time. A missing or unreadable hash (unknown users, bots,
 * accounts without a password) never matches, after the same work as a real check: a hash with `decoy` parameters
 * (those of the realm's hashes, so that timing does not tell whether an account exists).
 */
export async function verifyPassword(password: string, stored: string | null | undefined, decoy: ScryptParams = SCRYPT): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : undefined;
  if (!parsed) {
    await scryptAsync(password, randomBytes(SALT_BYTES), decoy);
    return false;
  }
  const actual = await scryptAsync(password, parsed.salt, parsed.params);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** Whether a stored hash was made with weaker parameters than today's (a successful login then rehashes). */
export function needsRehash(stored: string): boolean {
  const p = parseHash(stored)?.params;
  return !p || p.ln < SCRYPT.ln || p.r < SCRYPT.r || p.p < SCRYPT.p;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `length` characters drawn uniformly from [A-Za-z0-9] with the CSPRNG. */
export function randomAlphanumeric(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** A new API key: 32 random alphanumeric characters, like Zulip's (`generate_api_key`). */
export const newApiKey = () => randomAlphanumeric(32);

/** A new random password for an account created from the command line: 24 alphanumerics (about 143 bits). */
export const newPassword = () => randomAlphanumeric(24);

/**
 * Whether two secrets are equal, in time that depends on neither (both are hashed first, so neither their contents nor
 * their lengths show in the timing).
 */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}
