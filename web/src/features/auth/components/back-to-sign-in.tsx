import { Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";

/** The line under the account-link pages' cards, as sign-up's 'Already have an account?'. */
export function BackToSignIn({ prompt = "Remembered your password?" }: { prompt?: string }) {
  return (
    <Text textAlign="center" fontSize="sm" color="fg.muted">
      {prompt}{" "}
      <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
        <RouterLink to={paths.home}>Sign in</RouterLink>
      </Link>
    </Text>
  );
}
