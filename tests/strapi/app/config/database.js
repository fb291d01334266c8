// SQLite in a file the suite chooses (a fresh one per run).
module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: { filename: env('DATABASE_FILENAME', '.tmp/data.db') },
    useNullAsDefault: true,
  },
});
