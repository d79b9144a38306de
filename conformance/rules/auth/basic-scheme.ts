import { rule } from "../rule.ts";
import { expectErrorCode, expectSuccess, expectThat } from "../expect.ts";

const ME = "GET /users/me";

// "API calls authenticate with HTTP Basic credentials" and "a request lacking valid authentication gets the error code
// UNAUTHORIZED", read on the Authorization header itself, always with the member's real email and key: HTTP Basic
// (RFC 7617 over RFC 7235's grammar: `auth-scheme 1*SP token68`, the scheme case-insensitive) authenticates in its
// other spellings, while the same credentials under another scheme, the scheme without credentials, or credentials
// followed by more text are not valid HTTP Basic authentication.
const ACCEPTED: [string, (token: string) => string][] = [
  ["the scheme in lower case", (t) => `basic ${t}`],
  ["two spaces after the scheme", (t) => `Basic  ${t}`],
];
const REFUSED: [string, (token: string) => string][] = [
  ["another scheme (Bearer) with the same token", (t) => `Bearer ${t}`],
  ["the scheme without credentials", () => "Basic"],
  ["the credentials followed by more text", (t) => `Basic ${t} ${t}`],
  ["the token without a scheme", (t) => t],
];

export default rule({
  id: "auth/basic-scheme",
  title: "HTTP Basic authenticates in any spelling of its scheme; other schemes and malformed headers are UNAUTHORIZED",
  seed: "Authentication 1 (HTTP Basic credentials: API email and API key) and 5 (a request lacking valid authentication gets UNAUTHORIZED)",
  statements: ["auth.basic-credentials", "auth.unauthorized", "errors.unauthorized"],
  operations: [ME],
  roles: ["member"],
  async run(ctx) {
    const member = ctx.as("member");
    const key = ctx.credentials.apiKeyOf(member);
    // Every spelling, accepted and refused, each its own case.
    await ctx.each(ACCEPTED, async ([what, form]) => {
      const ex = await ctx.credentials.authorization(member.email, key, form, "basic-spelling").call(ME);
      const me = expectSuccess(ex, `GET /users/me with HTTP Basic credentials, ${what}`);
      expectThat(me.user_id === member.userId, { title: "HTTP Basic credentials authenticated another user", expected: `user ${member.userId} (${what})`, received: `user_id ${String(me.user_id)}`, exchange: ex });
    });
    await ctx.each(REFUSED, async ([what, form]) => {
      const ex = await ctx.credentials.authorization(member.email, key, form, "not-basic").call(ME);
      expectErrorCode(ex, "UNAUTHORIZED", `GET /users/me with ${what} is not refused as UNAUTHORIZED`);
    });
  },
});
