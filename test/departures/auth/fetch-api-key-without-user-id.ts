import { BROKEN as AUTH } from "../../conformance/broken/auth.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "auth/fetch-api-key-without-user-id",
  title: "POST /fetch_api_key answers lack user_id (one of its three fields)",
  statements: ["auth.fetch-api-key"],
  kind: "partial",
  ...reuse(AUTH["auth/fetch-api-key-user-id"]),
});
