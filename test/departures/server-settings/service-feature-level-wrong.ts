import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/service-feature-level-wrong",
  title: "service_feature_level as a string",
  statements: ["server-settings.service-feature-level"],
  kind: "wrong-value",
  knownMiss: "server-settings/shape passes service_feature_level as a string; the schema check that would see it is not among the statement's checks",
  breakage: setField("server-settings", "service_feature_level", (j) => String(j.service_feature_level)),
});
