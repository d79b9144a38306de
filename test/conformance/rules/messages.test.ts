// Every messages rule passes on the reference server and fails on a server that breaks exactly it.
import { describe } from "vitest";
import { rules } from "../../../conformance/rules/messages/index.ts";
import { BROKEN } from "../broken/messages.ts";
import { proveRules } from "../support/prove.ts";

describe("messages rules", () => proveRules(rules, BROKEN));
