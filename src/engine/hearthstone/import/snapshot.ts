/**
 * @module hearthstone/import/snapshot
 * A log's game as it stands → a snapshot in the request format of /v1/resolve. Each entity keeps its game id (`id`)
 * and gets the ref `e<id>`; stats are what the tags say (ATK, HEALTH less DAMAGE, ARMOR, DURABILITY less DAMAGE);
 * keyword and state tags are given where they differ from the card's own; enchantments in the order they were
 * attached, those an aura keeps up left to the engine's aura update. Hidden cards in a hand or deck are unknown cards
 * (`card: null`). Skins play as their cards (a coin skin as The Coin, a hero skin as its class's hero); an entity
 * that takes no part in the rules, or that the card data does not know, is listed in `skipped`.
 */
import type { CardRegistry } from "../cards/registry.js";
import { cardFactsById } from "../cards/registry.js";
import type { CompiledCard } from "../cards/compile.js";
import type { EntityInput, GameStateInput, PlayerInput } from "../schema.js";
import { BASIC_HERO_POWER } from "../snapshot/defaults.js";
import { SILENCED_TAGS } from "../rules/silence.js";
import type { LogEntity, LogGame } from "./log-game.js";
import { CARDTYPE, CLASS, nameOf, PLAYSTATE, ZONE } from "./tags.js";

export interface Skipped {
  id: number;
  card: string | null;
  reason: string;
}

export interface Cosmetic {
  id: number;
  /** The id the log gives. */
  from: string;
  /** The card it plays as. */
  to: string;
}

/** The class's basic hero (a hero skin the card data does not know plays as this). */
const CLASS_HERO: Record<string, string | undefined> = {
  WARRIOR: "HERO_01", SHAMAN: "HERO_02", ROGUE: "HERO_03", PALADIN: "HERO_04", HUNTER: "HERO_05", DRUID: "HERO_06", WARLOCK: "HERO_07",
  MAGE: "HERO_08", PRIEST: "HERO_09", DEMONHUNTER: "HERO_10", DEATHKNIGHT: "HERO_11",
};

/** Entity tags the snapshot carries when they differ from the card's own: keywords and the state the rules read. */
const ENTITY_TAGS = [
  ...SILENCED_TAGS, "SILENCED", "EXHAUSTED", "JUST_PLAYED", "NUM_TURNS_IN_PLAY", "NUM_ATTACKS_THIS_TURN", "EXTRA_ATTACKS_THIS_TURN",
  "DORMANT", "TO_BE_DESTROYED", "HEALTH_MINIMUM", "LOCATION_ACTION_COOLDOWN", "QUEST_PROGRESS",
  "TITAN_ABILITY_USED_1", "TITAN_ABILITY_USED_2", "TITAN_ABILITY_USED_3",
];
const PLAYER_TAGS = [
  "NUM_CARDS_PLAYED_THIS_TURN", "NUM_MINIONS_PLAYED_THIS_TURN", "FATIGUE", "HEROPOWER_ACTIVATIONS_THIS_TURN", "NUM_TIMES_HERO_POWER_USED_THIS_GAME",
  "JADE_GOLEM",
];
const IN_HAND_TYPES = new Set<number>([CARDTYPE.MINION, CARDTYPE.SPELL, CARDTYPE.WEAPON, CARDTYPE.HERO, CARDTYPE.LOCATION]);

export class SnapshotWriter {
  skipped = new Map<number, Skipped>();
  cosmetics = new Map<number, Cosmetic>();

  constructor(private readonly cards: CardRegistry) {}

  private skip(e: LogEntity, reason: string): void {
    if (!this.skipped.has(e.id)) this.skipped.set(e.id, { id: e.id, card: e.cardId || null, reason });
  }

