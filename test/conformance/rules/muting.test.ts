// Every muting rule passes on the reference server and fails on a server that breaks exactly it.
import { describe } from "vitest";
import { rules } from "../../../conformance/rules/muting/index.ts";
import { BROKEN } from "../broken/muting.ts";
import { proveRules } from "../support/prove.ts";

describe("muting rules", () => proveRules(rules, BROKEN));
