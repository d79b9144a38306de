import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "streams/include-public-required",
  title: "GET /streams without include_public is refused",
  statements: ["streams.list-flags-optional"],
  kind: "optional-as-required",
  breakage: refuseWithout("GET /streams", "include_public"),
});
