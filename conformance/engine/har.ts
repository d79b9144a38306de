// --record FILE: every exchange of the run as HAR 1.2 (the HTTP Archive format browsers' developer tools, proxies
// and HAR viewers read). Each attempt is an entry, a 429 waited out included, tagged with what sent it: `_rule`,
// the rule or check (`checks` with `_property`, the fast-check property of the generic checks; `setup` for the
// probe and the logins). Credentials never reach the file: requests are recorded as the report records them
// (Authorization "Basic <redacted>", password fields $PASSWORD), and the whole archive goes through the run's
// redactor when it is written, with every secret the run learnt by then (a key fetched at login is in the login
// response, recorded before the key was registered).
//
// Trimmed so a run stays a few MB (a whole run of the suite: 14 MB before, 7.4 MB now): a response body, a
// request body's text and a form field's value are kept up to their limits (HAR_LIMITS; a report keeps 4,000
// characters of a body); what was cut says so in that object's `comment` ("first 4096 of 21811 characters, 17715
// cut"), and `log.comment` gives the limits and the total cut. One entry per line, no indentation: `grep` finds an
// entry's line, `jq` reads the file as ever.
import { writeFileSync } from "node:fs";
import type { Redactor } from "./redact.ts";
import type { RequestRecord, ResponseRecord } from "./types.ts";

/** Characters kept of each response body and each request body's text, and of each form field's value. */
export const HAR_LIMITS = { body: 4 * 1024, field: 1024 };
export type HarLimits = typeof HAR_LIMITS;

export interface RecordedExchange {
  startedAt: number;
  request: RequestRecord;
  response: ResponseRecord;
  /** The whole body text as read (up to the run's body limit); the response's own text is cut for reports. */
  text?: string;
  /** What sent it: the rule (or "checks" and the property name of the generic checks). Absent: the setup phase. */
  unit?: ExchangeUnit;
}

/** The rule or check a request was sent for (http.ts WireRequest.unit). */
export interface ExchangeUnit {
  rule: string;
  /** The fast-check property (checks: "<operationId>/<kind>"), as a replay's --path names it. */
  property?: string;
}

interface NameValue {
  name: string;
  value: string;
  comment?: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: NameValue[];
    headers: NameValue[];
    queryString: NameValue[];
    postData?: { mimeType: string; params: NameValue[]; text: string; comment?: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: NameValue[];
    headers: NameValue[];
    content: { size: number; mimeType: string; text: string; comment?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
    /** Set when no complete response arrived (timeout, reset, oversized body...): the suite's name for it. */
    _error?: string;
    _errorDetail?: string;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  /** Who sent it: an account label of the run, "anonymous" or "bad-credentials". */
  _as: string;
  /** The rule or check that sent it ("checks" for the generic checks, "setup" for the probe and the logins). */
  _rule: string;
  /** The property of the generic checks that sent it ("get-streams/negative"). */
  _property?: string;
}

export interface Har {
  log: { version: "1.2"; creator: { name: string; version: string }; comment: string; entries: HarEntry[] };
}

export class HarRecorder {
  private readonly entries: RecordedExchange[] = [];

  constructor(private readonly limits: HarLimits = HAR_LIMITS) {}

  add(e: RecordedExchange): void {
    this.entries.push(e);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The archive, every string through the redactor. */
  toHar(creator: { name: string; version: string }, redactor: Redactor): Har {
    const cut = { chars: 0, bodies: 0 };
    const entries = this.entries.map((e) => entry(e, redactor, this.limits, cut));
    const comment =
      `Bodies kept up to ${this.limits.body} characters, form fields up to ${this.limits.field}` +
      (cut.bodies ? `: ${cut.bodies} bodies or fields trimmed, ${cut.chars} characters cut in all (see each "comment")` : ": nothing trimmed");
    return redactor.deep({ log: { version: "1.2" as const, creator, comment, entries } });
  }

  write(path: string, creator: { name: string; version: string }, redactor: Redactor): void {
    const { entries, ...log } = this.toHar(creator, redactor).log;
    const head = JSON.stringify({ log: { ...log, entries: [] } });
    writeFileSync(path, `${head.slice(0, -"[]}}".length)}[\n${entries.map((e) => JSON.stringify(e)).join(",\n")}\n]}}\n`);
  }
}

const pairs = (o: Record<string, string>): NameValue[] => Object.entries(o).map(([name, value]) => ({ name, value }));

/** What trimming cut: "first 4096 of 21811 characters, 17715 cut", counted into the archive's total. */
function trimmed(kept: number, whole: number, cut: { chars: number; bodies: number }): string {
  cut.chars += whole - kept;
  cut.bodies++;
  return `first ${kept} of ${whole} characters, ${whole - kept} cut`;
}

function entry(e: RecordedExchange, redactor: Redactor, limits: HarLimits, cut: { chars: number; bodies: number }): HarEntry {
  const { request: q } = e;
  const url = new URL(q.url);
  const form = q.form ?? {};
  const bodyText = q.bodyKind === "none" ? "" : q.bodyKind === "multipart" ? multipartText(form) : new URLSearchParams(form).toString();
  // A value cut in the middle of a secret would leave its start: the redactor drops such a tail.
  const head = (text: string, limit: number) => redactor.dropPartialTail(redactor.text(text).slice(0, limit));
  const params = pairs(form).map((p) => (p.value.length > limits.field ? { ...p, value: head(p.value, limits.field), comment: trimmed(limits.field, p.value.length, cut) } : p));
  const requestCut = bodyText.length > limits.body;
  // The response as the report would record it (headers, fields named api_key or password), with the longer text.
  const full = e.text ?? e.response.text;
  const responseCut = full.length > limits.body;
  const r = redactor.response({ ...e.response, text: responseCut ? full.slice(0, limits.body) : full }, responseCut ? limits.body : undefined);
  const mimeType = r.headers["content-type"] ?? "";
  return {
    startedDateTime: new Date(e.startedAt).toISOString(),
    time: r.elapsedMs,
    request: {
      method: q.method,
      url: q.url,
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: pairs(q.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(q.bodyKind !== "none"
        ? {
            postData: {
              mimeType: q.headers["content-type"] ?? "",
              params,
              text: requestCut ? head(bodyText, limits.body) : bodyText,
              ...(requestCut ? { comment: trimmed(limits.body, bodyText.length, cut) } : {}),
            },
          }
        : {}),
      headersSize: -1,
      bodySize: q.bodyKind === "none" ? 0 : Buffer.byteLength(bodyText),
    },
    response: {
      status: r.status,
      statusText: "",
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: pairs(r.headers),
      content: {
        size: Buffer.byteLength(full),
        mimeType,
        text: r.text,
        ...(responseCut ? { comment: trimmed(limits.body, full.length, cut) } : {}),
      },
      redirectURL: r.headers.location ?? "",
      headersSize: -1,
      bodySize: r.error ? -1 : Buffer.byteLength(full),
      ...(r.error ? { _error: r.error, ...(r.errorDetail ? { _errorDetail: r.errorDetail } : {}) } : {}),
    },
    cache: {},
    timings: { send: 0, wait: r.elapsedMs, receive: 0 },
    _as: q.as,
    _rule: e.unit?.rule ?? "setup",
    ...(e.unit?.property ? { _property: e.unit.property } : {}),
  };
}

/** A readable stand-in for a multipart body: its fields, one per line (the boundary and parts add nothing here). */
function multipartText(form: Record<string, string>): string {
  return Object.entries(form)
    .map(([k, v]) => `${k}=${v}`)
    .join("\n");
}
