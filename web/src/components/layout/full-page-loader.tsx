import { Center, Spinner } from "@chakra-ui/react";

export function FullPageLoader() {
  return (
    <Center position="fixed" inset="0" bg="bg.subtle" data-testid="full-page-loader">
      <Spinner size="xl" color="blue.solid" borderWidth="3px" aria-label="Loading" />
    </Center>
  );
}
