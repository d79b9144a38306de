import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { serverSettings, show } from "./_support.ts";

// service_version is "a release number or a commit reference" (unlike the merge base, which is an empty string when
// unavailable): where the server sends it, under the seed's name or Zulip's, it is not empty.
export default rule({
  id: "server-settings/version-not-empty",
  title: "service_version is a release number or commit reference, not empty",
  seed: "Server settings object: service_version (release number or a commit reference), service_merge_base (empty string if unavailable); Versioning 2",
  statements: ["server-settings.service-version"],
  operations: ["GET /server_settings"],
  roles: [],
  async run(ctx) {
    const { ex, body } = await serverSettings(ctx);
    const sent = (["service_version", "zulip_version"] as const).filter((k) => k in body);
    if (!sent.length) return ctx.note("no service_version (under either name)");
    const empty = sent.filter((k) => typeof body[k] !== "string" || (body[k] as string).trim() === "");
    expectThat(empty.length === 0, {
      title: "The server's version is empty",
      expected: `${sent.join(" and ")}: a release number or a commit reference`,
      received: empty.map((k) => `${k} ${show(body[k])}`).join("; "),
      exchange: ex,
    });
  },
});
