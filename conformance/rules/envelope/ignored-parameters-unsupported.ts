import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { noOpWrites, pollCall, readCalls, send, show, type Call } from "./_support.ts";

// From level 167 "a successful response contains an ignored_parameters_unsupported array when the request carried
// parameters the endpoint does not support": for any unknown parameter names, on successful reads of real objects
// and successful (no-op) writes, the array lists every unknown name and none of the supported parameters sent.
// (The generic check sends one fixed name, mostly to requests that fail.)
export default rule({
  id: "envelope/ignored-parameters-unsupported",
  title: "Unknown parameters are listed in ignored_parameters_unsupported, supported ones are not",
  seed: "Common conventions 4 (from level 167 ignored_parameters_unsupported); Versioning: 167",
  statements: ["conventions.ignored-parameters-unsupported", "level.167"],
  operations: ["GET /users/{user_id}", "GET /streams/{stream_id}", "POST /drafts", "PATCH /streams/{stream_id}", "PATCH /users/{user_id}", "GET /events"],
  roles: ["administrator", "member"],
  since: "JsonSuccess.ignored_parameters_unsupported",
  writes: true,
  async run(ctx) {
    const member = ctx.as("member");
    const admin = ctx.as("administrator");
    // A non-blocking poll of a real event queue too: its answer is built apart from the others' (events are shaped
    // for the level as they are queued).
    const poll = await pollCall(ctx, member);
    const candidates: Call[] = [...(await readCalls(ctx, member, admin)), ...(await noOpWrites(ctx, member, admin)), ...(poll ? [poll] : [])];
    // Only calls that succeed as they are: the array is promised on successful responses. Sent as they are (every
    // parameter supported), the answer lists no parameter: the array, if there is one, names only parameters the
    // request carried that the endpoint does not support, and there are none (absent and empty both fit the seed).
    const calls: Call[] = [];
    await ctx.each(candidates, async (c) => {
      const ex = await send(c);
      const body = bodyObject(ex.response);
      if (body?.result !== "success") return;
      calls.push(c);
      const listed = body.ignored_parameters_unsupported;
      expectThat(listed === undefined || (Array.isArray(listed) && listed.length === 0), {
        title: "ignored_parameters_unsupported lists parameters the request did not carry",
        expected: `${c.label} with supported parameters only: no ignored_parameters_unsupported, or an empty one`,
        received: `ignored_parameters_unsupported ${show(listed)}`,
        exchange: ex,
      });
    });
    if (!calls.length) return ctx.note("no call succeeded to carry unknown parameters");
    const unknown = fc.uniqueArray(stringMatching(/^[a-z][a-z0-9_]{1,12}$/).map((s) => `conformance_${s}`), { minLength: 1, maxLength: 3 });
    const arb = fc.record({ call: fc.constantFrom(...calls), names: unknown, value: fc.constantFrom("1", "true", "x", "[]") });
    const check = async ({ call, names, value }: { call: Call; names: string[]; value: string }) => {
      const extra = Object.fromEntries(names.map((n) => [n, value]));
      const isGet = call.op.startsWith("GET ");
      const ex = await send(call, isGet ? { query: extra } : { body: extra });
      const body = bodyObject(ex.response);
      expectThat(body?.result === "success", { title: "Unknown parameters turned a success into an error", expected: `${call.label} still succeeds with ${names.join(", ")} added`, received: describeResponse(ex.response), exchange: ex });
      const listed = body!.ignored_parameters_unsupported;
      const sent = Object.keys((isGet ? call.input.query : call.input.body) ?? {});
      expectThat(Array.isArray(listed) && names.every((n) => listed.includes(n)) && !sent.some((n) => listed.includes(n)), {
        title: `ignored_parameters_unsupported does not list exactly the unknown parameters (${call.op})`,
        expected: `${call.label}: a list containing ${show(names)} and none of the supported ${show(sent)}`,
        received: `ignored_parameters_unsupported ${show(listed)}`,
        exchange: ex,
      });
    };
    // Every call once with one unknown parameter, then random calls with random unknown parameters.
    await ctx.each(calls, (call) => check({ call, names: ["conformance_unknown"], value: "1" }));
    await ctx.property("unknown-parameters", arb, check);
  },
});
