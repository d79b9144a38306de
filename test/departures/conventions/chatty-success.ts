import { BROKEN_SERVERS } from "../../conformance/support/broken-servers.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "conventions/chatty-success",
  title: "success answers say msg 'OK' instead of an empty msg",
  statements: ["conventions.result-and-msg"],
  kind: "left-out",
  breakage: BROKEN_SERVERS.find((b) => b.name === "says something on success")!.breakage,
});
