// Vite's `?raw` imports (a file's text), for tests that check a document's examples.
declare module "*?raw" {
  const text: string;
  export default text;
}
