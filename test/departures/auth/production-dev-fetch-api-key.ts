import { PRODUCTION } from "../../conformance/broken/auth.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "auth/production-dev-fetch-api-key",
  title: "a production server whose POST /dev_fetch_api_key still hands out keys",
  statements: ["auth.dev-fetch-api-key"],
  kind: "left-out",
  ...reuse(PRODUCTION.find((p) => p.name === "a production server whose POST /dev_fetch_api_key still works")!.c),
});
