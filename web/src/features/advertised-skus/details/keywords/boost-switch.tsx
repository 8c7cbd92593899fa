import { Popover, Portal, Switch } from "@chakra-ui/react";
import { useState } from "react";
import { targetRules } from "../../../../lib/target-rules";
import type { SkuKey } from "../api/advertised-sku-query";
import type { KeywordTarget } from "../targets/target-types";
import { BoostForm } from "./boost-form";
import { keywordName } from "./keyword-cells";
import { useBoostKeyword, useStopBoost } from "./keywords-api";

type BoostSwitchProps = {
  skuKey: SkuKey;
  keyword: KeywordTarget;
  limited: boolean;
  /** No organic rank provider: a boost cannot start (a running one can still be stopped). */
  rankUnavailable?: boolean;
};

/** A keyword's boost switch: on asks for the max bid and starts the boost, off stops it. */
export function BoostSwitch({ skuKey, keyword, limited, rankUnavailable = false }: BoostSwitchProps) {
  const [open, setOpen] = useState(false);
  const boost = useBoostKeyword(skuKey, keyword.id);
  const stop = useStopBoost(skuKey, keyword.id);
  const { canSwitchBoost } = targetRules(keyword, limited);
  const name = keywordName(keyword);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: "bottom-start" }}
    >
      <Popover.Anchor>
        <Switch.Root
          size="sm"
          colorPalette="orange"
          checked={keyword.isBoosted || open}
          disabled={
            !(canSwitchBoost || keyword.isBoosted) ||
            (rankUnavailable && !keyword.isBoosted) ||
            limited ||
            boost.isPending ||
            stop.isPending
          }
          onCheckedChange={({ checked }) => (checked ? setOpen(true) : stop.mutate())}
        >
          <Switch.HiddenInput aria-label={`Boost ${name}`} />
          <Switch.Control />
        </Switch.Root>
      </Popover.Anchor>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="72">
            <Popover.Body p="4">
              <BoostForm
                currentBid={keyword.bid ?? keyword.defaultBid}
                pending={boost.isPending}
                onCancel={() => setOpen(false)}
                onBoost={(boostMaxBid) => boost.mutateAsync(boostMaxBid).then(() => setOpen(false))}
              />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
