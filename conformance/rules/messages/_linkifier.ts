// Not a rule: a linkifier with a pattern and template of the rule's choosing, for the topic-link rules. Created with
// POST /realm/filters (Zulip's, beyond the seed) where the server offers it, then changed with the seed's PATCH
// /realm/filters/{filter_id} for each further template; elsewhere an existing linkifier, found
// through whatever the server offers (Zulip's GET /realm/linkifiers, the register response's realm_linkifiers), is
// changed with the seed's own PATCH /realm/filters/{filter_id} and put back when the rule ends. Only where neither
// reaches one is the rule skipped, saying why.
import { expectSuccess } from "../expect.ts";
import { CapabilityMissing } from "../../engine/capabilities.ts";
import { ifOffered } from "../shared/extras.ts";
import { registerQueue } from "../shared/events.ts";
import { bodyObject } from "../../checks/evidence.ts";
import type { Caller, RuleContext } from "../types.ts";

const CREATE = "POST /realm/filters";
const UPDATE = "PATCH /realm/filters/{filter_id}";
const LIST = "GET /realm/linkifiers";

/** The operations the topic-link rules declare, and the extras among them they use only where offered. */
export const LINKIFIER_OPERATIONS = [CREATE, UPDATE, LIST, "POST /register"];
export const LINKIFIER_EXTRAS = [CREATE, LIST];

type Record_ = Record<string, unknown>;

/**
 * Sets a linkifier to `pattern` and `template`: the first call creates one (POST /realm/filters) where the server
 * offers it, and every later call changes that one with the seed's PATCH /realm/filters/{filter_id}, so that the
 * templates are read through the seed's own operation too; elsewhere the one existing linkifier is changed.
 */
export type SetLinkifier = (pattern: string, template: string) => Promise<void>;

/** The template field's name at the tested level (url_format_string, with %(name)s groups, before url_template). */
export function templateField(ctx: RuleContext): string {
  const op = ctx.spec.operations.find((o) => o.key === UPDATE) ?? ctx.spec.operations.find((o) => o.key === CREATE);
  return (op?.body?.fields ?? []).some((f) => f.name === "url_template") ? "url_template" : "url_format_string";
}

export function linkifierSetter(ctx: RuleContext, admin: Caller): SetLinkifier {
  const field = templateField(ctx);
  let update: { id: number } | undefined;
  return async (pattern, template) => {
    const body = { pattern, [field]: template };
    if (!update) {
      const created = await ifOffered(async () => expectSuccess(await admin.call(CREATE, { body }), "creating a linkifier (POST /realm/filters)"));
      if (created) {
        // Zulip answers the new linkifier's id; a server that does not keeps creating one per call.
        if (Number.isInteger(created.id)) update = { id: created.id as number };
        return;
      }
      update = await existingLinkifier(ctx, admin, field);
    }
    expectSuccess(await admin.call(UPDATE, { path: { filter_id: update.id }, body }), `changing linkifier ${update.id} (${UPDATE})`);
  };
}

/** An existing linkifier, its pattern and template put back when the rule ends; CapabilityMissing where none is found. */
async function existingLinkifier(ctx: RuleContext, admin: Caller, field: string): Promise<{ id: number }> {
  const listed = ctx.spec.operations.some((o) => o.key === LIST) ? await ifOffered(async () => bodyObject((await admin.call(LIST)).response)?.linkifiers) : undefined;
  const registered = Array.isArray(listed) ? undefined : (await registerQueue(ctx, admin, { event_types: ["realm_linkifiers"], fetch_event_types: ["realm_linkifiers"] })).registered.realm_linkifiers;
  const all = (Array.isArray(listed) ? listed : Array.isArray(registered) ? registered : []) as Record_[];
  const found = all.find((l) => Number.isInteger(l?.id) && typeof l.pattern === "string" && typeof l[field] === "string");
  if (!found) {
    throw new CapabilityMissing({
      capability: CREATE,
      evidence: `no linkifier to change with ${UPDATE}: the server offers no ${CREATE}, and neither ${LIST} nor the register response (realm_linkifiers) lists a linkifier`,
    });
  }
  const id = found.id as number;
  ctx.cleanup(`put linkifier ${id} back`, () => admin.call(UPDATE, { path: { filter_id: id }, body: { pattern: found.pattern, [field]: found[field] } }));
  return { id };
}
