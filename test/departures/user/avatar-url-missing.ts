import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/avatar-url-missing",
  title: "user objects lack avatar_url",
  statements: ["user.avatar-url"],
  kind: "left-out",
  breakage: dropField("user", "avatar_url"),
});
