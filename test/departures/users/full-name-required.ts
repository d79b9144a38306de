import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "users/full-name-required",
  title: "PATCH /users/{user_id} without full_name is refused",
  statements: ["users.update-full-name"],
  kind: "optional-as-required",
  breakage: refuseWithout("PATCH /users/{user_id}", "full_name"),
});
