import type { Query } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { withSyncStatus } from "../../../web/src/features/sync/sync-status";
import { isChangedByAutomationOf, isJobData } from "../../../web/src/lib/realtime/job-data-keys";
import { MAX_RETRY_MS, reconnectDelay } from "../../../web/src/lib/realtime/reconnect-delay";
import { parseRealtimeEvent } from "../../../worker/contracts/realtime/realtime-event";
import type { ProfileSyncStatus } from "../../../worker/contracts/sync-status";

describe("the channel's reconnect delay", () => {
  it("doubles from 1 s with each failure in a row, half of it random", () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000]);
  });

  it("never waits longer than 30 s, however many failures", () => {
    for (const attempt of [5, 6, 20, 1000]) {
      expect(reconnectDelay(attempt, () => 1)).toBe(MAX_RETRY_MS);
      expect(reconnectDelay(attempt, () => 0)).toBe(MAX_RETRY_MS / 2);
    }
  });
});

const status = (profileId: number, progress: number): ProfileSyncStatus => ({
  profileId,
  state: progress === 100 ? "SUCCEEDED" : "RUNNING",
  phase: progress === 100 ? null : "reports",
  progress,
  lastStartedAt: "2026-11-02T08:00:00.000Z",
  lastSucceededAt: progress === 100 ? "2026-11-02T08:01:00.000Z" : null,
  lastError: null,
});

describe("a SYNC_PROGRESS event in the cached sync status", () => {
  it("replaces that profile's row only, in place", () => {
    const rows = [status(1, 30), status(2, 0)];
    expect(withSyncStatus(rows, status(2, 65))).toEqual([status(1, 30), status(2, 65)]);
  });

  it("adds a profile the first read did not have yet", () => {
    expect(withSyncStatus([status(1, 30)], status(3, 0))).toEqual([status(1, 30), status(3, 0)]);
  });
});

const query = (...queryKey: unknown[]) => ({ queryKey }) as unknown as Query;

describe("what the web reads again", () => {
  it("after a reconnect: every key the sync and the automation write, not the user or the plans", () => {
    for (const key of [
      ["sync-status"],
      ["statistics", "dashboard", "all"],
      ["campaigns", 4, "lists"],
      ["automation", 4],
    ])
      expect(isJobData(query(...key))).toBe(true);
    for (const key of [["users"], ["subscriptions", "promotion-code"], ["clock"], ["amazon-profiles"]])
      expect(isJobData(query(...key))).toBe(false);
  });

  it("after an automation run: that profile's lists, pages and change log only", () => {
    const ofProfile4 = isChangedByAutomationOf(4);
    for (const key of [
      ["campaigns", 4, "lists"],
      ["campaign", 4, "C1"],
      ["advertised-sku", 4, 9],
      ["automation", 4],
    ])
      expect(ofProfile4(query(...key))).toBe(true);
    for (const key of [["campaigns", 5, "lists"], ["statistics", "dashboard", 4], ["sync-status"]])
      expect(ofProfile4(query(...key))).toBe(false);
  });
});

describe("a frame from the channel", () => {
  it("is an event when it carries a known key, a type and data", () => {
    const frame = { key: "jobs", type: "SYNC_PROGRESS", data: status(1, 30) };
    expect(parseRealtimeEvent(JSON.stringify(frame))).toEqual(frame);
  });

  it("is ignored otherwise: the keep-alive answer, other keys, broken JSON", () => {
    for (const frame of ["pong", '{"key":"other","type":"X","data":{}}', '{"key":"jobs"}', "{"])
      expect(parseRealtimeEvent(frame)).toBeNull();
  });
});
