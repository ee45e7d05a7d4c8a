import { has } from "./has";

/** Replaces `{key}` placeholders; unknown keys are left visible so a typo shows up in review. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    has(values, key) ? String(values[key]) : whole,
  );
}
