import { Alert } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { clockQuery } from "../../../lib/clock/marketplace-today";
import { trialDaysLeft, trialDaysText } from "./trial-days";

/**
 * The trial's days left by the product's clock (the sandbox moves it locally). Its line is kept while
 * the clock answers, so the cards below do not move; if the clock cannot answer, it stays empty.
 */
export function TrialNotice({ trialEndsAt }: { trialEndsAt: string }) {
  const clock = useQuery(clockQuery());
  const days = clock.data ? trialDaysLeft(trialEndsAt, new Date(clock.data.now)) : undefined;
  const ended = days === 0;
  return (
    <Alert.Root status={ended ? "warning" : "info"} minHeight="16" data-testid="trial-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {days === undefined ? "Free trial" : ended ? "Your free trial has ended" : trialDaysText(days)}
        </Alert.Title>
        <Alert.Description>
          {ended
            ? "Choose a plan to keep using Skupilot."
            : "Choose a plan to keep Skupilot running when the trial ends."}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
