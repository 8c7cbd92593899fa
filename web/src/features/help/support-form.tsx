import { Button, Field, Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import {
  SUPPORT_DESCRIPTION_MAX_LENGTH,
  type SupportTicketInput,
  supportTicketSchema,
} from "@contracts/support/support.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { Send } from "lucide-react";
import { type FieldPath, type UseFormReturn, useForm } from "react-hook-form";
import { useCreateSupportTicket } from "./use-create-support-ticket";

const emptyTicket: SupportTicketInput = {
  fullName: "",
  email: "",
  businessName: "",
  reason: "",
  description: "",
};

type FieldProps = {
  form: UseFormReturn<SupportTicketInput>;
  name: FieldPath<SupportTicketInput>;
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
};

function TextField({ form, name, label, type = "text", autoComplete, placeholder }: FieldProps) {
  const error = form.formState.errors[name];
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{label}</Field.Label>
      <Input type={type} autoComplete={autoComplete} placeholder={placeholder} {...form.register(name)} />
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}

/** The "Contact support" request: validated with the worker's schema, cleared once it is sent. */
export function SupportForm() {
  const form = useForm<SupportTicketInput>({
    resolver: valibotResolver(supportTicketSchema),
    defaultValues: emptyTicket,
  });
  const createTicket = useCreateSupportTicket();
  const descriptionError = form.formState.errors.description;

  const onSubmit = form.handleSubmit((values) =>
    createTicket.mutate(values, { onSuccess: () => form.reset(emptyTicket) }),
  );

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField form={form} name="fullName" label="Full name" autoComplete="name" />
          <TextField form={form} name="email" label="E-mail" type="email" autoComplete="email" />
          <TextField form={form} name="businessName" label="Business name" autoComplete="organization" />
          <TextField form={form} name="reason" label="Reason" placeholder="e.g. Billing, campaign setup" />
        </SimpleGrid>
        <Field.Root invalid={!!descriptionError} required>
          <Field.Label>Description</Field.Label>
          <Textarea
            rows={6}
            resize="vertical"
            placeholder="Tell us what happened, which SKU or campaign it concerns, and what you expected."
            {...form.register("description")}
          />
          {descriptionError ? (
            <Field.ErrorText>{descriptionError.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>10 to {SUPPORT_DESCRIPTION_MAX_LENGTH} characters.</Field.HelperText>
          )}
        </Field.Root>
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={createTicket.isPending}
          loadingText="Sending…"
        >
          <Send /> Send request
        </Button>
      </form>
    </Stack>
  );
}
