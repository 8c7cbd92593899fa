/** Requests to the sandbox's scripted chat model (POST /v1/chat/completions), as the tests send them. */
import { expect } from "vitest";
import { sandboxFetch } from "./sandbox";

export const KEY = "sk-sandbox-llm-local";
export const SYSTEM = {
  role: "system",
  content: "You are Skupilot's assistant. Today is 2026-11-02 in the marketplace.",
};
export const TOOLS = [
  {
    type: "function",
    function: { name: "figures", description: "Ad figures", parameters: { type: "object" } },
  },
  {
    type: "function",
    function: { name: "campaigns", description: "Campaigns", parameters: { type: "object" } },
  },
  {
    type: "function",
    function: { name: "automationChanges", description: "Changes", parameters: { type: "object" } },
  },
  {
    type: "function",
    function: {
      name: "proposeWidget",
      description:
        "Propose one action button. Routes:\n" +
        "- Campaign UpdateDailyBudget: PUT /api/widget-actions/{profileId}/campaigns/{campaignId}/daily-budget\n" +
        "- Campaign UpdateState: PUT /api/widget-actions/{profileId}/campaigns/{campaignId}/state\n" +
        "- NegativeKeyword AddNegativeKeyword: POST /api/widget-actions/{profileId}/campaigns/{campaignId}/negative-keywords\n" +
        "- NegativeKeyword AddNegativeKeyword: POST /api/widget-actions/{profileId}/campaigns/{campaignId}/search-term-negatives\n" +
        "- Keyword AddKeyword: POST /api/widget-actions/{profileId}/campaigns/{campaignId}/search-term-keywords",
      parameters: { type: "object" },
    },
  },
];

export type Body = Record<string, unknown>;

export function complete(body: Body, key: string | null = KEY) {
  return sandboxFetch("/v1/chat/completions", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(key ? { Authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
}

export const ask = (model: string, question: string, rest: Body[] = []) => ({
  model,
  messages: [SYSTEM, { role: "user", content: question }, ...rest],
  tools: TOOLS,
});

export const callOf = (id: string, name: string, args: unknown) => ({
  role: "assistant",
  content: null,
  tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }],
});

export const FIGURE_ROWS = [
  { name: "Garden Hose - Auto", spend: 412.5, sales: 1290.25, acos: 0.3197, currency: "USD" },
  { name: "Garden Hose - Exact", spend: 120, sales: 600, acos: 0.2, currency: "USD" },
];

/** The `data:` payloads of a server-sent event stream, in order. */
export async function events(response: Response) {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter(Boolean)
    .map((event) => {
      expect(event.startsWith("data: ")).toBe(true);
      return event.slice("data: ".length);
    });
}
