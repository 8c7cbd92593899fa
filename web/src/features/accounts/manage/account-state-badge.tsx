import { Badge } from "@chakra-ui/react";
import type { AmazonAccount } from "../../../lib/accounts/amazon-accounts";

/** Valid in green, Invalid in red (spec 000 §2.4). */
export function AccountStateBadge({ state }: { state: AmazonAccount["state"] }) {
  const valid = state === "VALID";
  return (
    <Badge colorPalette={valid ? "green" : "red"} variant="subtle" size="md">
      {valid ? "Valid" : "Invalid"}
    </Badge>
  );
}
