import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/invites-insufficient-permission-msg",
  title: "the guest's invitation refused with 'Permission denied'",
  statements: ["errors.invites-insufficient-permission"],
  kind: "wrong-text",
  ...reuse(INVITES["invites/insufficient-permission"]),
});
