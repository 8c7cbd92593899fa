/**
 * The OpenAI chat completions wire format (`POST /v1/chat/completions`), as much of it as the sandbox's
 * scripted model reads and writes: messages with tool calls and tool results, function tools, a
 * completion or its `chat.completion.chunk` stream, usage, and the `{error: {…}}` body of a refusal.
 */

export type WireToolCall = {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
};

type TextPart = { type: "text"; text: string } | { type: string };

export type WireMessage =
  | { role: "system" | "developer"; content: string | TextPart[] }
  | { role: "user"; content: string | TextPart[] }
  | { role: "assistant"; content?: string | null; tool_calls?: WireToolCall[] }
  | { role: "tool"; content: string | TextPart[]; tool_call_id: string };

export type WireTool = {
  type: "function";
  function: { name: string; description?: string; parameters?: unknown };
};

export type CompletionRequest = {
  model: string;
  messages: WireMessage[];
  tools?: WireTool[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
};

export type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

/** What the model says in one turn: text, or one call of a tool with its JSON arguments. */
export type ModelTurn =
  | { kind: "text"; content: string }
  | { kind: "toolCall"; id: string; name: string; arguments: string };

export type FinishReason = "stop" | "tool_calls";

export const finishReasonOf = (turn: ModelTurn): FinishReason =>
  turn.kind === "text" ? "stop" : "tool_calls";

/** The text of a message's content, whether a string or a list of parts. */
export function contentText(content: string | TextPart[] | null | undefined): string {
  if (content == null) return "";
  if (typeof content === "string") return content;
  return content.map((part) => ("text" in part && typeof part.text === "string" ? part.text : "")).join("");
}

/** The body of an error answer, as OpenAI sends it. */
export const wireError = (
  message: string,
  type: string,
  code: string | null,
  param: string | null = null,
) => ({
  error: { message, type, param, code },
});

type Meta = { id: string; created: number; model: string };

/** A whole (non-streamed) completion: one choice with the turn's message. */
export function completionBody(meta: Meta, turn: ModelTurn, usage: Usage) {
  const message =
    turn.kind === "text"
      ? { role: "assistant", content: turn.content, refusal: null }
      : {
          role: "assistant",
          content: null,
          refusal: null,
          tool_calls: [
            { id: turn.id, type: "function", function: { name: turn.name, arguments: turn.arguments } },
          ],
        };
  return {
    ...meta,
    object: "chat.completion",
    choices: [{ index: 0, message, logprobs: null, finish_reason: finishReasonOf(turn) }],
    usage,
  };
}

/** Splits a string into pieces of at most `size` characters, so a stream has several deltas to send. */
export function pieces(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += size) parts.push(text.slice(start, start + size));
  return parts;
}

/**
 * The stream of one turn as `chat.completion.chunk` objects: the role first, then the text's pieces
 * (or the tool call's id and name, then its arguments' pieces), then the finish reason, and with
 * `include_usage` a last chunk with no choices and the usage (every other chunk then has `usage: null`).
 */
export function completionChunks(meta: Meta, turn: ModelTurn, usage: Usage, includeUsage: boolean) {
  const chunk = (delta: Record<string, unknown>, finishReason: FinishReason | null = null) => ({
    ...meta,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(includeUsage ? { usage: null } : {}),
  });
  const deltas =
    turn.kind === "text"
      ? [
          chunk({ role: "assistant", content: "", refusal: null }),
          ...pieces(turn.content, 24).map((content) => chunk({ content })),
        ]
      : [
          chunk({
            role: "assistant",
            content: null,
            tool_calls: [
              { index: 0, id: turn.id, type: "function", function: { name: turn.name, arguments: "" } },
            ],
            refusal: null,
          }),
          ...pieces(turn.arguments, 16).map((part) =>
            chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }),
          ),
        ];
  const finish = chunk({}, finishReasonOf(turn));
  const usageChunk = { ...meta, object: "chat.completion.chunk", choices: [], usage };
  return includeUsage ? [...deltas, finish, usageChunk] : [...deltas, finish];
}

/** Server-sent events of the chunks, ended by `data: [DONE]`. */
export const sseBody = (chunks: unknown[]) =>
  `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join("")}data: [DONE]\n\n`;

/** A deterministic token count: about four characters a token, as OpenAI's rule of thumb has it. */
export const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));
