// The suite's own HTTP client for real servers: undici's fetch on a dispatcher the run owns, so that the run can
// close every connection when its verdict is out (no keep-alive socket, no request already reported as timed out,
// keeps the process alive). Proxies come from the usual environment variables (HTTP_PROXY, HTTPS_PROXY, NO_PROXY,
// and their lower-case forms: undici's EnvHttpProxyAgent); TLS takes an extra CA bundle (--ca) or no verification
// at all (--insecure). Tests inject an in-process fetch instead, and then none of this is used.
import { readFileSync } from "node:fs";
import { rootCertificates } from "node:tls";
import { EnvHttpProxyAgent, fetch as undiciFetch } from "undici";
import type { FetchLike } from "./http.ts";
import { ConfigError } from "./accounts.ts";

export interface ClientOptions {
  /** A PEM file of CA certificates trusted in addition to the system's (--ca). */
  caFile?: string;
  /** Do not verify the server's certificate (--insecure). */
  insecure?: boolean;
  /** undici's own header and body timeouts; the transport's abort on --timeout comes first. */
  idleTimeoutMs: number;
}

export interface HttpClient {
  fetch: FetchLike;
  /** Destroys every connection (in flight or idle); the run calls it once its report is complete. */
  close(): Promise<void>;
}

export function httpClient(o: ClientOptions): HttpClient {
  let ca: string[] | undefined;
  if (o.caFile) {
    let pem: string;
    try {
      pem = readFileSync(o.caFile, "utf8");
    } catch (err) {
      throw new ConfigError(`cannot read the CA bundle ${o.caFile} (--ca): ${(err as Error).message}`);
    }
    if (!pem.includes("-----BEGIN CERTIFICATE-----")) throw new ConfigError(`--ca ${o.caFile}: no PEM certificate in it`);
    // `ca` replaces Node's trusted roots: keep them, and add the bundle.
    ca = [...rootCertificates, pem];
  }
  const tls = { ...(ca ? { ca } : {}), ...(o.insecure ? { rejectUnauthorized: false } : {}) };
  const agent = new EnvHttpProxyAgent({
    connect: tls,
    requestTls: tls,
    // A plain-http target is forwarded by the proxy (as curl does), an https one tunnelled through CONNECT.
    proxyTunnel: false,
    headersTimeout: o.idleTimeoutMs,
    bodyTimeout: o.idleTimeoutMs,
    keepAliveTimeout: 4000,
  });
  let closed = false;
  return {
    async fetch(req: Request): Promise<Response> {
      const body = req.body ? new Uint8Array(await req.arrayBuffer()) : undefined;
      const res = await undiciFetch(req.url, {
        method: req.method,
        headers: [...req.headers],
        body,
        signal: req.signal,
        dispatcher: agent,
        // The transport follows redirects itself, within the server's origin only (http.ts).
        redirect: req.redirect,
      });
      return res as unknown as Response;
    },
    async close() {
      if (closed) return;
      closed = true;
      // destroy, not close: close would wait for requests still in flight (a server that never answers).
      await agent.destroy().catch(() => {});
    },
  };
}
