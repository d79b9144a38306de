#!/usr/bin/env node
// npx teamchat-mock [--port 4010] [--level N] ...: the Prism mock of the API (scripts/mock.ts reads the flags).
import { load } from "./launch.mjs";

const { main } = await load("scripts/mock");
await main(process.argv.slice(2));
