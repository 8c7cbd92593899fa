/**
 * The currency a screen's money is in (issue 29): the current profile's marketplace currency, or
 * what a statistics answer says it is in ('All' over several currencies: US dollars). Set by
 * <CurrencyProvider>; read by `useCurrency()` (the ISO code) or `useMoney()` (a formatter).
 */
import { currencySymbol, DEFAULT_CURRENCY, moneyMessage } from "@contracts/money";
import { createContext, type ReactNode, useCallback, useContext } from "react";
import { formatMoney } from "./format";

const CurrencyContext = createContext<string>(DEFAULT_CURRENCY);

export function CurrencyProvider({ currency, children }: { currency: string; children: ReactNode }) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** The ISO 4217 code of the screen's money: 'USD', 'GBP', 'EUR', 'CAD'… */
export const useCurrency = () => useContext(CurrencyContext);

/** The sign money inputs show: '$', '£', '€', 'CA$'. */
export const useCurrencySymbol = () => currencySymbol(useCurrency());

/** `(value) => '£1.20'` ('-' when absent) in the screen's currency. */
export function useMoney() {
  const currency = useCurrency();
  return useCallback((value: number | null | undefined) => formatMoney(value, currency), [currency]);
}

/** A validation message in the screen's currency: 'Min value - $1.0' reads 'Min value - £1.0' for pounds. */
export function useMoneyMessage() {
  const currency = useCurrency();
  return useCallback(
    (message: string | undefined) => (message === undefined ? undefined : moneyMessage(message, currency)),
    [currency],
  );
}
