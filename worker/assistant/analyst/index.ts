import type { Assistant } from "../assistant";

/**
 * Placeholder until the offline analyst lands (issue 19, branch analyst): the default engine's place,
 * so engine-from-env.ts has something to choose when no LLM is configured.
 */
export function offlineAnalyst(): Assistant {
  return { answer: async () => ({ text: "I can't answer that yet." }) };
}
