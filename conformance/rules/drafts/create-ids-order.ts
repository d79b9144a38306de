import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sharedChannel, show } from "../shared/events.ts";
import { CREATE, LIST, createDrafts, listDrafts, type Draft } from "../shared/drafts.ts";

// POST /drafts returns one integer ID per submitted draft, in submission order: for every list of drafts (of every
// kind), ids has the list's length, and GET /drafts shows the i-th ID with the i-th draft's content and type.
export default rule({
  id: "drafts/create-ids-order",
  title: "POST /drafts returns as many ids as drafts, in submission order",
  seed: "Endpoints, Drafts: POST /drafts (Response: ids, list of integer, same order as submitted); Draft object",
  statements: ["drafts.create-ids", "draft.type"],
  operations: [CREATE, LIST],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const channel = await sharedChannel([me]);
    const kinds: Draft["type"][] = channel ? ["", "private", "stream"] : ["", "private"];
    const drafts = fc.array(fc.record({ type: fc.constantFrom(...kinds), word: stringMatching(/^[a-z0-9]{1,12}$/) }), { minLength: 1, maxLength: 4 });
    const check = async (list: { type: Draft["type"]; word: string }[]) => {
      const marker = ctx.name("draft");
      const submitted: Draft[] = list.map(({ type, word }, i) => ({
        type,
        to: type === "stream" ? [channel!.stream_id] : type === "private" ? [me.userId] : [],
        topic: type === "stream" ? `${marker} topic` : "",
        content: `${marker} ${i} ${word}`,
      }));
      const ex = await createDrafts(ctx, me, submitted);
      const ids = expectSuccess(ex, "creating drafts").ids;
      expectThat(Array.isArray(ids) && ids.length === submitted.length && ids.every((id) => Number.isInteger(id)) && new Set(ids).size === ids.length, {
        title: "POST /drafts did not return one distinct integer id per draft",
        expected: `ids: ${submitted.length} distinct integers`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
      const listed = await listDrafts(me);
      // Every position read: all that do not name their draft in one finding.
      const wrong = (ids as number[]).flatMap((id, i) => {
        const d = listed.drafts.find((x) => x.id === id);
        return d?.content === submitted[i].content && d?.type === submitted[i].type ? [] : [{ i, id, d }];
      });
      expectThat(!wrong.length, {
        title: "A returned draft id does not name the draft submitted at its position",
        expected: wrong.map(({ i, id }) => `ids[${i}] = ${id} is the draft ${show({ type: submitted[i].type, content: submitted[i].content })} (GET /drafts)`).join("; "),
        received: wrong.map(({ id, d }) => (d ? show(d) : `no draft with id ${id} in GET /drafts`)).join("; "),
        exchange: listed.ex,
      });
    };
    // Every kind alone and all of them in one request, every run; then random lists.
    await ctx.each([...kinds.map((type) => [{ type, word: "alone" }]), kinds.map((type) => ({ type, word: "together" }))], check);
    await ctx.property("ids-in-order", drafts, check);
  },
});
