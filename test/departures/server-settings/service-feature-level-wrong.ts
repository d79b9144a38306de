import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/service-feature-level-wrong",
  title: "service_feature_level as a string",
  statements: ["server-settings.service-feature-level"],
  kind: "wrong-value",
  breakage: setField("server-settings", "service_feature_level", (j) => String(j.service_feature_level)),
});
