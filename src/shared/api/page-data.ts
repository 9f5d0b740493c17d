// Data the server writes into the page for its first paint, in a
// <script type="application/json" id="page-data"> (src/server/http/page-with-data.ts), read by
// the web app as its queries' initial data (src/web/lib/page-data.ts). Each key holds exactly
// the body of the API answer it stands for.
import type * as z from 'zod/mini';
import type { ActivePromotionResponseSchema } from './banners.ts';
import type { PublicConfig } from './public-config.ts';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** GET /api/promotions/active, in the page's language: the banner shows from the first paint. */
  activePromotion?: z.infer<typeof ActivePromotionResponseSchema>;
  /** GET /api/config: the header's brand, the footer's contacts and the theme, from the first paint. */
  config?: PublicConfig;
}
