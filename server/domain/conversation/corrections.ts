/**
 * Corrections ("actually I'm 45", "sorry, I meant no"). The rule:
 * 1. A message is a correction when it opens with a correction marker — "actually", "I meant", "correction",
 *    "let me correct that", "I made a mistake", "my mistake", "I was wrong", "that's wrong", "change my answer (to)",
 *    "oops", "no wait" — optionally after "sorry", "oh", "wait", "no", "hmm" ("sorry, I meant no").
 *    "Sorry" and "I mean" alone are not markers ("sorry, no" answers the current question).
 * 2. The question it corrects, among the questions the visitor has answered (never one answered by the verified
 *    record):
 *    a. the one it names by number, in the order asked ("question 3", "#3");
 *    b. else the ones it names by topic — age ("I'm 45", "age", "years old"), weight ("weigh", "kg", "lb"), height
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

const MARKER =
  /^(?:(?:sorry|oh|wait|no|hmm+|um+|ah|er+)[,!.]?\s+)*(?:actually|i meant(?: to say)?|correction|let me correct (?:that|myself)|i made a mistake|my mistake|i was wrong|that'?s wrong|that was wrong|change my (?:last )?answer(?: to)?|oops|no,? wait|wait,? no)(?:[,:!.]+\s*|\s+|$)/;

/** The part of a normalised message after its correction marker, or null when it is not a correction. */
export function correctionBody(normalised: string): string | null {
  const m = MARKER.exec(normalised);
  return m ? normalised.slice(m[0].length).replace(/^(?:it'?s|it is|that)\s+/, '').trim() : null;
}

/** "question 3" / "#3" / "number 3" in a correction: the 1-based position, and the text without it. */
export function namedPosition(body: string): { position: number; rest: string } | null {
  const m = /(?:\b(?:for|to|on|in)\s+)?(?:\bquestion\s*|#)(\d{1,3})\b[,:]?/.exec(body);
  if (!m) return null;
  const rest = (body.slice(0, m.index) + ' ' + body.slice(m.index + m[0].length)).replace(/\s+/g, ' ').trim();
  return { position: Number(m[1]), rest: rest.replace(/^(?:is|was|should be|should have been|to|=)\s+/, '') };
}

const TOPICS: ReadonlyArray<[RegExp, RegExp]> = [
  [/^(?:age|ageMonths)$/, /\b(?:age|aged|old|birthday)\b|^(?:i'?m|i am|im)\s+\d/],
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
