import { Button, List, Text } from "@chakra-ui/react";
import { type DeleteAccountInput, deleteAccountSchema } from "@contracts/users/account-data.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { ApiRequestError } from "../../../api/api-client";
import { AppDialog } from "../../../components/ui/app-dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import { useDeleteAccount } from "../api/use-delete-account";

type Props = { open: boolean; onClose: () => void };

/** What deleting takes away, then the password that confirms it: no account goes by a stray click. */
export function DeleteAccountDialog({ open, onClose }: Props) {
  const remove = useDeleteAccount();
  const { register, handleSubmit, formState, setError, reset } = useForm<DeleteAccountInput>({
    resolver: valibotResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });
  const close = () => {
    if (remove.isPending) return;
    reset();
    remove.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    remove.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiRequestError && error.data.data.field === "password") {
          setError("password", { message: error.message.replace("password: ", "") });
        }
      },
    }),
  );
  const formError =
    remove.error instanceof ApiRequestError && remove.error.data.data.field === "password"
      ? undefined
      : remove.error?.message;
  return (
    <AppDialog
      open={open}
      onClose={close}
      role="alertdialog"
      title="Delete account"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button colorPalette="red" type="submit" form="delete-account-form" loading={remove.isPending}>
            Delete account
          </Button>
        </>
      }
    >
      <FormStack id="delete-account-form" onSubmit={submit}>
        <Text>
          This permanently deletes your Skupilot account and everything we hold about you. It cannot be
          undone.
        </Text>
        <List.Root gap="1" ps="5" fontSize="sm" color="fg.muted">
          <List.Item>Your subscription is cancelled at once.</List.Item>
          <List.Item>
            Skupilot's access to your Amazon Ads accounts is removed and the campaigns it manages are paused.
            Your campaigns stay in your Amazon Ads account.
          </List.Item>
          <List.Item>Your settings, automation history, chat and support requests are deleted.</List.Item>
        </List.Root>
        <Text fontSize="sm">Download your data first if you want to keep a copy.</Text>
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
