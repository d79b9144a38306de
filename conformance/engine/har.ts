// --record FILE: every exchange of the run as HAR 1.2 (the HTTP Archive format browsers' developer tools, proxies
// and HAR viewers read). Each attempt is an entry, a 429 waited out included. Credentials never reach the file:
// requests are recorded as the report records them (Authorization "Basic <redacted>", password fields $PASSWORD),
// and the whole archive goes through the run's redactor when it is written, with every secret the run learnt by
// then (a key fetched at login is in the login response, recorded before the key was registered). Bodies are kept
// up to BODY_LIMIT characters each; a longer one says so in its content's comment.
import { writeFileSync } from "node:fs";
import type { Redactor } from "./redact.ts";
import type { RequestRecord, ResponseRecord } from "./types.ts";

export const BODY_LIMIT = 64 * 1024;

export interface RecordedExchange {
  startedAt: number;
  request: RequestRecord;
  response: ResponseRecord;
  /** The whole body text as read (up to the run's body limit); the response's own text is cut for reports. */
  text?: string;
}

interface NameValue {
  name: string;
  value: string;
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
    postData?: { mimeType: string; params: NameValue[]; text: string };
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
}

export interface Har {
  log: { version: "1.2"; creator: { name: string; version: string }; entries: HarEntry[] };
}

export class HarRecorder {
  private readonly entries: RecordedExchange[] = [];

  add(e: RecordedExchange): void {
    this.entries.push(e);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The archive, every string through the redactor. */
  toHar(creator: { name: string; version: string }, redactor: Redactor): Har {
    const entries = this.entries.map((e) => entry(e, redactor));
    return redactor.deep({ log: { version: "1.2" as const, creator, entries } });
  }

  write(path: string, creator: { name: string; version: string }, redactor: Redactor): void {
    writeFileSync(path, JSON.stringify(this.toHar(creator, redactor), null, 1) + "\n");
  }
}

const pairs = (o: Record<string, string>): NameValue[] => Object.entries(o).map(([name, value]) => ({ name, value }));

function entry(e: RecordedExchange, redactor: Redactor): HarEntry {
  const { request: q } = e;
  const url = new URL(q.url);
  const form = q.form ?? {};
  const bodyText = q.bodyKind === "none" ? "" : q.bodyKind === "multipart" ? multipartText(form) : new URLSearchParams(form).toString();
  // The response as the report would record it (headers, fields named api_key or password), with the longer text.
  const full = e.text ?? e.response.text;
  const cut = full.length > BODY_LIMIT;
  const r = redactor.response({ ...e.response, text: cut ? full.slice(0, BODY_LIMIT) : full }, cut ? BODY_LIMIT : undefined);
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
      ...(q.bodyKind !== "none" ? { postData: { mimeType: q.headers["content-type"] ?? "", params: pairs(form), text: bodyText } } : {}),
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
        ...(cut ? { comment: `first ${BODY_LIMIT} characters of ${full.length}` } : {}),
      },
      redirectURL: r.headers.location ?? "",
      headersSize: -1,
      bodySize: r.error ? -1 : Buffer.byteLength(full),
      ...(r.error ? { _error: r.error, ...(r.errorDetail ? { _errorDetail: r.errorDetail } : {}) } : {}),
    },
    cache: {},
    timings: { send: 0, wait: r.elapsedMs, receive: 0 },
    _as: q.as,
  };
}

/** A readable stand-in for a multipart body: its fields, one per line (the boundary and parts add nothing here). */
function multipartText(form: Record<string, string>): string {
  return Object.entries(form)
    .map(([k, v]) => `${k}=${v}`)
    .join("\n");
}
