import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/full-name-wrong",
  title: "full names come back changed",
  statements: ["user.full-name"],
  kind: "wrong-value",
  breakage: setField("user", "full_name", (u) => `${u.full_name}!`),
});
