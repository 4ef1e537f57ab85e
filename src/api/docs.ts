/**
 * @module api/docs
 * GET /docs: a small self-contained page (no external scripts) that reads /openapi.json, lists the
 * endpoints with their schemas, and lets you send a request and see the response.
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hearthstone rules engine — API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
 body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1000px;padding:1rem 1.5rem;color:#222}
 h1{font-size:1.5rem} h2{font-size:1.1rem;margin:0} code,pre,textarea{font:13px/1.4 ui-monospace,Menlo,monospace}
 .op{border:1px solid #ccc;border-radius:6px;margin:1rem 0;padding:.75rem 1rem}
 .m{display:inline-block;min-width:3.5rem;font-weight:700;color:#fff;border-radius:4px;padding:0 .4rem;margin-right:.5rem;text-align:center}
 .GET{background:#2b7bb9}.POST{background:#2e8b57}
 pre{background:#f6f6f6;padding:.5rem;overflow:auto;max-height:28rem} textarea{width:100%;height:14rem}
 button{margin:.4rem 0;padding:.3rem .9rem} details summary{cursor:pointer;color:#555}
</style></head><body>
<h1>Hearthstone rules engine — API</h1>
<p>Post a board snapshot and actions; get the final state, the outcome, the resolution trace and a readable log.
The machine-readable contract is <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p>
<p>Cards the engine does not implement are refused (422 <code>unimplemented_card</code>); coverage per set is at
<a href="/v1/sets">/v1/sets</a>. Random pools over the card data ("a random 3-Cost minion", Discover) offer only
implemented cards: each such random decision in <code>random</code> and the trace carries <code>leftOut</code>, how many
cards of the game's pool were left out, so the odds differ from the game's until coverage is complete.</p>
<div id="ops">Loading…</div>
<script>
const esc = (s) => String(s).replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]);
fetch("/openapi.json").then((r) => r.json()).then((doc) => {
  const out = [];
  for (const [path, item] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(item)) {
    const M = method.toUpperCase(), id = (M + path).replace(/[^a-z0-9]/gi, "_");
    const body = op.requestBody && op.requestBody.content["application/json"];
    const schemaName = body && body.schema.$ref ? body.schema.$ref.split("/").pop() : null;
    const example = body && body.example ? JSON.stringify(body.example, null, 2) : "";
    out.push('<div class="op"><h2><span class="m ' + M + '">' + M + "</span><code>" + esc(path) + "</code> — " + esc(op.summary || "") + "</h2>"
      + (op.description ? "<p>" + esc(op.description) + "</p>" : "")
      + (schemaName ? "<details><summary>Request schema: " + schemaName + "</summary><pre>" + esc(JSON.stringify(doc.components.schemas[schemaName], null, 2)) + "</pre></details>" : "")
      + '<details><summary>Try it</summary>'
      + (M === "POST" ? '<textarea id="b' + id + '">' + esc(example || "{}") + "</textarea>" : '<input id="b' + id + '" size="60" value="' + esc(path.replace(/[{]([a-zA-Z]+)[}]/g, (m, name) => ((op.parameters || []).find((p) => p.name === name) || {}).example || "Knife Juggler")) + '">')
      + '<br><button data-id="' + id + '" data-m="' + M + '" data-p="' + esc(path) + '">Send</button><pre id="r' + id + '"></pre></details></div>');
  }
  document.getElementById("ops").innerHTML = out.join("");
  document.querySelectorAll("button[data-id]").forEach((b) => b.addEventListener("click", async () => {
    const id = b.dataset.id, input = document.getElementById("b" + id).value, res = document.getElementById("r" + id);
    res.textContent = "…";
    const r = b.dataset.m === "POST"
      ? await fetch(b.dataset.p, { method: "POST", headers: { "content-type": "application/json" }, body: input })
      : await fetch(input);
    const text = await r.text();
    let shown = text; try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch {}
    res.textContent = "HTTP " + r.status + "\\n" + shown;
  }));
});
</script></body></html>`;
