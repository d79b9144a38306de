import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "profile-fields/hint-ignored",
  title: "hint is not read",
  statements: ["profile-fields.name-hint-optional"],
  knownMiss: "on the seed-only profile no operation reads a profile field back (the seed shows none; Zulip's GET /realm/profile_fields, which realm/profile-field-create reads the hint from, is missing)",
  knownMissIn: ["seed-only"],
  kind: "left-out",
  wrap: ignoreParam("POST /realm/profile_fields", "hint"),
});
