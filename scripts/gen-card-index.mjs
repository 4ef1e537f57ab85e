#!/usr/bin/env node
// Generates src/engine/hearthstone/cards/sets/index.gen.ts from the set modules (sets/index.ts PARTS) and the card
// data: each part's definitions as JSON text and the index of which part defines each card id, which is all the engine
// reads of the library (sets/library.ts), so a request parses only the parts its cards are in (cold start, issue 13).
// vitest.config.ts, wrangler's [build], the benchmark's and the CLI's builds run it first; `npm run cards:index` by hand.
// test/engine/hearthstone/cards/card-index.test.ts fails when the committed file is stale.
import { build } from "esbuild";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const CARD_INDEX_GEN = join(root, "src", "engine", "hearthstone", "cards", "sets", "index.gen.ts");

/** Writes index.gen.ts when its text changes (renamed into place, so a build or test started beside it never reads half a file). */
export async function generateCardIndex() {
  const dir = mkdtempSync(join(tmpdir(), "card-index-"));
  try {
    const outfile = join(dir, "sets.mjs");
    await build({
      entryPoints: [join(root, "src", "engine", "hearthstone", "cards", "sets", "index.ts")], outfile, bundle: true,
      format: "esm", platform: "node", target: "es2022", logLevel: "warning",
    });
    const { cardIndexFile } = await import(pathToFileURL(outfile).href);
    const text = cardIndexFile();
    if (existsSync(CARD_INDEX_GEN) && readFileSync(CARD_INDEX_GEN, "utf8") === text) return false;
    const tmp = `${CARD_INDEX_GEN}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, CARD_INDEX_GEN);
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log((await generateCardIndex()) ? `wrote ${CARD_INDEX_GEN}` : `${CARD_INDEX_GEN} is up to date`);
}
