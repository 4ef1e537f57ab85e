#!/usr/bin/env node
// Writes the files of the /docs viewer (Swagger UI, from the swagger-ui-dist package) into .build/assets/docs/ui/,
// the directory wrangler.toml's [assets] serves beside the Worker (Workers static assets: they are not part of the
// Worker's script, so its bundle stays as small as it was). Run by wrangler's [build] (wrangler dev, deploy) and by
// vitest.config.ts (the workers tests); idempotent and fast: a file is copied only when it differs.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const ASSETS_DIR = join(root, ".build", "assets");
/** Where the viewer's files are served (the /docs page links them). */
export const UI_PATH = "/docs/ui";
/** What the /docs page needs of swagger-ui-dist (no source maps, no standalone layout, no OAuth page). */
export const UI_FILES = ["swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png", "LICENSE", "NOTICE"];

export function writeDocsAssets() {
  const dist = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const out = join(ASSETS_DIR, ...UI_PATH.split("/").filter(Boolean));
  mkdirSync(out, { recursive: true });
  for (const f of UI_FILES) {
    const from = join(dist, f), to = join(out, f);
    if (existsSync(to) && statSync(to).size === statSync(from).size && readFileSync(to).equals(readFileSync(from))) continue;
    copyFileSync(from, to);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`docs viewer files in ${writeDocsAssets()}`);
}
