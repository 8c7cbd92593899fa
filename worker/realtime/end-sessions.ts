import type { EndedSessions } from "../contracts/realtime/channel-sessions";
import { userChannel } from "./user-channel-stub";

/**
 * Closes the seller's open sockets of sessions that have just ended (durable-objects/user-channel.ts),
 * so a session a sign-out, a renewal, a password change, a reset or a deletion ended stops receiving
 * events at once, not when its tab next reconnects. Never throws: the sessions have ended in D1 whatever
 * the channel does (the error is logged). Answers how many sockets closed.
 */
export async function endSessionSockets(env: Env, userId: string, ended: EndedSessions): Promise<number> {
  try {
    return await userChannel(env, userId).endSessions(ended);
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", event: "realtime-end-sessions", userId, error: String(error) }),
    );
    return 0;
  }
}
