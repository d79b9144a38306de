import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { stillInvalid, toWire, type WireField } from "../../arbitraries/wire.ts";
import { admittedTypes } from "../../../lib/wire/index.ts";
import { newAddress } from "../shared/users.ts";
import { ifOffered } from "../shared/extras.ts";
import { has, noOpWrites, pollCall, readCalls, send, show, type Call, type Json } from "./_support.ts";

/**
 * Values of every JSON type, and of the shapes the spec's lists and objects have (an element of another type, an
 * object without its keys). For one parameter, those its schema does not admit at any reading (lib/wire's decoding,
 * then the coercions lenient servers apply, "5" for 5 and 1 for true: arbitraries/wire.ts stillInvalid) are wrong.
 * null is wrong where the schema is not nullable (as for the generic negative check).
 */
const CANDIDATES: unknown[] = [7, 1.5, -3, "conformance", true, null, [], [7], ["conformance"], [null], [[7]], [{}], {}, { conformance: 7 }, { new: "conformance" }];

/** Wrong values inside a list or object: of another kind than the part's type (no coercion reads one as the other). */
const INNER: unknown[] = [7, 1.5, "conformance", [], [7], {}];

/** A value the schema admits, simply: the first enum value or alternative, an object with its required keys. */
function sampleOf(s: Json): unknown {
  if (!s || typeof s !== "object") return "conformance";
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  const alt = s.oneOf?.[0] ?? s.anyOf?.[0];
  if (alt) return sampleOf(alt);
  const t = Array.isArray(s.type) ? s.type.find((x: string) => x !== "null") : s.type;
  if (t === "integer" || t === "number") return 1;
  if (t === "boolean") return false;
  if (t === "array") return [];
  if (t === "object") return Object.fromEntries(((s.required ?? []) as string[]).map((k) => [k, sampleOf(s.properties?.[k])]));
  return "conformance";
}

/** For a list or an object: whole values that are right but for one element or property, of a wrong kind. */
function wrongInside(s: Json | undefined): unknown[] {
  if (!s || typeof s !== "object") return [];
  // A list: a wrong element alone, and after a right one (every element is read, not only the first).
  if (s.type === "array" && s.items && typeof s.items === "object") {
    const right = sampleOf(s.items);
    return [...wrongInside(s.items).map((v) => [v]), ...INNER.map((v) => [right, v])];
  }
  if (s.type !== "object" || !s.properties) return [];
  const base = sampleOf(s) as Json;
  return Object.keys(s.properties).flatMap((k) => INNER.map((w) => ({ ...base, [k]: w })));
}

