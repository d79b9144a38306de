import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/role-missing",
  title: "user objects lack role",
  statements: ["user.role"],
  kind: "left-out",
  breakage: dropField("user", "role"),
});
