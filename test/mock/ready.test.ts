/**
 * The mock accepts requests only when it can answer them: it listens on its port at once (a taken port fails fast),
 * but Prism takes seconds to start, and until it listens every request gets 503 with Retry-After and the error
 * envelope; never a 4xx the API would not give (before: 400 BAD_REQUEST "mock: Prism unreachable"). Once startMock
 * resolves (the command prints its URL), the same request gets the real answer.
 */
import { createServer, type AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createAjv } from "../../lib/spec/index.ts";
import { RETRY_AFTER_S, startMock, type RunningMock } from "../../scripts/mock.ts";
import { SPEC } from "../client/requests.ts";

const isErrorEnvelope = createAjv().compile(SPEC.components.schemas.ErrorResponse);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

let mock: RunningMock | undefined;
afterAll(async () => {
  await mock?.close();
});

describe("mock: before Prism listens", () => {
  it("answers 503 with Retry-After and the error envelope, then the real answer once started", async () => {
    const port = await freePort();
    let started = false;
    const starting = startMock({ port }).then((m) => {
      mock = m;
      started = true;
      return m;
    });
    starting.catch(() => undefined);
    const url = `http://127.0.0.1:${port}/api/v1/server_settings`;
    const early: { status: number; retryAfter: string | null; body: unknown }[] = [];
    while (!started) {
      try {
        const response = await fetch(url);
        const body = await response.json();
        // A response that raced the start (sent just as Prism came up) may already be the real one.
        if (!started) early.push({ status: response.status, retryAfter: response.headers.get("retry-after"), body });
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    await starting;
    expect(early.length, "requests answered while Prism was starting").toBeGreaterThan(0);
    for (const r of early.slice(0, -1)) {
      expect(r.status, JSON.stringify(r.body)).toBe(503);
      expect(r.retryAfter).toBe(String(RETRY_AFTER_S));
      expect(isErrorEnvelope(r.body), JSON.stringify(r.body)).toBe(true);
      expect(r.body).toMatchObject({ result: "error", code: "MOCK_STARTING" });
    }
    expect(early[0].status).toBe(503);

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect((await response.json()).result).toBe("success");
  }, 90_000);
});
