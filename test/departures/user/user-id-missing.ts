import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/user-id-missing",
  title: "user objects lack user_id",
  statements: ["user.user-id"],
  kind: "left-out",
  breakage: dropField("user", "user_id"),
});
