import { PARTNER } from "./plans";
import type { Coupon } from "./types";

export type CouponSeed = Pick<Coupon, "id" | "name" | "percent_off" | "duration" | "duration_in_months"> & {
  code: string;
  active?: boolean;
  expired?: boolean;
  startUpOnly?: boolean;
};

/** Promotion codes to try: each duration, the partner code, an expired coupon and an inactive code. */
export const COUPONS: CouponSeed[] = [
  {
    id: "WELCOME10",
    name: "Welcome 10% off",
    percent_off: 10,
    duration: "once",
    duration_in_months: null,
    code: "WELCOME10",
  },
  {
    id: "LAUNCH20",
    name: "Launch 20% off for 3 months",
    percent_off: 20,
    duration: "repeating",
    duration_in_months: 3,
    code: "LAUNCH20",
  },
  {
    id: "LOYAL15",
    name: "Loyalty 15% off",
    percent_off: 15,
    duration: "forever",
    duration_in_months: null,
    code: "LOYAL15",
  },
  {
    id: "SELLERCIRCLE50",
    name: `${PARTNER} partner 50% off`,
    percent_off: 50,
    duration: "forever",
    duration_in_months: null,
    code: "SELLERCIRCLE",
    startUpOnly: true,
  },
  {
    id: "SPRING30",
    name: "Spring 30% off (expired)",
    percent_off: 30,
    duration: "once",
    duration_in_months: null,
    code: "SPRING30",
    expired: true,
  },
  {
    id: "SUMMER25",
    name: "Summer 25% off",
    percent_off: 25,
    duration: "once",
    duration_in_months: null,
    code: "SUMMER25",
    active: false,
  },
];
