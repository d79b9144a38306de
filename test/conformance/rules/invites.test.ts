// Every invites rule passes on the reference server and fails on a server that breaks exactly it.
import { describe } from "vitest";
import { rules } from "../../../conformance/rules/invites/index.ts";
import { BROKEN } from "../broken/invites.ts";
import { proveRules } from "../support/prove.ts";

describe("invites rules", () => proveRules(rules, BROKEN));
