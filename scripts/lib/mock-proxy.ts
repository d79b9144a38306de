/**
 * The translating layer of `npm run mock` (see scripts/mock.ts for why it exists): forwards every request to
 * Prism unchanged and rewrites Prism's answers to invalid requests into the API's error envelope, using the
 * violations Prism reports in its `sl-violations` header. Everything else passes through untouched.
 *
 * One check of its own: the contents of JSON-encoded fields. In the variant Prism validates they are JSON of the
 * right shape (a list, an integer), not what is inside (`members=["abc"]`, `invite_as=601`); the layer decodes
 * each as the reference server does (lib/wire decodeValue) and checks it against the field's schema at the mock's
 * level with the reference server's checker, answering 400 and the server's message in the API's envelope.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { matchOperation, type OperationInfo } from "../../lib/spec/index.ts";
import { decodeValue, inputFieldsOf, parseForm } from "../../lib/wire/index.ts";
import { check } from "../../server/http/validate.ts";
import { API_PREFIX } from "./mock-variant.ts";

interface Violation {
  location?: string[];
  severity?: string;
  code?: string | number;
  message?: string;
}

/**
 * The envelope the API would answer for Prism's request violations, or undefined when none is an error.
 * `requiredFields` are the operation's required form fields, for Prism's "Body parameter is required" (an empty
 * body), which the API answers by naming the first of them.
 */
export function envelopeForViolations(
  violations: Violation[],
  requiredFields: string[] = [],
): { result: "error"; msg: string; code: "BAD_REQUEST" } | undefined {
  // Security violations (code 401) are answered by Prism with the spec's documented 401 envelope: keep that.
  const errors = violations.filter((v) => v.severity === "Error" && v.location?.[0] === "request" && v.code !== 401);
  if (!errors.length) return undefined;
  const v = errors[0];
  if (v.code === "required" && v.location?.length === 1 && requiredFields.length) {
    return { result: "error", msg: `Missing '${requiredFields[0]}' argument`, code: "BAD_REQUEST" };
  }
  const quoted = /'([^']+)'/.exec(v.message ?? "")?.[1];
  if (v.code === "required" && quoted) return { result: "error", msg: `Missing '${quoted}' argument`, code: "BAD_REQUEST" };
  // Location is ["request", "body" | "query" | "path", field, ...]; the wording below is the mock's own.
  const field = v.location?.[2] ?? quoted;
  return { result: "error", msg: field ? `Invalid '${field}' argument` : "Invalid request", code: "BAD_REQUEST" };
}

/**
 * The first JSON-encoded input of the request whose contents do not conform to its schema, as the reference
 * server words it (`members[0] is not an integer`, `Invalid invite_as`); undefined when all conform, or the
 * request is not for a known operation or lacks the credentials it needs (Prism answers those: 404, 401).
 */
export async function jsonFieldError(
  operations: OperationInfo[],
  request: { method: string; url: string; body: Uint8Array; contentType?: string; authorization?: string },
): Promise<string | undefined> {
  const { method, url, body, contentType } = request;
  const parsed = new URL(url, "http://mock");
  if (!parsed.pathname.startsWith(API_PREFIX)) return undefined;
  const op = matchOperation(operations, method, parsed.pathname.slice(API_PREFIX.length))?.operation;
  if (!op || (op.authenticated && !request.authorization)) return undefined;
  const fields = inputFieldsOf(op).filter((f) => f.jsonEncoded && f.in !== "path");
  if (!fields.length) return undefined;
  const supplied = new Map<string, string>();
  for (const [k, v] of parsed.searchParams) if (!supplied.has(k)) supplied.set(k, v);
  if (method.toUpperCase() !== "GET") {
    try {
      for (const [k, v] of await parseForm(body, contentType)) supplied.set(k, v);
    } catch {
      return undefined; // a malformed body: Prism's to refuse
    }
  }
  for (const field of fields) {
    const text = supplied.get(field.name);
    if (text === undefined) continue;
    const decoded = decodeValue(field, text);
    if (!decoded.ok) return decoded.error;
    const error = check(decoded.value, field.schema, field.name);
    if (error) return error;
  }
  return undefined;
}

