// Car-name handling on top of the vehicle-terms dictionary: display translation of a
// whole Korean listing name, and splitting a name into maker / model / grade.
// Lives apart from vehicle-terms-dictionary.ts so the dictionary has no dependency on it.
import { findAnyTerm, findTerm, LONGEST_KEY, MODEL_MAKER } from "./vehicle-terms-dictionary.js";
import type { Lang, TermEntry } from "./vehicle-terms-types.js";

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/;
// Longest dictionary key measured in whitespace tokens ("디 올 뉴").
const MAX_SPAN = 3;
// Generation words that may stand between the maker and the model ("기아 더 뉴 K5").
const GENERATION_PREFIXES = ["디올뉴", "올더뉴", "더뉴", "올뉴", "신형", "더", "디", "올", "뉴"];

interface SpanMatch {
  entry: TermEntry;
  length: number;
}

// Longest run of whitespace tokens starting at `start` that is a key; spaced and glued
// spellings are both tried ("랜드 로버" = "랜드로버", "레인지로버 스포츠" = "레인지로버스포츠").
function matchSpan(
  tokens: readonly string[],
  start: number,
  lookup: (ko: string) => TermEntry | undefined,
): SpanMatch | undefined {
  for (let length = Math.min(MAX_SPAN, tokens.length - start); length >= 1; length--) {
    const parts = tokens.slice(start, start + length);
    const entry = lookup(parts.join(" ")) ?? (length > 1 ? lookup(parts.join("")) : undefined);
    if (entry) return { entry, length };
  }
  return undefined;
}

type Piece = { text: string; translated: boolean };

// Splits a glued Hangul token ("더뉴그랜저", "1.6터보", "쏘나타DN8") into dictionary words
// and untouched non-Hangul runs, preferring long dictionary words (each untouched character
// costs as much as a word). Returns undefined when some Hangul cannot be covered: a
// half-translated word would read worse than the original.
function segmentToken(token: string, lang: Exclude<Lang, "ko">): Piece[] | undefined {
  const n = token.length;
  const cost: number[] = new Array<number>(n + 1).fill(Infinity);
  const step: { length: number; entry?: TermEntry }[] = new Array(n + 1);
  cost[n] = 0;
  for (let p = n - 1; p >= 0; p--) {
    if (!HANGUL.test(token[p])) {
      cost[p] = 1 + cost[p + 1];
      step[p] = { length: 1 };
    }
    for (let length = 1; length <= Math.min(LONGEST_KEY, n - p); length++) {
      const entry = findAnyTerm(token.slice(p, p + length));
      if (entry && 1 + cost[p + length] < cost[p]) {
        cost[p] = 1 + cost[p + length];
        step[p] = { length, entry };
      }
    }
  }
  if (!Number.isFinite(cost[0])) return undefined;
  const pieces: Piece[] = [];
  for (let p = 0; p < n; p += step[p].length) {
    const { length, entry } = step[p];
    const last = pieces[pieces.length - 1];
    if (entry) pieces.push({ text: entry[lang], translated: true });
    else if (last && !last.translated) last.text += token.slice(p, p + length);
    else pieces.push({ text: token.slice(p, p + length), translated: false });
  }
  return pieces;
}

// No space after an opening bracket or joiner, none before a closing one: "(GM Daewoo)".
function joinPieces(pieces: readonly Piece[]): string {
  let out = "";
  for (const { text } of pieces) {
    if (out && !/[([/\-+]$/.test(out) && !/^[)\]/\-+,.]/.test(text)) out += " ";
    out += text;
  }
  return out;
}

/**
 * Translates a Korean car name for display, token by token with the longest dictionary
 * match first. Tokens without Hangul (DN8, 2.0, 1.6T, e-tron, 4WD) pass unchanged unless
 * they are dictionary keys themselves (LPG). 'ko' returns the input as is.
 */
