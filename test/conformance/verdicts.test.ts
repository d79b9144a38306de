// Verdicts that help: a server that answers GET /server_settings in this API's envelope but breaks the seed there
// (credentials demanded, a wrong result) is this API, broken: findings and exit 1, even when nothing else at the URL
// answers like the API. Exit 3 only when nothing at the URL looks like this API.
import { afterEach, describe, expect, it } from "vitest";
import { brokenServer, jsonResponse, type TestServer } from "./support/reference.ts";
import { failuresOf, runAgainst } from "./support/run.ts";

const html = (status = 404) => new Response("<html><body>Not here</body></html>", { status, headers: { "content-type": "text/html" } });
const path = (req: Request) => new URL(req.url).pathname.replace(/^\/api\/v1/, "");

/** Only GET /server_settings answers (with `answer`); every other request gets an HTML page. */
const onlySettings = (answer: () => Response) => brokenServer({ request: (req) => (path(req) === "/server_settings" ? answer() : html()) });

describe("verdicts of the setup phase", () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it("credentials demanded by GET /server_settings: a finding that says so, exit 1", async () => {
    server = onlySettings(() => jsonResponse({ result: "error", msg: "Not logged in: API authentication or user session required", code: "UNAUTHORIZED" }, undefined, 401));
    const report = await runAgainst(server.fetch, { only: ["server-settings/*"] });
    expect([report.verdict, report.exitCode]).toEqual(["violations", 1]);
    expect(failuresOf(report).map((f) => [f.rule, f.operation, f.title])).toEqual([["setup/server-settings", "GET /server_settings", "GET /server_settings demands credentials"]]);
  });

  it("a wrong result in the API's envelope: a finding, exit 1", async () => {
    server = onlySettings(() => jsonResponse({ result: "ok", msg: "", service_feature_level: 267 }, undefined, 200));
    const report = await runAgainst(server.fetch, { only: ["server-settings/*"] });
    expect([report.verdict, report.exitCode]).toEqual(["violations", 1]);
    expect(failuresOf(report).map((f) => f.title)).toEqual(["GET /server_settings did not answer a success"]);
  });

  it("nothing at the URL looks like this API: unreachable, exit 3, no finding", async () => {
    server = brokenServer({ request: () => html(200) });
    const report = await runAgainst(server.fetch, { only: ["server-settings/*"] });
    expect([report.verdict, report.exitCode]).toEqual(["unreachable", 3]);
    expect(failuresOf(report)).toEqual([]);
  });
});
