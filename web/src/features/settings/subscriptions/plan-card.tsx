import { Badge, Button, Card, HStack, List, Text } from "@chakra-ui/react";
import { PLAN_TERMS, type TariffPlanName } from "@contracts/billing/plans";
import type { PlanPricing } from "@contracts/billing/promotion-rule";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { formatDollars } from "../../../lib/format";
import { PlanPrice } from "./plan-price";

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type PlanCardProps = {
  plan: TariffPlanName;
  pricing: PlanPricing;
  isCurrent: boolean;
  /** The card's button: 'Choose plan', a switch, or 'Update subscription' on the current plan. */
  action: ReactNode;
};

/** One plan of document 001 §9: name, prices, the monthly ad-spend cap, benefits and its button. */
export function PlanCard({ plan, pricing, isCurrent, action }: PlanCardProps) {
  const terms = PLAN_TERMS[plan];
  return (
    <Card.Root
      data-testid={`plan-${plan}`}
      variant="outline"
      size={{ base: "sm", md: "md" }}
      borderColor={isCurrent ? "blue.solid" : undefined}
      borderWidth={isCurrent ? "2px" : "1px"}
      height="full"
    >
      <Card.Header>
        <HStack justifyContent="space-between" minHeight="6">
          <Card.Title>{terms.name}</Card.Title>
          {isCurrent && (
            <Badge colorPalette="blue" variant="solid">
              Your Plan
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <PlanPrice pricing={pricing} />
        <Text>
          Monthly ad spend up to <b>{formatDollars(terms.adSpendCap)}</b>
        </Text>
        <List.Root gap="2" variant="plain">
          {terms.benefits.map((benefit) => (
            <List.Item key={benefit} alignItems="center">
              <List.Indicator asChild color="green.fg">
                <Check size={16} />
              </List.Indicator>
              {sentenceCase(benefit)}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </Card.Root>
  );
}

export const PlanButton = (props: React.ComponentProps<typeof Button>) => (
  <Button width="full" colorPalette="blue" {...props} />
);
