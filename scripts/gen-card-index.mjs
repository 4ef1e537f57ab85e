#!/usr/bin/env node
// Generates src/engine/hearthstone/cards/sets/index.gen.ts: which part of the built-in library (sets/index.ts PARTS)
// defines each card id, so the registry builds only the parts a request's cards are in (cold start, issue 13).
// Run it (`npm run cards:index`) after adding, removing or moving a definition; test/engine/hearthstone/cards/card-index.test.ts
// fails when the committed file is stale.
import { build } from "esbuild";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const CARD_INDEX_GEN = join(root, "src", "engine", "hearthstone", "cards", "sets", "index.gen.ts");

if (!existsSync(CARD_INDEX_GEN)) writeFileSync(CARD_INDEX_GEN, "export const CARD_INDEX = ``;\n");
const dir = mkdtempSync(join(tmpdir(), "card-index-"));
try {
  const outfile = join(dir, "sets.mjs");
  await build({
    entryPoints: [join(root, "src", "engine", "hearthstone", "cards", "sets", "index.ts")], outfile, bundle: true,
    format: "esm", platform: "node", target: "es2022", logLevel: "warning",
  });
  const { cardIndexFile } = await import(pathToFileURL(outfile).href);
  writeFileSync(CARD_INDEX_GEN, cardIndexFile());
} finally {
  rmSync(dir, { recursive: true, force: true });
}
