import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/include-all-active-members-allowed",
  title: "include_all_active by a member answered with success instead of the seed's error",
  statements: ["errors.include-all-active", "auth.include-all-active-admins"],
  kind: "left-out",
  ...reuse(STREAMS["streams/include-all-active-non-admin"]),
});
