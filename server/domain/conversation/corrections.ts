/**
 * Corrections ("actually I'm 45", "sorry, I meant no"). The rule:
 * 1. A message is a correction when it opens with a correction marker — "actually", "I meant", "correction",
 *    "let me correct that", "I made a mistake", "my mistake", "I was wrong", "that's wrong", "change my answer (to)",
 *    "oops", "no wait", "I misread", "wrong button", "make that", "scratch that" — optionally after "sorry", "oh", "wait", "no", "hmm" ("sorry, I
 *    meant no"); or a value put right after "sorry" with the wrong one after "not" ("sorry, 168 not 186").
 *    "Sorry" and "I mean" alone are not markers ("sorry, no" answers the current question). A marker may be followed
 *    by "I meant" ("oops I meant 57"). The wrong value said, then the right one, corrects too ("sorry I typed 57,
 *    I'm 56"), and so does a "wait" before a value with its unit ("oh wait, I checked the scale, it is 62 kg"). It is
 *    also one when it names a question by its topic and gives the new answer: "the warts question should be no",
 *    "for the smoking question, yes", "change the diabetes question to not sure", "my answer about insulin should be
 *    yes" (`topic`: the words naming the question).
 * 2. The question it corrects, among the questions the visitor has answered (never one answered by the verified
 *    record):
 *    a. the one it names by number, in the order asked ("question 3", "#3");
 *    b. else the ones it names by topic (or, for a correction that names a question, whose wording has the topic's
 *       words: "warts" names "Do you have 5 or more warts?") — age ("I'm 45", "age", "years old"), weight ("weigh", "kg", "lb"), height
 *       ("tall", "cm", 5'10"), sex, smoking, pregnancy, breastfeeding, clinical trials, or the concept of a
 *       condition / medication / procedure question ("diabetes", "insulin"); the most recently answered of them whose
 *       answer type can read the rest of the message;
 *    c. else the question answered last (the one before the question now waiting) — unless the rest of the message
 *       gives that question the answer it already has ("actually, yes" after "yes"): a correction that changes
 *       nothing is taken as an answer to the waiting question.
 * 3. The rest of the message after the marker is read as an answer to that question (`parseAnswer`); if it cannot be
 *    read the correction is not applied and the visitor is told how to phrase it.
 * The corrected answer replaces the old one (both stay in the history); branching follows the new answer, and a
 * conflict the old answer caused disappears.
 */

import type { Question } from '../prescreenForm';
import { MONTHS } from './parse/numbers';
import { digitsForWords } from './parse/text';

