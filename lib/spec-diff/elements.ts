// Names for places in the spec: a JSON pointer as an element reference (lib/spec's grammar), and the operations
// that reach each component schema.
import { HTTP_METHODS, resolvePointer, type JsonObject } from "../spec/index.ts";
import { escape, unescape } from "./views.ts";

/** The element reference of a pointer: `#/components/schemas/Channel/properties/creator_id` is `Channel.creator_id`. */
export function elementOf(doc: JsonObject, pointer: string): string {
  const segs = pointer.replace(/^#\/?/, "").split("/").map(unescape);
  const enumAt = segs.indexOf("x-enum-levels");
  const value = enumAt >= 0 ? `=${segs[enumAt + 1]}` : "";
  const path = enumAt >= 0 ? segs.slice(0, enumAt) : segs;
  const chain = (rest: string[]) => {
    let out = "";
    rest.forEach((s, i) => {
      if (rest[i - 1] === "properties") out += `${out ? "." : ""}${s}`;
      else if (s === "items") out += "[]";
    });
    return out;
  };
  let base: string;
  if (path[0] === "paths") {
    const op = `${path[2].toUpperCase()} ${path[1]}`;
    const rest = path.slice(3);
    if (rest[0] === "parameters") {
      let p: JsonObject | undefined;
      try {
        p = resolvePointer(doc, `#/${path.slice(0, 5).map(escape).join("/")}`);
        if (p?.$ref) p = resolvePointer(doc, p.$ref);
      } catch {
        p = undefined;
      }
      const inner = chain(rest.slice(2));
      base = `${op} ${p ? `${p.in}.${p.name}` : "parameter"}${inner && !inner.startsWith("[]") ? "." : ""}${inner}`;
    } else if (rest[0] === "requestBody") base = `${op} body${chain(rest) ? `.${chain(rest)}` : ""}`;
    else if (rest[0] === "responses") base = `${op} ${rest[1] === "200" ? "response" : `response[${rest[1]}]`}${chain(rest) ? `.${chain(rest)}` : ""}`;
    else base = op;
  } else if (path[0] === "components") {
    const field = chain(path.slice(3));
    base = `${path[2]}${field ? `.${field}` : ""}`;
  } else base = path.join("/");
  return `${base}${value}`;
}

/** Component name → the operations that reach it through $refs (directly or through other components). */
export function componentReach(doc: JsonObject): Map<string, Set<string>> {
  const direct = new Map<string, Set<string>>();
  const refs = (node: unknown, out: Set<string>): Set<string> => {
    if (Array.isArray(node)) node.forEach((v) => refs(v, out));
    else if (node && typeof node === "object")
      for (const [k, v] of Object.entries(node)) {
        if (k === "$ref" && typeof v === "string" && v.startsWith("#/components/")) out.add(v.split("/")[3]);
        else refs(v, out);
      }
    return out;
  };
  for (const group of Object.values<JsonObject>(doc.components ?? {}))
    for (const [name, node] of Object.entries<JsonObject>(group ?? {})) direct.set(name, refs(node, new Set()));
  const reach = new Map<string, Set<string>>();
  for (const [path, item] of Object.entries<JsonObject>(doc.paths ?? {}))
    for (const method of HTTP_METHODS) {
      if (!item?.[method]) continue;
      const label = `${method.toUpperCase()} ${path}`;
      const todo = [...refs([item.parameters ?? [], item[method]], new Set())];
      const seen = new Set<string>();
      while (todo.length) {
        const name = todo.pop()!;
        if (seen.has(name)) continue;
        seen.add(name);
        (reach.get(name) ?? reach.set(name, new Set()).get(name)!).add(label);
        todo.push(...(direct.get(name) ?? []));
      }
    }
  return reach;
}

/** The operations an element of the document (by pointer) belongs to. */
export function operationsAt(pointer: string, reach: Map<string, Set<string>>): string[] {
  const segs = pointer.replace(/^#\/?/, "").split("/").map(unescape);
  if (segs[0] === "paths" && segs[2]) return [`${segs[2].toUpperCase()} ${segs[1]}`];
  if (segs[0] === "components") return [...(reach.get(segs[2]) ?? [])].sort();
  return [];
}
