import { describe, expect, it } from 'vitest';

import { en } from './strings-en';
import { zhCN } from './strings-zh-CN';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort() : [];
}

function valueAt(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

const namespaces = (Object.keys(en) as (keyof typeof en)[]).map((name) => [name, en[name], zhCN[name]] as const);

describe.each(namespaces)('locales of namespace %s', (_name, en, zhCN) => {
  it('have exactly the same keys in English and Simplified Chinese', () => {
    expect(keysOf(zhCN).sort()).toEqual(keysOf(en).sort());
  });

  it('have no empty strings', () => {
    for (const [name, tree] of [['en', en], ['zh-CN', zhCN]] as const) {
      const empty = keysOf(tree).filter((key) => String(valueAt(tree, key)).trim() === '');
      expect(empty, name).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of keysOf(en)) {
      expect(placeholders(valueAt(zhCN, key)), key).toEqual(placeholders(valueAt(en, key)));
    }
  });
});
