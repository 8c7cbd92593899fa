import { Button, Field, NativeSelect, Stack } from "@chakra-ui/react";
import { type InviteInput, inviteSchema } from "@contracts/organisations/team.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { ApiRequestError } from "../../../api/api-client";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import { notify } from "../../../components/ui/toaster";
import { useInvite } from "./team-api";

/** The Owner's Invite form: an e-mail address and the role it joins with. */
export function InviteForm() {
  const invite = useInvite();
  const { register, handleSubmit, formState, setError, reset } = useForm<InviteInput>({
    resolver: valibotResolver(inviteSchema),
    defaultValues: { email: "", role: "manager" },
  });
  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        notify.success("Invitation sent", values.email);
        reset();
      },
      onError: (error) => {
        const field = error instanceof ApiRequestError ? error.data.data.field : undefined;
        if (field === "email" || field === "role")
          setError(field, { message: error.message.replace(`${field}: `, "") });
      },
    }),
  );
  const fieldError = invite.error instanceof ApiRequestError && invite.error.data.data.field;
  return (
    <FormStack onSubmit={submit} aria-label="Invite a member" gap="3">
      {invite.error && !fieldError && <FormAlert message={invite.error.message} />}
      <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "flex-start" }}>
        <FormField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={formState.errors.email?.message}
          {...register("email")}
        />
        <Field.Root width={{ base: "full", md: "48" }} invalid={Boolean(formState.errors.role)}>
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register("role")}>
              <option value="manager">Manager</option>
              <option value="analyst">Analyst</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{formState.errors.role?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" mt={{ md: "6" }} loading={invite.isPending} flexShrink={0}>
          <UserPlus size={16} /> Invite
        </Button>
      </Stack>
    </FormStack>
  );
}
