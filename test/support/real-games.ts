/**
 * The real-game agreement check (issue 15): for each player action a log shows, resolve the snapshot just before it
 * with the action, and compare what the engine leaves in play with what the log shows next (which entities remain in
 * play, their Attack and Health, the heroes' Health and Armor). Actions with a card the engine does not implement, or
 * whose outcome is random (a random decision in the engine's answer), are not compared.
 */
import { EngineError, resolve } from "../../src/engine/index.js";
import { ResolveRequest, type GameStateInput } from "../../src/engine/hearthstone/schema.js";
import type { GameStateOut } from "../../src/engine/hearthstone/snapshot/write.js";
import type { ImportedAction } from "../../src/engine/hearthstone/import/index.js";

export interface Comparison {
  index: number;
  turn: number;
  action: ImportedAction["action"];
  /** hidden: the outcome turns on what the log hides (a secret of the opponent's, a card played that stays hidden). */
  status: "agree" | "disagree" | "random" | "unimplemented" | "hidden" | "refused";
  detail?: string;
}

type Side = { hero: string; board: string[] };

/** What is compared, per player: the hero's Health, Armor and Attack; the board left to right, each minion's Attack and Health. */
function view(state: GameStateInput | GameStateOut, known: Set<string>): Side[] {
  return state.players.map((p) => {
    const h = p.hero as { health?: number; armor?: number } | undefined;
    const key = (e: { ref?: string; card: string | number | null }) => (e.ref && known.has(e.ref) ? e.ref : `new ${String(e.card)}`);
    return {
      hero: `health ${h?.health ?? "?"} armor ${h?.armor ?? 0}`,
      board: (p.board ?? []).map((e) => `${key(e)} ${e.attack ?? "?"}/${e.health ?? "?"}`),
    };
  });
}

export function compareActions(actions: ImportedAction[], finalState: GameStateInput): Comparison[] {
  const out: Comparison[] = [];
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const next = i + 1 < actions.length ? actions[i + 1]!.state : finalState;
    const base = { index: i, turn: a.turn, action: a.action };
    let result;
    try {
      result = resolve(ResolveRequest.parse({ seed: 1, state: a.state, actions: [a.action] }));
    } catch (e) {
      if (e instanceof EngineError) {
        const hidden = /unknown card/.test(e.message);
        out.push({ ...base, status: e.code === "unimplemented_card" ? "unimplemented" : hidden ? "hidden" : "refused", detail: e.message });
        continue;
      }
      throw e;
    }
    if (result.random.some((r) => r.purpose !== "shuffle deck")) {
      out.push({ ...base, status: "random" });
      continue;
    }
    const known = new Set<string>();
    for (const p of a.state.players) for (const z of [p.hero, p.heroPower, p.weapon, ...(p.board ?? [])]) if (z?.ref) known.add(z.ref);
    const got = JSON.stringify(view(result.state, known));
    const want = JSON.stringify(view(next, known));
    const status = got === want ? "agree" : a.hiddenSecrets ? "hidden" : "disagree";
    out.push({ ...base, status, ...(status === "agree" ? {} : { detail: `engine ${got}\n   log ${want}` }) });
  }
  return out;
}

/** Each game of a Power.log: from one CREATE_GAME to the next. */
export function games(text: string): string[] {
  const lines = text.split("\n");
  const starts = lines.flatMap((l, k) => (/GameState\.DebugPrintPower\(\) -\s+CREATE_GAME/.test(l) ? [k] : []));
  return starts.map((s, g) => lines.slice(s, starts[g + 1] ?? lines.length).join("\n"));
}
