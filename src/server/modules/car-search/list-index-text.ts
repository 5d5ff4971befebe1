// Free-text search (`q`) from memory, exactly as list-sql.ts's searchCondition matches (the one
// definition of the match and its case folding is text-match.ts): every word must be in the
// car's name (`ilike '%spelling%'`, any of its spellings) or in its number (`ilike '%word%'`). At a million cars PostgreSQL's plans for a short, common word beside a range
// or against a sort's grain cost up to seconds (the trigram and grams indexes cannot order or
// range); here a word costs one pass over the distinct names and, for a word a number could hold,
// one over the numbers.
import { setImmediate as nextTurn } from "node:timers/promises";
import { fold, searchWords, wordPatterns } from "./text-match.js";

/** The names column of the list index (list-index.ts's CodedColumn): codes into distinct values. */
type NamesColumn = { codes: Uint32Array; values: string[] };

/** Rows folded between two yields of a build (a million plates take about a second). */
const STRIDE = 50_000;

/** Separates the numbers in one string: no folded number holds it, and no search word (words split on white space). */
const SEPARATOR = "\n";

export class TextSearch {
  private constructor(
    /** The distinct names, folded, by the name column's codes. */
    private readonly names: string[],
    private readonly nameCodes: Uint32Array,
    /** Every car's number, folded, one after another (no number: an empty one). */
    private readonly numbers: string,
    /** Where each row's number starts in `numbers` (and, last, the end). */
    private readonly numberStarts: Int32Array,
    /** 1 for every UTF-16 code unit of any number: a word with another cannot be in one. */
    private readonly numberUnits: Uint8Array,
  ) {}

  /**
   * The search over the rows' names and numbers; undefined when a text does not fold (SQL answers
   * every search). Yields every STRIDE rows, so that requests are answered meanwhile.
   */
  static async build(names: NamesColumn, numbers: (string | null)[]): Promise<TextSearch | undefined> {
    const foldedNames = names.values.map(fold);
    if (foldedNames.includes("cased")) return undefined;
    const starts = new Int32Array(numbers.length + 1);
    // The numbers joined a stride at a time (joining a million at once holds the loop ~200 ms).
    const joined: string[] = [];
    let parts: string[] = [];
    let length = 0;
    const units = new Uint8Array(65_536);
    for (let row = 0; row < numbers.length; row++) {
      const folded = numbers[row] === null ? "" : fold(numbers[row]!);
      if (folded === "cased" || folded.includes(SEPARATOR)) return undefined;
      starts[row] = length;
      parts.push(folded);
      length += folded.length + SEPARATOR.length;
      for (let at = 0; at < folded.length; at++) units[folded.charCodeAt(at)] = 1;
      if (row % STRIDE === STRIDE - 1) {
        joined.push(parts.join(SEPARATOR) + SEPARATOR);
        parts = [];
        await nextTurn();
      }
    }
    if (numbers.length % STRIDE !== 0) joined.push(parts.join(SEPARATOR) + SEPARATOR);
    starts[numbers.length] = length;
    return new TextSearch(foldedNames, names.codes, joined.join(""), starts, units);
  }

  /**
   * 1 for every row that matches each word of `q`; undefined when some word can be decided only
   * by the database's locale.
   */
  matches(q: string): Uint8Array | undefined {
    const rows = this.nameCodes.length;
    const hit = new Uint8Array(rows).fill(1);
    for (const word of searchWords(q)) {
      const wordHit = this.wordMatches(word);
      if (!wordHit) return undefined;
      for (let row = 0; row < rows; row++) hit[row] &= wordHit[row];
    }
    return hit;
  }

  private wordMatches(word: string): Uint8Array | undefined {
    const patterns = wordPatterns(word);
    if (!patterns) return undefined;
    const nameHit = new Uint8Array(this.names.length);
    for (const pattern of patterns.name)
      for (let code = 0; code < this.names.length; code++) if (this.names[code].includes(pattern)) nameHit[code] = 1;
    const hit = new Uint8Array(this.nameCodes.length);
    for (let row = 0; row < hit.length; row++) hit[row] = nameHit[this.nameCodes[row]];
    const inNumber = patterns.number;
    if (inNumber !== undefined && this.mayBeInNumbers(inNumber)) this.markNumbers(inNumber, hit);
    return hit;
  }

  /** Whether every code unit of `pattern` is in some number (else no number holds it). */
  private mayBeInNumbers(pattern: string): boolean {
    for (let at = 0; at < pattern.length; at++) if (this.numberUnits[pattern.charCodeAt(at)] === 0) return false;
    return true;
  }

  /** Marks the rows whose number holds `pattern`: one scan of all the numbers, a row's own found once. */
  private markNumbers(pattern: string, hit: Uint8Array) {
    const starts = this.numberStarts;
    let row = 0;
    for (let at = this.numbers.indexOf(pattern); at !== -1;) {
      while (starts[row + 1] <= at) row++;
      hit[row] = 1;
      at = this.numbers.indexOf(pattern, starts[row + 1]);
    }
  }
}
