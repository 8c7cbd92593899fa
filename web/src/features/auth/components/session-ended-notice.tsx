import { Alert } from "@chakra-ui/react";
import { SESSION_ENDED_CLOSE } from "@contracts/realtime/channel-sessions";
import { useLocation } from "react-router-dom";
import type { SessionEndedState } from "../../../lib/auth/session-ended";

/** On sign-in when this tab was signed out because its session ended (a password change elsewhere, a reset). */
export function SessionEndedNotice() {
  const ended = (useLocation().state as Partial<SessionEndedState> | null)?.sessionEnded;
  if (!ended) return null;
  return (
    <Alert.Root status="info" role="status" data-testid="session-ended">
      <Alert.Indicator />
      <Alert.Title>{SESSION_ENDED_CLOSE.reason}</Alert.Title>
    </Alert.Root>
  );
}
