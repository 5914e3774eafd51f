/**
 * List query conventions beyond the spec: `q`, `sort`, `order`, `limit`, `offset` (a page is read by `paginate`,
 * lib/paginate.ts); responses add `total`. `organizationIds` arrive as a comma-separated list or repeated keys.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../contracts/constants';

/** A uuid list given as `a,b` or `?x=a&x=b`. */
export const uuidList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid()).max(500));

export const listQuery = {
  q: z.string().trim().max(200).optional(),
  sort: z.string().max(64).optional(),
  order: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .transform((v) => v.toLowerCase() as 'asc' | 'desc')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
};

/** Escapes % and _ for a LIKE pattern and wraps it in %…%, lower-cased. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const idParam = (name: string) => z.object({ [name]: z.uuid({ message: 'must be a uuid' }) });
