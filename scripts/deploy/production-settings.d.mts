export declare const REQUIRED_SECRETS: [name: string, what: string][];
export declare const OPTIONAL_SECRETS: [name: string, what: string][];
export declare const LOCAL_ONLY_SETTINGS: string[];
export declare const PLACEHOLDER_DATABASE_ID: string;
export declare const WORKER_GZIP_LIMIT_BYTES: number;
