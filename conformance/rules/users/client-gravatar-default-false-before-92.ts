import { rule } from "../rule.ts";
import { GRAVATAR_ROLES, defaultIs } from "./_gravatar.ts";

// Before level 92 client_gravatar defaulted to false: GET /users/{user_id} without it answers every account's
// avatar_url as with client_gravatar=false.
export default rule({
  id: "users/client-gravatar-default-false-before-92",
  title: "client_gravatar defaulted to false before the change",
  seed: "Endpoints, Users: GET /users/{user_id} client_gravatar (default was false before level 92); Versioning: 92 client_gravatar default became true",
  statements: ["users.client-gravatar", "level.92"],
  operations: ["GET /users/{user_id}"],
  roles: [...GRAVATAR_ROLES],
  until: "ClientGravatar @changed",
  async run(ctx) {
    await defaultIs(ctx, false);
  },
});
