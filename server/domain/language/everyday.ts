/**
 * Everyday names of the things eligibility questions name by their kind: the brand or generic name of a medicine
 * ("Macrobid", "Saxenda"), the kind of device people know by its own name ("a Foley"), a product ("Neosporin"), an
 * app ("KakaoTalk"), or the body part people name a cancer by ("rectal cancer" is a bowel cancer). A kind's words are
 * only the words that name that kind ("antibiotics", "catheter"), never general ones ("medicine", "therapy", "skin"),
 * so a name ties an answer only to a question about its own kind. The glossary
 * (./lay.ts) goes the other way, from a criterion's medical term to plain words; this list lets the chat see that a
 * visitor who names the thing itself speaks of what the question asks about. Pure.
 *
 * Sources: the antibiotics used for urinary tract infections and their prevention (NICE NG109, IDSA cystitis
 * guideline), the medicines licensed for weight management (FDA and EMA labels: semaglutide, liraglutide,
 * tirzepatide, phentermine(-topiramate), naltrexone-bupropion, orlistat), the anticholinergic medicines licensed for
 * overactive bladder (FDA and EMA labels: oxybutynin, tolterodine, solifenacin, darifenacin, fesoterodine, trospium,
 * propiverine) and the beta-3 agonists licensed for it (mirabegron, vibegron), the catheter kinds of NHS patient
 * information, topical products sold over the counter, and the apps most used on phones in the US, Japan, Korea,
 * China and South-East Asia. Only names that mean one kind: a word that may mean something else ("line", "pt" in
 * "5 pt scale") is not listed, or listed only in a longer form.
 */

/** One row: the kind's words (as questions word it) and the everyday names of it (small regexes, whole words). */
type Row = readonly [kind: string, names: string];

const ROWS: readonly Row[] = [
  [
    'antibiotics antibiotic',
    'nitrofurantoin|macrobid|macrodantin|keflex|cephalexin|cefalexin|bactrim|septra|trimethoprim|sulfamethoxazole|co-trimoxazole|amoxicillin|amoxil|augmentin|co-amoxiclav|cipro|ciprofloxacin|levofloxacin|levaquin|doxycycline|fosfomycin|monurol|azithromycin|z-?pac?k|penicillin|clindamycin|cefuroxime|cefdinir|ceftriaxone|methenamine|hiprex',
  ],
  [
    'weight management obesity weight-loss',
    'semaglutide|ozempic|wegovy|rybelsus|liraglutide|saxenda|victoza|tirzepatide|mounjaro|zepbound|phentermine|adipex|qsymia|contrave|orlistat|xenical|alli|mazindol|glp-?1s?|diet pills?|(?:weight[- ]loss|slimming|diet) (?:shots?|injections?|jabs?|pills?|tablets?|meds?|medications?|medicines?|drugs?)|skinny (?:jabs?|shots?)',
  ],
  ['catheter', 'foley(?: catheter)?|suprapubic(?: catheter)?|self[- ]?cath(?:eter)?(?:ing|s)?|straight cath(?:eter)?s?|in-?out cath(?:eter)?s?'],
  [
    'creams ointments lotions',
    'neosporin|polysporin|bacitracin|vaseline|petroleum jelly|hydrocortisone|cortisone cream|calamine|sunscreens?|sun ?cream|sunblock|moisturi[sz]ers?|body lotion|aloe vera|compound w|salicylic acid|gels?|balms?|salves?|lotions?|ointments?|creams?',
  ],
  ['colon anal bowel', 'rectal|rectum|colorectal|bowel|anus|sigmoid|colon'],
  ['bladder urine urinary', 'urothelial|bladder'],
  ['cervical', 'cervix'],
  ['surgery surgical', 'operations?|operated|op'],
  [
    'physical physiotherapy',
    'physio(?:therapy|therapist)?|physiotherapy|physical therapist|fisioterapia|pelvic floor therapist|pelvic (?:floor )?pt|pt sessions?|pt appointments?',
  ],
  ['urinary tract infection', 'utis?|bladder infections?|kidney infections?|cystitis'],
  ['onabotulinum botulinum', 'botox'],
  [
    'anticholinergic anticholinergics antimuscarinic antimuscarinics',
    'oxybutynin|ditropan|oxytrol|kentera|tolterodine|detrol|detrusitol|solifenacin|vesicare|vesikur|darifenacin|enablex|emselex|fesoterodine|toviaz|trospium|sanctura|regurin|propiverine|detrunorm',
  ],
  ['beta-agonist beta-agonists beta-3', 'mirabegron|myrbetriq|betmiga|vibegron|gemtesa|beova'],
  ['pregnant pregnancy', 'trying (?:for a baby|to conceive|to get pregnant)|ttc'],
  [
    'breastfeeding breast-feeding',
    "(?:still|i'?m|im|i am|currently|she'?s|she is|who are|who is) nursing|nursing (?:mothers|moms|mums|women)|nursing (?:my|a|the|her|our) (?:\\d+[- ]?(?:months?|weeks?|mo)[- ]?old|baby|newborn|son|daughter|little one|infant)|lactating|chest ?feeding",
  ],
  ['tibial stimulation neuromodulation', 'ptns|percutaneous tibial nerve stimulation'],
];

let compiled: Array<{ re: RegExp; words: string[] }> | null = null;

