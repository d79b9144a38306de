import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/auth-dev-fetch-api-key",
  title: "POST /dev_fetch_api_key answers 500 to NUL in the username",
  statements: ["auth.dev-fetch-api-key"],
  kind: "edge-crash",
  ...crashOn("POST /dev_fetch_api_key", "body", "username", TRIGGERS.nul),
});
