/**
 * @module hearthstone/types
 * The game state as plain data: entities carry Hearthstone's own tags (ATK, HEALTH, DAMAGE, COST,
 * EXHAUSTED, TO_BE_DESTROYED, ...) and sit in zones, like the game's Power.log. Derived values
 * (current attack, health, cost) are computed from base tags plus attached enchantments (stats.ts).
 */
import type { EventType, RuleAuraName } from "./cards/format/index.js";
import type { CompiledCard } from "./cards/compile.js";
import type { EntityRef } from "../trace.js";

export type PlayerId = 1 | 2;
export type Zone = "PLAY" | "HAND" | "DECK" | "GRAVEYARD" | "SECRET" | "SETASIDE" | "REMOVEDFROMGAME";
/** UNKNOWN: the unknown card (cards/unknown-card.ts), a hidden card in a hand or deck. */
export type CardType = "HERO" | "MINION" | "SPELL" | "WEAPON" | "HERO_POWER" | "ENCHANTMENT" | "LOCATION" | "UNKNOWN";
export type Tags = Record<string, number>;

/** The card types that can be in a hand or deck (UNKNOWN: the unknown card, a hidden one). */
export const CARD_IN_HAND_TYPES: readonly CardType[] = ["MINION", "SPELL", "WEAPON", "HERO", "LOCATION", "UNKNOWN"];

/** The keyword tags (Taunt … Reborn): what Magnetic passes on, and the start of what silence removes. */
export const KEYWORDS = ["TAUNT", "CHARGE", "RUSH", "DIVINE_SHIELD", "WINDFURY", "MEGA_WINDFURY", "STEALTH", "POISONOUS", "LIFESTEAL", "REBORN"] as const;

/** PLAYSTATE values, as in Hearthstone's enums. */
export const PLAYSTATE = { PLAYING: 1, LOSING: 3, WON: 4, LOST: 5, TIED: 6 } as const;

export interface Entity {
  readonly kind: "entity";
  id: number;
  card: string;
  def: CompiledCard;
  type: CardType;
  controller: PlayerId;
  zone: Zone;
  /** Order of play: when the entity last entered play (or was created, for cards in hand and deck). Lower = earlier. */
  order: number;
  ref?: string;
  /** Base tags. Current values come from these plus enchantments (see stats.ts). */
  tags: Tags;
  /** Attached enchantments in attach order; aura-granted ones carry `aura`. */
  enchantments: Enchantment[];
  /** Board index the minion had when it last left play (deathrattle summons go there). */
  lastPosition?: number;
  /** The last trace ref made of it (context.ts refOf), handed out again while it still says the same. */
  refOut?: EntityRef;
}

/** An enchantment (状态) is an entity attached to a host. Stat changes are deltas unless `set*` is given. */
export interface Enchantment {
  readonly kind: "enchantment";
  id: number;
  /** The enchantment card, or null for an anonymous stat change. */
  card: string | null;
  def: CompiledCard | null;
  controller: PlayerId;
  order: number;
  ref?: string;
  host: Entity;
  atk: number;
  hp: number;
  cost: number;
  setAtk?: number;
  setHp?: number;
  /** Sets the cost before `cost` is added (Naga Sea Witch, Aviana, Millhouse Manastorm). */
  setCost?: number;
  /** A reduction by this enchantment cannot take the cost below this value; a lower cost stays (Summoning Portal, 4.11). */
  minCost?: number;
  /** Keyword tags granted while attached (TAUNT, DIVINE_SHIELD, ...). */
  grants?: string[];
  /** Set for enchantments an aura attached: they are recomputed at aura updates and apply after all others (1.3). */
  aura?: { source: number; key: string };
  /** Expires in the clean-up step of the turn it was created (TAG_ONE_TURN_EFFECT). */
  oneTurn?: boolean;
  /**
   * "Until your next turn" on an enchantment without a card of its own (a `buff` with `untilNextTurn`): it expires as its
   * controller's next turn starts, by a turn-start trigger of its own, queued like an enchantment card's (rules/events.ts).
   */
  untilNextTurn?: boolean;
  /** Lasts for the attack in progress only (a `buff` effect's `whileAttacking`; never in a snapshot: removed as the attack ends, 2.6 h). */
  whileAttacking?: boolean;
  /** From an aura with `lowestPriority` (4.11 最低优先级): its cost change applies after every other one (Cult Neophyte). */
  lowestPriority?: boolean;
  /** A card the enchantment remembers (Carnivorous Cube's LOOT_161e: the minion it destroyed), by card id. */
  remembers?: string;
  /** The last trace ref made of it (context.ts refOf), handed out again while it still says the same. */
  refOut?: EntityRef;
  /** Who controlled the remembered minion when it was remembered (Moat Lurker resummons it for them). */
  remembersOwner?: PlayerId;
  /**
   * A link (a `buff` with `link: true`): the id of the entity whose text attached it (the game's CREATOR on an
   * enchantment). The selector `{ linked: <enchantment card> }` finds, for that entity, what carries it: Platysaur's
   * "Deathrattle: Discard it" (TLC_603e2 on the card it drew). Cut when that entity returns to a hand or deck (rules-notes).
   */
  creator?: number;
  /** Set once detached (the enchantment is in REMOVEDFROMGAME); its triggers no longer work. */
  removed?: boolean;
  /** An enchantment card with `uses` ("the next N …"): the uses left, all of them while unset (tag USES_LEFT). */
  usesLeft?: number;
}

