import { offlineAnalyst } from "./analyst/index";
import type { Assistant } from "./assistant";
import { llmAssistant } from "./llm/llm-assistant";

/** The Worker's settings that choose the assistant's engine (.dev.vars.example; secrets in production). */
export type AssistantSettings = { LLM_BASE_URL?: string; LLM_API_KEY?: string; LLM_MODEL?: string };

/**
 * The engine behind the chat: an LLM through the AI SDK when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are
 * all set (not empty), else the offline analyst, which needs no network.
 */
export function assistantFromEnv(env: AssistantSettings): Assistant {
  const [baseUrl, apiKey, model] = [env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL].map((value) =>
    value?.trim(),
  );
  return baseUrl && apiKey && model ? llmAssistant({ baseUrl, apiKey, model }) : offlineAnalyst();
}
