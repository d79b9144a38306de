// The only place that talks to the server. It never throws for anything the server does:
// hangs, resets, garbage and huge bodies all come back as an Exchange with `response.error` set,
// so that checks can report them as findings. `fetch` is injected (tests pass an in-process server).
// It is also where the run is a polite and bounded client: requests paced by --rate, a 429 waited out and retried
// (bounded), every request aborted at its timeout, and an operation that timed out repeatedly marked unresponsive:
// its further requests are not sent (each costs nothing), so a server hanging on one operation costs bounded time.
// Each account is paced to stay under the rate limit the server announces (X-RateLimit-*, engine/limits.ts).
// Nothing a server sends is trusted: redirects are followed only within the server's own origin (credentials, a
// body and --header values never go elsewhere: a redirect to another origin is reported instead), and a JSON body
// nested deeper than MAX_JSON_DEPTH is reported without being parsed, so no walk of it can overflow the stack.
import { encodeFormEntries, encodeQuery, fillPath, readCapped, type EncodedBody } from "../../lib/wire/index.ts";
import type { Exchange, RequestRecord, ResponseRecord } from "./types.ts";
import { BAD_API_KEY } from "./curl.ts";
import type { Redactor } from "./redact.ts";
import { redactForm } from "./redact.ts";
import { DEFAULT_RETRY, realClock, retryAfterMs, ServerLimits, TokenBucket, type Clock, type RetryPolicy } from "./limits.ts";
import type { ExchangeUnit, HarRecorder } from "./har.ts";

export type FetchLike = (input: Request) => Promise<Response>;

export interface Credentials {
  label: string;
  email: string;
  apiKey: string;
  /** The Authorization value from the base64 of `email:apiKey` (authentication rules); default `Basic <token>`. */
  form?: (token: string) => string;
}

/** A request with every value already serialised to its wire string. */
export interface WireRequest {
  method: string;
  /** Path template, e.g. /streams/{stream_id}. */
  path: string;
  pathParams?: Record<string, string>;
  query?: Record<string, string>;
  form?: Record<string, string>;
  bodyKind?: "urlencoded" | "multipart";
  /** null: no Authorization header; "bad": a real email with a wrong key. */
  auth: Credentials | null | { bad: string };
  timeoutMs?: number;
  /**
   * A bounded wait (a blocking GET /events read for at most timeoutMs): no answer by then is "nothing came", the
   * response error "wait-ended", never a timeout and never a step towards marking the operation unresponsive.
   */
  boundedWait?: boolean;
  /** Only for logging in: keep the API key in the parsed body. Such exchanges never reach a report. */
  keepSecrets?: boolean;
  /** The rule or check it is sent for: --record tags its HAR entries with it (none: the setup phase). */
  unit?: ExchangeUnit;
  /**
   * One value sent byte for byte, already percent-encoded, in place of its encoded form (the edge sweep's bad escapes
   * and invalid UTF-8): the path parameter, query parameter or form field of that name.
   */
  raw?: { location: "path" | "query" | "body"; name: string };
}

export interface TransportOptions {
  baseUrl: string;
  fetch: FetchLike;
  timeoutMs: number;
  /** Absolute time (ms since epoch) after which no request is sent. */
  deadline: number;
  maxBodyBytes: number;
  redactor: Redactor;
  /** Called for every exchange (coverage, request counts). */
  onExchange?: (ex: Exchange) => void;
  /** Time and waiting (rate limits, Retry-After); the real clock unless a test injects one. */
  clock?: Clock;
  /** --rate: requests per second, all workers together. */
  rate?: number;
  /** 429 handling. */
  retry?: RetryPolicy;
  /** --header: sent with every request (the suite's own Accept, Content-Type and Authorization win). */
  headers?: Record<string, string>;
  /** Timeouts of one operation after which it is marked unresponsive (default 2). */
  unresponsiveAfter?: number;
  /** --record: every exchange, each attempt of a retried one included. */
  recorder?: HarRecorder;
}

