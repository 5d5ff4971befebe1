/**
 * SQL functions the schema's indexes are built on. drizzle-kit emits no CREATE FUNCTION, and the
 * baseline migration (0000_init, never edited) builds indexes on them in its first statements,
 * so db/client.ts creates these before migrating, on both engines, like the extensions.
 *
 * An index stores what its function returned when each row was written: never change a body
 * here in place (the index would silently keep the old answers). Add a function under a new
 * name and point a new index at it.
 */
export const DB_FUNCTIONS = [
  /*
   * car_search_grams(car_name, car_number): every 1- and 2-character substring of each, lower-cased,
   * without those holding a space (a search word never does). Behind cars_search_grams_idx, the
   * index that answers the free-text search's words of one or two characters, which have no
   * trigram for pg_trgm (list-sql.ts searchCondition). The two columns are cut apart, so no
   * gram spans them. Duplicates are left in: GIN keeps each key once per row.
   * lower() is what ILIKE compares with (both sides lower-cased), so a word w of one or two
   * characters is in `car_name ilike '%w%'` only if lower(w) is among these.
   * PL/pgSQL because it is the cheapest to call (~15 µs for a listing name, against 40–85 µs
   * for the set-returning SQL forms): a plan that reaches the rows another way (say the newest
   * first, for a page) calls it on each row that matched the ILIKE.
   */
  `create or replace function car_search_grams(car_name text, car_number text) returns text[]
  language plpgsql immutable parallel safe
  as $$
  declare
    part text;
    ch text;
    prev text;
    grams text[] := '{}';
  begin
    foreach part in array array[lower(car_name), lower(car_number)] loop
      continue when part is null;
      prev := ' ';
      foreach ch in array string_to_array(part, null) loop
        if ch <> ' ' then
          grams := grams || ch;
          if prev <> ' ' then
            grams := grams || (prev || ch);
          end if;
        end if;
        prev := ch;
      end loop;
    end loop;
    return grams;
  end
  $$`,
];
