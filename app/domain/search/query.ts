import { formatResult } from '../format';
import { searchDestination } from '../home-search';
import { compoundKindsFor, compoundUnit, formatCompound, readCompound, type CompoundKind } from '../compound';
import { COMPOUND_TARGETS } from '../compound-targets';
import { amountText } from './amounts';
import { cookingHref, cookingSuggestion, ingredientPage, readCookingQuery } from './cooking';
import { readNumber } from '../parse';
import { convertBetween } from '../units/convert-units';
import { hasScaleKind, unitSlug } from '../units/define';
import { MAX_QUERY_LENGTH, MAX_SIDE_WORDS, ReadBudget } from './budget';
import { binaryReading } from './binary-reading';
import { holidayCountdown } from './holiday';
import { fill, readLocalQuery, styled, unitLabelIn } from './language';
import { pairPath } from './links';
import { spacedQuery } from './segment';
import { plainQuestion } from './question';
import {
  bareName,
  namesUnit,
  normalizeWords,
  plainName,
  prepare,
  unitCandidates,
  wordsStartingWith,
  type Candidate,
  type PreparedIndex,
} from './terms';
import type { IndexPage, IndexUnit, QueryAnswer, SearchIndex, Suggestion } from './types';

/**
 * Reading what people type into the search box: "5 ft to m", "5'11\" in cm", "how many ml in a cup",
 * "100 usd to eur", "psi to bar", "10 kg", "volume", "mortgage". The same code runs in the browser
 * (suggestions as you type) and on the server (GET /search without JavaScript).
 */

/** One reading of a query: a value (or none) in a unit, and the unit it asks for (or none). */
export interface Reading {
  page: IndexPage;
  pageIndex: number;
  from: IndexUnit;
  to: IndexUnit | null;
  value: number | null;
  score: number;
  href: string;
  /** A compound target ("180 cm in feet and inches"): `to` is its smallest part. */
  as?: CompoundKind;
}

// ---------------------------------------------------------------------------------------------
// Numbers at the start of a query