// "BAD_REQUEST: general invalid request", for values the spec's types do not admit. Each wrong value is added to (or
// replaces the value of) one parameter of a call that succeeds as it is — reads of real objects, a poll of a real
// event queue, writes that set what already is — so an answer other than an error can only come from the value being
// taken. The generated requests of the generic negative check target IDs no server holds, where an error shows
// nothing; here every parameter of these operations meets every wrong type once, in a fixed order, and the parts of
// lists of objects and objects each meet values of another kind. A correct server
// changes nothing; what a server that took a wrong value created (drafts) is deleted, and a value it stored is set
// back where the object shows the field under the parameter's name.
export default rule({
  id: "envelope/wrong-types-refused",
  title: "A parameter value its schema does not admit (a wrong type, or a value outside the allowed ones) is refused, on calls that succeed without it",
  seed: "Errors: BAD_REQUEST (general invalid request); Common conventions 1 (values in form fields, lists and objects JSON-encoded)",
  statements: ["errors.bad-request", "conventions.json-encoded-values"],
  operations: ["GET /users/{user_id}", "GET /users/{email}", "GET /streams", "GET /streams/{stream_id}", "GET /messages/{message_id}", "GET /events", "POST /drafts", "PATCH /streams/{stream_id}", "PATCH /users/{user_id}", "POST /invites"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const member = ctx.as("member");
    const admin = ctx.as("administrator");
    const poll = await pollCall(ctx, member);
    const bases: Call[] = [
      ...(await readCalls(ctx, member, admin)),
      { label: "GET /streams", caller: member, op: "GET /streams", input: {} },
      ...(poll ? [poll] : []),
      ...(await noOpWrites(ctx, member, admin)),
    ];
    // Drafts a server created from a wrong value are deleted again, where Zulip's GET /drafts lists them.
    const ids = async () => ((bodyObject((await member.call("GET /drafts")).response)?.drafts ?? []) as Json[]).map((d) => d.id);
    const existing = has(ctx, "GET /drafts") && has(ctx, "DELETE /drafts/{draft_id}") ? await ifOffered(ids) : undefined;
    if (existing) {
      const before = new Set(existing);
      ctx.cleanup("delete drafts created from wrong values", async () => {
        for (const id of await ids()) if (!before.has(id)) await member.call("DELETE /drafts/{draft_id}", { path: { draft_id: id } });
      });
    }
    // An invitation to a new address, to a channel the administrator can see: not sent as it is (it would invite),
    // only with wrong values, which a server refuses before inviting anyone.
    const channel = bases.find((b) => b.op === "PATCH /streams/{stream_id}")?.input.path?.stream_id;
    const invite: Call | undefined =
      channel === undefined ? undefined : { label: "POST /invites to a new address", caller: admin, op: "POST /invites", input: { body: { invitee_emails: newAddress(ctx, "wrong-type"), stream_ids: [channel] } } };
    let probed = 0;
    for (const base of [...bases, ...(invite ? [invite] : [])]) {
      if (base !== invite && bodyObject((await send(base)).response)?.result !== "success") continue; // only calls that succeed as they are
      const op = ctx.spec.operation(base.op);
      const isGet = base.op.startsWith("GET ");
      const before = isGet ? undefined : await snapshot(base);
      const fields: WireField[] = [
        ...op.parameters.filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: p.schema ?? {}, jsonEncoded: p.jsonEncoded, fullSchema: op.fullSchema(p.name) })),
        ...(op.body?.fields ?? []).map((f) => ({ name: f.name, schema: f.schema ?? {}, jsonEncoded: f.jsonEncoded, fullSchema: op.fullSchema(f.name) })),
      ];
      // Every (parameter, wrong value) pair, each failure its own finding: one run shows every parameter taken wrongly.
      const cases = fields.flatMap((field) => [...CANDIDATES, ...wrongInside(field.schema)].filter((value) => stillInvalid(toWire(value, field), field)).map((value) => ({ field, value })));
      probed += cases.length;
      await ctx.each(cases, async ({ field, value }) => {
        const ex = await send(base, isGet ? { query: { [field.name]: value } } : { body: { [field.name]: value } });
        const accepted = bodyObject(ex.response)?.result !== "error";
        if (accepted && !isGet) await restore(base, field.name, before);
        const wrong = WRONG[classOf(value, field.schema)];
        expectThat(!accepted, {
          title: `${wrong.title} was not refused: ${field.name}`,
          expected: `${base.label} with ${field.name}=${show(value)} (${wrong.why}): an error`,
          received: describeResponse(ex.response),
          exchange: ex,
        });
      });
    }
    if (!probed) ctx.note("no call succeeded to carry wrong values");
  },
});

/** How a value is wrong for a schema, for the title: its JSON type, a part of it, or only its value. */
type WrongClass = "type" | "part" | "value";
const WRONG: Record<WrongClass, { title: string; why: string }> = {
  type: { title: "A value of the wrong type", why: "its JSON type is not one its schema admits" },
  part: { title: "A list or object of the wrong shape", why: "an element or property missing, or of a type or value its schema does not admit" },
  value: { title: "A value outside the allowed values", why: "of an admitted type, but not among the values its schema allows" },
};

function classOf(value: unknown, schema: Json): WrongClass {
  const admitted = admittedTypes(schema);
  if (admitted.has("any")) return "value";
  const type = value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : typeof value;
  const ok = admitted.has(type) || (type === "integer" && admitted.has("number"));
  if (!ok) return "type";
  return typeof value === "object" && value !== null ? "part" : "value";
}

/** The object a write changes, as it is before the probes (to set back what a wrong value changed). */
async function snapshot(base: Call): Promise<Json | undefined> {
  const read = base.op === "PATCH /streams/{stream_id}" ? "GET /streams/{stream_id}" : base.op === "PATCH /users/{user_id}" ? "GET /users/{user_id}" : undefined;
  if (!read) return undefined;
  const body = bodyObject((await base.caller.call(read, { path: base.input.path })).response);
  return (body?.stream ?? body?.user) as Json | undefined;
}

/** A write took a wrong value: the base call sets its own fields back, the snapshot the field where it shows it. */
async function restore(base: Call, name: string, before: Json | undefined): Promise<void> {
  await send(base);
  if (before && name in before) await send(base, { body: { [name]: before[name] } });
}
