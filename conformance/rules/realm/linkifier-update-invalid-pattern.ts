import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { accepted, restoreLinkifier, someLinkifier, templateField, UPDATE_LINKIFIER } from "./_support.ts";
import { expectRefused } from "../shared/events.ts";

// A pattern that is not a regular expression (an unclosed group or class, a dangling escape, a quantifier with
// nothing to repeat) is refused. Updates an existing linkifier (found with GET /realm/linkifiers) with its own pattern
// made invalid, so that the pattern keeps the named groups its template uses and only the expression is wrong;
// should the server accept, the linkifier is put back.
const KINDS = ["group", "class", "escape", "quantifier", "named-group"] as const;
const broken = (valid: string, w: string, kind: (typeof KINDS)[number]) =>
  ({ group: `${valid}${w}(`, class: `${valid}${w}[`, escape: `${valid}${w}\\`, quantifier: `*${w}${valid}`, "named-group": `${valid}(?P<${w}` })[kind];
const invalidPattern = (valid: string) => fc.tuple(stringMatching(/^[a-z0-9]{0,8}$/), fc.constantFrom(...KINDS)).map(([w, kind]) => broken(valid, w, kind));

export default rule({
  id: "realm/linkifier-update-invalid-pattern",
  title: "PATCH /realm/filters/{filter_id} refuses a pattern that is not a regular expression",
  seed: "Endpoints, Linkifiers: pattern string required; Linkifier: pattern (regular expression string)",
  statements: ["linkifier.attributes", "linkifiers.update"],
  operations: [UPDATE_LINKIFIER, "GET /realm/linkifiers"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const l = await someLinkifier(admin);
    if (!l) return ctx.note("the organization has no linkifier (GET /realm/linkifiers); nothing to update");
    let changed = false;
    restoreLinkifier(ctx, admin, l, () => changed);
    const refused = async (pattern: string) => {
      const ex = await admin.call(UPDATE_LINKIFIER, { path: { filter_id: l.id }, body: { pattern, [templateField(ctx)]: l.template } });
      changed ||= accepted(ex);
      expectRefused(ex, `the pattern ${JSON.stringify(pattern)}`);
    };
    // Every kind of defect every run, then random ones.
    await ctx.each(KINDS, (kind) => refused(broken(l.pattern, "", kind)));
    await ctx.property("invalid-pattern", invalidPattern(l.pattern), refused);
  },
});
