// The reference server in-process, and broken servers: the reference server with exactly one behaviour changed.
// Every catalogue rule is proven twice with these: it passes on referenceServer() and fails on its broken server.
import { createApp, type AppOptions } from "../../../server/app.ts";
import { listOperations, loadSpec, matchOperation } from "../../../lib/spec/index.ts";
import { parseForm } from "../../../lib/wire/index.ts";
import { devApiKey } from "./dev-keys.ts";

export type Fetch = (request: Request) => Promise<Response>;
export interface TestServer {
  fetch: Fetch;
  close(): void;
}

/** A fresh reference server on an in-memory database (the dev realm seeded, with the known keys of dev-keys.ts), quiet. */
export function referenceServer(options: AppOptions = {}): TestServer {
  const app = createApp({ db: ":memory:", log: () => {}, seedApiKey: devApiKey, ...options });
  return { fetch: (req) => app.fetch(req), close: () => app.close() };
}

const operations = listOperations(loadSpec());

/** Whether a request is the operation `"METHOD /path/{template}"` of the spec. */
export function isOperation(request: Request, op: string): boolean {
  const [method, template] = op.split(" ");
  const path = new URL(request.url).pathname.replace(/^\/api\/v1/, "");
  // A path with a malformed escape (the edge sweep sends /users/a%zzb) is no operation's: matchOperation throws.
  let match: ReturnType<typeof matchOperation>;
  try {
    match = matchOperation(operations, request.method, path);
  } catch {
    return false;
  }
  return request.method === method && match?.operation.path === template;
}

export interface Breakage {
  /** Answer instead of the reference server (return undefined to pass the request through). */
  request?: (request: Request) => Promise<Response | undefined> | Response | undefined;
  /** Rewrite the reference server's answer. `json` is the parsed body (undefined when it is not JSON). */
  response?: (request: Request, response: Response, json: any) => Promise<Response> | Response;
}

/** The reference server with one behaviour broken. Requests are cloned, so a breakage may read the body. */
export function brokenServer(breakage: Breakage, options: AppOptions = {}): TestServer {
  const server = referenceServer(options);
  return {
    close: server.close,
    async fetch(request) {
      const answered = breakage.request ? await breakage.request(request.clone()) : undefined;
      if (answered) return answered;
      const inspected = request.clone();
      const response = await server.fetch(request);
      if (!breakage.response) return response;
      const text = await response.clone().text();
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return breakage.response(inspected, response, json);
    },
  };
}

/** A JSON response with the given body, keeping the original's status and headers unless overridden. */
export function jsonResponse(body: unknown, from?: Response, status?: number): Response {
  const headers = new Headers(from?.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: status ?? from?.status ?? 200, headers });
}

/** The form fields of a request body (urlencoded or multipart) as the server reads them (lib/wire), as strings. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  if (!request.body) return {};
  const fields = await parseForm(new Uint8Array(await request.arrayBuffer()), request.headers.get("content-type")).catch(() => new Map());
  return Object.fromEntries(fields);
}

/** The reference server's fetch with the form of requests to `op` rewritten before it reads them. */
export function rewriteForm(op: string, change: (fields: Record<string, string>, req: Request) => Record<string, string>): (fetch: Fetch) => Fetch {
  return (fetch) => async (req) => {
    if (!isOperation(req, op)) return fetch(req);
    const fields = change(await formFields(req.clone()), req);
    const headers = new Headers(req.headers);
    headers.set("content-type", "application/x-www-form-urlencoded");
    headers.delete("content-length");
    return fetch(new Request(req.url, { method: req.method, headers, body: new URLSearchParams(fields).toString() }));
  };
}