export interface Mana {
  /** MAXRESOURCES: the current maximum. */
  crystals: number;
  /** RESOURCES_USED. */
  used: number;
  /** TEMP_RESOURCES. */
  temp: number;
  /** OVERLOAD_OWED. */
  overloadOwed: number;
  /** OVERLOAD_LOCKED. */
  overloadLocked: number;
  /** The cap on crystals, usually 10. */
  maxCrystals: number;
}

export interface Player {
  id: PlayerId;
  /** Entity id of the player entity (2 or 3). */
  entityId: number;
  hero: Entity;
  heroPower: Entity | null;
  /** The equipped weapon (Player.WEAPON). During a weapon play the new weapon is also in PLAY until it replaces this one. */
  weapon: Entity | null;
  board: Entity[];
  hand: Entity[];
  deck: Entity[];
  secrets: Entity[];
  graveyard: Entity[];
  setAside: Entity[];
  mana: Mana;
  tags: Tags;
  /** The card id this player played last (any turn; 2.2-2.5 enter-play step), for "the last card your opponent played". */
  lastPlayed?: string;
  /**
   * The cards this player played from hand this turn, and on their previous turn, in order (card ids; a countered card is
   * not one, 反制和失效): "Return all spells you played last turn" (Krag'wa). Restarted as the player's turn starts (2.1).
   */
  playedThisTurn?: string[];
  playedLastTurn?: string[];
  /**
   * The same plays for the whole game, oldest first, each with what it cost and the turn it was played in: "each Fel spell
   * you've cast this game", "if you played a minion while holding this" (rules/played.ts). Kept to the last PLAYED_KEPT;
   * the player tag NUM_CARDS_PLAYED_THIS_GAME counts every one (older ones included), so a card's HELD_SINCE_PLAY stays
   * comparable.
   */
  playedThisGame?: PlayRecord[];
  /**
   * Corpses (残骸) the player has now: one gained for each friendly minion that dies (death creation, 1.11), spent by
   * Death Knight cards. The game's Player tags CORPSES (gained this game) minus CORPSES_SPENT_THIS_GAME (rules/corpses.ts).
   */
  corpses: number;
  /** Corpses spent this game (Player.CORPSES_SPENT_THIS_GAME). */
  corpsesSpent: number;
}

/** One card played from hand (a countered one is taken out again): the card, what was paid for it, the game's turn. */
export interface PlayRecord {
  card: string;
  cost: number;
  turn: number;
  /** The entity played, when known ("another minion you've already played" leaves out the play of the minion itself). */
  id?: number;
  /** The card was made during the game (it had a CREATOR: it did not start in a deck): Techysaurus. */
  created?: boolean;
  /** Its cost was paid with Health (its own "Costs Health", or the opponent's) or Corpses, not Mana ("Mana spent on spells"). */
  paid?: "health" | "corpses" | "armor";
  /** The character it was played at (its target chosen as it was played), from its player's side: "spells you've cast on characters". */
  target?: PlayTarget;
}

/** Where a played card's target was, from its player's side (the play record's `target`). */
export type PlayTarget = "friendly-minion" | "friendly-hero" | "enemy-minion" | "enemy-hero";

export interface DeathRecord {
  card: string;
  controller: PlayerId;
  turn: number;
}

