import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, type ModelMessage, stepCountIs, streamText, type ToolSet } from "ai";
import type { Assistant, AssistantReply, AssistantRequest, ProposedWidget } from "../assistant";
import { modelTools } from "./model-tools";
import { systemPrompt } from "./system-prompt";

export type LlmConfig = {
  /** The API's base, up to and including its version: `${baseUrl}/chat/completions` is called. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Ask for a streamed answer (server-sent chunks) instead of a whole one. */
  stream?: boolean;
};

/** The language model could not be reached or refused: the chat service answers with MESSAGE_FAILED. */
export class LlmEngineError extends Error {
  override name = "LlmEngineError";
}

/** Tool calls, their results and the answer: enough for a lookup, a widget and the text, with room to spare. */
const MAX_STEPS = 6;
/** The earlier turns sent with the question. */
const HISTORY_TURNS = 20;

/**
 * The assistant on any OpenAI-compatible chat completions API, through the AI SDK: the system prompt,
 * the conversation and the seller's tools go to the model, which may call tools (run here, their results
 * sent back) over several steps before it answers; a proposeWidget call becomes the reply's widget.
 */
export function llmAssistant(config: LlmConfig, fetch?: typeof globalThis.fetch): Assistant {
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: config.baseUrl.replace(/\/+$/, ""),
    apiKey: config.apiKey,
    includeUsage: true,
    ...(fetch ? { fetch } : {}),
  });
  const model = provider.chatModel(config.model);

  return {
    async answer(request, tools) {
      const profiles = await tools.profiles();
      const { set, widget } = modelTools(tools, profiles);
      const call = {
        model,
        system: systemPrompt(request.today, profiles),
        messages: conversation(request),
        tools: set,
        stopWhen: stepCountIs(MAX_STEPS),
        maxRetries: 1,
      };
      let answer: { text: string; tokens: number | undefined };
      try {
        answer = config.stream ? await streamedAnswer(call) : wholeAnswer(await generateText(call));
      } catch (error) {
        throw new LlmEngineError(`The language model ${config.model} failed: ${messageOf(error)}`, {
          cause: error,
        });
      }
      const reply = replyOf(answer.text, widget(), config.model);
      return answer.tokens ? { ...reply, tokens: answer.tokens } : reply;
    },
  };
}

type Call = Parameters<typeof generateText<ToolSet>>[0] & Parameters<typeof streamText<ToolSet>>[0];

const wholeAnswer = (result: { text: string; totalUsage: { totalTokens: number | undefined } }) => ({
  text: result.text,
  tokens: result.totalUsage.totalTokens,
});

/** The streamed run's last text and tokens; an error part of the stream (a refused or broken request) is thrown. */
async function streamedAnswer(call: Call) {
  const result = streamText({ ...call, onError: () => {} });
  for await (const part of result.fullStream) {
    if (part.type === "error") throw part.error;
  }
  return { text: await result.text, tokens: (await result.totalUsage).totalTokens };
}

function conversation(request: AssistantRequest): ModelMessage[] {
  const earlier = request.history
    .slice(-HISTORY_TURNS)
    .map(
      (turn): ModelMessage =>
        turn.sender === "USER"
          ? { role: "user", content: turn.text }
          : { role: "assistant", content: turn.text },
    );
  return [...earlier, { role: "user", content: request.text }];
}

/**
 * The reply from the model's last text and its widget: `{widget}` added at the end when the model forgot
 * it, and taken out when there is no widget to put there. No text at all is a failure.
 */
export function replyOf(text: string, widget: ProposedWidget | undefined, model: string): AssistantReply {
  const trimmed = text.trim();
  if (!trimmed) throw new LlmEngineError(`The language model ${model} gave no answer.`);
  if (!widget) return { text: trimmed.replaceAll("{widget}", "").trim() };
  return { text: trimmed.includes("{widget}") ? trimmed : `${trimmed}\n\n{widget}`, widget };
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status =
    "statusCode" in error && typeof error.statusCode === "number" ? `HTTP ${error.statusCode}: ` : "";
  return `${status}${error.message}`;
}
