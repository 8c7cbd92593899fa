import type { Unstable_Config } from "wrangler";

export declare const ROOT: string;
export declare function readWranglerConfig(env: string | undefined): Promise<Unstable_Config>;
