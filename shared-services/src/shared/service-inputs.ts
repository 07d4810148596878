import * as z from './zod';
import { PROMOTIONS_MAX } from '../model/promotion-limits';
import { BREAK_DURATIONS } from '@bonus-atlas/shared-services/frame';

// The services' input checks, built with zod: they load with the records on a service's first call
// (model/records.ts), so a page that only shows what came with its HTML does without zod.

export const getBrandInput = z.object({ id: z.string().check(z.trim(), z.minLength(1)) });

export const getBrandBySlugInput = z.object({ slugOrId: z.string().check(z.trim(), z.minLength(1)) });

export const getBrandPromotionsInput = z.object({ brandId: z.string().check(z.minLength(1)) });

export const listPromotionsInput = z.object({
  /** one category, or several raw categories that display as one (e.g. the Losing Rescue merge) */
  category: z.nullish(
    z.union([
      z.string().check(z.minLength(1)),
      z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(30)),
    ]),
  ),
  brandId: z.nullish(z.string().check(z.minLength(1))),
  pageSize: z.optional(z.number().check(z.int(), z.gte(1), z.lte(PROMOTIONS_MAX))),
});

export const getPromotionHistoryInput = z.object({
  brandId: z.string().check(z.minLength(1)),
  promotionId: z.string().check(z.minLength(1)),
  count: z.optional(z.number().check(z.int(), z.gte(1), z.lte(50))),
});

export const getUserProfileInput = z.object({ uid: z.string().check(z.minLength(1)) });

export const getFavoritesInput = z.object({ uid: z.nullable(z.string().check(z.minLength(1))) });

export const favoriteInput = z.object({
  uid: z.nullable(z.string().check(z.minLength(1))),
  brandId: z.string().check(z.minLength(1)),
});

export const startBreakInput = z.object({
  /** null for a visitor: the break lives in this browser only. */
  uid: z.nullable(z.string().check(z.minLength(1))),
  duration: z.enum(BREAK_DURATIONS),
});