/** A minion summoned (played ones too), for "each Treant you've summoned this game": rules/summon.ts recordSummon. */
export interface SummonRecord {
  card: string;
  controller: PlayerId;
  turn: number;
  /** The entity summoned, when known ("each other …": not this one). */
  id?: number;
}

export interface Game {
  turn: number;
  currentPlayer: PlayerId;
  players: [Player, Player];
  /** All entities by id (enchantments are reached through their hosts). */
  entities: Map<number, Entity>;
  nextId: number;
  nextOrder: number;
  tags: Tags;
  deaths: DeathRecord[];
  /** The minions summoned this game, oldest first, the last SUMMONS_KEPT of them (rules/summon.ts). */
  summons: SummonRecord[];
  /** Rule auras (Brann, Rivendare, Auchenai...) active since the last aura update. */
  ruleAuras: RuleAura[];
  /** Pending extra turns (4.13), the next first: the player who takes each. MAIN_NEXT takes the first instead of switching. */
  extraTurns: PlayerId[];
  /** Derived index: every entity or enchantment whose card has triggers, in any zone (not part of the snapshot). */
  holders: (Entity | Enchantment)[];
}

export interface RuleAura {
  rule: RuleAuraName | "turn-time" | "divine-shield-hits" | "hero-power-uses";
  /** A turn-time rule's seconds (5.8). */
  seconds?: number;
  /** A divine-shield-hits rule's number of hits (Toreth the Unbreaking). */
  hits?: number;
  /** A hero-power-uses rule's uses per turn (Garrison Commander 2, Coldarra Drake any). */
  uses?: number | "any";
  /** spells-twice only for the spells played that match this (Niri of the Crater's 1-Cost spells). */
  where?: import("./cards/format/index.js").EntityFilter;
  controller: PlayerId;
  source: number;
}

export const MAX_BOARD = 7;
export const MAX_HAND = 10;
/** The player tag of a maximum hand size other than 10 (the game's MAXHANDSIZE; Audio Amplifier, rules-notes 1681). */
export const MAXHANDSIZE = "MAXHANDSIZE";
/** A player's maximum hand size (4.3): 10 unless a card set it (the player tag MAXHANDSIZE). */
export function maxHandOf(p: { tags: Tags }): number {
  return p.tags[MAXHANDSIZE] ?? MAX_HAND;
}
/** Whether a player's hand is full (4.3: it holds their maximum hand size; a card drawn or added then is burned). */
export function handFull(p: { tags: Tags; hand: readonly unknown[] }): boolean {
  return p.hand.length >= maxHandOf(p);
}
export const MAX_SECRETS = 5;

/** A game event (事件, 1.5): what happened, to whom, by whom. */
export interface GameEvent {
  type: EventType | "zone-change" | "divine-shield" | "reveal" | "fatigue" | "burn" | "destroy" | "freeze" | "silence" | "overload" | "mana" | "equip" | "durability" | "buff" | "countered" | "expire" | "control" | "transform" | "damage-change" | "extra-turns" | "dormant" | "awaken" | "discover" | "quest-progress" | "magnetic-mark" | "health-set" | "extra-attack" | "refresh" | "corpses" | "choose" | "countdown" | "imbue" | "improve" | "use";
  /** Who caused it: the damage or healing source, the attacker, the summoner. */
  source?: Entity | null;
  /** What it happened to: the damaged, healed, summoned, dead, drawn, played entity, or the defender. */
  target?: Entity;
  amount?: number;
  player?: PlayerId;
  /** Free-form detail for the trace (zone names, the reason for fatigue, ...). */
  detail?: Record<string, unknown>;
  /** An after-play event whose minion left play or changed control (2.2 例外): only `ifMinionGone` triggers answer it. */
  gone?: "left-play" | "control";
  /** Damage or healing of a card out of play (2.3: the chosen target in hand): no card trigger answers it, only engine keywords (Lifesteal). */
  outOfPlay?: boolean;
  /** A death event's minion as it was when it left play (4.8): amounts with `lastKnown` read it for `event-target`. */
  lastKnown?: { entity: Entity; stats: Record<string, number>; enchantments: readonly Enchantment[]; killer?: number };
}

/** What kind of text chooses a target (2.2/2.3/2.7, and a Location's activation): spells and hero powers cannot target Elusive characters. */
export type TargetingKind = "spell" | "heroPower" | "battlecry" | "location" | "titan";
