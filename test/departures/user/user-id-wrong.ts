import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/user-id-wrong",
  title: "user_id of the next user",
  statements: ["user.user-id"],
  kind: "wrong-value",
  breakage: setField("user", "user_id", (u) => u.user_id + 1),
});
