import { HStack, Text } from "@chakra-ui/react";

export function Logo({ size = "md" }: { size?: "md" | "lg" }) {
  const box = size === "lg" ? "40px" : "32px";
  return (
    <HStack gap="2.5">
      <img src="/favicon.svg" alt="" width={box} height={box} style={{ width: box, height: box }} />
      <Text fontWeight="bold" fontSize={size === "lg" ? "2xl" : "lg"} letterSpacing="-0.02em">
        Skupilot
      </Text>
    </HStack>
  );
}
