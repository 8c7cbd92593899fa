import type { WorldStore } from "./world-store";

/** What every sandbox route works with: the simulated world and the object's own storage for the rest. */
export type SandboxDeps = {
  world: WorldStore;
  /** Durable Object storage for what is not the world itself (grants, tokens, report jobs, Stripe objects). */
  storage: DurableObjectStorage;
  /** The key the OpenAI-compatible completions endpoint accepts (LLM_API_KEY). */
  llmApiKey: string;
};

export type SandboxEnv = { Variables: { deps: SandboxDeps } };
