/** Types for scripts/gen-card-data.mjs (imported by the test that checks data.gen.ts is not stale). */
export const CARDS_JSON: string;
export const DATA_GEN: string;
export function generateCardData(cards: unknown[]): string;
export function ownKeywords(card: unknown): { mechanics: string[]; spellDamage: number; overload: number };
export const DECK_RULES_GEN: string;
export function generateDeckRules(cards: unknown[]): string;
