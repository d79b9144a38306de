import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "users/role-ignored",
  title: "role is accepted and not applied",
  statements: ["users.update-role", "level.8"],
  kind: "left-out",
  wrap: ignoreParam("PATCH /users/{user_id}", "role"),
});
