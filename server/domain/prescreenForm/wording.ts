/**
 * Plain-language wording of prescreen questions: lay names for the eligibility core's concepts (conditions,
 * medicines, procedures, lab values), and a rewrite of a criterion's own text into a second-person question for
 * criteria the core left without a rule. Lay names follow the wording of patient information (MedlinePlus, NHS
 * health A–Z); where no lay word exists the medical name stays, with a short explanation in brackets.
 */

import { jargonIn, layText } from '../language/lay';

/** How a condition is asked: a diagnosis ("Has a doctor ever told you that you have …") or an event ("Have you ever had …"). */
type ConditionKind = 'diagnosis' | 'event';

/** Lay names of the core's condition concepts (`condition:<concept>`, server/domain/eligibility/rules/vocabulary.ts). */
const CONDITIONS: Readonly<Record<string, readonly [name: string, kind: ConditionKind]>> = {
  'type 2 diabetes': ['type 2 diabetes', 'diagnosis'],
  'type 1 diabetes': ['type 1 diabetes', 'diagnosis'],
  diabetes: ['diabetes', 'diagnosis'],
  hypertension: ['high blood pressure', 'diagnosis'],
  'heart failure': ['heart failure', 'diagnosis'],
  'myocardial infarction': ['a heart attack', 'event'],
  stroke: ['a stroke', 'event'],
  'coronary artery disease': ['narrowed heart arteries (coronary heart disease) or angina', 'diagnosis'],
  'cardiovascular disease': ['a disease of the heart or blood vessels', 'diagnosis'],
  arrhythmia: ['an irregular heartbeat, such as atrial fibrillation', 'diagnosis'],
  malignancy: ['cancer', 'diagnosis'],
  leukemia: ['leukemia (a blood cancer)', 'diagnosis'],
  lymphoma: ['lymphoma (a cancer of the lymph glands)', 'diagnosis'],
  hiv: ['HIV', 'diagnosis'],
  'hepatitis b': ['hepatitis B', 'diagnosis'],
  'hepatitis c': ['hepatitis C', 'diagnosis'],
  cirrhosis: ['cirrhosis (scarring of the liver)', 'diagnosis'],
  'liver disease': ['liver disease', 'diagnosis'],
  'kidney disease': ['kidney disease', 'diagnosis'],
  copd: ['COPD or emphysema (a long-term lung disease)', 'diagnosis'],
  asthma: ['asthma', 'diagnosis'],
  epilepsy: ['epilepsy or seizures', 'diagnosis'],
  depression: ['depression', 'diagnosis'],
  'bipolar disorder': ['bipolar disorder', 'diagnosis'],
  schizophrenia: ['schizophrenia', 'diagnosis'],
  psychosis: ['psychosis (losing touch with reality, such as hearing voices)', 'diagnosis'],
  dementia: ["dementia or Alzheimer's disease", 'diagnosis'],
  'multiple sclerosis': ['multiple sclerosis (MS)', 'diagnosis'],
  'systemic sclerosis': ['scleroderma (systemic sclerosis)', 'diagnosis'],
  'systemic lupus erythematosus': ['lupus', 'diagnosis'],
  'rheumatoid arthritis': ['rheumatoid arthritis', 'diagnosis'],
  'inflammatory bowel disease': ["Crohn's disease or ulcerative colitis", 'diagnosis'],
  'autoimmune disease': ["an autoimmune disease (your body's defences attack your own body)", 'diagnosis'],
  'covid-19': ['COVID-19', 'event'],
  tuberculosis: ['tuberculosis (TB)', 'diagnosis'],
  'herpes zoster': ['shingles', 'event'],
  sepsis: ['sepsis (blood poisoning)', 'event'],
  obesity: ['obesity', 'diagnosis'],
  osteoporosis: ['osteoporosis (thin, weak bones)', 'diagnosis'],
  'substance use disorder': ['a problem with alcohol or drug use', 'event'],
  'eating disorder': ['an eating disorder, such as anorexia or bulimia', 'diagnosis'],
  ptsd: ['post-traumatic stress disorder (PTSD)', 'diagnosis'],
  allergy: ['an allergic reaction to a medicine', 'event'],
  'bleeding disorder': ['a bleeding disorder, such as hemophilia', 'diagnosis'],
  thromboembolism: ['a blood clot in a leg or lung', 'event'],
  pancreatitis: ['pancreatitis (inflammation of the pancreas)', 'event'],
  'sickle cell disease': ['sickle cell disease', 'diagnosis'],
  retinopathy: ['damage to the back of the eye (retinopathy or macular disease)', 'diagnosis'],
};

