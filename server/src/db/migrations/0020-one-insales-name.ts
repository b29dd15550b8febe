// The shop platform is "Insales" everywhere (the product's spelling, and the console's): the platforms list of a
// database seeded before said "InSales". The seed now writes "Insales" (seed/data/platforms.ts).
export const oneInsalesName = /* sql */ `
UPDATE platforms SET name = 'Insales' WHERE key = 'insales';
`;
