/**
 * What a visitor's message is, before it is read as an answer: a wish to stop for now, a greeting on return, a
 * correction of an earlier answer, a question of the visitor's own (with or without an answer beside it), a message
 * in Spanish, or an answer to the waiting question. Pure, deterministic; `step` (./machine.ts) acts on it and
 * `readReply` gives the same reading for one question without a dialogue (the corpus evaluation,
 * `npm run eval:dialogue`).
 */

import type { Question } from '../prescreenForm';
import { readCorrection } from './corrections';
import { normalise, parseAnswer, type ParseOptions } from './parse';
import { readAgainstQuestion } from './questionTest';
import { asksAbout } from './visitorQuestions';

/** The words that say the visitor must stop for now ("I have to go", "can I finish later", "brb"). */
const PAUSE_PHRASE = String.raw`(?:stop|pause|later|bye|goodbye|bye bye|exit|not now|let me (?:[\w']+ ){0,5}(?:and )?(?:come back|get back(?: to you)?)(?: later| to (?:you|this|it))?|(?:i'?ll|ill|i will) (?:come back|get back to you)(?: later| to (?:this|it))?|talk later|talk to you later|ttyl|brb|be right back|(?:can|could|may) (?:i|we) (?:continue|finish|do (?:this|it|the rest)|carry on|come back to (?:this|it)|come back and (?:finish|continue|do)|pick (?:this|it) (?:back )?up|stop(?: here)?(?: and (?:continue|finish|come back)(?: later)?)?)(?: (?:this|it|the rest))?(?: (?:later|after|afterwards|another time|tomorrow|tonight|in a (?:little )?(?:bit|while)|on my break|when i get home|after (?:work|class|school|my meeting|the meeting)))?|(?:can|could|may) (?:i|we) (?:do|finish) the rest(?: (?:later|another time|tomorrow|tonight))?|(?:i'?ll|i will|let me|i'?d like to|i want to) (?:continue|finish|come back|do (?:this|it|the rest)|stop)(?: (?:this|it|the rest))?(?: (?:later|another time|tomorrow|tonight|for now))?|i (?:have|need|got) (?:to )?(?:go|run|stop|leave)(?: to (?:work|school|class|bed|sleep))?(?: now)?|(?:gotta|got to|need to|have to) (?:go|run)(?: to (?:work|school|class|bed|sleep))?(?: now)?|i (?:finish|continue|come back|do (?:this|it|the rest)) (?:later|another time|tomorrow|tonight)|i'?m busy(?: now)?|i'?m in a hurry|(?:i'?ll|i will) be back(?: later| soon)?)`;

/** "Hold on", "one moment", "give me a minute": a pause only as the whole message ("hold on, I just counted…" goes on). */
const WAIT_PHRASE = String.raw`(?:one (?:moment|sec(?:ond)?|minute)|give me a (?:minute|moment|sec(?:ond)?)|hold on|hang on|wait a (?:minute|moment|sec(?:ond)?))`;

/**
 * A message that ends with "brb", "gtg", "gotta go", "one sec", "one moment please", a time to be back ("my train's
 * here, 2 mins", "back in 10", "on shift, give me 10"), "wait me" or a wish to finish later ("baby's up brb", "omg class is starting, gotta go", "omg my mom is calling me
 * can i finish this later", "I'll check on the scale and come back later tonight").
 */
