// The calculator's points near the recipient (pricing/calculate.ts) ask for one service's points in one city.
// With the city and provider indexes apart, SQLite walks the provider's index (20,000 points of the biggest
// service) and answered in 12-36 ms per service; together they answer in well under a millisecond, in seq order
// (the rowid ends every index entry), so no sort either.
export const pointsByCityAndService = /* sql */ `
CREATE INDEX points_city_provider ON points(city_search, provider_key);
`;
