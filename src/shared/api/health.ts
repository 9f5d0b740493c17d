// GET /api/health (CONTRACTS.md): 200 {"status":"ok"} when the database answers.
import { z } from 'zod';

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type Health = z.infer<typeof HealthSchema>;