/** How one operation fared: its timeouts, and once marked unresponsive the requests not sent. */
export interface OperationHealth {
  timeouts: number;
  /** The per-request timeout of those requests, ms. */
  timeoutMs: number;
  unresponsive: boolean;
  skipped: number;
}

export const UNRESPONSIVE_AFTER = 2;

/**
 * The deepest JSON body the suite reads. The API's responses nest a handful of levels (an event's narrow in a queue
 * of a register response: under ten); a deeper body is a finding ("too-deep"), never parsed, so nothing that walks
 * it (redaction, schema validation, the reporters' JSON.stringify) can overflow the stack on a hostile server.
 */
export const MAX_JSON_DEPTH = 64;

/** Redirects followed within the server's origin before the request is reported as a redirect loop. */
export const MAX_REDIRECTS = 20;

const MULTIPART_BOUNDARY = "----teamchat-conformance-boundary";
export const TEXT_IN_REPORT = 4000;

export class Transport {
  readonly clock: Clock;
  private readonly bucket?: TokenBucket;
  /** The server's own rate limits, per account (X-RateLimit-*, Retry-After): what they cost is in the report. */
  readonly limits: ServerLimits;
  /** Per operation ("GET /streams"): timeouts, and whether it is unresponsive. */
  readonly health = new Map<string, OperationHealth>();

  constructor(readonly options: TransportOptions) {
    this.clock = options.clock ?? realClock;
    if (options.rate !== undefined) this.bucket = new TokenBucket(options.rate, this.clock);
    this.limits = new ServerLimits(this.clock);
  }

  get apiRoot(): string {
    return this.options.baseUrl.replace(/\/+$/, "") + "/api/v1";
  }

  async send(req: WireRequest): Promise<Exchange> {
    const { redactor } = this.options;
    // Whatever goes into an Authorization header is a secret from here on, in every form (raw, base64 of email:key...).
    if (req.auth && !("bad" in req.auth)) redactor.add(req.auth.apiKey, "$API_KEY", req.auth.email);
    const encodable = withRawPlaceholder(req);
    const url = withRaw(buildUrl(this.apiRoot, encodable), req, "url");
    const headers: Record<string, string> = { ...lowerKeys(this.options.headers), accept: "application/json" };
    let body: EncodedBody["body"] | undefined;
    if (req.form && req.method !== "GET") {
      const encoded = encodeFormEntries(Object.entries(encodable.form!), req.bodyKind ?? "urlencoded", MULTIPART_BOUNDARY);
      headers["content-type"] = encoded.contentType;
      body = typeof encoded.body === "string" ? withRaw(encoded.body, req, "body") : encoded.body;
    }
    const record: RequestRecord = {
      method: req.method,
      path: req.path,
      url: redactor.text(url),
      as: "anonymous",
      bodyKind: body === undefined ? "none" : (req.bodyKind ?? "urlencoded"),
      headers: redactor.value({ ...headers }),
      ...(req.form && body !== undefined ? { form: redactForm(req.form, redactor) } : {}),
      ...(req.raw?.location === "body" && body !== undefined ? { rawFields: [req.raw.name] } : {}),
    };
    if (req.auth && "bad" in req.auth) {
      headers.authorization = this.authorization(req.auth.bad, BAD_API_KEY);
      Object.assign(record, { as: "bad-credentials", email: req.auth.bad });
    } else if (req.auth) {
      headers.authorization = this.authorization(req.auth.email, req.auth.apiKey);
      if (req.auth.form) headers.authorization = req.auth.form(headers.authorization.slice("Basic ".length));
      Object.assign(record, { as: req.auth.label, email: req.auth.email });
    }
    if (headers.authorization) record.headers.authorization = req.auth && "form" in req.auth && req.auth.form ? req.auth.form("<redacted>") : "Basic <redacted>";

    const key = `${req.method} ${req.path}`;
    const health = this.health.get(key);
    if (health?.unresponsive) {
      // Marked unresponsive: not sent. The operation's one finding says how many requests this skipped.
      health.skipped++;
      const response = failed("unresponsive", `${key} did not answer ${health.timeouts} requests within ${health.timeoutMs} ms; not sent`, this.clock.now());
      return { request: record, response };
    }
    const timeoutMs = req.timeoutMs ?? this.options.timeoutMs;
    // Servers limit per user (by IP without credentials): the budget an answer announces is that account's.
    const account = req.auth && !("bad" in req.auth) ? req.auth.email : "";
    let response = await this.attempts(url, req.method, headers, body, timeoutMs, record, account, req.unit);
    if (response.error === "timeout" && req.boundedWait) response = { ...response, error: "wait-ended", errorDetail: `no answer within the ${timeoutMs} ms wait` };
    if (response.error === "timeout") this.timedOut(key, timeoutMs);
    const ex: Exchange = { request: record, response: req.keepSecrets ? response : redactResponse(response, redactor) };
    this.options.onExchange?.(ex);
    return ex;
  }

