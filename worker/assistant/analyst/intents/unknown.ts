import type { AssistantReply } from "../../assistant";

/** Questions the analyst answers, offered when it cannot answer one. */
export const EXAMPLE_QUESTIONS = [
  "Where am I wasting ad spend in the last 30 days?",
  "Which search terms should I negate?",
  "Which campaigns are limited by budget?",
  "Show ACOS by SKU for this month",
  "Compare the last 7 days with the previous week",
  "What did the automation change this week, and why?",
];

/** The honest answer to a question no intent recognises. */
export function composeUnknown(): AssistantReply {
  return {
    text: [
      "I can't answer that yet. I work offline from your own campaign data, and I can answer questions like these:",
      "",
      ...EXAMPLE_QUESTIONS.map((question) => `- ${question}`),
      "",
      "I can also pause or enable a campaign, raise its budget, set a keyword's bid, and explain a setting such as target ROAS or day parting.",
    ].join("\n"),
  };
}
