/** The figures bench/assistant.ts reports, from its samples: pure, unit-tested (tests/unit/bench/assistant-figures.test.ts). */
import { stats } from "./support/worker-requests";

/** Issue 19, Build 5: an answer's p95, and the channel's delivery to every socket, locally. */
export const ANSWER_GOAL_MS = 300;
export const DELIVERY_GOAL_MS = 50;

const rounded = (ms: number) => Number(ms.toFixed(2));

/** p50, p95 and max of timed samples; null figures when there is none. */
export function spreadStats(samples: number[]) {
  if (samples.length === 0) return { samples: 0, p50: null, p95: null, max: null };
  return { ...stats(samples), max: rounded(Math.max(...samples)) };
}

/** How far apart the sockets received one event: the last arrival minus the first; null if one never did. */
export function spreadMs(at: readonly (number | undefined)[]): number | null {
  if (at.length === 0 || at.some((ms) => ms === undefined)) return null;
  const times = at as number[];
  return Math.max(...times) - Math.min(...times);
}

/** The Worker's `chat-reply` log lines (worker/services/chat/reply.ts): each reply's own time by message id. */
export function replyTimes(log: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const match of log.matchAll(/\{[^\n{}]*"event":"chat-reply"[^\n{}]*\}/g)) {
    const line = JSON.parse(match[0]) as { messageId?: string; ms?: number };
    if (typeof line.messageId === "string" && typeof line.ms === "number") times.set(line.messageId, line.ms);
  }
  return times;
}

export type IntentSamples = {
  question: string;
  /** POST sent → MESSAGE_COMPLETED on the first socket, for each completed answer. */
  answerMs: number[];
  /** The server's own time for the same answers (its log), when it logged one. */
  engineMs: number[];
  /** Answers that came as MESSAGE_FAILED: not timed. */
  failed: number;
  /** The first timed reply, shortened: a fast answer saying nothing would not count. */
  reply?: { text: string; widget: string | null };
};

const EXCERPT_CHARS = 160;

/** A reply's text on one line, cut to EXCERPT_CHARS. */
export const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= EXCERPT_CHARS ? line : `${line.slice(0, EXCERPT_CHARS - 1)}…`;
};

/** One intent's answer times against the baseline's p95 and the goal; the goal needs no failure. */
export function intentFigures(samples: IntentSamples, baselineP95: number) {
  const answer = spreadStats(samples.answerMs);
  return {
    question: samples.question,
    reply: samples.reply ?? null,
    completed: samples.answerMs.length,
    failed: samples.failed,
    answer,
    engine: samples.engineMs.length === 0 ? null : spreadStats(samples.engineMs),
    ratioP95VsBaseline: answer.p95 === null ? null : rounded(answer.p95 / baselineP95),
    goalMet: samples.failed === 0 && answer.p95 !== null && answer.p95 <= ANSWER_GOAL_MS,
  };
}
