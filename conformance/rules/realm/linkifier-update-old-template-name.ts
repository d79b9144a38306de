import { rule } from "../rule.ts";
import { expectSuccess, expectThat, show } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { UPDATE_LINKIFIER } from "./_support.ts";

const TEMPLATE = `${UPDATE_LINKIFIER} body.url_template`;

// url_template replaced url_format_string (the level of the rename): from it, url_format_string is gone. A linkifier
// the rule creates (POST /realm/filters, Zulip's, beyond the seed; its pattern carries the run's prefix) is updated
// with a url_template and, beside it, a url_format_string naming another URL: the linkifier takes the url_template
// (GET /realm/linkifiers, beyond the seed), and the old name is listed in ignored_parameters_unsupported (from 167,
// below this level) or the request refused. Sent alone, url_format_string never becomes the template.
export default rule({
  id: "realm/linkifier-update-old-template-name",
  title: "From the rename, url_format_string is neither acted on nor silent in PATCH /realm/filters/{filter_id}",
  seed: "Endpoints, Linkifiers: PATCH /realm/filters/{filter_id} — url_template string required (RFC 6570; replaced url_format_string at level 176); Versioning: 176; Common conventions 4",
  statements: ["linkifiers.update", "level.176", "conventions.ignored-parameters-unsupported"],
  operations: [UPDATE_LINKIFIER, "POST /realm/filters", "GET /realm/linkifiers"],
  roles: ["administrator"],
  since: `${TEMPLATE} @renamed`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const tag = ctx.name("lko").replace(/[^a-z0-9]/gi, "");
    const pattern = `${tag}-(?P<ticket>[0-9]+)`;
    const created = expectSuccess(await admin.call("POST /realm/filters", { body: { pattern, url_template: "https://example.com/first/{ticket}" } }), "creating a linkifier");
    const id = created.id as number;
    const templateOf = async () => {
      const ex = await admin.call("GET /realm/linkifiers");
      const l = ((expectSuccess(ex, "listing linkifiers").linkifiers ?? []) as Record<string, unknown>[]).find((x) => x.id === id);
      return { ex, template: String(l?.url_template ?? "").replace(/%\((\w+)\)s/g, "{$1}") };
    };
    const cases: { url_template?: string; url_format_string: string }[] = [
      { url_template: "https://example.com/new/{ticket}", url_format_string: "https://example.com/old/%(ticket)s" },
      { url_format_string: "https://example.com/alone/%(ticket)s" },
    ];
    let expected = "https://example.com/first/{ticket}";
    // Each form its own case (the expected template follows what the earlier case changed).
    await ctx.each(cases, async (c) => {
      const ex = await admin.call(UPDATE_LINKIFIER, { path: { filter_id: id }, body: { pattern, ...c } });
      const b = bodyObject(ex.response);
      if (b?.result === "success" && c.url_template !== undefined) expected = c.url_template;
      const { template } = await templateOf();
      const listed = Array.isArray(b?.ignored_parameters_unsupported) && b.ignored_parameters_unsupported.includes("url_format_string");
      expectThat(template === expected && (b?.result !== "success" || listed), {
        title: template !== expected ? "url_format_string was acted on at a level where url_template replaced it" : "url_format_string was ignored silently",
        expected: `the linkifier's template ${show(expected)}; the request refused, or a success listing "url_format_string" in ignored_parameters_unsupported`,
        received: `template ${show(template)}; ${show(b)}`,
        exchange: ex,
      });
    });
  },
});
