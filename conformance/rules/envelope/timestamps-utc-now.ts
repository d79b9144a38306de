import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { serverNow, show, SLACK, type Json } from "./_support.ts";

// A timestamp the server fills in now is the current UTC time in seconds: a draft created without a timestamp gets
// "the UNIX timestamp (seconds) of last edit", within ten minutes of the server's clock (its Date header, else
// ours). Milliseconds, local time and other units are all far off. The draft is deleted again.
export default rule({
  id: "envelope/timestamps-utc-now",
  title: "A timestamp the server fills in now is the current time in UTC seconds",
  seed: "Common conventions 5 (UNIX timestamps are integers in UTC seconds); Draft object: timestamp (UNIX timestamp (seconds) of last edit; filled in by the server on create)",
  statements: ["conventions.unix-timestamps", "draft.timestamp"],
  operations: ["POST /drafts", "GET /drafts", "DELETE /drafts/{draft_id}"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const member = ctx.as("member");
    const content = ctx.name("timestamp");
    const created = await member.call("POST /drafts", { body: { drafts: [{ type: "", to: [], topic: "", content }] } });
    const ids = expectSuccess(created, "POST /drafts").ids as number[] | undefined;
    const id = ids?.[0];
    if (Number.isInteger(id)) ctx.cleanup(`delete draft ${id}`, () => member.call("DELETE /drafts/{draft_id}", { path: { draft_id: id } }));
    const ex = await member.call("GET /drafts");
    const draft = ((bodyObject(ex.response)?.drafts ?? []) as Json[]).find((d) => d.id === id || d.content === content);
    const now = serverNow(ex);
    const ts = draft?.timestamp;
    expectThat(Number.isInteger(ts) && Math.abs((ts as number) - now) <= SLACK, {
      title: "A fresh timestamp is not the current time in UTC seconds",
      expected: `the new draft's timestamp: an integer within ${SLACK} s of ${now}`,
      received: `timestamp ${show(ts)}${Number.isInteger(ts) ? ` (${(ts as number) - now} s off)` : ""}`,
      exchange: ex,
    });
  },
});
