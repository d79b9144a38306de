// Every realm (profile fields, linkifiers, attachments) rule passes on the reference server and fails on a server that breaks exactly it.
import { describe } from "vitest";
import { rules } from "../../../conformance/rules/realm/index.ts";
import { BROKEN } from "../broken/realm.ts";
import { proveRules } from "../support/prove.ts";

describe("realm rules", () => proveRules(rules, BROKEN));
