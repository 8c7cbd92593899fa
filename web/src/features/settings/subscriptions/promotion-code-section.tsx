import { Button } from "@chakra-ui/react";
import { TicketPercent } from "lucide-react";
import { useState } from "react";
import type { PromotionCode } from "./api/promotion-code";
import { PromotionCodeCard } from "./promotion-code-card";
import { PromotionCodeForm } from "./promotion-code-form";

/** The seller's code as a card, else the add button that opens the code's field (document 001 §2). */
export function PromotionCodeSection({ code }: { code: PromotionCode | null }) {
  const [adding, setAdding] = useState(false);
  if (code) return <PromotionCodeCard code={code} />;
  if (adding) return <PromotionCodeForm onCancel={() => setAdding(false)} />;
  return (
    <Button variant="outline" alignSelf="flex-start" onClick={() => setAdding(true)}>
      <TicketPercent size={16} /> Add promo code
    </Button>
  );
}
