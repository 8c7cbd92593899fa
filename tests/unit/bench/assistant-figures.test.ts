import { describe, expect, it } from "vitest";
import {
  ANSWER_GOAL_MS,
  excerpt,
  intentFigures,
  replyTimes,
  spreadMs,
  spreadStats,
} from "../../../bench/assistant-figures";

describe("bench:assistant figures", () => {
  it("an event's spread is its last socket's arrival minus its first's, null when a socket missed it", () => {
    expect(spreadMs([105, 100, 112])).toBe(12);
    expect(spreadMs([100])).toBe(0);
    expect(spreadMs([100, undefined, 101])).toBeNull();
    expect(spreadMs([])).toBeNull();
  });

  it("spread statistics add the maximum, and have no figures without samples", () => {
    expect(spreadStats([3, 1, 2, 10])).toEqual({ samples: 4, p50: 3, p95: 10, max: 10 });
    expect(spreadStats([])).toEqual({ samples: 0, p50: null, p95: null, max: null });
  });

  it("reads each reply's own time from the Worker's log, among its other lines", () => {
    const log = [
      '{"level":"info","method":"POST","path":"/api/chats/c1/messages","status":200,"ms":40}',
      '\u001b[2m{"level":"info","event":"chat-reply","messageId":"m1","status":"COMPLETED","ms":12}\u001b[0m',
      '{"level":"error","event":"chat-reply","userId":"u1","error":"Error: boom"}',
      '{"level":"info","event":"chat-reply","messageId":"m2","status":"FAILED","ms":25003}',
    ].join("\n");
    expect([...replyTimes(log)]).toEqual([
      ["m1", 12],
      ["m2", 25003],
    ]);
  });

  it("an intent meets the goal with its p95 within it and no failed answer", () => {
    const samples = { question: "q", answerMs: [100, 120, 110], engineMs: [10, 12], failed: 0 };
    expect(intentFigures(samples, 20)).toEqual({
      question: "q",
      reply: null,
      completed: 3,
      failed: 0,
      answer: { samples: 3, p50: 110, p95: 120, max: 120 },
      engine: { samples: 2, p50: 12, p95: 12, max: 12 },
      ratioP95VsBaseline: 6,
      goalMet: true,
    });
    expect(intentFigures({ ...samples, failed: 1 }, 20).goalMet).toBe(false);
    expect(intentFigures({ ...samples, answerMs: [ANSWER_GOAL_MS + 1] }, 20).goalMet).toBe(false);
    expect(intentFigures({ ...samples, answerMs: [], failed: 3 }, 20)).toMatchObject({
      answer: { samples: 0, p95: null },
      ratioP95VsBaseline: null,
      goalMet: false,
    });
  });

  it("keeps a reply's text on one line, cut with an ellipsis", () => {
    expect(excerpt("**Wasted spend**\n\n- a  b")).toBe("**Wasted spend** - a b");
    const long = excerpt("x".repeat(500));
    expect(long).toHaveLength(160);
    expect(long.endsWith("…")).toBe(true);
  });

  it("an intent whose server logged no time has no engine figures", () => {
    expect(intentFigures({ question: "q", answerMs: [50], engineMs: [], failed: 0 }, 10).engine).toBeNull();
  });
});
