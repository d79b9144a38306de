import { chmodSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// Each case imports the module afresh: whether the directory is usable is decided once per process.
async function fresh(dir: string) {
  vi.resetModules();
  process.env.TEAMCHAT_CACHE_DIR = dir;
  return import("../../lib/spec/disk-cache.ts");
}

describe("the disk cache of derived spec data", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(join(tmpdir(), "teamchat-cache-test-"));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    delete process.env.TEAMCHAT_CACHE_DIR;
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("derives once per spec hash and kind, then reads the file; no temporary file is left", async () => {
    const dir = tempDir();
    const { cached, specHash } = await fresh(dir);
    const derive = vi.fn(() => ({ answer: 42 }));
    const hash = specHash("openapi: 3.1.0");
    expect(cached(hash, "parsed", derive)).toEqual({ answer: 42 });
    expect(cached(hash, "parsed", derive)).toEqual({ answer: 42 });
    expect(derive).toHaveBeenCalledTimes(1);
    cached(specHash("openapi: 3.1.1"), "parsed", derive); // another spec text: derived again
    cached(hash, "deref-100", derive); // another kind: derived again
    expect(derive).toHaveBeenCalledTimes(3);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("is not used in a directory others may write to (it holds code the suite runs)", async () => {
    const dir = tempDir();
    chmodSync(dir, 0o777);
    const { cached } = await fresh(dir);
    const derive = vi.fn(() => 1);
    cached("h".repeat(64), "x", derive);
    cached("h".repeat(64), "x", derive);
    expect(derive).toHaveBeenCalledTimes(2);
    expect(readdirSync(dir)).toEqual([]);
  });
});
