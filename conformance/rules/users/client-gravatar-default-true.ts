import { rule } from "../rule.ts";
import { GRAVATAR_ROLES, defaultIs } from "./_gravatar.ts";

// client_gravatar defaults to true: GET /users/{user_id} without it answers every account's avatar_url as with
// client_gravatar=true.
export default rule({
  id: "users/client-gravatar-default-true",
  title: "client_gravatar defaults to true",
  seed: "Endpoints, Users: GET /users/{user_id} client_gravatar boolean default true (default was false before level 92); Versioning: 92",
  statements: ["users.client-gravatar", "level.92"],
  operations: ["GET /users/{user_id}"],
  roles: [...GRAVATAR_ROLES],
  since: "ClientGravatar @changed",
  async run(ctx) {
    await defaultIs(ctx, true);
  },
});
