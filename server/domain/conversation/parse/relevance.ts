/**
 * Whether an answer without an answer word speaks of what its question asks about (the yes/no reader's "weak"
 * readings): "I take lisinopril for it" does, "I have a bit of heart trouble" to a question about weight-loss
 * medicines does not, "I don't even have a girlfriend" to a question about birth control does not. Medical terms in
 * the answer count with their plain-language meaning from the glossary (server/domain/language/lay.ts: "melanoma" is
 * a skin cancer, "UTI" a urinary tract infection). Pure.
 */

import type { Question } from '../../prescreenForm';
import { GLOSSARY } from '../../language/lay';
import { kindsNamed } from '../../language/everyday';

/** Words that never tie an answer to a question: pronouns, verbs of having and taking, fillers, time words. */
const NOT_TOPIC = new Set(
  'have having had been take takes taking took used using with some just also still really very much bit little lot lots about like that this there then than they them their what when which where will would could should does doing done going gone years year months month weeks week days ago before after once since every always never sometimes think know because only well good fine okay yeah last next first past'.split(
    ' ',
  ),
);
const stemOf = (w: string) =>
  w
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:es|s|ing|ed)$/, '')
    .replace(/(?<=\p{L}{4})er$/u, '');
/** Two words of one family: the same stem, or a shared start of 6 letters or more ("diabetic" and "diabetes"). */
const sameFamily = (a: string, b: string) => {
  if (a === b) return true;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 6;
};
/** Words that point back at the question's subject ("I take lisinopril for it", "I've had one of those"). */
const POINTS_BACK = /\b(?:it|that|them|those|these|this|one)\b/;

/**
 * Whether an answer speaks of what the question asks about: it names nothing ("I do", "I have, every day": the
 * question's own verb said back), it points back at the question's subject ("I take lisinopril for it"), or a word
 * of 4 letters or more it names (not a filler or a verb of having) is of one family with a word of the question's
 * wording or its answer key ("I'm diabetic" — "condition:type 2 diabetes").
 */
export function speaksOf(question: Question, normalised: string): boolean {
  const words = normalised.split(/[^\p{L}\p{N}]+/u);
  const named = words.filter((w) => w.length >= 4 && !NOT_TOPIC.has(w));
  if (named.length === 0 || POINTS_BACK.test(normalised)) return true;
  return namesQuestionWord(question, [...named, ...meaningWords(normalised)]) || namesShortWord(question, words) || namesAnApp(question, normalised);
}

/**
 * Whether a message names what the question asks about by one of its own words, a glossary meaning or an everyday
 * name ("an antibiotic ointment" names "…creams, ointments or lotions…"); unlike `speaksOf`, a message that names
 * nothing or only points back does not.
 */
export function namesTopicOf(question: Question, normalised: string): boolean {
  const named = normalised.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4 && !NOT_TOPIC.has(w));
  return namesQuestionWord(question, [...named, ...meaningWords(normalised)]) || namesAnApp(question, normalised);
}

/** Apps people name by name, and the devices they run on ("Facebook", "the weather app", "my iPhone"). */
const APPS =
  /\b(?:facebook|messenger|whatsapp|instagram|tiktok|youtube|facetime|zoom|skype|snapchat|wechat|line|viber|telegram|gmail|email|e-mail|weather|solitaire|candy crush|games?|maps|uber|lyft|banking|bank app|pharmacy|spotify|netflix|kindle|calendar|kakao(?:talk)?|naver|alipay|weibo|douyin|grab|shopee|gojek|zalo|venmo|paypal|zelle|cash ?app|amazon|google|waze|pinterest|twitter|reddit|duolingo|wordle|fitbit|myfitnesspal|strava|mychart|patient portal|teams|outlook|doordash|instacart|words with friends|audible|podcasts?|pandora)\b/;
const DEVICES = /\b(?:phone|smartphone|cell ?phone|mobile|iphone|android|ipad|tablet)\b/;

/** Whether a question about apps or a phone is answered by naming an app or a device. */
function namesAnApp(question: Question, normalised: string): boolean {
  return /\bapps?\b|\bsmartphone\b|\bmobile\b/i.test(question.text) && (APPS.test(normalised) || DEVICES.test(normalised));
}

