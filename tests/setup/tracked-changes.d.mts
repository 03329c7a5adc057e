/** See tracked-changes.mjs. */
export function trackedChanges(root: string): Map<string, string>;
export function changedBetween(before: Map<string, string>, after: Map<string, string>): string[];