const VULGAR = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒';
const DECIMAL = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+,\d+|\d+(?:[.,]\d+)?|[.,]\d+)(?:[eE][+-]?\d+)?`;
/** Where a query's number ends: the rest is its unit ("5ft", "1 1/4 inch", "1½ cups"). */
const NUMBER = new RegExp(
  String.raw`^([+\-−]?(?:${DECIMAL}(?:\s*[×xX*·]\s*10\s*(?:\^\s*\(?[+\-−]?\d+\)?|[⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)|\s+\d+/\d+|\s*[${VULGAR}]|/\d+)?|[${VULGAR}]))(?=$|[^\d.,/^⁰¹²³⁴⁵⁶⁷⁸⁹])`,
);
const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, half: 0.5, 'half a': 0.5, 'a half': 0.5 };
/**
 * A number's scale word before its unit: "1 million seconds", "3 billion won", and a "k" written
 * against the number ("10k yen"); "10 k" and a "k" alone ("10k") stay the kelvin or kilo they were.
 */
const SCALE = /^(?:\s*(thousand|million|billion|trillion)|(k))\s+(?=\S)/i;
const SCALE_POWERS: Record<string, number> = { thousand: 3, million: 6, billion: 9, trillion: 12, k: 3 };

/** The value a phrase starts with, and the rest: "5ft" → 5, "ft"; "$100" → 100, "$"; "a cup" → 1, "cup". */
function splitValue(phrase: string): { value: number | null; rest: string } {
  const text = phrase.trim();
  const money = /^([$€£¥₹])\s*(.+)$/.exec(text);
  if (money) {
    const inner = splitValue(money[2]!);
    if (inner.value !== null) return { value: inner.value, rest: inner.rest || money[1]! };
  }
  const match = NUMBER.exec(text);
  if (match) {
    const value = readNumber(match[1]!)?.value ?? null;
    const rest = text.slice(match[0].length);
    const scale = SCALE.exec(rest);
    // Through the number's text, so that 0.1 million is 100000 and not 100000.00000000001.
    if (value !== null && scale)
      return { value: Number(`${value}e${SCALE_POWERS[(scale[1] ?? scale[2])!.toLowerCase()]!}`), rest: rest.slice(scale[0].length).trim() };
    if (value !== null) return { value, rest: rest.trim() };
  }
  const word = /^(half an?|a half|half|an?|one)\s+(.+)$/i.exec(text);
  if (word) return { value: WORD_NUMBERS[word[1]!.toLowerCase()] ?? null, rest: word[2]! };
  return { value: null, rest: text };
}

/**
 * A compound amount ("5'11\"", "5 ft 11 in", "12 st 4 lb", "1:30:15") in its smallest unit, on the
 * first page of its quantity. Two numbers at least: "6'" and "40°" are a unit after a number.
 */
function readCompoundPhrase(p: PreparedIndex, phrase: string): (Candidate & { value: number }) | null {
  if (!/\d\D+\d/.test(phrase)) return null;
  const compound = readCompound(phrase);
  if (!compound) return null;
  const page = p.pages.findIndex((pg) => compoundKindsFor(pg.quantity).includes(compound.kind));
  const position = page < 0 ? -1 : p.units[page]!.findIndex((u) => u.key === compound.unit);
  if (position < 0) return null;
  return { page, position, unit: p.units[page]![position]!, score: 0, value: compound.value };
}

// ---------------------------------------------------------------------------------------------
// Addresses

const slugOf = (unit: IndexUnit) => unit.slug ?? unitSlug(unit);

/** The value as it goes in an address: the shortest text that reads back as the same number. */
const valueParam = (value: number) => String(value);

function pairHref(p: PreparedIndex, page: IndexPage, from: IndexUnit, to: IndexUnit, value: number): string {
  const top = p.index.pairPages.find((t) => t.page === page.slug && t.from === from.key && t.to === to.key);
  const addresses = p.index.addresses;
  // In another language at its words (ADR 088): `/es/longitud/pies-a-metros`; a core pair page
  // by its English slug, which localHref makes the language's (`/es/pies-a-metros`).
  const path = top
    ? `/${top.slug}`
    : addresses
      ? pairPath(addresses, page.slug, from.address ?? slugOf(from), to.address ?? slugOf(to))
      : `/${page.slug}/${slugOf(from)}-to-${slugOf(to)}`;
  return `${path}?v=${encodeURIComponent(valueParam(value))}`;
}

/**
 * The units a lone unit is most often converted to: "1 inch" → centimeters, "1 stone" → kilograms
 * and pounds. In a language whose region prefers other units (CLDR's unit preferences, ADR 088), a
 * unit it does not prefer goes to the largest it prefers that the amount fills: "5 Meilen" →
 * kilometers, "5 Zoll" → centimeters.
 */
function everydayTargets(p: PreparedIndex, page: number, from: IndexUnit, value: number | null): IndexUnit[] {
  const preferred = p.index.preferred?.[p.pages[page]!.quantity]?.flatMap((key) => p.units[page]!.filter((u) => u.key === key)) ?? [];
  if (preferred.length > 0 && !preferred.includes(from)) {
    return [preferred.find((to) => Math.abs(convertBetween(from, to, value ?? 1)) >= 1) ?? preferred.at(-1)!];
  }
  const keys = p.index.targets[`${p.pages[page]!.slug}:${from.key}`] ?? [];
  return keys.flatMap((key) => p.units[page]!.filter((u) => u.key === key && u !== from));
}

/** The quantity page with the unit chosen (and the value filled in): `/weight?v=10&from=kg`. */
function quantityHref(page: IndexPage, from: IndexUnit, value: number | null, to?: IndexUnit): string {
  const params = new URLSearchParams();
  if (value !== null) params.set('v', valueParam(value));
  params.set('from', from.key);
  if (to) params.set('to', to.key);
  // The page's default target is the unit itself: show it in the page's other default instead.
  else if (from.key === page.to) params.set('to', page.from);
  return `/${page.slug}?${params.toString()}`;
}

// ---------------------------------------------------------------------------------------------
// Queries

// The space after a word is looked at, not taken: "5 ft 11 in to cm" splits at "in" and at "to".
const SEPARATORS = /\s+(?:to|in|into|as|equals?|is|are|vs\.?|versus|in to|en)(?=\s)|\s*(?:=|->|=>|→|⇒)\s*/gi;
/** A separator the text ends with: "5 ft to", still being typed or sent as it is. */
const TRAILING_SEPARATOR = /\s+(?:to|into|as|in to)$|\s*(?:=|->|=>|→|⇒)$/i;
/** The query with its trimmings off, a "how many" turned round: "Convert 5 ft to m?" → "5 ft to m". */
export const cleanQuery = (query: string): string => plainQuestion(query.slice(0, MAX_QUERY_LENGTH));

/**
 * Every way the text splits into "what" and "into what" at a word like "to", "in", "=". With
 * `open`, also a text that ends with such a word ("5 ft to"), whose target is still to be typed.
 */
function splits(text: string, open = false): { left: string; right: string }[] {
  const out: { left: string; right: string }[] = [];
  for (const match of `${text}${open ? ' ' : ''}`.matchAll(SEPARATORS)) {
    const left = text.slice(0, match.index).trim();
    const right = text.slice(match.index + match[0].length).trim();
    if (left && (right || open)) out.push({ left, right });
  }
  return out;
}

interface Side {
  value: number | null;
  candidates: Candidate[];
  /** A number and nothing else ("5"): a value waiting for its unit. */
  bare?: true;
}

const NO_SIDE: Side = { value: null, candidates: [] };
const wordsOf = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/** The phrase read as it stands: a value (or none) and the units its rest may name, or a compound. */
function readPhrase(p: PreparedIndex, phrase: string, budget: ReadBudget): Side {
  if (!budget.take()) return NO_SIDE;
  const { value, rest } = splitValue(phrase);
  const candidates = rest ? unitCandidates(p, rest) : [];
  if (candidates.length > 0) return { value, candidates };
  // "5 ft 11 in" is no unit "ft 11 in": a compound, if anything.
  const compound = readCompoundPhrase(p, phrase);
  if (compound) return { value: compound.value, candidates: [compound] };
  return rest ? { value, candidates } : { value, candidates, bare: true };
}

/**
 * A side of a query: the phrase as it stands or, with `loose`, from a later word on when its first
 * words name no unit ("tire pressure 32 psi"), each later start costing a little likelihood. Each
 * start is read once, and only the last MAX_SIDE_WORDS words can start a value in a unit, so a side
 * costs at most MAX_SIDE_WORDS readings, however long the text.
 */
function readSide(p: PreparedIndex, phrase: string, budget: ReadBudget, loose = true): Side {
  const words = wordsOf(phrase);
  const first = Math.max(0, words.length - MAX_SIDE_WORDS);
  const whole = first === 0 ? readPhrase(p, phrase, budget) : NO_SIDE;
  if (whole.candidates.length > 0 || whole.bare || !loose) return { value: whole.value, candidates: whole.candidates };
  // Never past a number: "1.5×10^-9 m" is not "m" alone.
  const number = words.findIndex((word) => /\d/.test(word));
  const last = number < 0 ? words.length - 1 : Math.min(number, words.length - 1);
  for (let i = Math.max(1, first); i <= last; i++) {
    const later = readPhrase(p, words.slice(i).join(' '), budget);
    if (later.candidates.length > 0) return { value: later.value, candidates: later.candidates.map((c) => ({ ...c, score: c.score + 50 * i })) };
  }
  return first === 0 ? { value: whole.value, candidates: [] } : NO_SIDE;
}

/** The units a target may name; a target longer than any unit's name names none. */
function targetCandidates(p: PreparedIndex, phrase: string): Candidate[] {
  return wordsOf(phrase).length > MAX_SIDE_WORDS ? [] : unitCandidates(p, phrase);
}

/**
 * "180 cm in feet and inches", "80 kg in stone and pounds", "40.446 deg in dms": the amount on its
 * quantity's page, shown as the compound (`&as=feet-inches`), never as its largest unit alone
 * (5.9055 ft reads as 5′9″). Null when the text asks for no compound.
 */
function compoundReadings(p: PreparedIndex, text: string, budget: ReadBudget): Reading[] | null {
  const target = COMPOUND_TARGETS.find(([re]) => re.test(text));
  if (!target) return null;
  const [re, kind, quantity] = target;
  const side = readSide(p, text.slice(0, re.exec(text)!.index), budget);
  const value = side.value ?? 1;
  return side.candidates.flatMap((c): Reading[] => {
    const page = p.pages[c.page]!;
    const to = page.quantity === quantity ? p.units[c.page]!.find((u) => u.key === compoundUnit(kind)) : undefined;
    if (!to) return [];
    const href = `${quantityHref(page, c.unit, value, to)}&as=${kind}`;
    return [{ page, pageIndex: c.page, from: c.unit, to, value, score: c.score, as: kind, href }];
  });
}

/** "euro dollar exchange rate", "usd eur rate": two currencies side by side, the rate asked of them. */
const EXCHANGE_RATE = /^(.+?)\s+(?:exchange\s+)?rates?$/i;

function exchangeReadings(p: PreparedIndex, text: string, budget: ReadBudget): Reading[] {
  const pair = EXCHANGE_RATE.exec(text)?.[1];
  if (!pair) return [];
  const words = wordsOf(pair);
  // Split between any two words when no "to" does: "euro dollar", "hong kong dollar euro".
  const tries =
    splits(pair).length > 0 ? [pair] : words.slice(1, 8).map((_, i) => `${words.slice(0, i + 1).join(' ')} to ${words.slice(i + 1).join(' ')}`);
  for (const attempt of tries) {
    const found = readings(p, attempt, budget).filter((r) => r.to && hasScaleKind(r.from, 'rate'));
    if (found.length > 0) return found;
  }
  return [];
}

function readings(p: PreparedIndex, text: string, budget: ReadBudget): Reading[] {
  const compound = compoundReadings(p, text, budget);
  if (compound) return compound.sort((a, b) => a.score - b.score || a.pageIndex - b.pageIndex);
  const rate = exchangeReadings(p, text, budget);
  if (rate.length > 0) return rate;
  const out: Reading[] = [];
  const pair = (from: Side, to: Candidate[], extra: number) => {
    for (const f of from.candidates) {
      for (const t of to) {
        if (f.page !== t.page) continue;
        const page = p.pages[f.page]!;
        const value = from.value ?? 1;
        // "1:30:15 in seconds": the amount in its own unit, on its quantity's page.
        if (f.unit === t.unit) {
          out.push({
            page,
            pageIndex: f.page,
            from: f.unit,
            to: null,
            value,
            score: f.score + t.score + extra,
            href: quantityHref(page, f.unit, value),
          });
          continue;
        }
        out.push({
          page,
          pageIndex: f.page,
          from: f.unit,
          to: t.unit,
          value,
          score: f.score + t.score + extra,
          href: pairHref(p, page, f.unit, t.unit, value),
        });
      }
    }
  };
  // The target is read first: a side is worth reading only when the words after it name a unit.
  for (const { left, right } of splits(text)) {
    const targets = targetCandidates(p, right);
    if (targets.length > 0) pair(readSide(p, left, budget), targets, 0);
  }
  if (out.length === 0) {
    // A text with a "to" in it whose two sides share no converter is no single unit either.
    const side = readSide(p, text, budget, splits(text).length === 0);
    for (const c of side.candidates) {
      const page = p.pages[c.page]!;
      const targets = everydayTargets(p, c.page, c.unit, side.value);
      // A lone unit opens its quantity's page at its everyday pair ("1 inch" → centimeters), not at
      // the page's default: the page the core keyword words name ("feet" → /length), set as asked.
      targets.forEach((to, rank) =>
        out.push({
          page,
          pageIndex: c.page,
          from: c.unit,
          to,
          value: side.value,
          score: c.score + rank,
          href: quantityHref(page, c.unit, side.value, to),
        }),
      );
      if (targets.length > 0) continue;
      out.push({
        page,
        pageIndex: c.page,
        from: c.unit,
        to: null,
        value: side.value,
        score: c.score,
        href: quantityHref(page, c.unit, side.value),
      });
    }
  }
  return out.sort((a, b) => a.score - b.score || a.pageIndex - b.pageIndex);
}

/**
 * The query read in the index's language, its number words numbers only before a unit of the index;
 * in a language written without spaces, cut into the index's words first (segment.ts); its numerals,
 * rates and per-words read as numbers and units (amounts.ts).
 */
export function readLocal(query: string, index: SearchIndex) {
  const p = prepare(index);
  return readLocalQuery(amountText(spacedQuery(query, p), p, index.language?.style), index.language, (word) => namesUnit(p, word));
}

/** The readings of a query, likeliest first; empty when it is no conversion. */
export function readQuery(query: string, index: SearchIndex, budget = new ReadBudget()): Reading[] {
  const text = cleanQuery(readLocal(query, index).text);
  return text ? readings(prepare(index), text, budget) : [];
}

// ---------------------------------------------------------------------------------------------
// Suggestions

/**
 * "5 ft = 1.524 m". Money converts at the day's reference rates, which only the page has (the
 * index's rates are the built-in table's): "100 USD to MXN", and the page gives the amount.
 */
function answerLabel(p: PreparedIndex, value: number, from: IndexUnit, to: IndexUnit): string {
  const shown = (n: number) => styled(formatResult(n), p.index.language?.style);
  const money = p.index.language?.labels.money;
  if (hasScaleKind(from, 'rate') || hasScaleKind(to, 'rate'))
    return money
      ? fill(money, { value: shown(value), from: from.abbr, to: to.abbr })
      : `${shown(value)} ${from.abbr} to ${to.abbr} at the day’s rates`;
  return `${shown(value)} ${from.abbr} = ${shown(convertBetween(from, to, value))} ${to.abbr}`;
}

/** "feet to meters", "pies a metros": a pair of units in words. */
const pairWords = (p: PreparedIndex, from: IndexUnit, to: IndexUnit) =>
  p.index.language ? fill(p.index.language.labels.pair, { from: from.plural, to: to.plural }) : `${from.plural} to ${to.plural}`;

/** A compound target in words, as the suggestion's detail names it: "Centimeters to feet and inches". */
const COMPOUND_WORDS: Record<CompoundKind, string> = {
  'feet-inches': 'feet and inches',
  'stone-pounds': 'stone and pounds',
  'pounds-ounces': 'pounds and ounces',
  'hours-minutes-seconds': 'hours, minutes and seconds',
  'degrees-minutes-seconds': 'degrees, minutes and seconds',
};

/** "Centimeters to feet and inches", "centímetros a pies y pulgadas": the compound's name as the language's menu has it, in a sentence. */
function compoundWords(p: PreparedIndex, from: IndexUnit, kind: CompoundKind): string {
  const language = p.index.language;
  const own = language?.labels.compounds?.[kind];
  if (!language || !own) return `${from.plural} to ${COMPOUND_WORDS[kind]}`;
  return fill(language.labels.pair, { from: from.plural, to: language.capitalNouns ? own : own.charAt(0).toLowerCase() + own.slice(1) });
}

function answerSuggestion(p: PreparedIndex, reading: Reading): Suggestion {
  const { page, from, value } = reading;
  if (reading.to && reading.as) {
    const v = value ?? 1;
    const shown = formatCompound(convertBetween(from, reading.to, v), reading.to.key, reading.as);
    return {
      kind: 'answer',
      label: `${styled(formatResult(v), p.index.language?.style)} ${from.abbr} = ${styled(shown, p.index.language?.style)}`,
      detail: `${compoundWords(p, from, reading.as)} · ${page.name}`,
      href: reading.href,
    };
  }
  const to = reading.to ?? p.units[reading.pageIndex]!.find((u) => u.key === (from.key === page.to ? page.from : page.to));
  const v = value ?? 1;
  if (!to) return { kind: 'unit', label: unitLabelIn(p.index.language, from), detail: page.name, href: reading.href };
  const binary = binaryReading(v, from, to, p.units[reading.pageIndex]!);
  return {
    kind: 'answer',
    label: answerLabel(p, v, from, to),
    detail: [pairWords(p, from, to), page.name, binary].filter(Boolean).join(' · '),
    href: reading.href,
  };
}

const unitSuggestion = (p: PreparedIndex, c: Candidate): Suggestion => {
  const page = p.pages[c.page]!;
  return { kind: 'unit', label: unitLabelIn(p.index.language, c.unit), detail: page.name, href: quantityHref(page, c.unit, null) };
};

const pageSuggestion = (p: PreparedIndex, page: IndexPage): Suggestion => ({
  kind: 'quantity',
  label: page.name,
  detail: p.index.language?.labels.converter ?? 'Converter',
  href: `/${page.slug}`,
});

/** Units whose words start with the text: "kilo" → kilometers, kilograms, … */
function unitsStartingWith(p: PreparedIndex, text: string, only?: number): Candidate[] {
  const word = normalizeWords(text);
  if (!word) return [];
  const found = new Map<string, Candidate>();
  for (const term of wordsStartingWith(p, word)) {
    const list = p.words.get(term)!;
    // Whole words beat beginnings; short words beat long ones ("kilogram" before "kilogram-force").
    const penalty = term === word ? 0 : 500 + Math.min(term.length - word.length, 40);
    for (const c of list) {
      if (only !== undefined && c.page !== only) continue;
      const id = `${c.page}:${c.unit.key}`;
      const score = c.score + penalty;
      const seen = found.get(id);
      if (!seen || score < seen.score) found.set(id, { ...c, score });
    }
  }
  return [...found.values()].sort((a, b) => a.score - b.score || a.page - b.page || a.position - b.position);
}

function pagesStartingWith(p: PreparedIndex, text: string): number[] {
  const word = normalizeWords(text);
  if (!word) return [];
  const scored = new Map<number, number>();
  for (const [term, page] of p.pageWords) {
    const at = term === word ? 0 : term.startsWith(word) ? 1 : term.includes(` ${word}`) ? 2 : -1;
    if (at >= 0 && (scored.get(page) ?? 9) > at) scored.set(page, at);
  }
  return [...scored].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([page]) => page);
}

function linksStartingWith(p: PreparedIndex, text: string) {
  const word = normalizeWords(text);
  if (word.length < 2) return [];
  const found = new Set<(typeof p.index.links)[number]>();
  for (const [term, link] of p.linkWords) if (term === word) found.add(link);
  for (const [term, link] of p.linkWords) if (term.startsWith(word) && word.length >= 3) found.add(link);
  return [...found];
}

/** "ft to c" → feet to centimeters, feet to chains, …: the pairs the half-typed target may be. */
function pairCompletions(p: PreparedIndex, text: string, budget: ReadBudget): Suggestion[] {
  const out: Suggestion[] = [];
  // "180 cm in feet and inches" is answered whole: "5.9055 ft" beside it reads as 5′9″.
  if (COMPOUND_TARGETS.some(([re]) => re.test(text))) return out;
  // The target being typed follows one of the last separators ("5 ft 11 in to c": "in" or "to").
  for (const { left, right } of splits(text, true).slice(-3)) {
    // A half-typed target is one unit's name at most.
    if (wordsOf(right).length > MAX_SIDE_WORDS) continue;
    const side = readSide(p, left, budget);
    const from = side.candidates[0];
    if (!from) continue;
    const page = p.pages[from.page]!;
    const targets = right ? unitsStartingWith(p, right, from.page) : p.units[from.page]!.map((unit, position) => ({ unit, position }));
    for (const to of targets.slice(0, 6)) {
      if (to.unit === from.unit) continue;
      const value = side.value ?? 1;
      out.push({
        kind: side.value === null ? 'pair' : 'answer',
        label: side.value === null ? pairWords(p, from.unit, to.unit) : answerLabel(p, value, from.unit, to.unit),
        detail: page.name,
        href: pairHref(p, page, from.unit, to.unit, value),
      });
    }
  }
  return out;
}

/** What a search may be given besides the query: its budget (tests read what it spent) and today. */
export interface SearchOptions {
  budget?: ReadBudget;
  /** Today, for holidays' next dates ("countdown to christmas"). */
  now?: Date;
}

/**
 * A query that asks to convert between two quantities ("tsp to grams"): the two pages, and why it
 * cannot be, in words the search page shows instead of a bare "no match".
 */
function mismatch(p: PreparedIndex, text: string, budget: ReadBudget): { note: string; pages: [number, number] } | null {
  for (const { left, right } of splits(text)) {
    const to = targetCandidates(p, right)[0];
    const from = to && readSide(p, left, budget).candidates[0];
    if (!from || !to || from.page === to.page) continue;
    const local = p.index.language?.labels.mismatch;
    // In another language: the units and their pages' names, one sentence (ADR 088).
    if (local) {
      const [a, b] = [p.pages[from.page]!.name, p.pages[to.page]!.name];
      const note = fill(local, { from: bareName(from.unit.plural), a, to: bareName(to.unit.plural), b });
      return { note: `${note.charAt(0).toUpperCase()}${note.slice(1)}`, pages: [from.page, to.page] };
    }
    const { nouns, notes } = p.index.mismatch;
    const noun = (page: IndexPage) => nouns[page.slug] ?? page.name.toLowerCase();
    const [a, b] = [noun(p.pages[from.page]!), noun(p.pages[to.page]!)];
    const sentence = `${plainName(from.unit.plural)} measure ${a} and ${plainName(to.unit.plural)} measure ${b}`;
    const note = notes[[a, b].sort().join('|')];
    return {
      note: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}${note ? `. ${note}` : ': one cannot be converted into the other.'}`,
      pages: [from.page, to.page],
    };
  }
  return null;
}