  /**
   * The card an entity plays as: its own id; a skin's (hero, hero power, coin) the card it is a skin of, by the card data
   * where it knows the id, else by the entity's type and class. Undefined for a hidden or unknown card.
   */
  cardOf(e: LogEntity): CompiledCard | undefined {
    const id = e.cardId;
    if (!id) return undefined;
    const facts = cardFactsById(id);
    const type = e.tags.CARDTYPE;
    const cls = nameOf(CLASS, e.tags.CLASS) ?? "";
    let to: string | undefined;
    if (facts) {
      const skin = facts.set === "HERO_SKINS" || facts.type === "HERO_POWER" || facts.name.enUS === "The Coin";
      to = skin && facts.sameAs ? facts.sameAs : id;
    } else if (type === CARDTYPE.HERO) to = CLASS_HERO[cls];
    else if (type === CARDTYPE.HERO_POWER) to = BASIC_HERO_POWER[cls];
    else if (type === CARDTYPE.SPELL && /COIN/i.test(id) && (e.tags.COST ?? 0) === 0) to = "GAME_005";
    const card = to ? this.cards.get(to) : undefined;
    if (card && to !== id && !this.cosmetics.has(e.id)) this.cosmetics.set(e.id, { id: e.id, from: id, to: card.id });
    return card;
  }

  /** Secrets the last snapshot left out because the log hides them (the opponent's), per player. */
  hiddenSecrets: [number, number] = [0, 0];

  /** The snapshot of the game as it stands now. */
  state(g: LogGame): GameStateInput {
    this.hiddenSecrets = [0, 0];
    const byZone = (pid: number, zone: number) =>
      [...g.entities.values()].filter((e) => e.tags.CONTROLLER === pid && e.tags.ZONE === zone && e.tags.CARDTYPE !== CARDTYPE.ENCHANTMENT);
    const attached = new Map<number, LogEntity[]>();
    for (const e of g.entities.values()) {
      if (e.tags.CARDTYPE !== CARDTYPE.ENCHANTMENT || !e.tags.ATTACHED) continue;
      if (e.tags.ZONE === ZONE.GRAVEYARD || e.tags.ZONE === ZONE.REMOVEDFROMGAME || e.tags.ZONE === ZONE.SETASIDE) continue;
      const list = attached.get(e.tags.ATTACHED) ?? [];
      list.push(e);
      attached.set(e.tags.ATTACHED, list);
    }
    for (const e of g.entities.values()) if (e.tags.ZONE === ZONE.COSMETIC) this.skip(e, "cosmetic: takes no part in the rules");
    const players = ([1, 2] as const).map((pid) => this.player(g, pid, byZone, attached)) as [PlayerInput, PlayerInput];
    const turn = Math.min(90, Math.max(1, g.turn));
    return {
      turn,
      activePlayer: g.currentPlayer,
      players,
      ...(g.deaths.length ? { deaths: g.deaths.slice(-500).map((d) => ({ ...d, turn: Math.max(0, d.turn), card: this.cardOf({ id: 0, cardId: d.card, tags: {}, enteredPlay: 0, enteredGraveyard: 0 })?.id ?? d.card })).filter((d) => this.cards.get(d.card)?.implemented) } : {}),
      // The summon record, as the deaths ("each Totem you've summoned this game": Thing from Below).
      ...(g.summons.length ? { summons: g.summons.slice(-500).map((d) => ({ ...d, turn: Math.max(0, d.turn), card: this.cardOf({ id: 0, cardId: d.card, tags: {}, enteredPlay: 0, enteredGraveyard: 0 })?.id ?? d.card })).filter((d) => this.cards.get(d.card)?.implemented) } : {}),
    };
  }

