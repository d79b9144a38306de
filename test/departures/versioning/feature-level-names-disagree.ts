import { BROKEN as SETTINGS } from "../../conformance/broken/server-settings.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "versioning/feature-level-names-disagree",
  title: "zulip_feature_level and service_feature_level disagree",
  statements: ["versioning.feature-level"],
  kind: "left-out",
  ...reuse(SETTINGS["server-settings/version-names-agree"]),
});