/** How many suggestions the search box lists at most. */
export const SUGGESTION_LIMIT = 8;

/**
 * What the search box lists as the text is typed: the answer to a full query first (and its other
 * readings: the imperial gallon after the US one), then pages, units and pairs the text names or
 * begins to name.
 */
export function suggest(
  query: string,
  index: SearchIndex,
  limit = SUGGESTION_LIMIT,
  { budget = new ReadBudget(), now = new Date() }: SearchOptions = {},
): Suggestion[] {
  const p = prepare(index);
  const local = readLocal(query, index);
  const text = cleanQuery(local.text);
  const cookingText = index.language ? cleanQuery(local.cooking) : text;
  if (!text) return [];
  const out: Suggestion[] = [];
  const word = normalizeWords(text);
  const holiday = holidayCountdown(p, word, now);
  if (holiday) out.push(holiday);
  const link = p.linkWords.get(word);
  if (link) out.push({ kind: 'page', label: link.label, detail: link.detail, href: link.href });
  const page = p.pageWords.get(word);
  if (page !== undefined) out.push(pageSuggestion(p, p.pages[page]!));
  const cooking = readCookingQuery(cookingText, index.ingredients, index.language);
  if (cooking) out.push(cookingSuggestion(cooking, index.language));
  const ingredient = ingredientPage(cookingText, index.ingredients, index.language);
  if (ingredient) out.push(ingredient);

  const found = readings(p, text, budget);
  if (found.length === 0) {
    // "tsp to grams": the two converters, since no answer joins them.
    for (const i of mismatch(p, text, budget)?.pages ?? []) out.push(pageSuggestion(p, p.pages[i]!));
  }
  // The likeliest reading and the others nearly as likely: the imperial gallon after the US one,
  // not every unit whose symbol merely differs in case.
  const likely = found.filter((r) => r.score < found[0]!.score + 200);
  for (const reading of likely.slice(0, 4)) out.push(answerSuggestion(p, reading));
  out.push(...pairCompletions(p, text, budget));
  // A unit named alone ("kilo") may be the start of others (kilometers, kilograms…): list them too.
  if (found.length === 0 || (found.every((r) => r.value === null) && splits(text).length === 0)) {
    for (const i of pagesStartingWith(p, text).slice(0, 4)) out.push(pageSuggestion(p, p.pages[i]!));
    for (const l of linksStartingWith(p, text)) out.push({ kind: 'page', label: l.label, detail: l.detail, href: l.href });
    for (const c of unitsStartingWith(p, splitValue(text).rest).slice(0, limit)) out.push(unitSuggestion(p, c));
  }
  const seen = new Set<string>();
  return out.filter((s) => !seen.has(s.href) && seen.add(s.href)).slice(0, limit);
}

