/** The sandbox's scripted chat model streamed as server-sent events, and the log of what it was asked. */
import { describe, expect, it } from "vitest";
import { ask, type Body, callOf, complete, events, FIGURE_ROWS, SYSTEM } from "./support/llm-requests";
import { sandboxFetch } from "./support/sandbox";

describe("POST /v1/chat/completions with stream: true", () => {
  it("streams a tool call: role and the call's id and name first, its arguments in pieces, the finish reason, usage, [DONE]", async () => {
    const whole = (await (await complete(ask("stream-1", "Which campaigns had the most spend?"))).json()) as {
      choices: [{ message: { tool_calls: [{ id: string; function: { arguments: string } }] } }];
      usage: Body;
    };
    const response = await complete({
      ...ask("stream-1", "Which campaigns had the most spend?"),
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    const data = await events(response);
    expect(data.at(-1)).toBe("[DONE]");
    const chunks = data.slice(0, -1).map((one) => JSON.parse(one)) as (Body & {
      choices: Body[];
      usage: Body | null;
    })[];
    expect(
      chunks.every((chunk) => chunk.object === "chat.completion.chunk" && chunk.model === "stream-1"),
    ).toBe(true);
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);

    const usageChunk = chunks.at(-1);
    expect(usageChunk?.choices).toEqual([]);
    expect(usageChunk?.usage).toEqual(whole.usage);
    expect(chunks.slice(0, -1).every((chunk) => chunk.usage === null)).toBe(true);

    const choices = chunks
      .slice(0, -1)
      .map((chunk) => chunk.choices[0] as { delta: Body; finish_reason: string | null });
    expect(choices.at(-1)).toMatchObject({ delta: {}, finish_reason: "tool_calls" });
    const [opening, ...rest] = choices.slice(0, -1).map((choice) => choice.delta) as {
      tool_calls: Body[];
      role?: string;
    }[];
    const expected = whole.choices[0].message.tool_calls[0];
    expect(opening).toMatchObject({
      role: "assistant",
      tool_calls: [
        { index: 0, id: expected.id, type: "function", function: { name: "figures", arguments: "" } },
      ],
    });
    expect(rest.length).toBeGreaterThan(1);
    const argumentsText = rest
      .map((delta) => delta.tool_calls[0] as { index: number; function: { arguments: string } })
      .map((call) => {
        expect(call.index).toBe(0);
        return call.function.arguments;
      })
      .join("");
    expect(argumentsText).toBe(expected.function.arguments);
  });

  it("streams text as content deltas that join to the whole answer; no usage chunk unless asked", async () => {
    const messages = ask("stream-2", "Which campaigns had the most spend?", [
      callOf("call_1", "figures", { level: "campaign", range: { from: "2026-10-04", to: "2026-11-02" } }),
      { role: "tool", tool_call_id: "call_1", content: JSON.stringify(FIGURE_ROWS) },
    ]);
    const whole = (await (await complete(messages)).json()) as {
      choices: [{ message: { content: string } }];
    };
    const data = await events(await complete({ ...messages, stream: true }));
    expect(data.at(-1)).toBe("[DONE]");
    const chunks = data.slice(0, -1).map((one) => JSON.parse(one)) as {
      choices: { delta: { content?: string }; finish_reason: string | null }[];
      usage?: unknown;
    }[];
    expect(chunks.every((chunk) => chunk.choices.length === 1 && !("usage" in chunk))).toBe(true);
    expect(chunks[0]?.choices[0]?.delta).toMatchObject({ role: "assistant", content: "" });
    expect(chunks.at(-1)?.choices[0]).toMatchObject({ delta: {}, finish_reason: "stop" });
    const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("");
    expect(text).toBe(whole.choices[0].message.content);
    expect(chunks.length).toBeGreaterThan(3);
  });
});

describe("GET /_sandbox/llm/requests", () => {
  it("lists what the endpoint received and answered, oldest first, by model; DELETE forgets them", async () => {
    await complete(ask("log-1", "What did I spend?"));
    await complete({ ...ask("log-1", "What did I spend?"), stream: true });
    await complete(ask("log-other", "What did I spend?"));
    await complete(ask("log-1", "What did I spend?"), "sk-wrong");

    const read = async (model: string) =>
      (
        (await (await sandboxFetch(`/_sandbox/llm/requests?model=${model}`)).json()) as {
          requests: { seq: number; stream: boolean; request: Body; answer: Body }[];
        }
      ).requests;
    const logged = await read("log-1");
    expect(logged.map((one) => one.stream)).toEqual([false, true]);
    expect(logged[0]?.seq).toBeLessThan(logged[1]?.seq ?? 0);
    expect(logged[0]?.request).toMatchObject({ model: "log-1", messages: [SYSTEM, { role: "user" }] });
    expect(logged[0]?.answer).toMatchObject({ kind: "toolCall", name: "figures" });

    expect((await sandboxFetch("/_sandbox/llm/requests", { method: "DELETE" })).status).toBe(204);
    expect(await read("log-1")).toEqual([]);
    expect(await read("log-other")).toEqual([]);
  });
});
