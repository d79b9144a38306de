#!/usr/bin/env node
// npx teamchat-server [--port 9991] [--db FILE|:memory:] ...: the reference server (server/main.ts reads the flags).
import { load } from "./launch.mjs";

await load("server/main");