  /** Authorization values by credentials, for this run only: a run uses a handful for thousands of requests. */
  private readonly authorizations = new Map<string, string>();

  private authorization(user: string, pass: string): string {
    const key = `${user}\n${pass}`;
    let value = this.authorizations.get(key);
    if (value === undefined) this.authorizations.set(key, (value = basic(user, pass)));
    return value;
  }

  /** Operations marked unresponsive, with their counts. */
  unresponsive(): [string, OperationHealth][] {
    return [...this.health].filter(([, h]) => h.unresponsive);
  }

  private timedOut(key: string, timeoutMs: number): void {
    const h = this.health.get(key) ?? { timeouts: 0, timeoutMs, unresponsive: false, skipped: 0 };
    h.timeouts++;
    h.timeoutMs = timeoutMs;
    if (h.timeouts >= (this.options.unresponsiveAfter ?? UNRESPONSIVE_AFTER)) h.unresponsive = true;
    this.health.set(key, h);
  }

  /** One request, paced by --rate, and sent again after a 429 as long as the retry policy and the budget allow. */
  private async attempts(
    url: string,
    method: string,
    headers: Record<string, string>,
    body: EncodedBody["body"] | undefined,
    timeoutMs: number,
    record: RequestRecord,
    account: string,
    unit?: ExchangeUnit,
  ): Promise<ResponseRecord> {
    const policy = this.options.retry ?? DEFAULT_RETRY;
    const { limits } = this;
    let waited = 0;
    for (let retry = 0; ; retry++) {
      if (this.bucket) {
        const at = this.bucket.reserve();
        if (at >= this.options.deadline) return failed("deadline", "the run's time budget is exhausted", this.clock.now());
        if (at > this.clock.now()) await this.clock.sleep(at - this.clock.now());
      }
      // The account's budget: held back while the server said it is spent (engine/limits.ts ServerLimits).
      if ((await limits.acquire(account, policy.maxWaitMs, this.options.deadline)) === "deadline") {
        return failed("deadline", "the run's time budget is exhausted (waiting for the server's rate limit)", this.clock.now());
      }
      const startedAt = this.clock.now();
      let exchanged: Awaited<ReturnType<Transport["exchange"]>> | undefined;
      try {
        exchanged = await this.exchange(url, method, headers, body, timeoutMs);
      } finally {
        limits.observe(account, exchanged && !exchanged.response.error ? exchanged.response : undefined);
      }
      const { response, text } = exchanged;
      this.options.recorder?.add({ startedAt, request: record, response, text, ...(unit ? { unit } : {}) });
      if (response.status !== 429 || response.error) return response;
      // 429: never a finding while the retry budget lasts.
      const asked = retryAfterMs(response.headers, response.json, this.clock.now());
      const wait = asked ?? policy.backoffMs * 2 ** retry;
      const giveUp =
        retry >= policy.maxRetries
          ? `429 Too Many Requests after ${retry} retries (${(waited / 1000).toFixed(1)} s waited)`
          : wait > policy.maxWaitMs
            ? `429 Too Many Requests asking to wait ${(wait / 1000).toFixed(1)} s, more than the ${policy.maxWaitMs / 1000} s the suite waits`
            : undefined;
      if (giveUp) return { ...response, error: "rate-limited", errorDetail: `${giveUp}; lower the request rate with --rate` };
      if (this.clock.now() + wait >= this.options.deadline) return failed("deadline", "the run's time budget is exhausted (waiting out a 429)", this.clock.now());
      await limits.wait(wait);
      waited += wait;
    }
  }

