// Data the server writes into the page for its first paint, in a
// <script type="application/json" id="page-data"> (src/server/http/page-with-data.ts), read by
// the web app as its queries' initial data (src/web/lib/page-data.ts). Each key holds exactly
// the body of the API answer it stands for.
import type * as z from 'zod/mini';
import type { ActivePromotionResponseSchema } from './banners.ts';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** GET /api/promotions/active, in the page's language: the banner shows from the first paint. */
  activePromotion?: z.infer<typeof ActivePromotionResponseSchema>;
}
