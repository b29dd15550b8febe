// The simulation's settings from the environment (README.md "Configuration"): SIM=0 switches the timer
// off, SIM_TICK_MS sets how often it runs, SIM_FAIL_RATE the share of uploads refused at random.
export type SimSettings = {
  enabled: boolean; tickMs: number; failRate: number;
  /** Orders arriving through the companies' modules and marketplaces (sim/module-orders.ts): demo mode only. */
  moduleOrders?: boolean;
  /** The simulated payment provider settling invoices by itself (billing/invoices.ts): demo mode only. */
  payments?: boolean;
};

export function readSimEnv(env: NodeJS.ProcessEnv = process.env): SimSettings {
  const tickMs = Number(env.SIM_TICK_MS ?? 5000);
  if (!Number.isInteger(tickMs) || tickMs < 100) throw new Error(`SIM_TICK_MS must be at least 100 (ms), got ${env.SIM_TICK_MS}`);
  const failRate = Number(env.SIM_FAIL_RATE ?? 0.05);
  if (!Number.isFinite(failRate) || failRate < 0 || failRate > 1) {
    throw new Error(`SIM_FAIL_RATE must be between 0 and 1, got ${env.SIM_FAIL_RATE}`);
  }
  return { enabled: (env.SIM ?? '1') !== '0', tickMs, failRate };
}
