// The HTTP core shared by the page's client (src/api) and the sync worker (workers/sync): see
// docs/architecture.md, "HTTP core". Not re-exported by src/contract/index.ts, so the server, which imports
// the contract, does not take ofetch along.
export * from './wire-fetch';
export * from './success-rule';
export * from './retry-after';
export * from './api-error';
export * from './list-sweep';
