import { Button } from "@chakra-ui/react";
import { ACCOUNT_LINK_PATHS } from "@contracts/users/account-links";
import { PASSWORD_MIN_LENGTH, passwordResetSchema } from "@contracts/users/users.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import * as v from "valibot";
import { ApiRequestError } from "../../../api/api-client";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import { paths } from "../../../config/paths";
import { useResetPassword } from "../api/account-links";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";
import { DoneNotice } from "./done-notice";
import { LinkRefused, NO_TOKEN_MESSAGE } from "./link-refused";

/** The form's part of the request: sign-up's password rules. */
const newPasswordSchema = v.pick(passwordResetSchema, ["password"]);
type NewPasswordInput = v.InferInput<typeof newPasswordSchema>;

/** The reset link's page: a new password with sign-up's rules; then every session ends and the seller signs in. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const reset = useResetPassword();
  const { register, handleSubmit, formState, setError } = useForm<NewPasswordInput>({
    resolver: valibotResolver(newPasswordSchema),
    defaultValues: { password: "" },
  });
  const field = reset.error instanceof ApiRequestError ? reset.error.data.data.field : undefined;
  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && error.data.data.field === "password")
            setError("password", { message: error.message.replace("password: ", "") });
        },
      },
    ),
  );
  const requestNewLink = (
    <Button asChild colorPalette="blue" width="full">
      <RouterLink to={ACCOUNT_LINK_PATHS.forgotPassword}>Request a new link</RouterLink>
    </Button>
  );

  let content: React.ReactNode;
  if (!token) content = <LinkRefused message={NO_TOKEN_MESSAGE} action={requestNewLink} />;
  else if (reset.error && field === "token")
    content = <LinkRefused message={reset.error.message} action={requestNewLink} />;
  else if (reset.isSuccess)
    content = (
      <>
        <DoneNotice
          title="Your password has been changed"
          description="For your security you were signed out on every device. Sign in with your new password."
        />
        <Button asChild colorPalette="blue" width="full">
          <RouterLink to={paths.home}>Sign in</RouterLink>
        </Button>
      </>
    );
  else
    content = (
      <FormStack onSubmit={submit}>
        {reset.error && !field && <FormAlert message={reset.error.message} />}
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={formState.errors.password?.message}
          {...register("password")}
        />
        <Button type="submit" colorPalette="blue" loading={reset.isPending} width="full" mt="2">
          Set new password
        </Button>
      </FormStack>
    );

  return (
    <AuthLayout title="Set a new password" subtitle="Choose a new password for your Skupilot account.">
      {content}
      {!reset.isSuccess && <BackToSignIn />}
    </AuthLayout>
  );
}
