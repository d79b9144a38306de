// Where a finding's `pointer` (a JSON pointer into openapi.yaml, "#/paths/~1streams/get/responses") is in the file:
// its line, for the reporters that point into openapi.yaml (GitHub annotations, SARIF regions). The bundled spec
// unless told otherwise; a pointer the file does not resolve gives the line of its deepest part that it does.
import { readFileSync } from "node:fs";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import { SPEC_PATH } from "../../lib/spec/index.ts";

const cache = new Map<string, (pointer: string) => number | undefined>();

/** A function from pointer to 1-based line in the spec file (undefined when not even its first part resolves). */
export function specLines(path: string = SPEC_PATH): (pointer: string) => number | undefined {
  let lines = cache.get(path);
  if (lines) return lines;
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return () => undefined;
  }
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const lineAt = (offset: number | undefined) => (offset === undefined ? undefined : counter.linePos(offset).line);
  lines = (pointer: string) => {
    const parts = pointer.replace(/^#/, "").split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
    let node = doc.contents as Node | null;
    let line: number | undefined;
    for (const part of parts) {
      if (isMap(node)) {
        const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === part);
        if (!pair) break;
        line = lineAt((pair.key as Node | null)?.range?.[0]);
        node = pair.value as Node | null;
      } else if (isSeq(node)) {
        const item = node.items[Number(part)] as Node | undefined;
        if (!item || !/^\d+$/.test(part)) break;
        line = lineAt(item.range?.[0]);
        node = item;
      } else break;
    }
    return line;
  };
  cache.set(path, lines);
  return lines;
}
