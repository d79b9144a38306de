import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";
import { expectThat, show } from "../expect.ts";
import { ifOffered } from "../shared/extras.ts";
import { UPDATE_LINKIFIER, someLinkifier, templateField } from "./_support.ts";
import { atEdge, smallUnknownId, wideIdCases } from "../shared/wide-ids.ts";

// For every filter ID no server holds, PATCH /realm/filters/{filter_id} with a valid pattern and template is
// refused (the seed shows no code or msg for it). The wide IDs are built from an existing linkifier where the server
// lists one (GET /realm/linkifiers, Zulip's): a server reading IDs as 32-bit integers then updates it, and after each
// edge its pattern must be unchanged (put back if not). Without the list they are built from 1, the first ID a server
// gives out. Then random IDs.
export default rule({
  id: "realm/linkifier-update-unknown-id",
  title: "PATCH /realm/filters/{filter_id} with an unknown ID is refused",
  seed: "Endpoints, Linkifiers: PATCH /realm/filters/{filter_id} (path filter_id integer required); Linkifier",
  statements: ["linkifiers.update", "level.57"],
  operations: [UPDATE_LINKIFIER],
  uses: ["GET /realm/linkifiers"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    // No named groups and no template variables: the same text in url_template and url_format_string syntax.
    const body = { pattern: `${ctx.name("unknown")}-[0-9]+`, [templateField(ctx)]: "https://example.com/conformance" };
    const existing = await ifOffered(() => someLinkifier(admin));
    const refused = async (id: number) => void expectRefused(await admin.call(UPDATE_LINKIFIER, { path: { filter_id: id }, body }), `updating linkifier ${id}, which does not exist`);
    await ctx.each(wideIdCases(existing ? [existing.id] : []), ({ id, edge, base }) =>
      atEdge(edge, async () => {
        await refused(id);
        if (!existing || base !== existing.id) return;
        const now = await someLinkifier(admin);
        // Put back at once, so that the next edge reads its own effect.
        if (now?.pattern !== existing.pattern) await admin.call(UPDATE_LINKIFIER, { path: { filter_id: existing.id }, body: { pattern: existing.pattern, [templateField(ctx)]: existing.template } });
        expectThat(now?.pattern === existing.pattern, {
          title: "PATCH /realm/filters/{filter_id} of an unknown ID changed an existing linkifier",
          expected: `linkifier ${existing.id} still ${show(existing.pattern)} after updating ${id} (which is ${existing.id} when cut to 32 bits)`,
          received: now ? `pattern ${show(now.pattern)}` : "no longer listed",
        });
      }),
    );
    await ctx.property("unknown-id", smallUnknownId(), refused);
  },
});
