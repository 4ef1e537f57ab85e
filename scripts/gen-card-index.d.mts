export const CARD_INDEX_GEN: string;
/** Writes src/engine/hearthstone/cards/sets/index.gen.ts when its text changes; whether it did. */
export function generateCardIndex(): Promise<boolean>;
