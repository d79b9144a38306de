import { describe, expect, it } from "vitest";
import { createChatClient } from "../../client/index.ts";
import { decodeForm } from "../../client/form.ts";

// With a server's feature level, renamed form fields travel under the name that level reads (x-feature-level
// renamed in openapi.yaml), and keep their JSON-encoding.
async function sentBody(featureLevel: number | undefined, send: (c: ReturnType<typeof createChatClient>) => Promise<unknown>) {
  let captured: Request | undefined;
  const client = createChatClient({
    baseUrl: "http://chat.test",
    email: "iago@zulip.com",
    apiKey: "k",
    featureLevel,
    fetch: async (req) => {
      captured = req;
      return new Response(JSON.stringify({ result: "success", msg: "" }), { headers: { "content-type": "application/json" } });
    },
  });
  await send(client);
  const text = await captured!.text();
  return decodeForm(text, captured!.headers.get("content-type")!, []);
}

describe.each([
  { level: undefined, expected: { url_template: "https://x/{id}" } },
  { level: 176, expected: { url_template: "https://x/{id}" } },
  { level: 175, expected: { url_format_string: "https://x/{id}" } },
])("PATCH /realm/filters/{filter_id} at level $level", ({ level, expected }) => {
  it("sends the linkifier template under that level's name", async () => {
    const body = await sentBody(level, (c) =>
      c.PATCH("/realm/filters/{filter_id}", { params: { path: { filter_id: 1 } }, body: { pattern: "#(?P<id>[0-9]+)", url_template: "https://x/{id}" } }),
    );
    expect(body).toEqual({ pattern: "#(?P<id>[0-9]+)", ...expected });
  });
});

describe.each([
  { level: 197, name: "can_remove_subscribers_group" },
  { level: 196, name: "can_remove_subscribers_group_id" },
])("PATCH /streams/{stream_id} at level $level", ({ level, name }) => {
  it(`sends ${name}, JSON-encoded`, async () => {
    const body = await sentBody(level, (c) => c.PATCH("/streams/{stream_id}", { params: { path: { stream_id: 1 } }, body: { can_remove_subscribers_group: 9 } }));
    expect(body).toEqual({ [name]: "9" });
  });
});

describe("against the reference server emulating level 175", () => {
  it("a client told the level updates a linkifier; one that is not sends a name that server does not read", async () => {
    const { createApp } = await import("../../server/app.ts");
    const app = createApp({ db: ":memory:", featureLevel: 175, log: () => {} });
    try {
      const fetch = (req: Request) => app.fetch(req);
      const key = await (await fetch(new Request("http://chat.test/api/v1/dev_fetch_api_key", { method: "POST", body: new URLSearchParams({ username: "iago@zulip.com" }) }))).json();
      const linkifiers = await createChatClient({ baseUrl: "http://chat.test", email: "iago@zulip.com", apiKey: key.api_key, fetch }).GET("/realm/linkifiers");
      const id = linkifiers.data!.linkifiers[0].id;
      const update = (featureLevel?: number) =>
        createChatClient({ baseUrl: "http://chat.test", email: "iago@zulip.com", apiKey: key.api_key, fetch, featureLevel }).PATCH("/realm/filters/{filter_id}", {
          params: { path: { filter_id: id } },
          body: { pattern: "#(?P<id>[0-9]+)", url_template: "https://example.com/{id}" },
        });
      expect((await update(175)).error).toBeUndefined();
      expect((await update()).error).toMatchObject({ result: "error", code: "BAD_REQUEST" });
    } finally {
      app.close();
    }
  });
});
