#!/usr/bin/env node
// Writes openapi/openapi.json from the zod schemas (the same document /openapi.json serves).
// A test fails when the committed file and the served document differ: run `npm run openapi` after schema changes.
import { build } from "esbuild";
import { writeFileSync, mkdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, ".build", "openapi.mjs");
await build({ entryPoints: [join(root, "src", "api", "openapi.ts")], outfile: out, bundle: true, format: "esm", platform: "node", logLevel: "warning" });
const { openApiDocument } = await import(pathToFileURL(out).href);
mkdirSync(join(root, "openapi"), { recursive: true });
writeFileSync(join(root, "openapi", "openapi.json"), JSON.stringify(openApiDocument(), null, 2) + "\n");
console.log("wrote openapi/openapi.json");
