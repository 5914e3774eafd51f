/**
 * Concept vocabularies: normalised concept names and the wordings that name them in criteria texts. A concept's
 * name is its answer key suffix (`condition:type 2 diabetes`, `medication:corticosteroids`), so the same concept in
 * two trials is answered once. Hand-built from the wordings of the shared ClinicalTrials.gov records; order
 * matters where one wording contains another (type 2 diabetes before diabetes).
 */

export type Vocabulary = ReadonlyArray<readonly [concept: string, pattern: RegExp]>;

export const CONDITIONS: Vocabulary = [
  ['type 2 diabetes', /type\s*(?:2|ii)\s+diabetes|\bt2dm?\b|non-insulin[- ]dependent diabetes/],
  ['type 1 diabetes', /type\s*(?:1|i)(?:\s+(?:or|and|\/)\s+(?:type\s*)?(?:2|ii))?\s+diabetes|\bt1dm?\b|insulin[- ]dependent diabetes/],
  ['diabetes', /diabetes(?!\s+(?:type|mellitus type))/],
  ['hypertension', /hypertension|high blood pressure/],
  ['heart failure', /heart failure|\bchf\b|\bnyha\b/],
  ['myocardial infarction', /myocardial infarction|heart attack/],
  ['stroke', /\bstroke|cerebrovascular accident|\bcva\b/],
  ['coronary artery disease', /coronary (?:artery|heart) disease|angina/],
  ['cardiovascular disease', /cardiovascular disease|cardiac disease|heart disease/],
  ['arrhythmia', /arrh?ythmia|atrial fibrillation/],
  // Oncology concepts more specific than "malignancy" come first, so that a general "have you ever had cancer?"
  // answer does not decide criteria about metastases or a named leukaemia (see `BROADER`).
  ['primary brain tumour', /primary (?:central nervous system|cns|brain)\s*(?:\(cns\)\s*)?(?:malignan\w*|tumou?rs?|cancer|neoplasms?)/],
  [
    'brain metastases',
    /\b(?:brain|cerebral|intracranial|cns|central nervous system)\s*(?:\(cns\)\s*)?metasta\w*|\bmetasta\w*\s+(?:to|in)\s+the\s+(?:brain|cns|central nervous system)/,
  ],
  ['leptomeningeal disease', /leptomeningeal(?:\s+(?:carcinomatosis|disease|metasta\w*))?|carcinomatous meningitis|meningeal carcinomatosis/],
  ['metastatic disease', /metasta(?:ses|sis)\b|metastatic (?:lesions?|disease|sites?)/],
  ['acute promyelocytic leukemia', /acute promyelocytic leuka?emia|\bapl\b/],
  ['acute myeloid leukemia', /acute myeloid leuka?emia|acute myelogenous(?: leuka?emia)?|acute myeloblastic leuka?emia|\baml\b/],
  [
    'acute lymphoblastic leukemia',
    /(?:acute )?(?:b-cell |t-cell |b |t )?lymphoblastic leuka?emia|acute lymphocytic leuka?emia|\b[bt]-(?:cell )?all\b/,
  ],
  ['chronic lymphocytic leukemia', /chronic lymphocytic leuka?emia|\bcll\b/],
  ['chronic myeloid leukemia', /chronic myeloid leuka?emia|chronic myelogenous leuka?emia|\bcml\b/],
  ['chronic myelomonocytic leukemia', /chronic myelomonocytic leuka?emia|\bcmml\b/],
  // Cancers by site: a criterion about one (the study's own, often) is not a question about any cancer.
  ['non-small cell lung cancer', /non[- ]?small[- ]cell lung (?:cancer|carcinoma)|\bnsclc\b/],
  ['small cell lung cancer', /(?<!non[- ]?)small[- ]cell lung (?:cancer|carcinoma)|\bsclc\b/],
  ['lung cancer', /lung (?:cancer|carcinoma|adenocarcinoma)|pulmonary (?:carcinoma|adenocarcinoma)/],
  ['breast cancer', /breast (?:cancer|carcinoma|adenocarcinoma|neoplasm)|\bbc\b(?=[^.;]*\bbreast\b)|ductal carcinoma|lobular carcinoma/],
  ['prostate cancer', /prostat(?:e|ic) (?:cancer|carcinoma|adenocarcinoma)/],
  ['colorectal cancer', /(?:colorectal|colon|rectal|bowel) (?:cancer|carcinoma|adenocarcinoma)|\bcrc\b/],
  ['pancreatic cancer', /pancrea(?:s|tic) (?:cancer|carcinoma|adenocarcinoma|ductal adenocarcinoma)|\bpdac\b/],
  ['ovarian cancer', /ovar(?:y|ian) (?:cancer|carcinoma)/],
  ['cervical cancer', /cervi(?:x|cal) (?:cancer|carcinoma)/],
  ['endometrial cancer', /(?:endometri(?:al|um)|uterine) (?:cancer|carcinoma)/],
  ['bladder cancer', /(?:bladder|urothelial) (?:cancer|carcinoma)/],
  ['kidney cancer', /(?:renal cell|kidney) (?:cancer|carcinoma)|\brcc\b/],
  ['liver cancer', /hepatocellular carcinoma|\bhcc\b|liver cancer/],
  ['gastric cancer', /(?:gastric|stomach|gastroesophageal junction) (?:cancer|carcinoma|adenocarcinoma)/],
  ['oesophageal cancer', /o?esophag(?:eal|us) (?:cancer|carcinoma|adenocarcinoma)/],
  ['biliary tract cancer', /biliary tract (?:cancer|carcinoma)|cholangiocarcinoma|gall ?bladder (?:cancer|carcinoma)/],
  ['head and neck cancer', /head and neck (?:cancer|carcinoma|squamous)|\bhnscc\b/],
  ['thyroid cancer', /thyroid (?:cancer|carcinoma)/],
  ['melanoma', /(?<!non-?)melanoma/],
  ['glioma', /gliomas?|glioblastoma|astrocytoma|oligodendroglioma/],
  ['sarcoma', /sarcomas?\b/],
  ['neuroendocrine tumour', /neuroendocrine (?:tumou?rs?|carcinoma|neoplasm)/],
  // "anti-tumour treatment", "anticancer therapy", "antineoplastic agents" name a treatment, not the disease
  ['malignancy', /(?<!anti-?\s?)(?:malignan|cancer|carcinoma|neoplasm|tumou?r|metasta)/],
  ['leukemia', /leuka?emia/],
  ['lymphoma', /lymphoma/],
  ['multiple myeloma', /multiple myeloma/],
  ['hiv', /(?:\bhiv\b|human immunodeficiency virus)(?: infection)?/],
  ['hepatitis b', /hepatitis b(?: virus)?(?: infection)?|\bhbv\b|\bhbsag\b/],
  ['hepatitis c', /hepatitis c(?: virus)?(?: infection)?|\bhcv\b/],
  ['fatty liver disease', /\bnash\b|\bmash\b|\bnafld\b|\bmasld\b|steatohepatitis|fatty liver|steatotic liver/],
  ['cirrhosis', /cirrhosis/],
  ['liver disease', /(?:liver|hepatic) (?:disease|impairment|dysfunction|failure)/],
  ['kidney disease', /(?:renal|kidney) (?:disease|impairment|failure|insufficiency)|\bckd\b|\besrd\b/],
  ['copd', /\bcopd\b|chronic obstructive pulmonary/],
  ['asthma', /asthma/],
  ['epilepsy', /epilep|seizure/],
  ['depression', /depressi/],
  ['bipolar disorder', /bipolar/],
  ['schizophrenia', /schizophren/],
  ['psychosis', /psychos[ie]s|psychotic/],
  ['dementia', /dementia|alzheimer/],
  ['multiple sclerosis', /multiple sclerosis/],
  ['systemic sclerosis', /systemic sclerosis|scleroderma|\bssc\b/],
  ['systemic lupus erythematosus', /lupus|\bsle\b/],
  ['rheumatoid arthritis', /rheumatoid arthritis/],
  ['inflammatory bowel disease', /inflammatory bowel|crohn|ulcerative colitis/],
  ['autoimmune disease', /autoimmun/],
  ['covid-19', /(?:covid(?:-19)?|sars-cov-2)(?: infection)?/],
  ['tuberculosis', /tuberculosis|\btb\b/],
  ['herpes zoster', /herpes zoster|shingles/],
  ['sepsis', /sepsis/],
  ['obesity', /obes(?:e|ity)/],
  ['osteoporosis', /osteopor|osteopenia/],
  ['substance use disorder', /substance (?:use|abuse)|drug (?:abuse|dependence)|alcohol (?:abuse|use disorder|dependence)|alcoholism|use disorder/],
  ['eating disorder', /eating disorder|anorexia nervosa|bulimia/],
  ['ptsd', /\bptsd\b|post-?traumatic stress/],
  ['allergy', /allerg|hypersensitiv/],
  ['bleeding disorder', /bleeding (?:disorder|diathesis)|coagulopathy|ha?emophilia/],
  ['thromboembolism', /thrombo(?:sis|embol)|pulmonary embol|\bdvt\b/],
  ['pancreatitis', /pancreatitis/],
  ['sickle cell disease', /sickle cell/],
  ['retinopathy', /retinopathy|maculopathy|macular/],
];

