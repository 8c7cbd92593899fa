import { MousePointerClick } from "lucide-react";
import { AppEmptyState } from "./app-empty-state";

/** What a profile-scoped screen shows until a Sponsored Ads account is chosen (spec 000 §2.6, §2.7). */
export function SelectAccountState() {
  return (
    <AppEmptyState
      icon={<MousePointerClick />}
      title="Select a Sponsored Ad Account"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
    />
  );
}
