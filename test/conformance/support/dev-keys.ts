// Known API keys for the development realm of in-process reference servers (referenceServer passes this to
// createApp as seedApiKey): broken servers forge answers and switch callers with keys they must know before the
// server exists. The reference server's own keys are random; this derivation lives in the tests only.
import { createHash } from "node:crypto";

export function devApiKey(email: string): string {
  const digest = (salt: string) => createHash("sha256").update(`teamchat-test-api-key:${salt}:${email}`).digest("base64");
  return (digest("a") + digest("b")).replace(/[^A-Za-z0-9]/g, "").slice(0, 32);
}