  private player(g: LogGame, pid: 1 | 2, byZone: (pid: number, zone: number) => LogEntity[], attached: Map<number, LogEntity[]>): PlayerInput {
    const pe = g.entities.get(g.playerEntity.get(pid) ?? -1);
    const pt = pe?.tags ?? {};
    const out: PlayerInput = {};
    const inPlay = byZone(pid, ZONE.PLAY).sort((a, b) => a.enteredPlay - b.enteredPlay || a.id - b.id);
    const hero = g.entities.get(pt.HERO_ENTITY ?? -1) ?? inPlay.find((e) => e.tags.CARDTYPE === CARDTYPE.HERO);
    const tags: Record<string, number> = {};
    for (const t of PLAYER_TAGS) if (pt[t]) tags[t] = stat(pt[t]!);
    for (const e of inPlay) {
      const type = e.tags.CARDTYPE;
      if (e === hero) out.hero = this.entity(e, attached, "hero");
      else if (type === CARDTYPE.HERO_POWER) {
        const hp = this.entity(e, attached, "heroPower");
        if (hp) out.heroPower = hp;
        // A hero power used this turn is exhausted; the rules read the player's count.
        if (e.tags.EXHAUSTED && !tags.HEROPOWER_ACTIVATIONS_THIS_TURN) tags.HEROPOWER_ACTIVATIONS_THIS_TURN = 1;
      } else if (type === CARDTYPE.WEAPON) {
        const w = this.entity(e, attached, "weapon");
        if (w) out.weapon = w;
      }
    }
    if (hero && !out.hero) out.hero = this.entity(hero, attached, "hero");
    if (!out.hero) delete out.hero;
    const list = (zone: number, slot: string, sort: (a: LogEntity, b: LogEntity) => number, max: number) =>
      byZone(pid, zone).filter((e) => slot !== "board" || e.tags.CARDTYPE === CARDTYPE.MINION || e.tags.CARDTYPE === CARDTYPE.LOCATION)
        .sort(sort).map((e) => this.entity(e, attached, slot)).filter((x): x is EntityInput => !!x).slice(-max);
    const pos = (e: LogEntity) => e.tags.ZONE_POSITION || Number.MAX_SAFE_INTEGER;
    const byPos = (a: LogEntity, b: LogEntity) => pos(a) - pos(b) || a.id - b.id;
    out.board = list(ZONE.PLAY, "board", byPos, 7);
    out.hand = list(ZONE.HAND, "hand", byPos, 12);
    out.deck = list(ZONE.DECK, "deck", (a, b) => a.id - b.id, 120);
    out.secrets = list(ZONE.SECRET, "secrets", (a, b) => a.enteredPlay - b.enteredPlay || a.id - b.id, 5);
    out.graveyard = list(ZONE.GRAVEYARD, "graveyard", (a, b) => a.enteredGraveyard - b.enteredGraveyard || a.id - b.id, 200);
    out.mana = {
      crystals: clamp(pt.RESOURCES ?? 0, 0, 50), used: clamp(pt.RESOURCES_USED ?? 0, 0, 100), temp: clamp(pt.TEMP_RESOURCES ?? 0, 0, 20),
      overloadOwed: clamp(pt.OVERLOAD_OWED ?? 0, 0, 100), overloadLocked: clamp(pt.OVERLOAD_LOCKED ?? 0, 0, 100), maxCrystals: clamp(pt.MAXRESOURCES ?? 10, 0, 50),
    };
    const ps = pt.PLAYSTATE;
    if (ps === PLAYSTATE.WON || ps === PLAYSTATE.LOST || ps === PLAYSTATE.TIED) tags.PLAYSTATE = ps;
    if (Object.keys(tags).length) out.tags = tags;
    const corpses = (pt.CORPSES ?? 0) - (pt.CORPSES_SPENT_THIS_GAME ?? 0);
    if (corpses > 0) out.corpses = clamp(corpses, 0, 1_000_000);
    if (pt.CORPSES_SPENT_THIS_GAME) out.corpsesSpent = clamp(pt.CORPSES_SPENT_THIS_GAME, 0, 1_000_000);
    const played = g.played[pid];
    const implemented = (id: string) => this.cards.get(id)?.implemented === true;
    const known = (ids: string[]) => ids.filter(implemented).slice(-200);
    if (played.thisTurn.length) out.playedThisTurn = known(played.thisTurn);
    if (played.lastTurn.length) out.playedLastTurn = known(played.lastTurn);
    if (played.last && implemented(played.last)) out.lastPlayed = played.last;
    // The record of plays ("each spell you've cast this game": Yogg-Saron), as the deaths and summons: the implemented cards.
    const game = g.playedGame[pid].filter((r) => implemented(r.card)).slice(-200)
      .map((r) => ({ card: r.card, cost: clamp(r.cost, 0, 1000), turn: clamp(r.turn, 0, 90) }));
    if (game.length) out.playedThisGame = game;
    return out;
  }

