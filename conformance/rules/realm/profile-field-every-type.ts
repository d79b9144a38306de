import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { sameJson, show } from "../shared/users.ts";
import { CREATE_FIELD } from "./_support.ts";

/** Field data for a list of options (type 3): option keys mapping to text and order, both strings. */
const OPTIONS = { a: { text: "Apples", order: "1" }, b: { text: "Bananas", order: "2" } };

// Every field type the seed lists can be created (1 short text, 2 long text, 3 list of options with its field_data,
// 4 date picker, 5 link, 6 person picker, 8 pronouns from its level; 7, external account, needs field_data whose shape
// is not shown) and is then listed (GET /realm/profile_fields, Zulip's, beyond the seed) under its new ID with the
// type, name and hint it was created with, and its field_data: the options of a list of options (as an object or as
// its JSON text), none (empty text, an empty object, null or absent) for a field created without field_data.
export default rule({
  id: "realm/profile-field-every-type",
  title: "A custom profile field of every listed type is created with its attributes",
  seed: "Custom profile field: field types 1 to 8; attributes set at creation: name, hint, field_type, field_data; Endpoints: POST /realm/profile_fields (field_type 1 to 8; field_data for type 3 a dictionary of option keys to text and order)",
  statements: ["profile-field.types", "profile-field.attributes", "profile-fields.field-type", "profile-fields.field-data", "profile-fields.response"],
  operations: [CREATE_FIELD, "GET /realm/profile_fields"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const types = [1, 2, 3, 4, 5, 6, ...(ctx.since(`${CREATE_FIELD} body.field_type=8`) ? [8] : [])];
    await ctx.each(types, async (type) => {
      const name = ctx.name(`type-${type}`);
      const ex = await admin.call(CREATE_FIELD, { body: { name, hint: "created by the conformance suite", field_type: type, ...(type === 3 ? { field_data: OPTIONS } : {}) } });
      const id = expectSuccess(ex, `creating a field of type ${type}`).id;
      const listed = expectSuccess(await admin.call("GET /realm/profile_fields"), "listing the profile fields").custom_fields as Record<string, unknown>[] | undefined;
      const field = (listed ?? []).find((f) => f.id === id);
      const data = fieldData(field?.field_data);
      const dataAsCreated = type === 3 ? sameJson(data, OPTIONS) : data === undefined || data === null || sameJson(data, {});
      expectThat(Number.isInteger(id) && field?.type === type && field?.name === name && field?.hint === "created by the conformance suite" && dataAsCreated, {
        title: `A created profile field of type ${type} is not listed with its type, name, hint and field_data`,
        expected: `field ${show(id)} of type ${type}, name ${show(name)}, hint "created by the conformance suite", ${type === 3 ? `field_data ${show(OPTIONS)}` : "no field_data"}`,
        received: field ? show(field) : `no field ${show(id)} listed`,
        exchange: ex,
      });
    });
  },
});

/** A listed field_data: an object, or its JSON text (empty text: none). */
function fieldData(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value === "") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
