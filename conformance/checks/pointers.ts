import type { Operation } from "../engine/spec.ts";

/** JSON pointer of a parameter or body field of an operation in openapi.yaml. */
export function pointerOfSlot(op: Operation, location: "path" | "query" | "body", name: string): string {
  if (location === "body") {
    const content = op.operation?.requestBody?.content ?? {};
    const media = Object.keys(content)[0] ?? "application/x-www-form-urlencoded";
    return `${op.pointer}/requestBody/content/${media.replace(/\//g, "~1")}/schema/properties/${name}`;
  }
  const index = (op.operation?.parameters ?? []).findIndex((p: { name?: string }) => p?.name === name);
  return index >= 0 ? `${op.pointer}/parameters/${index}` : `${op.pointer}/parameters`;
}
