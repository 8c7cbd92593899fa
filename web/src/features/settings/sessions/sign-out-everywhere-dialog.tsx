import { Button, Text } from "@chakra-ui/react";
import { type SignOutEverywhereInput, signOutEverywhereSchema } from "@contracts/users/users.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { ApiRequestError } from "../../../api/api-client";
import { AppDialog } from "../../../components/ui/app-dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import { useSignOutEverywhere } from "../api/use-sign-out-everywhere";

type Props = { open: boolean; onClose: () => void };

/** Confirms the sign-out of every device with the password, so a cookie someone else holds cannot do it. */
export function SignOutEverywhereDialog({ open, onClose }: Props) {
  const signOut = useSignOutEverywhere();
  const { register, handleSubmit, formState, setError, reset } = useForm<SignOutEverywhereInput>({
    resolver: valibotResolver(signOutEverywhereSchema),
    defaultValues: { password: "" },
  });
  const close = () => {
    if (signOut.isPending) return;
    reset();
    signOut.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    signOut.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiRequestError && error.data.data.field === "password") {
          setError("password", { message: error.message.replace("password: ", "") });
        }
      },
    }),
  );
  const formError =
    signOut.error instanceof ApiRequestError && signOut.error.data.data.field === "password"
      ? undefined
      : signOut.error?.message;
  return (
    <AppDialog
      open={open}
      onClose={close}
      role="alertdialog"
      title="Sign out of all devices"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={signOut.isPending}>
            Cancel
          </Button>
          <Button
            colorPalette="blue"
            type="submit"
            form="sign-out-everywhere-form"
            loading={signOut.isPending}
          >
            Sign out everywhere
          </Button>
        </>
      }
    >
      <FormStack id="sign-out-everywhere-form" onSubmit={submit}>
        <Text>
          Every browser and device signed in to your account is signed out, this one too. Open tabs close
          their live updates at once. You can sign in again with your password.
        </Text>
        {formError && <FormAlert message={formError} />}
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          helperText="Enter your password to confirm"
          error={formState.errors.password?.message}
          {...register("password")}
        />
      </FormStack>
    </AppDialog>
  );
}
