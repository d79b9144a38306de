import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/avatar-version-missing",
  title: "user objects lack avatar_version",
  statements: ["user.avatar-version"],
  kind: "left-out",
  breakage: dropField("user", "avatar_version"),
});
