// Two rules of a team's own, run beside the suite's:
//   npx teamchat-conformance --url http://127.0.0.1:9991 --dev --rules examples/user-rule/acme-rules.mjs
// or through the config file beside this one (--config examples/user-rule/teamchat-conformance.json).
// A rule is the declaration the suite's rules use (conformance/rules/types.ts): id "<area>/<name>" in an area of
// your own, title, the operations it calls ("METHOD /path" as in the spec), the roles of the accounts it needs,
// `writes` (skipped under --read-only; restore what you change with ctx.cleanup), optional `since`/`until` level
// references, `slow`, and `statements` (your own requirement ids: free text, never checked against the seed's).
// run(ctx, helpers) gets the same context as the suite's rules (ctx.as(role), ctx.anonymous, ctx.property, ...) and
// the assertions they use; a failed node:assert assertion is a finding too. Plain JavaScript: no import needed.
import assert from "node:assert/strict";

/** Anonymous: the server names its organization. */
export const realmName = {
  id: "acme/realm-name-set",
  title: "GET /server_settings names the organization (realm_name is not empty)",
  operations: ["GET /server_settings"],
  roles: [],
  statements: ["ACME-OPS-12"],
  async run(ctx, { expectSuccess }) {
    const ex = await ctx.anonymous.call("GET /server_settings");
    const body = expectSuccess(ex, "GET /server_settings");
    assert.equal(typeof body.realm_name, "string", "realm_name is a string");
    assert.notEqual(body.realm_name.trim(), "", "realm_name is not empty");
  },
};

/** A member: GET /users/me is the caller, with the email the caller authenticates with. */
export const ownUser = {
  id: "acme/own-user-is-caller",
  title: "GET /users/me answers the calling member with its email",
  operations: ["GET /users/me"],
  roles: ["member"],
  async run(ctx, { expectSuccess, expectThat, show }) {
    const me = ctx.as("member");
    const ex = await me.call("GET /users/me");
    const body = expectSuccess(ex, "GET /users/me");
    expectThat(body.user_id === me.userId, {
      title: "GET /users/me answers another user",
      expected: `user_id ${me.userId}`,
      received: `user_id ${show(body.user_id)}`,
      exchange: ex,
    });
  },
};
