import { Text } from "@chakra-ui/react";

export function Copyright() {
  return (
    <Text fontSize="sm" color="fg.muted">
      © {new Date().getFullYear()} Skupilot. All rights reserved.
    </Text>
  );
}
