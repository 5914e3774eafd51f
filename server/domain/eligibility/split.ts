/**
 * Splits a trial's free-text eligibility criteria into ordered inclusion and exclusion items.
 *
 * Input formats handled (all seen in ClinicalTrials.gov API v2 `eligibilityModule.eligibilityCriteria` and in the
 * legacy XML texts of the TREC 2021 set): "Inclusion Criteria:" / "Key Inclusion Criteria:" / "Patient Exclusion
 * Criteria:" / "Inclusion criteria for Part A" headers (with or without colon, bullet or "III.6" numbering), no header
 * at all (everything is inclusion), numbered `1.` `1)` `(1)`, lettered `a.` `a)` `(a)`, roman `i.`, bullets `*` `-`
 * `•`, nested sub-items (by indentation, or `a.`/`i.` directly under `1.`), one-line enumerations "1) …, 2) …",
 * escaped markdown (`\>`, `\<`, `\=`, `\*`, `\[`), hard-wrapped legacy XML lines and `\r\n`.
 */

/**
 * One criterion item. `text`: the item's own text, verbatim except that the list marker is removed, markdown
 * escapes are undone and wrapped lines are joined with one space. `children`: its sub-items, in order (the
 * structuring step keeps them with the parent). `context`: the qualified header and lead-in lines above it
 * ("Patient Inclusion Criteria", "For adolescent participants:"), outermost first.
 */
export interface Item {
  text: string;
  children: Item[];
  context: string[];
}

/** Result of `splitCriteria`: items by kind in text order, and notes that are not criteria ("Note: …"). */
export interface SplitCriteria {
  inclusion: Item[];
  exclusion: Item[];
  notes: string[];
}

type MarkerClass = 'number' | 'letter' | 'roman' | 'bullet' | null;

interface Block {
  indent: number;
  marker: MarkerClass;
  letter?: string;
  /** The number of a numbered marker ("3." or "3)"): a one-line enumeration "3) …, 4) …" may follow. */
  number?: number;
  text: string;
}

type Header = { kind: 'inclusion' | 'exclusion'; label: string | null };

const BULLET = /^(?:[*•·●○▪■◦►]|[-–—](?=\s))\s*/;
const NUMBERED = /^(?:\((\d{1,2})\)|(\d{1,2})[.)])\s+/;
const LETTERED = /^(?:\(([a-z])\)|([a-z])[.)])\s+/i;
const ROMAN = /^(?:\((i{1,3}|iv|vi{0,3}|ix|x)\)|(i{1,3}|iv|vi{0,3}|ix|x)[.)])\s+/i;
const HEADER_PREFIX =
  '(?:key|major|main|general|additional|specific|study|other|principal|primary|secondary|patients?|donors?|participants?|subjects?|intraoperative|pre-?operative|\\s)*';
const HEADER = new RegExp(
  `^(?:[ivx\\d.]+\\s+)?(${HEADER_PREFIX})(inclusion|exclusion|eligibility)(?:\\s+criteria)?` +
    `(\\s*(?:(?:for|in|of|applicable|part|cohort|arm|group|\\(|[-–—])[^.:]{0,80})?)\\s*:?[\\s-]*$`,
  'i',
);
const INLINE_HEADER = /^((?:key\s+|major\s+)?(?:inclusion|exclusion)\s+criteria)\s*:\s*(\S.{20,})$/i;
const NOTE = /^(?:\*?\s*)(?:notes?\b|nb\b|n\.b\.|please note|definitions?\b|other protocol[- ]defined|further (?:inclusion|exclusion) criteria)/i;

