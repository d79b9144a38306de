import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { fetchUser, clearedProfileField, show } from "../shared/users.ts";
import { FIXED_MARKDOWN, markdownText, unrendered, type MarkdownText } from "../shared/markdown.ts";

// rendered_value is the value's Markdown rendered as HTML, for the field types that render Markdown (which those are
// is not shown: a field whose entry has rendered_value is one). A short-text field of the run gets a value with
// strong, emphasis and code words; where GET /users/{user_id} gives rendered_value for it, each of those words is an
// element of its own and no markup is left. A server that gives no rendered_value for the field has nothing to
// check here (a note). The value is cleared afterwards.
export default rule({
  id: "users/profile-data-rendered-value-html",
  title: "A profile field's rendered_value is its value's Markdown rendered",
  seed: "User object: profile_data maps the integer ID of a custom profile field to an object with value (string) and, for field types that render Markdown, rendered_value (string, HTML)",
  statements: ["user.profile-data"],
  operations: ["PATCH /users/{user_id}", "GET /users/{user_id}", "POST /realm/profile_fields"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const target = ctx.as("member");
    const field = await clearedProfileField(ctx, admin, target);
    let rendered = 0;
    const check = async (m: MarkdownText) => {
      const ex = await admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { profile_data: [{ id: field, value: m.md }] } });
      expectSuccess(ex, "an administrator setting a short-text profile field of a member");
      const read = await fetchUser(admin, target.userId, { include_custom_profile_fields: true });
      const entry = read.user?.profile_data?.[String(field)];
      if (!entry || !("rendered_value" in entry)) return;
      rendered++;
      const wrong = unrendered(entry.rendered_value, m);
      expectThat(!wrong.length, {
        title: "rendered_value is not the value's Markdown rendered as HTML",
        expected: `${show(m.md)} rendered: ${m.styled.join(", ")} each the text of an element, no markup left`,
        received: `${wrong.join("; ")} in rendered_value ${show(entry.rendered_value)}`,
        exchange: read.ex,
      });
    };
    await check(FIXED_MARKDOWN);
    await ctx.property("rendered-value", markdownText(), check, { runs: 2 });
    if (!rendered) ctx.note(`no rendered_value for the short-text field ${field}: this server renders no Markdown for it`);
  },
});
