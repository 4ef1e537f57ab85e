export const ASSETS_DIR: string;
export const UI_PATH: string;
export const UI_FILES: string[];
export function writeDocsAssets(): string;
