/**
 * Nothing in a log can crash or hang the import (issue 15, item 6): cut, shuffled and garbled logs either import (to a
 * state the schema takes, which the engine then loads or refuses with its own error) or are refused with ImportError.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EngineError, resolve } from "../../../../src/engine/index.js";
import { importGameLog, ImportError } from "../../../../src/engine/hearthstone/import/index.js";
import { Action, GameStateInput, ResolveRequest } from "../../../../src/engine/hearthstone/schema.js";

const README = readFileSync(join(__dirname, "..", "..", "..", "..", "README.md"), "utf8");
/** The README's excerpt and a turn of actions after it (a play, an attack, the end of the turn). */
const LOG = /<<'LOG'\n([\s\S]*?)\nLOG\n/.exec(README)![1]! + "\n" + [
  "BLOCK_START BlockType=PLAY Entity=[entityName=Fireball id=11 zone=HAND zonePos=1 cardId=CS2_029 player=1] EffectCardId= EffectIndex=0 Target=[entityName=Argent Squire id=20 zone=PLAY zonePos=1 cardId=EX1_008 player=2] SubOption=-1",
  "TAG_CHANGE Entity=[entityName=Argent Squire id=20 zone=PLAY zonePos=1 cardId=EX1_008 player=2] tag=ZONE value=GRAVEYARD",
  "BLOCK_END",
  "BLOCK_START BlockType=ATTACK Entity=[entityName=Chillwind Yeti id=10 zone=PLAY zonePos=1 cardId=CS2_182 player=1] EffectCardId= EffectIndex=0 Target=[entityName=Magni Bronzebeard id=6 zone=PLAY zonePos=0 cardId=HERO_01a player=2] SubOption=-1",
  "TAG_CHANGE Entity=[entityName=Magni Bronzebeard id=6 zone=PLAY zonePos=0 cardId=HERO_01a player=2] tag=DAMAGE value=2",
  "BLOCK_END",
  "TAG_CHANGE Entity=GameEntity tag=STEP value=MAIN_END",
].map((l) => "GameState.DebugPrintPower() - " + l).join("\n");

/** A small deterministic generator (the same cases every run). */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s % n;
  };
}

function mutate(seed: number): string {
  const r = rng(seed);
  const lines = LOG.split("\n");
  switch (r(6)) {
    case 0: return LOG.slice(0, r(LOG.length));
    case 1: { const k = r(lines.length); lines.splice(k, 1 + r(5)); return lines.join("\n"); }
    case 2: { const a = r(lines.length), b = r(lines.length); [lines[a], lines[b]] = [lines[b]!, lines[a]!]; return lines.join("\n"); }
    case 3: { const k = r(lines.length); lines[k] = lines[k]!.replace(/\d+/g, () => String(r(3) === 0 ? -r(1e9) : r(1e9))); return lines.join("\n"); }
    case 4: { const k = r(LOG.length); return LOG.slice(0, k) + String.fromCharCode(r(0xffff)) + LOG.slice(k + 1); }
    default: { const k = r(lines.length); lines.splice(k, 0, lines[r(lines.length)]!.replace(/value=\S+/, `value=${["PLAY", "HAND", "DECK", "SETASIDE", "COSMETIC", "99", "-1"][r(7)]}`)); return lines.join("\n"); }
  }
}

describe("import fuzz: nothing in a log crashes it", () => {
  it("500 mutated Power.logs import or are refused as logs, and what imports loads or is refused by the engine", () => {
    let imported = 0, withActions = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const body = mutate(seed);
      let state, actions: { state: unknown; action: unknown }[] | undefined;
      try {
        ({ state, actions } = importGameLog(body, { format: "power.log", at: seed % 2 ? "actions" : "end" }));
      } catch (e) {
        if (e instanceof ImportError) continue;
        throw new Error(`seed ${seed}: ${String(e)}`);
      }
      imported++;
      if (actions?.length) withActions++;
      for (const a of actions ?? []) {
        expect(GameStateInput.safeParse(a.state).success, `seed ${seed}: a snapshot before an action`).toBe(true);
        expect(Action.safeParse(a.action).success, `seed ${seed}: ${JSON.stringify(a.action)}`).toBe(true);
      }
      const parsed = GameStateInput.safeParse(state);
      expect(parsed.success, `seed ${seed}: ${parsed.error?.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`).toBe(true);
      try {
        resolve(ResolveRequest.parse({ seed: 1, state, actions: [{ type: "endTurn" }] }));
      } catch (e) {
        if (!(e instanceof EngineError)) throw new Error(`seed ${seed}: ${String(e)}`);
      }
    }
    expect(imported).toBeGreaterThan(100);
    expect(withActions).toBeGreaterThan(50);
  });

  it("garbled XML is refused as a log, never thrown otherwise", () => {
    const r = rng(7);
    for (let i = 0; i < 200; i++) {
      const parts = ["<HSReplay>", "<Game>", "</Game>", "<Block entity=\"4\" type=\"7\">", "</Block>", "<TagChange entity=\"1\" tag=\"20\" value=\"3\"/>", "<FullEntity id=\"4\" cardID=\"CS2_231\">", "</FullEntity>", "<Tag tag=\"49\" value=\"1\"/>", "&amp;", "<", ">"];
      const body = Array.from({ length: 1 + r(30) }, () => parts[r(parts.length)]).join("\n");
      try {
        importGameLog(body, { format: "hsreplay" });
      } catch (e) {
        if (!(e instanceof ImportError)) throw new Error(`${body}: ${String(e)}`);
      }
    }
  });
});