  /** One entity in a slot; undefined when it is left out (listed in `skipped`). */
  private entity(e: LogEntity, attached: Map<number, LogEntity[]>, slot: string): EntityInput | undefined {
    const hidden = slot === "hand" || slot === "deck";
    // A snapshot's ids are 4 to 1,000,000 (1-3 are the game and the players).
    if (e.id < 4 || e.id > 1_000_000) {
      this.skip(e, "an entity id a snapshot cannot hold");
      return undefined;
    }
    const card = this.cardOf(e);
    const base = { id: e.id, ref: `e${e.id}` };
    if (!card) {
      if (hidden) {
        if (e.cardId) this.skip(e, "not in the card data: imported as an unknown card");
        return { card: null, ...base };
      }
      this.skip(e, e.cardId ? "not in the card data" : `hidden (${slot})`);
      if (slot === "secrets" && !e.cardId) {
        if (e.tags.CONTROLLER === 1) this.hiddenSecrets[0]++;
        else if (e.tags.CONTROLLER === 2) this.hiddenSecrets[1]++;
      }
      return undefined;
    }
    // A card the engine does not implement: in a hand or deck an unknown card, in the graveyard left out, so that the
    // snapshot resolves; in play it stays (a request with it is refused, 422, naming it).
    if (!card.implemented && (hidden || slot === "graveyard")) {
      this.skip(e, hidden ? "not implemented by the engine: imported as an unknown card" : "not implemented by the engine: left out of the graveyard");
      return hidden ? { card: null, ...base } : undefined;
    }
    if (hidden && !IN_HAND_TYPES.has(e.tags.CARDTYPE ?? CARDTYPE.MINION) && e.tags.CARDTYPE !== undefined) {
      this.skip(e, `a ${nameOf(CARDTYPE, e.tags.CARDTYPE)} in ${slot}`);
      return undefined;
    }
    if (slot === "graveyard" && !["MINION", "SPELL", "WEAPON", "HERO", "LOCATION"].includes(card.type)) return undefined;
    if (slot === "secrets" && !card.secret && !card.def?.quest && !card.def?.lasts) {
      this.skip(e, "in the secret zone, but not a secret, quest or lasting spell the engine knows");
      return undefined;
    }
    const t = e.tags;
    const o: EntityInput = { card: card.id, ...base };
    if (e.enteredPlay && (slot === "hero" || slot === "heroPower" || slot === "weapon" || slot === "board" || slot === "secrets")) o.order = e.enteredPlay;
    const type = card.type;
    if (slot === "graveyard") return o;
    // A log leaves out tags whose value is 0 (a 0-Attack minion has no ATK, a 0-Cost card no COST): absent is 0.
    if (type === "MINION" || type === "HERO") {
      o.attack = stat(t.ATK ?? 0);
      if (t.HEALTH !== undefined) {
        o.maxHealth = stat(t.HEALTH);
        o.health = stat(t.HEALTH - (t.DAMAGE ?? 0));
      }
    } else if (type === "LOCATION" && t.HEALTH !== undefined) {
      o.maxHealth = stat(t.HEALTH);
      o.health = stat(t.HEALTH - (t.DAMAGE ?? 0));
    } else if (type === "WEAPON") {
      o.attack = stat(t.ATK ?? 0);
      if (t.DURABILITY !== undefined) o.durability = stat(t.DURABILITY - (t.DAMAGE ?? 0));
    }
    if (type === "HERO" && slot === "hero" && t.ARMOR) o.armor = clamp(t.ARMOR, 0, 1_000_000);
    if (slot !== "hero" && slot !== "heroPower") o.cost = stat(t.COST ?? 0);
    const ens = this.enchantments(e, attached);
    if (ens.length) o.enchantments = ens.map((x) => x.input);
    const granted = new Set(ens.flatMap((x) => x.card.def?.buff?.grants ?? []));
    const tags: Record<string, number> = {};
    const inPlay = slot !== "hand" && slot !== "deck";
    for (const k of ENTITY_TAGS) {
      if (!inPlay && !SILENCED_TAGS.includes(k)) continue;
      const v = t[k] ?? 0;
      if (v && granted.has(k)) continue;
      if (v !== (card.tags[k] ?? 0)) tags[k] = stat(v);
      // A board minion's readiness as the log gives it (the snapshot's default is "there since an earlier turn").
      else if (type === "MINION" && slot === "board" && t[k] !== undefined && (k === "EXHAUSTED" || k === "JUST_PLAYED" || k === "NUM_TURNS_IN_PLAY")) tags[k] = stat(v);
    }
    if (Object.keys(tags).length) o.tags = tags;
    return o;
  }

