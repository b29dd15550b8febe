// Fault switches of the demo server for end-to-end tests (docs/sync.md, fault tests 2 and 7): the next matching
// calls of the caller's company fail the chosen way. POST /v1/demo/faults; 404 outside demo mode.
import { z } from 'zod';

export const FAULT_ACTIONS = ['status', 'html', 'drop', 'drop-after-apply', 'delay'] as const;
export type FaultAction = (typeof FAULT_ACTIONS)[number];

export const faultRule = z.object({
  /** GET, POST, PUT, DELETE; any method when absent. */
  method: z.string().trim().toUpperCase().max(10).optional(),
  /** Path prefix, e.g. /v1/app/orders. */
  path: z.string().trim().startsWith('/v1/').max(300),
  /** How many matching calls fail; the rule is gone after that. */
  times: z.number().int().min(1).max(1000),
  action: z.enum(FAULT_ACTIONS),
  /** For "status": 500, 502, 503, 429... */
  status: z.number().int().min(400).max(599).optional(),
  /** For "status": sent as Retry-After, in seconds. */
  retryAfter: z.number().int().min(0).max(3600).optional(),
  /** For "delay": how long the call waits before it runs. */
  delayMs: z.number().int().min(0).max(120_000).optional(),
});
export type FaultRule = z.infer<typeof faultRule>;

export const faultRulesRequest = z.object({ rules: z.array(faultRule).min(1).max(100) });
export const faultRulesAnswer = z.object({ rules: z.array(faultRule) });
