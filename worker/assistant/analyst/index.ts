import type { Assistant } from "../assistant";

/** Placeholder until the offline analyst (issue 19, branch analyst) replaces this file. */
export function offlineAnalyst(): Assistant {
  return { answer: async () => ({ text: "I can't answer that yet." }) };
}
