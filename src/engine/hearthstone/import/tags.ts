/**
 * @module hearthstone/import/tags
 * The game's tag numbers and enum values that an import reads (Power.log prints names, HSReplay XML numbers): the
 * GameTag, Zone, CardType, Step, PlayState, CardClass and BlockType values of the game's own enums (as HearthSim's
 * enums give them). A tag not listed here is kept under its number, `#<n>`, and read by nothing.
 */

export const TAG_NUMBERS: Record<string, number> = {
  ZONE: 49, ZONE_POSITION: 263, CONTROLLER: 50, ENTITY_ID: 53, CARDTYPE: 202, COST: 48, ATK: 47, HEALTH: 45, DAMAGE: 44,
  DURABILITY: 187, ARMOR: 292, EXHAUSTED: 43, TAUNT: 190, DIVINE_SHIELD: 194, STEALTH: 191, CHARGE: 197, WINDFURY: 189,
  MEGA_WINDFURY: 1207, FROZEN: 260, FREEZE: 208, SILENCED: 188, POISONOUS: 363, LIFESTEAL: 685, RUSH: 791, REBORN: 1085,
  IMMUNE: 240, SPELLPOWER: 192, CANT_ATTACK: 227, CANT_BE_TARGETED_BY_SPELLS: 311, CANT_BE_TARGETED_BY_HERO_POWERS: 332,
  TURN: 20, STEP: 19, NEXT_STEP: 198, CURRENT_PLAYER: 23, FIRST_PLAYER: 24, PLAYSTATE: 17, PLAYER_ID: 30, HERO_ENTITY: 27,
  RESOURCES: 26, RESOURCES_USED: 25, MAXRESOURCES: 176, TEMP_RESOURCES: 295, OVERLOAD_OWED: 296, OVERLOAD_LOCKED: 393,
  NUM_ATTACKS_THIS_TURN: 297, NUM_TURNS_IN_PLAY: 271, JUST_PLAYED: 261, ATTACHED: 40, CREATOR: 313, CLASS: 199,
  CARD_TARGET: 267, PROPOSED_ATTACKER: 39, PROPOSED_DEFENDER: 37, NUM_CARDS_PLAYED_THIS_TURN: 269,
  NUM_MINIONS_PLAYED_THIS_TURN: 317, FATIGUE: 22, HEROPOWER_ACTIVATIONS_THIS_TURN: 406, NUM_TIMES_HERO_POWER_USED_THIS_GAME: 394,
  EXTRA_ATTACKS_THIS_TURN: 444, DORMANT: 1518, TO_BE_DESTROYED: 360, HEALTH_MINIMUM: 337, LOCATION_ACTION_COOLDOWN: 2353,
  QUEST_PROGRESS: 534, CORPSES: 2186, CORPSES_SPENT_THIS_GAME: 2639, STATE: 204, NUM_MINIONS_KILLED_THIS_TURN: 369,
  WEAPON: 334, CHOOSE_ONE: 443, SECRET: 219, LINKED_ENTITY: 262, JADE_GOLEM: 441,
  TITAN_ABILITY_USED_1: 3140, TITAN_ABILITY_USED_2: 3141, TITAN_ABILITY_USED_3: 3142,
};

const TAG_NAMES: Record<number, string> = Object.fromEntries(Object.entries(TAG_NUMBERS).map(([k, v]) => [v, k]));

export const ZONE = { INVALID: 0, PLAY: 1, DECK: 2, HAND: 3, GRAVEYARD: 4, REMOVEDFROMGAME: 5, SETASIDE: 6, SECRET: 7, LETTUCE_ABILITY: 8, COSMETIC: 9 } as const;
export const CARDTYPE = {
  INVALID: 0, GAME: 1, PLAYER: 2, HERO: 3, MINION: 4, SPELL: 5, ENCHANTMENT: 6, WEAPON: 7, ITEM: 8, TOKEN: 9, HERO_POWER: 10, BLANK: 11,
  GAME_MODE_BUTTON: 12, MOVE_MINION_HOVER_TARGET: 22, LETTUCE_ABILITY: 23, BATTLEGROUND_HERO_BUDDY: 24, LOCATION: 39, BATTLEGROUND_QUEST_REWARD: 40,
  BATTLEGROUND_SPELL: 42, BATTLEGROUND_ANOMALY: 43, BATTLEGROUND_TRINKET: 44, PET: 45,
} as const;
export const STEP = {
  INVALID: 0, BEGIN_FIRST: 1, BEGIN_SHUFFLE: 2, BEGIN_DRAW: 3, BEGIN_MULLIGAN: 4, MAIN_BEGIN: 5, MAIN_READY: 6, MAIN_RESOURCE: 7, MAIN_DRAW: 8,
  MAIN_START: 9, MAIN_ACTION: 10, MAIN_COMBAT: 11, MAIN_END: 12, MAIN_NEXT: 13, FINAL_WRAPUP: 14, FINAL_GAMEOVER: 15, MAIN_CLEANUP: 16,
  MAIN_START_TRIGGERS: 17, MAIN_SET_ACTION_STEP_TYPE: 18, MAIN_PRE_ACTION: 19, MAIN_POST_ACTION: 20,
} as const;
export const PLAYSTATE = { INVALID: 0, PLAYING: 1, WINNING: 2, LOSING: 3, WON: 4, LOST: 5, TIED: 6, DISCONNECTED: 7, CONCEDED: 8 } as const;
export const CLASS = {
  INVALID: 0, DEATHKNIGHT: 1, DRUID: 2, HUNTER: 3, MAGE: 4, PALADIN: 5, PRIEST: 6, ROGUE: 7, SHAMAN: 8, WARLOCK: 9, WARRIOR: 10, DREAM: 11,
  NEUTRAL: 12, WHIZBANG: 13, DEMONHUNTER: 14,
} as const;
export const BLOCKTYPE = {
  INVALID: 0, ATTACK: 1, JOUST: 2, POWER: 3, SCRIPT: 4, TRIGGER: 5, DEATHS: 6, PLAY: 7, FATIGUE: 8, RITUAL: 9, REVEAL_CARD: 10, GAME_RESET: 11,
  MOVE_MINION: 12, DECK_ACTION: 13,
} as const;

/** The enum each tag's value belongs to, for the names Power.log prints. */
const ENUMS: Record<string, Record<string, number>> = {
  ZONE, CARDTYPE, STEP, NEXT_STEP: STEP, PLAYSTATE, CLASS, STATE: { INVALID: 0, LOADING: 1, RUNNING: 2, COMPLETE: 3 },
};

/** A tag as Power.log or XML names it (a name, or a number) → the name the import uses. */
export function tagName(raw: string): string {
  if (/^\d+$/.test(raw)) return TAG_NAMES[Number(raw)] ?? `#${raw}`;
  return raw;
}

/** A tag's value (a number, or the name of an enum value) → its number; undefined for a name this import does not know. */
export function tagValue(tag: string, raw: string): number | undefined {
  if (/^-?\d+$/.test(raw)) return Number(raw);
  return ENUMS[tag]?.[raw];
}

export const nameOf = (en: Record<string, number>, v: number | undefined): string | undefined =>
  v === undefined ? undefined : Object.keys(en).find((k) => en[k] === v);
