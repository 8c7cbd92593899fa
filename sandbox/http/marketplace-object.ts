import { DurableObject } from "cloudflare:workers";
import { createSandboxApp } from "./app";
import { WorldStore } from "./world-store";

/** The one Durable Object that is the marketplace: every sandbox request is answered in here. */
export class Marketplace extends DurableObject<Env> {
  readonly #app: ReturnType<typeof createSandboxApp>;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#app = createSandboxApp({
      world: new WorldStore(ctx.storage, env.SANDBOX_SEED),
      storage: ctx.storage,
      llmApiKey: env.LLM_API_KEY,
      mailApiKey: env.MAIL_API_KEY,
      serpApiKey: env.SERPAPI_KEY,
    });
  }

  override fetch(request: Request) {
    return this.#app.fetch(request);
  }
}
