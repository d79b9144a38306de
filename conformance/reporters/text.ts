// What the text reporters (pretty, JUnit, GitHub) print of a finding, bounded so a CI log can carry it: every value
// is cut to a bound with what was cut said, and a curl repro's long values are elided (the JSON report keeps the
// whole finding: its request, its full `curl`; --record's HAR keeps every exchange).
import { toCurl } from "../engine/curl.ts";
import type { Finding, RequestRecord } from "../engine/types.ts";

/** Characters of one value (a title, an expectation, an answer, a header) the text reporters print. */
export const VALUE_LIMIT = 600;
/** Characters of one form field's value in a printed curl repro or request. */
export const FIELD_LIMIT = 120;
/** Characters of a whole printed curl repro (its values already elided). */
export const CURL_LIMIT = 2000;

/** The text cut to `limit` characters (never inside a surrogate pair), saying how much was cut and where it is whole. */
export function bound(text: string, limit = VALUE_LIMIT): string {
  if (text.length <= limit) return text;
  let end = limit;
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? "")) end--;
  return `${text.slice(0, end)}… [${text.length - end} more characters cut; the JSON report has it whole]`;
}

/** A form value as printed: whole when short, else its start and how long it is. */
export function boundField(value: string, limit = FIELD_LIMIT): string {
  return value.length <= limit ? value : `${value.slice(0, limit)}…[${value.length} characters in all]`;
}

/** A request with every form value bounded (for a printed curl or request; the report keeps the real one). */
function boundedRequest(q: RequestRecord): RequestRecord {
  if (!q.form) return q;
  return { ...q, form: Object.fromEntries(Object.entries(q.form).map(([k, v]) => [k, boundField(v)])) };
}

/**
 * The curl repro as printed: rebuilt from the request with long values elided when one is, and said so (the JSON
 * report's `curl` is the whole command); a repro without its request is bounded as text.
 */
export function printedCurl(curl: string, request?: RequestRecord): string {
  const long = request?.form && Object.values(request.form).some((v) => v.length > FIELD_LIMIT);
  if (!long || !request) return bound(curl, CURL_LIMIT);
  return `${bound(toCurl(boundedRequest(request)), CURL_LIMIT)}  # long values elided: the JSON report's "curl" is the whole command`;
}

/** The seed's words behind a finding, one line: `Errors: "…"` (the section and the first quoted sentence). */
export function quoteText(f: Finding): string | undefined {
  const q = f.quote;
  if (!q) return undefined;
  const words = q.words[0] ? ` "${firstSentence(q.words[0])}"` : "";
  return bound(`${q.section}:${words}`, 300);
}

function firstSentence(text: string): string {
  const one = text.replace(/\s+/g, " ").trim();
  const m = /^.*?[.!?](?=\s|$)/.exec(one);
  return m ? m[0] : one;
}

/** "stated" or "inferred" with what it means, or undefined when the finding does not say. */
export function demandText(f: Finding): string | undefined {
  if (f.demand === "stated") return "stated (the seed names it)";
  if (f.demand === "inferred") return "inferred (follows from the seed without being named; --inferred-as-warnings makes it a warning)";
  return undefined;
}
