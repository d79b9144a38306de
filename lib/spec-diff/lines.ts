// The line of a JSON pointer in a YAML file (for GitHub annotations on the spec's lines). A pointer the file does
// not have (an enum value's x-enum-levels entry that is not written) falls back to its nearest written ancestor.
import { isAlias, isMap, isSeq, parseDocument, type Document, type Node } from "yaml";
import { unescape } from "./views.ts";

export class LineIndex {
  private readonly doc: Document;
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    this.doc = parseDocument(text);
    for (let i = 0; i < text.length; i++) if (text[i] === "\n") this.starts.push(i + 1);
  }

  private lineAt(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** 1-based line of the element `pointer` names (its key's line), or of its nearest ancestor; 1 for the root. */
  line(pointer: string | undefined): number {
    const segs = (pointer ?? "#").replace(/^#\/?/, "").split("/").filter((s) => s !== "").map(unescape);
    let node: unknown = this.doc.contents;
    let line = 1;
    for (const seg of segs) {
      if (isAlias(node)) node = node.resolve(this.doc);
      if (isMap(node)) {
        const pair = node.items.find((p) => String((p.key as { value?: unknown })?.value ?? p.key) === seg);
        if (!pair) break;
        const range = (pair.key as Node | undefined)?.range;
        if (range) line = this.lineAt(range[0]);
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(seg)] as Node | undefined;
        if (!item) break;
        if (item.range) line = this.lineAt(item.range[0]);
        node = item;
      } else break;
    }
    return line;
  }
}
