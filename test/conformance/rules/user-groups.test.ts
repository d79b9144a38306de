// Every user-groups rule passes on the reference server and fails on a server that breaks exactly it.
import { describe } from "vitest";
import { rules } from "../../../conformance/rules/user-groups/index.ts";
import { BROKEN } from "../broken/user-groups.ts";
import { proveRules } from "../support/prove.ts";

describe("user-groups rules", () => proveRules(rules, BROKEN));