function parseViolations(header: string | string[] | undefined): Violation[] {
  if (typeof header !== "string") return [];
  try {
    const parsed = JSON.parse(header);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The translating layer: forwards to Prism and rewrites its error answers into the API's envelope. */
export function translatingProxy(prismPort: number, host: string, operations: OperationInfo[]): Server {
  const requiredFieldsOf = (method: string, url: string) => {
    const path = new URL(url, "http://mock").pathname;
    if (!path.startsWith(API_PREFIX)) return [];
    const op = matchOperation(operations, method, path.slice(API_PREFIX.length))?.operation;
    return (op?.body?.fields ?? []).filter((f) => f.required).map((f) => f.name);
  };
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => forward(req, Buffer.concat(chunks), res));
  });

  /**
   * Zulip reads a request's parameters from the query string whatever the method (zulip-js sends PATCH and DELETE
   * parameters there), and so does the reference server; Prism looks for them in the body the spec declares. A
   * body-less non-GET request with a query string is forwarded with the query as its urlencoded body.
   */
  function forward(req: IncomingMessage, body: Buffer, res: ServerResponse): void {
    const request = { method: req.method ?? "GET", url: req.url ?? "/", body, contentType: req.headers["content-type"], authorization: req.headers.authorization };
    jsonFieldError(operations, request).then(
      (msg) => {
        if (msg === undefined) return toPrism(req, body, res);
        const envelope = Buffer.from(JSON.stringify({ result: "error", msg, code: "BAD_REQUEST" }));
        res.writeHead(400, { "content-type": "application/json", "content-length": String(envelope.length) });
        res.end(envelope);
      },
      () => toPrism(req, body, res),
    );
  }

  function toPrism(req: IncomingMessage, body: Buffer, res: ServerResponse): void {
    let path = req.url ?? "/";
    let headers = req.headers;
    const q = path.indexOf("?");
    if (req.method !== "GET" && req.method !== "HEAD" && body.length === 0 && q >= 0 && q < path.length - 1) {
      body = Buffer.from(path.slice(q + 1));
      path = path.slice(0, q);
      headers = { ...headers, "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) };
      delete headers["transfer-encoding"];
    }
    const upstream = httpRequest(
      { host, port: prismPort, method: req.method, path, headers },
      (prism) => {
        const chunks: Buffer[] = [];
        prism.on("data", (c: Buffer) => chunks.push(c));
        prism.on("end", () => {
          const status = prism.statusCode ?? 500;
          const headers = { ...prism.headers };
          let body = Buffer.concat(chunks);
          if (status >= 400) {
            const fromViolations = envelopeForViolations(
              parseViolations(prism.headers["sl-violations"]),
              requiredFieldsOf(req.method ?? "GET", req.url ?? "/"),
            );
            const problem = String(prism.headers["content-type"] ?? "").includes("problem+json");
            let envelope: object | undefined = fromViolations;
            let outStatus = fromViolations ? 400 : status;
            if (!envelope && problem) {
              let title = "Error";
              try {
                title = JSON.parse(body.toString("utf8")).title ?? title;
              } catch {}
              envelope = { result: "error", msg: title, code: "BAD_REQUEST" };
              outStatus = status === 422 ? 400 : status;
            }
            if (envelope) {
              body = Buffer.from(JSON.stringify(envelope));
              for (const k of Object.keys(headers)) if (/^content-(type|length)$/i.test(k)) delete headers[k];
              headers["content-type"] = "application/json";
              headers["content-length"] = String(body.length);
              res.writeHead(outStatus, headers);
              res.end(body);
              return;
            }
          }
          res.writeHead(status, headers);
          res.end(body);
        });
      },
    );
    upstream.on("error", (e) => {
      res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ result: "error", msg: `mock: Prism unreachable (${e.message})`, code: "BAD_REQUEST" }));
    });
    upstream.end(body);
  }
}

