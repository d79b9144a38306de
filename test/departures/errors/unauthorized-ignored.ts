import { BROKEN_SERVERS } from "../../conformance/support/broken-servers.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/unauthorized-ignored",
  title: "GET /user_groups answers without credentials",
  statements: ["errors.unauthorized"],
  kind: "left-out",
  breakage: BROKEN_SERVERS.find((b) => b.name === "ignores authentication on GET /user_groups")!.breakage,
});
