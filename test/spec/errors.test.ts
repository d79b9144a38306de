import { describe, expect, it } from "vitest";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import { endpointMatcher, seedTable } from "../support/seed.ts";

const operations = listOperations(loadSpec());
const rows = seedTable(["Endpoint", "Condition", "msg"]);

/** The seed's msg with its <placeholders> as a pattern for concrete example values. */
const msgPattern = (msg: string) =>
  new RegExp(`^${msg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/<[a-z_]+>/g, "[0-9]+")}$`);

describe("the seed's BAD_REQUEST table", () => {
  it("has the 18 rows the seed shows", () => {
    expect(rows.length).toBe(18);
  });

  it.each(rows.map((r) => [`${r.Endpoint}: ${r.msg}`, r] as const))("%s", (_, row) => {
    const { method, path } = endpointMatcher(row.Endpoint);
    const op = operations.find((o) => o.method === method && path.test(o.path));
    expect(op, row.Endpoint).toBeDefined();
    const error = op!.errors.find((e) => e.msg === row.msg);
    expect(error, `x-errors of ${op!.operationId} lacks "${row.msg}"`).toMatchObject({ code: "BAD_REQUEST", status: 400 });
    const examples = op!.operation.responses["400"].content["application/json"].examples;
    const example = examples?.[error!.example]?.value;
    expect(example, `named example ${error!.example}`).toBeDefined();
    expect(example).toMatchObject({ result: "error", code: "BAD_REQUEST" });
    expect(example.msg).toMatch(msgPattern(row.msg));
  });
});

describe("error codes with extra fields", () => {
  const schemas = loadSpec().components.schemas;
  it("STREAM_DOES_NOT_EXIST carries stream_id", () => {
    expect(schemas.StreamDoesNotExistError.allOf[1].required).toEqual(["stream_id"]);
  });
  it("INVITATION_FAILED carries its four extra fields", () => {
    expect(schemas.InvitationFailedError.allOf[1].required.sort()).toEqual(
      ["daily_limit_reached", "errors", "license_limit_reached", "sent_invitations"],
    );
  });
  it("every operation that needs credentials documents 401 UNAUTHORIZED with WWW-Authenticate", () => {
    for (const op of operations.filter((o) => o.authenticated)) {
      const response = op.operation.responses["401"];
      expect(response, op.operationId).toBeDefined();
      expect(response.headers["WWW-Authenticate"], op.operationId).toBeDefined();
    }
  });
  it("every x-errors row names an example that exists", () => {
    for (const op of operations) {
      for (const row of op.errors) {
        const examples = op.operation.responses[String(row.status)].content["application/json"].examples;
        expect(examples?.[row.example], `${op.operationId} ${row.example}`).toBeDefined();
        expect(examples[row.example].value.code).toBe(row.code);
      }
    }
  });
});
