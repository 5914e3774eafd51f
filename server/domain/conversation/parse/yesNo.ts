/**
 * Yes / no / not sure from free text, for `yes_no_unsure` questions and the consent question. Pure, deterministic.
 *
 * People do not answer "yes" or "no": they write "I have never had cancer", "I'm done with breastfeeding, so no",
 * "no problem", "yse", "sí", or "what is that?". The reading looks at the whole message, in this order (the
 * message normalised by `normalise`; opening fillers such as "um,", "well,", "oh,", "sorry,", "goodness" skipped;
 * an obvious typo of the first word mended, see `mendTypo`):
 * 1. A request for an explanation — "I don't understand", "what do you mean?", "what is that?", "what is GVHD?",
 *    "huh?", "can you explain", "no entiendo" — is not an answer: `not_understood`, so the dialogue can put the
 *    question another way. Checked first, so "I don't know what that means" is not read as "don't know".
 * 2. "Not sure" — "not sure", "don't know", "maybe", "idk", "no idea", "skip" (`isUnsure`), Spanish "no sé",
 *    "tal vez", "quizás" → `unsure`.
 * 3. An opening answer word or idiom decides, whatever explanation follows ("No, his last was 5 weeks ago",
 *    "Yes, I cannot read or write"):
 *    - yes: "yes", "y", "yep", "yeah", "yh", "yup", "sure", "sure thing", "correct", "that's right", "of course", "ofc",
 *      "absolutely", "definitely", "uh huh", "mhm", "you bet", "why not", "go ahead", "yes please", "ok" (alone),
 *      "no problem", "no worries", "I don't mind" (a "no"/"don't" that means yes), Spanish "sí", "si", "claro",
 *      "por supuesto";
 *    - no: "no", "n", "nope", "nah", "nay", "never", "none", "nothing", "not really", "not at all", "not yet",
 *      "not anymore", "no longer", "of course not", "no way", Spanish "nunca", "claro que no", and a sentence that
 *      opens with a negated "I" ("I don't", "I have never", "I'm no longer", "I was never diagnosed…").
 *    An answer word of the other side later in the message ("yes I mean no", "yes and no", "no wait, yes",
 *    "yes, I used to but not anymore") makes the message `conflicting`: nothing is stored, the visitor is asked
 *    which one they mean.
 * 4. Hedges — "I think so", "I guess not", "probably", "I don't think so", "pretty sure", "I believe so" — anywhere,
 *    also after an opening answer ("yes, I think so") → `unsure` with `hedged: true` and the side it `lean`s to. A
 *    hedge is not a definite answer, and DESIGN §4 lets a criterion fail only "on a definite answer"; an unknown
 *    sends the criterion to the site instead of deciding it on a guess.
 * 5. Without an opening answer: "not sure" words anywhere ("I'd have to ask my doctor", "borderline") → `unsure`; a
 *    closing answer ("…, so no", "…, no", "…, so not really") decides; a negation anywhere ("my husband does but I
 *    don't", "I have no history of cancer", "nobody ever told me") → no; a sentence that opens with "I have / I am /
 *    I do / I take / I had…" and negates nothing → yes ("I have had two heart attacks"). When such a yes sentence
 *    negates something further on ("I have diabetes but not type 1"), it is `conflicting`, not guessed.
 * 6. "I'm a man", "I am male" says who, not whether: not read here (`none`); `parseAnswer` reads it as no to a
 *    pregnancy or breastfeeding question (`SAYS_MALE`). "I'm 52" is not "I am" (yes) either.
 * Anything else is `none` (not an answer: "purple", "sometimes", "I used to").
 *
 * Word lists: written from the replies in tests/fixtures/dialogue/yes-no.jsonl (older people's long sentences,
 * non-native English, Spanish, typos) and the persona answers of tests/unit/personas; `npm run eval:dialogue`
 * measures them on that corpus.
 */

import { hasMarkup, isUnsure, withinOneEdit } from './text';

/** A yes/no reading: the response the form stores (`'yes' | 'no' | 'unsure'`), and whether it was a hedge. */
export interface YesNoReading {
  value: 'yes' | 'no' | 'unsure';
  hedged: boolean;
  /** For a hedge, the side it leans to ("I guess not" → `'no'`); kept for the transcript, never stored as the answer. */
  lean?: 'yes' | 'no';
  /**
   * A yes read from a sentence that only says "I have / had / take …", or a no read from a negation somewhere in it
   * (rule 5), with no answer word: it answers the question only if it speaks of what the question asks about
   * ("I don't even have a girlfriend" says nothing about birth control; `parseAnswer` checks that against the
   * question).
   */
  weak?: boolean;
}

