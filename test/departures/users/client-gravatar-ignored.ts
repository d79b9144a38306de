import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "users/client-gravatar-ignored",
  title: "client_gravatar is ignored (its default applies)",
  statements: ["users.client-gravatar"],
  kind: "left-out",
  wrap: ignoreParam("GET /users/{user_id}", "client_gravatar"),
});
