// A sync horizon per company, raised only by the demo switch that expires cursors (docs/sync.md, fault test 9), so
// expiring one company's cursors never sends every other company's clients into a full resync.
export const companySyncHorizon = /* sql */ `
CREATE TABLE company_sync_horizon (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id),
  version    INTEGER NOT NULL
);
`;
