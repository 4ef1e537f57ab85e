/**
 * @module api/docs
 * GET /docs: Swagger UI over /openapi.json — every operation with its parameters, request body (with a working example),
 * responses and schemas, and "Try it out" sending the request to this origin. The viewer's files come from the
 * swagger-ui-dist package as Workers static assets under /docs/ui/ (scripts/docs-assets.mjs, wrangler.toml [assets]),
 * not from a CDN and not in the Worker's script; the page itself is small and served by the Worker.
 */

/** Where the viewer's files are served (scripts/docs-assets.mjs writes them there). */
export const DOCS_UI = "/docs/ui";

export const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hearthstone rules engine — API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/png" href="${DOCS_UI}/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_UI}/swagger-ui.css">
<style>body{margin:0} .topbar{display:none} #fallback{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}</style>
</head><body>
<div id="ui"><div id="fallback"><h1>Hearthstone rules engine — API</h1>
<p>The machine-readable contract is <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1); every error code is explained at
<a href="/docs/errors">/docs/errors</a>. This page shows it with Swagger UI, loaded from this origin (${DOCS_UI}/).</p></div></div>
<script src="${DOCS_UI}/swagger-ui-bundle.js"></script>
<script>
if (window.SwaggerUIBundle) {
  window.ui = SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: "#ui",
    deepLinking: true,
    displayOperationId: true,
    displayRequestDuration: true,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
    filter: true,
    tryItOutEnabled: true,
    showExtensions: true,
    // Nothing from outside: no validator badge (it would call an outside service).
    validatorUrl: null,
    // Swagger UI resolves every $ref of an operation it opens; the card format (CardDefinition: effects, amounts,
    // selectors and conditions referring to each other, over 100 references) grows that without bound and the tab
    // dies. In this page only, a request's "cards" items name the schema instead of expanding it; the schema itself is
    // under Schemas below and in /openapi.json, unchanged.
    responseInterceptor: (res) => {
      if (res.url && new URL(res.url, location.href).pathname === "/openapi.json" && typeof res.text === "string") {
        try {
          const doc = JSON.parse(res.text);
          for (const s of Object.values(doc.components.schemas)) {
            const cards = s.properties && s.properties.cards;
            if (cards && cards.items && cards.items.$ref === "#/components/schemas/CardDefinition") {
              cards.items = { type: "object", title: "CardDefinition", description: "a card of the card format: see the schema CardDefinition under Schemas, and docs/card-format.md" };
            }
          }
          res.text = JSON.stringify(doc);
          res.body = res.obj = doc;
        } catch (e) { console.error(e); }
      }
      return res;
    },
  });
}
</script></body></html>`;
