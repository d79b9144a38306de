/**
 * The client against the running mock, for every operation, urlencoded and multipart. Registered by
 * test/mock/mock.test.ts, which owns the one Prism process the mock tests share.
 */
import { describe, expect, it } from "vitest";
import { createChatClient } from "../../client/index.ts";
import { getServerFeatures, newestFeatureLevel } from "../../client/feature-level.ts";
import { compileResponseValidator } from "../../lib/spec/index.ts";
import fc from "fast-check";
import { correctRequest, OPERATIONS, requestArbitrary, SPEC } from "./requests.ts";

export function describeClientAgainstMock(baseUrl: () => string) {
  const validate = compileResponseValidator(SPEC);
  const cases = OPERATIONS.flatMap((op) =>
    (op.body ? (["urlencoded", "multipart"] as const) : (["urlencoded"] as const)).map(
      (encoding) => [`${op.method.toUpperCase()} ${op.path}${op.body ? ` (${encoding})` : ""}`, op, encoding] as const,
    ),
  );

  describe("the client against the mock", () => {
    it.each(cases)("%s gets a documented success response", async (_, op, bodyEncoding) => {
      const chat = createChatClient({ baseUrl: baseUrl(), email: "iago@zulip.com", apiKey: "mock-key", bodyEncoding });
      const values = correctRequest(op);
      const { data, error, response } = await chat.request(op.method as any, op.path as any, {
        params: { path: values.path, query: values.query },
        body: values.body,
      } as any);
      expect(error, JSON.stringify(error)).toBeUndefined();
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      const check = validate(op.method, op.path, response.status, data);
      expect(check.documented).toBe(true);
      expect(check.errors).toEqual([]);
    });

    // Beyond the examples: any values the schemas allow, as the client encodes them, are accepted by the mock.
    it.each(OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
      "%s: generated valid requests get a documented success response",
      async (_, op) => {
        let n = 0;
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op), async (values) => {
            const bodyEncoding = n++ % 2 ? "multipart" : "urlencoded";
            const chat = createChatClient({ baseUrl: baseUrl(), email: "iago@zulip.com", apiKey: "mock-key", bodyEncoding });
            const { error, response } = await chat.request(op.method as any, op.path as any, {
              params: { path: values.path, query: values.query },
              body: values.body,
            } as any);
            expect(error, `${bodyEncoding} ${JSON.stringify(values)} -> ${JSON.stringify(error)}`).toBeUndefined();
            expect(response.status).toBeLessThan(300);
          }),
          { numRuns: Number(process.env.MOCK_PROPERTY_RUNS ?? 6), seed: 7 },
        );
      },
    );

    it("reads the mocked server's feature level", async () => {
      const features = await getServerFeatures(createChatClient({ baseUrl: baseUrl() }));
      expect(features.level).toBe(newestFeatureLevel);
      expect(features.supportsOperation("create-scheduled-message")).toBe(true);
    });

    it("gets the error envelope, typed and not thrown, for a request missing a required field", async () => {
      const chat = createChatClient({ baseUrl: baseUrl(), email: "iago@zulip.com", apiKey: "mock-key" });
      const { data, error, response } = await chat.POST("/user_groups/create", {
        body: { name: "support", description: "Support team" } as any,
      });
      expect(data).toBeUndefined();
      expect(response.status).toBe(400);
      expect(error).toEqual({ result: "error", msg: "Missing 'members' argument", code: "BAD_REQUEST" });
    });
  });
}
