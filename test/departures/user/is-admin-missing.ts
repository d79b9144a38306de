import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/is-admin-missing",
  title: "user objects lack is_admin",
  statements: ["user.is-admin"],
  kind: "left-out",
  breakage: dropField("user", "is_admin"),
});