const PAUSE_END =
  /(?:^|[\s,.!])(?:brb|gtg|g2g|ttyl|bbl|be right back|gotta go|got to go|(?:i )?(?:have|need) to go(?: now)?|(?:just )?(?:one|a|1) ?(?:sec|second|moment|min|minute)|give me (?:a|a few|a couple(?: of)?|\d+|five|ten) (?:secs?|seconds?|moments?|mins?|minutes?)|(?<=^|[,.!]\s*)\d{1,2} ?(?:mins?|minutes)|back in (?:\d{1,2}|a (?:bit|sec|second|min|minute|moment|mo|jiffy|tick|few))(?: ?(?:mins?|minutes))?|back in (?:two|three|five|ten|a couple(?: of)?|a few) (?:ticks|secs|seconds|mins|minutes|moments|jiffies)|wait (?:for )?me|(?:a )?few minutes|a couple (?:of )?minutes|(?:come|be) back (?:after|in) \d+ ?(?:mins?|minutes)|(?:i'?ll|i will) (?:continue|finish|come back)(?: this)? after (?:my |the )?\w+|(?:brb|back)(?: in)? (?:like )?(?:an? hour|\d+ (?:mins?|minutes|hours?)|a bit|a while)|i(?: will|'ll)? come back(?: later| soon)?(?: (?:tonight|today|tomorrow|this (?:evening|afternoon|weekend)))?(?: (?:and|to) (?:finish|continue|do the rest)(?: (?:this|it|later))*)?|(?:and|then) come back (?:later|soon|tonight|tomorrow)(?: (?:tonight|today|tomorrow|this (?:evening|afternoon|weekend)))?|(?:i )?(?:have|need|got) to go for a (?:bit|while|sec|second|minute|moment)|(?:can|could|may) (?:i|we) (?:finish|continue|do) (?:this|it|the rest) (?:later|another time|tomorrow|tonight)|give me (?:\d{1,2}|five|ten|fifteen))(?:[,\s]+(?:please|pls|plz|thanks|thank you|thx))?[!.?]*$/;

/** "Let me double check with him", "let me ask my wife", "let me go and ask her …": the visitor goes to ask someone (no answer in the message). */
const ASK_SOMEONE =
  /^(?:(?:ok(?:ay)?|sorry|um+|oh|hmm+|hold on|hang on|wait)[,.!\s]+)*(?:let me|i need to|i have to|i'?ll|i will|i must|i go|i) (?:just )?(?:go (?:and )?|quickly |run and )?(?:double[- ]?)?(?:check|ask|confirm)(?: that| this)?(?: with)? (?:him|her|them|my \w+)\b/;

/** "Hold on, let me get on the scale", "wait please, I go check the scale": a wait while the visitor goes to find the answer. */
const WAIT_TO_CHECK = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|sorry|um+|oh|hmm+)[,\s]+)*(?:${WAIT_PHRASE}|wait)(?:[,.!\s]+(?:ah|oh|um+|la|lah|please|pls))?[,.!\s]+(?:let me|i(?:'ll| will)? (?:just )?(?:go )?(?:and )?(?:check|look|weigh|measure|find|get|ask))\b`,
);

/**
 * A wish to stop for now: the whole message ("later", "stop", "bye", "can I finish later?", "give me a minute"), or a
 * sentence or clause that opens with one and ends there ("Sorry I have to go now, my bus is here. Bye!", "gotta go,
 * can I finish this later?", "brb kid is crying"). "I have to go to the doctor every month" is not one: the phrase
 * must end its clause. A pause never records an answer.
 */
export const PAUSE = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|sorry|um+|oh|actually|hmm+)[,\s]+)*(?:${PAUSE_PHRASE}|${WAIT_PHRASE})(?:[,\s]+(?:please|for now|thanks|thank you|sorry|now|later|bye))*$`,
);

/** A clause that opens with a pause phrase and ends with it (see `PAUSE`). */
const PAUSE_CLAUSE = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|sorry|um+|oh|actually|hmm+|so|well|wait)[,\s]+)*${PAUSE_PHRASE}(?:[,\s]+(?:please|for now|thanks|thank you|sorry|now|later|bye|ok(?:ay)?))*(?=$|[,.!?;:]|\s+(?:my|the|a|kids?|baby|bus|work|dinner|someone|somebody|i|i'?ll|i'?m|talk|see|be|bye)\b)`,
);

/** A message that opens with a wait or a leave ("hang on", "hold on", "one sec", "gtg", "brb"). */
const WAIT_FIRST =
  /^(?:(?:oh|ok(?:ay)?|sorry|um+|ugh+|argh+|omg|oops)[,\s]+)*(?:hold on|hang on|one (?:sec(?:ond)?|moment|minute)|just a (?:sec(?:ond)?|moment|minute)|gtg|g2g|brb|gotta go|got to go|wait (?:lang|lng)|saglit|sandali)\b/;

/**
 * A message that ends with a bare wait after its reason: "sorry my soup is boiling, wait", "phone ringing. wait pls",
 * "Sorry, baby is crying. Please wait."
 */
