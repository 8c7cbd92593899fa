import { chakra } from "@chakra-ui/react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";

type SortHeaderProps = {
  children: ReactNode;
  sorted: false | "asc" | "desc";
  onToggle: () => void;
  /** Figures: the arrow goes before the label so the label stays over the figures' right edge. */
  numeric?: boolean;
};

const ICONS = { asc: ArrowUp, desc: ArrowDown, none: ArrowUpDown };

/** A column header that sorts its table: ascending, descending, then back to the table's default. */
export function SortHeader({ children, sorted, onToggle, numeric }: SortHeaderProps) {
  const Icon = ICONS[sorted || "none"];
  const icon = <Icon size={12} aria-hidden="true" opacity={sorted ? 1 : 0.45} />;
  return (
    <chakra.button
      type="button"
      onClick={onToggle}
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontWeight="inherit"
      color={sorted ? "fg" : "inherit"}
      cursor="pointer"
      borderRadius="sm"
      whiteSpace="nowrap"
      _hover={{ color: "fg" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "blue.focusRing" }}
    >
      {numeric && icon}
      {children}
      {!numeric && icon}
    </chakra.button>
  );
}
