import { rule } from "../rule.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { Violation } from "../../engine/violation.ts";
import { show } from "./_support.ts";

// The seed says "form-encoded"; Zulip also reads multipart/form-data bodies, and its clients send them (zulip-js for
// every write, the Python client for uploads). A server that refuses them is conformant, so this is a warning that
// says what the server would gain: the same answer to the same fields, whichever of the two encodings carries them.
// One write that creates nothing (POST /drafts with drafts=[]) in both encodings, compared.
export default rule({
  id: "envelope/multipart-bodies-accepted",
  title: "Multipart bodies are read like form-encoded ones (Zulip's clients send them; a warning, not a seed rule)",
  seed: "Common conventions 1 (form-encoded fields in the body); multipart/form-data is Zulip's extra",
  statements: ["conventions.form-fields"],
  operations: ["POST /drafts"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const member = ctx.as("member");
    const form = await member.call("POST /drafts", { body: { drafts: [] }, bodyKind: "urlencoded" });
    const multipart = await member.call("POST /drafts", { body: { drafts: [] }, bodyKind: "multipart" });
    const a = bodyObject(form.response);
    const b = bodyObject(multipart.response);
    // Only a server that reads the form-encoded body says anything about the multipart one.
    if (a?.result !== "success") return;
    if (b?.result === "success" && show(b.ids) === show(a.ids)) return;
    throw new Violation({
      severity: "warning",
      title: "Multipart bodies are not read like form-encoded ones",
      expected: `the answer to the same fields form-encoded (${describeResponse(form.response)}); Zulip reads multipart/form-data too, and clients built for Zulip (zulip-js, the Python client's uploads) send it, so accepting it lets them work unchanged`,
      received: describeResponse(multipart.response),
      exchange: multipart,
    });
  },
});
