// "Staging and production, each with its own data store" (spec): the database remembers the
// APP_ENV that first started on it, and an instance of another environment refuses to start on
// it, before it migrates or writes anything. Every environment is treated alike: a development
// database (demo accounts with printed passwords) must not become production either, and a
// development process must not put demo data into staging or production.
//
// A database created before the mark existed has no mark: the first instance that starts on it
// after the upgrade marks it with its own environment (and logs that it did). Nothing else can
// tell a staging database from a production one, and refusing every unmarked database would
// stop every deployment on upgrade. The mark is a one-row table kept outside the Drizzle schema:
// it must be readable before the migrations run, and no module owns it.

/** Runs one parameterised statement (pg's pool.query or PGlite's query). */
export type MarkQuery = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export const ENVIRONMENT_TABLE = "app_environment";

/** The database belongs to another environment than this process (start-up refuses). */
export class EnvironmentMismatchError extends Error {
  constructor(
    readonly marked: string,
    readonly running: string,
    engine: "postgres" | "pglite",
  ) {
    super(mismatchMessage(marked, running, engine));
    this.name = "EnvironmentMismatchError";
  }
}

function mismatchMessage(marked: string, running: string, engine: "postgres" | "pglite"): string {
  const where =
    engine === "postgres"
      ? `point DATABASE_URL at the ${running} database`
      : `point DATA_DIR at the ${running} installation's own directory`;
  const remark =
    engine === "postgres"
      ? ` If this database really is meant to serve ${running} from now on (for example a copy restored on` +
        ` purpose), mark it once by hand: UPDATE ${ENVIRONMENT_TABLE} SET environment = '${running}';`
      : "";
  return (
    `This database belongs to APP_ENV=${marked}, but this process runs with APP_ENV=${running}. ` +
    `Each environment keeps its own data store: ${where}, or set APP_ENV=${marked} if that is the environment ` +
    `you meant to start. Nothing was changed.${remark}`
  );
}

/**
 * Marks an unmarked database with `environment`, or checks that its mark is `environment`.
 * Returns whether this call made the mark. PostgreSQL callers run it under the start-up lock,
 * so instances starting together agree on one mark.
 */
export async function claimEnvironment(
  query: MarkQuery,
  environment: string,
  engine: "postgres" | "pglite",
): Promise<{ marked: boolean }> {
  await query(
    `create table if not exists ${ENVIRONMENT_TABLE} (
       only_row boolean primary key default true check (only_row),
       environment text not null,
       marked_at timestamptz not null default now()
     )`,
  );
  const inserted = await query(
    `insert into ${ENVIRONMENT_TABLE} (environment) values ($1) on conflict do nothing returning environment`,
    [environment],
  );
  if (inserted.rows.length > 0) return { marked: true };
  const { rows } = await query(`select environment from ${ENVIRONMENT_TABLE}`);
  const marked = (rows[0] as { environment: string }).environment;
  if (marked !== environment) throw new EnvironmentMismatchError(marked, environment, engine);
  return { marked: false };
}
