/**
 * `npm run card -- <id | dbfId | name>`: where a card is defined and tested, and what its data says. Prints the card's
 * facts and its rules text (from ../shared/data/cards.json, read here in a dev tool, never shipped), the file and line
 * of its definition (or of the printing it plays as), the tests that name it, and whether the engine implements it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { closeMatches, factsById, findCard } from "../src/engine/hearthstone/cards/facts.js";
import { builtInCard, builtInDefinitions } from "../src/engine/hearthstone/cards/registry.js";

function files(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) files(p, out);
    else if (p.endsWith(".ts")) out.push(p);
  }
  return out;
}

function lines(paths: string[], re: RegExp, root: string): string[] {
  const hits: string[] = [];
  for (const p of paths) {
    readFileSync(p, "utf8").split("\n").forEach((l, i) => {
      if (re.test(l)) hits.push(`${relative(root, p)}:${i + 1}`);
    });
  }
  return hits;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function describeCard(root: string, query: string): string {
  const f = findCard(query);
  if (!f) {
    const close = closeMatches(query, 5).map((c) => `${c.id} ${c.name.enUS}`);
    return `no card "${query}"${close.length ? `; close: ${close.join(", ")}` : ""}`;
  }
  const data = JSON.parse(readFileSync(join(root, "..", "shared", "data", "cards.json"), "utf8")) as { id: string; text?: { enUS?: string; zhCN?: string } }[];
  const raw = data.find((c) => c.id === f.id);
  const own = builtInDefinitions().has(f.id);
  const defId = own ? f.id : f.sameAs && builtInDefinitions().has(f.sameAs) ? f.sameAs : null;
  const sets = files(join(root, "src", "engine", "hearthstone", "cards", "sets"));
  const tests = files(join(root, "test"));
  const out = [
    `${f.id} (dbfId ${f.dbfId}) ${f.name.enUS} / ${f.name.zhCN}`,
    `  ${f.set} ${f.cardClass} ${f.type} cost ${f.cost}${f.type === "MINION" ? ` ${f.attack}/${f.health}` : ""}${f.collectible ? " collectible" : ""}`,
    `  text: ${raw?.text?.enUS ?? "(none)"}`,
    `  文本: ${raw?.text?.zhCN ?? "(无)"}`,
    `  implemented: ${builtInCard(f.id)!.implemented}${f.sameAs ? ` (reprint of ${f.sameAs} ${factsById(f.sameAs)!.name.enUS})` : ""}`,
    `  definition: ${defId ? lines(sets, new RegExp(`id: "${esc(defId)}"`), root).join(", ") + (defId !== f.id ? ` (plays as ${defId})` : "") : f.textKind === 2 ? "none" : "none needed (keywords only)"}`,
    `  behaviour tests: ${lines(tests, new RegExp(`(cardCase|describeCard)\\(\\s*"${esc(defId ?? f.id)}"`), root).join(", ") || "none"}`,
    `  also named in: ${[...new Set(lines(tests, new RegExp(`"${esc(defId ?? f.id)}"`), root).map((l) => l.replace(/:\d+$/, "")))].join(", ") || "no other test"}`,
  ];
  if (defId) out.push(`  ${JSON.stringify(builtInDefinitions().get(defId))}`);
  return out.join("\n");
}
