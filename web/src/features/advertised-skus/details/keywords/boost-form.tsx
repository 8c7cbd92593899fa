import { Button, Field, HStack, Text } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { FieldErrorText } from "../../../../components/ui/field-error-text";
import { FormStack } from "../../../../components/ui/form-stack";
import { UnitInput } from "../../../../components/ui/unit-input";
import { useMoney } from "../../../../lib/currency";
import {
  BOOST_MAX_BID_MIN,
  type BoostFormInput,
  type BoostFormOutput,
  boostFormSchema,
} from "./keyword-form-schemas";

type BoostFormProps = {
  /** The bid the keyword runs at (its own or its ad group's default); null when neither is known. */
  currentBid: number | null;
  pending: boolean;
  /** Starts the boost; a refusal's message is shown under the field. */
  onBoost: (boostMaxBid: number) => Promise<unknown>;
  onCancel: () => void;
};

/** The boost's max bid: at least $0.03 and above the keyword's current bid. */
export function BoostForm({ currentBid, pending, onBoost, onCancel }: BoostFormProps) {
  const { register, handleSubmit, formState, setError } = useForm<BoostFormInput, unknown, BoostFormOutput>({
    resolver: valibotResolver(boostFormSchema(currentBid)),
    defaultValues: { boostMaxBid: "" },
  });
  const error = formState.errors.boostMaxBid?.message;
  const money = useMoney();
  return (
    <FormStack
      gap="3"
      aria-label="Boost"
      onSubmit={handleSubmit(({ boostMaxBid }) =>
        onBoost(boostMaxBid).catch((error: Error) =>
          // The API names the field before its message (1005): the form shows the message alone.
          setError("boostMaxBid", { message: error.message.replace(/^boostMaxBid: /, "") }),
        ),
      )}
    >
      <Text textStyle="sm" color="fg.muted">
        The bid rises by 50% a day for up to 5 days until the keyword ranks in the top 10, then scales back.{" "}
        {currentBid !== null && `Current bid: ${money(currentBid)}.`}
      </Text>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Max bid</Field.Label>
        <UnitInput
          unit="$"
          size="sm"
          type="number"
          step="0.01"
          min={BOOST_MAX_BID_MIN}
          inputMode="decimal"
          autoFocus
          {...register("boostMaxBid")}
        />
        <FieldErrorText>{error}</FieldErrorText>
      </Field.Root>
      <HStack justify="flex-end" gap="2">
        <Button size="xs" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="xs" type="submit" colorPalette="blue" loading={pending}>
          Boost
        </Button>
      </HStack>
    </FormStack>
  );
}