export const MEDICATIONS: Vocabulary = [
  ['insulin', /insulin(?![- ]dependent| resistance| sensitiv)/],
  ['metformin', /metformin/],
  ['glp-1 receptor agonists', /glp-?1|semaglutide|liraglutide|dulaglutide|tirzepatide|exenatide/],
  ['sglt2 inhibitors', /sglt-?2|gliflozin/],
  ['antidiabetic drugs', /antidiabetic|anti-diabetic|antihyperglyc|glucose[- ]lowering/],
  ['corticosteroids', /corticosteroid|glucocorticoid|\bsteroids?\b|prednis|dexamethasone|hydrocortisone/],
  ['immunosuppressants', /immunosuppress|immunomodulat/],
  ['anticoagulants', /anticoagula|warfarin|vitamin k antagonist|heparin|apixaban|rivaroxaban|dabigatran|edoxaban/],
  ['antiplatelet agents', /antiplatelet|clopidogrel|aspirin/],
  ['chemotherapy', /chemotherap/],
  ['radiotherapy', /radiotherap|radiation therap|radiation treatment/],
  ['immunotherapy', /immunotherap|checkpoint inhibitor|anti-?pd-?l?1|anti-?ctla-?4/],
  ['monoclonal antibodies', /monoclonal antibod|\bmabs?\b/],
  ['biologics', /biologic(?:s|al)?\s+(?:therap|agent|product|drug)|biologics/],
  ['tyrosine kinase inhibitors', /tyrosine kinase inhibitor|\btkis?\b/],
  ['cyp3a4 inhibitors or inducers', /cyp\s*3a4?|cytochrome p450/],
  ['antidepressants', /antidepressant|\bssris?\b/],
  ['antipsychotics', /antipsychotic/],
  ['opioids', /opioid|opiate/],
  ['antibiotics', /antibiotic|anti-?microbial/],
  ['antivirals', /antiviral|anti-viral/],
  ['hormone therapy', /hormon(?:e|al) (?:replacement )?therap|estrogen|testosterone/],
  ['weight loss medication', /weight (?:loss|management) (?:medication|drug)|anti-?obesity|indication of obesity/],
  ['statins', /statin\b|statins/],
  ['vaccines', /vaccin/],
  ['cell therapy', /car-?t\b|cell therap/],
];

