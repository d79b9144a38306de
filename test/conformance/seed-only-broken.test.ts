// The departures independent servers made and the suite used to miss (issue 20, kind 6), and those its own readings
// hid (kinds 7 to 9), each made alone on the seed-only profile: a server that reads the seed otherwise than Zulip
// and lacks Zulip's extras still gets the finding, and the pretty report shows what was sent (the request, and the
// writes of the case before it), so a stranger can fix the server from the report alone.
import { describe, expect, it } from "vitest";
import { formatPretty } from "../../conformance/reporters/pretty.ts";
import { printedCurl } from "../../conformance/reporters/text.ts";
import { BROKEN as ENVELOPE } from "./broken/envelope.ts";
import { BROKEN as STREAMS } from "./broken/streams.ts";
import { BROKEN as USERS } from "./broken/users.ts";
import { BROKEN as USER_GROUPS } from "./broken/user-groups.ts";
import { BROKEN as SCHEDULED } from "./broken/scheduled-messages.ts";
import { int32Ids } from "./broken/_wide-ids.ts";
import { serverFor, type BrokenCase } from "./support/prove.ts";
import { failedRules, runAgainst } from "./support/run.ts";

const SEED_ONLY = { profile: "seed-only" as const };
const on = (c: BrokenCase): BrokenCase => ({ ...c, server: { ...c.server, ...SEED_ONLY } });
/** IDs read as 32-bit numbers: 2^32 + N reaches object N. */
const int32: BrokenCase = { wrap: int32Ids() };

const CASES: [kind: string, rule: string, broken: BrokenCase][] = [
  ["6: nonexistent IDs at 2^32 + N reach object N", "streams/get-stream-unknown-id", int32],
  ["6: nonexistent IDs at 2^32 + N reach object N", "user-groups/update-unknown-id", int32],
  ["6: nonexistent IDs at 2^32 + N reach object N", "scheduled-messages/unknown-channel", int32],
  ["6: an optional parameter refused when omitted", "envelope/optional-parameters-omittable", ENVELOPE["envelope/optional-parameters-omittable"]],
  ["6: a replaced parameter still acted on", "envelope/replaced-parameters-not-honoured", ENVELOPE["envelope/replaced-parameters-not-honoured"]],
  ["6: a JSON field nested 20,000 deep gets no answer", "envelope/deep-json-answered", ENVELOPE["envelope/deep-json-answered"]],
  ["6: include_default marks is_default but adds no channel", "streams/include-default-adds-default-channels", STREAMS["streams/include-default-adds-default-channels"]],
  ["6: a parameter required in one case not enforced there", "scheduled-messages/topic-required-type-channel", SCHEDULED["scheduled-messages/topic-required-type-channel"]],
  ["6: a parameter required in one case not enforced there", "user-groups/update-can-mention-new-required", USER_GROUPS["user-groups/update-can-mention-new-required"]],
  ["7: the own user is another user", "users/own-user-flat", USERS["users/own-user-flat"]],
  ["9: a change leaves another field changed", "streams/update-one-field-leaves-others", STREAMS["streams/update-one-field-leaves-others"]],
];

describe("departures on the seed-only profile are reported with their cause", () => {
  for (const [kind, rule, broken] of CASES) {
    it(`${kind}: ${rule}`, async () => {
      expect(broken, `a broken server for ${rule}`).toBeDefined();
      const server = serverFor(on(broken));
      try {
        const run = { only: [rule], ...broken.run };
        await broken.setup?.(server.fetch);
        const report = await runAgainst(server.fetch, run);
        expect(failedRules(report)).toEqual([rule]);
        const text = formatPretty(report);
        const finding = report.findings.find((f) => f.rule === rule && f.severity === "failure")!;
        // What was sent and what came back, in the report a stranger reads.
        expect(text).toContain(`Documented: ${finding.expected}`);
        // As printed: a long value (a deep JSON field) elided and said so; the JSON report keeps the whole command.
        if (finding.curl) expect(text).toContain(`Reproduce:  ${printedCurl(finding.curl, finding.request)}`);
        for (const st of finding.steps ?? []) expect(text).toContain(printedCurl(st.curl, st.request));
      } finally {
        server.close();
      }
    });
  }
});
