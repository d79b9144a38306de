/**
 * Property: whatever the client sends decodes back (as a server decodes it, from the spec's own `encoding` and
 * parameter data) to exactly the values it was given, for every operation's path, query and body shape, urlencoded
 * and multipart. Values come from the spec's schemas (test/client/arbitrary.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createChatClient, type FormEncoding } from "../../client/index.ts";
import { OPERATIONS, requestArbitrary, serverView } from "./requests.ts";

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 40);

function capturingClient(bodyEncoding: FormEncoding) {
  let captured: Request | undefined;
  const client = createChatClient({
    baseUrl: "http://chat.invalid",
    email: "iago@zulip.com",
    apiKey: "key",
    bodyEncoding,
    fetch: async (request) => {
      captured = request;
      return new Response(JSON.stringify({ result: "success", msg: "" }), { headers: { "content-type": "application/json" } });
    },
  });
  return { client, take: () => captured! };
}

describe.each(["urlencoded", "multipart"] as const)("the client's %s requests decode back to the values given", (encoding) => {
  it.each(OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))("%s", async (_, op) => {
    const { client, take } = capturingClient(encoding);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(op), async (values) => {
        await client.request(op.method as any, op.path as any, {
          params: { path: values.path, query: values.query },
          body: values.body,
        } as any);
        const request = take();
        const seen = await serverView(op, request);
        expect(request.method).toBe(op.method.toUpperCase());
        expect(seen.path).toEqual(values.path);
        expect(seen.query).toEqual(Object.fromEntries(Object.entries(values.query).filter(([, v]) => v !== undefined)));
        if (op.body) {
          expect(seen.body).toEqual(values.body);
          expect(seen.contentType?.split(";")[0]).toBe(encoding === "urlencoded" ? "application/x-www-form-urlencoded" : "multipart/form-data");
        } else {
          expect(seen.body).toBeUndefined();
        }
      }),
      { numRuns: NUM_RUNS, seed: process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined },
    );
  });
});
