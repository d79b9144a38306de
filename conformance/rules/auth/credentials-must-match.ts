import { rule } from "../rule.ts";
import { expectErrorCode } from "../expect.ts";
import { authenticatedOperations, minimalInput } from "./_support.ts";

// "A request lacking valid authentication gets the error code UNAUTHORIZED", on every authenticated operation. The
// generic ignored_auth check sends no credentials, and a real email with a made-up key; this rule sends the
// credentials a server that checks only half of them would take: a real, well-formed key under another account's
// email, and under an email nobody has. It sends writing operations too (refused by a correct server, carried out by
// the broken one it looks for), so it counts as writing: --read-only skips it.
export default rule({
  id: "auth/credentials-must-match",
  title: "A real API key under another or an unknown email is UNAUTHORIZED on every authenticated operation",
  seed: "Authentication 1 (Basic credentials: the user's API email and API key) and 5 (a request lacking valid authentication gets UNAUTHORIZED)",
  statements: ["auth.basic-credentials", "errors.unauthorized", "auth.unauthorized"],
  operations: ["GET /users/me"],
  roles: ["member", "member"],
  writes: true,
  async run(ctx) {
    const [a, b] = [ctx.as("member", 0), ctx.as("member", 1)];
    const keyOfB = ctx.credentials.apiKeyOf(b);
    const variants = {
      "another account's key": ctx.credentials.basic(a.email, keyOfB, "mismatched-credentials"),
      "a key under an unknown email": ctx.credentials.basic(`${ctx.name("nobody")}@example.invalid`, keyOfB, "unknown-email"),
    };
    const ops = authenticatedOperations(ctx);
    const check = async ([variant, op]: [keyof typeof variants, (typeof ops)[number]]) => {
      const ex = await variants[variant].call(op.key, minimalInput(op));
      expectErrorCode(ex, "UNAUTHORIZED", `${op.key} with ${variant} not refused as UNAUTHORIZED`);
    };
    // Every operation with each kind of mismatched credentials, every run.
    await ctx.each(
      (Object.keys(variants) as (keyof typeof variants)[]).flatMap((variant) => ops.map((op): [keyof typeof variants, (typeof ops)[number]] => [variant, op])),
      check,
    );
  },
});
