/**
 * The Power.log reader (issue 15): what the snapshot says is what the log shows; hidden and unknown cards; skins;
 * players told apart by name; actions with the snapshot before each; errors that say where.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importGameLog, ImportError } from "../../../../src/engine/hearthstone/import/index.js";
import { GameStateInput } from "../../../../src/engine/hearthstone/schema.js";
import { run } from "../../../support/engine.js";

const README = readFileSync(join(__dirname, "..", "..", "..", "..", "README.md"), "utf8");
/** The README's excerpt: a game on turn 9, player 1 to act. */
const LOG = /<<'LOG'\n([\s\S]*?)\nLOG\n/.exec(README)![1]!;
const P = "D 12:00:00.0000000 GameState.DebugPrintPower() - ";
const lines = (...ls: string[]) => ls.map((l) => P + l).join("\n");

const imp = (body: string, at?: "actions") => importGameLog(body, { format: "power.log", ...(at ? { at } : {}) });

function fails(body: string): ImportError {
  try {
    imp(body);
  } catch (e) {
    if (e instanceof ImportError) return e;
    throw e;
  }
  throw new Error("expected an ImportError");
}

describe("Power.log import", () => {
  it("gives the state in the request format of /v1/resolve, every entity with its game id and ref e<id>", () => {
    const r = imp(LOG);
    expect(GameStateInput.safeParse(r.state).success).toBe(true);
    const [p1, p2] = r.state.players;
    expect(r.state).toMatchObject({ turn: 9, activePlayer: 1 });
    expect(p1.hero).toMatchObject({ card: "HERO_08", id: 4, ref: "e4", health: 24, maxHealth: 30 });
    expect(p2.hero).toMatchObject({ card: "HERO_01", id: 6, ref: "e6", armor: 2 });
    expect(p1.board).toEqual([expect.objectContaining({ card: "CS2_182", id: 10, ref: "e10", attack: 4, health: 3, maxHealth: 5 })]);
    expect(p1.mana).toMatchObject({ crystals: 5, used: 0 });
    expect(p1.deck).toEqual([{ card: null, id: 12, ref: "e12" }]);
  });

  it("reads the log's prefixes or none, and a client's log in any language the same (names are never read)", () => {
    const bare = LOG.replaceAll("GameState.DebugPrintPower() - ", "");
    const other = LOG.replace("entityName=Chillwind Yeti", "entityName=冰风雪人");
    expect(imp(bare).state).toEqual(imp(LOG).state);
    expect(imp(other).state).toEqual(imp(LOG).state);
  });

  it("keeps keywords as the tags say: a Divine Shield already lost is DIVINE_SHIELD: 0", () => {
    const squire = imp(LOG).state.players[1].board![0]!;
    expect(squire.tags?.DIVINE_SHIELD).toBe(0);
    const r = run({ seed: 1, state: imp(LOG).state, actions: [{ type: "play", card: "e11", target: "e20" }] });
    expect(r.state.players[1].board).toEqual([]);
  });

  it("turns a skin into the card it plays as, leaves out cosmetic entities, and lists both", () => {
    const coin = lines("FULL_ENTITY - Creating ID=40 CardID=MUDAN_COIN1", "    tag=CARDTYPE value=SPELL", "    tag=COST value=0", "    tag=ZONE value=HAND", "    tag=CONTROLLER value=1");
    const r = imp(LOG + "\n" + coin);
    expect(r.state.players[0].hand!.map((e) => e.card)).toEqual(["CS2_029", "GAME_005"]);
    expect(r.cosmetics).toContainEqual({ id: 40, from: "MUDAN_COIN1", to: "GAME_005" });
    expect(r.cosmetics).toContainEqual({ id: 6, from: "HERO_01a", to: "HERO_01" });
    expect(r.skipped).toContainEqual({ id: 30, card: "PET_042", reason: "cosmetic: takes no part in the rules" });
  });

  it("imports a card the data does not know, in hand, as an unknown card, and lists it", () => {
    const odd = lines("FULL_ENTITY - Creating ID=41 CardID=ZZZ_NOT_A_CARD", "    tag=CARDTYPE value=MINION", "    tag=ZONE value=HAND", "    tag=CONTROLLER value=1");
    const r = imp(LOG + "\n" + odd);
    expect(r.state.players[0].hand!.at(-1)).toEqual({ card: null, id: 41, ref: "e41" });
    expect(r.skipped).toContainEqual({ id: 41, card: "ZZZ_NOT_A_CARD", reason: "not in the card data: imported as an unknown card" });
  });

  it("attaches enchantments with their card ids, in order, and leaves those an aura keeps up to the engine", () => {
    const more = lines(
      "FULL_ENTITY - Creating ID=50 CardID=CS2_222", "    tag=CARDTYPE value=MINION", "    tag=ZONE value=PLAY", "    tag=ZONE_POSITION value=2", "    tag=CONTROLLER value=1", "    tag=ATK value=6", "    tag=HEALTH value=6",
      "FULL_ENTITY - Creating ID=51 CardID=CS2_222o", "    tag=CARDTYPE value=ENCHANTMENT", "    tag=ZONE value=PLAY", "    tag=CONTROLLER value=1", "    tag=ATTACHED value=10", "    tag=CREATOR value=50",
      "FULL_ENTITY - Creating ID=52 CardID=CS2_092e", "    tag=CARDTYPE value=ENCHANTMENT", "    tag=ZONE value=PLAY", "    tag=CONTROLLER value=1", "    tag=ATTACHED value=10", "    tag=CREATOR value=11",
      "TAG_CHANGE Entity=[entityName=Chillwind Yeti id=10 zone=PLAY zonePos=1 cardId=CS2_182 player=1] tag=ATK value=9",
      "TAG_CHANGE Entity=[entityName=Chillwind Yeti id=10 zone=PLAY zonePos=1 cardId=CS2_182 player=1] tag=HEALTH value=10",
    );
    const r = imp(LOG + "\n" + more);
    const yeti = r.state.players[0].board![0]!;
    expect(yeti.enchantments).toEqual([{ card: "CS2_092e", id: 52, ref: "e52", controller: 1 }]);
    // Blessing of Kings (+4/+4) and the Champion's aura (+1/+1) on a 4/5 with 2 damage: 9 Attack, 8 of 10 Health.
    const out = run({ seed: 1, state: r.state, actions: [{ type: "endTurn" }] });
    expect(out.state.players[0].board[0]).toMatchObject({ ref: "e10", attack: 9, health: 8, maxHealth: 10 });
  });

  it("with at=actions gives every player action in our format with the snapshot just before it", () => {
    const turn = lines(
      "BLOCK_START BlockType=PLAY Entity=[entityName=Fireball id=11 zone=HAND zonePos=1 cardId=CS2_029 player=1] EffectCardId= EffectIndex=0 Target=[entityName=Argent Squire id=20 zone=PLAY zonePos=1 cardId=EX1_008 player=2] SubOption=-1",
      "TAG_CHANGE Entity=[entityName=Fireball id=11 zone=HAND zonePos=1 cardId=CS2_029 player=1] tag=ZONE value=PLAY",
      "TAG_CHANGE Entity=[entityName=Argent Squire id=20 zone=PLAY zonePos=1 cardId=EX1_008 player=2] tag=DAMAGE value=6",
      "TAG_CHANGE Entity=[entityName=Argent Squire id=20 zone=PLAY zonePos=1 cardId=EX1_008 player=2] tag=ZONE value=GRAVEYARD",
      "TAG_CHANGE Entity=[entityName=Fireball id=11 zone=PLAY zonePos=1 cardId=CS2_029 player=1] tag=ZONE value=GRAVEYARD",
      "BLOCK_END",
      "BLOCK_START BlockType=ATTACK Entity=[entityName=Chillwind Yeti id=10 zone=PLAY zonePos=1 cardId=CS2_182 player=1] EffectCardId= EffectIndex=0 Target=[entityName=Magni Bronzebeard id=6 zone=PLAY zonePos=0 cardId=HERO_01a player=2] SubOption=-1",
      "TAG_CHANGE Entity=[entityName=Magni Bronzebeard id=6 zone=PLAY zonePos=0 cardId=HERO_01a player=2] tag=ARMOR value=0",
      "TAG_CHANGE Entity=[entityName=Magni Bronzebeard id=6 zone=PLAY zonePos=0 cardId=HERO_01a player=2] tag=DAMAGE value=2",
      "BLOCK_END",
      "TAG_CHANGE Entity=GameEntity tag=STEP value=MAIN_END",
    );
    const r = imp(LOG + "\n" + turn, "actions");
    expect(r.actions!.map((a) => a.action)).toEqual([
      { type: "play", card: "e11", target: "e20" },
      { type: "attack", attacker: "e10", defender: "e6" },
      { type: "endTurn" },
    ]);
    expect(r.actions![0]!.state).toEqual(imp(LOG).state);
    expect(r.actions![1]!.state.players[1].board).toEqual([]);
    expect(r.actions![1]!.state.players[0].playedThisTurn).toEqual(["CS2_029"]);
    expect(r.actions![1]!.state.deaths).toEqual([{ card: "EX1_008", controller: 2, turn: 9 }]);
    expect(r.state.players[1].hero).toMatchObject({ health: 28 });
    expect(r.state.players[1].hero!.armor ?? 0).toBe(0);
  });

  it("tells players apart by name from the tags they change", () => {
    const named = LOG.replace(
      "TAG_CHANGE Entity=[entityName=Chillwind Yeti",
      "TAG_CHANGE Entity=Alice tag=PLAYER_ID value=1\nGameState.DebugPrintPower() - TAG_CHANGE Entity=Bob Two tag=RESOURCES_USED value=3\nGameState.DebugPrintPower() - TAG_CHANGE Entity=[entityName=Chillwind Yeti",
    );
    const r = imp(named);
    expect(r.players).toEqual({ 1: "Alice", 2: "Bob Two" });
    expect(r.state.players[1].mana!.used).toBe(3);
  });

  it("imports the last game of a log with several", () => {
    const r = imp(LOG + "\n" + LOG.replace("tag=TURN value=9", "tag=TURN value=11"));
    expect(r.state.turn).toBe(11);
  });

  describe("errors say where", () => {
    it("a body that is not a game log", () => {
      expect(fails("hello\nworld").message).toMatch(/not a game log: no CREATE_GAME/);
      expect(fails(P + "CREATE_GAME").message).toMatch(/no game entity and two players/);
    });

    it("a log truncated in the middle of an entity, or of a line", () => {
      const cut = LOG + "\n" + P + "FULL_ENTITY - Creating ID=60 CardID=CS2_231";
      const e = fails(cut);
      expect(e.message).toMatch(/truncated at line 76 \(the entity has none of its tags\)/);
      expect(e.where).toBe("line 76");
      expect(fails(LOG + "\n" + P + "TAG_CHANGE Entity=[entityName=Wis").where).toBe("line 76");
      expect(fails(LOG + "\n" + P + "    tag=ZONE value=").message).toMatch(/truncated at line 76/);
    });

    it("never crashes on random lines", () => {
      const junk = ["BLOCK_END", "BLOCK_START BlockType=PLAY Entity=999 EffectCardId= EffectIndex=0 Target=0", "TAG_CHANGE Entity=Nobody tag=ZONE value=PLAY", "SHOW_ENTITY - Updating Entity=777 CardID=CS2_231", "tag=ZONE value=NOWHERE", "HIDE_ENTITY - Entity=5 tag=ZONE value=DECK", "CHANGE_ENTITY - Updating Entity=4 CardID=HERO_07"];
      for (let seed = 1; seed <= 30; seed++) {
        const extra: string[] = [];
        for (let k = 0; k < 20; k++) extra.push(P + junk[(seed * 7 + k * 13) % junk.length]!);
        const r = imp(LOG + "\n" + extra.join("\n") + "\n" + P + "TAG_CHANGE Entity=GameEntity tag=TURN value=10");
        expect(GameStateInput.safeParse(r.state).success).toBe(true);
      }
    });
  });
});
