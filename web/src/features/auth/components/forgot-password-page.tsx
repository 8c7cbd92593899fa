import { Button } from "@chakra-ui/react";
import { type PasswordResetRequestInput, passwordResetRequestSchema } from "@contracts/users/users.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import { useRequestPasswordReset } from "../api/account-links";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";
import { DoneNotice } from "./done-notice";

/** 'Forgot password?': asks for a reset link; the answer never says whether the e-mail has an account. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<PasswordResetRequestInput>({
    resolver: valibotResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the e-mail of your account and we will send you a link to set a new password."
    >
      {request.isSuccess ? (
        <DoneNotice title="Check your inbox" description={request.data.message} />
      ) : (
        <FormStack onSubmit={handleSubmit((values) => request.mutate(values))}>
          {request.error && <FormAlert message={request.error.message} />}
          <FormField
            label="E-mail"
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register("email")}
          />
          <Button type="submit" colorPalette="blue" loading={request.isPending} width="full" mt="2">
            Send reset link
          </Button>
        </FormStack>
      )}
      <BackToSignIn />
    </AuthLayout>
  );
}