export const PROCEDURES: Vocabulary = [
  ['bariatric surgery', /bariatric(?: surgery)?|gastric bypass|sleeve gastrectomy/],
  ['major surgery', /major (?:\w+\s+)?surg(?:ery|ical procedure)?/],
  ['stem cell transplant', /stem cell transplant|\bhsct\b|\bsct\b|bone marrow transplant/],
  ['organ transplant', /organ(?:\/limb)? transplant|transplant/],
  ['blood transfusion', /transfusion/],
  ['dialysis', /dialysis/],
  ['surgery', /surg(?:ery|ical)|operation|resection/],
];

/**
 * Broader concepts a more specific one makes redundant in the same criterion: "Chronic granule-monocytic leukemia
 * (CMML)" is CMML, not also "leukemia"; "relapsed/refractory AML" is not also "any leukaemia".
 */
export const BROADER: Readonly<Record<string, string>> = {
  'acute promyelocytic leukemia': 'acute myeloid leukemia',
  'acute myeloid leukemia': 'leukemia',
  'acute lymphoblastic leukemia': 'leukemia',
  'chronic lymphocytic leukemia': 'leukemia',
  'chronic myeloid leukemia': 'leukemia',
  'chronic myelomonocytic leukemia': 'leukemia',
  leukemia: 'malignancy',
  lymphoma: 'malignancy',
  'multiple myeloma': 'malignancy',
  'non-small cell lung cancer': 'lung cancer',
  'small cell lung cancer': 'lung cancer',
  'lung cancer': 'malignancy',
  'breast cancer': 'malignancy',
  'prostate cancer': 'malignancy',
  'colorectal cancer': 'malignancy',
  'pancreatic cancer': 'malignancy',
  'ovarian cancer': 'malignancy',
  'cervical cancer': 'malignancy',
  'endometrial cancer': 'malignancy',
  'bladder cancer': 'malignancy',
  'kidney cancer': 'malignancy',
  'liver cancer': 'malignancy',
  'gastric cancer': 'malignancy',
  'oesophageal cancer': 'malignancy',
  'biliary tract cancer': 'malignancy',
  'head and neck cancer': 'malignancy',
  'thyroid cancer': 'malignancy',
  melanoma: 'malignancy',
  glioma: 'malignancy',
  sarcoma: 'malignancy',
  'neuroendocrine tumour': 'malignancy',
  'primary brain tumour': 'malignancy',
  'brain metastases': 'metastatic disease',
  'leptomeningeal disease': 'metastatic disease',
  'metastatic disease': 'malignancy',
  'type 2 diabetes': 'diabetes',
  'type 1 diabetes': 'diabetes',
  'fatty liver disease': 'liver disease',
  cirrhosis: 'liver disease',
  'myocardial infarction': 'coronary artery disease',
  'coronary artery disease': 'cardiovascular disease',
  'heart failure': 'cardiovascular disease',
  arrhythmia: 'cardiovascular disease',
};

