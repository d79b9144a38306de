import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "users/client-gravatar-required",
  title: "GET /users/{user_id} without client_gravatar is refused",
  statements: ["users.client-gravatar"],
  kind: "optional-as-required",
  breakage: refuseWithout("GET /users/{user_id}", "client_gravatar"),
});
