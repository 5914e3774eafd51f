/**
 * Answers to the visitor's own questions ("is it paid?", "where is it?", "how long does it last?", "can my son
 * join?", "what does biopsy mean?"), from the study's registry facts (./facts.ts) and the plain-language glossary
 * (server/domain/language/lay.ts) only. What the record does not say (payment, the exact visit schedule, risks beyond
 * what the team explains) is honestly left to the study team: the chat never invents a fact. Pure.
 */

import type { Question } from '../prescreenForm';
import { everydayMeanings } from '../language/everyday';
import { layText } from '../language/lay';
import { asksIfItCounts, asksWhatItMeans, exampleFor, normalise } from './parse';
import { namesOtherRule, noteOn, rulesAbout, rulesAboutBest, rulesChecked, type RuleText } from './rulesAnswer';
import { saysFrequency } from './facts';
import type { TrialFacts } from './types';

/** What a visitor's question is about, in the order the topics are tried. */
export type AskTopic =
  | 'explain_question'
  | 'term'
  | 'why_not'
  | 'why_asked'
  | 'bot'
  | 'sponsor'
  | 'payment'
  | 'safety'
  | 'frequency'
  | 'duration'
  | 'location'
  | 'rules'
  | 'who_can_join'
  | 'matters'
  | 'involvement'
  | 'design'
  | 'purpose'
  | 'next_step'
  | 'registration'
  | 'privacy'
  | 'population'
  | 'other';

/**
 * What an answer may draw on: the facts of the study the question belongs to (null: not kept), the waiting question,
 * and the visitor's whole message as typed ("can my daughter join? she's 12" gives the age asked about, "DC" a place).
 */
export interface AskContext {
  facts: TrialFacts | null;
  question: Question | null;
  said?: string;
  /** The study's eligibility rules: a question about whether something matters is answered by the rules naming it. */
  rules?: readonly RuleText[];
  /**
   * The rules the visitor's answers did not meet, once the chat has closed as not a fit: "so men can't join at all?",
   * "is it because of the breastfeeding?" are answered with them.
   */
  ruledOutBy?: readonly RuleText[];
}

/** The answer to one question of the visitor's: its topic and the text shown. */
export interface AskAnswer {
  topic: AskTopic;
  text: string;
}

/** Said when the facts do not answer the question: the study team will. */
export const STUDY_TEAM_TEXT = "That's a good question for the study team: they'll be glad to answer it when they contact you.";

