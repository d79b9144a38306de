import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LIVE_SHARED_DIR, SNAPSHOT_SHARED_DIR } from "../support/seed.ts";

// The committed copy of ../shared (seed and Zulip reference data) must equal the live one wherever both exist.
const live = existsSync(`${LIVE_SHARED_DIR}seed`);

describe.skipIf(!live)("the committed snapshot of ../shared", () => {
  for (const dir of ["seed", "zulip-reference"]) {
    it(`${dir}/ is identical to the shared folder`, () => {
      const files = (root: string) => readdirSync(`${root}${dir}`).sort();
      expect(files(SNAPSHOT_SHARED_DIR)).toEqual(files(LIVE_SHARED_DIR));
      for (const f of files(LIVE_SHARED_DIR)) {
        expect(readFileSync(`${SNAPSHOT_SHARED_DIR}${dir}/${f}`, "utf8"), f).toBe(readFileSync(`${LIVE_SHARED_DIR}${dir}/${f}`, "utf8"));
      }
    });
  }
});
