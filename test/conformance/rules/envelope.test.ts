// Every envelope and wire rule passes on the reference server and fails on a server that breaks exactly it.
import { describe } from "vitest";
import { rules } from "../../../conformance/rules/envelope/index.ts";
import { BROKEN } from "../broken/envelope.ts";
import { proveRules } from "../support/prove.ts";

describe("envelope rules", () => {
  proveRules(rules, BROKEN);
});
