/**
 * Cloudflare Workers entry: the Hono app handles every request.
 */
import { app } from "./api/app.js";

export default app;