/**
 * A phone that runs no apps, or none at all: "I have a flip phone", "my phone doesn't do apps", "no smartphone", "I
 * don't have a smartphone". Said to a question about using apps or a smartphone, it is a no.
 */
const NO_APPS =
  /\b(?:flip ?phone|dumb ?phone|basic (?:mobile|phone|cell ?phone)|old[- ](?:style|fashioned) (?:mobile|phone|cell ?phone)|landline|no (?:smart ?phone|apps?|mobile)|(?:don'?t|do not|dont|doesn'?t|does not|doesnt|never) (?:have|own|use|do|run|got|get|download) (?:a |any )?(?:smart ?phone|apps?)|(?:can'?t|cannot|can not) (?:do|run|get|download|have) (?:any )?apps?)\b/;

/** Whether a message to a question about apps or a smartphone says the visitor has no phone that runs them (and names no app). */
export function deniesApps(question: Question, normalised: string): boolean {
  return /\bapps?\b|\bsmartphone\b/i.test(question.text) && NO_APPS.test(normalised) && !APPS.test(normalised);
}

/** Short words the question uses ("app", "UTI", "HIV"), not function words. */
const shortWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map((w) => w.replace(/s$/, ''))
    .filter((w) => w.length === 3 && !NOT_A_KIND.has(w) && !NOT_TOPIC.has(w));

/** Whether the answer says one of the question's short words again ("the weather app" to "…one mobile App?"). */
function namesShortWord(question: Question, words: string[]): boolean {
  const own = new Set(shortWords(question.text));
  return shortWords(words.join(' ')).some((w) => own.has(w));
}

/** Whether one of `words` is of one family with a word (4 letters or more) of the question's wording or answer key. */
function namesQuestionWord(question: Question, words: string[]): boolean {
  const stems = [
    ...new Set(
      `${question.text} ${[question.answerKey, ...(question.aliasKeys ?? [])].join(' ')}`
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 4)
        .map(stemOf),
    ),
  ];
  return words.some((w) => stems.some((o) => sameFamily(stemOf(w), o)));
}

/** Small words that name nothing after a negation ("I don't even have a …"). */
const SMALL_WORDS = new Set(
  'a an the of to in on at my me it is am are be do did has was were will can so up or and for any even ever yet too one'.split(' '),
);
/** The last negation of a message (not, never, no, none, nobody, n't …). */
const LAST_NEGATION =
  /(?:\b(?:not|never|no|none|nothing|nobody|no longer|anymore|nunca|cannot|dont|didnt|havent|wasnt|doesnt)\b|n't\b)(?![\s\S]*(?:\b(?:not|never|no|none|nothing|nobody|anymore|nunca|cannot|dont|didnt|havent|wasnt|doesnt)\b|n't\b))/;

/**
 * Whether a no read from a negation in the middle of a message (no answer word) speaks of what the question asks
 * about: the words after its last negation name nothing ("my husband does but I don't"), point back ("I don't take
 * it"), or name a word of the question's family ("I have no history of cancer"). "I don't even have a gf" to a
 * question about birth control names something else: not an answer.
 */
export function negationSpeaksOf(question: Question, normalised: string): boolean {
  const m = LAST_NEGATION.exec(normalised);
  if (!m) return true;
  const after = normalised.slice(m.index + m[0].length);
  if (POINTS_BACK.test(after)) return true;
  const named = after.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2 && !NOT_TOPIC.has(w) && !SMALL_WORDS.has(w));
  return named.length === 0 || namesQuestionWord(question, [...named, ...meaningWords(after)]);
}

/** Words of a plain-language meaning too general to tie an answer to a question ("a type of skin cancer"). */
const GENERIC = new Set(
  'type types kind kinds form forms sort part parts area areas problem problems condition conditions disease diseases illness body people person used treat treatment that which with from caused cause causes when where'.split(
    ' ',
  ),
);

/**
 * Abbreviations the glossary writes in capitals that are everyday English words in small letters ("ALL", acute
 * lymphoblastic leukaemia, is "at all"; "ART", "PAD"): a message is read in small letters, so these are never looked up.
 */
