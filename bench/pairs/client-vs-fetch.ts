// What the typed client costs over a hand-built request: both call the in-process reference server (no network),
// sending the same form body with JSON-encoded fields, so the difference is the client's own work.
import { createApp } from "../../server/app.ts";
import { createChatClient } from "../../client/index.ts";
import type { Pair } from "../measure.ts";

export function clientVsFetch(requestsPerRound: number, rounds: number): Pair {
  let app: ReturnType<typeof createApp>;
  let client: ReturnType<typeof createChatClient>;
  let auth = "";
  const base = "http://bench.test/api/v1";
  const drafts = [{ type: "stream", to: [1], topic: "bench", content: "hello" }];
  return {
    name: "client-vs-fetch",
    question: "POST /drafts per second (in-process server), typed client / hand-built Request",
    rounds,
    async setup() {
      app = createApp({ db: ":memory:", log: () => {} });
      const res = await app.fetch(
        new Request(`${base}/dev_fetch_api_key`, { method: "POST", body: new URLSearchParams({ username: "hamlet@zulip.com" }) }),
      );
      const { api_key } = await res.json();
      auth = `Basic ${Buffer.from(`hamlet@zulip.com:${api_key}`).toString("base64")}`;
      client = createChatClient({ baseUrl: "http://bench.test", email: "hamlet@zulip.com", apiKey: api_key, fetch: (r) => app.fetch(r) });
    },
    async teardown() {
      app.close();
    },
    a: {
      label: "typed client",
      async run() {
        for (let i = 0; i < requestsPerRound; i++) {
          const { error } = await client.POST("/drafts", { body: { drafts } as any });
          if (error) throw new Error(JSON.stringify(error));
        }
        return requestsPerRound;
      },
    },
    b: {
      label: "hand-built Request",
      async run() {
        for (let i = 0; i < requestsPerRound; i++) {
          const res = await app.fetch(
            new Request(`${base}/drafts`, {
              method: "POST",
              headers: { authorization: auth },
              body: new URLSearchParams({ drafts: JSON.stringify(drafts) }),
            }),
          );
          if (!res.ok) throw new Error(await res.text());
          await res.json();
        }
        return requestsPerRound;
      },
    },
  };
}
