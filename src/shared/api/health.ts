// GET /api/health (docs/contracts.md): 200 {"status":"ok"} when the database answers.
import * as z from 'zod/mini';

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type Health = z.infer<typeof HealthSchema>;
