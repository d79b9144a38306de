import { BROKEN as AUTH } from "../../conformance/broken/auth.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "level/dev-fetch-api-key-without-user-id",
  title: "POST /dev_fetch_api_key answers lack user_id",
  statements: ["level.171"],
  kind: "left-out",
  ...reuse(AUTH["auth/dev-fetch-api-key-user-id"]),
});
