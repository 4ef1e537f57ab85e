// The `deckstrings` package's browser build (atob, no Buffer: it runs on Workers and in Node alike) has the main entry's types.
declare module "deckstrings/dist/browser.mjs" {
  export * from "deckstrings";
}