/** How a medicine or therapy is asked: taken (tablets, injections) or had (a course of treatment). */
type MedicationVerb = 'take' | 'have';

/** Lay names of the core's medication and therapy concepts (`medication:<concept>`). */
const MEDICATIONS: Readonly<Record<string, readonly [name: string, verb: MedicationVerb]>> = {
  insulin: ['insulin', 'take'],
  metformin: ['metformin', 'take'],
  'glp-1 receptor agonists': ['a GLP-1 medicine, such as semaglutide (Ozempic, Wegovy), liraglutide or dulaglutide', 'take'],
  'sglt2 inhibitors': ['a diabetes medicine such as empagliflozin (Jardiance) or dapagliflozin (Farxiga), called an SGLT2 inhibitor', 'take'],
  'antidiabetic drugs': ['medicines for diabetes', 'take'],
  corticosteroids: ['steroid medicines, such as prednisone, as tablets or injections', 'take'],
  immunosuppressants: ['medicines that weaken your immune system (immunosuppressants)', 'take'],
  anticoagulants: ['blood thinners, such as warfarin, apixaban (Eliquis) or rivaroxaban (Xarelto)', 'take'],
  'antiplatelet agents': ['medicines that stop blood clots, such as aspirin or clopidogrel', 'take'],
  chemotherapy: ['chemotherapy', 'have'],
  radiotherapy: ['radiation therapy', 'have'],
  immunotherapy: ['immunotherapy for cancer', 'have'],
  'monoclonal antibodies': ['antibody medicines given by injection or drip (monoclonal antibodies)', 'have'],
  biologics: ['biologic medicines (injected medicines made from living cells)', 'take'],
  'tyrosine kinase inhibitors': ['targeted cancer tablets (tyrosine kinase inhibitors)', 'take'],
  'cyp3a4 inhibitors or inducers': ['medicines that change how your liver breaks down other medicines (your study team can check your list)', 'take'],
  antidepressants: ['antidepressants', 'take'],
  antipsychotics: ['antipsychotic medicines', 'take'],
  opioids: ['opioid pain medicines, such as morphine, oxycodone or codeine', 'take'],
  antibiotics: ['antibiotics', 'take'],
  antivirals: ['antiviral medicines', 'take'],
  'hormone therapy': ['hormone treatment, such as estrogen or testosterone', 'have'],
  'weight loss medication': ['weight-loss medicines', 'take'],
  statins: ['cholesterol medicines called statins, such as atorvastatin or simvastatin', 'take'],
  vaccines: ['a vaccine', 'have'],
  'cell therapy': ['cell therapy, such as CAR-T', 'have'],
};

/** Lay names of the core's procedure concepts (`procedure:<concept>`). */
const PROCEDURES: Readonly<Record<string, string>> = {
  'bariatric surgery': 'weight-loss surgery, such as a gastric bypass or sleeve',
  'major surgery': 'a major operation',
  'stem cell transplant': 'a stem cell or bone marrow transplant',
  'organ transplant': 'an organ transplant',
  'blood transfusion': 'a blood transfusion',
  dialysis: 'dialysis (a machine or fluid cleans your blood because your kidneys do not)',
  surgery: 'an operation (surgery)',
};

/** Lay names of lab values (analytes of the core's lab rules); asked only when staff mark a lab criterion answerable by the candidate. */
const ANALYTES: Readonly<Record<string, string>> = {
  hba1c: 'HbA1c (average blood sugar) test',
  egfr: 'kidney function (eGFR) test',
  creatinine: 'creatinine (kidney) test',
  creatinine_clearance: 'creatinine clearance (kidney) test',
  alt: 'ALT liver test',
  ast: 'AST liver test',
  bilirubin: 'bilirubin (liver) test',
  hemoglobin: 'hemoglobin (blood count) test',
  platelets: 'platelet count',
  anc: 'neutrophil count (white blood cells)',
};

