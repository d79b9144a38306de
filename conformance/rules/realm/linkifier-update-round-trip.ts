import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { show } from "../shared/users.ts";
import { UPDATE_LINKIFIER, templateField } from "./_support.ts";

// PATCH /realm/filters/{filter_id} replaces a linkifier's pattern and URL template: a linkifier the rule creates
// (POST /realm/filters, Zulip's, beyond the seed; patterns carry the run's prefix, as the seed cannot delete one) is
// updated, and GET /realm/linkifiers (beyond the seed) lists it with the new pattern and template.
export default rule({
  id: "realm/linkifier-update-round-trip",
  title: "PATCH /realm/filters/{filter_id} stores the new pattern and URL template",
  seed: "Endpoints, Linkifiers: PATCH /realm/filters/{filter_id} (pattern string required; url_template string required, RFC 6570); Linkifier: pattern, url_template",
  statements: ["linkifiers.update", "linkifier.attributes"],
  operations: [UPDATE_LINKIFIER, "POST /realm/filters", "GET /realm/linkifiers"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const field = templateField(ctx);
    const modern = field === "url_template";
    const tag = ctx.name("lk").replace(/[^a-z0-9]/gi, "");
    const template = (path: string) => (modern ? `https://example.com/${path}/{id}` : `https://example.com/${path}/%(id)s`);
    const created = expectSuccess(await admin.call("POST /realm/filters", { body: { pattern: `${tag}-(?P<id>[0-9]+)`, [field]: template("first") } }), "creating a linkifier");
    const id = created.id as number;
    const next = { pattern: `${tag}x-(?P<id>[0-9]+)`, [field]: template("second") };
    expectSuccess(await admin.call(UPDATE_LINKIFIER, { path: { filter_id: id }, body: next }), "updating the linkifier");
    const ex = await admin.call("GET /realm/linkifiers");
    const listed = (expectSuccess(ex, "listing linkifiers").linkifiers ?? []) as Record<string, unknown>[];
    const l = listed.find((x) => x.id === id);
    // Either form of template may come back (the listing is beyond the seed): %(name)s and {name} name the same group.
    const form = (t: unknown) => String(t).replace(/%\((\w+)\)s/g, "{$1}");
    const stored = l?.url_template ?? l?.url_format_string;
    expectThat(l?.pattern === next.pattern && form(stored) === form(next[field]), {
      title: "The linkifier does not have the pattern and template it was updated with",
      expected: `linkifier ${id}: pattern ${show(next.pattern)}, template ${show(next[field])}`,
      received: l ? show(l) : `no linkifier ${id} listed`,
      exchange: ex,
    });
  },
});
