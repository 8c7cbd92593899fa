import { EmptyState } from "@chakra-ui/react";
import { MousePointerClick } from "lucide-react";

/** What a profile-scoped screen shows until a Sponsored Ads account is chosen (spec 000 §2.6, §2.7). */
export function SelectAccountState() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <MousePointerClick />
        </EmptyState.Indicator>
        <EmptyState.Title>Select a Sponsored Ad Account</EmptyState.Title>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