/** Lay wording of medical terms (`layText`) and the words it replaces (`JARGON`) come from the one glossary, lay.ts. */
export { JARGON, layText } from '../language/lay';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Lower-cases the first letter of a word that is not an acronym ("Active infection" → "active infection"; "HIV" stays). */
const lowerFirst = (s: string) => {
  if (!/^[A-Z][a-z]/.test(s) || PROPER.test(s)) return s;
  // a name (a brand, an app: "Woebot") keeps its capital: only an everyday word is lower-cased
  const word = /^[A-Za-z'-]+/.exec(s)![0];
  return jargonIn(word.toLowerCase()).length ? s : word.toLowerCase() + s.slice(word.length);
};
/** Words that keep their capital inside a sentence: languages and nationalities, public insurers. */
const PROPER =
  /^(?:English|Spanish|French|German|Hindi|Czech|Chinese|Mandarin|Cantonese|Japanese|Korean|Arabic|Portuguese|Italian|Russian|Dutch|Polish|American|European|African|Asian|Hispanic|Latino|Medicaid|Medicare)\b/;

/**
 * A concept the vocabulary does not know (the core took it from the criterion's wording, lower-cased) as the
 * criterion writes it ("nsclc" → "NSCLC"), without a leading "diagnosis of", in lay terms.
 */
function ownName(concept: string, criterionText: string): string {
  const at = criterionText.toLowerCase().indexOf(concept);
  const name = at >= 0 ? criterionText.slice(at, at + concept.length) : concept;
  return layText(name.replace(/^(?:a )?(?:confirmed )?diagnosis of\s+/i, ''));
}

/**
 * The wording of the three questions about a condition: ever (present), now (current), when (lastAt).
 * `criterionText` gives the spelling of a concept the lay vocabulary does not know.
 */
export function conditionWording(concept: string, criterionText: string): { present: string; current: string; lastAt: string } {
  // "other <concept>": the same disease as the study's own, but another one (eligibility core: an exclusion of
  // "other malignancies" in a cancer study), asked apart from the one the study is about
  if (concept.startsWith('other ')) {
    const [base] = CONDITIONS[concept.slice(6)] ?? [ownName(concept.slice(6), criterionText)];
    const name = `another ${base.replace(/^(?:an?|the) /, '')}`;
    const besides = 'apart from the one this study is about';
    return {
      present: `Has a doctor ever told you that you have ${name}, ${besides}?`,
      current: `Do you have ${name} now, ${besides}?`,
      lastAt: `When were you diagnosed with ${name}, ${besides}?`,
    };
  }
  const [name, kind] = CONDITIONS[concept] ?? [ownName(concept, criterionText), 'diagnosis'];
  return kind === 'event'
    ? { present: `Have you ever had ${name}?`, current: `Are you being treated for ${name} now?`, lastAt: `When did you last have ${name}?` }
    : {
        present: `Has a doctor ever told you that you have ${name}?`,
        current: `Do you have ${name} now?`,
        lastAt: `When were you diagnosed with ${name}?`,
      };
}

/** The wording of the questions about a medicine or therapy: ever (present), now (current), how long ago (daysAgo). */
export function medicationWording(concept: string, criterionText: string): { present: string; current: string; daysAgo: string } {
  const [name, verb] = MEDICATIONS[concept] ?? [ownName(concept, criterionText), 'take'];
  return verb === 'take'
    ? { present: `Have you ever taken ${name}?`, current: `Are you taking ${name} now?`, daysAgo: `How long ago did you last take ${name}?` }
    : { present: `Have you ever had ${name}?`, current: `Are you having ${name} now?`, daysAgo: `How long ago did you last have ${name}?` };
}

/** The wording of the questions about a procedure: ever (present), when (lastAt). */
export function procedureWording(concept: string, criterionText: string): { present: string; lastAt: string } {
  const name = PROCEDURES[concept] ?? ownName(concept, criterionText);
  return { present: `Have you ever had ${name}?`, lastAt: `When did you have ${name}?` };
}

/** The question for a lab value the candidate may know (from a recent report). */
export function labWording(analyte: string): string {
  return `What was the result of your most recent ${ANALYTES[analyte] ?? analyte}?`;
}

/**
 * Second-person rewrites of common criterion openings; the first that matches wins. Each keeps the statement's
 * polarity (the answer "yes" means the criterion's statement is true).
 */
const REWRITES: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string]> = [
  [/^(?:has|have) (?:a )?(?:known )?history of (.+)/i, (m) => `Have you ever had ${lowerFirst(m[1])}?`],
  [/^(?:a )?(?:known )?(?:past )?(?:medical )?history of (.+)/i, (m) => `Have you ever had ${lowerFirst(m[1])}?`],
  [/^(?:has|have) (?:been )?diagnosed with (.+)/i, (m) => `Has a doctor told you that you have ${lowerFirst(m[1])}?`],
  [/^(?:a )?(?:confirmed )?diagnosis of (.+)/i, (m) => `Has a doctor told you that you have ${lowerFirst(m[1])}?`],
  [
    /^(?:has|have) ((?:not |never |already |ever |previously |recently |actually )?(?:had|been|done|taken|undergone|seen|slept|given|received|consumed|donated|failed|completed|used|lived|experienced|participated|started|stopped|smoked|tried)) (.+)/i,
    (m) => `Have you ${m[1].toLowerCase()} ${lowerFirst(m[2])}?`,
  ],
  [/^(?:has|have|having|possess(?:es)?|owns?) (.+)/i, (m) => `Do you have ${lowerFirst(m[1])}?`],
  [/^(?:is|are) (.+)/i, (m) => `Are you ${lowerFirst(m[1])}?`],
  [
    /^(?:be )?((?:un)?able|(?:un)?willing)(?: (?:and|or|and\/or) ((?:un)?able|(?:un)?willing))? to (.+)/i,
    (m) =>
      `Are you ${[m[1], m[2]]
        .filter(Boolean)
        .map((w) => w.toLowerCase())
        .join(' and ')} to ${lowerFirst(m[3])}?`,
  ],
  [/^inability to (.+)/i, (m) => `Are you unable to ${lowerFirst(m[1])}?`],
  [/^(?:current(?:ly)? )?(?:use|intake) of (.+)/i, (m) => `Do you use ${lowerFirst(m[1])}?`],
  [/^(?:presence of |known )?((?:active|ongoing) .+)/i, (m) => `Do you have ${lowerFirst(m[1])}?`],
  [
    /^(?:self-?report(?:ed|s|ing)? (?:of |having )?)?(?:a )?(?:lifetime |current |known |confirmed |prior |previous )?diagnos(?:is|ed) (?:of |with )?(.+)/i,
    (m) => `Has a doctor ever told you that you have ${lowerFirst(m[1])}?`,
  ],
  [
    /^current(?:ly)? ((?:using|taking|receiving|undergoing|on|in|enrolled|living|working|pregnant|breastfeeding|smoking|participating|following|experiencing|meets?)\b.+)/i,
    (m) => `Are you currently ${lowerFirst(m[1]).replace(/^meets?\b/, 'meeting')}?`,
  ],
  [/^(?:prior|previous(?:ly)?) (.+)/i, (m) => `Have you had ${lowerFirst(m[1])} before?`],
  [/^ever (used|had|taken|received|smoked|been) (.+)/i, (m) => `Have you ever ${m[1].toLowerCase()} ${lowerFirst(m[2])}?`],
  [/^(?:has |have )?access to (.+)/i, (m) => `Do you have access to ${lowerFirst(m[1])}?`],
  [/^((?:fluent|proficient|literate|capable|comfortable|competent) (?:in|with|of|at) .+)/i, (m) => `Are you ${lowerFirst(m[1])}?`],
  [/^((?:english|spanish|french|german|hindi|czech)[- ]speaking\b.*)/i, (m) => `Are you ${lowerFirst(m[1])}?`],
  [/^(?:self-?report(?:ed|s|ing)? (?:of |having )?)(.+)/i, (m) => `Do you have ${lowerFirst(m[1])}?`],
];

