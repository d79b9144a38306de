import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { fetchUser, show } from "../shared/users.ts";
import { TARGET_ROLES, targets } from "./_accounts.ts";

// avatar_url is null only when client_gravatar is true, the requester can see the user's real email and the avatar
// is hosted by the gravatar provider; the get-user endpoints take no client capabilities, so it is never absent. For
// every account as every account reads it: with client_gravatar false, a string; with true, a string where
// delivery_email is null (the requester cannot see the real email), and where it is null, the URL the same user has
// with client_gravatar false is the gravatar provider's; and null for a person whose delivery_email the requester
// reads and whose URL (client_gravatar false) is the gravatar provider's.
export default rule({
  id: "users/avatar-url-null-only-with-gravatar",
  title: "avatar_url is present, and null only with client_gravatar for a visible gravatar-hosted user",
  seed: "User object: avatar_url (string or null; null when client_gravatar is true, the requester can see the user's real email and the avatar is hosted by the gravatar provider; may be absent when the client has the user_avatar_url_field_optional capability); GET /users/{user_id} client_gravatar",
  statements: ["user.avatar-url", "users.client-gravatar"],
  operations: ["GET /users/{user_id}"],
  roles: [...TARGET_ROLES],
  async run(ctx) {
    const accounts = targets(ctx);
    // Every viewer and target pair, every run: each wrong pair is reported, not only the first.
    const pairs = accounts.flatMap((viewer) => accounts.map((target) => ({ viewer, target })));
    await ctx.each(pairs, async ({ viewer, target }) => {
      const plain = await fetchUser(viewer, target.userId, { client_gravatar: false });
      const gravatar = await fetchUser(viewer, target.userId, { client_gravatar: true });
      if (!plain.user || !gravatar.user) return; // not accessible to this viewer
      const url = plain.user.avatar_url;
      const problems: string[] = [];
      if (typeof url !== "string") problems.push(`with client_gravatar false: avatar_url ${"avatar_url" in plain.user ? show(url) : "absent"} (a string)`);
      const g = gravatar.user.avatar_url;
      if (!("avatar_url" in gravatar.user)) problems.push("with client_gravatar true: avatar_url absent");
      else if (g === null) {
        if (gravatar.user.delivery_email === null) problems.push("with client_gravatar true: avatar_url null although the requester cannot see the real email (delivery_email null)");
        if (typeof url === "string" && !/gravatar/i.test(safeHost(url))) problems.push(`with client_gravatar true: avatar_url null although the avatar is hosted at ${safeHost(url)}, not by the gravatar provider`);
      } else if (typeof g !== "string") problems.push(`with client_gravatar true: avatar_url ${show(g)}`);
      // And the stated case itself: a person whose real email the requester sees (delivery_email given) and whose
      // avatar the gravatar provider hosts has a null avatar_url with client_gravatar true. (Bots aside: their
      // delivery_email is always given, whatever the requester may see.)
      else if (gravatar.user.is_bot === false && typeof gravatar.user.delivery_email === "string" && typeof url === "string" && /gravatar/i.test(safeHost(url)))
        problems.push(`with client_gravatar true: avatar_url ${show(g)}, not null, for a gravatar-hosted avatar whose real email the requester sees`);
      expectThat(problems.length === 0, {
        title: "avatar_url is null or absent outside the stated case, or not null in it",
        expected: `avatar_url of ${target.email} as ${viewer.email} reads it: a string, null exactly with client_gravatar true for a gravatar-hosted avatar whose real email the requester sees`,
        received: problems.join("; "),
        exchange: problems[0]?.startsWith("with client_gravatar false") ? plain.ex : gravatar.ex,
      });
    });
  },
});

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