/**
 * The kind's words of every everyday name `normalised` (lower case) holds: "the urologist has me on macrobid" →
 * antibiotics, antibiotic; "a Foley" → catheter; "rectal cancer" → colon, anal, bowel. Empty when it names none.
 */
export function kindsNamed(normalised: string): string[] {
  compiled ??= ROWS.map(([kind, names]) => ({
    re: new RegExp(`(?<![\\p{L}\\p{N}-])(?:${names})(?![\\p{L}\\p{N}-])`, 'iu'),
    words: kind.split(' '),
  }));
  return compiled.filter((r) => r.re.test(normalised)).flatMap((r) => r.words);
}

/**
 * Plain meanings of everyday health words that questions use and visitors still ask about ("what is physical
 * therapy?", "what means weight management?"): words a lay reader knows by name, so the glossary (./lay.ts) leaves
 * them as they are in a question, but whose meaning a visitor may not know. Written in the style of patient
 * information (NHS health A–Z, MedlinePlus). Rows: forms (small regexes, whole words), meaning. Longer forms first.
 */
const MEANINGS: ReadonlyArray<readonly [forms: string, meaning: string]> = [
  [
    'pelvic floor (?:physical )?therapy|pelvic floor (?:physio(?:therapy)?|pt)',
    'sessions with a therapist who teaches exercises for the muscles that hold up the bladder and bowel (such as squeezing exercises), sometimes with a device',
  ],
  [
    'physical therapy|physiotherapy|physio',
    'treatment with exercises, stretches and hands-on work from a trained therapist, to help part of the body work better',
  ],
  [
    '(?:medications?|medicines?|drugs?|treatment) (?:for|prescribed for) (?:the indication of )?(?:obesity or )?weight management|weight[- ]loss (?:medications?|medicines?|drugs?)',
    'medicines a doctor prescribes to help you lose weight, such as Wegovy, Saxenda, Mounjaro or phentermine',
  ],
  ['weight management', 'losing weight or keeping your weight down, for example with a diet plan or medicines'],
  ['obesity', 'having a lot of extra body weight (a BMI of 30 or more)'],
  [
    'type (?:2|ii|two) diabetes',
    'the common kind of diabetes, usually starting in adults: blood sugar stays too high, and it is treated with diet, tablets such as metformin, or injections',
  ],
  ['type (?:1|i|one) diabetes', 'diabetes in which the body makes no insulin, usually starting in childhood or youth, always treated with insulin'],
  ['diabetes', 'a condition in which the blood sugar stays too high'],
  ['chemotherapy|chemo', 'strong medicines that kill cancer cells or other fast-growing cells'],
  [
    '(?:effective )?birth control|contraception|contraceptives?',
    'ways to prevent pregnancy, such as the pill, an implant, an injection, a coil (IUD) or condoms',
  ],
  ['upper or lower limbs?|limbs?', 'the arms (upper limbs) and the legs (lower limbs), including the hands and feet'],
  ['common warts?', 'small, rough lumps on the skin caused by a virus, often on the hands, fingers, knees or feet'],
  ['catheters?', 'a thin tube put into the bladder to drain urine'],
  ['allerg(?:y|ies|ic)', 'a reaction of the body to something, such as a rash, itching, swelling or trouble breathing'],
  ['mobile apps?|apps?', 'a program on a phone or tablet, such as WhatsApp, Facebook, YouTube or a banking app'],
  ['english-speaking', 'able to speak and understand English well enough to take part'],
  ['forego|forgo', 'go without'],
  ['pelvic surgery', 'an operation low in the tummy, between the hips: on the womb, bladder, bowel or vagina'],
  ['surgery', 'an operation'],
  ['antibiotics?', 'medicines that kill bacteria, used for infections such as a urinary tract infection'],
  ['urinary tract infections?|utis?', 'an infection of the bladder or the tubes that carry urine, often with burning or needing to pass urine often'],
  ['breastfeeding|breast-feeding', 'feeding a baby with milk from your breasts, including pumping milk'],
  ['pregnant', 'expecting a baby'],
  ['cancer', 'a disease in which abnormal cells grow out of control'],
  ['(?:read and )?sign a form|consent form', 'the form that explains the study; signing it says you agree to take part'],
  ['screening', 'the first study visit, where the study team checks whether you can take part'],
  ['indications?', 'what a medicine is prescribed for: the condition or reason the doctor gives it'],
  ['diagnosed|diagnosis', 'when a doctor told you, after tests or an examination, that you have the condition'],
  ['creams, ointments or lotions|ointments?|lotions?|creams?', 'products you rub on the skin'],
];

let meaningRes: Array<{ re: RegExp; meaning: string }> | null = null;

/**
 * The plain meanings of the everyday health words `text` names, each once, the longer form first ("pelvic floor
 * physical therapy" before "physical therapy"), as `"term" means: …` sentences; empty when it names none.
 */
export function everydayMeanings(text: string, max = 3): string[] {
  meaningRes ??= MEANINGS.map(([forms, meaning]) => ({ re: new RegExp(`(?<![\\p{L}\\p{N}-])(?:${forms})(?![\\p{L}\\p{N}-])`, 'iu'), meaning }));
  let rest = text;
  const out: string[] = [];
  for (const { re, meaning } of meaningRes) {
    const m = re.exec(rest);
    if (!m) continue;
    out.push(`"${m[0]}" means: ${meaning}.`);
    rest = rest.replace(re, ' ');
    if (out.length >= max) break;
  }
  return out;
}