/** A concept and every broader concept above it (`BROADER`, transitively): "acute myeloid leukemia" → … → "malignancy". */
export function withAncestors(concept: string): string[] {
  const out = [concept];
  for (let c = BROADER[concept]; c && !out.includes(c); c = BROADER[c]) out.push(c);
  return out;
}

/** Haematological cancers whose criteria may qualify them as relapsed and/or refractory. */
export const QUALIFIABLE: ReadonlySet<string> = new Set([
  'acute promyelocytic leukemia',
  'acute myeloid leukemia',
  'acute lymphoblastic leukemia',
  'chronic lymphocytic leukemia',
  'chronic myeloid leukemia',
  'chronic myelomonocytic leukemia',
  'leukemia',
  'lymphoma',
  'multiple myeloma',
]);

/**
 * Condition concepts only the site can confirm (imaging, pathology, molecular testing): measurable disease by
 * RECIST, tumour tissue or a biopsy being available, and documented biomarkers (`biomarker: …` concepts).
 */
export function isSiteConcept(concept: string): boolean {
  return concept === 'measurable disease (recist)' || concept === 'tumour tissue or biopsy' || concept.startsWith('biomarker: ');
}

const GLOBAL = new WeakMap<RegExp, RegExp>();
/** The global version of a vocabulary pattern, compiled once. */
function globalOf(re: RegExp): RegExp {
  let g = GLOBAL.get(re);
  if (!g) GLOBAL.set(re, (g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)));
  return g;
}

/**
 * The concepts of `vocabulary` named in `s`, in vocabulary order, and the position of the earliest one (-1 if
 * none). A wording inside the span of an earlier (more specific) concept is not counted again ("type 2 diabetes"
 * is not also "diabetes"; "hepatitis B infection" is not also "infection"), but the same concept named again
 * elsewhere is ("breast cancer … any other cancer" names both breast cancer and cancer).
 */
export function findConcepts(s: string, vocabulary: Vocabulary): { concepts: string[]; index: number } {
  const concepts: string[] = [];
  const spans: Array<[number, number]> = [];
  let index = -1;
  for (const [concept, re] of vocabulary) {
    for (const m of s.matchAll(globalOf(re))) {
      const start = m.index;
      const end = start + m[0].length;
      if (spans.some(([a, b]) => start >= a && end <= b)) continue;
      spans.push([start, end]);
      concepts.push(concept);
      if (index < 0 || start < index) index = start;
      break;
    }
  }
  return { concepts, index };
}
