import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { serverSettings, show } from "./_support.ts";

/** The seed's name of each version field, and Zulip's name for the same value (which Zulip's clients read). */
const PAIRS = [
  ["service_feature_level", "zulip_feature_level"],
  ["service_version", "zulip_version"],
  ["service_merge_base", "zulip_merge_base"],
] as const;

// The seed names the version fields service_*; a Zulip server sends the same values as zulip_*. A server may send
// either name or both (the suite reads the level under either); where it sends both, they are one value.
export default rule({
  id: "server-settings/version-names-agree",
  title: "Where both names of a version field are present, they have the same value",
  seed: "Server settings object: service_feature_level, service_version, service_merge_base; Versioning 2",
  statements: ["server-settings.service-version", "server-settings.service-merge-base", "versioning.feature-level"],
  operations: ["GET /server_settings"],
  roles: [],
  async run(ctx) {
    const { ex, body } = await serverSettings(ctx);
    const both = PAIRS.filter(([seed, zulip]) => seed in body && zulip in body);
    if (both.length === 0) return ctx.note("no version field is sent under both names");
    const differ = both.filter(([seed, zulip]) => JSON.stringify(body[seed]) !== JSON.stringify(body[zulip]));
    expectThat(differ.length === 0, {
      title: "A version field has two different values under its two names",
      expected: differ.map(([seed, zulip]) => `${zulip} equal to ${seed} ${show(body[seed])}`).join("; "),
      received: differ.map(([, zulip]) => `${zulip} ${show(body[zulip])}`).join("; "),
      exchange: ex,
    });
  },
});
