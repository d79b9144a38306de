import { BROKEN_SERVERS } from "../../conformance/support/broken-servers.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/unauthorized-other-code",
  title: "missing credentials answered with BAD_REQUEST, not UNAUTHORIZED",
  statements: ["errors.unauthorized"],
  kind: "wrong-text",
  breakage: BROKEN_SERVERS.find((b) => b.name === "answers missing credentials with another error code")!.breakage,
});
