import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db.ts';

/** The UTC day of `time` as `YYYY-MM-DD`. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

/** The first UTC day Trending counts: the last 7 days, today included. */
export function trendingSince(now: Date): string {
  return utcDay(new Date(now.getTime() - 6 * 24 * 60 * 60 * 1000));
}

/**
 * Counts one view of a product page: one upsert into the product's counter for the day. Not awaited by the
 * answer; a failure (the product deleted meanwhile, a database hiccup) loses one view and is logged, nothing more.
 */
export function recordProductView(db: Queryable, productId: string, now: Date, log: FastifyBaseLogger): void {
  db.query(
    `INSERT INTO product_views AS v (product_id, day, views) VALUES ($1::uuid, $2::date, 1)
       ON CONFLICT (product_id, day) DO UPDATE SET views = v.views + 1`,
    [productId, utcDay(now)],
    { prepare: true },
  ).catch((error: unknown) => {
    log.warn({ err: error, productId }, 'A product view was not counted');
  });
}
