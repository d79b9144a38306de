// The compiled command line (dist/, `npm run build`) run exactly as bin/teamchat-conformance.mjs runs it in an
// installed package: the bench measures its start-up (in a clone the bin would run the TypeScript through tsx).
const { main } = await import(new URL("../../dist/conformance/cli.js", import.meta.url).href);
process.exitCode = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTty: process.stdout.isTTY,
});
