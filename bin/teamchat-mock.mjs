#!/usr/bin/env node
// npx teamchat-mock [--port 4010] [--level N] ...: the Prism mock of the API (scripts/mock.ts reads the flags).
// Prism (@stoplight/prism-cli) is an optional peer dependency of the package: installed by those who run the mock.
import { load, stopWithNpm } from "./launch.mjs";

stopWithNpm();
const { main } = await load("scripts/mock");
await main(process.argv.slice(2), { program: "teamchat-mock", command: "teamchat-mock" });