const TERM =
  /^(?:(?:sorry|but|so|ok(?:ay)?|wait|oh|hmm+|um+|and|also|btw|just)[,\s]+)*(?!.*\b(?:requirements?|cut-?offs?|thresholds?|limits?)\b)(?:what(?: (?:actually|exactly|really|even))?(?:'s|s| is| are| mean(?:s)?| means?)(?: the meaning of)? (?!(?:an? |the )?(?:this|that|it|you)\b|(?:the )?(?:study|trial|treatment|medicine|medication|drug|app|device|injection|cream|pill|name|difference|different|control)s?\b)(?:an? |the )?(.{2,60}?)(?: mean| means| stand for| exactly| even| anyway)?|what (?:does|do) (?:an? |the )?(.{2,60}?) (?:mean|stand for)(?: here| exactly| in this (?:question|context|case))*|(?:what do you mean(?: by)?|wdym|what counts as|what is meant by) (?:an? |the )?(.{2,60}?)|(?:can|could) you explain (?:what )?(?:an? |the )?(.{2,60}?)(?: is| means)?|(?:an? |the )?(.{2,60}?) means? what|(.{2,40}?) (?:is|are) like (?:the |a |an )?[\w-]+|"([\w -]{2,30})" means?\b.*|what (?:kinds?|sorts?|types?) of (.{2,40}?) (?:do you mean|are you asking about|do they mean|count|counts))$/;

/** A question about a placebo or the real medicine: "is there a placebo?", "could I get the fake one?", "is it real medicine?". */
const PLACEBO_ASK = /\b(?:placebo|fake|dummy|sugar pill|real (?:medicine|drug|medication|thing|stuff|one|cream|treatment))\b/;
/** A question about what the studied treatment is compared with: "what is it compared against?", "what do I get instead?". */
const COMPARISON_ASK =
  /\bcompared? (?:to|with|against)\b|\bget only\b|\bonly (?:get|getting|receive)\b|\bbeing compared\b|\bversus\b|\bvs\.?\s|\b(?:get|receive|have|do) instead\b|\bsame (?:[\w-]+ )?for (?:everyone|everybody|all)\b|\b(?:control|comparison|comparator|other) (?:arm|group)s?\b|\b(?:how many|what|which) (?:groups|arms)\b/;

/**
 * A question about one of the study's rules: a requirement, a range or cut-off, a washout, whether something counts,
 * would be included, or may be done again after a treatment ends.
 */
const RULES_QUESTION =
  /\brequirements?\b|\bhow long (?:would|do|will|should|did|must) (?:i|she|he|they|you) (?:need to |have to )?wait\b|\bwhat (?:bmi|age|weight|hba1c|a1c)\b|\b(?:would|does|will) (?:that|this|it) include\b|\b(?:range|cut-?off|threshold|wash-?out|waiting period)\b|\bdoes (?:[\w-]+ ){1,3}count\b|\b(?:after|once|when|if) (?:i |she |he )?(?:stop|finish|am done|'m done|wait)\w*\b.*\b(?:can|could) (?:i|she|he) (?:still )?(?:join|take part|do it|apply|enrol+)\b|\b(?:apply|try) again\b|\b(?:would|will|do|does|should) (?:i|she|he|they) (?:need|have) to (?:stop|quit|give up|come off|pause)\b|\bcan (?:i|she|he|they) (?:still )?(?:do it|join|take part|participate)\b.*\b(?:once|after|while)\b|\b(?:count|counts) as\b|\bcan (?:i|she|he|they) (?:still )?(?:do (?:it|this)|join|take part|participate|apply)(?: (?:it|this))? (?:later|afterwards|another time|in the future)\b/;

const TOPICS: ReadonlyArray<[AskTopic, RegExp]> = [
  [
    'explain_question',
    /^(?:(?:sorry|but|so|ok(?:ay)?|wait|hmm+|um+|oh)[,\s]+)*(?:what(?:'s| is| was)? (?:that|this)(?: question)?(?: mean)?|what do(?:es)? (?:that|this|it|you) (?:even |exactly |actually )?mean|what do you mean(?: by (?:that|this))?|wdym|what are you asking|what'?s the question|explain(?: (?:that|this|please|it))?|(?:can|could) you explain(?: (?:that|this|it))?|(?:can|could) you (?:say|put) (?:that|it) (?:another way|differently|again)|what (?:is|it|this) mean(?:s|ing)?|what mean(?:s|ing)?|what(?:'s| is) the meaning(?: of (?:this|that|it)(?: question)?)?|what|huh|pardon)$/,
  ],
  [
    'sponsor',
    /\bwho(?:'s| is| are)? (?:running|behind|organi[sz]ing|paying for|funding|sponsoring|doing|in charge of) (?:this|it|the)\b|\bsponsor\w*|\bwhich (?:company|drug company|pharma\w*)\b|\bpharma\w* (?:company|firm)\b|\bwho(?:'s| is| are) (?:the study team|you people)\b|\bis (?:it|this) (?:a|run by a) (?:drug )?company\b|\bwho (?:runs|funds|pays for|organi[sz]es|makes) (?:this|it|the)\b/,
  ],
  // "what is CagriSema being compared against?": the groups, before "what is …" asks for a term
  ['involvement', COMPARISON_ASK],
  ['term', TERM],
  [
    'why_not',
    /^(?:(?:but|so|ok(?:ay)?|oh)[,\s]+)*why(?: not| can'?t i| am i not| not me| wasn'?t i| me not| (?:i|me) (?:can ?not|can'?t|cant|not))\b|\bwhy (?:am i|was i) (?:not|rejected|excluded|turned down)\b/,
  ],
  [
    'why_asked',
    /^(?:(?:but|so|ok(?:ay)?)[,\s]+)*why (?:(?:do|did) )?you (?:ask|need|want)(?: to know)?\b.{0,30}$|^(?:(?:but|so|ok(?:ay)?|sorry|um+|hmm+)[,\s]+)*why (?:are|were) you asking(?: me)?(?: about)? .{0,40}$|^(?:(?:hang on|wait|but|so)[,\s]+)*why (?:is|are) (?:this|that|a|an|the) .{0,40}\b(?:question|asked)\b|^(?:(?:but|so|ok(?:ay)?)[,\s]+)*why (?:would|does|do|should) (?:an? |the |this |that )?(?:[\w-]+ ){0,3}(?:need|require|care about|ask about) (?:that|this|it)$|^(?:(?:but|so|ok(?:ay)?)[,\s]+)*why(?:\s+(?:do you (?:ask|need|want)(?: (?:to know|that|this))?|does (?:it|that|this) matter|is (?:that|this|it) (?:important|needed|relevant)|are you asking(?: (?:that|this))?|that question|the question))?$/,
  ],
  [
    'registration',
    /\blegit\w*|\bscam\w*|\bis (?:this|it|the (?:study|trial)) (?:a )?(?:real|registered|official|genuine|approved)\b(?! (?:medicine|drug|medication|treatment|stuff|thing|one|cream|ointment|injection|app)\b)|\b(?:real|registered|official|genuine|approved) (?:study|trial)\b|\bclinicaltrials(?:\.gov)?\b|\bnct (?:number|id)\b|\bregistration number\b/,
  ],
  [
    'privacy',
    /\bhow (?:did|do) you (?:get|have|find) (?:my|this|these) (?:info\w*|details|number|phone number|email|name|data)\b|\bwho (?:will )?(?:see|sees|get|gets|has|reads?) (?:my|these|the) (?:answers|info\w*|details|data)\b|\bprivacy\b|\b(?:kept )?(?:private|confidential)\b|\b(?:share|sell|pass on) my (?:info\w*|details|data|answers|number)\b|\bwhere did you get my\b/,
  ],
  [
    'bot',
    /\b(?:are you|is this) (?:a |an )?(?:bot|robot|real person|human|person|computer|ai|machine|chat ?bot|automated)\b|\bam i (?:talking|speaking|chatting) (?:to|with) (?:a |an )?(?:bot|robot|real person|human|person|computer|machine)\b/,
  ],
  [
    'payment',
    /\b(?:paid|pay|payment|payments|money|compensat\w*|reimburs\w*|cost|costs|free|free of charge|charge|charged|expenses?|stipend|gift cards?|how much)\b/,
  ],
  ['safety', /\b(?:safe|safety|risks?|risky|side[- ]?effects?|dangerous|danger|harm\w*|hurt|painful|pain)\b/],
  // "how long would I need to wait before screening?" asks a rule, not how long the study lasts
  ['rules', RULES_QUESTION],
  [
    'frequency',
    /\bhow often\b|\bhow many times (?:a|per|each) (?:day|week|month)\b|\bevery (?:day|week|month)\b|\bdosing\b|\bfrequency\b|\b(?:once|twice) (?:a |per )?(?:day|week)\b|\bonce daily\b|\bbid\b/,
  ],
  [
    'duration',
    /\bhow long\b|\bduration\b|\bhow many (?:visits|weeks|months|years|times|days|appointments)\b|\bhow often\b|\btime commitment\b|\btake (?:long|much time)\b|\b(?:is|are|does|will) (?:it|this|they|the (?:intervention|treatment|study|trial|program(?:me)?|app|course)) (?:last |run |take )?(?:\d+|one|two|three|four|six|eight|ten|twelve) (?:days?|weeks?|months?|years?)\b/,
  ],
  // "Where is the injection given?": how the treatment is given, not where the study is
  [
    'involvement',
    /\bwhere (?:is|are|do|does|will|would) (?:the |it |they |you )?(?:injections?|shots?|jabs?|ointment|cream|it|they) (?:be )?(?:given|go|put|applied|injected)\b|\bwhere (?:do|does|will|would) (?:i|she|he|you|they) (?:inject|put|apply)\b/,
  ],
  [
    'location',
    /(?<!\b(?:one|thing|part|bit|place|time|study|kind) )\bwhere\b|\b(?:is|are) (?:it|this|they|the study|this study|the trial)(?: \w+)? (?:also |even |available )?in\b|\bliving in\b|\bonly for people (?:in|from)\b|\b(?:is|are) (?:it|this|they|there (?:one|a site|a clinic)) (?:here |done |held |based |located )?in\b|\bcome (?:in|to)\b|\btravel\w*\b|\b(?:go|drive|fly|get) (?:up |down |over |out |all the way )?(?:to|into)\b(?! (?:pick|choose|decide|know|keep|stay|use|try|see|be|do|have|take|join|sign|start|stop)\b)|\b(?:need|have) to (?:be|live) in\b|\b(?:is|are) there (?:a |any )?(?:site|clinic|hospital)s?\b|\bpart of (?:this|the) study\b|\b(?:running|held|happening|taking place|offered|done)(?: anywhere)? in\b|\blocat\w*|\bnear(?:est|by)?\b|\bclose to\b|\bsites?\b|\bclinics?\b|\bhospitals?\b|\baddress\b|\bwhich (?:city|town|state|country)\b|\bin person\b|\bonline\b|\bremote(?:ly)?\b|\btravel\b|\bhow far\b/,
  ],
  // "will I know if I'm on the placebo or the real stuff?": whether the groups are known, the study's masking
  [
    'design',
    /\bphase\b|\bblind(?:ed)?\b|\b(?:masked|masking)\b|\bopen[- ]label\b|\bknow (?:which|what) (?:group|one|treatment)\b|\b(?:know|be told|find out) (?:if|whether|which) (?:i'?m|i am|i'?ll be|she'?s|he'?s|we'?re|i|she|he|we|they) (?:on|in|getting|taking|get|got|receive|am getting) (?:the |a )?(?:placebo|real|dummy|fake|active)\b/,
  ],
  // "is the cream the same for everyone or could she get a fake one?": the groups, before "for everyone" asks who can join
  ['involvement', /\b(?:get|given|receive) (?:a |the )?(?:fake|dummy|placebo)\b|\bis there (?:a |any )?placebo\b/],
  [
    'matters',
    /\b(?:that'?s|that is|it'?s) (?:fine|ok(?:ay)?|a problem|allowed)\b|\btoo (?:long ago|recent|soon) to (?:matter|count)\b|\b(?:long|far) enough ago\b|\b(?:is|would|will) (?:that|this|it|\w+) (?:still )?(?:(?:going to|gonna) )?(?:be )?(?:a problem|an issue|ok(?:ay)?|alright|all right|bad|fine|allowed)\b|\b(?:does|would|will|could) (?:that|this|it)(?: history| condition| one| thing)? (?:matter|be a problem|stop me|rule me out|disqualify me|count against me|keep me out|exclude me|make me ineligible)\b|\bdoes (?:[\w-]+ ){1,6}(?:matter|count against me|rule me out)\b|\b(?:is|are) (?:[\w-]+ ){1,5}(?:ok(?:ay)?|fine|allowed|a problem|an issue) (?:for|in) (?:this|the) (?:study|trial)\b/,
  ],
  [
    'who_can_join',
    /\bwho can\b|\bonly for\b|\b(?:do|does) (?:i|you|we|she|he|one|someone|people) (?:have|need) to (?:be|have)\b.*\b(?:to (?:join|take part|participate|qualify|sign up)|for (?:this|the (?:study|trial)))\b|\b(?:has|have|does|do) (?:it|this|they|i|you|she|he|we) (?:have )?to be (?:a |an )?(?:woman|women|man|men|female|male|girl|boy|lady|adult)s?\b|\bdo (?:you|they) (?:take|accept|want|allow|include) (?:men|women|males?|females?|guys|ladies|boys|girls)\b|\b(?:can|could|may) (?:men|women|males?|females?|guys|ladies|boys|girls|teens?|teenagers|kids|children) (?:also |too |still )?(?:do|join|take part|participate|be in|sign up|apply|enrol+)\b|\bcan (?:type (?:1|2|one|two|i|ii)s|diabetics|smokers)\b|\b(?:can|could|may) (?:[\w-]+ ){1,4}(?:people|patients|persons|folks) (?:also |still )?(?:join|take part|participate|apply|sign up|be in)\b|\b(?:can|could|may) (?:women|men|people|mothers|mums|moms|those|someone|anyone) who\b.*\b(?:join|take part|participate|sign up|apply|be in)\b|\b(?:can|could|may) (?:people|someone|somebody|anyone|patients|those) with\b.*\b(?:join|take part|participate|sign up|apply|be in)\b|\b(?:can|could|may) (?:a|an|my) (?:\d+|[a-z]+)[- ]years?[- ]old\b|\b(?:can|could|may) (?:i|we) (?:still )?(?:join|take part|sign up|participate|apply(?! (?:it|the|this|that|some|more|cream|ointment|lotion)\b))\b|\b(?:could|may) (?:my|a|an|his|her|our) (?:\w+ )?(?:child|son|daughter|kid|man|woman|husband|wife|partner|friend|mother|father|mom|mum|dad|brother|sister)\b|\bcan (?:i|she|he|they) (?:still )?(?:do|join|take part|participate|be in|sign up for) (?:it|this|the study|the trial)\b|\b(?:can|could|may) (?:she|he|they) (?:still )?(?:join|take part|participate|sign up|apply)\b|\b(?:am i|is (?:she|he)) (?:too old|too young|old enough|eligible)\b|\bwho (?:is|'s) (?:this|it|the (?:study|trial)) for\b|\bhigh ?school\b|\b(?:students?|teenagers?|teens?) (?:join|take part|participate|allowed)\b|\bis (?:this|it|the (?:study|trial))(?: (?:study|trial))? for (?:that|this|me|people|someone|those|my|women|men)\b|\bwho (?:is|are) (?:you|they) looking for\b|\bcan (?:my|a|an|his|her|our) (?:\w+ )?(?:child|son|daughter|kid|teen\w*|man|men|woman|women|husband|wife|partner|friend|mother|father|mom|mum|dad|brother|sister|relative|someone)\b|\b(?:children|kids|teenagers?)\b|\btoo (?:old|young)\b|\bage (?:limit|range)\b|\bhow old\b|\b(?:men|women|males?|females?) (?:join|take part|allowed|participate)\b|\bfor (?:men|women|everyone|adults|children)\b|\bam i (?:eligible|allowed|able to join)\b|\bdo i qualify\b|\bqualify\b|\beligib\w*/,
  ],
  // "Is this the study for the wart medicine?", "what is it meant to treat?": what the study is for, before the words of
  // a treatment ask what taking part involves
  [
    'purpose',
    /^is (?:this|it|that) (?:the |a )?(?:study|trial|research) (?:for|about|on|with)\b|\bwhat (?:is |are )?(?:it|this|they|that|the (?:drug|medicine|medication|cream|ointment|treatment|app)|[\w-]+)(?:'s|s| is| are)? (?:actually |really )?(?:meant|supposed|used|designed|for) (?:to )?(?:treat|help|fix|cure|do)\b|\bwhat (?:does|will|would) (?:it|this|the \w+|[\w-]+) treat\b/,
  ],
  [
    'involvement',
    /\bis (?:the |this |that )?(?:[\w-]+ ){0,3}(?:like|similar to|(?:the )?same(?: \w+)? as|different from)\b|\bis (?:the|this) (?:app|drug|medicine|treatment|device|cream|injection)\b|\bhow (?:does|will|would) (?:it|this|that|the \w+) (?:actually )?work\b|\bsame (?:ingredients?|drug|medicine|medication|thing)\b|\b(?:choose|pick)\b|\b(?:what|which) (?:app|drug|medicine|treatment|device) is (?:it|this|that)\b|\bwhich (?:group|arm)\b|\brandomi[sz]ed\b|\b(?:would|will|could) (?:i|she|he|they|we) (?:actually |definitely |surely )?(?:get|end up)\b|\bwhat does (?:the |this |it |your )?(?:\w+ )?(?:actually |really |even )?do\b|\bis (?:this|it) (?:the|that) (?:[\w-]+ )?(?:thing|drug|medicine|one|shot|injection|jab|stuff)\b|\bdifference between\b|\bdifferent (?:from|between)\b|\bis (?:this|it) (?:basically|just|essentially|pretty much) (?!for\b)\w+|\b(?:this|it) is (?:the )?same (?:as|like)\b|\bjabs?\b|\bis (?:this|it) the (?:cream|medicine|drug|app|injection|treatment)\b|\b(?:applied|apply|rub|orally|by mouth|swallow\w*|ointment|cream)\b|\b(?:fake|dummy|sugar pill)\b|\binvolv\w*|\bwhat (?:do|would|will|should) i (?:have to |need to )?do\b|\bwhat (?:would|will|do|should) i (?:actually |really )?(?:be )?doing\b|\bis (?:it|this) (?:an? )?(?:app|pill|tablet|injection|cream|device|jab)\b|\bwhat happens\b|\bwhat will happen\b|\btreatments?\b|\bdrugs?\b|\bmedicines?\b|\bmedications?\b|\binject\w*\b|\bshots?\b|\bwhat(?:'s|s| is) (?:the|it) (?:app|drug|medicine|treatment) called\b|\bname of the (?:app|drug|medicine|treatment)\b|\bapps?\b|\bdownload\w*|\bpills?\b|\btablets?\b|\bhow (?:is it|do i|would i|will i) (?:given|take|use|get)\b|\bhow (?:is|are) (?:it|the \w+) (?:given|taken|used)\b|\bplacebo\b|\bvaccines?\b|\bdoses?\b|\btests?\b|\bprocedures?\b|\bvisits?\b|\bblood\b/,
  ],
  [
    'purpose',
    /\bwhat(?:'s| is) (?:this|it|the) (?:study|trial|research)\b|\bwhat (?:kind|sort|type) of (?:study|trial|research|thing) is (?:this|it)\b|\bwhat(?:'s|s| is) (?:this|it)(?: (?:even|actually|all|really))?(?: (?:about|for))?(?: exactly| again| anyway)?$|\b(?:this|the) (?:study|trial) (?:is )?(?:for|about)\b|\bwhat(?:'s| is) (?:the )?(?:study|trial|research) (?:about|for)\b|\babout\b|\bpurpose\b|\bwhy\b|\bwhat (?:are you|is being|are they) (?:testing|studying|looking at)\b|\bwhat (?:this|the) (?:study|trial|research) is (?:actually |really )?(?:testing|studying|looking at|about|for)\b|\bwhat (?:is|are) (?:you|they) (?:testing|studying)\b/,
  ],
  [
    'next_step',
    /\bwho (?:will|would) (?:actually )?(?:be )?(?:call|contact|ring|email)\w*\b|\bwhen will (?:i|you|someone|they)\b|\bhow will i (?:hear|know)\b|\bwhat happens (?:next|after)\b|\bnext steps?\b/,
  ],
];

/**
 * A question about stopping or keeping something up: "would I have to stop my acupuncture?", "can I keep taking it?",
 * "would I still be able to take my blood pressure pills?".
 */
const STOPPING =
  /\b(?:stop|quit|give up|come off|pause|forego|forgo|keep (?:doing|taking|going|seeing|using|(?:my|her|his) (?:meds|medicines?|medications?|pills|tablets))|(?:still )?(?:be able|be allowed|allowed) to (?:take|use|keep|continue|see|do)|(?:can|could|may) (?:i|she|he|we) (?:still|continue to|carry on) (?:take|taking|use|using|have|having))\b/;

/**
 * "Is it a problem for the cream?", "would that keep me out?": whether what the visitor just said (its subject is "it",
 * "that" or "this") matters, asked beside the answer to the waiting question — the rules that question checks answer it.
 */
const IT_MATTERS =
  /^(?:(?:but|so|and|ok(?:ay)?)[,\s]+)?(?:is|would|will|could|does) (?:that|this|it)(?: history| condition| one| thing)? (?:be )?(?:a problem|an issue|matter|keep me out|exclude me|stop me|rule me out)\b/;

/** The study's own treatment named after a preposition: "for the cream", "with this medicine", "in the study". */
const STUDY_TREATMENT_NAMED =
  /\b(?:for|with|in|on|to) (?:the|this|your) (?:cream|ointment|medicine|medication|drug|injection|jab|treatment|app|study|trial)\b/gi;

/** "Do I have to be very overweight to join?", "does it have to be hand?": whether something is required. */
const HAS_TO_BE = /\b(?:do|does) (?:i|you|we|she|he|it|they|one|someone|people) (?:have|need) to (?:be|have)\b/;

/**
 * Whether people with something can join: "can people with type 1 take part", "can someone with asthma join", "can
 * women who are nursing take part", or people named by their condition ("do type 1 diabetics qualify", "are smokers
 * allowed", "can type 1s even do this study").
 */
const PEOPLE_WITH =
  /\b(?:people|someone|somebody|anyone|anybody|patients|those|persons?|a person) with\b|\b(?:women|men|mothers|mums|moms|people|those|someone|anyone) who (?:are|is|have|has)\b|\b(?:diabetics|asthmatics|epileptics|smokers|vapers|heavy drinkers)\b|\btype (?:1|2|one|two|i|ii)s\b|\btype (?:1|2|one|two|i|ii)(?: diabetes| diabetic)? (?:people|patients|diabetics|folks)\b/;

/**
 * Whether a short message said as a question names a topic the chat answers ("paid?", "Medicine is free?", "is it
 * safe?", "placebo?"): payment, safety, duration, frequency, location, who can join, what it involves, the sponsor.
 */
export function asksAbout(normalised: string): boolean {
  const topic = TOPICS.find(([, re]) => re.test(normalised))?.[0];
  return (
    topic !== undefined &&
    !['explain_question', 'term', 'why_not', 'why_asked', 'bot', 'purpose', 'next_step'].includes(topic) &&
    normalised.split(/\s+/).length <= 6
  );
}

const ORIGINS =
  '(?:(?:east |south ?east |south )?asian|japanese|chinese|korean|taiwanese|filipin[oa]|vietnamese|thai|indian|white|black|british|american|european|caucasian|hispanic|latin[oax]|mexican|african)';
/**
 * A visitor's origin, or one a study may be for: "I'm white British", "only for Japanese people", "East Asian
 * people", "my ethnicity" ("is the form in Japanese?" is about a language, not this).
 */
const ORIGIN_SAID = new RegExp(
  String.raw`\b(?:i'?m|i am|im|as an?|for|only|not|we'?re|she'?s|he'?s)\s+(?:\w+\s+)?${ORIGINS}\b|\b${ORIGINS}\s+(?:people|persons?|participants|patients|only|descent|background|heritage|citizens?)\b|\b(?:ethnic\w*|race|nationality|citizenship)\b`,
);
/** A rule that names an origin ("Japanese or Taiwanese nationality", "of East Asian descent"), not "white blood cells". */
const RULE_ORIGIN =
  /\b(?:ethnic\w*|race|racial|nationality|citizen\w*|(?:east |south ?east |south )?asian|japanese|chinese|korean|taiwanese|caucasian|hispanic|latin[oax]|african[- ]american)\b/;

/**
 * Whom the study is for by origin: the group its titles name (a title is not a rule, so the decision is the study
 * team's) and the rules that name one, quoted; else that the record does not limit it by origin.
 */
function populationText(f: TrialFacts, rules: readonly RuleText[]): string {
  const naming = rules.filter((r) => RULE_ORIGIN.test(r.text.toLowerCase()));
  const quoted = naming.length
    ? ` Its rules say: ${naming.map((r) => `"${r.text.trim().replace(/\s+/g, ' ')}"`).join('; ')}.`
    : " Its rules about who can join don't name an ethnic group or a nationality.";
  const countries = [...new Set(f.sites.map((s) => s.country).filter((c): c is string => !!c))];
  const where = countries.length ? ` It takes place in ${countries.join(' and ')}.` : '';
  return f.population
    ? `The study's title says it is for "${f.population}".${quoted}${where} The study team decides who can take part and will tell you.`
    : `The study's record doesn't limit it to an ethnic group or a nationality.${where} The questions I'm asking check who can take part.`;
}

/** The visitor says their own sex or age: "I'm a bloke", "as a woman", "I'm 54", "54 and …" at the start. */
const OWN_SEX_OR_AGE =
  /\b(?:i'?m|i am|im|as)\s+(?:an?\s+)?(?:male|female|man|woman|guy|bloke|fella|chap|lad|lady|gal)\b|\b(?:i'?m|i am|im)\s+\d{1,3}\b(?!\s*(?:kg|lbs?|cm|%|st|feet|ft|'|months?|weeks?|days?))|^\d{1,3}\b(?!\s*(?:kg|lbs?|cm|%|st|feet|ft|'|months?|weeks?))/;

/** An age the visitor's message gives for the person asked about ("she's 12", "my son is 16", "aged 70"), or null. */
function ageSaidIn(said: string): number | null {
  // an age said first and alone ("17, turning 18 in August. can I still join?") is the age now
  const m =
    /\b(?:(?:she|he|they)(?:'s| is| are)|(?:is|aged|age)|i'?m|i am)\s+(\d{1,3})\b(?!\s*(?:kg|lbs?|cm|%|st|feet|ft|'))|\b(\d{1,3})\s*(?:years?|yrs?)(?:\s+old)?\b|\b(\d{1,3})\s*y\/?o\b|^\s*(\d{1,3})\s*(?=,|\.|$)/.exec(
      said.toLowerCase(),
    );
  return m ? Number(m[1] ?? m[2] ?? m[3] ?? m[4]) : null;
}

/**
 * Who can join: sex and ages, the conditions; when the visitor's message gives an age ("can my daughter join? she's
 * 12"), whether that age is in the study's range.
 */
function whoCanJoin(f: TrialFacts, said: string): string {
  const who = f.sex === 'FEMALE' ? 'women' : f.sex === 'MALE' ? 'men' : 'people';
  const ages =
    f.minAgeYears !== null && f.maxAgeYears !== null
      ? ` aged ${f.minAgeYears} to ${f.maxAgeYears}`
      : f.minAgeYears !== null
        ? ` aged ${f.minAgeYears} and over`
        : f.maxAgeYears !== null
          ? ` aged up to ${f.maxAgeYears}`
          : '';
  const sex = f.sex === 'ALL' ? ' Both men and women can take part.' : '';
  const conditions = f.conditions.slice(0, 2).map((c) => (/^[A-Z0-9-]+$/.test(c) || /\b[A-Z]{2,}\b/.test(c) ? c : c.toLowerCase()));
  const age = ageSaidIn(said);
  const tooYoung = age !== null && f.minAgeYears !== null && age < f.minAgeYears;
  const tooOld = age !== null && f.maxAgeYears !== null && age > f.maxAgeYears;
  const verdict = tooYoung || tooOld ? ` So someone aged ${age} can't take part in this one.` : '';
  const tail = age === null ? " The questions I'm asking check the rest." : ' Each person answers these questions for themselves.';
  return `This study is for ${who}${ages}${conditions.length ? ` with ${conditions.join(' or ')}` : ''}.${sex}${verdict}${tail}`;
}

function siteName(s: TrialFacts['sites'][number]): string {
  const place = [...new Set([s.city, s.state, s.country].filter((p): p is string => !!p))].join(', ');
  return s.facility ? (place ? `${s.facility} (${place})` : s.facility) : place;
}

/** US states and DC by their postal abbreviation, as the registry names them ("DC" → "District of Columbia"). */
const US_STATES: Readonly<Record<string, string>> = {
  al: 'Alabama',
  ak: 'Alaska',
  az: 'Arizona',
  ar: 'Arkansas',
  ca: 'California',
  co: 'Colorado',
  ct: 'Connecticut',
  de: 'Delaware',
  dc: 'District of Columbia',
  fl: 'Florida',
  ga: 'Georgia',
  hi: 'Hawaii',
  id: 'Idaho',
  il: 'Illinois',
  in: 'Indiana',
  ia: 'Iowa',
  ks: 'Kansas',
  ky: 'Kentucky',
  la: 'Louisiana',
  me: 'Maine',
  md: 'Maryland',
  ma: 'Massachusetts',
  mi: 'Michigan',
  mn: 'Minnesota',
  ms: 'Mississippi',
  mo: 'Missouri',
  mt: 'Montana',
  ne: 'Nebraska',
  nv: 'Nevada',
  nh: 'New Hampshire',
  nj: 'New Jersey',
  nm: 'New Mexico',
  ny: 'New York',
  nc: 'North Carolina',
  nd: 'North Dakota',
  oh: 'Ohio',
  ok: 'Oklahoma',
  or: 'Oregon',
  pa: 'Pennsylvania',
  ri: 'Rhode Island',
  sc: 'South Carolina',
  sd: 'South Dakota',
  tn: 'Tennessee',
  tx: 'Texas',
  ut: 'Utah',
  vt: 'Vermont',
  va: 'Virginia',
  wa: 'Washington',
  wv: 'West Virginia',
  wi: 'Wisconsin',
  wy: 'Wyoming',
};

/** The place names a question says, with US postal abbreviations written out ("come in to DC" → District of Columbia). */
function placesIn(ask: string): string {
  const abbreviations = (ask.match(/\b[A-Za-z]{2}\b/g) ?? [])
    .filter((w) => w === w.toUpperCase() || /^(?:dc|nyc)$/i.test(w))
    .map((w) => US_STATES[w.toLowerCase()] ?? '');
  return `${ask} ${abbreviations.join(' ')}`.toLowerCase();
}

/** The sites in the place the question names ("near Boston", "in Texas", "DC"), else every site (up to 3) or where they are. */
function sitesText(f: TrialFacts, said: string): string {
  if (!f.sites.length) return `The study record doesn't list its sites yet. ${STUDY_TEAM_TEXT}`;
  const ask = placesIn(said);
  // a place as people say it: "Taipei" for the registry's "Taipei City", "Chiba" for "Chiba-shi, Chiba"
  const core = (p: string) =>
    p
      .replace(/,.*$/, '')
      .replace(/(?:\s+city|-shi|-ku|-gun)$/i, '')
      .toLowerCase();
  const says = (p: string | null) =>
    !!p && [p.toLowerCase(), core(p)].some((x) => x.length >= 3 && new RegExp(`(?<![\\p{L}])${x}(?![\\p{L}])`, 'u').test(ask));
  // a city named decides over a state, and a state over a country named beside it ("is there a site in Taipei or do I
  // have to fly to Japan?", "running in Tokyo? I'm in Setagaya")
  // "Suita-shi, Osaka" is in Osaka too; "near Osaka" also takes in the sites of Osaka prefecture ("Yao-shi", state
  // Osaka) when the place named is a city and a region alike
  const inCityOnly = f.sites.filter((s) => says(s.city) || (s.city ?? '').split(/,\s*/).some((part) => says(part)));
  const cityNames = new Set(inCityOnly.map((s) => core(s.city ?? '')));
  const inCity = [...inCityOnly, ...f.sites.filter((s) => !inCityOnly.includes(s) && !!s.state && cityNames.has(core(s.state)))];
  const inState = f.sites.filter((s) => says(s.state));
  const named = inCity.length ? inCity : inState.length ? inState : f.sites.filter((s) => says(s.country));
  // "is there a site in Taiwan or only Japan?": many sites named by their countries, said by region in each country
  if (named.length > 3 && !inCity.length && !inState.length) return `There are ${named.length} sites there, ${placesOf(named)}.`;
  // "Is there a site near Sendai or would I have to trek down to Tokyo?": the sites of each place named, in the order
  // the visitor names them, so the nearer place is not lost among the other's
  const keyOf = (x: TrialFacts['sites'][number]) =>
    [x.city ? core(x.city) : null, ...(x.city ?? '').split(/,\s*/).map((part) => part.toLowerCase()), x.state?.toLowerCase() ?? null].find(
      (p): p is string => !!p && says(p),
    ) ?? '';
  const byPlace = new Map<string, TrialFacts['sites']>();
  for (const x of named) byPlace.set(keyOf(x), [...(byPlace.get(keyOf(x)) ?? []), x]);
  if (byPlace.size > 1) {
    const places = [...byPlace].sort((a, b) => ask.indexOf(a[0]) - ask.indexOf(b[0]));
    const listed = places.map(([, xs]) => `${xs.slice(0, 2).map(siteName).join('; ')}${xs.length > 2 ? ` and ${xs.length - 2} more there` : ''}`);
    return `There are sites in the places you name: ${listed.join('; ')}.`;
  }
  if (named.length)
    return `There ${named.length === 1 ? 'is a site' : 'are sites'} there: ${named.slice(0, 3).map(siteName).join('; ')}${named.length > 3 ? `; and ${named.length - 3} more` : ''}.`;
  if (f.sites.length <= 3)
    return `The study takes place at ${f.sites.length === 1 ? 'one site' : `${f.sites.length} sites`}: ${f.sites.map(siteName).join('; ')}. The study team will help you with the nearest one.`;
  return `The study takes place at ${f.sites.length} sites, ${placesOf(f.sites)}. The study team will help you with the nearest one.`;
}

/**
 * Where many sites are, by region and country, the regions with the most sites first: "in Japan: Tokyo (6), Hyogo
 * (3), Kanagawa (2), Gunma and Tochigi", "in Japan: … and in Taiwan: Taipei". A region is the site's state or
 * prefecture, else the part of its city the registry writes after a comma ("Bunkyo-ku, Tokyo"), else the city; at
 * most 10 regions are named.
 */
function placesOf(sites: TrialFacts['sites']): string {
  const core = (p: string) =>
    p
      .replace(/,.*$/, '')
      .replace(/(?:\s+city|-shi|-ku|-gun)$/i, '')
      .trim();
  const regionOf = (x: TrialFacts['sites'][number]) => core(x.state ?? (x.city?.includes(',') ? x.city.replace(/^[^,]*,\s*/, '') : (x.city ?? '')));
  // each region with its number of sites and, when they are few, its towns ("Hyogo (3: Kobe, Himeji)"), so a visitor
  // who knows the town and not the prefecture or state finds it
  const byCountry = new Map<string, Map<string, { n: number; towns: Set<string> }>>();
  for (const x of sites) {
    const region = regionOf(x);
    if (!region) continue;
    const regions = byCountry.get(x.country ?? '') ?? new Map<string, { n: number; towns: Set<string> }>();
    const known = regions.get(region) ?? { n: 0, towns: new Set<string>() };
    const town = x.city ? core(x.city) : '';
    if (town && town.toLowerCase() !== region.toLowerCase()) known.towns.add(town);
    regions.set(region, { n: known.n + 1, towns: known.towns });
    byCountry.set(x.country ?? '', regions);
  }
  const said = [...byCountry].map(([country, regions]) => {
    const list = [...regions]
      .sort((a, b) => b[1].n - a[1].n)
      .slice(0, 10)
      .map(([r, { n, towns }]) => {
        const named = towns.size && towns.size <= 3 ? [...towns].join(', ') : '';
        return n > 1 ? `${r} (${n}${named ? `: ${named}` : ''})` : named ? `${r} (${named})` : r;
      });
    const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : (list[0] ?? '');
    return country ? `in ${country}: ${joined}` : `in ${joined}`;
  });
  return said.join('; and ');
}

/** A period of taking part as eligibility rules name it: "the 8-week trial period", "the 12 week treatment period". */
const PERIOD = /\b(?:the )?\d+[- ](?:week|month|day)s? (?:trial|study|treatment|intervention) period\b/i;

function durationText(f: TrialFacts, said = ''): string {
  // a sentence already quoted (the group's description) or the same as the study's length is not quoted again
  const stated = f.duration && 'stated' in f.duration ? f.duration.stated : null;
  const period = f.treatmentPeriod && f.treatmentPeriod !== stated && !said.includes(f.treatmentPeriod) ? f.treatmentPeriod : null;
  const treatment = period ? `The treatment, as the study record describes it: "${period}"` : '';
  if (stated && said.includes(stated)) return `${treatment ? `${treatment} ` : ''}${STUDY_VISITS_TEXT}`;
  // a stated length of the whole study comes first, and the treatment's own period after it ("about 1½ years"; "…for
  // 52 weeks"); without one, the treatment's period leads the time the results are measured over
  if (treatment && stated) return `The study record says: "${stated}" ${treatment} ${STUDY_VISITS_TEXT}`;
  return `${treatment ? `${treatment} ` : ''}${studyDuration(f)}`;
}

const STUDY_VISITS_TEXT = 'The study team will go through the schedule of visits with you.';

function studyDuration(f: TrialFacts): string {
  if (!f.duration) return `The study record doesn't say how long taking part lasts. ${STUDY_TEAM_TEXT}`;
  if ('stated' in f.duration) return `The study record says: "${f.duration.stated}" ${STUDY_VISITS_TEXT}`;
  return `The study record doesn't say exactly how long taking part lasts; its main results are measured over: ${f.duration.outcomeTimeFrames.map((t) => `"${t}"`).join(' and ')}. ${STUDY_VISITS_TEXT}`;
}

/** What the study is: its title and the summary's first sentences. */
const purposeText = (f: TrialFacts): string => `This study is called "${f.title}". ${f.summary ?? STUDY_TEAM_TEXT}`;

function involvementText(f: TrialFacts): string {
  const parts: string[] = [];
  const studied = f.treatments.filter((t) => !/\bplacebo\b/i.test(t));
  if (studied.length) parts.push(`The study looks at ${studied.join(', ')}.`);
  if (f.arms.length > 1)
    parts.push(
      `Participants are put into ${f.arms.length} groups${f.randomized ? ' by chance (at random), so no one chooses their group' : ''}${f.arms.some((a) => a.placebo) ? ', and one group gets a placebo (a dummy treatment with no medicine in it)' : ''}: ${f.arms.map((a) => a.label).join('; ')}.`,
    );
  // the study group's description usually says how the treatment is given ("one injection under the skin each week")
  if (f.route) parts.push(`It is given ${f.route}.`);
  const active = f.arms.find((a) => !a.placebo && a.description) ?? f.arms.find((a) => a.description);
  if (active?.description) parts.push(`The study record describes it: "${active.label}: ${active.description}"`);
  if (f.duration) parts.push(durationText(f, parts.join(' ')));
  else parts.push('The study team will explain what taking part involves before you decide anything.');
  return parts.join(' ');
}

/** One group's description as the record words it, cut at 300 characters on a word ("…"). */
const shortDescription = (d: string) => {
  const flat = d.trim().replace(/\s+/g, ' ');
  return flat.length <= 300 ? flat : `${flat.slice(0, 300).replace(/\s+\S*$/, '')}…`;
};

/**
 * The study's groups and what each gets, as the record describes them (ClinicalTrials.gov arms), for questions about a
 * placebo or a comparison; a placebo question is answered first: a placebo group, a placebo listed among the treatments
 * but no group that gets only it, or none named.
 */
function groupsText(f: TrialFacts, ask: string): string {
  const groups =
    f.arms.length > 1
      ? `Participants are put into ${f.arms.length} groups${f.randomized ? ' by chance (at random), so no one chooses their group' : ''}: ${f.arms
          .map((a) => (a.description ? `${a.label} (${shortDescription(a.description)})` : a.label))
          .join('; ')}.`
      : '';
  if (!PLACEBO_ASK.test(ask)) return groups ? `${groups} ${STUDY_VISITS_TEXT}` : involvementText(f);
  const listed = f.treatments.filter((t) => /\bplacebo\b/i.test(t));
  const lead = f.arms.some((a) => a.placebo)
    ? 'Yes: one group gets a placebo (a dummy treatment with no medicine in it).'
    : listed.length
      ? `No group gets only a placebo, but the study record lists one among the treatments (${listed.map((t) => `"${t}"`).join(', ')}): a placebo is a dummy treatment with no medicine in it. The study team can explain how it is used.`
      : 'The study record names no placebo (a dummy treatment with no medicine in it).';
  return [lead, groups, f.masking ? designText({ ...f, phase: undefined }) : ''].filter(Boolean).join(' ');
}

/** What each phase tests, in plain words (ClinicalTrials.gov glossary: phase 1 to 4, early phase 1). */
const PHASE_MEANING: Readonly<Record<string, string>> = {
  'early phase 1': 'a first, very small test of a treatment in people',
  'phase 1': 'it tests a treatment in a small group of people, mainly for safety and the right dose',
  'phase 1/2': 'it tests a treatment for safety and the right dose, and starts to look at whether it works',
  'phase 2': 'it tests whether a treatment works and how safe it is, in a larger group of people',
  'phase 2/3': 'it tests whether a treatment works and compares it, in a large group of people',
  'phase 3': 'it compares a treatment with the usual treatment or a placebo, in a large group of people',
  'phase 4': 'it studies a treatment that is already approved, in everyday use',
};

/** Who is kept from knowing each participant's treatment, in plain words (the registry's `whoMasked`). */
const MASKED: Readonly<Record<string, string>> = {
  PARTICIPANT: 'the participants',
  CARE_PROVIDER: 'the doctors and nurses caring for them',
  INVESTIGATOR: 'the study doctors',
  OUTCOMES_ASSESSOR: 'the people who measure the results',
};

/** The study's phase and blinding ("What phase is this? Is it blinded?"), from the registry's design; else the study team. */
function designText(f: TrialFacts): string {
  const parts: string[] = [];
  if (f.phase) parts.push(`This is a ${f.phase} study${PHASE_MEANING[f.phase] ? ` (${PHASE_MEANING[f.phase]})` : ''}.`);
  if (f.masking?.kind === 'NONE') parts.push('It is open-label: everyone knows which treatment each participant gets.');
  else if (f.masking) {
    const who = f.masking.who.map((w) => MASKED[w]).filter(Boolean);
    const list = who.length > 1 ? `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]}` : (who[0] ?? 'the participants');
    parts.push(`It is blinded: ${list} don't know who gets which treatment, so the results are fair.`);
  }
  return parts.length ? parts.join(' ') : STUDY_TEAM_TEXT;
}

/**
 * A term's plain words as a sentence: `"placebo" means: dummy treatment with no medicine in it.` The glossary's lay
 * wording either explains the term and names it in brackets ("… (placebo)") or keeps the term and explains it in
 * brackets ("HbA1c (average blood sugar …)"); the term is written as the glossary writes it.
 */
function meaningOf(term: string, lay: string): string {
  const lower = term.toLowerCase();
  const at = lay.toLowerCase().indexOf(lower);
  const shown = at >= 0 ? lay.slice(at, at + term.length) : term;
  const bracket = /\(([^()]*)\)/.exec(lay);
  const meaning = bracket && bracket[1].toLowerCase().includes(lower) ? lay.replace(bracket[0], '').trim() : bracket && at === 0 ? bracket[1] : lay;
  return `"${shown}" means: ${meaning.replace(/\s+/g, ' ')}.`;
}

/** "what does placebo mean?": the glossary's plain words, or the study's own treatment, or the study team. */
/** A term as asked, without its quotes and closing marks ("'other treatment'?" → "other treatment"). */
const bare = (term: string) =>
  term
    .trim()
    .replace(/[?.!]+$/, '')
    .replace(/^['"“‘]+|['"”’]+$/g, '');

function termText(term: string, ctx: AskContext): string | null {
  const t = bare(term);
  const lay = layText(t);
  if (lay.toLowerCase() !== t.toLowerCase()) return meaningOf(t, lay);
  // "whats oab stand for": the glossary knows abbreviations in capitals only ("MS" is multiple sclerosis, "ms" is not);
  // a short word asked about on its own is looked up as the abbreviation
  const abbreviation = /^[a-z][a-z0-9]{1,5}$/.test(t) ? layText(t.toUpperCase()) : t.toUpperCase();
  if (abbreviation !== t.toUpperCase()) return meaningOf(t.toUpperCase(), abbreviation);
  const f = ctx.facts;
  // "the KNP 2002 is it a pill": the name before what is asked about it, letters and digits only ("KNP2002")
  const squash = (x: string) => x.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const asked = squash(
    t
      .toLowerCase()
      .replace(/\s+(?:is|does|can|will) (?:it|that|this)\b.*$/, '')
      .replace(/^the\s+/, '')
      .replace(/\s+(?:app|drug|medicine|device|treatment)$/, ''),
  );
  const named = (x: string) => asked.length >= 3 && squash(x).includes(asked);
  const treatment = f?.treatments.find(named);
  const arm = f?.arms.find((a) => !a.placebo && (named(a.label) || (a.description !== null && named(a.description))));
  if (f && (treatment || arm)) {
    const what = treatment ?? arm!.label;
    // "what actually is KNP2002?": what it is and how it is given ("on the skin, as an ointment"), then the record's words
    const given = f.route ? ` It is given ${f.route}.` : '';
    return `${what} is what this study looks at.${given}${arm?.description ? ` The study record describes it: "${arm.label}: ${arm.description}"` : f.summary ? ` ${f.summary}` : ''}`;
  }
  // "what is physical therapy?": an everyday word whose meaning a visitor may not know
  const everyday = everydayMeanings(t, 1);
  if (everyday.length) return everyday[0];
  if (ctx.question && ctx.question.text.toLowerCase().includes(t.toLowerCase())) return null;
  return `I can't explain "${t}" here. ${STUDY_TEAM_TEXT}`;
}

/**
 * Explains the waiting question: its help text, the plain words of any medical terms in it and of up to two everyday
 * health words it uses ("physical therapy", "mobile app": ../language/everyday.ts), an example answer for
 * numbers, dates and choices ("For example: 82 kg or 180 lb"), and the reassurance that "not sure" is a fine answer. The question's own wording is repeated after this by the caller.
 */
export function explainQuestion(q: Question | null): string {
  if (!q) return 'I asked whether the study site may contact you about this study.';
  const terms = [...(q.help ? [] : termsIn(q.text)), ...everydayMeanings(q.text, 2)];
  const help = `${q.help ? `${q.help} ` : ''}${terms.length ? `${terms.join(' ')} ` : ''}`;
  const example = q.answerType === 'yes_no_unsure' || q.answerType === 'text' ? '' : `${exampleFor(q)}. `;
  return `${help}${example}Answer in your own words; if you don't know, "not sure" is a fine answer and the study team will go over it with you.`;
}

/** The glossary's plain words for the medical terms the question still names in brackets ("(nocturia)"). */
function termsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\(([^()]{2,40})\)/g)) {
    const lay = layText(m[1]);
    if (lay !== m[1]) out.push(meaningOf(m[1], lay));
  }
  return out;
}

/**
 * "What form?", "what app?": a bare "what" and one word of the waiting question, which the visitor asks about;
 * "physical therapy for wart?": the question's own words said back as a question (two or more, every one of them in it).
 */
function asksAboutQuestionWord(ask: string, q: Question | null): boolean {
  if (!q) return false;
  const m = /^what (?:an? |the )?([a-z-]{3,20})$/.exec(ask);
  if (m) return new RegExp(`\\b${m[1]}\\b`, 'i').test(q.text);
  const own = new Set(
    normalise(q.text)
      .split(/[^\p{L}\p{N}]+/u)
      .map((w) => w.replace(/s$/, '')),
  );
  const words = ask.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
  return words.length >= 2 && words.length <= 6 && words.every((w) => own.has(w.replace(/s$/, '')));
}

/**
 * Why the chat closed as not a fit: the rules (at most two) the answers did not meet, as the study's record words
 * them, and a rule of the record that says more about the first ("… will be eligible 2 weeks after completing
 * antibiotic therapy"), so "can I try again once I finish them?" is answered by the record.
 */
function notMetText(notMet: readonly RuleText[], rules: readonly RuleText[]): string {
  const quote = (r: RuleText) => `"${r.text.trim().replace(/\s+/g, ' ')}"`;
  const quoted = notMet.slice(0, 2).map(quote).join(' and ');
  const note = notMet.length ? noteOn(notMet[0], rules) : null;
  const answers = notMet
    .slice(0, 2)
    .map((r) => r.answer)
    .filter(Boolean);
  return `From your answers, this is the study's rule that did not fit: ${quoted}.${answers.length ? ` Your answer ${answers.join('; and ')}.` : ''}${note ? ` The study's record also says: ${quote(note)}.` : ''} The study team makes the final decision; if one of your answers was a slip, just tell me and I'll correct it.`;
}

/** "can I use the ointment while breastfeeding?": a question about doing something in a state the rules may name. */
const WHILE_STATE = /\b(?:while|whilst|during|when) (?:i'?m |i am |she'?s |she is |being |still )?(?:\w+ing|pregnant|pregnancy|nursing)\b/;

/** Words of a sponsor's name that name no one ("Inc.", "A/S", "Ltd"). */
const LEGAL_FORM = /^(?:inc|ltd|llc|a\/s|ag|co|corp|corporation|gmbh|plc|sa|s\.a|bv|kk|limited|company)\.?$/i;

/**
 * A question that names the study's sponsor ("Is this the Novo Nordisk study?") or one of its sites by facility, city
 * or state ("Is Curavit in Boston?"), when no topic's words are in it: asked about the sponsor or the sites.
 */
function namedInFacts(ask: string, f: TrialFacts | null): AskTopic | null {
  if (!f) return null;
  const has = (name: string | null | undefined) =>
    !!name && name.length >= 4 && new RegExp(`\\b${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(ask);
  const words = (f.sponsor ?? '').split(/\s+/).filter((w) => !LEGAL_FORM.test(w));
  // "Novo Nordisk": a short first word is named only with the next one
  if (has(words[0] && words[0].length < 5 ? words.slice(0, 2).join(' ') : words[0])) return 'sponsor';
  if (f.sites.some((x) => has(x.facility) || has(x.city) || has(x.state))) return 'location';
  return null;
}

/**
 * Answers one question of the visitor's (normalised text, from `splitAsks`) from the context's facts (see the module
 * comment). The topic is the first of `TOPICS` whose pattern the question matches; `other` gets `STUDY_TEAM_TEXT`.
 */
export function answerAsk(question: string, ctx: AskContext): AskAnswer {
  // "wait whats OAB stand for lol": a laugh after the question is no part of it
  // "could you tell me what KNP2002 actually is": the indirect question asked directly ("what is knp2002")
  const ask = question
    .replace(/(?:\s+(?:lol|lmao|haha+|hehe+))+$/, '')
    .replace(/^(?:(?:could|can|would) you (?:please )?)?(?:tell|explain to) me (?=(?:what|where|how|who|when|which|if|whether)\b)/, '')
    .replace(/^what (?!(?:actually|really|exactly)\b)([\w-]+) (?:actually |really |exactly )?is$/, 'what is $1');
  const asked = TOPICS.find(([, re]) => re.test(ask))?.[0] ?? namedInFacts(ask, ctx.facts) ?? 'other';
  // the study's rules that name what the visitor's message names, quoted (null: none does)
  // "Is diabetes ok for this study? I want to lose weight…": the question's own words, or the whole message when it names
  // the rules better; "can I use the ointment while breastfeeding?": the state the visitor asks about first
  const state = WHILE_STATE.exec(ask)?.[0];
  const fromRules = (state ? rulesAbout(state, ctx.rules ?? []) : null) ?? rulesAboutBest(ask, ctx.said ?? ask, ctx.rules ?? []);
  // "If I wait some months after stopping Wegovy, can I join then?": the message around the question asks about a rule
  // "Can people with type 1 take part, or is it only type 2?": who can join with a condition, answered by the rules naming it
  // "Would I still be able to take my blood pressure pills?" while a question about forgoing treatment waits: its rule
  const checked = ctx.question?.criteria.map((c) => c.criterionId) ?? [];
  const stopping = STOPPING.test(ask) && !!ctx.question && STOPPING.test(ctx.question.text.toLowerCase()) && !!ctx.question.criteria.length;
  // "Is it a problem for the cream?": the study's own treatment named as what "it" might be a problem for names no rule
  const ownSubject = ask.replace(STUDY_TREATMENT_NAMED, '');
  // "Can I still take my metformin if I join?": the rules naming what the visitor would keep taking
  const keepsNamed = STOPPING.test(ask) && rulesAbout(ask, ctx.rules ?? []) !== null;
  const byRules =
    stopping ||
    keepsNamed ||
    (fromRules !== null &&
      ((['who_can_join', 'matters', 'other'].includes(asked) && !!ctx.said && RULES_QUESTION.test(normalise(ctx.said))) ||
        (asked === 'who_can_join' && (PEOPLE_WITH.test(ask) || HAS_TO_BE.test(ask))) ||
        (['matters', 'other'].includes(asked) && asksIfItCounts(ask) && namesOtherRule(ownSubject, checked, ctx.rules ?? [])) ||
        (!!state && rulesAbout(state, ctx.rules ?? []) !== null)));
  const topic = byRules ? 'rules' : asked;
  const f = ctx.facts;
  // "…on macrobid for a uti, does that mess it up?": the rule the waiting question checks, and one more the message names
  // ("does type 1 count?" while the weight question waits names a rule of its own: that rule answers it)
  const counts =
    (asksIfItCounts(ask) || (IT_MATTERS.test(ask) && !OWN_SEX_OR_AGE.test(normalise(ctx.said ?? ask)))) &&
    checked.length &&
    !namesOtherRule(ownSubject, checked, ctx.rules ?? [])
      ? rulesChecked((ctx.said ?? ask).replace(STUDY_TREATMENT_NAMED, ''), checked, ctx.rules ?? [])
      : null;
  // "is this only for East Asian people? I'm white British", "does it matter that I'm not Asian?": whom the study is
  // for by origin, as the record says it
  const byOrigin =
    ['who_can_join', 'matters', 'rules', 'location', 'purpose', 'other'].includes(topic) && ORIGIN_SAID.test(normalise(ctx.said ?? ask));
  const text = ((): string => {
    if (byOrigin && f) return populationText(f, ctx.rules ?? []);
    if (counts) return counts;
    // after a not-a-fit closing, "if I stop the Wegovy could I apply later?" is about the rule that did not fit (unless
    // a rule names what it asks about: "once the antibiotics are done?" gets the antibiotics note)
    // ("If I stopped Wegovy now, how long would I need to wait before screening?" names the rule that did not fit by its
    // words, though other rules say "screening" too)
    if (
      ctx.ruledOutBy?.length &&
      (['why_not', 'who_can_join', 'other'].includes(topic) ||
        (['rules', 'matters'].includes(topic) && (!fromRules || rulesAbout(ask, ctx.ruledOutBy) !== null)))
    )
      return notMetText(ctx.ruledOutBy, ctx.rules ?? []);
    // "physical therapy for wart? I don't understand": a question the topics miss, said by a visitor who asks what the
    // waiting question means
    // "does it have to be hand? mine is on my finger": what the waiting question takes in, explained
    if (
      topic === 'other' &&
      (asksWhatItMeans((ctx.said ?? ask).toLowerCase()) || asksAboutQuestionWord(ask, ctx.question) || (!!ctx.question && HAS_TO_BE.test(ask)))
    )
      return explainQuestion(ctx.question);
    switch (topic) {
      case 'explain_question':
        // "ok but what is this" before any question: the study, not the consent question
        return !ctx.question && f && /\bwhat(?:'s|s| is) (?:this|it)$/.test(ask) ? purposeText(f) : explainQuestion(ctx.question);
      case 'term': {
        const m = TERM.exec(ask)!;
        const term = m.slice(1).find((g) => g !== undefined) ?? '';
        // "what counts as 'other treatment'? I'm doing pelvic floor PT": words of the waiting question that the
        // glossary does not explain are explained by the study's rule behind it, and a rule the message names
        const plain = bare(term);
        const ofQuestion =
          !!ctx.question &&
          layText(plain) === plain &&
          !everydayMeanings(plain, 1).length &&
          ctx.question.text.toLowerCase().includes(plain.toLowerCase());
        const behind = ofQuestion && checked.length ? rulesChecked(ctx.said ?? ask, checked, ctx.rules ?? []) : null;
        return behind ?? termText(term, ctx) ?? explainQuestion(ctx.question);
      }
      case 'why_not':
        return "Every study looks for a very specific group of people, and it's the study team who decide who can take part. This says nothing about you, and we'd be glad to let you know about other studies that may suit you.";
      case 'why_asked': {
        // "why do you need her height?": the rule the waiting question checks, as the study's record words it
        const behind = (ctx.rules ?? []).filter((r) => r.id !== undefined && ctx.question?.criteria.some((c) => c.criterionId === r.id));
        const rule = behind.length ? ` It checks this rule of the study: "${behind[0].text.trim().replace(/\s+/g, ' ')}".` : '';
        return `Each study has rules about who can take part, and this question checks one of them.${rule} Your answers help the study team see whether the study may suit you; if you're not sure, that's a fine answer.`;
      }
      case 'bot':
        return "I'm an automated study assistant. A member of the study team reads your answers and will contact you.";
      case 'sponsor':
        return f?.sponsor ? `The study is run by ${f.sponsor} (its sponsor), with the study teams at the sites taking part.` : STUDY_TEAM_TEXT;
      case 'payment':
        return `The study record doesn't say whether there is payment or help with travel costs. ${STUDY_TEAM_TEXT}`;
      case 'safety':
        // "is the cream safe for pregnant women?": the rules that speak of who is asked about, after the general answer
        return `Before you decide anything, the study team will explain the possible risks and benefits and give you written information to read. Taking part is your choice, and you can stop at any time.${fromRules ? ` ${fromRules}` : ''}`;
      case 'rules': {
        // "would I have to stop my acupuncture?" while "willing to forego other treatment…?" waits: no rule names
        // acupuncture, the rule the waiting question checks is the one asked about; "…my blood pressure pills. Would I
        // have to stop those?" while a question about stopping waits: its rule first, though another rule says "medication"
        const aboutStopping = !!ctx.question && STOPPING.test(ctx.question.text.toLowerCase());
        const waitingRule =
          STOPPING.test(ask) && checked.length && (!fromRules || aboutStopping) ? rulesChecked(ctx.said ?? ask, checked, ctx.rules ?? []) : null;
        // "can I try again once I turn 22?": no rule names it in words, who can join says the ages
        return waitingRule ?? fromRules ?? (f ? whoCanJoin(f, ctx.said ?? ask) : STUDY_TEAM_TEXT);
      }
      case 'matters':
        // "54 and I'm a bloke, is that a problem": who the visitor says they are, against who the study is for
        return (
          fromRules ??
          (f && OWN_SEX_OR_AGE.test(normalise(ctx.said ?? ask)) ? whoCanJoin(f, ctx.said ?? ask) : null) ??
          "It may: this question checks one of the study's rules about who can take part. The study team will go over your answers with you and tell you whether you can take part."
        );
      case 'next_step':
        return 'When we finish, the study team will look at your answers and contact you about the next step.';
      case 'privacy':
        return "This chat has no details of yours other than what you type here; it did not get them from anywhere else. Your answers go to this study's team, who contact you only if you agree to it.";
      case 'registration':
        return f?.registryId
          ? `It is a registered study: it is listed on ClinicalTrials.gov, the public register of clinical studies, as ${f.registryId}${f.sponsor ? `, run by ${f.sponsor}` : ''}. You can look it up there by that number.`
          : STUDY_TEAM_TEXT;
    }
    if (!f) return STUDY_TEAM_TEXT;
    switch (topic) {
      case 'frequency':
        return f.route && saysFrequency(f.route)
          ? `It is given ${f.route}. The study team will go through the schedule of visits with you.`
          : durationText(f);
      case 'duration': {
        // "Willing to forego other treatment … for the 8-week trial period": a period the rules name
        const period = (ctx.rules ?? []).map((r) => PERIOD.exec(r.text)?.[0]).find(Boolean);
        return `${durationText(f)}${period ? ` The study's rules speak of "${period}".` : ''}`;
      }
      case 'location':
        return sitesText(f, ctx.said ?? ask);
      case 'who_can_join':
        return whoCanJoin(f, ctx.said ?? ask);
      case 'involvement':
        return PLACEBO_ASK.test(ask) || COMPARISON_ASK.test(ask) ? groupsText(f, ask) : involvementText(f);
      case 'design':
        // "is there a placebo group, will I know if I got the real one": the placebo first, then the blinding
        return /\bplacebo\b/.test(ask) ? groupsText(f, ask) : designText(f);
      case 'purpose':
        return purposeText(f);
      default:
        return STUDY_TEAM_TEXT;
    }
  })();
  return { topic, text };
}
