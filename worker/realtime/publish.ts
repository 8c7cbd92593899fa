import type { RealtimeEvent } from "../contracts/realtime/realtime-event";
import { userChannel } from "./user-channel-stub";

/**
 * Sends an event to every tab the seller has open; the one way server code publishes. Never throws:
 * a job or a request must not fail because a channel could not be reached (the error is logged and
 * the client re-reads what it missed when it reconnects). Answers how many sockets it reached.
 */
export async function publish(env: Env, userId: string, event: RealtimeEvent): Promise<number> {
  try {
    return await userChannel(env, userId).publish(event);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        event: "realtime-publish",
        userId,
        type: event.type,
        error: String(error),
      }),
    );
    return 0;
  }
}
