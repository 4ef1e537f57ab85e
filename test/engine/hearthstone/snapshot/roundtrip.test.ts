/**
 * load(write(s)) = s: the output state is the input format, and re-submitting it loses nothing.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newContext } from "../../../../src/engine/hearthstone/index.js";
import { resolve } from "../../../../src/engine/index.js";
import { GameStateInput, ResolveRequest } from "../../../../src/engine/hearthstone/schema.js";
import { loadState } from "../../../../src/engine/hearthstone/snapshot/load.js";
import { writeState } from "../../../../src/engine/hearthstone/snapshot/write.js";
import type { Enchantment, Entity, Game } from "../../../../src/engine/hearthstone/types.js";

const MINIONS = ["EX1_315", "GVG_006", "LOE_038", "AT_045", "CS2_227", "BRM_028", "GVG_021", "CS2_231", "CS2_182", "NEW1_019", "EX1_007", "CS2_222", "CS2_179", "EX1_008", "GVG_076", "FP1_031", "EX1_591", "LOE_077", "CS2_052", "EX1_012", "NEW1_010"];
const SPELLS = ["CS2_032", "CS2_008", "EX1_332", "GAME_005", "CS2_092"];
const SECRETS = ["EX1_136", "EX1_610", "EX1_611", "EX1_533", "LOOT_204"];
const WEAPONS = ["CS2_082", "CS2_106", "EX1_567"];
const HEROES = ["HERO_01", "HERO_02", "HERO_08", "HERO_09"];
const ENCHANTMENTS = ["CS2_092e", "CS2_004e", "EX1_316e", "EX1_363e", "FP1_023e"];
const KEYWORD_TAGS = ["TAUNT", "DIVINE_SHIELD", "FROZEN", "STEALTH", "WINDFURY", "POISONOUS", "SILENCED", "EXHAUSTED", "NUM_ATTACKS_THIS_TURN", "NUM_TURNS_IN_PLAY"];

const small = (max: number) => fc.integer({ min: 0, max });
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

const enchantment = fc.record({
  card: maybe(fc.constantFrom(...ENCHANTMENTS)),
  attack: maybe(fc.integer({ min: -3, max: 5 })),
  health: maybe(small(5)),
  setAttack: maybe(small(6)),
  setHealth: maybe(fc.integer({ min: 1, max: 6 })),
  controller: maybe(fc.constantFrom(1 as const, 2 as const)),
}, { requiredKeys: [] });

const tags = fc.dictionary(fc.constantFrom(...KEYWORD_TAGS), small(2), { maxKeys: 4 });

const minion = fc.record({
  card: fc.constantFrom(...MINIONS),
  attack: maybe(small(12)),
  health: maybe(fc.integer({ min: 1, max: 12 })),
  enchantments: maybe(fc.array(enchantment, { maxLength: 3 })),
  tags: maybe(tags),
}, { requiredKeys: ["card"] });

/** A Location (地标) on the board: its Durability left (as `health`) and its cooldown. */
const location = fc.record({
  card: fc.constant("CORE_REV_990"),
  health: maybe(fc.integer({ min: 1, max: 3 })),
  tags: maybe(fc.record({ LOCATION_ACTION_COOLDOWN: small(1) })),
  enchantments: maybe(fc.array(enchantment, { maxLength: 1 })),
}, { requiredKeys: ["card"] });

const costEnchantment = fc.record({
  card: maybe(fc.constantFrom("BRM_028e", "LOOT_204e")), cost: maybe(fc.integer({ min: -6, max: 3 })), setCost: maybe(small(5)), minCost: maybe(small(1)),
}, { requiredKeys: [] });
const cardIn = (pool: string[]) => fc.record({ card: fc.constantFrom(...pool), cost: maybe(small(10)), enchantments: maybe(fc.array(costEnchantment, { maxLength: 2 })) }, { requiredKeys: ["card"] });

const playerArb = fc.record({
  hero: maybe(fc.record({ card: fc.constantFrom(...HEROES), health: maybe(fc.integer({ min: 1, max: 30 })), armor: maybe(small(10)) }, { requiredKeys: ["card"] })),
  weapon: maybe(fc.record({ card: fc.constantFrom(...WEAPONS), durability: maybe(fc.integer({ min: 1, max: 8 })) }, { requiredKeys: ["card"] })),
  mana: maybe(fc.record({ crystals: small(10), used: small(10), temp: small(2), overloadOwed: small(3), overloadLocked: small(3) }, { requiredKeys: [] })),
  board: maybe(fc.array(fc.oneof({ weight: 4, arbitrary: minion }, { weight: 1, arbitrary: location }), { maxLength: 7 })),
  hand: maybe(fc.array(cardIn([...MINIONS, ...SPELLS]), { maxLength: 10 })),
  deck: maybe(fc.array(cardIn([...MINIONS, ...SPELLS]), { maxLength: 12 })),
  secrets: maybe(fc.uniqueArray(fc.constantFrom(...SECRETS), { maxLength: 3 }).map((ids) => ids.map((card) => ({ card })))),
  graveyard: maybe(fc.array(cardIn(MINIONS), { maxLength: 4 })),
  tags: maybe(fc.dictionary(fc.constantFrom("NUM_CARDS_PLAYED_THIS_TURN", "FATIGUE", "HEROPOWER_ACTIVATIONS_THIS_TURN"), small(3), { maxKeys: 2 })),
}, { requiredKeys: [] });

