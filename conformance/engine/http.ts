// The only place that talks to the server. It never throws for anything the server does:
// hangs, resets, garbage and huge bodies all come back as an Exchange with `response.error` set,
// so that checks can report them as findings. `fetch` is injected (tests pass an in-process server).
import { encodeFormEntries, encodeQuery, fillPath, readCapped, type EncodedBody } from "../../lib/wire/index.ts";
import type { Exchange, RequestRecord, ResponseRecord } from "./types.ts";
import { BAD_API_KEY } from "./curl.ts";
import type { Redactor } from "./redact.ts";
import { redactForm } from "./redact.ts";

export type FetchLike = (input: Request) => Promise<Response>;

export interface Credentials {
  label: string;
  email: string;
  apiKey: string;
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
  /** Only for logging in: keep the API key in the parsed body. Such exchanges never reach a report. */
  keepSecrets?: boolean;
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
}

const MULTIPART_BOUNDARY = "----teamchat-conformance-boundary";
export const TEXT_IN_REPORT = 4000;

export class Transport {
  constructor(readonly options: TransportOptions) {}

  get apiRoot(): string {
    return this.options.baseUrl.replace(/\/+$/, "") + "/api/v1";
  }

  async send(req: WireRequest): Promise<Exchange> {
    const { redactor } = this.options;
    // Whatever goes into an Authorization header is a secret from here on, in every form (raw, base64 of email:key...).
    if (req.auth && !("bad" in req.auth)) redactor.add(req.auth.apiKey, "$API_KEY", req.auth.email);
    const url = buildUrl(this.apiRoot, req);
    const headers: Record<string, string> = { accept: "application/json" };
    let body: EncodedBody["body"] | undefined;
    if (req.form && req.method !== "GET") {
      const encoded = encodeFormEntries(Object.entries(req.form), req.bodyKind ?? "urlencoded", MULTIPART_BOUNDARY);
      headers["content-type"] = encoded.contentType;
      body = encoded.body;
    }
    const record: RequestRecord = {
      method: req.method,
      path: req.path,
      url: redactor.text(url),
      as: "anonymous",
      bodyKind: body === undefined ? "none" : (req.bodyKind ?? "urlencoded"),
      headers: { ...headers },
      ...(req.form && body !== undefined ? { form: redactForm(req.form, redactor) } : {}),
    };
    if (req.auth && "bad" in req.auth) {
      headers.authorization = basic(req.auth.bad, BAD_API_KEY);
      Object.assign(record, { as: "bad-credentials", email: req.auth.bad });
    } else if (req.auth) {
      headers.authorization = basic(req.auth.email, req.auth.apiKey);
      Object.assign(record, { as: req.auth.label, email: req.auth.email });
    }
    if (headers.authorization) record.headers.authorization = "Basic <redacted>";

    const response = await this.exchange(url, req.method, headers, body, req.timeoutMs ?? this.options.timeoutMs);
    const ex: Exchange = { request: record, response: req.keepSecrets ? response : redactResponse(response, redactor) };
    this.options.onExchange?.(ex);
    return ex;
  }

  private async exchange(
    url: string,
    method: string,
    headers: Record<string, string>,
    body: EncodedBody["body"] | undefined,
    timeoutMs: number,
  ): Promise<ResponseRecord> {
    const started = Date.now();
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
      const request = new Request(url, { method, headers, body, signal: abort.signal });
      const res = await Promise.race([this.options.fetch(request), timeout]);
      if (res === "timeout") return failed(expired(), `no response within ${budget} ms`, started);
      const read = await Promise.race([readText(res, this.options.maxBodyBytes), timeout]);
      if (read === "timeout") return failed(expired(), `response body not complete within ${budget} ms`, started, res);
      if (read.tooLarge) {
        return { ...failed("too-large", `body larger than ${this.options.maxBodyBytes} bytes`, started, res), text: read.text.slice(0, TEXT_IN_REPORT) };
      }
      return {
        status: res.status,
        headers: headerObject(res.headers),
        json: parseJson(read.text),
        text: read.text.slice(0, TEXT_IN_REPORT),
        elapsedMs: Date.now() - started,
      };
    } catch (err) {
      if (abort.signal.aborted) return failed(expired(), `no response within ${budget} ms`, started);
      return failed("network", describe(err), started);
    } finally {
      clearTimeout(timer);
    }
  }
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

function failed(error: ResponseRecord["error"], detail: string, started: number, res?: Response): ResponseRecord {
  return {
    status: 0,
    headers: res ? headerObject(res.headers) : {},
    text: "",
    elapsedMs: Date.now() - started,
    error,
    errorDetail: detail,
  };
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
