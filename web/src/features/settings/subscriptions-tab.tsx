import { Stack, Text } from "@chakra-ui/react";
import { useCurrentUser } from "../auth/api/current-user";

const planNames = { START_UP: "Start Up", SCALE_UP: "Scale Up", PROFESSIONAL: "Professional" } as const;

/** The plan as the server has it; choosing and paying for plans arrives with the billing work. */
export function SubscriptionsTab() {
  const tariffPlan = useCurrentUser().data?.tariffPlan;
  return (
    <Stack gap="2">
      <Text fontWeight="medium">Current plan</Text>
      <Text color="fg.muted" data-testid="current-plan">
        {tariffPlan ? planNames[tariffPlan] : "You have no plan yet."}
      </Text>
    </Stack>
  );
}
