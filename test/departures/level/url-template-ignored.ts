import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/url-template-ignored",
  title: "url_template is not read",
  statements: ["level.176"],
  kind: "left-out",
  knownMiss: "level.176's rules read the old name's refusal and invalid templates, not that url_template is applied",
  wrap: ignoreParam("PATCH /realm/filters/{filter_id}", "url_template"),
});
