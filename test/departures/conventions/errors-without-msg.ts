import { BROKEN_SERVERS } from "../../conformance/support/broken-servers.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "conventions/errors-without-msg",
  title: "errors lack msg (success answers keep it)",
  statements: ["conventions.result-and-msg"],
  kind: "partial",
  breakage: BROKEN_SERVERS.find((b) => b.name === "drops msg from errors")!.breakage,
});
