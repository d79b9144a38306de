import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/url-template-ignored",
  title: "url_template is not read",
  statements: ["level.176"],
  kind: "left-out",
  wrap: ignoreParam("PATCH /realm/filters/{filter_id}", "url_template"),
});