/**
 * A criterion that is a noun phrase without a verb ("Claustrophobia", "Symptomatic pelvic organ prolapse", "Metabolic
 * disorders"): asked as "Do you have …?"; anything with a verb or a number keeps the quoted form.
 */
const NOUN_PHRASE =
  /^(?![^(]*\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|should|must|may|might|who|which|that|whose|does|do|did|not|no|to|if|or|and|\d)\b)[a-z][a-z' ,()/-]{2,80}$/i;

/** Wording that turns a criterion into a rule about eligibility itself; such texts are quoted, not rewritten. */
const NOT_REWRITABLE = /\b(?:eligible|can ?not|excluded|allowed|permitted|acceptable|unless|except)\b/i;

/** People the criteria talk about in the third person, as a sentence opening ("Patients who …", "Participants with …"). */
const SUBJECT =
  /^(?:the )?(?:patients?|participants?|subjects?|individuals?|candidates?|volunteers?|persons?|people|women|men|adults?)\s+(?:(?:who|that)\s+(?:must\s+)?|with\s+(?=\S)|must\s+)?/i;

/** Third-person references to the candidate and their lay second-person forms. */
const PRONOUNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:the )?(?:patient|participant|subject)'s\b/gi, 'your'],
  [/\bhis or her\b|\bhis\/her\b|\btheir\b/gi, 'your'],
  [/\bhe or she\b|\bhe\/she\b/gi, 'you'],
  [/\bthemselves\b|\bhimself or herself\b|\bhim\/herself\b/gi, 'yourself'],
];

