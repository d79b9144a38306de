// The command line's transport options against real servers: --record (HAR 1.2, no secret in it), --header (reaches
// the server; a credential-like value never printed), TLS (--insecure, --ca) against a self-signed node:https server,
// and a proxy from HTTP_PROXY / NO_PROXY. Mistakes in them are configuration errors (exit 2).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { main } from "../../conformance/cli.ts";
import { toCurl } from "../../conformance/engine/curl.ts";
import { faultyServer, runCli, STACK_TRACE, type FaultyServer } from "./support/faulty-http.ts";

let server: FaultyServer | undefined;
let proxy: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  proxy?.closeAllConnections();
  await new Promise((r) => (proxy ? proxy.close(r) : r(undefined)));
  proxy = undefined;
});

const none = () => false;
const QUICK = ["--seed", "3", "--runs", "2", "--only", "streams/get-stream-unknown-id,checks/not_a_server_error"];
const NO_PROXY_ENV = { HTTP_PROXY: "", http_proxy: "", HTTPS_PROXY: "", https_proxy: "", NO_PROXY: "", no_proxy: "" };
const dir = () => mkdtempSync(join(tmpdir(), "transport-"));

/** The development API key of `email`, asked of the server directly (to look for it in what the suite wrote). */
async function devKey(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/dev_fetch_api_key`, { method: "POST", body: new URLSearchParams({ username: email }) });
  return ((await res.json()) as { api_key: string }).api_key;
}

describe("--record", () => {
  it("writes every exchange as HAR 1.2, credentials redacted (API keys, Basic credentials, a password)", async () => {
    server = await faultyServer(none);
    const d = dir();
    const har = join(d, "run.har");
    const accounts = join(d, "accounts.json");
    writeFileSync(accounts, JSON.stringify({ member: [{ username: "hamlet@zulip.com", password: "opensesame" }, { username: "othello@zulip.com", password: "opensesame" }] }));
    const run = await runCli(["--url", server.url, "--accounts", accounts, ...QUICK, "--record", har], { env: NO_PROXY_ENV });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const text = readFileSync(har, "utf8");
    const parsed = JSON.parse(text);
    expect(parsed.log.version).toBe("1.2");
    expect(parsed.log.creator.name).toBe("teamchat-conformance");
    const entries = parsed.log.entries as { request: { method: string; url: string; headers: { name: string; value: string }[] }; response: { status: number; content: { text: string } }; startedDateTime: string }[];
    expect(entries.length).toBeGreaterThan(10);
    for (const e of entries) {
      expect(e.request.method).toMatch(/^[A-Z]+$/);
      expect(e.request.url.startsWith(server.url)).toBe(true);
      expect(Number.isNaN(Date.parse(e.startedDateTime))).toBe(false);
    }
    expect(entries.some((e) => e.request.url.endsWith("/fetch_api_key") && e.response.status === 200)).toBe(true);
    // No secret: the keys the logins got, their HTTP Basic forms, the password.
    for (const email of ["hamlet@zulip.com", "othello@zulip.com"]) {
      const key = await devKey(server.url, email);
      expect(text).not.toContain(key);
      expect(text).not.toContain(Buffer.from(`${email}:${key}`).toString("base64"));
    }
    expect(text).not.toContain("opensesame");
    expect(text).toContain("$PASSWORD");
    const login = entries.find((e) => e.request.url.endsWith("/fetch_api_key") && e.response.status === 200)!;
    expect(login.response.content.text).toMatch(/"api_key":"(<redacted api_key>|\$API_KEY)"/);
  });

  it("a file that cannot be written is a configuration error (exit 2), said before anything is sent", async () => {
    server = await faultyServer(none);
    // A directory where a file is: not writable, whoever runs it (missing directories are created).
    const notADir = join(dir(), "file");
    writeFileSync(notADir, "");
    const run = await runCli(["--url", server.url, "--dev", ...QUICK, "--record", join(notADir, "run.har")], { env: NO_PROXY_ENV });
    expect(run.status).toBe(2);
    expect(run.stdout + run.stderr).toContain(`--record ${join(notADir, "run.har")}`);
    expect(server.hits.size).toBe(0);
  });
});

describe("--header", () => {
  it("is sent with every request; a credential-like value never appears in the output", async () => {
    server = await faultyServer(none);
    const d = dir();
    const token = "gateway-token-5f2c9a7e1d";
    const run = await runCli(["--url", server.url, "--dev", ...QUICK, "--header", "X-Team: ci-42", "--header", `X-Gateway-Token: ${token}`, "--verbose", "--reporter", "pretty", "--reporter", `json=${join(d, "r.json")}`, "--record", join(d, "r.har")], { env: NO_PROXY_ENV });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(server.headers.length).toBeGreaterThan(10);
    expect(server.headers.every((h) => h["x-team"] === "ci-42" && h["x-gateway-token"] === token)).toBe(true);
    for (const text of [run.stdout, run.stderr, readFileSync(join(d, "r.json"), "utf8"), readFileSync(join(d, "r.har"), "utf8")]) expect(text).not.toContain(token);
    expect(readFileSync(join(d, "r.har"), "utf8")).toContain('"value":"ci-42"');
    // The request as recorded (and so its curl repro) carries them, the credential-like one redacted.
    const entry = JSON.parse(readFileSync(join(d, "r.har"), "utf8")).log.entries[0];
    expect(entry.request.headers).toEqual(expect.arrayContaining([{ name: "x-team", value: "ci-42" }, { name: "x-gateway-token", value: "$HEADER_VALUE" }]));
    const curl = toCurl({ method: "GET", path: "/users/me", url: `${server.url}/api/v1/users/me`, as: "member", email: "hamlet@zulip.com", bodyKind: "none", headers: Object.fromEntries(entry.request.headers.map((h: { name: string; value: string }) => [h.name, h.value])) });
    expect(curl).toContain(`-H 'x-team: ci-42' -H "x-gateway-token: $HEADER_VALUE"`);
  });

  it("refuses a malformed header, the suite's own headers and a rate of 0 (exit 2)", async () => {
    const cli = async (argv: string[]) => {
      let stderr = "";
      const status = await main(argv, { stdout: () => {}, stderr: (t) => void (stderr += t) });
      return { status, stderr };
    };
    expect(await cli(["--url", "http://127.0.0.1:9", "--dev", "--header", "no colon"])).toEqual({ status: 2, stderr: expect.stringMatching(/--header must be 'Name: value'/) });
    expect(await cli(["--url", "http://127.0.0.1:9", "--dev", "--header", "Authorization: Basic x"])).toEqual({ status: 2, stderr: expect.stringMatching(/--header cannot set Authorization/) });
    expect(await cli(["--url", "http://127.0.0.1:9", "--dev", "--rate", "0"])).toEqual({ status: 2, stderr: expect.stringMatching(/--rate must be requests per second/) });
  });
});

describe("TLS", () => {
  const openssl = (() => {
    try {
      execFileSync("openssl", ["version"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!openssl)("a self-signed server: refused by default (exit 3, the reason named), tested with --insecure, and with --ca its certificate", async () => {
    const d = dir();
    const [key, cert] = [join(d, "key.pem"), join(d, "cert.pem")];
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], { stdio: "ignore" });
    server = await faultyServer(none, { tls: { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") } });
    expect(server.url).toMatch(/^https:/);

    const refused = await runCli(["--url", server.url, "--dev", ...QUICK], { env: NO_PROXY_ENV });
    expect(refused.status).toBe(3);
    expect(refused.stdout + refused.stderr).toMatch(/self[- ]signed|certificate/i);
    expect(refused.stdout + refused.stderr).not.toMatch(STACK_TRACE);

    const insecure = await runCli(["--url", server.url, "--dev", ...QUICK, "--insecure"], { env: NO_PROXY_ENV });
    expect(insecure.status, insecure.stdout + insecure.stderr).toBe(0);

    const trusted = await runCli(["--url", server.url, "--dev", ...QUICK, "--ca", cert], { env: NO_PROXY_ENV });
    expect(trusted.status, trusted.stdout + trusted.stderr).toBe(0);

    const missing = await runCli(["--url", server.url, "--dev", ...QUICK, "--ca", join(d, "nope.pem")], { env: NO_PROXY_ENV });
    expect([missing.status, missing.stdout + missing.stderr]).toEqual([2, expect.stringMatching(/cannot read the CA bundle/)]);
  });
});

describe("proxy from the environment", () => {
  it("HTTP_PROXY carries every request; NO_PROXY exempts the host", async () => {
    server = await faultyServer(none);
    const target = server;
    let proxied = 0;
    // A forward proxy: absolute-form requests, passed on to the origin.
    proxy = createServer((req, res) => {
      proxied++;
      const u = new URL(req.url ?? "");
      const up = httpRequest({ host: u.hostname, port: u.port, path: u.pathname + u.search, method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      up.on("error", () => res.destroy());
      req.pipe(up);
    });
    await new Promise<void>((r) => proxy!.listen(0, "127.0.0.1", r));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;

    const via = await runCli(["--url", target.url, "--dev", ...QUICK], { env: { ...NO_PROXY_ENV, HTTP_PROXY: proxyUrl, http_proxy: proxyUrl } });
    expect(via.status, via.stdout + via.stderr).toBe(0);
    const sent = [...target.hits.values()].reduce((a, b) => a + b, 0);
    expect(proxied).toBe(sent);

    proxied = 0;
    const direct = await runCli(["--url", target.url, "--dev", ...QUICK], { env: { ...NO_PROXY_ENV, HTTP_PROXY: proxyUrl, http_proxy: proxyUrl, NO_PROXY: "127.0.0.1", no_proxy: "127.0.0.1" } });
    expect(direct.status).toBe(0);
    expect(proxied).toBe(0);
  });
});
