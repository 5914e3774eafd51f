/**
 * `parseAnswer`: deterministic understanding of a visitor's free-text answer to one prescreen question. No model, no clock (the caller passes `now`), no randomness: the same question, text and
 * options always give the same result. The value is a form response as `answersFromForm`
 * (server/domain/prescreenForm/answers.ts) reads it.
 */

import type { Question } from '../../prescreenForm';
import { choiceExample, readChoice } from './choice';
import { DATE_EXAMPLE, DURATION_EXAMPLE, readDate, readDuration, type CandidateFacts } from './dates';
import { numberExample, readNumber } from './numbers';
export { WEIGHT_UNIT_REASON } from './numbers';
import { isUnsure, normalise } from './text';
import { askedQualifier } from './qualifiers';
import { asksWhatItMeans, interpretYesNo, SAYS_MALE } from './yesNo';
import { saysYesByMention } from './mentions';
import { deniesApps, namesAnotherKind, namesAThingOf, negatedTopicClause, negationSpeaksOf, speaksOf } from './relevance';

export { namesTopicOf, speaksOf } from './relevance';

/** Answer keys of questions a male visitor answers "no" by saying he is male (eligibility PREGNANCY_KEYS). */
const MALE_ONLY_NO = new Set(['pregnant', 'breastfeeding', 'planningPregnancy']);

export type { CandidateFacts } from './dates';
export { normalise } from './text';
export {
  agreesReluctantly,
  agreesToWillingness,
  DEFERS,
  asksWhatItMeans,
  interpretYesNo,
  mendTypo,
  readYesNo,
  type YesNoInterpretation,
  type YesNoReading,
} from './yesNo';