/**
 * A line of a criterion as plain text: markdown escapes undone, and footnote marks after a word dropped ("urinary
 * tract infection^", "treatment*", "disease†": the registry's footnotes are not part of the question).
 */
function plainLine(line: string): string {
  return line.replace(/\\([\\<>=*[\]().+^-])/g, '$1').replace(/(?<=[\p{L}\p{N})])[\^*†‡§¶]+(?=[\s,.;:?)]|$)/gu, '');
}

/**
 * A yes/no question in the second person from a criterion's text (first line only; sub-items go to the question's
 * help): list numbering and markdown escapes removed, medical words in lay terms (`layText`), a known opening
 * rewritten ("History of X" → "Have you ever had X?", "Able to X" → "Are you able to X?", "Patients with X" → "Do
 * you have X?"), anything else asked as `Does this apply to you: "…"?`. The answer is true when the criterion's
 * statement is true of the candidate, for inclusion and exclusion criteria alike.
 */
export function textQuestion(criterionText: string): string {
  const line = criterionText.split('\n', 1)[0];
  let s = layText(plainLine(line))
    .replace(/^\s*(?:[-*•·]|\(?[0-9]{1,2}[.)]|\(?[a-z][.)])\s+/i, '')
    .replace(/[\s;:,.。；]+$/u, '')
    .trim();
  for (const [re, to] of PRONOUNS) s = s.replace(re, to);
  if (/:\s*$/.test(line)) return `Does any of this apply to you: "${capitalise(s)}: …"?`;
  // one sentence only: a rewritten opening would swallow what the next sentence says
  if (!NOT_REWRITABLE.test(s) && !/[.;]\s+\S/.test(s)) {
    const subject = SUBJECT.exec(s);
    const rest = subject && subject[0].length < s.length ? s.slice(subject[0].length) : s;
    const sentence = subject && /\bwith\s*$/i.test(subject[0]) ? `have ${rest}` : rest;
    for (const [re, build] of REWRITES) {
      const m = re.exec(sentence);
      if (m) return capitalise(build(m));
    }
    if (NOUN_PHRASE.test(sentence)) return `Do you have ${lowerFirst(sentence)}?`;
  }
  return `Does this apply to you: "${capitalise(s)}"?`;
}

