// Helpers shared by the authentication rules (not a rule: no default export, not in index.ts).
import type { CallInput, Caller, RuleContext } from "../types.ts";
import type { Operation } from "../../engine/spec.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import type { Exchange } from "../../engine/types.ts";
import { expectThat, show, type Json } from "../expect.ts";

export { show, type Json };

/** The seed's authenticated operations at the tested level (helpers beyond the seed are never the subject). */
export function authenticatedOperations(ctx: RuleContext): Operation[] {
  return ctx.spec.operations.filter((o) => !o.beyondSeed && o.requiredRole !== "anonymous");
}

/** Path values no server holds; no query or body (a request lacking valid authentication is refused whatever it carries). */
export function minimalInput(op: Operation): CallInput {
  const path = Object.fromEntries(op.parameters.filter((p) => p.in === "path").map((p) => [p.name, p.schema?.type === "integer" ? 2_000_000_017 : "nobody@example.invalid"]));
  return Object.keys(path).length ? { path } : {};
}

/** The key-fetching answer has api_key and email strings; returns the body. */
export function expectKeyAnswer(ex: Exchange, what: string): Json {
  const body = bodyObject(ex.response);
  expectThat(body?.result === "success" && typeof body.email === "string" && typeof body.api_key === "string", {
    title: `${what} did not return a key`,
    expected: `${what}: result success with api_key (string) and email (string)`,
    received: describeResponse(ex.response),
    exchange: ex,
  });
  return body!;
}

/**
 * A fetched key authenticates as that user: GET /users/me with it is the account's user. Its `email` there is not
 * compared with the login's: the own-user `email` may be a fake API address the login answer does not show.
 */
export async function expectKeyIsUser(ctx: RuleContext, email: string, apiKey: string, account: Caller, what: string): Promise<void> {
  const me = await ctx.credentials.basic(email, apiKey, "fetched-key").call("GET /users/me");
  const body = bodyObject(me.response);
  expectThat(body?.result === "success" && body.user_id === account.userId, {
    title: `The key from ${what} does not authenticate as that user`,
    expected: `GET /users/me with the returned email and key: user ${account.userId}`,
    received: describeResponse(me.response),
    exchange: me,
  });
}