/** "N/A", "not applicable", "doesn't apply (to me)" as the whole answer to a yes/no question. */
const NOT_APPLICABLE = /^(?:n\/a|na|not applicable|(?:it |that )?does(?:n'?t| not) apply(?: to me)?|(?:it'?s |that'?s )?not relevant(?: to me)?)$/;
/** A lone thumbs up (or OK hand, check mark) or thumbs down (or cross) emoji, any skin tone. */
const THUMBS = /^(?:(👍|👌|✅|✔️?)|👎|❌)(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)*$/u;

/** The yes or no of a message that is a lone thumbs up / down emoji (`THUMBS`), else null. */
export function thumbOf(normalised: string): 'yes' | 'no' | null {
  const m = THUMBS.exec(normalised);
  return m ? (m[1] ? 'yes' : 'no') : null;
}

/** Options of `parseAnswer`: `now` (dates are relative to its UTC day) and what the verified record says. */
export interface ParseOptions {
  now: Date;
  candidate?: CandidateFacts;
  /**
   * Read only what the visitor says of themselves, never a value said of a relative ("my husband is 6 foot 2"): for
   * values offered before their question comes, where the visitor has not said whom they answer for.
   */
  ownOnly?: boolean;
}

/**
 * The form response for the question, and how it was understood, in words, for the confirmation and the transcript
 * ("178 cm", "March 2021", "not sure"). The value is:
 * - yes/no: `'yes' | 'no' | 'unsure'` (`hedged` when "I think so"-like words were read as unsure);
 * - number: a number in the question's unit (years, months, cm, in, kg, lb, %, mmHg…) or `{ value, unit }` for a
 *   lab value in another unit, or a weight or height written in the other system than the question's (./numbers.ts);
 * - date: `YYYY-MM-DD` or `YYYY-MM`; duration: `{ value: days, unit: 'days' }`;
 * - choice: the chosen `Choice.value`; text: the trimmed text;
 * - any type: `'unsure'` for "not sure", "don't know", "skip"… (the form treats it as not answered).
 */
export interface ParsedAnswer {
  ok: true;
  value: unknown;
  normalized: string;
  hedged?: boolean;
  /** For a hedged yes/no ("I don't think so"), the side it leans to; the value stays `'unsure'`. */
  lean?: 'yes' | 'no';
}

/**
 * Not understood: why (for the visitor, one sentence), an example answer to show on the re-ask, and, when it was
 * more than an answer the parser could not read ("purple" to a yes/no question, "tall" to a height: no `kind`), what
 * kind of message it was:
 * - `'not_understood'`: the visitor asks what the question means ("what is that?", "I don't understand"); the
 *   reason says the question will be put another way;
 * - `'conflicting'`: a yes and a no at once ("yes I mean no"); the reason asks which one;
 * - `'counts'`: the visitor tells what they have and asks whether it counts ("I take kampo for my belly fat, does it
 *   count?"), with no answer word of their own; the reason says what counts, and the dialogue notes a second such
 *   message as not sure, for the site to check.
 */
export interface UnreadAnswer {
  ok: false;
  reason: string;
  example: string;
  kind?: UnreadKind;
}

/** Why an answer was not read, when it is more than "no answer in it": see `UnreadAnswer`. */
export type UnreadKind = 'not_understood' | 'conflicting' | 'counts';

/** The reason given when the visitor asks what a yes/no question means. */
export const NOT_UNDERSTOOD_REASON = 'No problem, let me put that another way.';
/** A question about now ("Are you currently using…", "Do you still…", "at the moment"). */
const NOW_QUESTION = /\b(?:currently|at present|presently|right now|now|at the moment|these days|still)\b/;
/** A message that ends by saying it is over: "…, but not anymore", "… but I stopped in May", "…, no longer". */
const NO_LONGER =
  /(?:^|,|;|\bbut|\band|\bso)\s+(?:(?:i|she|he|they|it)\s+)?(?:(?:do|does|am|is|are|have|has)\s*(?:n'?t|not)\s+(?:(?:\w+\s+){0,3})?(?:any ?more|now|these days)|not (?:any ?more|now|currently|these days|at the moment)|no longer(?:\s+\w+){0,3}|stopped(?:\s+\w+){0,4})[.!]*$/;
/**
 * "…but I'm not going now", "she isn't taking it at the moment", "…2 years ago, not now, and…": a clause that says it
 * does not go on now.
 */
const NOT_NOW =
  /(?:^|,|;|\bbut)\s*not (?:now|currently|anymore|any more)\s*(?:,|;|$)|\b(?:i'?m|i am|im|she'?s|he'?s|she is|he is)\s+not\s+(?:\w+\s+){0,2}(?:now|any ?more|at the moment|currently|these days)\b|\b(?:isn'?t|aren'?t)\s+(?:\w+\s+){0,2}(?:now|any ?more|at the moment)\b/;

/** A question about something booked or planned ("Are you scheduled to undergo…", "Are you planning surgery…"). */
const SCHEDULED_QUESTION = /\b(?:scheduled|planning|planned|booked|arranged|due to have)\b/;
/** Nothing is booked: "nothing is booked now", "I don't have anything booked", "no appointment yet", "not scheduled". */
const NOTHING_BOOKED =
  /\b(?:nothing(?:'s| is| has been| was)?|not(?: yet)?|haven'?t(?: been)?|don'?t have anything|no(?:thing)? (?:date|appointment)s?)(?: \w+){0,2} (?:booked|scheduled|arranged|planned|decided)\b|\bno (?:more |next |further |new )?(?:date|appointment)s?(?: \w+)?(?: yet)?\b|\bnot (?:make|made|making) (?:an? )?appointment\b/;

/** The visitor has not made up their mind: "I haven't decided", "undecided". */
const UNDECIDED_PLAN = /\b(?:haven'?t|have not|not yet|not) decided\b|\bundecided\b/;

/** A question whether the visitor is willing to give something up ("willing to forego other treatment…"). */
const FOREGO_QUESTION = /\b(?:un)?willing\b.*\b(?:forego|forgo|stop|give up|pause|come off)\b/;
/** A question to forgo treatment that leaves medicines out: "other treatment outside of medications". */
const EXEMPTS_MEDICINES =
  /\b(?:outside of|other than|except(?: for)?|apart from|besides|beyond) (?:prescribed |your |their )?(?:medications?|medicines?|drugs)\b/;
/** Said when the visitor would keep only medicines, which the question leaves out: what it does ask. */
const MEDICINES_KEPT_REASON =
  'Your medicines are fine to keep taking: the question is about other treatment. Would you be willing to go without other treatment for the study period?';
/** Nothing else to give up: "I'm not having any other treatment", "no other treatment for my bladder". */
const NOTHING_TO_FORGO =
  /\b(?:not|never) (?:having|doing|getting|taking|receiving|on) (?:any )?(?:other )?(?:treatments?|therap(?:y|ies))\b|\bno other (?:treatments?|therap(?:y|ies))\b|\b(?:don'?t|do not) (?:have|do|get) any (?:other )?(?:treatments?|therap(?:y|ies))\b/;
/** A guess how long something will go on, said last: ", probably until he's one", ", maybe till the summer". */
const FUTURE_GUESS = /,?\s+(?:probably|maybe|perhaps|hopefully|likely)\s+(?:until|till|for (?:another|a few more|a couple more))\b[^.;!?]*[.!]*$/;
/** Treatment other than medicines: "physical therapy", "physio", "acupuncture", "a device". */
const OTHER_TREATMENT_WORDS = /\b(?:therap\w*|physio\w*|pt|treatments?|acupuncture|exercises?|devices?|injections?|surgery|stimulation)\b/;
/** Medicines named by their class or their form: "a tablet for my blood pressure", "my meds". */
const MEDICINE_WORDS = /\b(?:tablets?|pills?|medicines?|medications?|meds|drugs?|prescriptions?|inhalers?|insulin)\b/;
/** Unwilling to give it up: "I wouldn't want to stop that", "I won't give it up", "not willing to stop", "I'd rather not stop". */
const UNWILLING_TO_STOP =
  /\bi'?d rather not (?:stop|give (?:it |that |them )?up|quit|pause)\b|\bi (?:really |honestly |just |truly )?(?:wouldn'?t|would not|don'?t|do not|won'?t|will not|dont|wouldnt|wont) (?:really )?(?:want|like|be willing|be able) to (?:stop|give (?:it |that |them )?up|quit|pause|lose)\b|\bi (?:won'?t|wont|can'?t|cant|cannot|can not|couldn'?t|could not) (?:stop|give (?:it |that |them )?up|quit)\b|\bnot (?:willing|ready|prepared|going) to (?:stop|give (?:it |that |them )?up|quit)\b/;

/** Willing to stop something: "I'd be willing to pause it", "happy to stop", "I could skip it for 8 weeks". */
const WILLING_TO_STOP =
  /(?<!\bnot |n'?t |\bnever )\b(?:willing|happy|ok(?:ay)?|fine|able|prepared|ready|glad) to (?:pause|stop|skip|give (?:it |that |them )?up|hold off|put (?:it|that|them) on hold|take a break)\b|\bi(?: could|'d| would| can| will|'ll)(?: be)? (?:(?!not\b|never\b)\w+ )?(?:pause|stop|skip|give (?:it |that |them )?up|hold off|put (?:it|that|them) on hold|take a break)\b/;

/** Not doing it now: "never", "not in PFPT", "no PFPT currently", "not now", "I don't do that". */
const NOT_DOING =
  /\b(?:never|not doing|don'?t do|haven'?t|not now|not in|not currently|not at the moment|not right now)\b|\bno [\w-]+ (?:currently|now|at the moment|right now)\b/;

/** Willing after all: "…but I could if needed", "…though I would if I had to". */
const BUT_COULD = /\b(?:but|though|if)\b[^.]*\b(?:could|can|would|will)\b/;

/** A question whether the visitor can speak, read, write or understand something. */
const ABILITY_QUESTION = /\b(?:speak|speaking|read|write|understand|able to)\b/;
/** Partly able: "a little", "some", "not very well", "so-so" (as the answer's opening). */
const PARTLY_ABLE =
  /^(?:(?:only|just|um+|well|hmm+)[,\s]+)?(?:a (?:little|bit)(?: bit)?|little|some|somewhat|so-so|not (?:very |so |too )?(?:well|good|much|fluent(?:ly)?))(?![\w'])/;

/** A date or appointment booked: "got an appt on the 3rd", "booked in for next month", "scheduled for May". */
const BOOKED =
  /\b(?:got|have|has|had|made|booked) (?:an? |my |the |her |his )?(?:appt|appointment|date|slot)\b|\b(?:booked|scheduled) (?:in )?(?:for|on) (?:the |next |this )?\w+|\bappt (?:on|for|next)\b/;
/** Treatments as people name them (freezing, burning, laser, surgery, physio…): a booking said of one is of a treatment. */
const TREATMENT_WORDS =
  /\b(?:freez\w*|froze\w*|cryo\w*|liquid nitrogen|burn(?:ed|ing|t)? (?:it|them|off)|laser\w*|surgery|operation|remov\w*|physio\w*|therapy|chemo\w*|injections?)\b/;

/**
 * Something under way though not booked ("on a waiting list", "referred", "going to have", "except the one next
 * month"): not a no, whatever is said not booked.
 */
const UNDER_WAY =
  /\b(?:except|apart from|other than|waiting list|wait list|referred|referral|going to have|will have|plan(?:ning)? to|supposed to)\b/;
/** Something only talked about ("my GP mentioned freezing them", "talking about maybe doing a repair"). */
const TALKED_ABOUT = /\b(?:maybe|talking about|talked about|floated|considering|might|possibl[ey]|mentioned|brought up|at some point|someday)\b/;

/**
 * What "nothing … <word>" denies: a booking ("nothing's booked", "no date yet"), a plan ("nothing is planned") or a
 * decision ("nothing is decided"). A talked-about treatment with its booking denied answers a question about what is
 * scheduled, and with its plan denied one about what is planned; a decision denied answers neither.
 */
function deniedKind(t: string): 'booking' | 'plan' | 'decision' {
  const word = /\b(booked|scheduled|arranged|planned|decided)\b/.exec(NOTHING_BOOKED.exec(t)?.[0] ?? '')?.[1];
  return word === 'planned' ? 'plan' : word === 'decided' ? 'decision' : 'booking';
}

/** "She just finished antibiotics last week", "I finish the cipro yesterday", "it's been out since" (a catheter): it is over. */
const FINISHED =
  /(?<!\bto )\b(?:finished|finish(?=\b.*\b(?:yesterday|last (?:week|month|night)|ago|already)\b)|stopped|completed|came off|quit|got off|done with)\b|\b(?:been|was|got|came|taken|is) (?:out|removed|taken out)\b/;
/** Words that say it still goes on ("still taking", "right now", "3 more days"). */
const STILL = /\b(?:still|currently|right now|at the moment|more days?|until|till|starting|start(?:ed)?)\b/;
/** Hedge words that keep "but not anymore" from deciding ("I think I stopped"). */
const HEDGED = /\b(?:i think|i guess|maybe|probably|not sure|i believe)\b/;

/**
 * The visitor asks whether what they had is what the question names ("does that count?", "does a c section count?", "is
 * that the same?").
 */
const ASKS_IF_IT_COUNTS =
  /\b(?:does|would|will|do|could) (?:that|this|it|those|these|they|mine|hers|his) (?:still )?count\b|\b(?:does|would|do) (?:a |an |my |her |his |the )?[\w-]+(?: [\w-]+){0,3} (?:still )?count\b|\bnot sure (?:if|whether) (?:that|this|it) counts?\b|\bif (?:that|this|it|those|they) counts?\b|\bis (?:that|this|it) (?:the same(?: thing)?(?!(?: \w+)? as\b|(?: [\w-]+)? for (?:everyone|everybody|all)\b)|included|one of (?:those|them|these)(?!(?: \w+){1,2} (?:like|such as)\b| (?:injections?|shots?|jabs?|pills?|tablets?|creams?|ointments?|apps?|drugs?|medicines?|studies|trials)\b))\b|\b(?:does|would|will) (?:that|this|it) (?:apply|matter|mess (?:it|things|that) up|affect (?:it|that|things|anything)|rule me out|disqualify me)\b/;

/** An acknowledgment as a sentence of its own, before the answer: "Oh I see.", "Ah, got it!", "Thanks. …". */
const ACKNOWLEDGED_FIRST =
  /^\s*(?:(?:oh|ah+|aha|ok(?:ay)?|i see|got it|understood|thanks|thank you|that makes sense|makes sense|right|alright|all right)[,\s]*)+[.!]+\s+(?=\S)/i;

/** The person the visitor answers for gives the answer word: "He says no.", "my mom said yes". */
const PROXY_SAYS =
  /^(?:he|she|they|my (?:mom|mum|mother|dad|father|son|daughter|husband|wife|partner))\s+(?:says?|said)[,:]?\s+(?=(?:yes|yeah|yep|no|nope)\b)/i;

/** The visitor doubts what they have is the thing asked about: "I don't know if is warts", "not sure if they're warts". */
const DOUBTS_WHAT_IT_IS =
  /\b(?:(?:i )?(?:don'?t|do not|dont) know|not sure|no idea|unsure) (?:if|whether) (?:it'?s|it is|is|they'?re|they are|these are|those are|that'?s|that is|this is|it was|they were)\b/;

/** The visitor says they do not know whether theirs counts: "I don't know if that counts", "not sure whether it counts". */
const DOUBTS_IT_COUNTS = /\b(?:(?:i )?(?:don'?t|do not|dont) know|not sure|no idea|unsure) (?:if|whether)\b[^.?!]*\bcounts?\b/;

/** An answer word opening a text, after fillers ("no, c-section was…", "yes I guess", "yeahhh currently on…"). */
const OPENING_ANSWER =
  /^(?:(?:well|oh|um+|so|ok(?:ay)?|lol|hmm+)[,\s]+)*(?:y(?:es|eah+|ep|up|a|h)|sure|no|nope|nah|not sure|not really|definitely|of course|ofc)\b/;

/**
 * Whether a normalised message asks if what the visitor has is what the question names ("does that count?", "if that
 * counts", "does that mess it up?", "is it the same thing?").
 */
export function asksIfItCounts(normalised: string): boolean {
  return ASKS_IF_IT_COUNTS.test(normalised);
}
/** The reason given when the visitor asks whether theirs counts: the question's own words decide, or the site does. */
export const COUNTS_REASON =
  'Good question. Only what the question names counts. If yours is not one of those, the answer is no; if you\'re not sure, say "not sure" and the study team will check.';

/** The reason given when a yes names another kind than the ones the question asks about. */
export const ANOTHER_KIND_REASON =
  'Just to check: only the kinds the question names count. Is yours one of them? If you are not sure, say "not sure" and the study team will check.';

/** The reason given when a yes/no answer says yes and no at once. */
export const CONFLICTING_REASON = 'Just to check: is that a yes or a no?';

/** The result of `parseAnswer`. */
export type ParseResult = ParsedAnswer | UnreadAnswer;

/** The example shown on a re-ask of this question ("For example: 5'10\" or 178 cm"). */
export function exampleFor(question: Question): string {
  switch (question.answerType) {
    case 'yes_no_unsure':
      return 'For example: yes, no or not sure';
    case 'number':
      return numberExample(question.unit, question.answerKey);
    case 'date':
      return DATE_EXAMPLE;
    case 'duration':
      return DURATION_EXAMPLE;
    case 'choice':
      return choiceExample(question.choices ?? []);
    case 'text':
      return 'Just type your answer in your own words.';
  }
}

/**
 * Reads a visitor's answer to `question` from free text (rules per type in ./yesNo.ts, ./numbers.ts, ./dates.ts,
 * ./choice.ts). "Not sure" phrasings are accepted for every type as `'unsure'`. Empty text is never understood.
 */
export function parseAnswer(question: Question, typed: string, options: ParseOptions): ParseResult {
  // "Oh I see. Yes, I can manage without anything else": a sentence that only acknowledges the chat's last words is no
  // part of the answer after it
  // "He says no. He uses moisturising cream…": the person answered for gives the answer word
  const text = typed.replace(ACKNOWLEDGED_FIRST, '').replace(PROXY_SAYS, '') || typed;
  const t = normalise(text);
  const fail = (reason: string, kind?: UnreadKind): UnreadAnswer => ({ ok: false, reason, example: exampleFor(question), ...(kind ? { kind } : {}) });
  // a lone "?" asks what the question means (normalise drops it as closing punctuation)
  if (!t) return /^\s*[?¿]+\s*$/.test(text) ? fail(NOT_UNDERSTOOD_REASON, 'not_understood') : fail("I didn't get an answer.");
  if (question.answerType === 'text') return { ok: true, value: text.trim(), normalized: text.trim() };
  if (question.answerType === 'yes_no_unsure') {
    // "N/A", "doesn't apply to me": the thing asked about is not the visitor's, a no; a thumbs up or down is a yes or no
    if (NOT_APPLICABLE.test(t)) return { ok: true, value: 'no', normalized: 'no' };
    const thumb = thumbOf(t);
    if (thumb) return { ok: true, value: thumb, normalized: thumb };
    if (
      MALE_ONLY_NO.has(question.answerKey) &&
      SAYS_MALE.test(
        t
          .replace(/^(?:(?:no|well|um+|oh|lol|lmao|lmfao|haha|bruh|bro|nah|still)[,\s]+)+/, '')
          .replace(/(?:[\s,.!]+(?:lol|lmao|lmfao|haha+))+[.!]*$/, ''),
      )
    )
      return { ok: true, value: 'no', normalized: 'no' };
    // "I had one for a week after my knee surgery, but not anymore" to a question about now ("Are you currently…?",
    // "Are you breastfeeding?"): a no
    if (
      (NOW_QUESTION.test(normalise(question.text)) ||
        /^(?:are|is) (?:you|she|he) (?!(?:willing|going|planning|hoping|trying|thinking|wanting|expecting|intending)\b)\w+ing\b/.test(
          normalise(question.text),
        )) &&
      (NO_LONGER.test(t) || NOT_NOW.test(t) || (FINISHED.test(t) && !STILL.test(t))) &&
      !HEDGED.test(t) &&
      // "…or unwilling to forego it?": not now, but unwilling to stop, is a yes to the other half
      !UNWILLING_TO_STOP.test(t)
    )
      return { ok: true, value: 'no', normalized: 'no — not now' };
    // "nothing is booked", "no appointment yet" to a question about something scheduled or planned: a no
    const asked = normalise(question.text);
    // "the gp is gonna freeze it off next month, got an appt on the 3rd": a treatment booked — a yes to "scheduled…?"
    if (
      SCHEDULED_QUESTION.test(asked) &&
      !NOTHING_BOOKED.test(t) &&
      BOOKED.test(t) &&
      !/\b(?:not|never|no)\b|n't\b/.test(t) &&
      (speaksOf(question, t) || TREATMENT_WORDS.test(t))
    )
      return { ok: true, value: 'yes', normalized: 'yes — booked' };
    if (SCHEDULED_QUESTION.test(asked) && NOTHING_BOOKED.test(t)) {
      // "my GP mentioned freezing them off at some point but nothing's booked" to "are you scheduled…?": a no; "…but
      // nothing is decided", "on the waiting list, no date yet": not settled — not sure
      const denied = deniedKind(t);
      const answers = denied === (/\bplann?(?:ing|ed)\b/.test(asked) ? 'plan' : 'booking');
      // "honestly I don't know … my gyn wants to talk about surgery, I haven't decided": undecided is no plan yet, not a
      // no to "planning…?" (to "scheduled…?" it is: "Next is not decided" books nothing)
      const undecided = (UNDECIDED_PLAN.test(t) && /\bplann?(?:ing|ed)\b/.test(asked)) || /\bdon'?t know\b|\bnot sure\b/.test(t);
      if (UNDER_WAY.test(t) || (TALKED_ABOUT.test(t) && !answers) || undecided)
        return { ok: true, value: 'unsure', normalized: 'not sure — not settled yet' };
      return { ok: true, value: 'no', normalized: `no — nothing ${denied === 'plan' ? 'planned' : 'booked'}` };
    }
    // "i think so, i have like small bumps … so i dont know if is warts": the visitor doubts it is the thing asked about,
    // with no answer word of their own — not sure, leaning nowhere
    if (DOUBTS_WHAT_IT_IS.test(t) && !/\b(?:yes|yeah|yep|no|nope|nah)\b/.test(t)) return { ok: true, value: 'unsure', normalized: 'not sure' };
    // "I HAVE A FLIP PHONE. MY GRANDDAUGHTER SAYS IT DOESNT DO APPS" to "Do you use at least one mobile App?": a no
    if (deniesApps(question, t)) return { ok: true, value: 'no', normalized: 'no — no phone that runs apps' };
    // "I go to pelvic floor PT every week, I wouldn't want to stop that": unwilling to give it up — a no to "are you
    // willing to forego…?", a yes to "are you … unwilling to forego…?"
    // "I wouldn't want to stop it but I could if needed": willing, reluctantly — a yes to "willing to forego…?"; to
    // "currently undergoing or unwilling to forego…?" it says they do it now but would stop, which the site weighs
    // "I take a tablet for my blood pressure and I wouldn't want to stop that, but I'm not having any other treatment" to
    // "willing to forego other treatment outside of medications…?": the medicine is not what the question asks them to
    // forgo, so that part is left out and the rest read
    if (FOREGO_QUESTION.test(asked) && EXEMPTS_MEDICINES.test(asked) && UNWILLING_TO_STOP.test(t)) {
      const parts = t.split(/(?<=[.;!?])\s+|,?\s+but\s+/);
      const kept = parts.filter((c) => !(UNWILLING_TO_STOP.test(c) && MEDICINE_WORDS.test(c)));
      if (kept.length && kept.length < parts.length) return parseAnswer(question, kept.join(' '), options);
      if (!kept.length) return fail(MEDICINES_KEPT_REASON);
    }
    // "not on any bladder meds tho": only medicines denied, which the question leaves out, and no yes — not an answer to it
    if (
      FOREGO_QUESTION.test(asked) &&
      EXEMPTS_MEDICINES.test(asked) &&
      MEDICINE_WORDS.test(t) &&
      !OTHER_TREATMENT_WORDS.test(t) &&
      /\b(?:not|no|never|none)\b/.test(t) &&
      !/\b(?:y|yes|yeah|yea|ya|yep|sure|fine|ok(?:ay)?)\b/.test(t)
    )
      return fail(MEDICINES_KEPT_REASON);
    // "I'm not having any other treatment": nothing to forgo — willing, and not undergoing any
    if (FOREGO_QUESTION.test(asked) && NOTHING_TO_FORGO.test(t) && !UNWILLING_TO_STOP.test(t))
      return /\bunwilling\b/.test(asked)
        ? { ok: true, value: 'no', normalized: 'no — no other treatment' }
        : { ok: true, value: 'yes', normalized: 'yes — no other treatment to give up' };
    if (FOREGO_QUESTION.test(asked) && UNWILLING_TO_STOP.test(t))
      return !BUT_COULD.test(t)
        ? /\bunwilling\b/.test(asked)
          ? { ok: true, value: 'yes', normalized: 'yes — unwilling to stop' }
          : { ok: true, value: 'no', normalized: 'no — unwilling to stop' }
        : /\bunwilling\b/.test(asked)
          ? { ok: true, value: 'unsure', normalized: 'not sure — would stop if needed' }
          : { ok: true, value: 'yes', normalized: 'yes — if needed' };
    // "I'm seeing a pelvic floor physio at the moment, but I'd be willing to pause it for the 8 weeks": willing to stop —
    // a yes to "willing to forego…?"; to "currently undergoing or unwilling to forego…?" a no when they do not do it
    // now, else not sure (they do it now but would stop: the site weighs it)
    // ("I'd give up most things but not my pelvic floor physical therapy" keeps one back: read as usual)
    if (
      FOREGO_QUESTION.test(asked) &&
      WILLING_TO_STOP.test(t) &&
      !HEDGED.test(t) &&
      !/\bbut not (?!now\b|currently\b|any ?more\b|at the moment\b)|\bexcept\b/.test(t)
    )
      return !/\bunwilling\b/.test(asked)
        ? { ok: true, value: 'yes', normalized: 'yes — willing to stop' }
        : NO_LONGER.test(t) || NOT_NOW.test(t) || NOT_DOING.test(t)
          ? { ok: true, value: 'no', normalized: 'no — not now, and willing to stop' }
          : { ok: true, value: 'unsure', normalized: 'not sure — would stop for the study' };
    // "a little, I understand some" to "Are you English-speaking?": partly able — not sure, for the site to judge
    if (ABILITY_QUESTION.test(asked) && PARTLY_ABLE.test(t)) return { ok: true, value: 'unsure', normalized: 'not sure — partly' };
    // "Yes, I'm still feeding him, probably until he's one": a guess how long it will go on hedges no answer
    let read = interpretYesNo(t.replace(FUTURE_GUESS, ''));
    // "KakaoTalk, YouTube" to a question about apps, "…and I use them every day": a yes by what it names
    if (read.kind === 'none' && saysYesByMention(question, t)) read = { kind: 'answer', reading: { value: 'yes', hedged: false, weak: true } };
    // "she had skin cancer on her nose once, does that count?": the visitor asks whether theirs is what the question
    // names; an answer word of their own beside it ("no, c-section was 5 yrs ago if that counts", "…does that count?
    // yes I guess") is their answer, and so is a thing of the question's own kind named ("Facebook, if that counts")
    if (asksIfItCounts(t)) {
      // the answer word opens the message or follows the question ("Nothing since. Does that count?" tells a story)
      const after = t
        .slice(t.search(ASKS_IF_IT_COUNTS))
        .replace(ASKS_IF_IT_COUNTS, '')
        .replace(/^[\s?.!,]+/, '');
      const placed = OPENING_ANSWER.test(t) || OPENING_ANSWER.test(after);
      const ownWord = placed && read.kind === 'answer' && !read.reading.weak && (read.reading.value !== 'unsure' || read.reading.lean);
      const named = read.kind === 'answer' && read.reading.weak && read.reading.value === 'yes' && namesAThingOf(question, t);
      // "I don't know if that counts as surgery": the visitor already says they are not sure, so that is the answer
      if (!ownWord && !named && DOUBTS_IT_COUNTS.test(t)) return { ok: true, value: 'unsure', normalized: 'not sure whether it counts' };
      if (!ownWord && !named) return fail(COUNTS_REASON, 'counts');
    }
    // "I'm allergic to penicillin but not to any creams", "I'm just overweight, no diabetes": the one clause that
    // speaks of what the question asks about says no, the others speak of something else
    if ((read.kind === 'conflicting' || read.kind === 'none') && negatedTopicClause(question, t)) return { ok: true, value: 'no', normalized: 'no' };
    if (read.kind === 'not_understood') return fail(NOT_UNDERSTOOD_REASON, 'not_understood');
    if (read.kind === 'conflicting') return fail(CONFLICTING_REASON, 'conflicting');
    if (read.kind === 'none') return fail("Sorry, I didn't understand. Please answer yes or no (or say you're not sure).");
    const r = read.reading;
    // "I have a bit of heart trouble" to a question about weight-loss medicines says yes to nothing asked; "I don't even
    // have a girlfriend" to a question about birth control says no to nothing asked
    if (r.weak && !(r.value === 'no' ? negationSpeaksOf(question, t) : speaksOf(question, t)))
      return fail("Sorry, I'm not sure how that answers the question. Please answer yes or no (or say you're not sure).");
    // "she had skin cancer", "yes, I'm pre-diabetic" to "…cervical cancer?", "…type 2 diabetes?": another kind than the
    // ones asked about, checked
    if (r.value === 'yes' && namesAnotherKind(question, t, !r.weak)) return fail(ANOTHER_KIND_REASON, 'conflicting');
    // "I've type 2 diabetes" to "…poorly controlled diabetes?" names the condition, not the qualifier: checked once
    const qualifier = r.weak && r.value === 'yes' ? askedQualifier(normalise(question.text)) : null;
    if (qualifier && !qualifier.asked.test(t)) return fail(`Just to check: would you say it is ${qualifier.phrase}?`, 'conflicting');
    const normalized = r.value === 'unsure' ? 'not sure' : r.value;
    return r.hedged
      ? { ok: true, value: r.value, normalized, hedged: true, ...(r.lean ? { lean: r.lean } : {}) }
      : { ok: true, value: r.value, normalized };
  }
  if (isUnsure(t)) return { ok: true, value: 'unsure', normalized: 'not sure' };
  // "I don't understand" is a request to explain the question, for every answer type, never an unreadable answer
  if (asksWhatItMeans(t)) return fail(NOT_UNDERSTOOD_REASON, 'not_understood');
  let r: { ok: true; value: unknown; normalized: string } | { ok: false; reason: string };
  switch (question.answerType) {
    case 'number':
      r = readNumber(ownLanguageYears(t), question.unit, question.answerKey);
      break;
    case 'date':
      r = readDate(t, options.now, options.candidate);
      break;
    case 'duration':
      r = readDuration(t, options.now, options.candidate);
      break;
    case 'choice':
      r = readChoice(t, question.choices ?? []);
      break;
  }
  if (!r.ok && question.answerType === 'number') {
    // "She's 16", "Mom is 79": the whole answer given for the person the visitor answers for (a parent for a child)
    // "He's 16 - I'm filling this in for my son", "hes 16, its for my son not me": the value, before the remark that
    // says who is answering
    const proxy = PROXY.exec(t.split(/\s+[-–—]\s+|[.;]\s+|,\s+(?=i'?m\b|i am\b|(?:it'?s|its|this is|this'?s) for\b)/)[0]);
    // the rest is their value, nothing said of the visitor ("she's 16 and I'm 45" is not read); two values in it are the
    // number reader's to tell apart ("5'8", "82 kilos and she's 4 foot 11", "71, 72 in September")
    // "he's around 195 lbs last I heard", "she's 60 kg, I think": the visitor's hedge at the end says nothing of them
    const said = proxy?.[1].replace(/[,\s]+(?:i think|i believe|i guess|i reckon|last i (?:heard|checked|knew))[.!]*$/, '');
    if (said && !options.ownOnly && !/\b(?:i|i'?m|im|me|my)\b/.test(said)) {
      const again = readNumber(ownLanguageYears(said), question.unit, question.answerKey);
      if (again.ok) return { ok: true, value: again.value, normalized: again.normalized };
    }
  }
  // "I think 2015. Maybe 2014... I say 2015", "70 or 71 kg, let's say 71": the value the visitor settles on, last
  const settled = SETTLED.exec(t);
  if (!r.ok && settled && question.answerType !== 'choice' && settled.index > 0) {
    const again = parseAnswer(question, settled[1], options);
    if (again.ok && again.value !== 'unsure') return again;
  }
  // "maybe 2016 or 2017, I forgot": no date, and the visitor says they do not know it (a number is asked again)
  if (!r.ok && (question.answerType === 'date' || question.answerType === 'duration') && FORGOT.test(t))
    return { ok: true, value: 'unsure', normalized: 'not sure' };
  return r.ok ? { ok: true, value: r.value, normalized: r.normalized } : fail(r.reason);
}

/** A value settled on at the end of a message: "… I say 2015", "… let's say 71", "… I'll go with March", "… put 80". */
const SETTLED =
  /(?:[.,;!]+\s*|\s)(?:so\s+)?(?:i'?d say|i'?ll say|i say|let'?s say|let'?s go with|i'?ll go with|go with|just put|put down|put|call it)\s+([^.,;!?]+?)[.!]*$/;

/** The visitor says they do not know the value, anywhere in the message. */
const FORGOT = /\b(?:i forgot|i forget|forgotten|can'?t remember|don'?t remember|not sure|no idea)\b/;

/**
 * An age said with the visitor's own language's word for years — Spanish "51 años", Vietnamese "23 tuổi", Japanese
 * "45歳" / "45才" / "29歳です", Chinese "45岁" / "45歲", Korean "45살" / "45세" — in English; a Filipino courtesy "po" after it dropped ("47 po").
 */
const ownLanguageYears = (t: string) =>
  t
    .replace(/(?<![\p{L}])a[ñn]os(?![\p{L}])/gu, 'years')
    .replace(/(?<=\d)\s*(?:tuổi|tuoi)(?![\p{L}])/gu, ' years')
    // "29歳です": the counter may run on into the rest of the sentence, written without spaces
    .replace(/(?<=\d)\s*(?:歳|才|岁|歲|살|세)/gu, ' years old ')
    .replace(/(?<=\d)\s+po$/, '');

/**
 * A whole answer about the person the visitor answers for: "she's 16", "shes 81", "she is twenty two", "he is 63", "he
 * was 185 lb at his last checkup", "my mom is 79", "mom's 79", "Papa is 67 years"; the group is what is said of them.
 */
const PROXY =
  /^(?:(?:[a-z]+ says )?(?:he|she|they)(?:'s|'re|s| is| are| was| were| weighs?| weighed| measures?| stands)|(?:my )?(?:mom|mum|mother|mama|mommy|dad|father|papa|daddy|son|daughter|husband|wife|partner|child|kid|boy|girl|grandma|grandpa|granny|grandmother|grandfather|niece|nephew|aunt|uncle|grandson|granddaughter)(?:'s| is))\s+(.+)$/;
