// The benchmark's own database on TEST_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/test), named by BENCH_DB or the script's default.
import pg from 'pg';

export function benchDatabase(defaultName) {
  const name = process.env.BENCH_DB ?? defaultName;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_DB: lower-case letters, digits, _');
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  /** Runs one statement on the server's own database (CREATE and DROP of the bench's). */
  async function admin(statement) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  return { name, adminUrl, benchUrl: url.toString(), admin };
}
