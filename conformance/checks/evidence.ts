// Small readers shared by the checks: what kind of envelope a body is, and a one-line view of a response.
import type { ResponseRecord } from "../engine/types.ts";

type Obj = Record<string, unknown>;

export function bodyObject(r: ResponseRecord): Obj | undefined {
  return r.json && typeof r.json === "object" && !Array.isArray(r.json) ? (r.json as Obj) : undefined;
}

export function isErrorBody(r: ResponseRecord): boolean {
  return bodyObject(r)?.result === "error";
}

export function isSuccessBody(r: ResponseRecord): boolean {
  return bodyObject(r)?.result === "success";
}

/** A complete HTTP response (not a timeout, reset or oversized body). */
export function answered(r: ResponseRecord): boolean {
  return r.error === undefined;
}

export function describeResponse(r: ResponseRecord): string {
  if (r.error) return `${r.error}: ${r.errorDetail ?? ""}`.trim();
  const body = r.json !== undefined ? JSON.stringify(r.json) : JSON.stringify(r.text);
  return `${r.status} ${body.length > 300 ? body.slice(0, 300) + "…" : body}`;
}