const ABBREVIATIONS_AS_WORDS = new Set(['ALL', 'ART', 'PAD', 'ACT', 'AIDS', 'CAT', 'PET', 'MAD', 'CAN', 'MAN', 'BED', 'ARM', 'AGE']);

let glossaryForms: Array<{ re: RegExp; words: string[]; head: string }> | null = null;

/**
 * The words (4 letters or more, not general ones) of the plain-language meanings of the glossary terms `normalised`
 * names: "had a melanoma" → skin, cancer; "for a uti" → urinary, tract, infection, bladder, kidneys, urine, tube.
 */
function glossed(normalised: string): string[] {
  glossaryForms ??= GLOSSARY.flatMap((e) =>
    e.forms
      .filter((f) => !ABBREVIATIONS_AS_WORDS.has(f))
      .map((f) => ({
        re: new RegExp(`(?<![\\p{L}\\p{N}-])(?:${f})(?![\\p{L}\\p{N}-])`, 'iu'),
        words: e.lay
          .replace('{}', '')
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length >= 4 && !GENERIC.has(w) && !NOT_TOPIC.has(w)),
        // the plain name the meaning opens with ("urinary tract infection" of "UTI")
        head: e.lay.replace('{}', '').split('(')[0].trim().toLowerCase(),
      })),
  );
  return glossaryForms.filter((g) => g.re.test(normalised)).flatMap((g) => g.words);
}

/** What a message's terms and names mean: the glossary's plain words and the kinds of the everyday names it uses. */
export const meaningWords = (normalised: string) => [...glossed(normalised), ...kindsNamed(normalised)];

/**
 * Whether a message names, by its everyday name, a thing of the kind the question asks about ("Macrobid" to a
 * question about antibiotics, "KakaoTalk, YouTube" to one about apps), so a message with no answer word and no
 * sentence around the name ("KakaoTalk, YouTube", "a few, mostly banking and instagram") says the visitor has one.
 */
export function namesAThingOf(question: Question, normalised: string): boolean {
  return namesAnApp(question, normalised) || namesQuestionWord(question, kindsNamed(normalised));
}

/**
 * The words of the plain meanings of the terms a question names, by the term or by the plain name ("urinary tract
 * infection" → bladder, kidneys, urine, tube): kinds the question's own term covers.
 */
function glossedQuestion(text: string): string[] {
  const lower = text.toLowerCase();
  glossed(lower);
  return glossaryForms!.filter((g) => g.re.test(lower) || (g.head.length >= 8 && lower.includes(g.head))).flatMap((g) => g.words);
}

/**
 * Words before a named thing that only say how much, when or whose, or that are not modifiers at all (articles,
 * pronouns, auxiliaries, prepositions, verbs of having): never a kind ("a bad cold", "can read", "I have diabetes").
 */
const NOT_A_KIND = new Set(
  `a an the my her his their your our its some any no bad mild severe little small big old new slight minor major early late real bit of one this
  that these those to and or but for in on at by from with without about into after before as if than so very really just also still ever
  never not be is am are was were been being do does did can could would will should shall may might must have has had having get got gets
  take takes took taking use uses used using i you he she we they me him them it what which who tengo tiene tuve`.split(/\s+/),
);

/**
 * Whether a yes names another kind of the thing the question asks about: the question names its kinds ("bladder,
 * colon or cervical cancer", "type 2 diabetes") and the answer puts a kind the question does not name before the same
 * word ("skin cancer", "type 1 diabetes"). Such a yes is checked, never stored: only the kinds the question names
 * count. A question that names the thing alone ("Has a doctor ever told you that you have cancer?") takes any kind.
 * After a plain "yes" (`saidYes`) only a kind that is surely another is checked: "pre-" or a different number.
 */
