import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openRealtimeSocket } from "../../../web/src/features/realtime/realtime-socket";

/** A browser WebSocket the test opens and closes by hand. */
class HandWebSocket extends EventTarget {
  static made: HandWebSocket[] = [];
  constructor(readonly url: string) {
    super();
    HandWebSocket.made.push(this);
  }
  send() {}
  close() {}
  open() {
    this.dispatchEvent(new Event("open"));
  }
  drop() {
    this.dispatchEvent(new Event("close"));
  }
}

describe("the channel's socket", () => {
  const opens: boolean[] = [];
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    HandWebSocket.made = [];
    opens.length = 0;
    vi.stubGlobal("WebSocket", HandWebSocket);
    vi.stubGlobal("window", { location: { protocol: "https:", host: "app.example" } });
    stop = openRealtimeSocket({ onEvent: () => {}, onDown: () => {}, onOpen: (again) => opens.push(again) });
  });

  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("connects to the page's own host over wss, and the first open is not a reconnect", () => {
    expect(HandWebSocket.made.map((socket) => socket.url)).toEqual(["wss://app.example/api/realtime"]);
    HandWebSocket.made[0]?.open();
    expect(opens).toEqual([false]);
  });

  it("calls an open after a dropped socket a reconnect, so the screens read again", () => {
    HandWebSocket.made[0]?.open();
    HandWebSocket.made[0]?.drop();
    vi.advanceTimersByTime(1_000);
    HandWebSocket.made[1]?.open();
    expect(opens).toEqual([false, true]);
  });

  it("calls it a reconnect too when the first socket closed before it ever opened (events were missed meanwhile)", () => {
    HandWebSocket.made[0]?.drop();
    vi.advanceTimersByTime(1_000);
    expect(HandWebSocket.made).toHaveLength(2);
    HandWebSocket.made[1]?.open();
    expect(opens).toEqual([true]);
  });
});
