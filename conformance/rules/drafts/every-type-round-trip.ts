import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { sharedChannel, show, type Body } from "../shared/events.ts";
import { CREATE, LIST, createDrafts, listDrafts, type Draft } from "../shared/drafts.ts";

// Every draft type keeps its addressing: an unaddressed draft (type "", to empty), a channel draft (one channel ID
// and a topic) and a direct draft to one or several users (every ID kept) read back from GET /drafts with their
// type, recipients and content, and a channel draft with its topic; every fetched draft has its id and a topic.
export default rule({
  id: "drafts/every-type-round-trip",
  title: "Drafts of every type keep their type, recipients (several users too) and content",
  seed: "Draft object: type (empty string, stream or private), to (for stream exactly one channel ID; for private user IDs; for unaddressed an empty list), topic, content",
  statements: ["draft.type", "draft.to", "draft.content", "draft.id", "draft.topic"],
  operations: [CREATE, LIST, "GET /streams"],
  roles: ["member", "member", "administrator"],
  writes: true,
  async run(ctx) {
    const [me, other, admin] = [ctx.as("member", 0), ctx.as("member", 1), ctx.as("administrator")];
    const channel = await sharedChannel([me]);
    const users = [other.userId, admin.userId, me.userId];
    const make = (type: Draft["type"], count: number): Draft => ({
      type,
      to: type === "stream" ? [channel!.stream_id] : type === "private" ? users.slice(0, count) : [],
      topic: type === "stream" ? ctx.name("topic") : "",
      content: `${ctx.name("draft")} of type ${JSON.stringify(type)}`,
    });
    const check = async (draft: Draft) => {
      const ids = expectSuccess(await createDrafts(ctx, me, [draft]), `creating a ${JSON.stringify(draft.type)} draft`).ids as number[];
      const { ex, drafts } = await listDrafts(me);
      // Fetched drafts carry their id ("set only when drafts are fetched") and a topic (required; an empty string
      // for direct and unaddressed ones).
      const lacking = drafts.filter((x: Body) => !Number.isInteger(x?.id) || typeof x?.topic !== "string");
      expectThat(lacking.length === 0, {
        title: "Fetched drafts lack an integer id or a string topic",
        expected: "every draft of GET /drafts with id (integer) and topic (string)",
        received: show(lacking.slice(0, 3)),
        exchange: ex,
      });
      const d = drafts.find((x: Body) => x.id === ids?.[0]);
      // The recipients as a set: the seed does not say whether the sender's own ID is kept among a direct draft's
      // recipients (Zulip stores the set without it), nor their order.
      const recipients = (to: number[]) => [...new Set(to)].filter((id) => draft.type !== "private" || id !== me.userId).sort((a, b) => a - b).join();
      const sameTo = Array.isArray(d?.to) && recipients(d!.to as number[]) === recipients(draft.to);
      expectThat(!!d && d.type === draft.type && sameTo && d.content === draft.content && (draft.type !== "stream" || d.topic === draft.topic), {
        title: `A draft does not read back with its type, recipients and content (type ${JSON.stringify(draft.type)})`,
        expected: show(draft),
        received: d ? show(d) : `no draft ${ids?.[0]} in GET /drafts`,
        exchange: ex,
      });
    };
    const types: Draft["type"][] = channel ? ["", "stream", "private"] : ["", "private"];
    // Every type every run, a direct draft to one user and to several; then random ones.
    await ctx.each([...types.map((type) => make(type, 3)), make("private", 1)], check);
    await ctx.property("draft", fc.record({ type: fc.constantFrom(...types), count: fc.integer({ min: 1, max: 3 }) }), ({ type, count }) => check(make(type, count)), { runs: 3 });
  },
});
