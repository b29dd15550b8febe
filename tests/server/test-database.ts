// Which database the server's test apps run on (docs/decisions/database.md, "Steps"): SQLite, or PostgreSQL
// when SERVER_TEST_DATABASE=postgres (CI runs the server suite both ways). Tests of what only SQLite has (its
// file, a trigger, its query plans) skip on PostgreSQL.
export const SERVER_TESTS_ON_POSTGRES = process.env.SERVER_TEST_DATABASE === 'postgres';
