/**
 * The API's wire format, once, for the client, the reference server, the conformance suite, the mock and the
 * tests: values (values.ts), paths, queries and form bodies (form.ts), whole requests of an operation driven by
 * lib/spec's OperationInfo (request.ts), and the capped body reader (body.ts). Browser-safe: no Node-only API and
 * no file reading (only types and the pure operation matcher of lib/spec).
 */
export * from "./values.ts";
export * from "./form.ts";
export * from "./request.ts";
export * from "./body.ts";
