import { Button, Heading, Separator, Stack, Text } from "@chakra-ui/react";
import {
  type ChangePasswordInput,
  changePasswordSchema,
  type UpdateProfileInput,
  updateProfileSchema,
} from "@contracts/users/users.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { ApiRequestError } from "../../api/api-client";
import { FormField } from "../../components/ui/form-field";
import { FormStack } from "../../components/ui/form-stack";
import { useCurrentUser } from "../../lib/auth/current-user";
import { YourDataSection } from "./account-data/your-data-section";
import { useChangePassword, useRenameUser } from "./api/use-profile-mutations";
import { SignOutEverywhereSection } from "./sessions/sign-out-everywhere-section";

export function ProfileTab() {
  const user = useCurrentUser().data;
  return (
    <Stack gap="8" maxWidth="md">
      <Stack gap="1">
        <Text fontWeight="medium">{user?.email}</Text>
        <Text fontSize="sm" color="fg.muted">
          Organisation: {user?.organisation.name} ({user?.organisation.role})
        </Text>
      </Stack>
      <NameForm name={user?.name ?? ""} />
      <Separator />
      <PasswordForm />
      <Separator />
      <SignOutEverywhereSection />
      <Separator />
      <YourDataSection />
    </Stack>
  );
}

function NameForm({ name }: { name: string }) {
  const rename = useRenameUser();
  const { register, handleSubmit, formState } = useForm<UpdateProfileInput>({
    resolver: valibotResolver(updateProfileSchema),
    values: { name },
  });
  return (
    <FormStack onSubmit={handleSubmit((values) => rename.mutate(values))}>
      <Heading size="md">Name</Heading>
      <FormField
        label="Name"
        autoComplete="name"
        error={formState.errors.name?.message}
        {...register("name")}
      />
      <Button
        type="submit"
        colorPalette="blue"
        alignSelf="flex-start"
        loading={rename.isPending}
        disabled={!formState.isDirty}
      >
        Save name
      </Button>
    </FormStack>
  );
}

function PasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordInput>({
    resolver: valibotResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        const field = error instanceof ApiRequestError ? error.data.data.field : undefined;
        const target = field === "newPassword" ? "newPassword" : "currentPassword";
        setError(target, { message: error.message.replace(`${target}: `, "") });
      },
    }),
  );
  const { errors } = formState;
  return (
    <FormStack onSubmit={submit}>
      <Heading size="md">Password</Heading>
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        helperText="At least 8 characters"
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={change.isPending}>
        Change password
      </Button>
    </FormStack>
  );
}
