export declare function localOnlySettingsIn(production: {
  secrets: string[];
  vars: Record<string, unknown>;
}): string[];
