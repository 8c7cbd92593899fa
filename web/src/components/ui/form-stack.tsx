import { chakra, type HTMLChakraProps } from "@chakra-ui/react";

/** A form laid out as a vertical stack; validation is ours (valibot), so the browser's is off. */
export function FormStack(props: HTMLChakraProps<"form">) {
  return <chakra.form display="flex" flexDirection="column" gap="4" noValidate {...props} />;
}
