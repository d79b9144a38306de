import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { sharedChannel, show } from "../shared/events.ts";
import { CREATE, createDrafts, listDrafts } from "../shared/drafts.ts";

// A draft's topic and content carry no null bytes. The seed does not say what a server answers to a draft that has
// one: it is refused (no msg shown), or, a reading the seed leaves open, created without them. Either way no draft
// holds a null byte: a channel draft with a NUL anywhere in its topic or content is refused, or GET /drafts shows
// the created draft with none.
export default rule({
  id: "drafts/null-bytes-never-stored",
  title: "POST /drafts stores no null byte in a draft's topic or content",
  seed: "Draft object: topic (no null bytes), content (no null bytes)",
  statements: ["draft.topic", "draft.content"],
  operations: [CREATE, "GET /drafts", "GET /streams"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const channel = await sharedChannel([me]);
    if (!channel) return ctx.note("the member is subscribed to no channel anyone may post to; nothing to test");
    const word = stringMatching(/^[a-z0-9 ]{0,10}$/);
    const check = async ({ field, before, after }: { field: "topic" | "content"; before: string; after: string }) => {
      const draft = { type: "stream" as const, to: [channel.stream_id], topic: ctx.name("topic"), content: "a draft", [field]: `x${before}\u0000${after}` };
      const ex = await createDrafts(ctx, me, [draft]);
      const body = bodyObject(ex.response);
      if (body?.result === "error") return;
      const id = Array.isArray(body?.ids) ? body.ids[0] : undefined;
      expectThat(body?.result === "success" && Number.isInteger(id), { title: "POST /drafts neither refused nor created the draft", expected: "an error, or success with ids: [integer]", received: describeResponse(ex.response), exchange: ex });
      const listed = await listDrafts(me);
      const stored = listed.drafts.find((d) => d.id === id);
      const nul = (v: unknown) => typeof v === "string" && v.includes("\u0000");
      expectThat(!!stored && !nul(stored.topic) && !nul(stored.content), {
        title: `A draft whose ${field} contains a null byte was stored with it`,
        expected: `the draft refused, or stored without null bytes (draft ${id} in GET /drafts)`,
        received: stored ? show({ topic: stored.topic, content: stored.content }) : `no draft with id ${id} in GET /drafts`,
        exchange: listed.ex,
      });
    };
    // Both fields every run (a null byte inside and at the end), then random text around it.
    await ctx.each(["topic", "content"] as const, async (field) => {
      await check({ field, before: "ab", after: "cd" });
      await check({ field, before: "ab", after: "" });
    });
    await ctx.property("null-byte", fc.record({ field: fc.constantFrom("topic" as const, "content" as const), before: word, after: word }), check);
  },
});
