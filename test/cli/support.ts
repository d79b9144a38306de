// The CLI in-process (main of conformance/cli.ts) with captured output, for the tests of test/cli/.
import { main, type CliIo } from "../../conformance/cli.ts";

export type Fetch = (request: Request) => Promise<Response>;

export async function cli(argv: string[], io: Partial<CliIo> & { fetch?: Fetch } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), env: {}, ...io });
  return { code, stdout, stderr };
}

export const TARGET = ["--url", "http://conformance.test", "--dev", "--seed", "5", "--runs", "2"];
