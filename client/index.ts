/**
 * The typed client of the Team Chat Service API: openapi-fetch over the generated types, speaking the API's real
 * wire format (Basic auth, form bodies with JSON-encoded fields, `true`/`false` query booleans). Every method
 * resolves to `{ data, error, response }`; an HTTP error status never throws, and `error` is typed as the error
 * envelope (`{ result: "error", msg, code, ... }`).
 *
 *   const chat = createChatClient({ baseUrl: "http://127.0.0.1:9991", email, apiKey });
 *   const { data, error } = await chat.POST("/user_groups/create", { body: { name, description, members: [10] } });
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, operations, paths } from "../generated/openapi.d.ts";
import { encodeForm, encodeQuery, fieldNameAt, jsonFieldsAt, renameFieldsAt, wireFor, type FormEncoding } from "./form.ts";

export type { components, operations, paths };
export type { FormEncoding } from "./form.ts";

/** The error envelope every error response carries (with the code's extra fields). */
export type ErrorEnvelope = components["schemas"]["ErrorResponse"];
export type ChatClient = Client<paths>;

export interface ChatClientOptions {
  /** The server's base URL, e.g. `http://127.0.0.1:9991`; `/api/v1` is appended unless it is already there. */
  baseUrl: string;
  /**
   * The API email address (Basic auth user name). Omit both credentials (leave out both properties) for the
   * endpoints that need none (GET /server_settings, POST /fetch_api_key, POST /dev_fetch_api_key).
   */
  email?: string;
  /**
   * The API key (Basic auth password), from POST /fetch_api_key (email and password) or, on a development server,
   * POST /dev_fetch_api_key (email only). An empty or unset key is refused when the property is given (a missing
   * environment variable), rather than sent empty.
   */
  apiKey?: string;
  /** A fetch to use instead of the global one. */
  fetch?: (request: Request) => Promise<Response>;
  /** How form bodies travel: `urlencoded` (the default) or `multipart`. */
  bodyEncoding?: FormEncoding;
  /**
   * The server's feature level, when known (see client/feature-level.ts): fields whose encoding changed at a level
   * (e.g. `description`, JSON-encoded before 64) and renamed fields (e.g. `url_template`, `url_format_string` before
   * 176) then travel as that server expects. The newest level by default.
   */
  featureLevel?: number;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
}

/** The API root for a server's base URL: `{base_url}/api/v1`. */
export function apiRoot(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return trimmed.endsWith("/api/v1") ? trimmed : `${trimmed}/api/v1`;
}

/** `Basic base64(email:apiKey)`, UTF-8 (no Node-only API, so the client also runs in browsers). */
export function basicAuth(email: string, apiKey: string): string {
  const bytes = new TextEncoder().encode(`${email}:${apiKey}`);
  return `Basic ${btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""))}`;
}

const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

/** Thrown by createChatClient for options that cannot work, e.g. an empty or unset API key. */
export class ChatClientOptionsError extends TypeError {
  override name = "ChatClientOptionsError";
}

const KEY_HELP =
  "get one with POST /fetch_api_key (username and password) or, on a development server, POST /dev_fetch_api_key " +
  "(username only); leave out both email and apiKey for the endpoints that need no credentials";

export function createChatClient(options: ChatClientOptions): ChatClient {
  const headers: Record<string, string> = { ...options.headers };
  if ("email" in options || "apiKey" in options) {
    const missing = (["email", "apiKey"] as const).filter((k) => typeof options[k] !== "string" || options[k]!.trim() === "");
    if (missing.length) {
      const what = missing.map((k) => `${k} is ${options[k] === undefined ? "unset" : typeof options[k] === "string" ? "empty" : `not a string (${typeof options[k]})`}`);
      throw new ChatClientOptionsError(`createChatClient: ${what.join(" and ")}; ${missing.includes("apiKey") ? KEY_HELP : "give the account's email address"}`);
    }
    headers.Authorization = basicAuth(options.email!, options.apiKey!);
  }
  const raw = createClient<paths>({ baseUrl: apiRoot(options.baseUrl), fetch: options.fetch, headers });

  /** openapi-fetch's per-request options, with the operation's query and body put in the wire format. */
  const onTheWire = (method: string, path: string, init: Record<string, any> = {}) => {
    const wire = wireFor(method, path);
    const out: Record<string, any> = { ...init, querySerializer: (q: Record<string, unknown>) => encodeQuery(q, wire?.jsonQuery) };
    if (wire && init.body !== undefined && wire.bodyMediaTypes.length > 0) {
      // Encodings and names follow the server's level: JSON-ness is decided by the current name, then the field
      // travels under the name that level reads.
      const jsonFields = [...jsonFieldsAt(wire, options.featureLevel)].map((n) => fieldNameAt(wire, n, options.featureLevel));
      const encoded = encodeForm(renameFieldsAt(wire, init.body, options.featureLevel), { jsonFields, encoding: options.bodyEncoding });
      out.body = encoded.body;
      out.bodySerializer = (body: unknown) => body;
      const given = init.headers instanceof Headers ? Object.fromEntries(init.headers) : init.headers;
      out.headers = { ...given, "Content-Type": encoded.contentType };
    }
    return out;
  };

  const client: Record<string, unknown> = { ...raw };
  for (const method of METHODS) {
    client[method] = (path: string, init?: Record<string, any>) => (raw as any)[method](path, onTheWire(method, path, init));
  }
  client.request = (method: string, path: string, init?: Record<string, any>) =>
    (raw as any).request(method, path, onTheWire(method, path, init));
  return client as unknown as ChatClient;
}