  private async exchange(
    url: string,
    method: string,
    headers: Record<string, string>,
    body: EncodedBody["body"] | undefined,
    timeoutMs: number,
  ): Promise<{ response: ResponseRecord; text?: string }> {
    const now = () => this.clock.now();
    const started = now();
    const failed = (error: ResponseRecord["error"], detail: string, at: number, res?: Response) => ({ response: failedAt(error, detail, at, now(), res) });
    const remaining = this.options.deadline - started;
    if (remaining <= 0) return failed("deadline", "the run's time budget is exhausted", started);
    const budget = Math.min(timeoutMs, remaining);
    // Cut short by the run's time budget: that is our limit, not the server's slowness.
    const expired = (): ResponseRecord["error"] => (budget < timeoutMs ? "deadline" : "timeout");
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Racing a timer (not only the abort signal) bounds us even when an injected fetch ignores the signal.
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => {
        abort.abort();
        resolve("timeout");
      }, budget);
    });
    try {
      const res = await this.follow(url, method, headers, body, abort.signal, timeout);
      if (res === "timeout") return failed(expired(), `no response within ${budget} ms`, started);
      if ("redirect" in res) return failed(res.redirect, res.detail, started, res.response);
      const read = await Promise.race([readText(res, this.options.maxBodyBytes), timeout]);
      if (read === "timeout") return failed(expired(), `response body not complete within ${budget} ms`, started, res);
      if (read.tooLarge) {
        const response = { ...failedAt("too-large", `body larger than ${this.options.maxBodyBytes} bytes (${res.status}, ${res.headers.get("content-type") ?? "no Content-Type"}); reading stopped there`, started, now(), res), text: read.text.slice(0, TEXT_IN_REPORT) };
        return { response, text: read.text };
      }
      // Only a body that may be JSON (an HTML page's scripts may nest deeply and are no concern: never parsed).
      if (/^\s*[[{]/.test(read.text) && jsonDepth(read.text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        const detail = `${res.status} ${res.headers.get("content-type") ?? "no Content-Type"}, ${read.text.length} characters: JSON nested deeper than ${MAX_JSON_DEPTH} levels; not read`;
        return { response: { ...failedAt("too-deep", detail, started, now(), res), text: read.text.slice(0, TEXT_IN_REPORT) }, text: read.text };
      }
      const response: ResponseRecord = {
        status: res.status,
        headers: headerObject(res.headers),
        json: parseJson(read.text),
        text: read.text.slice(0, TEXT_IN_REPORT),
        elapsedMs: now() - started,
      };
      return { response, text: read.text };
    } catch (err) {
      if (abort.signal.aborted) return failed(expired(), `no response within ${budget} ms`, started);
      return failed("network", describe(err), started);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Sends the request and follows redirects itself (fetch's `redirect: "manual"`): within the server's origin
   * (scheme, host and port of --url) as fetch would (303, and 301/302 after a POST, become a GET without the body),
   * at most MAX_REDIRECTS times; a redirect to another origin is never followed, since the request carries
   * credentials, maybe a password in its body, and the --header values, all meant for this server only.
   */
  private async follow(
    url: string,
    method: string,
    headers: Record<string, string>,
    body: EncodedBody["body"] | undefined,
    signal: AbortSignal,
    timeout: Promise<"timeout">,
  ): Promise<Response | "timeout" | { redirect: "redirect-loop" | "cross-origin-redirect"; detail: string; response: Response }> {
    const origin = new URL(url).origin;
    let current = url;
    for (let hops = 0; ; hops++) {
      const request = new Request(current, { method, headers, body, signal, redirect: "manual" });
      const res = await Promise.race([this.options.fetch(request), timeout]);
      if (res === "timeout") return res;
      const location = REDIRECT_STATUSES.has(res.status) ? res.headers.get("location") : null;
      if (location === null) return res;
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return res; // a Location that is no URL: the 3xx itself is the answer
      }
      await res.body?.cancel().catch(() => {});
      const where = `${res.status} ${method} ${current} → ${next.href}`;
      if (next.origin !== origin) {
        // The same path elsewhere (http to https, a new host): the server has moved, and --url can say so.
        const hint = next.pathname === new URL(current).pathname ? `; if the server has moved, run with --url ${next.origin}` : "";
        return { redirect: "cross-origin-redirect", detail: `${where}: a redirect to another origin than ${origin}, not followed (the request's credentials, body and --header values go to ${origin} only)${hint}`, response: res };
      }
      if (hops >= MAX_REDIRECTS) return { redirect: "redirect-loop", detail: `more than ${MAX_REDIRECTS} redirects (the last: ${where})`, response: res };
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === "POST")) {
        if (method !== "HEAD") method = "GET";
        body = undefined;
        headers = Object.fromEntries(Object.entries(headers).filter(([k]) => k !== "content-type"));
      }
      current = next.href;
    }
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * How deeply a JSON text nests (arrays and objects, outside strings), counted without parsing: a linear scan with a
 * counter, so a hostile depth costs nothing. Stops counting once past `limit` (any value above it says "too deep").
 */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** The raw value's placeholder while the rest is encoded: letters only, so encoding leaves it as it is. */
const RAW_MARK = "RAWVALUEXQZJ";

/** The request with its raw value (WireRequest.raw) put back, unencoded, where its placeholder was encoded. */
function withRaw(text: string, req: WireRequest, part: "url" | "body"): string {
  if (!req.raw || (part === "body") !== (req.raw.location === "body")) return text;
  return text.replace(RAW_MARK, () => rawValueOf(req) ?? "");
}

function rawValueOf(req: WireRequest): string | undefined {
  const { location, name } = req.raw!;
  return location === "path" ? req.pathParams?.[name] : location === "query" ? req.query?.[name] : req.form?.[name];
}

/** The request to encode: the raw value replaced by its placeholder. */
export function withRawPlaceholder(req: WireRequest): WireRequest {
  if (!req.raw) return req;
  const { location, name } = req.raw;
  const put = (o: Record<string, string> | undefined) => ({ ...o, [name]: RAW_MARK });
  return location === "path" ? { ...req, pathParams: put(req.pathParams) } : location === "query" ? { ...req, query: put(req.query) } : { ...req, form: put(req.form) };
}

export function buildUrl(apiRoot: string, req: Pick<WireRequest, "path" | "pathParams" | "query">): string {
  const qs = req.query && Object.keys(req.query).length ? "?" + encodeQuery(req.query) : "";
  return apiRoot + fillPath(req.path, req.pathParams) + qs;
}

function basic(user: string, pass: string): string {
  return "Basic " + Buffer.from(`${user}:${pass}`).toString("base64");
}

/** The response body as text, read up to `max` bytes (lib/wire's capped reader). */
async function readText(res: Response, max: number): Promise<{ text: string; tooLarge: boolean }> {
  const { bytes, tooLarge } = await readCapped(res.body, max);
  return { text: new TextDecoder().decode(bytes), tooLarge };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function headerObject(h: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  h.forEach((v, k) => (out[k] = v));
  return out;
}

function failedAt(error: ResponseRecord["error"], detail: string, started: number, now: number, res?: Response): ResponseRecord {
  return {
    status: 0,
    headers: res ? headerObject(res.headers) : {},
    text: "",
    elapsedMs: now - started,
    error,
    errorDetail: detail,
  };
}

function failed(error: ResponseRecord["error"], detail: string, now: number): ResponseRecord {
  return failedAt(error, detail, now, now);
}

function lowerKeys(h: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(h ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message}: ${cause.message}` : err.message;
  }
  return String(err);
}

/** Headers, body, text and error detail, as requests are; the text was cut to TEXT_IN_REPORT, maybe inside a secret. */
function redactResponse(r: ResponseRecord, redactor: Redactor): ResponseRecord {
  return redactor.response(r, TEXT_IN_REPORT);
}
