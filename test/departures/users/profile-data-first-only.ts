import { rewriteParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "users/profile-data-first-only",
  title: "only the first entry of profile_data is applied",
  statements: ["users.update-profile-data"],
  kind: "partial",
  wrap: rewriteParam("PATCH /users/{user_id}", "profile_data", (v) => (v === undefined ? v : JSON.stringify(JSON.parse(v).slice(0, 1)))),
});