  /**
   * The enchantments on an entity, in the order attached. One an aura keeps up (its creator has an aura that does not
   * name it elsewhere) is left to the engine's aura update; one the engine does not know is left out, its stats staying
   * in the host's (the host's seen stats are what the tags say either way).
   */
  private enchantments(host: LogEntity, attached: Map<number, LogEntity[]>): { input: NonNullable<EntityInput["enchantments"]>[number]; card: CompiledCard }[] {
    const out: { input: NonNullable<EntityInput["enchantments"]>[number]; card: CompiledCard }[] = [];
    for (const en of (attached.get(host.id) ?? []).sort((a, b) => a.id - b.id)) {
      const card = en.cardId ? this.cards.get(en.cardId) : undefined;
      if (en.id < 4 || en.id > 1_000_000) {
        this.skip(en, "an entity id a snapshot cannot hold");
        continue;
      }
      if (!card || card.type !== "ENCHANTMENT") {
        this.skip(en, "an enchantment the card data does not know");
        continue;
      }
      if (!card.implemented) {
        this.skip(en, "an enchantment the engine does not implement (its stats stay in its host's)");
        continue;
      }
      if (this.byAura(en, card.id)) continue;
      const controller = en.tags.CONTROLLER;
      out.push({
        input: { card: card.id, id: en.id, ref: `e${en.id}`, ...(controller === 1 || controller === 2 ? { controller } : {}) },
        card,
      });
    }
    return out;
  }

  /** Whether an aura keeps this enchantment up: its creator's card has auras and names the enchantment nowhere else. */
  private byAura(en: LogEntity, id: string): boolean {
    const creator = this.creatorCard(en);
    const def = creator?.def;
    if (!def?.auras?.length) return false;
    const { auras, ...rest } = def;
    if (auras.some((a) => "enchantment" in a && a.enchantment === id)) return true;
    return !JSON.stringify(rest).includes(`"${id}"`);
  }

  private creatorCard(en: LogEntity): CompiledCard | undefined {
    return this.creatorEntity?.(en.tags.CREATOR ?? 0);
  }

  /** Set by the importer: the card of an entity by its id (a creator). */
  creatorEntity?: (id: number) => CompiledCard | undefined;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
/** A stat or tag within what a snapshot takes (±1,000,000,000). */
const stat = (v: number) => clamp(v, -1_000_000_000, 1_000_000_000);