/** Undoes markdown escapes and normalises line ends, tabs and no-break spaces. */
export function normaliseCriteriaText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(/\u00a0/g, ' ')
    .replace(/\\([\\<>=*[\]^_~#.()!+\-`|{}])/g, '$1');
}

function parseHeader(line: string): Header | null {
  const bare = line.replace(BULLET, '').trim();
  if (bare.length > 120) return null;
  const m = HEADER.exec(bare);
  if (!m) return null;
  const kind = m[2].toLowerCase() === 'exclusion' ? 'exclusion' : 'inclusion';
  const qualified = m[1].trim() !== '' && !/^(key|major|main)$/i.test(m[1].trim());
  const label = qualified || m[3].trim() !== '' ? bare.replace(/[\s:-]+$/, '') : null;
  return { kind, label };
}

function classify(trimmed: string, lastLetter: string | null): { marker: MarkerClass; rest: string; letter?: string } {
  let m = NUMBERED.exec(trimmed);
  if (m) return { marker: 'number', rest: trimmed.slice(m[0].length) };
  m = ROMAN.exec(trimmed);
  const romanIsLetter =
    m !== null && (m[1] ?? m[2]).length === 1 && lastLetter !== null && (m[1] ?? m[2]).toLowerCase().charCodeAt(0) === lastLetter.charCodeAt(0) + 1;
  if (m && !romanIsLetter) return { marker: 'roman', rest: trimmed.slice(m[0].length) };
  m = LETTERED.exec(trimmed);
  if (m) return { marker: 'letter', rest: trimmed.slice(m[0].length), letter: (m[1] ?? m[2]).toLowerCase() };
  m = BULLET.exec(trimmed);
  if (m && m[0].length < trimmed.length) return { marker: 'bullet', rest: trimmed.slice(m[0].length) };
  return { marker: null, rest: trimmed };
}

/**
 * Splits an enumeration written on one line — "1) a, 2) b, 3) c", or "2. b 3) c" — into its parts: a numbered
 * block is cut before each " N) " whose N follows the previous number (N = previous + 1, or + 2 as typed in a real
 * record that skips a number, or N = previous again before a capital letter as typed in a record that repeats one). Other text comes back as one part.
 */
function splitInlineEnumeration(block: Block): string[] {
  if (block.number === undefined) return [block.text];
  const parts: string[] = [];
  let last = 0;
  let previous = block.number;
  const re = /\s(\d{1,2})\)\s/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(block.text))) {
    const n = Number(m[1]);
    // A number typed twice ("4) … 5) English-speaking … 5) Able to operate a smartphone") still starts an item when
    // a capital letter follows.
    const repeated = n === previous && /^[A-Z]/.test(block.text.slice(m.index + m[0].length));
    if ((n <= previous && !repeated) || n > previous + 2) continue;
    parts.push(block.text.slice(last, m.index));
    last = m.index + 1;
    previous = n;
  }
  if (!parts.length) return [block.text];
  parts.push(block.text.slice(last));
  return parts.map((p) =>
    p
      .replace(/^\d{1,2}\)\s+/, '')
      .replace(/[,;]\s*$/, '')
      .trim(),
  );
}

type Token = { header: Header } | { block: Block };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let current: Block | null = null;
  let lastLetter: string | null = null;
  const push = (block: Block) => {
    current = block;
    tokens.push({ block });
  };
  const lines = normaliseCriteriaText(text).split('\n');
  // Legacy XML texts arrive with the first line trimmed and every other line indented by the same margin:
  // the first line gets that margin too.
  const first = lines.findIndex((l) => l.trim() !== '');
  const margin = Math.min(
    ...lines
      .slice(first + 1)
      .filter((l) => l.trim())
      .map((l) => l.search(/\S/)),
  );
  for (const [n, line] of lines.entries()) {
    const raw = n === first && Number.isFinite(margin) && line.search(/\S/) < margin ? ' '.repeat(margin) + line.trimStart() : line;
    const trimmed = raw.trim();
    if (!trimmed) {
      current = null;
      continue;
    }
    const header = parseHeader(trimmed);
    if (header) {
      tokens.push({ header });
      current = null;
      continue;
    }
    const inline = INLINE_HEADER.exec(trimmed.replace(BULLET, ''));
    if (inline) {
      tokens.push({ header: parseHeader(inline[1])! });
      push({ indent: raw.search(/\S/), marker: null, text: inline[2] });
      continue;
    }
    const { marker, rest, letter } = classify(trimmed, lastLetter);
    if (marker === 'letter') lastLetter = letter ?? null;
    if (marker === null && current !== null) {
      (current as Block).text += ' ' + rest;
      continue;
    }
    push({ indent: raw.search(/\S/), marker, letter, number: marker === 'number' ? Number(/\d+/.exec(trimmed)![0]) : undefined, text: rest });
  }
  return tokens;
}

function nestsUnder(block: Block, parent: Block): boolean {
  if (block.indent > parent.indent) return true;
  if (block.indent < parent.indent) return false;
  return (
    (parent.marker === 'number' && (block.marker === 'letter' || block.marker === 'roman')) ||
    (parent.marker === 'letter' && block.marker === 'roman')
  );
}

function isContextLine(block: Block, next: Token | undefined): boolean {
  if (block.marker !== null || !next) return false;
  if ('header' in next) return false;
  const words = block.text.split(/\s+/).length;
  const leadIn = /:$/.test(block.text);
  const heading = words <= 8 && !/[.;,]$/.test(block.text);
  return (leadIn || heading) && (next.block.marker !== null || (next.block.marker === null && /:$/.test(next.block.text) && words <= 8));
}

