// Every drafts rule passes on the reference server and fails on a server that breaks exactly it.
import { describe } from "vitest";
import { rules } from "../../../conformance/rules/drafts/index.ts";
import { BROKEN } from "../broken/drafts.ts";
import { proveRules } from "../support/prove.ts";

describe("drafts rules", () => proveRules(rules, BROKEN));
