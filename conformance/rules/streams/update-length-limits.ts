import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { allChannels, getStream, PATCH, GET, patchStream, pickPublic, restoreLater, show } from "./_support.ts";
import { registerLimits } from "../shared/events.ts";

// The limits POST /register returns are enforced: a description of at most max_stream_description_length
// characters and a new_name of at most max_stream_name_length are stored as sent; a longer one is never stored
// beyond the limit (refused, or, a reading the seed leaves open, shortened to the limit). ASCII only, so that
// every way of counting length agrees. The channel is put back.
export default rule({
  id: "streams/update-length-limits",
  title: "description and new_name respect the length limits from POST /register",
  seed: "Limits: max_stream_name_length (new_name in channel update), max_stream_description_length (description in channel update); Endpoints, Channels: PATCH description, new_name",
  statements: ["limits.max-stream-name-length", "limits.max-stream-description-length", "streams.update-description", "streams.update-new-name"],
  operations: [PATCH, GET, "POST /register"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const limits = await registerLimits(ctx, admin);
    const maxName = limits.max_stream_name_length;
    const maxDescription = limits.max_stream_description_length;
    expectThat(Number.isInteger(maxName) && Number.isInteger(maxDescription) && maxName > 0 && maxDescription > 0, {
      title: "POST /register without the channel length limits",
      expected: "max_stream_name_length and max_stream_description_length: positive integers",
      received: show({ max_stream_name_length: maxName, max_stream_description_length: maxDescription }),
    });
    const channel = pickPublic(await allChannels(admin));
    if (!channel) return ctx.note("no public channel to edit");
    const id = channel.stream_id;
    await restoreLater(ctx, admin, id, ["description", "name"]);
    // A fresh name each time (renaming to the current name is an error of its own), padded to the length.
    const prefix = ctx.name("len");
    const text = (field: "description" | "new_name", n: number) => (field === "new_name" ? (ctx.name("len") + "x".repeat(n)).slice(0, n) : "d".repeat(n));
    const check = async (field: "description" | "new_name", n: number) => {
      const limit = field === "new_name" ? maxName : maxDescription;
      const sent = text(field, n);
      if (field === "new_name" && sent.length < prefix.length) return; // too short to be unique
      const ex = await patchStream(admin, id, { [field]: sent });
      const ok = bodyObject(ex.response)?.result === "success";
      const { stream } = await getStream(admin, id);
      const stored = stream[field === "new_name" ? "name" : "description"];
      if (n <= limit) {
        expectThat(ok && stored === sent, { title: `${field} within the limit not stored`, expected: `${field} of ${n} ≤ ${limit} characters accepted and stored`, received: `${describeResponse(ex.response)}; stored ${show(stored).slice(0, 80)}…`, exchange: ex });
      } else {
        expectThat(typeof stored === "string" && stored.length <= limit && stored !== sent, { title: `${field} over the limit stored`, expected: `${field} of ${n} > ${limit} characters refused (or shortened to the limit)`, received: `${describeResponse(ex.response)}; stored ${typeof stored === "string" ? stored.length : show(stored)} characters`, exchange: ex });
      }
    };
    // Both fields at exactly the limit and one past it, every run; then random lengths near the limits.
    const edges = (["description", "new_name"] as const).flatMap((field) => {
      const limit = field === "new_name" ? maxName : maxDescription;
      return [limit, limit + 1].map((n) => ({ field, n }));
    });
    await ctx.each(edges, ({ field, n }) => check(field, n));
    const arb = fc.constantFrom("description" as const, "new_name" as const).chain((field) => {
      const limit = field === "new_name" ? maxName : maxDescription;
      return fc.record({ field: fc.constant(field), n: fc.oneof(fc.integer({ min: Math.max(prefix.length, limit - 10), max: limit }), fc.integer({ min: limit + 1, max: limit + 20 })) });
    });
    await ctx.property("length", arb, ({ field, n }) => check(field, n));
  },
});
