import { Button, Link, Text } from "@chakra-ui/react";
import { PASSWORD_MIN_LENGTH, type SignUpInput, signUpSchema } from "@contracts/users/users.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { ApiRequestError } from "../../../api/api-client";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import { paths } from "../../../config/paths";
import { useSignUp } from "../api/use-sign-up";
import { AuthLayout } from "./auth-layout";

export function SignUpPage() {
  const signUp = useSignUp();
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError } = useForm<SignUpInput>({
    resolver: valibotResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => navigate(paths.home, { replace: true }),
      onError: (error) => {
        const field = error instanceof ApiRequestError ? error.data.data.field : undefined;
        if (field === "name" || field === "email" || field === "password") {
          setError(field, { message: error.message.replace(`${field}: `, "") });
        }
      },
    }),
  );
  const fieldError = signUp.error instanceof ApiRequestError && signUp.error.data.data.field;

  return (
    <AuthLayout title="Create your account" subtitle="Start automating your Amazon ads in minutes.">
      <FormStack onSubmit={submit}>
        {signUp.error && !fieldError && <FormAlert message={signUp.error.message} />}
        <FormField label="Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
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
          autoComplete="new-password"
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.password?.message}
          {...register("password")}
        />
        <Button type="submit" colorPalette="blue" loading={signUp.isPending} width="full" mt="2">
          Create account
        </Button>
      </FormStack>
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        Already have an account?{" "}
        <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={paths.home}>Sign in</RouterLink>
        </Link>
      </Text>
    </AuthLayout>
  );
}
