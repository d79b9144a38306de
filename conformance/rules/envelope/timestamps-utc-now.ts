import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { CapabilityMissing } from "../../engine/capabilities.ts";
import type { Exchange } from "../../engine/types.ts";
import { sharedChannel } from "../shared/events.ts";
import type { RuleContext, Caller } from "../types.ts";
import { serverNow, show, SLACK, type Json } from "./_support.ts";

/** A timestamp the server fills in now: where it came from, and how to make and read one. */
interface Source {
  what: string;
  make(ctx: RuleContext, member: Caller): Promise<{ ex: Exchange; ts: unknown } | string>;
}

/** Every source the suite can make, each tried every run. */
const SOURCES: Source[] = [
  {
    // "the UNIX timestamp (seconds) of last edit", filled in by the server on create; read back with GET /drafts.
    what: "a new draft's timestamp",
    async make(ctx, member) {
      const content = ctx.name("timestamp");
      const created = await member.call("POST /drafts", { body: { drafts: [{ type: "", to: [], topic: "", content }] } });
      const id = (expectSuccess(created, "POST /drafts").ids as number[] | undefined)?.[0];
      if (Number.isInteger(id)) ctx.cleanup(`delete draft ${id}`, () => member.call("DELETE /drafts/{draft_id}", { path: { draft_id: id } }));
      const ex = await member.call("GET /drafts");
      const draft = ((bodyObject(ex.response)?.drafts ?? []) as Json[]).find((d) => d.id === id || d.content === content);
      return { ex, ts: draft?.timestamp };
    },
  },
  {
    // The message object's timestamp, "UNIX timestamp of sending"; read with the seed's GET /messages/{message_id}.
    what: "a message's timestamp",
    async make(ctx, member) {
      if (!ctx.since("GET /messages/{message_id} response.message")) return "the single-message response has no message object at this level";
      const channel = await sharedChannel([member]);
      if (!channel) return "the member is subscribed to no channel anyone may post to";
      const sent = await member.call("POST /messages", { body: { type: "stream", to: channel.stream_id, topic: ctx.name("timestamp"), content: "the time of sending" } });
      const id = expectSuccess(sent, "sending a message (POST /messages)").id;
      const ex = await member.call("GET /messages/{message_id}", { path: { message_id: id } });
      return { ex, ts: (bodyObject(ex.response)?.message as Json | undefined)?.timestamp };
    },
  },
];

// A timestamp the server fills in now is the current UTC time in seconds, within ten minutes of the server's clock
// (its Date header, else ours): a draft created without a timestamp ("the UNIX timestamp (seconds) of last edit")
// and a message just sent ("UNIX timestamp of sending"), each every run. Milliseconds, local time and other units are
// all far off. A source whose Zulip extra the server lacks (GET /drafts, POST /messages) is left out; the rule is
// skipped, naming the extra, only when the server lacks them all.
export default rule({
  id: "envelope/timestamps-utc-now",
  title: "A timestamp the server fills in now is the current time in UTC seconds",
  seed: "Common conventions 5 (UNIX timestamps are integers in UTC seconds); Draft object: timestamp (UNIX timestamp (seconds) of last edit; filled in by the server on create); Message object: timestamp (UNIX timestamp of sending)",
  statements: ["conventions.unix-timestamps", "draft.timestamp", "message.timestamp"],
  operations: ["POST /drafts", "GET /streams", "GET /messages/{message_id}"],
  uses: ["GET /drafts", "DELETE /drafts/{draft_id}", "POST /messages"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const member = ctx.as("member");
    const missing: CapabilityMissing[] = [];
    const untested: string[] = [];
    await ctx.each(SOURCES, async (source) => {
      let made: Awaited<ReturnType<Source["make"]>>;
      try {
        made = await source.make(ctx, member);
      } catch (err) {
        if (!(err instanceof CapabilityMissing)) throw err;
        missing.push(err);
        return;
      }
      if (typeof made === "string") return void untested.push(`${source.what}: ${made}`);
      const { ex, ts } = made;
      const now = serverNow(ex);
      expectThat(Number.isInteger(ts) && Math.abs((ts as number) - now) <= SLACK, {
        title: `A fresh timestamp is not the current time in UTC seconds (${source.what})`,
        expected: `${source.what}: an integer within ${SLACK} s of ${now}`,
        received: `timestamp ${show(ts)}${Number.isInteger(ts) ? ` (${(ts as number) - now} s off)` : ""}`,
        exchange: ex,
      });
    });
    if (missing.length === SOURCES.length) throw missing[0];
    for (const m of missing) untested.push(`${m.gap.capability} is missing on this server`);
    if (untested.length) ctx.note(`not every timestamp source tested: ${untested.join("; ")}`);
  },
});
