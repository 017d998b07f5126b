import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countOption } from './count-option.ts';

describe('countOption', () => {
  const schema = z.object({
    maxPages: countOption({
      max: 10,
      default: 3,
      title: 'Pages per crawl',
      description: 'Older pages wait.',
    }),
    pageSize: countOption({ max: 50, default: 50, title: 'Videos per request' }),
  });

  it('defaults, and keeps whole numbers from 1 to the maximum', () => {
    expect(schema.parse({})).toEqual({ maxPages: 3, pageSize: 50 });
    expect(schema.parse({ maxPages: 10, pageSize: 1 })).toEqual({ maxPages: 10, pageSize: 1 });
    expect(schema.safeParse({ maxPages: 11 }).success).toBe(false);
    expect(schema.safeParse({ maxPages: 0 }).success).toBe(false);
    expect(schema.safeParse({ pageSize: 2.5 }).success).toBe(false);
  });

  it('carries the admin screen’s words into the JSON Schema', () => {
    const json = z.toJSONSchema(schema, { io: 'input' }) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(json.properties.maxPages).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 10,
      default: 3,
      title: 'Pages per crawl',
      description: 'Older pages wait.',
    });
    expect(json.properties.pageSize).toMatchObject({ title: 'Videos per request', maximum: 50 });
    expect(json.properties.pageSize).not.toHaveProperty('description');
  });
});
