import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openRealtimeSocket } from "../../../web/src/lib/realtime/realtime-socket";
import {
  SESSION_ENDED_CLOSE,
  SESSION_RENEWED_CLOSE,
} from "../../../worker/contracts/realtime/channel-sessions";

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
  /** Closes it as the server or the network does (1006: no close frame came). */
  drop(code = 1006) {
    this.dispatchEvent(Object.assign(new Event("close"), { code }));
  }
}

describe("the channel's socket", () => {
  const opens: boolean[] = [];
  let sessionsEnded = 0;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    HandWebSocket.made = [];
    opens.length = 0;
    sessionsEnded = 0;
    vi.stubGlobal("WebSocket", HandWebSocket);
    vi.stubGlobal("window", { location: { protocol: "https:", host: "app.example" } });
    stop = openRealtimeSocket({
      onEvent: () => {},
      onDown: () => {},
      onOpen: (again) => opens.push(again),
      onSessionEnded: () => {
        sessionsEnded += 1;
      },
    });
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

  it("tells the app when the server closed the socket because its session ended (4001), and only then", () => {
    HandWebSocket.made[0]?.open();
    HandWebSocket.made[0]?.drop(1001);
    expect(sessionsEnded).toBe(0);
    vi.advanceTimersByTime(1_000);
    HandWebSocket.made[1]?.open();
    HandWebSocket.made[1]?.drop(SESSION_ENDED_CLOSE.code);
    expect(sessionsEnded).toBe(1);
  });

  it("reconnects after a socket closed because its session was renewed (4002), the app not told it ended", () => {
    HandWebSocket.made[0]?.open();
    HandWebSocket.made[0]?.drop(SESSION_RENEWED_CLOSE.code);
    expect(sessionsEnded).toBe(0);
    vi.advanceTimersByTime(1_000);
    HandWebSocket.made[1]?.open();
    expect(opens).toEqual([false, true]);
  });
});
