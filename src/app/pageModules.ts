import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/**
 * Every page module, found by its file: src/pages/<area>/<page>.tsx serves /pages/<area>/<page>, each its
 * own chunk. This map (and the list of what each chunk needs) is a chunk of its own, fetched at boot beside
 * the strings, so the entry does not grow with pages (docs/decisions/0016-routes-entry.md).
 */
export const PAGES = import.meta.glob<PageModule>('../pages/*/*.tsx');