export function namesAnotherKind(question: Question, normalised: string, saidYes = false): boolean {
  const qWords = question.text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const aWords = normalised.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const qStems = new Set([...qWords, ...glossedQuestion(question.text)].map(stemOf));
  for (let i = 1; i < aWords.length; i++) {
    const head = aWords[i];
    if (head.length < 4 || NOT_TOPIC.has(head)) continue;
    const at = qWords.findIndex((w) => w.length >= 4 && sameFamily(stemOf(head), stemOf(w)));
    if (at <= 0) continue;
    const kind = aWords[i - 1];
    // "I have 2 warts": a number before the thing counts it; only "type 2" names a kind by a number
    if (/^\d+$/.test(kind) && aWords[i - 2] !== 'type') continue;
    const asked = qWords[at - 1];
    // "creams, ointments or lotions" lists things: the word before a listed one is another item, not its kind
    if (new RegExp(`(?:[,/]|\\bor|\\band)\\s*${qWords[at]}\\b`).test(question.text.toLowerCase())) continue;
    // the question names a kind before the word ("cervical cancer", "2 diabetes"), the answer another one
    const isKind = (w: string) => !NOT_A_KIND.has(w) && !NOT_TOPIC.has(w) && (/^\d+$/.test(w) || w.length >= 3);
    // after a plain "yes" only a kind that is surely another counts: "pre-" ("pre-diabetic") or another number ("type 1")
    const surelyAnother = !saidYes || kind === 'pre' || kind === 'borderline' || /^\d+$/.test(kind);
    // a kind the question names by another word ("rectal" cancer to "colon/anal" cancer) is one of its kinds
    const sameKind = qStems.has(stemOf(kind)) || qWords.includes(kind) || kindsNamed(kind).some((w) => qStems.has(stemOf(w)));
    if (surelyAnother && isKind(asked) && isKind(kind) && !sameKind) return true;
  }
  return false;
}

/**
 * A clause that points at what the question lists or the part of the body it asks about: "never any of those", "none
 * of them", "not the ones you list", "nothing down there", "nothing like that".
 */
const THE_ONES_ASKED =
  /\b(?:any|none|one) of (?:those|these|them|that|the ones?(?: (?:listed|you (?:list|mention)(?:ed)?))?)\b|\bnot (?:those|these|them|the ones)\b|\bnothing (?:down |in )?there\b|\bnothing like (?:that|those|it)\b/;

/** A negation at the start of a clause or inside it ("no diabetes", "but not to any creams", "never any cancer"). */
const CLAUSE_NEGATION = /(?:^|\s)(?:no|not|never|nothing|none)\b|n't\b/;

/**
 * Whether exactly one clause of a message speaks of what the question asks about, and negates it, while every other
 * clause speaks of something else: "I'm allergic to penicillin but not to any creams" to a question about creams,
 * "I had a hysterectomy in 1998, but never any cancer" to a question about cancer; or a clause that says no to the
 * question's list ("but never any of those") while the others name another kind than the ones asked ("I had skin
 * cancer on my nose"). Clauses are split at commas, full stops, semicolons and "but".
 */
export function negatedTopicClause(question: Question, normalised: string): boolean {
  const clauses = normalised
    .split(/[,.;!?]|\bbut\b/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (clauses.length < 2) return false;
  const about = clauses.filter((c) => {
    const words = c.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4 && !NOT_TOPIC.has(w));
    return (
      namesQuestionWord(question, [...words, ...meaningWords(c)]) ||
      namesShortWord(question, c.split(/\s+/)) ||
      namesAnApp(question, c) ||
      THE_ONES_ASKED.test(c)
    );
  });
  // a negation of a negation ("I don't not use apps") says no no
  const saysNo = (c: string) =>
    CLAUSE_NEGATION.test(c) && !/\b(?:not sure|no idea|don'?t know)\b/.test(c) && !/(?:n't|\bnot|\bnever)\s+not\b/.test(c);
  const no = about.filter(saysNo);
  // the other clauses about it name another kind than the ones asked ("I had skin cancer on my nose, but never any of
  // those", "I had thyroid cancer 2015. Not bladder, not colon, not cervix.")
  const deniesTheList = no.some((c) => THE_ONES_ASKED.test(c)) || no.length >= 2;
  return no.length >= 1 && about.every((c) => no.includes(c) || (deniesTheList && namesAnotherKind(question, c)));
}
