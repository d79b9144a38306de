import { BROKEN as ENVELOPE } from "../../conformance/broken/envelope.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "conventions/role-guest-500",
  title: "guests reported with role 500 (one of the five codes wrong)",
  statements: ["conventions.role-codes"],
  kind: "partial",
  ...reuse(ENVELOPE["envelope/role-codes"]),
});