/**
 * Currencies people type that the converter has no rate for: the ECB publishes none for
 * cryptocurrencies. Said in words, rather than opening the currency page at 1 USD → EUR.
 */
const NOT_OFFERED: Record<string, string> = {
  btc: 'Bitcoin',
  xbt: 'Bitcoin',
  bitcoin: 'Bitcoin',
  bitcoins: 'Bitcoin',
  eth: 'Ether',
  ether: 'Ether',
  ethereum: 'Ether',
  ltc: 'Litecoin',
  litecoin: 'Litecoin',
  doge: 'Dogecoin',
  dogecoin: 'Dogecoin',
  usdt: 'Tether',
  tether: 'Tether',
  crypto: 'Cryptocurrency',
  cryptocurrency: 'Cryptocurrency',
};

/** Why a query naming a cryptocurrency gets no conversion, or null. */
export function notOfferedNote(text: string, local?: string): string | null {
  const name = normalizeWords(text)
    .split(/[\s/]+/)
    .map((w) => NOT_OFFERED[w])
    .find(Boolean);
  if (name && local) return fill(local, { name });
  return name
    ? `${name} is not offered: currencies convert at the European Central Bank’s reference rates, and the ECB publishes none for cryptocurrencies.`
    : null;
}

/** What cooks look for when nothing matches: the ingredients, by name (issue 37). */
const INGREDIENTS_LINK: Suggestion = {
  kind: 'page',
  label: 'Cooking ingredients',
  detail: 'Cups, spoons and grams by ingredient',
  href: '/cooking/ingredients',
};