const WAIT_LAST = /[,.!]\s*(?:(?:please|pls) )?(?:wait|w8)(?: (?:pls|please|a bit|a little))?[!.]*$/;

/** A no said again as "not now" ("no, not now", "nope not right now"): an answer, never a pause. */
const NO_NOT_NOW = /^(?:no|nope|nah|no no)\b[,.!\s]+not (?:now|right now|currently|at the moment|at present|these days)\b/;

/**
 * Whether a message says the visitor must stop for now: the whole message, or one of its sentences or clauses
 * (`PAUSE`): "hmm let me check my papers, I'll come back".
 */
export function isPause(input: string): boolean {
  // "I'll come back later 🙏": an emoji says nothing more
  const raw = input.replace(/(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D)+/gu, ' ').trim();
  const t = normalise(raw);
  // "no, not now" answers a question about now ("Are you currently taking …?"); it does not ask to stop
  if (NO_NOT_NOW.test(t)) return false;
  // "Not now. The cancer was treated years ago, and no heart problems": "not now" opening an answer that goes on
  // ("Not now, I'm in remission.": a statement about the visitor after it)
  if (
    /^not (?:now|currently|at the moment)[.,;:!]\s+(?:(?:\S+\s+){3,}\S|(?:i'?m|i am|im|it'?s|it is|she'?s|he'?s|they'?re)\s+(?!busy|in a hurry|at work|driving|working|out\b|away|on (?:the|my) way)\S)/.test(
      t,
    )
  )
    return false;
  // "hold on the dog needs to go out", "gtg class is starting", "sorry my soup is boiling, wait": a wait or a leave said
  // first or last, with a reason and no answer
  if (
    (WAIT_FIRST.test(t) || WAIT_LAST.test(t)) &&
    !/\d|\b(?:yes|yeah|no|nope)\b|\b(?:why|what|how|where|when|who)\b/.test(t) &&
    !raw.includes('?') &&
    t.split(/\s+/).length <= 16
  )
    return true;
  if (ASK_SOMEONE.test(t) && !/\d|\b(?:yes|yeah|no|nope|not)\b/.test(t)) return true;
  // ("oh wait I check scale this morning, it is 62 kg" gives the value it went to find: no pause)
  if (PAUSE.test(t) || (WAIT_TO_CHECK.test(t) && !/\d/.test(t)) || PAUSE_END.test(t)) return true;
  // "…in Brazil 2 years ago, not now, and I can stay without it": "not now" inside a longer answer is part of it
  const long = t.split(/\s+/).length > 8;
  return raw
    .split(/(?<=[.!?])\s+|\n+|,\s*|\s+[—–-]\s+/)
    .map((clause) => normalise(clause))
    .some((clause) => PAUSE_CLAUSE.test(clause) && !(long && /^not (?:now|currently|at the moment)$/.test(clause)));
}

/**
 * A greeting on return, as the whole message ("continue", "OK I'm back, sorry about that", "hi", "where were we",
 * "ok she's here now" from someone answering for her, "ok I'm back, couldn't find it"):
 * never an answer to the waiting question.
 */
export const CONTINUE =
  /^(?:(?:ok(?:ay)?|sorry|hi|hello|hey|right|so|good (?:morning|afternoon|evening))[,!.?\s]+)*(?:continue|resume|carry on|go on|(?:i'?m|im|i am) back(?: to (?:finish|continue|carry on)(?: (?:this|it|up))?)?|back|(?:i'?m|im|i am|she'?s|shes|she is|he'?s|hes|he is|they'?re|they are|we'?re|we are) (?:here|back)|hi|hello|hey|ready|let'?s go|let'?s continue|start|where were we)(?:[,!.\s]+(?:please|again|now|sorry(?: about that| for the wait)?|thanks|where were we|let'?s (?:continue|go on|carry on)|(?:i'?m )?ready|(?:i |she |he |we )?(?:couldn'?t|could not|can'?t|cannot|didn'?t) find (?:it|them|the \w+|(?:her|his|my|our) \w+)))*[!.]*$/;

/** "Just out of curiosity, …": words that open a question and are no part of it. */
const CURIOSITY = String.raw`(?:just )?out of (?:interest|curiosity)`;
const CURIOSITY_FIRST = new RegExp(String.raw`^${CURIOSITY}[,:;\s-]+`);

/** Words that open a message without meaning anything ("ok but is it paid?"). */
const OPENERS = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|oh|and|but|so|also|um+|uh+|hmm+|well|sorry|wait|hold on|one more thing|(?:one|a|quick) question|just wondering|${CURIOSITY}|i(?: was|'m) (?:just )?(?:curious|wondering)|btw|by the way|before we start|first|yes|yeah|no|sure|q)[,:;\s-]+)+`,
);

/**
 * The start of a question of the visitor's own: a question word, or a verb before its subject ("is it paid", "can my
 * son join", "do I need to fast"). A sentence ending in "?" is not a question by the mark alone ("yes?", "2019?",
 * "I guess not?" are answers said with a rising voice).
 */
const QUESTION_START =
  /^(?:(?:she|he|they|my \w+)(?:'s| is| are) (?:asking|wondering) (?:what|if|whether|how|why|where|when|who)|what|what'?s|whats|where|where'?s|when(?= (?:is|are|was|will|would|do|does|did|can|could|should|shall|am)\b)|who|whom|whose|why|how|which|is (?:it|this|that|there|the|a|my)|are (?:you|there|they|the|these|those|we)|do (?:you|i|they|we|the|my)|does (?:it|this|that|the|anyone|one|my|she|he)|did (?:you|i)|can (?:i|you|my|we|a|an|he|she|someone|anyone|people|men|women|children|kids|the)|could (?:i|you|my|we|he|she)|will (?:i|it|this|there|you|they|the|my|someone)|would (?:i|it|you|my|there)|should (?:i|my|we)|may (?:i|my|we)|am i|have you|has (?:it|this|the)|tell me (?:about|more|what|where|how|who|when|if|whether)|i (?:want|would like|need|'d like) to know|i was wondering|i wonder|any idea|explain)\b/;

/** A verb before its subject, or a question word, opening a sentence that ends with "?" ("does my mom have to sign?"). */
const QUESTION_VERB =
  /^(?:is|are|was|were|do|does|did|can|could|will|would|should|may|must|has|have|had|am|shall|wdym|what|where|when|who|why|how|which)\b/;

/** "Wait so I can't do it cos I have too many??": a conclusion the visitor checks, said with "so" and a question mark. */
const SO_CHECK =
  /^(?:(?:wait|oh|ok(?:ay)?|hmm+|um+|but)[,\s]+)*so\b(?!\s+(?:yes|yeah|yep|no|nope|not sure|i (?:think|guess|suppose|believe|reckon)|maybe|probably)\b)(?:\s+\S+){2,}/;

/** "I'm assuming I'd have to sign as well?", "Even though it was over 30 years ago?": a guess or an objection the visitor asks to have answered. */
const ASSUMING = /^(?:i'?m assuming|i assume|i presume|i take it|am i right (?:that|in thinking)|even (?:though|if|when|after)|what if|despite)\b/;

/** A Spanish question: "¿…?", or a Spanish question word opening a sentence that ends with "?". */
const SPANISH_QUESTION = /^¿|^(?:qu[eé]|c[oó]mo|d[oó]nde|cu[aá]ndo|cu[aá]nto|cu[aá]l|qui[eé]n|por qu[eé]|es|esto|hay|puedo|tengo que)\b.*\?$/u;

/**
 * A statement said as a question: "The clinic in Maebashi is part of this study?" — a sentence of four words or more
 * that ends with "?" and is not an answer ("I guess not?", "yes?", "no, never?", "about 80 kg?").
 */
function statementQuestion(sentence: string): boolean {
  const t = normalise(sentence);
  return (
    /\?\s*$/.test(sentence) &&
    t.split(/\s+/).length >= 4 &&
    !/\b(?:yes|yeah|yep|no|nope|not|never|maybe|guess|think|probably|sure|i'?m|i am|i have|i had|i was|i do|i did)\b|\d/.test(t)
  );
}

/**
 * A statement put as a question to check it: "I assume you need a parent's signature as well?", "that's for the
 * diabetes, not for weight, right?".
 */
const CHECKING =
  /^(?:i )?(?:assume|take it)\b|\b(?:i|she|he) (?:can'?t|cannot|couldn'?t|wouldn'?t) (?:be in|join|take part|do) it$|^(?:\S+\s+){3,}(?:right|correct|isn'?t it|aren'?t they|don'?t you|no)$/;

/** "if im on antibiotics for a uti right now can i still do it later?": a condition, then the question (with "?"). */
const CONDITIONAL_ASK = /^(?:if|when|once|after|say) .{3,100}?\b(?:can|could|would|will|do|should|may) (?:i|she|he|we|they)\b/;

/**
 * "If I join, maybe I get the placebo?", "Maybe I get only semaglutide, not CagriSema?": a guess about what the visitor
 * would be given, put as a question (with "?"); never an unsure answer to the waiting question.
 */
const GUESSED_ASK =
  /^(?:(?:if|when|once) [^,]{3,60},\s*)?(?:so |and )?(?:maybe|perhaps|possibly|might) (?:i|we|she|he|you)(?: \w+)? (?:get|gets|receive|be given|be put|end up)\b/;

/**
 * "Maybe after the baby is born I can try?", "so I could join later?": whether the visitor could take part another
 * time, put as a statement with "?".
 */
const LATER_ASK =
  /\b(?:i|she|he|we) (?:can|could|might|may|would be able to) (?:still |then |maybe )?(?:try|join|apply|take part|do it|do this|sign up|participate|come back|qualify)(?: (?:again|later|then|next time|after(?:wards)?))?$/;

/** "wdym" (what do you mean), as a question of its own. */
const WDYM = /^wdym\b/;

/**
 * The visitor's own questions in a message, and what is left besides them (the answer part, '' when none):
 * sentences (split at . ! ? and line breaks) that open with `QUESTION_START` after filler words, or that end with "?"
 * and open with a verb before its subject or a question word ("does my mom have to sign too??"), or are Spanish
 * questions. The text is the raw message; the sentences are returned normalised.
 */
export function splitAsks(input: string): { asks: string[]; rest: string } {
  // voice dictation writes the mark out: "so fifty eight is too old question mark"
  const raw = input.replace(/[,\s]+question mark\b/gi, '?');
  const sentences = raw
    // an emoji ends a sentence as a full stop does: "day 3 of 5 🙄 does that mess it up?"
    .split(/(?<=[?!.\p{Extended_Pictographic}])\s+|\n+|(?<=\?)(?=\S)/u)
    .map((s) => s.trim())
    .filter(Boolean);
  const asks: string[] = [];
  const rest: string[] = [];
  const isAsk = (part: string, marked: boolean) => {
    // "ok sure why not" agrees; "why not?" alone asks
    if (/^(?:ok(?:ay)?|sure|yes|yeah|yep|fine)[,\s]+(?:sure[,\s]+)?why not$/.test(normalise(part))) return false;
    // chat spellings: "do u get paid", "is ur clinic near"
    const body = normalise(part)
      .replace(OPENERS, '')
      .replace(/\bu\b/g, 'you')
      .replace(/\bur\b/g, 'your');
    return (
      QUESTION_START.test(body) ||
      WDYM.test(body) ||
      (marked &&
        (QUESTION_VERB.test(body) ||
          CHECKING.test(body) ||
          SO_CHECK.test(normalise(part)) ||
          ASSUMING.test(body) ||
          CONDITIONAL_ASK.test(body) ||
          GUESSED_ASK.test(body) ||
          LATER_ASK.test(body))) ||
      SPANISH_QUESTION.test(part.trim().toLowerCase())
    );
  };
  // "What is KNP2002, is it a cream?": two questions in one sentence, each answered; "could you tell me what KNP2002
  // is and what it's meant to treat?": two questions joined by "and" ("How many groups are there, and what are they?":
  // a part that only points back at the one before is no question of its own)
  const eachAsk = (q: string, marked: boolean) => {
    const parts = q.split(/(?:,\s*|\s+and\s+)(?=(?:is|are|does|do|can|will|would|could|how|what|where|when|why)\s)/i);
    if (parts.length < 2 || !parts.every((p) => isAsk(p, marked))) return [q];
    return parts.filter((p, n) => n === 0 || !/^(?:what|which|who) (?:are|is) (?:they|it|those|these|that|them)\W*$/i.test(p.trim()));
  };
  for (const [i, s] of sentences.entries()) {
    const marked = /\?\s*$/.test(s);
    // "is the app the whole treatment? no meds?": a short follow-up said as a question goes with the question before it
    const prev = i > 0 ? sentences[i - 1] : '';
    if (marked && asks.length && /^(?:no|any|only|just|or|not)\s+\w+(?:\s+\w+)?$/.test(normalise(s)) && /\?\s*$/.test(prev) && isAsk(prev, true)) {
      asks[asks.length - 1] += ` ${normalise(s)}`;
      continue;
    }
    if (isAsk(s, marked)) {
      // "Just out of curiosity, what is KNP2002 anyway?": the question without the words that open it
      asks.push(...eachAsk(s, marked).map((p) => normalise(p).replace(CURIOSITY_FIRST, '')));
      // "yes but do i need my mom to sign too?": the answer word the question opens with is kept as an answer
      const answerWord = /^(yes|yeah|yea|ya|yep|yup|no|nope|sure)\b[,\s]+(?:but\s+)?(?=\S)/.exec(normalise(s));
      if (answerWord) rest.push(answerWord[1]);
      continue;
    }
    // an answer, then a question after a comma in the same sentence: "I'm 45, why?", "I'm a man, can I still join?"
    // "yeah i can sign but do my parents have to sign too?": the question after "but"
    // "I had a c section 4 months ago does that count??", "1.75m how long is this study": a question run on after the
    // answer without a comma
    const clauses = s.split(
      /,\s*|\s+[-–—]\s+|\s+but\s+(?=(?:do|does|did|can|could|will|would|is|are|should|what|how|why|when|where|who)\b)|\s+(?=(?:does|would|will|do) (?:that|this|it) (?:still )?count\b)|(?<=\d\s?(?:m|cm|kg|kgs|lbs?|ft|years?|yrs?)?)\s+(?=(?:how|what|where|when|why|is|are|does|do|can|will)\s+\w+\s+\w+)/i,
    );
    // "…cutting back on coffee, which has been a trial in itself!": a clause opening with a relative word and no "?" is
    // a relative clause, not a question
    const relative = (c: string) => !marked && /^(?:which|who|whom|whose|where|when)\b/.test(normalise(c));
    const at = clauses.findIndex((c, i) => i > 0 && !relative(c) && isAsk(c, marked));
    if (at > 0) {
      rest.push(clauses.slice(0, at).join(', '));
      asks.push(...eachAsk(clauses.slice(at).join(', '), marked).map(normalise));
    } else if (statementQuestion(s) || (marked && asksAbout(normalise(s)))) asks.push(normalise(s));
    else rest.push(s);
  }
  // "What? No, never." is surprise before an answer, not a question of its own
  if (rest.length && asks.every((a) => /^(?:what|huh|sorry|pardon)$/.test(a))) return { asks: [], rest: raw.trim() };
  return {
    asks,
    rest: rest
      .filter((r) => /[\p{L}\p{N}]/u.test(r))
      .join(' ')
      .trim(),
  };
}

/**
 * Spanish words that say the message is written in Spanish (two or more of them, or a Spanish greeting, question or
 * sentence opener), not one borrowed "sí" or "no sé", which the answer reader understands in English answers too.
 */
const SPANISH_WORDS =
  /(?<![\p{L}])(?:hola|buenos|buenas|gracias|tengo|tiene|tienes|estoy|está|esta|estás|soy|años|mi|mis|hijo|hija|esposo|esposa|qué|que|cómo|como|dónde|donde|cuándo|cuando|cuánto|cuanto|por|favor|puedo|quiero|necesito|hablo|habla|español|inglés|ingles|nunca|también|pero|con|sin|una|uno|diabetes|embarazada|pregunta|preguntas|estudio|médico|medico|meses|semanas|ayer|hoy|señor|señora|usted|entiendo|sé|sí|claro|bueno|vale|muy|bien|mal|tomo|fumo|peso|kilos|mido|tienen|esto|es|en|el|los|las|del|para|hay|yo|poco|poquito|nada|más|hace|dijo|dijeron|dice|fue|tuve|tenía|la|lo|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|perdón|perdon|disculpe|disculpa|se|puede|pueden|hacer|hablar|ayuda|alguien|llamar|llamen)(?![\p{L}])/giu;

/** A message in Spanish: a Spanish opener, or at least two Spanish words and more Spanish than English in it. */
export function isSpanish(raw: string): boolean {
  const t = normalise(raw);
  if (/^(?:hola|buenos d[ií]as|buenas(?: tardes| noches)?(?![\p{L}])|hablo español|habla (?:usted )?español|no hablo ingl[eé]s|¿)/u.test(t))
    return true;
  // "perdón, ¿se puede hacer en español?": a Spanish question mark opens a question anywhere in the message
  if (/[¿¡]/u.test(raw) && (t.match(SPANISH_WORDS)?.length ?? 0) >= 1) return true;
  const hits = t.match(SPANISH_WORDS)?.length ?? 0;
  const wordsCount = t.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  return hits >= 2 && hits * 2 >= wordsCount;
}

/** What a message in the questions phase is (see the module comment). `text` of an answer is the raw text to read. */
export type MessageIntent =
  | { kind: 'pause' }
  | { kind: 'greeting' }
  | { kind: 'correction'; body: string; topic?: string }
  | { kind: 'asks'; asks: string[]; rest: string }
  | { kind: 'answer'; text: string };

/**
 * Classifies a message of the questions phase, in this order: a pause; a greeting on return (but a bare "start",
 * "ready", "continue" or "go on" is left to the answer reader); a correction (./corrections.ts); the visitor's own
 * questions (`splitAsks`; the rest, if any, is the answer part); otherwise an answer.
 */
export function intentOf(raw: string): MessageIntent {
  const t = normalise(raw);
  if (isPause(raw)) return { kind: 'pause' };
  if (CONTINUE.test(t) && !/^(?:start|ready|continue|go on)$/.test(t)) return { kind: 'greeting' };
  const correction = readCorrection(t);
  if (correction) return { kind: 'correction', ...correction };
  const { asks, rest } = splitAsks(raw);
  if (asks.length) return { kind: 'asks', asks, rest };
  return { kind: 'answer', text: raw };
}

/**
 * How the dialogue reads one reply to `question` on its own (no earlier answers), on the same path as `step`: the
 * intent, and for an answer (or the answer part beside a question) the value read against the question's own count or
 * window (./questionTest.ts), else by `parseAnswer`, or why not:
 * `value` (with `hedged`), `not_understood` (the visitor asks what the question means), `unread` (nothing readable,
 * or a yes and a no at once). Used by the corpus evaluation and its test.
 */
export type ReplyReading =
  | { kind: 'pause' | 'greeting' }
  | { kind: 'correction'; topic?: string }
  | { kind: 'question'; value?: unknown; hedged?: boolean }
  | { kind: 'value'; value: unknown; hedged?: boolean }
  | { kind: 'not_understood' | 'unread' };

/** See `ReplyReading`. Pure. */
export function readReply(question: Question, raw: string, options: ParseOptions): ReplyReading {
  const intent = intentOf(raw);
  switch (intent.kind) {
    case 'pause':
    case 'greeting':
      return { kind: intent.kind };
    case 'correction':
      return intent.topic ? { kind: 'correction', topic: intent.topic } : { kind: 'correction' };
    case 'asks': {
      if (!intent.rest) return { kind: 'question' };
      const r = readAgainstQuestion(question, intent.rest, options.now) ?? parseAnswer(question, intent.rest, options);
      return r.ok ? { kind: 'question', value: r.value, ...(r.hedged ? { hedged: true } : {}) } : { kind: 'question' };
    }
    case 'answer': {
      const r = readAgainstQuestion(question, intent.text, options.now) ?? parseAnswer(question, intent.text, options);
      if (r.ok) return { kind: 'value', value: r.value, ...(r.hedged ? { hedged: true } : {}) };
      return { kind: r.kind === 'not_understood' ? 'not_understood' : 'unread' };
    }
  }
}
