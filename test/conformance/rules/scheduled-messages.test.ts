// Every scheduled-messages rule passes on the reference server and fails on a server that breaks exactly it.
import { describe } from "vitest";
import { rules } from "../../../conformance/rules/scheduled-messages/index.ts";
import { BROKEN } from "../broken/scheduled-messages.ts";
import { proveRules } from "../support/prove.ts";

describe("scheduled-messages rules", () => proveRules(rules, BROKEN));
