// Copy-paste curl repro of a recorded request. Credentials appear as shell variables the user sets:
//   curl -sS -X GET 'http://127.0.0.1:9991/api/v1/users/me' -u "hamlet@zulip.com:$API_KEY"
import type { RequestRecord } from "./types.ts";

/** The deliberately wrong key sent by ignored_auth; safe to show. */
export const BAD_API_KEY = "conformance-wrong-api-key";

/** Headers every request of the suite carries; curl sets or gets them from its own flags. */
const OWN_HEADERS = new Set(["accept", "content-type", "authorization"]);

/** Single-quote for POSIX shells. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** Escapes text for a double-quoted shell word (where $API_KEY must still expand). */
const inDoubleQuotes = (t: string) => t.replace(/["\\$`]/g, "\\$&");

export function toCurl(req: RequestRecord): string {
  const parts = ["curl", "-sS", "-X", req.method, shellQuote(req.url)];
  const auth = req.headers.authorization;
  // Double quotes so that $API_KEY expands; the email is quoted safely for that context.
  if (req.as === "bad-credentials") parts.push("-u", shellQuote(`${req.email ?? "nobody@example.invalid"}:${BAD_API_KEY}`));
  else if (auth !== undefined && auth !== "Basic <redacted>") {
    // Another Authorization form (authentication rules): sent exactly, the redacted base64 token rebuilt by the shell
    // from the email and $API_KEY, so the curl reproduces the malformed header, not a plain -u that succeeds.
    const token = `$(printf '%s' "${inDoubleQuotes(req.email ?? "")}:$API_KEY" | base64 | tr -d '\\n')`;
    parts.push("-H", `"authorization: ${auth.split("<redacted>").map(inDoubleQuotes).join(token)}"`);
  } else if (req.email !== undefined) parts.push("-u", `"${inDoubleQuotes(req.email)}:$API_KEY"`);
  // --header values (a credential-like one redacted to $HEADER_VALUE, which the shell expands like $API_KEY).
  for (const [k, v] of Object.entries(req.headers)) {
    if (OWN_HEADERS.has(k)) continue;
    parts.push("-H", v === "$HEADER_VALUE" ? `"${k}: $HEADER_VALUE"` : shellQuote(`${k}: ${v}`));
  }
  for (const [k, v] of Object.entries(req.form ?? {})) {
    // --form-string / --data-urlencode never interpret '@' or '<' in values, so the bytes sent are the bytes shown.
    const value = v === "$PASSWORD" ? `"${k}=$PASSWORD"` : shellQuote(`${k}=${v}`);
    // A value sent already percent-encoded (a bad escape on purpose) goes as it is: --data-raw.
    const raw = req.rawFields?.includes(k) && req.bodyKind !== "multipart";
    parts.push(req.bodyKind === "multipart" ? "--form-string" : raw ? "--data-raw" : "--data-urlencode", value);
  }
  return parts.join(" ");
}