/**
 * What a message says to a yes/no question:
 * - `{ kind: 'answer', reading }`: a yes, a no or a not sure (`YesNoReading`);
 * - `{ kind: 'not_understood' }`: the visitor asks what the question means ("what is that?");
 * - `{ kind: 'conflicting' }`: a yes and a no at once ("yes I mean no");
 * - `{ kind: 'none' }`: no answer in it ("purple").
 */
export type YesNoInterpretation = { kind: 'answer'; reading: YesNoReading } | { kind: 'not_understood' } | { kind: 'conflicting' } | { kind: 'none' };

/** A regex for whole words: `src` not inside a longer word (letters of any alphabet, digits, apostrophes). */
const words = (src: string, flags = ''): RegExp => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${src})(?![\\p{L}\\p{N}'])`, `u${flags}`);

/** Opening words that carry no answer ("well, yes" is "yes"). */
const FILLERS =
  /^(?:(?:um+|uh+(?![- ]?huh)|erm*|er+|ah+|hmm+|mm+|well|oh|sorry|i mean|honestly|to be honest|goodness|heavens|gosh|oh dear|dear|ok so|so|lol|haha|lmao|ok(?:ay)?(?=[,\s]+(?:i|we|she|he|they)\b))(?:[,\s]+|$))+/;

/** "I'm a man", "I am male", "im a guy": the visitor says they are male. */
export const SAYS_MALE =
  /^(?:(?:i am|i'?m|im|he'?s|he is|(?:he|this) is|it'?s)\s+(?:a\s+)?|(?:still\s+)?(?:a\s+)?(?=(?:man|male|guy|boy|dude|bloke|fella|chap)\W*$))(?:man|male|guy|boy|gentleman|dude|lad|bloke|fella|chap)\b/;

/** Asking what the question means (rule 1). */
const NOT_UNDERSTOOD = new RegExp(
  [
    String.raw`\b(?:i\s+)?(?:don'?t|do not|dont|did not|didn'?t|not)\s+(?:really\s+)?(?:understand|get (?:it|that|this(?: one| question)?|the question|what you mean)|follow)\b`,
    String.raw`\b(?:don'?t|do not|dont|didn'?t)\s+(?:get|understand|know)\s+what\s+(?:you'?re|you are|ur|u r|u|you)\s+(?:asking|saying|mean|on about)\b`,
    // a non-native "i no understand"
    String.raw`\bi\s+no\s+(?:understand|comprendo|entiendo)\b`,
    // ("I've no idea what that is in kilos" doubts a conversion, not the question)
    String.raw`\b(?:don'?t|do not|dont|no idea)\s+(?:know\s+)?what (?:that|this|it|you)\b.*\b(?:is|means?|are)\b(?!\s+in\s+(?:kilos?|kilograms?|kg|pounds?|lbs?|stones?|cm|centimet(?:er|re)s?|met(?:er|re)s?|feet|inches))`,
    String.raw`\bwhat (?:do|did) you mean\b|\bnot (?:quite |really |totally |entirely )?sure what (?:you mean|they mean|you'?re asking|you are asking|(?:that|this|it) (?:is|means))\b`,
    String.raw`\bwhat (?:does|do|did) (?:that|this|it|[\w-]+) mean\b`,
    String.raw`\bwhat(?:'s| is| are)\s+(?:that|this|it|those|these)\b`,
    String.raw`^what(?:'s| is| are| does)\b`,
    String.raw`^(?:sorry,?\s+)?(?:huh|what|pardon|come again|eh)\W*$`,
    String.raw`\b(?:can|could|would) you (?:please\s+)?(?:explain|say (?:that|it) (?:again|differently|another way|in)|rephrase)\b`,
    // "explain that" asks, "I should explain that…" / "let me explain" tells
    String.raw`^explain\b|\bplease explain\b|(?<!\b(?:i|me|i'?ll|should|must|to|will|can|would)\s)\bexplain (?:please|that|it)\b`,
    String.raw`\b(?:simpler|simple|plain|other) (?:words|english)\b`,
    String.raw`\bno entiendo\b|\bno comprendo\b|\bno hablo\b|\bqu[eé] significa\b|\bqu[eé] es eso\b`,
  ].join('|'),
);

/**
 * A yes given reluctantly, as the whole message: "sure i guess", "lol ok yeah i guess", "yeah i suppose so", "ok
 * fine", "fine, whatever". Agreeing, not unsure about a fact: it answers a question of willingness or consent (see
 * `agreesReluctantly`), while "yes I think so" to a question of fact stays a hedge.
 */
const RELUCTANT_YES =
  /^(?:(?:lol|haha|ok(?:ay)?|well|um+|uh+|hmm+|ugh)[,.\s]+)*(?:(?:i )?(?:guess|suppose) (?:so[,.\s]+)?(?:yes|yeah|yep|ya|ye|yea|sure|ok(?:ay)?)|(?:yes|yeah|yep|yup|ya|ye|yea|yeh|yh|sure|ok(?:ay)?|fine|alright|all right)[,.\s]+(?:(?:ok(?:ay)?|yeah|fine|sure)[,.\s]+)?(?:i )?(?:guess|suppose)(?: so)?|(?:ok(?:ay)? )?fine,? (?:whatever|i guess)|ok(?:ay)?,? fine)[!.]*$/;

/** Whether a normalised message agrees reluctantly ("sure i guess"): a yes to a question of willingness or consent. */
export function agreesReluctantly(normalised: string): boolean {
  return RELUCTANT_YES.test(normalised.trim());
}

/**
 * An answer left to something else: "depends what counts", "I'd have to ask her", "need to check with my doctor", or
 * the visitor's doubt whether what they have is what is asked ("pre diabetes i think. not sure if that is type 2"). A
 * hedge with it leans to no side: the visitor has not decided.
 */
export const DEFERS =
  /\b(?:depends|depending|(?:have|need|got|'d have|would have) to (?:ask|check)|ask (?:her|him|them|my \w+) first|check with (?:her|him|them|my \w+)|not sure (?:if|whether) (?:that|this|it) (?:is|counts|'s))\b/;

/**
 * Agreeing to a question of willingness, beyond a reluctant yes: "I think so, I'm not doing anything else for it",
 * "probably yes", "if I decide to do it, sure". A hedge about oneself is a yes to "are you willing…?" (the site asks
 * again at the visit; a yes here rules no one out), never to a question of fact; a "but" after it keeps it open.
 */
const WILLING_HEDGE = new RegExp(
  String.raw`^(?:(?:um+|uh+|well|hmm+)[,.\s]+)*(?:(?:yes|yeah)[,.\s]+)?(?:i think so|i guess so|i suppose so|i believe so|probably(?: yes| yeah)?|should be (?:ok|okay|fine)|i (?:think|guess|suppose) i (?:could|can|would) (?:manage|do|handle)(?: (?:that|it|this))?)\b(?![^.]*\bbut\b)(?![^.]*\b(?:not sure|don'?t know)\b)(?![\s\S]*${DEFERS.source})`,
);
const CONDITIONAL_YES =
  /^(?:if|when|once) (?:i|we|she|he|they) (?:decide|choose|agree|go ahead|join|take part|do it|sign up)\b[^,.]*[,.]?\s*(?:then\s+)?(?:yes|yeah|sure|ok(?:ay)?|of course|definitely|absolutely|i will|i would|i can|no problem)\b/;

/** Whether a normalised message agrees to a question of willingness, hedged or once they decide to join (see above). */
export function agreesToWillingness(normalised: string): boolean {
  const t = normalised.trim();
  return WILLING_HEDGE.test(t) || CONDITIONAL_YES.test(t);
}

/** Whether a normalised message asks what the question means ("I don't understand", "what do you mean?"): rule 1. */
export function asksWhatItMeans(normalised: string): boolean {
  return NOT_UNDERSTOOD.test(normalised);
}

/** Spanish "I don't know" / "maybe" (rule 2); before rule 3, so "no sé" is not a "no". */
const SPANISH_UNSURE = words(String.raw`no (?:lo )?s[eé]|tal vez|quiz[aá]s?|a lo mejor`);

/** Yes idioms that open a message (rule 3); checked before NO_OPEN, so "no problem" and "I don't mind" are yes. */
const YES_OPEN = new RegExp(
  '^(?:' +
    [
      // "yh" and "ofc": yeah and of course as people text them
      'yes|y|ye|yep|yeah|yea|yeh|yh|ya|yah|yup|yas|aye|k|kk|okie|oki|okey|ofc',
      "by all means|go for it|(?:that'?s|that is) fine(?: with me)?|fine with me|(?:i'?m|i am) happy (?:for you )?to|happy to|yes please",
      'sure(?:ly| thing)?|for sure|you bet|indeed|affirmative|agreed|i agree',
      'correct|right|true|absolutely|definitely|certainly|of course|obviously|obvs|def(?:o|initely)?(?! not)',
      "(?:that'?s|that is|it'?s|it is) (?:right|correct|true|fine|ok|okay)",
      'uh[- ]?huh|mhm+|mm[- ]?hmm+',
      "no problem(?!s|\\s+with\\b)|not a problem|no worries|no doubt|why not|who (?:doesn'?t|doesnt|does not)",
      "(?:i\\s+)?(?:don'?t|do not|dont) mind",
      "(?:i\\s+)?(?:don'?t|do not|dont|can'?t|cannot) see why not|(?:i\\s+)?(?:don'?t|do not|dont) see a problem",
      // "go on then": a yes in British English
      'go ahead|go on(?: then)?|please do|fine(?: by me)?',
      "ok(?:ay)?(?=\\W*$|[,\\s]+(?:sure|go ahead|fine|please|yes|ya|yeah|yep|can|that'?s fine))",
      'i sure (?:do|have|am|did|was)',
      's[ií](?! s[eé](?!\\p{L}))|claro(?! que no)|por supuesto',
      // Tagalog "opo" / "oo" (yes, the first politely)
      'opo|oo',
      // "Can", "can lah": yes in the English of Singapore, Malaysia and Hong Kong — only alone, never "can I …"
      'can(?: lah| la| can)?(?=\\s*(?:[,.!]|$))',
    ].join('|') +
    ")(?![\\p{L}\\p{N}'])(?!\\s+not\\b)",
  'u',
);

/** No words that open a message (rule 3). */
const NO_OPEN = new RegExp(
  '^(?:' +
    [
      // "nil" (none) as clinical and Commonwealth English write it
      'no|n|nope|nah|naw|nay|never|nunca|none|nothing|nobody|zero|negative|neg|nil|nkda|nka|false',
      "not really|not at all|not that i (?:know|am aware|'m aware|recall|remember)|not as far as i know",
      'of course not|definitely not|def(?:o)? not|absolutely not|certainly not|obviously not|no way|no thanks|no thank you',
      'claro que no',
      // Tagalog "hindi" (no), "wala" (none)
      'hindi(?: po)?|wala(?: po)?',
      'not',
    ].join('|') +
    ")(?![\\p{L}\\p{N}'])",
  'u',
);

/**
 * A sentence that opens by negating its "I": "I don't", "I do not have", "I have never", "I was never diagnosed",
 * "I'm not", "I'm no longer on", "I no longer take", "I have no history", "i not smoke", "I can't say I have".
 */
const NEG_SUBJECT =
  /^(?:i|we)(?:'m|'ve|'d| am| have| had| has| was| were| do| did| will| would| can| could| be| been)?\s+(?:(?:really|ever|honestly|actually|truly|certainly|definitely|just|also|been|had)\s+)?(?:not|never|no longer|no|don'?t|dont|do not|haven'?t|havent|have not|hadn'?t|didn'?t|didnt|did not|wasn'?t|wasnt|was not|weren'?t|won'?t|wont|will not|can'?t|cant|cannot|can not|couldn'?t|isn'?t|am not|ain'?t)\b|^(?:im|i'm) not\b/;

/** "I can't say I have": a no, although "I can't say" on its own is a "not sure" (`isUnsure`). */
const CANT_SAY_I = /^(?:i\s+)?(?:can'?t|cannot|can not) (?:really\s+)?say (?:that\s+)?i\b/;

/** A negation anywhere (rule 5): not, never, n't, no, none, nobody, no longer, anymore, nunca… */
const NEGATION = new RegExp(
  `${words('not|never|nunca|no|none|nothing|nobody|no longer|anymore|any more|cannot|dont|didnt|havent|wasnt|doesnt').source}|n't\\b`,
  'u',
);

/**
 * A sentence that opens with "I" (or "he", "she", "they", for a visitor answering for someone else: "He's had type 2
 * diabetes for 15 years") and a verb of having or being (rule 5): a yes when nothing is negated. "I'm in Chicago",
 * "I'm from Ohio" say where, not whether: no answer.
 */
const WEAK_YES =
  /^(?:i|we)\s+(?:(?:actually|just|also|recently|already|only)\s+)?(?:do|did|am|was|have|had|has|take|took|smoke|drink|use|work|get|got|see|still|suffer|live with|went|go|underwent|started|start|began|begun|can|will|would)\b|^(?:i'?m|im|i am|i'?ve|ive)\b(?!\s+(?:\d|(?:in|at|from|near|based|located|living|staying|visiting|here|there|back)\b))|^(?:he|she|they)(?:'s|'ve| has| have| had| is| was| does| did| takes| took| uses| used| gets| got| started| smokes| drinks| sees| suffers| can| will| would)\s+(?!not\b|never\b|no\b)|^(?:had|got|have|taking|using|started|been on|on)\s+(?:a|an|the|my|some|one|two|three|\d+)\b|^(?:hx|h\/o|pmh|history) (?:of )?\w/;

/** Hedges (rule 4), at the start of the message. */
const HEDGE_START =
  /^(?:i\s+)?(?:think|believe|guess|suppose|reckon)\s+(?:so|not)\b|^(?:probably|likely|most likely|kind of|kinda|sort of|i think|i guess)\b/;

/** Hedges (rule 4), anywhere in the message. */
const HEDGE_ANY =
  /\b(?:i|we)\s+(?:think|believe|guess|suppose|reckon)\b|\b(?:don'?t|do not|dont)\s+(?:think|believe)\b|\b(?:think|guess|suppose|believe) (?:so|not)\b|\bprobably\b|\bi doubt (?:it|that)\b|\bmost likely\b|\b(?:pretty|fairly|quite) sure\b/;

/** After an opening answer, a clause that hedges something else: "I suppose you have my number", "I think they know". */
const HEDGE_ABOUT_ELSE = /[,.;]\s*(?:and\s+)?(?:i|we)\s+(?:think|believe|guess|suppose|reckon)\s+(?:you|your|he|she|they|the|my|that you)\b[^,.;]*/g;

/**
 * "Not sure" words anywhere (rule 5), for messages with no opening answer; "borderline" is neither a yes nor a no, and
 * "I was never told it was cancer, but I was never told it wasn't either" leaves it open.
 */
const UNSURE_ANY =
  /\b(?:not sure|not certain|unsure|undecided|borderline|idk|dunno|maybe|haven'?t counted|not counted)\b|\b(?:don'?t|do not|dont|didn'?t)\s+(?:really\s+)?(?:know|remember|recall)\b|\b(?:can'?t|cannot|can not|could ?n'?o?t)\s+(?:really\s+)?(?:remember|recall|say(?! (?:i'?m|i am|i like|i love|i enjoy|that i)\b)|tell you)\b|\bno (?:idea|clue)\b|\b(?:hard|difficult) to (?:say|tell)\b|\b(?:have|need|would have|'d have) to (?:ask|check)\b|\b(?:never|not|wasn'?t|weren'?t) (?:been )?told (?:me )?(?:either way|one way or (?:the )?other|(?:that )?it (?:was|is)n'?t)\b|\b(?:never|didn'?t|did not) (?:say|tell me) (?:either way|one way or (?:the )?other)\b/;

/**
 * A closing answer after a remark (rule 5): "I'm done with breastfeeding, so no", "I can't say I have, no", "I'm
 * prediabetic, so not really".
 */
const CLOSING =
  /(?:,|;|\bso|\bthen|\bthus|\bi'?d say|\banswer is|\bbut)\s+(?:(?:sure|ok(?:ay)?|well)[,\s]+)?(yes|yeah|yep|ya|yah|yea|no|nope|nah|not really|not at all|not exactly|none of (?:those|these|them|the ones? (?:listed|you (?:list|mention)ed))|not (?:any )?(?:of )?(?:those|these|them)(?: ones)?)$/;

/**
 * A hedge the visitor settles with a plain answer word of the same side: "pretty sure no", "fairly sure, yes", "I
 * believe so, yes, I only take my pills", "I think so. Yes". A confident hedge ("pretty sure") with an answer word, or
 * a hedge followed by the answer word, is that answer; "yes, I think so" (the hedge after the answer) stays a hedge.
 */
const SETTLED_HEDGE = [
  /^(?:i'?m\s+)?(?:pretty|fairly|quite|very|dead|almost) sure\b[,.!]*\s*(?:it'?s\s+|that'?s\s+|the answer is\s+)?(yes|yeah|yep|no|nope|not)\b/,
  /^(?:yes|yeah|yep|no|nope)[,.!]*\s*(?:i'?m\s+)?(?:pretty|fairly|quite|very|dead) sure\b/,
  /^(?:i\s+)?(?:think|believe|guess|suppose|reckon) (?:so|not|(?:she|he|they|i) (?:would|will|do|does|did|can))[,.!]*\s+(yes|yeah|yep|no|nope)\b/,
];

/**
 * A negation of a negation: "I wouldn't say I don't have any", "not that I never had one", "I don't not use apps":
 * never read as a no ("I don't smoke and never have" is one no said twice, not this).
 */
const DOUBLE_NEGATION =
  /(?:n't|\bnot)\s+(?:(?:really|exactly)\s+)?(?:say|think|believe|claim|that)\b[^,.;!?]*?(?:\b(?:not|never|no|none|nothing)\b|n't\b)|(?:n't|\bnot|\bnever)\s+not\b/;

/** A conclusion drawn from a statement, with no other answer word after it: "…, so yes", "…, so yes, I don't do any other". */
const SO_CONCLUSION = /[,.;]?\s+(?:so|then|therefore)\s+(yes|yeah|yep|no|nope)(?=$|[,.;!])(?![^]*\b(?:yes|yeah|yep|no|nope)\b)/;

/** A remark, then an answer word after "but" ("I don't have a bf lol but sure", "I had one once, but no"). */
const BUT_ANSWER = /\bbut,?\s+(yes|yeah|yep|sure|of course|no|nope|not really)(?=$|[\s,.!;])(?!\s+(?:longer|more|other|problem))/;

/** Yes idioms built on "no": "no problem", "no worries", "not a problem". */
const YES_IDIOM = /\bno (?:problem|worries)\b(?!s)|\bnot a problem\b/;

/** "Not that I know of, no": one no said twice, not a negation of a negation. */
const NOT_THAT_I_KNOW = /^not that i (?:know|am aware|'m aware|recall|remember)(?: of)?/;

/** "…, but otherwise yes", "other than that, no": the answer for all but the exception the message names. */
const OTHERWISE = /\b(?:otherwise|other than that|apart from that|besides that|except for that)[,:]?\s+(yes|yeah|yep|no|nope)\b/;

/** "If it is required (for the study)…", "if I must stop…": what follows says whether the visitor would go along with it. */
const IF_REQUIRED =
  /\b(?:if (?:it is |it's |that is |that's |they are |it was )?(?:required|needed|necessary|asked|part of (?:it|the study)|a requirement)|if i (?:must|have to|need to|had to))\b(.*)$/;
/** Going along with it: "she would follow the rule", "I will", "happy to", "fine". */
const WILLING = /\b(?:would|will|can|could|happy|fine|ok(?:ay)?|yes|sure|follow)\b/;

/** "…, I meant no" closing a message that said both: the last word the visitor gives on it. */
const MEANT_LAST = /\bi (?:meant|mean) (yes|no)[!.]*$/;

/** A closing "maybe" after a remark: "He had a rash once from a sunscreen, so maybe?" is not sure, not a yes. */
const CLOSING_MAYBE = /(?:,|;|\bso|\bthen|\bor)\s+(?:maybe|perhaps|possibly|who knows)$/;

/**
 * After an opening yes: a no of its own ("yes and no", "yes I mean no", "yes, I used to but not anymore"); a "no"
 * before a noun names none of something ("yes, no other treatment", "Y - no PTNS planned") and is not one.
 */
const OTHER_NO = new RegExp(
  String.raw`(?:^|[,.;:!?…-]|\b(?:and|or|i mean|actually|wait|sorry|but|then|so))\s*(?:nope|nah|nunca)(?=$|[\s,.;:!?…])|(?:^|[,.;:!?…-]|\b(?:and|or|i mean|actually|wait|sorry|but|then|so))\s*no(?=$|[,.;:!?…]|\s+(?:i|it|that|this|wait|sorry|thanks|thank|not|never|i'?m|i'?ve|actually|definitely|way|no)\b)|\bnot any ?more\b|\bno longer\b|\banymore\b`,
);

/** After an opening no: a yes of its own ("no wait, yes", "no, actually I do"). */
const OTHER_YES = new RegExp(`${words('yes|yeah|yep|yup|ya|yah|sí').source}|\\b(?:actually|i mean|wait)\\s+(?:yes|i do|i have|i am|i did)\\b`, 'u');

/** Answer words a typo is mended to (`mendTypo`), the side each means. */
const TYPO_TARGETS: ReadonlyArray<readonly [string, 'yes' | 'no']> = [
  ['yes', 'yes'],
  ['yeah', 'yes'],
  ['yep', 'yes'],
  ['yup', 'yes'],
  ['sure', 'yes'],
  ['nope', 'no'],
];
/** Short answer words a run of repeated letters or a zero for an "o" may hide ("yesss", "noo", "n0", "sii"). */
const REPEAT_TARGETS = new Set(['yes', 'yeah', 'yep', 'yup', 'ya', 'no', 'nope', 'nah', 'si', 'sure', 'nay']);
/**
 * Words one edit away from an answer word that are words of their own, never mended: "yet" ("not yet" is a no),
 * "yen", "hope", "note", "none", "sore", "cure", "sue", "use"…
 */
const NOT_TYPOS = new Set([
  'yet',
  'yen',
  'yew',
  'yea',
  'eyes',
  'hes',
  'res',
  'yds',
  'yrs',
  'ayes',
  'yap',
  'yip',
  'up',
  'cup',
  'pup',
  'yum',
  'sup',
  'rep',
  'pep',
  'hep',
  'note',
  'node',
  'nose',
  'hope',
  'rope',
  'cope',
  'dope',
  'mope',
  'nape',
  'none',
  'nopes',
  'sore',
  'cure',
  'pure',
  'lure',
  'surf',
  'sue',
  'use',
  'suer',
  'yo',
  'you',
  'yeast',
  'yell',
  'yeti',
  'year',
]);

/**
 * The first word of a message with an obvious typo of an answer word mended: repeated letters ("yesss" → "yes",
 * "noo" → "no", "sii" → "si"), a zero for an "o" ("n0" → "no"), or one edit (a letter added, dropped, changed or two
 * swapped) from "yes", "yeah", "yep", "yup", "sure" or "nope" in words of three letters or more ("yse", "ues",
 * "yaeh", "nop", "sur"). Never a word of its own (`NOT_TYPOS`: "yet", "hope", "none"…), and never when the word is
 * one edit from answers of both sides. Other words are returned as they are.
 */
export function mendTypo(word: string): string {
  const w = word.toLowerCase();
  if (REPEAT_TARGETS.has(w)) return w;
  const squeezed = w.replace(/0/g, 'o').replace(/(.)\1+/g, '$1');
  if (REPEAT_TARGETS.has(squeezed)) return squeezed;
  if (w.length < 3 || NOT_TYPOS.has(w) || !/^[a-z]+$/.test(w)) return word;
  const hits = TYPO_TARGETS.filter(([target]) => withinOneEdit(w, target));
  const sides = new Set(hits.map(([, side]) => side));
  return sides.size === 1 ? hits[0][0] : word;
}

/** The message prepared for reading: Spanish opening marks and ellipses spaced out, fillers dropped, typo mended. */
function prepare(normalised: string): string {
  let t = normalised
    .replace(/[¿¡]/g, ' ')
    .replace(/…/g, '... ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '')
    .trim();
  t = t.replace(FILLERS, '').trim();
  const first = /^[\p{L}\p{N}']+/u.exec(t);
  if (first) t = mendTypo(first[0]) + t.slice(first[0].length);
  return t;
}

const answer = (value: YesNoReading['value'], hedged = false, lean?: 'yes' | 'no'): YesNoInterpretation => ({
  kind: 'answer',
  reading: lean ? { value, hedged, lean } : { value, hedged },
});

/**
 * What a normalised message (`normalise`) says to a yes/no question: an answer, a request for an explanation, a yes
 * and a no at once, or nothing. Rules and word lists in the module comment. Examples:
 * - "I have never had cancer" → `{ kind: 'answer', reading: { value: 'no', hedged: false } }`;
 * - "no problem" → yes; "yse" → yes; "sí" → yes; "nunca" → no; "no sé" → unsure;
 * - "well i'm overweight so i guess not" → `{ value: 'unsure', hedged: true, lean: 'no' }`;
 * - "what is that" → `{ kind: 'not_understood' }`; "yes i mean no" → `{ kind: 'conflicting' }`;
 * - "purple", "i'm a man" → `{ kind: 'none' }`.
 */
export function interpretYesNo(normalised: string): YesNoInterpretation {
  // markup is kept as the visitor's text and never read as an answer: a "yes" inside tags is not one
  if (hasMarkup(normalised)) return { kind: 'none' };
  const t = prepare(normalised);
  if (!t) return { kind: 'none' };
  if (NOT_UNDERSTOOD.test(t)) return { kind: 'not_understood' };
  // "Yes - sorry, no, I meant no": the visitor's own last word on it decides
  const meant = MEANT_LAST.exec(t);
  if (meant) return answer(/^y/.test(meant[1]) ? 'yes' : 'no');
  // "…I'd keep taking that, but otherwise yes": the answer given for all but the exception said before it
  const otherwise = OTHERWISE.exec(t);
  if (otherwise) return answer(/^y/.test(otherwise[1]) ? 'yes' : 'no');
  // "I'm not doing anything else for it right now, so yes.": a statement, then the conclusion drawn from it
  const conclusion = YES_OPEN.test(t) || NO_OPEN.test(t) ? null : SO_CONCLUSION.exec(t);
  if (conclusion) return answer(/^(?:no|nope)/.test(conclusion[1]) ? 'no' : 'yes');
  // "i dont have a bf lol but sure whatever they need": a remark, then the answer after "but"
  // ("…a reaction from a sunscreen but no idea if that was an allergy": "no idea" is not a no)
  const butAnswer = YES_OPEN.test(t) || NO_OPEN.test(t) || /\bbut no (?:idea|clue)\b/.test(t) ? null : BUT_ANSWER.exec(t);
  if (butAnswer) return answer(/^(?:no|nope|not)/.test(butAnswer[1]) ? 'no' : 'yes');
  // "if it is required for the study she would follow the rule": willing, on the study's terms
  const ifRequired = IF_REQUIRED.exec(t);
  if (ifRequired && WILLING.test(ifRequired[1]) && !/\b(?:not|never|no)\b|n't\b/.test(ifRequired[1])) return answer('yes');
  const settled = SETTLED_HEDGE.map((re) => re.exec(t)).find((m) => m);
  if (settled) {
    const word = settled[1] ?? /^\w+/.exec(t)![0];
    return answer(/^y/.test(word) ? 'yes' : 'no');
  }
  const hedged = HEDGE_START.test(t) || HEDGE_ANY.test(t);
  if (CANT_SAY_I.test(t) && !OTHER_YES.test(t)) return hedged ? answer('unsure', true, 'no') : answer('no');
  if (isUnsure(t) || SPANISH_UNSURE.test(t)) return answer('unsure');

  // a negation of a negation ("I don't not use apps") is never read as either side
  if (DOUBLE_NEGATION.test(t.replace(NOT_THAT_I_KNOW, 'no'))) return { kind: 'conflicting' };
  // rule 3: an opening answer decides; one of the other side later makes the message conflicting
  const yes = YES_OPEN.exec(t);
  const no = yes ? null : (NO_OPEN.exec(t) ?? NEG_SUBJECT.exec(t));
  // "i dont do anything for it rn so sure yes": a negated statement, then the answer it leads to after "so"
  const soAnswer = /\b(?:so|then|thus)\s+(?:(?:sure|ok(?:ay)?|well)[,\s]+)?(yes|yeah|yep|no|nope)[.!]*$/.exec(t);
  if (no && !NO_OPEN.test(t) && soAnswer) return answer(/^y/.test(soAnswer[1]) ? 'yes' : 'no');
  if (yes || no) {
    const side = yes ? 'yes' : 'no';
    // "I really don't know": a negated "I" that says it does not know
    if (!yes && !NO_OPEN.test(t) && UNSURE_ANY.test(t)) return answer('unsure');
    const rest = t.slice((yes ?? no)![0].length);
    if ((side === 'yes' ? OTHER_NO : OTHER_YES).test(rest)) return { kind: 'conflicting' };
    // "Yes that would be fine, I suppose you have my number": a later clause's hedge is about something else
    const ownHedge = hedged && (HEDGE_START.test(t) || HEDGE_ANY.test(t.replace(HEDGE_ABOUT_ELSE, '')));
    return ownHedge ? answer('unsure', true, side) : answer(side);
  }

  // rules 4 and 5: no opening answer
  if (hedged) return answer('unsure', true, NEGATION.test(t) || /\bdoubt\b/.test(t) ? 'no' : 'yes');
  if (UNSURE_ANY.test(t) || CLOSING_MAYBE.test(t)) return answer('unsure');
  if (SAYS_MALE.test(t)) return { kind: 'none' };
  const saysYes = OTHER_YES.test(t);
  const closing = CLOSING.exec(t);
  if (closing) {
    const side = /^y/.test(closing[1]) ? 'yes' : 'no';
    return side === 'no' && saysYes ? { kind: 'conflicting' } : answer(side);
  }
  // "…, no problem" is a yes idiom wherever it stands: never the negation of a weak no
  const negated = NEGATION.test(t.replace(new RegExp(YES_IDIOM.source, 'g'), ' '));
  if (!negated && YES_IDIOM.test(t) && !WEAK_YES.test(t)) return answer('yes');
  if (WEAK_YES.test(t)) return negated ? { kind: 'conflicting' } : { kind: 'answer', reading: { value: 'yes', hedged: false, weak: true } };
  if (negated) return saysYes ? { kind: 'conflicting' } : { kind: 'answer', reading: { value: 'no', hedged: false, weak: true } };
  if (saysYes) return answer('yes');
  return { kind: 'none' };
}

/**
 * Reads yes / no / not sure from a normalised message (`normalise`); null when it says none of them (also for a
 * request for an explanation and for a yes and a no at once: `interpretYesNo` tells those apart). Examples:
 * "Yes, I do" → `{ value: 'yes', hedged: false }`; "I think so" → `{ value: 'unsure', hedged: true, lean: 'yes' }`.
 */
export function readYesNo(normalised: string): YesNoReading | null {
  const r = interpretYesNo(normalised);
  return r.kind === 'answer' ? r.reading : null;
}
