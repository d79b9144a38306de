import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";
import { CREATE_FIELD, createField } from "./_support.ts";

/** A valid option (the seed's shape: an object with text and order, both strings). */
const VALID = { text: "Apples", order: "1" };

// For a list of options (type 3), field_data maps each option key to an object with `text` and `order`, both
// strings. field_data whose option is not such an object is not of that shape and is refused: an option that is not
// an object (null, a string, a number, a list), one without text or order, and one whose text or order is not a
// string. Every case, exhaustively, next to a valid option. A server that wrongly accepts creates a prefixed field.
const MALFORMED: [string, unknown][] = [
  ["an option that is null", null],
  ["an option that is a string", "Bananas"],
  ["an option that is a number", 2],
  ["an option that is a list", ["Bananas", "2"]],
  ["an option without text", { order: "2" }],
  ["an option without order", { text: "Bananas" }],
  ["an option whose text is a number", { text: 2, order: "2" }],
  ["an option whose text is null", { text: null, order: "2" }],
  ["an option whose order is a number", { text: "Bananas", order: 2 }],
  ["an option whose order is a boolean", { text: "Bananas", order: true }],
];

export default rule({
  id: "realm/profile-field-options-shape",
  title: "POST /realm/profile_fields refuses list-of-options field_data not of the documented shape",
  seed: "Endpoints, Custom profile fields: field_data (for type 3 a dictionary mapping an option key to an object with text and order, both strings)",
  statements: ["profile-fields.field-data"],
  operations: [CREATE_FIELD],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    // Every malformed option every run, each its own case.
    await ctx.each(MALFORMED, async ([what, option]) => {
      const ex = await createField(ctx, admin, "pfopts", { field_type: 3, field_data: { a: VALID, b: option } });
      expectRefused(ex, `a list-of-options field with ${what}`);
    });
  },
});
