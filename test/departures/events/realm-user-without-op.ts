import { dropEventField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "events/realm-user-without-op",
  title: "realm_user events lack op",
  statements: ["events.realm-user-audience"],
  kind: "event-field-missing",
  breakage: dropEventField((e) => e.type === "realm_user", "op"),
});