/** Give every entity a ref, so refs travel too. */
function labelled(state: { players: unknown[] }): unknown {
  let n = 0;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      const o = Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => [k, walk(x)]));
      if ("card" in o && !("ref" in o) && n % 3 === 0) o.ref = `R${n}`;
      n++;
      return o;
    }
    return v;
  };
  return walk(state);
}

const stateArb = fc.record({
  turn: fc.integer({ min: 1, max: 89 }),
  activePlayer: fc.constantFrom(1 as const, 2 as const),
  players: fc.tuple(playerArb, playerArb),
}).map(labelled);

const ench = (en: Enchantment) => ({ id: en.id, card: en.card, controller: en.controller, order: en.order, ref: en.ref, atk: en.atk, hp: en.hp, cost: en.cost, setAtk: en.setAtk, setHp: en.setHp, setCost: en.setCost, minCost: en.minCost, grants: en.grants, aura: en.aura?.key, oneTurn: !!en.oneTurn });
const nonZero = (t: Record<string, number>) => Object.fromEntries(Object.entries(t).filter(([, v]) => v !== 0).sort());
const ent = (e: Entity) => ({ id: e.id, card: e.card, controller: e.controller, zone: e.zone, order: e.order, ref: e.ref, tags: nonZero(e.tags), enchantments: e.enchantments.map(ench) });
const ids = (l: Entity[]) => l.map((e) => e.id);

/** Everything a game holds, as plain comparable data (derived indexes left out). */
function normal(g: Game) {
  return {
    turn: g.turn, current: g.currentPlayer, tags: nonZero(g.tags), deaths: g.deaths, ruleAuras: g.ruleAuras,
    entities: [...g.entities.values()].sort((a, b) => a.id - b.id).map(ent),
    players: g.players.map((p) => ({
      hero: p.hero.id, heroPower: p.heroPower?.id, weapon: p.weapon?.id, mana: p.mana, tags: nonZero(p.tags),
      board: ids(p.board), hand: ids(p.hand), deck: ids(p.deck), secrets: ids(p.secrets), graveyard: ids(p.graveyard), setAside: ids(p.setAside),
    })),
  };
}

function load(input: unknown): Game {
  const ctx = newContext({});
  loadState(ctx, GameStateInput.parse(input));
  return ctx.game;
}

describe("snapshot round trip", () => {
  it("load(write(s)) = s for generated snapshots", () => {
    fc.assert(
      fc.property(stateArb, (input) => {
        const s1 = load(input);
        const out = JSON.parse(JSON.stringify(writeState(s1)));
        const s2 = load(out);
        expect(normal(s2)).toEqual(normal(s1));
        expect(JSON.parse(JSON.stringify(writeState(s2)))).toEqual(out);
      }),
      { numRuns: Number(process.env.ROUNDTRIP_RUNS ?? 300), seed: Number(process.env.ROUNDTRIP_SEED ?? 20261121) },
    );
  }, 30_000); // ~4 s alone; more on a 2-core machine shared with other test runs

  it("keeps the state an action left behind: the output of a resolution loads back to the same game", () => {
    // The sheep attacks the Berserker: damage, deaths, the sheep's deathrattle, Redemption's summon, a secret used,
    // enchantments and aura changes; then a turn ends (fatigue).
    const r = resolve(ResolveRequest.parse({
      seed: 7,
      state: {
        turn: 5, activePlayer: 1,
        players: [
          { board: [{ card: "CS2_222", ref: "SC" }, { card: "EX1_007", ref: "A" }, { card: "GVG_076", ref: "S" }], secrets: [] },
          { board: [{ card: "EX1_604", ref: "F" }, { card: "CS2_182", ref: "Y", enchantments: [{ card: "EX1_363e", controller: 1 }] }], secrets: [{ card: "EX1_136" }], hand: [{ card: "GVG_063" }] },
        ],
      },
      actions: [{ type: "attack", attacker: "S", defender: "F" }, { type: "endTurn" }],
    }));
    expect(r.state.deaths.length).toBeGreaterThan(0);
    const s = load(r.state);
    expect(normal(load(JSON.parse(JSON.stringify(writeState(s)))))).toEqual(normal(s));
  });
});
