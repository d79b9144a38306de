import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "streams/include-public-ignored",
  title: "include_public is ignored (its default applies)",
  statements: ["streams.include-public"],
  kind: "left-out",
  wrap: ignoreParam("GET /streams", "include_public"),
});
