import { BROKEN_SERVERS } from "../../conformance/support/broken-servers.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "conventions/query-booleans-refused",
  title: "GET parameters as URL query booleans are refused",
  statements: ["conventions.form-fields"],
  kind: "left-out",
  breakage: BROKEN_SERVERS.find((b) => b.name === "rejects JSON booleans in the query")!.breakage,
});
