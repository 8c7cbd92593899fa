import type { WorldStore } from "./world-store";

/** What every sandbox route works with: the simulated world and the object's own storage for the rest. */
export type SandboxDeps = {
  world: WorldStore;
  /** Durable Object storage for what is not the world itself (grants, tokens, report jobs, Stripe objects). */
  storage: DurableObjectStorage;
  /** The key the OpenAI-compatible completions endpoint accepts (LLM_API_KEY). */
  llmApiKey: string;
  /** The key the Resend-style mail API (`POST /emails`) accepts (MAIL_API_KEY). */
  mailApiKey: string;
  /** The api_key the SerpApi-style Amazon search (`GET /serpapi/search.json`) accepts (SERPAPI_KEY). */
  serpApiKey: string;
};

export type SandboxEnv = { Variables: { deps: SandboxDeps } };
