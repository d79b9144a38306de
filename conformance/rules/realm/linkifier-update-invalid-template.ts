import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { accepted, restoreLinkifier, someLinkifier, UPDATE_LINKIFIER } from "./_support.ts";
import { expectRefused } from "../shared/events.ts";

// url_template is an RFC 6570 template (from level 176): braces that do not form an expression (an unclosed
// expression, an empty one, an expression inside another), or a control character (RFC 6570's literals exclude CTLs),
// make it invalid, and it is refused. Updates an existing linkifier with its own pattern and its own template with
// the defect added (so that the template still names the pattern's groups and only the defect is wrong); should the
// server accept, the linkifier is put back. Each kind of defect is sent once as is, then fast-check varies them.
const DEFECTS = ["unclosed", "empty", "nested", "control"] as const;
type Defect = (typeof DEFECTS)[number];

/** `valid` with `/<word>` and the defect appended; `c` picks the control character (1..31, or DEL for 32). */
function withDefect(valid: string, word: string, kind: Defect, c: number): string {
  const group = /\{([A-Za-z0-9_]+)\}/.exec(valid)?.[1] ?? "id";
  const ctl = String.fromCharCode(c === 0x20 ? 0x7f : c);
  return `${valid}/${word}` + { unclosed: `{${group}`, empty: "{}", nested: `{{${group}}}`, control: `${ctl}x` }[kind];
}

const invalidTemplate = (valid: string) =>
  fc
    .tuple(stringMatching(/^[a-z0-9]{0,8}$/), fc.constantFrom(...DEFECTS), fc.integer({ min: 1, max: 0x20 }))
    .map(([word, kind, c]) => withDefect(valid, word, kind, c));

export default rule({
  id: "realm/linkifier-update-invalid-template",
  title: "PATCH /realm/filters/{filter_id} refuses a url_template that is not an RFC 6570 template",
  seed: "Endpoints, Linkifiers: url_template string required (RFC 6570); Linkifier: url_template (RFC 6570 URL template)",
  statements: ["linkifier.attributes", "linkifiers.update", "level.176"],
  operations: [UPDATE_LINKIFIER, "GET /realm/linkifiers"],
  roles: ["administrator"],
  since: "PATCH /realm/filters/{filter_id} body.url_template @renamed",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const l = await someLinkifier(admin);
    if (!l) return ctx.note("the organization has no linkifier (GET /realm/linkifiers); nothing to update");
    let changed = false;
    restoreLinkifier(ctx, admin, l, () => changed);
    const refused = async (template: string) => {
      const ex = await admin.call(UPDATE_LINKIFIER, { path: { filter_id: l.id }, body: { pattern: l.pattern, url_template: template } });
      changed ||= accepted(ex);
      expectRefused(ex, `the url_template ${JSON.stringify(template)}`);
    };
    await ctx.each(DEFECTS, (kind) => refused(withDefect(l.template, "", kind, 1)));
    await ctx.property("invalid-template", invalidTemplate(l.template), refused);
  },
});
