import { Button, type ButtonProps } from "@chakra-ui/react";
import { notify } from "../../../components/ui/toaster";
import { useResendVerification } from "../api/account-links";

/** Sends the verification link again; the server's answer (or its limit) as a toast. */
export function ResendVerificationButton(props: ButtonProps) {
  const resend = useResendVerification();
  return (
    <Button
      colorPalette="blue"
      variant="outline"
      size="sm"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (data) => notify.success(data.message),
          onError: (error) => notify.error(error.message),
        })
      }
      {...props}
    >
      Resend e-mail
    </Button>
  );
}
