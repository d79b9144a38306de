import { isOperation } from "../../conformance/support/reference.ts";
import { success } from "../../conformance/support/prove.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "state/reactivation-not-done",
  title: "reactivation is accepted and not done",
  statements: ["state.user-reactivated"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: { request: (req) => (isOperation(req, "POST /users/{user_id}/reactivate") ? success() : undefined) },
});
