import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import type { Exchange } from "../../engine/types.ts";
import { serverNow, timestampProblem, type Json } from "./_support.ts";

// "Time values called UNIX timestamp are integers in UTC seconds": channels' date_created, messages' timestamp,
// last_edit_timestamp and edit_history timestamps, wherever the server returns them, are integers and no later than
// the server's own clock (its Date header, else ours) — which a millisecond value or a local time ahead of UTC would
// be. Drafts' timestamps are integers too; a client may send a draft's timestamp itself (only on create without
// one does the server fill it in), so theirs are not held to the server's clock.
export default rule({
  id: "envelope/timestamps-integer-seconds",
  title: "UNIX timestamps are integer seconds, never in the future",
  seed: "Common conventions 5 (UNIX timestamps are integers in UTC seconds); Channel object date_created; Message object timestamp, last_edit_timestamp, edit_history; Draft object timestamp",
  statements: ["conventions.unix-timestamps", "channel.date-created", "message.timestamp", "message.last-edit-timestamp", "draft.timestamp"],
  operations: ["GET /streams", "GET /messages/{message_id}", "GET /drafts"],
  roles: ["member"],
  async run(ctx) {
    const member = ctx.as("member");
    const check = (ex: Exchange, values: [string, unknown][]) => {
      const now = serverNow(ex);
      const problems = values.map(([n, v]) => timestampProblem(n, v, now)).filter(Boolean);
      expectThat(!problems.length, { title: "Timestamp not in integer UTC seconds", expected: "integers, seconds since the epoch, not after the server's clock", received: problems.join("; "), exchange: ex });
    };
    const list = await member.call("GET /streams");
    const streams = (bodyObject(list.response)?.streams ?? []) as Json[];
    check(list, streams.filter((s) => "date_created" in s).map((s) => [`channel ${s.stream_id} date_created`, s.date_created]));
    const messageIds = [...new Set(streams.map((s) => s.first_message_id).filter((id) => Number.isInteger(id)))].slice(0, 10);
    await ctx.each(messageIds, async (id) => {
      const ex = await member.call("GET /messages/{message_id}", { path: { message_id: id } });
      const m = bodyObject(ex.response)?.message as Json | undefined;
      if (!m) return;
      const values: [string, unknown][] = [];
      if ("timestamp" in m) values.push([`message ${id} timestamp`, m.timestamp]);
      if ("last_edit_timestamp" in m) values.push([`message ${id} last_edit_timestamp`, m.last_edit_timestamp]);
      for (const [i, e] of (Array.isArray(m.edit_history) ? m.edit_history : []).entries()) if (e && "timestamp" in e) values.push([`message ${id} edit_history[${i}].timestamp`, e.timestamp]);
      check(ex, values);
    });
    const drafts = await member.call("GET /drafts");
    const list2 = (bodyObject(drafts.response)?.drafts ?? []) as Json[];
    const notInteger = list2.filter((d) => d && "timestamp" in d && !Number.isInteger(d.timestamp));
    expectThat(!notInteger.length, {
      title: "Timestamp not in integer UTC seconds",
      expected: "drafts' timestamps: integers",
      received: notInteger.map((d) => `draft ${d.id} timestamp ${JSON.stringify(d.timestamp)} is not an integer`).join("; "),
      exchange: drafts,
    });
  },
});
