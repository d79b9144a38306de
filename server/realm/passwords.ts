// Password hashing (scrypt) and the deterministic development API keys.
import { createHash, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString("hex");
  return `scrypt$${salt}$${scryptSync(password, salt, 32).toString("hex")}`;
}

export function checkPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const actual = scryptSync(password, salt, 32);
  const expected = Buffer.from(hash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** 32 alphanumeric characters, like Zulip's keys. Development keys are derived from the email so that
 *  they are stable across fresh databases; they are never logged. */
export function devApiKey(email: string): string {
  const digest = (salt: string) => createHash("sha256").update(`teamchat-dev-api-key:${salt}:${email}`).digest("base64");
  return (digest("a") + digest("b")).replace(/[^A-Za-z0-9]/g, "").slice(0, 32);
}
