/** One import that breaks a layer rule: the rule's name and the two modules (a cycle's path in `to`). */
export interface LayerViolation {
  rule: string;
  from: string;
  to: string;
}

/** The imports of the tree at `baseDir` that break a layer rule (see layers.mjs). */
export function layerViolations(baseDir?: string, options?: { knownViolations?: unknown[] }): Promise<LayerViolation[]>;