/**
 * The positive question of a criterion worded as a negation ("No prior systemic therapy for advanced disease" → "Have
 * you had systemic therapy for advanced disease before?"), to be stored inverted (`Question.invert`): people answer
 * a plain question more reliably than "Does this apply to you: 'No …'". Null when the text does not open with a
 * negation, or what follows it is not a plain noun phrase.
 */
export function negatedTextQuestion(criterionText: string): string | null {
  const line = layText(plainLine(criterionText.split('\n', 1)[0]))
    .replace(/[\s;:,.]+$/u, '')
    .trim();
  const m = /^(?:no|without)\s+(?:(known|history of|evidence of|prior|previous|current|active|ongoing|concurrent)\s+(?:history of\s+)?)?(.+)$/i.exec(
    line,
  );
  if (!m || /^(?:more|less|other|one|two|\d)/i.test(m[2]) || NOT_REWRITABLE.test(m[2])) return null;
  const what = lowerFirst(m[2]);
  switch (m[1]?.toLowerCase()) {
    case 'prior':
    case 'previous':
      return `Have you had ${what} before?`;
    case 'current':
    case 'active':
    case 'ongoing':
    case 'concurrent':
      return `Do you have ${what} now?`;
    default:
      return `Have you ever had ${what}?`;
  }
}

/** Help shown under the follow-ups that ask when something last happened (a date) or how long ago (a duration). */
export const TIMING_HELP = {
  lastAt: 'If it happened more than once, give the most recent date. The month and year are enough.',
  daysAgo: 'An estimate is fine, for example 3 weeks or 6 months.',
} as const;

/** Questions with a fixed wording, by answer key (and part for the follow-ups of smoking and trial participation). */
export const FIXED_WORDING = {
  age: 'How old are you?',
  ageMonths: 'How old are you, in months (12 months for each year)?',
  sex: 'What sex were you assigned at birth?',
  pregnant: 'Are you pregnant?',
  breastfeeding: 'Are you breastfeeding?',
  planningPregnancy: 'Are you planning to become pregnant in the next year?',
  contraception: 'If you could become pregnant or get a partner pregnant, are you willing to use effective birth control during the study?',
  consent: 'Are you able and willing to read and sign a form agreeing to take part in the study?',
  compliance: 'Are you able and willing to come to all study visits and follow the study instructions?',
  healthyVolunteer: 'Are you signing up as a healthy volunteer, without the health problem this study is about?',
  weight: 'How much do you weigh?',
  height: 'How tall are you?',
  /** Weight and height for a trial that asks in US units first (./units.ts): the unit is named, so a bare number is clear. */
  weightPounds: 'How much do you weigh, in pounds?',
  heightFeetInches: 'How tall are you, in feet and inches?',
  smoking: {
    present: 'Have you ever smoked or used tobacco or nicotine (cigarettes, cigars, pipes or vapes)?',
    current: 'Do you smoke or use tobacco or nicotine now?',
    daysAgo: 'How long ago did you last smoke or use tobacco or nicotine?',
  },
  trialParticipation: {
    present: 'Have you ever taken part in a clinical trial (a research study that tests a medicine, device or treatment)?',
    current: 'Are you taking part in a clinical trial now?',
    daysAgo: 'How long ago did your last clinical trial end (your last study medicine or study visit)?',
  },
  systolicBp: 'What was the top number of your most recent blood pressure reading?',
  diastolicBp: 'What was the bottom number of your most recent blood pressure reading?',
  ecog: 'Which best describes you on most days?',
  karnofsky: 'If your doctor has given you a Karnofsky score (from 0 to 100), what was it?',
} as const;

/** The choices of the ECOG question: grades 0–4 in lay terms (Oken et al. 1982; ECOG-ACRIN's patient wording). */
export const ECOG_CHOICES = [
  { value: 0, label: 'I am fully active and can do everything I did before my illness' },
  { value: 1, label: 'I cannot do heavy physical work, but I can walk and do light work, such as housework or office work' },
  { value: 2, label: 'I can walk and look after myself, but I cannot work; I am up and about more than half of the day' },
  { value: 3, label: 'I can only partly look after myself; I am in bed or a chair more than half of the day' },
  { value: 4, label: 'I cannot look after myself at all and stay in bed or a chair' },
] as const;
