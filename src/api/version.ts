/** The API's version, also in package.json. */
export const VERSION = "0.1.0";
export const NAME = "hearthstone-rules-api";
