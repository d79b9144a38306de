import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/avatar-version-wrong",
  title: "avatar_version as a string",
  statements: ["user.avatar-version"],
  kind: "wrong-value",
  breakage: setField("user", "avatar_version", (u) => String(u.avatar_version)),
});