export function translateCarName(koName: string, lang: Lang): string {
  if (lang === "ko") return koName;
  const tokens = koName.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const span = matchSpan(tokens, i, findAnyTerm);
    if (span) {
      out.push(span.entry[lang]);
      i += span.length;
      continue;
    }
    const token = tokens[i++];
    const pieces = HANGUL.test(token) ? segmentToken(token, lang) : undefined;
    out.push(pieces ? joinPieces(pieces) : token);
  }
  return out.join(" ");
}

export interface ParsedCarName {
  /** Korean maker as the dictionary spells it, or null when none was recognised. */
  maker: string | null;
  /** Korean model as the dictionary spells it, or null. */
  model: string | null;
  /** Everything else in the name, in order (generation words, codes, trim), or null. */
  grade: string | null;
}

const findMaker = (ko: string): TermEntry | undefined => findTerm("maker", ko);
const findModel = (ko: string): TermEntry | undefined => findTerm("model", ko);

// A model glued to a generation prefix and/or a code: "더뉴그랜저", "그랜저IG", "5시리즈(G30)".
// The model must end at a non-Hangul character, so "레이" is not found inside an unknown
// word like "레이서". A Latin model ("ES" in "ES300h") counts only when the maker is known
// and owns it and a digit follows, since short Latin codes occur everywhere.
function splitGluedModel(token: string, maker: string | null): { model: string; extra: string[] } | undefined {
  // '' last: a model may itself start like a prefix (디스커버리, 올란도)
  const prefixes = [...GENERATION_PREFIXES.filter((p) => token.startsWith(p)), ""];
  for (const prefix of prefixes) {
    const rest = token.slice(prefix.length);
    for (let length = Math.min(LONGEST_KEY, rest.length); length >= 1; length--) {
      const candidate = rest.slice(0, length);
      if (!findModel(candidate)) continue;
      const suffix = rest.slice(length);
      if (suffix && HANGUL.test(suffix[0])) continue;
      const latinOk = maker !== null && MODEL_MAKER.get(candidate) === maker && /^\d/.test(suffix);
      if (!HANGUL.test(candidate) && !latinOk) continue;
      return { model: candidate, extra: [prefix, suffix].filter(Boolean) };
    }
  }
  return undefined;
}

/**
 * Finds maker and model (Korean) in a listing name such as "현대 쏘나타 DN8 2.0 가솔린".
 * A name that starts with the model gets its maker from the model; the grade is the rest.
 */
export function parseMakerModel(koName: string): ParsedCarName {
  const tokens = koName.trim().split(/\s+/).filter(Boolean);
  let maker: string | null = null;
  let i = 0;
  const makerSpan = matchSpan(tokens, 0, findMaker);
  if (makerSpan) {
    maker = makerSpan.entry.ko;
    i = makerSpan.length;
  } else if (tokens.length > 0) {
    // a maker with its former name in brackets: "쉐보레(GM대우)"
    const bracketed = /^(.+?)\(.*\)$/.exec(tokens[0]);
    if (bracketed && findMaker(bracketed[1])) {
      maker = bracketed[1];
      i = 1;
    }
  }

  const skipped: string[] = [];
  for (let j = i; j < tokens.length;) {
    const span = matchSpan(tokens, j, findModel);
    const glued = span ? undefined : splitGluedModel(tokens[j], maker);
    if (span || glued) {
      const model = span ? span.entry.ko : glued!.model;
      const rest = tokens.slice(j + (span ? span.length : 1));
      const grade = [...skipped, ...(glued?.extra ?? []), ...rest].join(" ");
      return { maker: maker ?? MODEL_MAKER.get(model) ?? null, model, grade: grade || null };
    }
    if (!GENERATION_PREFIXES.includes(tokens[j])) break;
    skipped.push(tokens[j++]);
  }
  const grade = tokens.slice(i).join(" ");
  return { maker, model: null, grade: grade || null };
}