const MARKER =
  /^(?:(?:sorry|oh|wait|no|hmm+|um+|ah|er+)[,!.]*\s+)*(?:actually|i meant(?: to say)?|correction|(?<=\b(?:sorry|oops|no|wait)[,!.]*\s+)i mean|let me correct (?:that|myself)|i made a mistake|my mistake|i was wrong|wrong(?=[,!.:])|that'?s wrong|that was wrong|change my (?:last )?answer(?: to)?|oops|no,? wait|wait,? no|i misread(?: (?:that|it|the question))?|i misunderstood(?: (?:that|it|the question))?|i mis-?typed|typo|wrong (?:button|answer)|i (?:pressed|clicked|tapped|hit|chose|picked) the wrong (?:button|one|answer)|i (?:typed|put|wrote|entered|gave) (?:that|it|the wrong (?:number|answer|age|date)) (?:wrong|in wrong|incorrectly)|i (?:typed|put|wrote|entered) (?:the )?wrong (?:number|answer|age|date|one)|(?:the )?(?:voice(?: thing| typing| dictation| app)?|dictation|phone|autocorrect|auto-correct|keyboard|spell ?check) (?:wrote|typed|put|changed|got|did) (?:it |that |this )?(?:wrong(?:ly)?|incorrectly|a mistake)|that should (?:say|be|have been)|make (?:that|it)|scratch that|strike that|ignore (?:that|my last answer)|forget (?:that|what i (?:just )?said))(?:[,:!.]+\s*|\s+|$)(?:(?:i meant(?: to say)?|actually)(?:[,:!.]+\s*|\s+|$))?/;

/**
 * The new answer a correction gives: "I only have 2 warts not 5" → "I only have 2 warts", "2010 not 2009 sorry" →
 * "2010" (the words after "not" name the old answer), filler and a remark after a dash at the end dropped.
 */
function newAnswer(body: string): string {
  return (
    body
      // "my dad says it's 164": the person the visitor answers for gives the value
      .replace(/^(?:(?:my|his|her) \w+|he|she|they) says?\s+/, '')
      .replace(/^(?:sorry[,!.]*\s+)?(?:(?:i mean|it'?s|it is|it was|that)\s+)?/, '')
      // "…, not March - the blood test was early Feb": a remark after a dash, with no number in it
      .replace(/(?<=\S)\s+[-–—]\s+\D*$/, '')
      // "34 actually, birthday was last week": the value, then the word that says it is the right one
      .replace(/^(\S+)\s+actually\b/, '$1')
      // "i'm actually 5'2"": the word that says it is the right one, before the value
      .replace(/\b(?:actually|really) (?=\d)/, '')
      .replace(/[,\s]+(?:sorry|oops|my bad|thanks)[!.]*$/, '')
      .replace(/(?<=\S)[,\s]+(?:not|instead of|rather than)\s+(?:\d[\w./-]*|[\w'-]+)(?:\s+\w+)?$/, '')
      // "38 not 37. birthday was last week", "october 2021, not 2022. the operation was just before…": the value, the wrong
      // one after "not", then a sentence saying why
      .replace(/^((?:[a-z]+\s+)?\S*\d[^\s,;]*(?:\s+[a-z]+)?)[,.\s]+not\s+\d[\w./-]*(?:[.!;,]+\s+\D*|\s+(?:haha+|lol|sorry))?$/, '$1')
      .trim()
  );
}

/** The part of a normalised message after its correction marker, or null when it is not a correction. */
export function correctionBody(normalised: string): string | null {
  const m = MARKER.exec(normalised);
  if (!m) return null;
  // "actually scratch that, weighed myself this morning, 236": a second marker after the first says the same
  const rest = normalised.slice(m[0].length);
  const again = MARKER.exec(rest);
  return newAnswer(again && again[0].length < rest.length ? rest.slice(again[0].length) : rest);
}

const NEW_ANSWER = String.raw`(?:should (?:be|have been|say)|is|was|=|to|:|,)\s*(?:(?:actually|really|a|an)\s+)?(?:(?:it'?s|it is|the answer is|my answer is|i meant|i mean)\s+)?`;
const TOPIC_CORRECTIONS: readonly RegExp[] = [
  // "wait the diabetes was 2010 not 2009 sorry", "oops, the smoking one is no": a correction cue opens it ("no, the
  // cancer is gone" is an answer, not a correction)
  new RegExp(
    String.raw`^(?:(?:sorry|oh|no)[,!.]*\s+)*(?:wait|oops|actually|hang on|hold on)[,!.]*\s+(?:(?:sorry|no)[,!.]*\s+)*the (.{2,40}?)(?: question| one)? ${NEW_ANSWER}(.+)$`,
  ),
  // "Sorry, I checked my notebook. Diagnosis was December 2016": what the visitor looked up, then the topic and its value
  new RegExp(
    String.raw`^(?:(?:sorry|oh|no)[,!.]*\s+)*i (?:just )?(?:checked|looked(?: it up)?|found)(?: (?:my|the) \w+)?[,!.]*\s+(?:the )?([a-z][\w\s'-]{1,38}?) (?:was|is|should be)\s+(.+)$`,
  ),
  // "the warts question should be no", "my answer to the warts question should be no"
  new RegExp(
    String.raw`^(?:(?:sorry|oh|wait|oops|hmm+)[,!.]?\s+)*(?:(?:my )?answer (?:to|for|on|about) )?the (.{2,40}?) (?:question|one|answer) ${NEW_ANSWER}(.+)$`,
  ),
  // "for the smoking question, yes", "on the diabetes question it's no"
  new RegExp(
    String.raw`^(?:(?:sorry|oh|wait|oops|hmm+)[,!.]?\s+)*(?:for|on|about|regarding) the (.{2,40}?) (?:question|one)[,:]?\s+(?:(?:i just counted|i checked|i looked)[,:]?\s+)?(?:(?:it'?s|its|it is|the answer is|my answer is|i meant|i mean|should be|is)\s+)?(.+)$`,
  ),
  // "change the diabetes question to not sure", "change my answer about insulin to yes"
  new RegExp(
    String.raw`^(?:(?:sorry|oh|wait|oops|hmm+|can you|could you|please)[,!.]?\s+)*(?:change|set|make) (?:my answer (?:to|for|on|about) )?(?:the )?(.{2,40}?)(?: question)? to (.+)$`,
  ),
  // "my answer about insulin should be yes"
  new RegExp(String.raw`^(?:(?:sorry|oh|wait|oops|hmm+)[,!.]?\s+)*my answer (?:to|for|on|about) (?:the )?(.{2,40}?) ${NEW_ANSWER}(.+)$`),
];

/**
 * A correction in a normalised message (rule 1): the new answer (`body`) and, when the message names the question by
 * its topic rather than opening with a marker, the words naming it (`topic`); null when it is not a correction.
 */
export function readCorrection(input: string): { body: string; topic?: string } | null {
  // chat shorthand: "abt the 5 or more warts q" is "about the 5 or more warts question"
  const normalised = input.replace(/\babt\b/g, 'about').replace(/\bq\b/g, 'question');
  // "Actually there might be a third one coming on his toe, does that matter?": a question about it, not a correction
  if (ASKS_IF_IT_MATTERS.test(normalised)) return null;
  // "Also he says the diabetes was 2016, not 2015, sorry", "sorry, diabetes was 2018 not 2019, I checked my notebook":
  // the question named, its value, then the wrong one after "not"
  const wasNot = TOPIC_WAS_NOT.exec(normalised);
  if (wasNot) return { body: wasNot[2].trim(), topic: wasNot[1].trim() };
  // "Sorry, the weight I gave is wrong, it's 78 kg not 75": the question named by what was given
  const gave =
    /^(?:(?:sorry|oh|oops|wait)[,!.]*\s+)*the (.{2,30}?) (?:i (?:gave|said|put|typed|entered|told you)(?: (?:before|earlier|first|you))?) (?:is|was) (?:wrong|incorrect|a mistake|a typo)[,.;:!]?\s*(?:i (?:just )?(?:checked|looked|weighed myself|measured)(?: (?:again|this morning|today|properly))?[,.;:]?\s*)?(?:(?:it'?s|it is|it should be|should be|it was)\s+)?(.+)$/.exec(
      normalised,
    );
  if (gave) return { body: newAnswer(gave[2]), topic: gave[1].trim() };
  // "Sorry, correction on his weight - my mom says he was 185 lb at his last checkup, not 195": the question named after
  // "correction on", then its new answer
  const on =
    /^(?:(?:sorry|oh|oops)[,!.]*\s+)*(?:a |one )?correction (?:on|for|to|about) (?:the |his |her |my |their )?([a-z][a-z' -]{1,28}?[a-z])\s*[-–—:,]\s*(.+)$/.exec(
      normalised,
    );
  if (on) return { body: newAnswer(on[2]), topic: on[1].trim() };
  // "sorry going back to the antibiotics one, I actually started Macrobid yesterday": the question named, its new answer
  const back =
    /^(?:(?:sorry|oh|oops|wait|hmm+|um+)[,!.]*\s+)*(?:(?:going|go|to go|can i go|let me go) back|back)(?: to|[,:;.!]+)? the (.{2,40}?) (?:question|one)\s*[,:;.!–-]?\s+(.+)$/.exec(
      normalised,
    );
  // "going back to the age question - I typed 38 but I'm actually 39 now": the wrong value said, then the right one
  if (back) {
    const said = back[2].replace(/^(?:i\s+)?actually\s+/, 'i ');
    return { body: newAnswer(TYPED_THEN.exec(said)?.[1] ?? said), topic: back[1].trim() };
  }
  // "sorry the weight, i check this morning, is 103.5 kg": the question named after "sorry", then its new value
  const sorryTopic = SORRY_TOPIC.exec(normalised);
  if (sorryTopic) return { body: newAnswer(sorryTopic[2]), topic: sorryTopic[1].trim() };
  // "sorry, i checked with my mom, it was 2003 actually": a value looked up, said to be the right one
  const checked = CHECKED_ACTUALLY.exec(normalised);
  if (checked) return { body: checked[1] };
  // "wait I just counted again and there's one on my foot too, so that's 5": a new count for a question that counts
  if (RECOUNT.test(normalised) && /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/.test(normalised))
    return { body: normalised, topic: RECOUNT_TOPIC };
  for (const re of TOPIC_CORRECTIONS) {
    const m = re.exec(normalised);
    if (m && !/^(?:first|last|previous|next|same)$/.test(m[1].trim()))
      // "…, and the operation was January 2017": what follows the new answer is about something else
      return { body: newAnswer(m[2].trim().split(/,\s*(?:and|but)\s+/)[0]), topic: m[1].replace(/^(?:question (?:about|on)\s+)/, '').trim() };
  }
  // "…, so the 5 or more one is a yes": a question named by its words, anywhere in the message, and its new answer
  // "…the physical therapy one - I start PT next Tuesday. so that should be yes": the question named first, its answer last
  const named =
    /\bthe ([\w\s'-]{2,40}?) (?:one|question) (?:is|should be|should have been) (?:a |actually )?(yes|no|not sure)\b/.exec(normalised) ??
    /^(?:(?:hold on|wait|sorry|oh|oops)[,!.]*\s+)*the ([\w\s'-]{2,40}?) (?:one|question)\b.*\b(?:that|it) (?:should be|should have been|is) (?:a |actually )?(yes|no|not sure)[.!]*$/.exec(
      normalised,
    );
  if (named) return { body: named[2], topic: named[1].trim() };
  // "oh wait, sorry - I forgot I had a sling put in … So yes to the pelvic surgery one": the new answer, then the question
  const answerTo = ANSWER_TO_NAMED.exec(normalised);
  if (answerTo) return { body: answerTo[1], topic: answerTo[2].trim() };
  // "sorry, 168 not 186", "omg sorry typo I'm 38 not 83 😂", "Sorry, mistake. 89kg, not 98", "sorry, seventy-four kilos,
  // not seventy-two, I was thinking of last year": a value put right after "sorry", with the wrong one after "not" ("No, I have type 1, not type 2" names a kind, not a value: an answer)
  const swap =
    /^(?:(?:sorry|oops|oh|no|omg|whoops|my bad|typo|(?:my )?mistake|i (?:type|typed|wrote|put) (?:it )?wrong(?:ly)?)[,!.]*\s+(?:[-–:]\s+)?)+(?:is\s+)?((?:(?:(?:my|his|her) \w+|he|she|they) says?\s+)?(?:it'?s |it is |i'?m |im |i am )?(?:actually |really )?\d[^,]*?)\s*,?\s+not\s+(\d[^,]*?)(?:\s*(?:lol|haha+|\p{Extended_Pictographic})+)?(?:,\s+[a-z][^\d]*)?$/u.exec(
      digitsForWords(normalised.trim()),
    );
  if (swap) return { body: newAnswer(swap[1].trim()) };
  // "Sorry, it was 2015. The year my daughter married.": a date put right after "sorry", for the date question answered
  const sorryDate = SORRY_DATE.exec(normalised);
  if (sorryDate) return { body: sorryDate[1], topic: DATE_TOPIC };
  // "245 was what I weighed at New Year's. The scale this morning said 232.": the weight the scale gives now
  const scale = SCALE_SAID.exec(normalised);
  if (scale) return { body: scale[1], topic: 'weight' };
  // "sorry 37, bday was last week lol": an age put right, with the birthday that changed it
  // "ah sorry, 28 is Korean age. International age I am 27.": the age as counted in the rest of the world
  const counted = COUNTED_AGE.exec(normalised);
  if (counted) return { body: `${counted[1]} years` };
  const birthday = BIRTHDAY_AGE.exec(normalised);
  // "Oh wait, he turned 17 in March, I keep forgetting! So 17.": the age reached since
  if (birthday) return { body: `${birthday.slice(1).find((g) => g !== undefined)} years` };
  // "sorry 176 actually, i always round up": a value put right after "sorry", said to be the right one
  const sorryActually = SORRY_ACTUALLY.exec(normalised);
  if (sorryActually) return { body: sorryActually[1] };
  // "Sorry, he just corrected me, he is 163 cm now, not 165.", "…she was 74 kg at the clinic last week, not 72": a value with its unit, then the wrong one after "not"
  const unitNot = UNIT_NOT.exec(normalised);
  if (unitNot) return { body: unitNot[1] };
  // "oh wait I check scale this morning, it is 62 kg": a wait, then a value with the unit of an answered question
  const waitValue = WAIT_THEN_VALUE.exec(normalised);
  if (waitValue) return { body: newAnswer(waitValue[1]) };
  // "sorry I typed 57, I'm 56", "oops I put 75, it should be 78": the wrong value said, then the right one
  const checkedNot = CHECKED_NOT.exec(normalised);
  if (checkedNot) return checkedNot[1] ? { body: checkedNot[2].trim(), topic: checkedNot[1].trim() } : { body: checkedNot[2].trim() };
  const saidThenNow = SAID_THEN_NOW.exec(normalised);
  if (saidThenNow) return saidThenNow[1] ? { body: newAnswer(saidThenNow[2]), topic: saidThenNow[1].trim() } : { body: newAnswer(saidThenNow[2]) };
  const actuallyUnit = ACTUALLY_UNIT.exec(normalised);
  if (actuallyUnit) return { body: actuallyUnit[1].trim() };
  const typed = TYPED_THEN.exec(normalised);
  if (typed) return { body: newAnswer(typed[1]) };
  const body = correctionBody(normalised);
  if (body === null) return null;
  // "Sorry, correction. Diagnosis was November 2022. October was only the first test.": the topic the new answer is of
  const topicValue = TOPIC_THEN_VALUE.exec(body);
  return topicValue ? { body: newAnswer(topicValue[2].split(/\.\s+/)[0]), topic: topicValue[1] } : { body };
}

/** A message that ends asking whether what it says matters: "…, does that matter?", "…, is that ok?". */
const ASKS_IF_IT_MATTERS = /\b(?:does|would|will|is) (?:that|this|it) (?:still )?(?:matter|count|a problem|ok(?:ay)?)\s*[?.!]*$/;

/**
 * "Also he says the diabetes was 2016, not 2015, sorry", "sorry, diabetes was 2018 not 2019, I checked my notebook": a
 * question named by its topic, its value and the wrong one after "not", with a remark after; the groups are the topic
 * and the value.
 */
const TOPIC_WAS_NOT =
  /^(?:(?:also|and|oh|sorry|oops|wait)[,!.]*\s+)+(?:(?:he|she|they|my \w+) (?:says?|said|tells? me)\s+)?(?:the |his |her |my )?((?!it\b|that\b|this\b|i\b|he\b|she\b)[a-z][a-z' -]{2,24}?) (?:was|is)\s+([^\s,]+(?:\s+[^\s,]+)?),?\s+not\s+[^\s,]+(?:\s+[^\s,]+)?(?:[,.;!]\s*[^\d]*)?$/;

/** An age said again as another way of counting gives it: "Korean age … international age I am 27". */
const COUNTED_AGE =
  /\b(?:korean|chinese|lunar|asian) age\b.*\b(?:international|western|real|actual|normal|american) age,? (?:i'?m|i am|im|is)\s+(\d{1,3})\b/;

/**
 * "Sorry 37, bday was last week", "Sorry, she's 81 actually, her birthday was last Sunday": a number said after "sorry",
 * with the birthday that explains it; "oh wait, he turned 17".
 */
const BIRTHDAY_AGE = new RegExp(
  String.raw`^(?:(?:sorry|oops|oh|wait|ay|ah|aw|(?:my )?mistake)[,!.]*\s+)+(?:(?:i'?m|im|i am|she'?s|she is|he'?s|he is) )?(\d{1,3})\b[^?]*\b(?:bday|b-day|birthday)\b|^(?:(?:sorry|oops|oh|wait|ah|actually)[,!.]*\s+)+(?:i|he|she|they) (?:just |already )?turned (\d{1,3})\b|^(?:i'?m|im|i am|she'?s|she is|he'?s|he is) actually (\d{1,3})\b(?: now)?[,;.]\s+(?:my|his|her) (?:bday|b-day|birthday) was\b|^(?:i|he|she|they) actually turned (\d{1,3})\b`,
);

/** "sorry 176 actually, i always round up": a value after "sorry", then "actually"; the group is the value (and its unit). */
const SORRY_ACTUALLY =
  /^(?:(?:sorry|oops|oh|wait|whoops|my bad)[,!.]*\s+)+(\d[\d.,]*(?:\s*(?:kg|kgs|kilos?|lbs?|pounds?|cm|years?(?: old)?))?)\s+actually\b/;

/** The topic of a date put right: the date question answered last. */
export const DATE_TOPIC = '#date';

/**
 * "Sorry, it was 2015. The year my daughter married.", "oh sorry, it was March 2019": a date (a year, with a month or
 * season before it) put right after "sorry"; the group is the date. A remark may follow in a sentence of its own.
 */
const SORRY_DATE = new RegExp(
  String.raw`^(?:(?:sorry|oops|oh|whoops|my bad)[,!.]*\s+)+(?:it was|it'?s|it is|was)\s+((?:(?:in|early|late|mid|the end of|end of)\s+)?(?:(?:${MONTHS}|spring|summer|autumn|fall|winter)\s+)?(?:19|20)\d\d)(?:[.!]+(?:\s+[^\d]*)?)?$`,
);

/**
 * "245 was what I weighed at New Year's. The scale this morning said 232.": a weight the visitor says was an old one,
 * then what the scale says now; the group is the new weight.
 */
const SCALE_SAID =
  /\b(?:was|is) (?:what|how much) (?:i|he|she) (?:weighed|used to weigh)\b[^.;]*[.;]\s+(?:but\s+)?(?:the |my )?scales? (?:this morning |today |just now |now )?(?:said|says|showed|shows|read|reads)\s+(\d+(?:[.,]\d+)?(?:\s*(?:kg|kgs|kilos?|lbs?|pounds?))?)[.!]*$/;

/**
 * "Oh wait, I checked the scale this morning, it is 62 kg", "Sorry, I checked the scale just now, it is 83 kg": a message
 * opening with "wait" (or "sorry, I checked") that gives a value with its unit (kg, lb, cm, years old); the group is
 * what follows the "wait".
 */
const WAIT_THEN_VALUE =
  /^(?:(?:oh|sorry|um+|hmm+)[,!.]*\s+)*(?:wait[,!.]*\s+|sorry[,!.]*\s+(?=i (?:just )?(?:check(?:ed)?|weigh(?:ed)?|measured?|look(?:ed)?)\b))(?!(?:is|are|do|does|can|could|will|would|what|how|why|when|where|who|should)\b)(.*\d\s*(?:kg|kgs|kilos?|lbs?|pounds?|cm|years? old)\b.*)$/;

/** A value with its unit put right, the wrong one after "not", at the end of a message: "he is 91 kg, not 88." */
const UNIT_NOT =
  /\b(\d+(?:\.\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds?|cm|years? old))(?:\s+(?:now|actually|really))?(?:\s+(?:at|on|in|by|this|last|according to)\b[^,.;\d]{0,30})?[,;]?\s+not\s+\d+(?:\.\d+)?(?:\s*(?:kg|kgs|kilos?|lbs?|pounds?|cm|years? old))?[.!]*(?:[,.\s]+(?:sorry|oops|my bad|typo))?[.!]*$/;

/**
 * "Sorry the weight, i check this morning, is 103.5 kg", "sorry, the height: 165 cm": a question named by its topic
 * right after "sorry", then (after what the visitor did to check) its new value; the groups are the topic and the value.
 */
const SORRY_TOPIC =
  /^(?:sorry|oops|oh)[,!.]*\s+(?:about\s+)?the ([a-z][a-z' -]{1,28}?)\s*[,:;–-]\s*(?:i (?:just )?(?:check(?:ed)?|weigh(?:ed)?|measured?|look(?:ed)?)\b[^,;:]*[,;:]\s*)?(?:(?:it|that|mine)\s*)?(?:is|was|'s|should be)?\s*(\d.*)$/;

/**
 * "Sorry, i checked with my mom, it was 2003 actually": what the visitor checked, then a value said to be the right
 * one ("actually"); the group is the value (at most three words). Without "actually" it may be the waiting question's
 * answer, so it is not taken as a correction.
 */
const CHECKED_ACTUALLY =
  /^(?:(?:sorry|oh|oops|wait)[,!.]*\s+)*i (?:just )?(?:checked|asked|looked it up|looked)(?: again)?(?: (?:with|in|on|at) (?:my|the|her|his) [\w-]+| (?:my|the) [\w-]+)?(?: again)?[,;.!]+\s*(?:it|that|she|he|this)(?:'s| is| was)\s+((?:\S+\s+){0,2}\S*\d\S*)\s+actually\b/;

/** After a marker, the topic and its new value: "diagnosis was november 2022", "the weight should be 78 kg". */
const TOPIC_THEN_VALUE =
  /^(?:the |my )?((?!it\b|that\b|this\b|i\b)[a-z][a-z'-]{3,20}(?: [a-z'-]{3,20})?) (?:was|is|should be|should have been)\s+(.+)$/;

/**
 * The wrong value the visitor typed, then the right one; the group is the right one with its own words ("i'm 56", "i'm
 * actually 39 now" after "i typed 38 but", "i'm actually 33" after "i just realised i put 32 -").
 */
const TYPED_THEN =
  /^(?:(?:sorry|oops|oh|wait|whoops|my bad)[,!.]*\s+)*(?:(?:i )?(?:just )?(?:realised|realized|noticed|saw)(?: that)? )?i (?:typed|put|wrote|entered|said|gave|put in|told you) \S+(?: by mistake| wrong(?:ly)?)?[,;.!]*\s+(?:[-–—]\s+)?(?:(?:but|and)\s+)?(?:(?:it should be|should be|should have been|it'?s|it is|i meant|meant)\s+)?((?:i'?m |im |i am |i (?:just )?turned )?(?:(?:actually|really) )?\d.*)$/;

/**
 * "Sorry, just dug out my old hospital letters - it was May 2016, not April.", "Sorry - I've just asked him and he says the
 * diagnosis was 2013, not 2015": after "sorry" and what the visitor did to check, the right value, then the wrong one
 * after "not"; the groups are the topic (when named) and the value.
 */
const CHECKED_NOT =
  /^(?:(?:sorry|oops|oh|wait)[,!.]*\s+(?:[-–—]\s+)?)+(?:[^,;:–—-]*?(?:checked|looked|asked|dug out|found|letters?|records?|papers?)[^,;:–—-]*?(?:[,;:]|\s[-–—])\s*|i'?ve (?:just )?asked (?:him|her|them|my \w+) and (?:he|she|they) says?\s+)?(?:(?:the|his|her|my) ([a-z][a-z ]{2,20}?) (?:was|is)|it was|it'?s|it is)\s+([^,]+?),?\s+not\s+[\w ]{1,20}?(?:[.!]+(?:\s+[^\d]*)?)?$/;

/**
 * "My weight I said 85 but that was winter. Now it is 83.": the question named, the value said, why it was wrong, then
 * the value now; the groups are the topic (when named) and the new value.
 */
const SAID_THEN_NOW =
  /^(?:(?:sorry|oh|oops|wait|one more thing)[,!.]*\s+)*(?:(?:my|his|her|the) ([a-z][a-z ]{2,20}?),?\s+)?i (?:said|put|typed|wrote|gave) \d\S*\s+but\b[^.;]*[.;,]\s*(?:but\s+)?(?:now|today|these days)\s+(?:it'?s|it is|i'?m|i am|i weigh|he'?s|she'?s|he is|she is)\s+(\d.*)$/;

/**
 * "I think he's actually 17 and a half stone now": a value with its unit said to be the real one ("actually" after the
 * person); the unit names the question. The group is the value.
 */
const ACTUALLY_UNIT =
  /^(?:(?:sorry|oh|oops|wait|hmm+|i think)[,!.]*\s+)*(?:i'?m|im|i am|he'?s|he is|she'?s|she is|it'?s|it is|they'?re) actually (\d[\d.,]*\s*(?:and a half\s*)?(?:kg|kgs|kilos?|lbs?|pounds?|st|stone|cm|ft|feet|foot|years? old)\b[^,;]*?)(?:[,;].*)?$/;

/**
 * The visitor counted again ("I just counted again properly", "recounted", "i actually counted its 3", "I looked at his
 * foot properly again and there are actually five"): a new count for a question that counts.
 */
const RECOUNT =
  /\b(?:(?:looked|checked)(?: at)?(?: (?:his|her|my|their|the) \w+)? (?:properly|again|more carefully)(?: again)?(?=(?: and|[.,;!])\s+there (?:are|is|were)\b)|counted (?:them |it )?(?:again|properly|(?:all )?over)|(?:actually|just|finally|properly) counted|(?:sat down|went|did it) and counted|counted (?:them )?(?:with|for) (?:her|him|them)|recounted|re-counted|count(?:ed)? again)\b/;
/**
 * "So yes to the pelvic surgery one", "so no to the warts question": the new answer, then the question it is for, at
 * the end of a message that tells why; the groups are the answer and the words naming the question.
 */
const ANSWER_TO_NAMED =
  /(?:^|[.!,;-]\s+)(?:so\s+)?(?:that'?s\s+(?:a\s+)?)?(yes|no|not sure) (?:to|for|on) the ([\w\s'-]{2,40}?) (?:one|question)[.!]*$/;

/** The topic a recount names: the answered questions that state a count ("5 or more warts"). */
export const RECOUNT_TOPIC = '#count';

/** Small words that never name a question's topic. */
const STOP = new Set([
  'about',
  'have',
  'with',
  'your',
  'you',
  'that',
  'this',
  'there',
  'were',
  'been',
  'ever',
  'last',
  'first',
  'question',
  'answer',
  'more',
  'than',
  'from',
  'what',
  'when',
  'which',
  'they',
  'them',
  'does',
  'doing',
]);
const stem = (w: string) => w.replace(/(?:ies)$/, 'y').replace(/(?:es|s|ing|ed)$/, '');

/**
 * Whether the words of `topic` ("warts", "the blood thinner", "diagnosis") are words of the question's wording (stems
 * of 4+ letters, or words sharing their first 6 letters).
 */
export function wordingHas(topic: string, q: Question): boolean {
  const own = new Set(
    q.text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4 || /^\d+$/.test(w))
      .map(stem),
  );
  const words = topic.split(/[^\p{L}\p{N}]+/u).filter((w) => (w.length >= 4 && !STOP.has(w)) || /^\d+$/.test(w));
  // a word of the same family counts: "diagnosis" names "When were you diagnosed…" (the same first 6 letters)
  const family = (w: string) => own.has(stem(w)) || (w.length >= 6 && [...own].some((o) => o.length >= 6 && o.slice(0, 6) === w.slice(0, 6)));
  return words.length > 0 && words.every(family);
}

/** "question 3" / "#3" / "number 3" in a correction: the 1-based position, and the text without it. */
export function namedPosition(body: string): { position: number; rest: string } | null {
  const m = /(?:\b(?:for|to|on|in)\s+)?(?:\bquestion\s*|#)(\d{1,3})\b[,:]?/.exec(body);
  if (!m) return null;
  const rest = (body.slice(0, m.index) + ' ' + body.slice(m.index + m[0].length)).replace(/\s+/g, ' ').trim();
  return { position: Number(m[1]), rest: rest.replace(/^(?:is|was|should be|should have been|to|=)\s+/, '') };
}

const TOPICS: ReadonlyArray<[RegExp, RegExp]> = [
  [/^(?:age|ageMonths)$/, /\b(?:age|aged|old|birthday|bday|b-day)\b|^(?:i'?m|i am|im)\s+\d/],
  [/^weight$/, /\b(?:weigh|weight|kg|kgs|kilos?|lbs?|pounds?|stone)\b/],
  [/^height$/, /\b(?:tall|height|cm|feet|foot|ft|metres?|meters?)\b|\d\s*'\s*\d/],
  [/^sex$/, /\b(?:male|female|man|woman|sex)\b/],
  [/^smoking$/, /\b(?:smok\w*|tobacco|cigarettes?|vap\w*|nicotine)\b/],
  [/^pregnant$/, /\bpregnan\w*/],
  [/^breastfeeding$/, /\b(?:breastfeed\w*|breast-feed\w*|nursing)\b/],
  [/^planningPregnancy$/, /\b(?:planning|plan)\b.*\bpregnan\w*/],
  [/^trialParticipation$/, /\b(?:trials?|study|studies)\b/],
];

const QUALIFIERS = /^(?:(?:type\s*(?:1|2|i|ii)|chronic|acute|active|severe|uncontrolled|current|advanced)\s+)+/;

/** Whether a correction's text names the topic of a question (see rule 2b). */
export function namesTopic(body: string, q: Question): boolean {
  const keys = [q.answerKey, ...(q.aliasKeys ?? [])];
  for (const key of keys) {
    for (const [keyRe, textRe] of TOPICS) if (keyRe.test(key) && textRe.test(body)) return true;
    const m = /^(?:condition|medication|procedure):(.+)$/.exec(key);
    if (m) {
      const concept = m[1].toLowerCase();
      const bare = concept.replace(QUALIFIERS, '');
      if ([concept, bare].some((p) => p.length >= 4 && body.includes(p))) return true;
    }
  }
  return false;
}
