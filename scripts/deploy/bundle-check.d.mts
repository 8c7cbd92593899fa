export declare const DEV_MARKERS: string[];
export type DevHook = { marker: string; excerpt: string };
export declare function devHooksIn(text: string): DevHook[];
export declare function checkBundle(bundle: Buffer): {
  bundleBytes: number;
  gzipBytes: number;
  limitBytes: number;
  fits: boolean;
  devHooks: DevHook[];
};
