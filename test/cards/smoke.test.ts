/**
 * Every implemented collectible card, played from hand into a busy game with each legal way /v1/options lists (up to a
 * few per card), then through both players' next turns: the request resolves (a listed play is legal), and no exception
 * of any kind (a 500) escapes. The behaviour tests say what each card does; this says
 * that no card, in an ordinary state nobody wrote a test for, breaks the engine, and that every state it leaves loads
 * again (the output state is the input format).
 */
import { describe, expect, it } from "vitest";
import { EngineError, options, resolve } from "../../src/engine/index.js";
import { OptionsRequest, ResolveRequest } from "../../src/engine/hearthstone/schema.js";
import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";

type Body = Record<string, unknown>;

const deck = (n: number) => Array.from({ length: n }, (_, i) => ({ card: i % 2 ? "CS2_182" : "CS2_029" }));

/** Both boards busy (a damaged minion, a Taunt, a Deathrattle), cards in hands and decks, a weapon, 10 mana. */
function busy(card: string): Body {
  return {
    turn: 9,
    activePlayer: 1,
    players: [
      {
        mana: { crystals: 10, used: 0 },
        hero: { card: "HERO_08" },
        weapon: { card: "CS2_106" },
        board: [{ card: "CS2_182", ref: "A" }, { card: "FP1_007", ref: "B", tags: { DAMAGE: 1 } }, { card: "CS2_231", ref: "C" }],
        hand: [{ card, ref: "X" }, { card: "CS2_029" }, { card: "EX1_011" }],
        deck: deck(6),
      },
      {
        mana: { crystals: 10, used: 0 },
        hero: { card: "HERO_01", tags: { DAMAGE: 5 } },
        board: [{ card: "CS2_179", ref: "D" }, { card: "CS2_182", ref: "E", tags: { DAMAGE: 2 } }, { card: "EX1_012", ref: "F" }],
        hand: [{ card: "CS2_231" }, { card: "CS2_029" }],
        deck: deck(6),
      },
    ],
  };
}

/** Nothing but the card: empty boards, hands and decks (no target, Fatigue next turn). */
function bare(card: string): Body {
  const p = { mana: { crystals: 10, used: 0 } };
  return { turn: 9, activePlayer: 1, players: [{ ...p, hand: [{ card, ref: "X" }] }, p] };
}

/** Full boards and a full hand: no room to summon or to take a card. */
function full(card: string): Body {
  const seven = (s: string) => Array.from({ length: 7 }, (_, i) => ({ card: i % 2 ? "CS2_182" : "EX1_012", ref: `${s}${i}` }));
  const hand = [{ card, ref: "X" }, ...Array.from({ length: 9 }, () => ({ card: "CS2_231" }))];
  const p = { mana: { crystals: 10, used: 0 }, deck: deck(3) };
  return { turn: 9, activePlayer: 1, players: [{ ...p, board: seven("M"), hand }, { ...p, board: seven("N"), hand: hand.slice(1) }] };
}

const GAMES = { busy, bare, full };

/** The 422 of an Imbue by a class whose Imbued Hero Power is known but not built (rules/imbue.ts imbuedHeroPowerFor). */
const IMBUE_NOT_BUILT = /^unimplemented_card: [A-Z]+'s Imbued Hero Power \([A-Z]+_\w+\) has rules text the engine does not implement$/;

/** The first, middle and last of the legal plays of card X (targets, Choose One, positions). */
function plays(state: Body): Body[] {
  const all = options(OptionsRequest.parse({ state })).actions.filter((a) => a.type === "play" && (a as { card?: unknown }).card === "X");
  const picks = new Set([0, Math.floor(all.length / 2), all.length - 1]);
  return [...picks].filter((i) => i >= 0 && i < all.length).map((i) => all[i] as Body);
}

/** Resolve and load the final state again; "ok", or what went wrong. */
function attempt(body: Body): string {
  try {
    const { state } = resolve(ResolveRequest.parse(body));
    // The output state is the input format: it loads again.
    options(OptionsRequest.parse({ state }));
    return "ok";
  } catch (e) {
    if (e instanceof EngineError) return `${e.code}: ${e.message}`;
    const err = e as Error;
    return `CRASH ${err?.name}: ${err?.message} ${String(err?.stack).split("\n").slice(1, 4).join(" | ")}`;
  }
}

const implemented = allFacts()
  .filter((f) => f.collectible && builtInCard(f.id)?.implemented)
  .map((f) => f.id);

describe("every implemented card in an ordinary game", () => {
  it("covers the library (at least the Classic sets)", () => {
    expect(implemented.length).toBeGreaterThan(1500);
  });

  it.each(Object.keys(GAMES) as (keyof typeof GAMES)[])("%s: resolves each legal play and both players' next turns, and its state loads again", (name) => {
    const crashes: string[] = [];
    let resolved = 0;
    for (const id of implemented) {
      const state = GAMES[name](id);
      let ways: Body[];
      try {
        ways = plays(state);
      } catch (e) {
        if (!(e instanceof EngineError)) crashes.push(`${id} options: ${(e as Error)?.message}`);
        continue;
      }
      for (const play of ways) {
        for (let seed = 1; seed <= 2; seed++) {
          const got = attempt({ seed, state, actions: [play, { type: "endTurn" }, { type: "endTurn" }] });
          // The play was listed, so only a game the play ended may refuse what follows — or an Imbue of a class (here the
          // Mage's) whose Imbued Hero Power the engine does not build yet: a 422 by design (rules/imbue.ts, rules-notes 498).
          if (got === "ok") resolved++;
          else if (!got.endsWith("the game is over") && !IMBUE_NOT_BUILT.test(got)) crashes.push(`${id} ${JSON.stringify(play)} seed ${seed}: ${got}`);
        }
      }
    }
    expect(crashes).toEqual([]);
    expect(resolved).toBeGreaterThan(implemented.length / 2);
  }, 600_000);

  it("keeps resolving when each card, once played, is followed by a few of the legal actions /v1/options lists", () => {
    const crashes: string[] = [];
    let steps = 0;
    for (const [n, id] of implemented.entries()) {
      const first = plays(busy(id))[0];
      if (!first) continue;
      let state: unknown;
      try {
        state = resolve(ResolveRequest.parse({ seed: n, state: busy(id), actions: [first] })).state;
      } catch (e) {
        if (!(e instanceof EngineError)) crashes.push(`${id} play: ${(e as Error)?.message}`);
        continue;
      }
      // A fixed walk: the k-th step takes a legal action chosen by the card's index (no concession).
      for (let k = 1; k <= 4; k++) {
        let next: Body | undefined;
        try {
          const legal = options(OptionsRequest.parse({ state })).actions.filter((a) => a.type !== "concede");
          next = legal[(n * 7 + k * 13) % legal.length] as Body | undefined;
          if (!next) break;
          state = resolve(ResolveRequest.parse({ seed: n + k, state, actions: [next] })).state;
          steps++;
        } catch (e) {
          // A listed action is legal: even an engine refusal of it is a failure here — but for the Imbue of a class whose
          // Imbued Hero Power is not built (a random card may be one: Grand Crusader's Paladin card for a Mage), as above.
          if (!(e instanceof EngineError && IMBUE_NOT_BUILT.test(`${e.code}: ${e.message}`))) {
            crashes.push(`${id} step ${k} ${JSON.stringify(next)}: ${(e as Error)?.message}`);
          }
          break;
        }
      }
    }
    expect(crashes).toEqual([]);
    expect(steps).toBeGreaterThan(implemented.length);
  }, 600_000);
});
