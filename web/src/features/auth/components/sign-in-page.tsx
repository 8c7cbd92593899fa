import { Button, Link, Text } from "@chakra-ui/react";
import { ACCOUNT_LINK_PATHS } from "@contracts/users/account-links";
import { type SignInInput, signInSchema } from "@contracts/users/users.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import { paths } from "../../../config/paths";
import { useSignIn } from "../api/use-sign-in";
import { AccountDeletedNotice } from "./account-deleted-notice";
import { AuthLayout } from "./auth-layout";
import { SessionEndedNotice } from "./session-ended-notice";

export function SignInPage() {
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver: valibotResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = formState;

  return (
    <AuthLayout title="Sign in to Skupilot" subtitle="Welcome back! Please sign in to continue.">
      <AccountDeletedNotice />
      <SessionEndedNotice />
      <FormStack onSubmit={handleSubmit((values) => signIn.mutate(values))}>
        {signIn.error && <FormAlert message={signIn.error.message} />}
        <FormField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <Link asChild alignSelf="flex-end" fontSize="sm" colorPalette="blue" color="colorPalette.fg">
          <RouterLink to={ACCOUNT_LINK_PATHS.forgotPassword}>Forgot password?</RouterLink>
        </Link>
        <Button type="submit" colorPalette="blue" loading={signIn.isPending} width="full" mt="2">
          Sign in
        </Button>
      </FormStack>
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        Don't have an account?{" "}
        <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={paths.signUp}>Sign up</RouterLink>
        </Link>
      </Text>
    </AuthLayout>
  );
}