/** The converters offered when nothing matches, and the ingredients where the index has them. */
export function fallbackSuggestions(index: SearchIndex): Suggestion[] {
  const p = prepare(index);
  const pages = index.fallback.flatMap((slug) => {
    const i = p.pageBySlug.get(slug);
    return i === undefined ? [] : [pageSuggestion(p, p.pages[i]!)];
  });
  const labels = index.language?.labels;
  const ingredients = labels ? { ...INGREDIENTS_LINK, label: labels.ingredients, detail: labels.ingredientsDetail } : INGREDIENTS_LINK;
  return index.ingredients?.length ? [...pages, ingredients] : pages;
}

/**
 * Where a submitted query goes: straight to its answer (a pair page or a quantity page with the
 * value filled in, a page named, a holiday's countdown), to a list of what it may mean, or nowhere,
 * with converters offered and, where it asked for the impossible, why.
 */
export function resolveQuery(query: string, index: SearchIndex, { budget = new ReadBudget(), now = new Date() }: SearchOptions = {}): QueryAnswer {
  const p = prepare(index);
  const local = readLocal(query, index);
  const text = cleanQuery(local.text);
  const cookingText = index.language ? cleanQuery(local.cooking) : text;
  if (!text) return { kind: 'none', suggestions: fallbackSuggestions(index) };
  const coin = notOfferedNote(text, index.language?.labels.notOffered);
  const currency = p.pageBySlug.get('currency');
  if (coin)
    return { kind: 'none', note: coin, suggestions: currency === undefined ? fallbackSuggestions(index) : [pageSuggestion(p, p.pages[currency]!)] };
  const word = normalizeWords(text);
  const holiday = holidayCountdown(p, word, now);
  if (holiday) return { kind: 'go', href: holiday.href };
  const link = p.linkWords.get(word);
  if (link) return { kind: 'go', href: link.href };
  const page = p.pageWords.get(word);
  if (page !== undefined) return { kind: 'go', href: `/${p.pages[page]!.slug}` };
  const cooking = readCookingQuery(cookingText, index.ingredients, index.language);
  if (cooking) return { kind: 'go', href: cookingHref(cooking, index.language?.cooking) };
  const ingredient = ingredientPage(cookingText, index.ingredients, index.language);
  if (ingredient) return { kind: 'go', href: ingredient.href };
  const best = readings(p, text, budget)[0] ?? readings(p, text.replace(TRAILING_SEPARATOR, ''), budget)[0];
  if (best) return { kind: 'go', href: best.href };
  const impossible = mismatch(p, text, budget);
  if (impossible) return { kind: 'none', note: impossible.note, suggestions: impossible.pages.map((i) => pageSuggestion(p, p.pages[i]!)) };
  // A page's words first, then anything: "days until christmas", "loan 300000".
  for (const [term, l] of p.linkWords) if (word.startsWith(`${term} `)) return { kind: 'go', href: l.href };
  const keyword = searchDestination(text);
  if (keyword) return { kind: 'go', href: keyword };
  const suggestions = suggest(query, index, 12, { budget, now });
  return suggestions.length > 0 ? { kind: 'results', suggestions } : { kind: 'none', suggestions: fallbackSuggestions(index) };
}