/**
 * A bulleted lead-in of legacy XML texts: a short line ending with ":" ("Excluded within 6 weeks of study entry:")
 * written as a bullet among the items of the previous lead-in, followed by a bullet at the same indentation (not by
 * sub-items).
 */
function isBulletLeadIn(block: Block, next: Token | undefined): boolean {
  if (block.marker !== 'bullet' || !/:$/.test(block.text) || block.text.split(/\s+/).length > 8) return false;
  return next !== undefined && 'block' in next && next.block.marker === 'bullet' && next.block.indent === block.indent;
}

/**
 * Splits eligibility text into inclusion items, exclusion items and notes.
 *
 * @param text `eligibilityCriteria` (markdown-ish, API v2) or a legacy criteria text; empty or null → empty lists.
 * @returns items in text order. Text before any header, or with no header at all, is inclusion; an
 *   "Eligibility Criteria:" header also starts inclusion. Lines starting "Note", "Definitions" or
 *   "Other protocol-defined …" at the top level are notes (a note ending with ":" also takes the list under it), and
 *   so is a lead-in ending with ":" or a lettered part title ("B. Angiogenic responses …") right before a header.
 *   Unmarked lead-in lines ending with ":" (or short headings) followed by a list become `context` of the items,
 *   and so does a short bulleted line ending with ":" among the items of such a lead-in (it replaces that lead-in
 *   when both start with the same word, else it is added under it).
 * Never throws.
 */
export function splitCriteria(text: string | null | undefined): SplitCriteria {
  const result: SplitCriteria = { inclusion: [], exclusion: [], notes: [] };
  if (!text) return result;
  const tokens = tokenize(text);
  let section: Item[] = result.inclusion;
  let headerContext: string[] = [];
  let context: string[] = [];
  let lastWasContext = false;
  let stack: Array<{ block: Block; item: Item }> = [];
  // A note ending with ":" takes the next block, and the whole list if that block is a list item.
  let noteIndent: number | null = null;
  let noteList: 'open' | boolean | null = null;

  tokens.forEach((token, i) => {
    if ('header' in token) {
      section = token.header.kind === 'exclusion' ? result.exclusion : result.inclusion;
      headerContext = token.header.label ? [token.header.label] : [];
      context = [];
      stack = [];
      noteList = null;
      return;
    }
    const block = token.block;
    if (noteList !== null && (noteList === 'open' || block.indent > noteIndent! || (noteList && block.marker !== null))) {
      result.notes.push(block.text);
      noteList = noteList === 'open' ? block.marker !== null : noteList;
      return;
    }
    noteList = null;
    while (stack.length && !nestsUnder(block, stack[stack.length - 1].block)) stack.pop();
    const next = tokens[i + 1];
    const beforeHeader = !stack.length && (!next || 'header' in next) && (/:$/.test(block.text) || block.marker === 'letter');
    if (!stack.length && (NOTE.test(block.text) || beforeHeader)) {
      result.notes.push(block.text);
      if (/:$/.test(block.text)) {
        noteIndent = block.indent;
        noteList = 'open';
      }
      return;
    }
    if (!stack.length && context.length && /:$/.test(context[context.length - 1]) && isBulletLeadIn(block, next)) {
      // "-  Excluded within 6 weeks of study entry:" among the items of "Excluded within 14 days of study entry:":
      // a lead-in for the items after it, replacing the lead-in it stands beside when both start alike, else under it
      // ("Allowed:" then "-  Acetaminophen:").
      const previous = context[context.length - 1];
      const sibling = previous.split(/\s+/, 1)[0].toLowerCase() === block.text.split(/\s+/, 1)[0].toLowerCase();
      context = sibling ? [...context.slice(0, -1), block.text] : [...context, block.text];
      lastWasContext = false;
      return;
    }
    if (!stack.length && isContextLine(block, tokens[i + 1])) {
      context = lastWasContext ? [...context, block.text] : [block.text];
      lastWasContext = true;
      return;
    }
    lastWasContext = false;
    const parts = splitInlineEnumeration(block);
    for (const part of parts) {
      const item: Item = { text: part, children: [], context: [...headerContext, ...context] };
      if (stack.length) stack[stack.length - 1].item.children.push(item);
      else section.push(item);
      if (parts.length === 1) stack.push({ block, item });
    }
  });
  return result;
}

/** The item's text with its sub-items below it, one per line, indented two spaces per level. */
export function itemFullText(item: Item, depth = 0): string {
  const own = '  '.repeat(depth) + item.text;
  return [own, ...item.children.map((c) => itemFullText(c, depth + 1))].join('\n');
}
