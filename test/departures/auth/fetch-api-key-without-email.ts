import { BROKEN as AUTH } from "../../conformance/broken/auth.ts";
import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "auth/fetch-api-key-without-email",
  title: "POST /fetch_api_key answers lack email",
  statements: ["auth.fetch-api-key"],
  kind: "left-out",
  breakage: dropField("fetch-api-key", "email"),
  run: AUTH["auth/fetch-api-key-user-id"]!.run,
});
