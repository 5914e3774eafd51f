/**
 * A yes read from a message with no answer word, no negation and no hedge (the yes/no reader found nothing in it),
 * when what it says can only mean the visitor has the thing asked about. Pure.
 *
 * A wrong yes can rule a person out as surely as a wrong no, so each way is narrow and tied to the question:
 * - a later clause says it of the visitor and speaks of what the question asks about: "My grandson put WhatsApp on
 *   my phone and I use them every day" (the clause "I use them every day" to a question about apps);
 * - the message names things of the question's kind by their everyday names, said of nobody else: "KakaoTalk,
 *   YouTube" to "Do you use at least one mobile app?", "on Macrobid every night" to a question about antibiotics;
 * - someone has the visitor on it: "The urologist has me on a low dose antibiotic every night";
 * - it opens with an amount ("a few, mostly banking", "several") to a question whether they have or use any, never to
 *   one that counts ("5 or more warts": "a few" may be fewer).
 */

import type { Question } from '../../prescreenForm';
import { namesAThingOf, speaksOf } from './relevance';
import { interpretYesNo } from './yesNo';

/**
 * A relative or friend the visitor names ("my husband", "her grandson"): what is said of them is not an answer. A bare
 * "she" or "he" is the person the visitor answers for ("She FaceTimes the grandkids on her iPad").
 */
const ANOTHER_PERSON =
  /\b(?:my|his|her|our|their) (?:husband|wife|partner|boyfriend|girlfriend|son|daughter|mother|mom|mum|father|dad|brother|sister|friend|neighbou?r|grandson|granddaughter|grandma|grandpa|grandmother|grandfather|kids?|children|child|aunt|uncle|cousin|colleague|coworker)\b/;
/** The visitor speaks of themselves ("I", "me", "my phone"). */
const FIRST_PERSON = /\b(?:i|i'?m|im|i'?ve|me|my|mine|myself)\b/;
/** Someone has the visitor on a treatment ("has me on", "put me on", "started me on"). */
const HAS_ME_ON = /\b(?:has|have|had|put|puts|keeps?|kept|started|starts|got|gets) me on\b/;
/** An amount said first ("a few", "several", "lots of them"). */
const AMOUNT_FIRST = /^(?:a few|a couple(?: of)?|several|some|many|lots|a lot|loads|plenty|tons|a bunch|quite a few|heaps)\b/;
/** A question that counts ("5 or more warts", "at least 3 times"): an amount word does not say whether. */
const COUNTS =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten) or more\b|\bat least (?!one\b|1\b)|\bmore than (?:\d+|one|two|three|four|five)\b/;

/**
 * Whether a normalised message with no answer word says yes to `question` by what it names or by one of its
 * clauses (see the module comment).
 */
export function saysYesByMention(question: Question, normalised: string): boolean {
  const clauses = normalised
    .split(/[,;.]|\b(?:and|but|so)\b/)
    .map((c) => c.trim())
    .filter(Boolean);
  const clauseSaysYes = clauses.slice(1).some((c) => {
    const r = interpretYesNo(c);
    return r.kind === 'answer' && r.reading.value === 'yes' && r.reading.weak === true && FIRST_PERSON.test(c) && speaksOf(question, c);
  });
  if (clauseSaysYes || (HAS_ME_ON.test(normalised) && speaksOf(question, normalised))) return true;
  // "my husband uses WhatsApp" speaks of him: the "my" of "my husband" is not the visitor speaking of themselves
  const ownThing = !ANOTHER_PERSON.test(normalised) || FIRST_PERSON.test(normalised.replace(new RegExp(ANOTHER_PERSON.source, 'g'), ' '));
  if (ownThing && namesAThingOf(question, normalised)) return true;
  return AMOUNT_FIRST.test(normalised) && !COUNTS.test(question.text.toLowerCase()) && speaksOf(question, normalised.replace(AMOUNT_FIRST, ''));
}
