import type { Entry } from "./types.ts";

// Code the seed leaves out of the API: the bench's own clock and the login rate limits ("Rate limits and request size
// limits: not shown").
export const TRIAGE: Entry[] = [
  { file: "server/http/timing.ts", category: "not observable", reason: "the server's busy-time meter for npm run bench: it changes no response, event or state" },
  { file: "server/http/rate-limit.ts", category: "not observable", reason: "login rate limits: the seed says rate limits are not shown (the suite only honours 429 + Retry-After, it does not test a limit)" },
];
