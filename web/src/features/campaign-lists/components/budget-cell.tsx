import { Button, Field, HStack, IconButton, Input, Popover, Portal, Text } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { CampaignListRow } from "../../../../../worker/contracts/campaign-list";
import { FormStack } from "../../../components/ui/form-stack";
import { formatMoney } from "../../../lib/format";
import { useUpdateCampaign } from "../api/use-update-campaign";
import { type BudgetFormInput, type BudgetFormOutput, budgetFormSchema } from "./budget-form-schema";

type BudgetCellProps = { profileId: number; campaign: CampaignListRow; adLimitReached: boolean };

function BudgetForm({
  profileId,
  campaign,
  onDone,
}: {
  profileId: number;
  campaign: CampaignListRow;
  onDone: () => void;
}) {
  const update = useUpdateCampaign(profileId, campaign.id);
  const { register, handleSubmit, formState } = useForm<BudgetFormInput, unknown, BudgetFormOutput>({
    resolver: valibotResolver(budgetFormSchema),
    defaultValues: { budget: campaign.budget.budget.toFixed(2) },
  });
  const submit = handleSubmit(({ budget }) => {
    if (budget === campaign.budget.budget) return onDone();
    update.mutate({ budget }, { onSuccess: onDone });
  });
  const error = formState.errors.budget?.message;
  return (
    <FormStack gap="3" onSubmit={submit}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Daily budget ($)</Field.Label>
        <Input
          size="sm"
          type="number"
          step="0.01"
          min="1"
          inputMode="decimal"
          autoFocus
          {...register("budget")}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack justify="flex-end" gap="2">
        <Button size="xs" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button size="xs" type="submit" colorPalette="blue" loading={update.isPending}>
          Save
        </Button>
      </HStack>
    </FormStack>
  );
}

/** The daily budget, editable in a popover while the campaign is ENABLED and the ad limit is not reached. */
export function BudgetCell({ profileId, campaign, adLimitReached }: BudgetCellProps) {
  const [open, setOpen] = useState(false);
  const editable = campaign.state === "ENABLED" && !adLimitReached;
  const amount = (
    <Text as="span" fontVariantNumeric="tabular-nums">
      {formatMoney(campaign.budget.budget)}
    </Text>
  );
  if (!editable) return amount;
  return (
    <HStack gap="1" justify="flex-end">
      {amount}
      <Popover.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        lazyMount
        unmountOnExit
        positioning={{ placement: "bottom-end" }}
      >
        <Popover.Trigger asChild>
          <IconButton size="2xs" variant="ghost" aria-label={`Edit budget of ${campaign.name}`}>
            <Pencil />
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="60">
              <Popover.Body p="4">
                <BudgetForm profileId={profileId} campaign={campaign} onDone={() => setOpen(false)} />
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </HStack>
  );
}
