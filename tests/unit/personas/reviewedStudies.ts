/**
 * Personas for the 20 studies whose criteria reviewers went through one by one (the criteria-review notes of the shared data). Each
 * eligible person meets every inclusion criterion and no exclusion, with the everyday history such a patient has
 * (earlier treatments, controlled comorbidities, an old operation, a drug allergy) where the criteria allow it. Each
 * excluded person is the same person with one exclusion a candidate can tell; studies whose text lists fewer than
 * three such exclusions have fewer (two list none at all, three have only an empty "-" / "None" / one item).
 *
 * Ages are on 2025-06-15 (`NOW`). Dates and numbers are typed the way people type them.
 */
import { IS_PREGNANT, NO_TRIALS, NOT_PREGNANT, POSTMENOPAUSAL, TAKES_PART } from './facts';
import type { StudyPersonas } from './harness';

export const REVIEWED_STUDIES: StudyPersonas[] = [
  {
    nctId: 'NCT04835519',
    about:
      'AML CAR-T, ages 1–70: a 38-year-old woman whose acute myeloid leukaemia came back after chemotherapy and a stem cell transplant; controlled high blood pressure on amlodipine; a rash from penicillin years ago (not a serious allergy).',
    eligible: {
      birthDate: '1987-04-09',
      sex: 'FEMALE',
      facts: [
        // "No serious allergic constitution" is true of her: her only allergy is a rash
        [/no serious allerg/i, 'Yes'],
        [/\b(serious|severe|uncontroll\w*)\b/i, 'No'],
        [/intracranial|brain|consciousness/i, 'No'],
        [/other (types of )?(malignan|cancer|tumou?r)/i, 'No'],
        [/organ transplant/i, 'No'],
        [/relapsed|refractory|acute myeloid|\bAML\b|leuk(a)?emia/i, 'Yes'],
        // AML is a blood cancer: she truthfully says she has cancer, now
        [/cancer|malignan|tumou?r/i, 'Yes'],
        [/high blood pressure|hypertension/i, 'Yes'],
        [/allerg/i, 'Yes'],
        [/ECOG|performance status/i, 'Yes'],
        [/chemotherapy/i, 'Yes'],
        [/stem cell|bone marrow transplant/i, 'Yes'],
        [/heart failure|irregular heartbeat|atrial fib|arrhythm/i, 'No'],
        [/coagulation|diabetes|hepatitis|\bHIV\b|AIDS|syphilis|infection|septic|mental|respiratory/i, 'No'],
        ...NOT_PREGNANT,
        ...TAKES_PART,
        ...NO_TRIALS,
      ],
    },
    excluded: [
      {
        criterion: 'Have received organ transplantation',
        facts: [
          [/when .*organ transplant/i, 'March 2015'],
          [/organ transplant/i, 'Yes, a kidney transplant'],
        ],
      },
      { criterion: 'Screened to be positive of infection of hepatitis', facts: [[/hepatitis/i, 'Yes']] },
      { criterion: 'positive blood HCG test', facts: [[IS_PREGNANT, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT03828656',
    about:
      'NightWare open enrolment: a 42-year-old army veteran with PTSD and nightmares, new to NightWare, with an Apple Watch, an iPhone and Wi-Fi; takes amlodipine for blood pressure and drinks a little at weekends.',
    eligible: {
      birthDate: '1983-02-11',
      sex: 'MALE',
      facts: [
        [/acting out|act out/i, 'No'],
        [/substance abuse or withdrawal/i, 'No'],
        [/legal proceedings/i, 'No'],
        [/drive .*drowsy/i, 'No, never'],
        [/Pittsburgh|PSQI/i, 'Not sure'],
        [/current NightWare user|completed any NightWare/i, "No, I'm new to NightWare"],
        // never used NightWare, so "no known adverse reaction" to it is true of him
        [/no known adverse reaction/i, 'Yes'],
        [/adverse reaction to the use of the NightWare/i, 'No'],
        // he is willing not to use other heart-rate apps, as the study asks
        [/Willingness not to use any other application/i, 'Yes'],
        [/Apple Watch|iPhone/i, 'Yes'],
        [/Wireless Internet|power outlets/i, 'Yes'],
        [/older than 18|18 years of age/i, 'Yes'],
        [/English/i, 'Yes'],
        [/post-traumatic|PTSD|nightmares/i, 'Yes'],
        [/shift.?work|circadian/i, 'No'],
        [/sleep apn|\bOSA\b/i, 'No'],
        [/narcolepsy|sleep ?walk|arousal|rapid eye movement|dementia|Alzheimer/i, 'No'],
        [/nocturia/i, 'No'],
        [/irregular heartbeat|atrial fib/i, 'No'],
        [/alcohol or drug|AUDIT|DAST/i, 'No'],
        [/prohibited diagnos/i, 'No'],
        ...TAKES_PART,
        ...NO_TRIALS,
      ],
    },
    excluded: [
      { criterion: 'Known diagnosis of OSA', facts: [[/sleep apn|\bOSA\b/i, 'Yes']] },
      { criterion: 'Diagnosis of narcolepsy', facts: [[/narcolepsy/i, 'Yes']] },
      { criterion: 'Circadian rhythm disruption on a regular basis', facts: [[/shift.?work|circadian/i, 'Yes, I work night shifts']] },
    ],
  },
  {
    nctId: 'NCT05266716',
    about:
      'Methamphetamine use disorder app: a 34-year-old woman in California who uses methamphetamine and wants to stop, not in any treatment yet; on Medi-Cal; took oxycodone for a few days after a tooth extraction years ago; mild asthma.',
    eligible: {
      birthDate: '1991-01-23',
      sex: 'FEMALE',
      facts: [
        [/being treated for .*(alcohol|drug)|concurrently receiving|services for treatment of MUD/i, 'No'],
        [/prior study|been in a study/i, 'No'],
        [/alcohol or drug use|methamphetamine use disorder|high-risk methamphetamine/i, 'Yes'],
        [/reducing and\/or stopping methamphetamine|stop(ping)? .*methamphetamine/i, 'Yes'],
        [/smartphone|Affect app/i, 'Yes'],
        [/health insurance|Medicaid/i, 'Yes'],
        [/California/i, 'Yes'],
        [/opioid.*\bnow\b/i, 'No'],
        [/opioid/i, 'Yes'],
        [/stroke|heart|blood vessels|epilep|seizure/i, 'No'],
        [/bipolar|schizophren|suicid/i, 'No'],
        [/legal action/i, 'No'],
        ...NOT_PREGNANT,
        ...TAKES_PART,
        ...NO_TRIALS,
      ],
    },
    excluded: [
      { criterion: 'Pregnancy', facts: [[IS_PREGNANT, 'Yes']] },
      { criterion: 'Serious mental illness', facts: [[/bipolar/i, 'Yes']] },
      { criterion: 'Serious medical diagnoses', facts: [[/epilep|seizure/i, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT06349226',
    about: 'Disc degeneration biomarkers: a 55-year-old man with a herniated lumbar disc and disc degeneration. The text lists one exclusion.',
    eligible: {
      birthDate: '1970-05-02',
      sex: 'MALE',
      facts: [[/infection/i, 'No'], [/disc|herniat|spondylolisthesis/i, 'Yes'], ...TAKES_PART],
    },
    excluded: [{ criterion: 'Spinal infection', facts: [[/infection/i, 'Yes']] }],
  },
  {
    nctId: 'NCT02663973',
    about:
      'AMAZONA III breast cancer cohort (women): a 52-year-old woman whose biopsy in April 2025 showed invasive breast cancer. The text lists no exclusions.',
    eligible: {
      birthDate: '1973-03-17',
      sex: 'FEMALE',
      facts: [[/when .*cancer/i, 'April 2025'], [/breast cancer|\bBC\b|cancer/i, 'Yes'], [/medical chart|medical record/i, 'Yes'], ...TAKES_PART],
    },
    excluded: [],
  },
  {
    nctId: 'NCT05558865',
    about:
      'Somnovia insomnia app: a 47-year-old woman with chronic insomnia for years who sleeps badly most nights; controlled high blood pressure. The text lists no exclusions ("none").',
    eligible: {
      birthDate: '1978-08-30',
      sex: 'FEMALE',
      facts: [[/insomnia|quality of sleep/i, 'Yes'], [/high blood pressure|hypertension/i, 'Yes'], ...TAKES_PART],
    },
    excluded: [],
  },
  {
    nctId: 'NCT03986528',
    about:
      'Kanglaite in NSCLC, ages 18–75: a 61-year-old man with stage IV non-small cell lung cancer found last month, no cancer treatment yet; a rash from penicillin years ago (not an allergy to the study medicine); former smoker.',
    eligible: {
      birthDate: '1964-01-05',
      sex: 'MALE',
      facts: [
        [/brain metast|cerebral metast/i, 'No'],
        [/target(ed)? therapy/i, 'No'],
        [/radiation|radiotherapy/i, 'No'],
        [/immunotherapy/i, 'No'],
        [/lipid|cholesterol|statin/i, 'No'],
        [/pleural effusion|intrapleural/i, 'No'],
        [/NSCLC|non-small cell|lung cancer|cancer/i, 'Yes'],
        [/life expectancy/i, 'Yes'],
        [/mental (health )?disorder|mental illness/i, 'No'],
        [/kidney|renal|heart failure|cardiopulmonary|infection/i, 'No'],
        // a rash from penicillin: an allergic reaction to a medicine, but not to the study medicine
        [/study (medication|medicine|drug)|investigational/i, 'No'],
        [/allerg/i, 'Yes'],
        [/unsuitable/i, 'No'],
        ...TAKES_PART,
        ...NO_TRIALS,
      ],
    },
    excluded: [
      { criterion: 'Presence of cerebral metastases', facts: [[/brain metast|cerebral metast/i, 'Yes']] },
      { criterion: 'radiotherapy to the thorax', facts: [[/radiation|radiotherapy/i, 'Yes']] },
      { criterion: 'lipid-decreasing treament', facts: [[/lipid|cholesterol|statin/i, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT06115512',
    about:
      'AGA111 in lumbar fusion, ages 18–80: a 44-year-old woman with degenerative disc disease at L4–L5, back pain and sciatica for two years despite physiotherapy and injections, whose surgeon plans a single-level fusion; appendix removed at 20; depression well controlled on sertraline; a rash from penicillin; 78 kg, 5 ft 5 (BMI 28.6).',
    eligible: {
      birthDate: '1981-02-14',
      sex: 'FEMALE',
      facts: [
        [/radiating leg|buttock pain|sciatica/i, 'Yes'],
        [/lumbar interbody fusion|spinal fusion/i, 'Yes'],
        // physiotherapy, painkillers and two injections over two years did not help
        [/conservative treatment/i, 'Yes'],
        [/\bODI\b|Oswestry/i, 'Not sure'],
        [/lumbar instability|scoliosis/i, 'No'],
        [/osseous heteroplasia|fibrodysplasia/i, 'No'],
        [/radiotherapy|radiation|treatments affecting fusion/i, 'No'],
        [/(decompression|fusion|spinal surgery) .*(at|on) the (spinal )?segment|spinal surgery/i, 'No'],
        [/operation|surgery/i, 'Yes'],
        [/cancer|malignan/i, 'No'],
        [/weigh/i, '78 kg'],
        [/how tall/i, '5 ft 5'],
        // her depression is controlled and does not get in the way of judging her pain or function
        [/interferes? with/i, 'No'],
        [/mental|psychiatric|depress/i, 'Yes'],
        [/bone morphogenetic|\bBMP\b|titanium|cobalt|PEEK|instrumentation/i, 'No'],
        [/allerg/i, 'Yes'],
        [/degenerative disc|disc disease/i, 'Yes'],
        ...NOT_PREGNANT,
        ...TAKES_PART,
      ],
    },
    excluded: [
      {
        criterion: 'Presence of active malignancy or prior history of malignancy',
        facts: [
          [/cancer now/i, 'No'],
          [/cancer|malignan/i, 'Yes, breast cancer in 2016'],
        ],
      },
      { criterion: 'Pregnant or lactating women', facts: [[/breastfe/i, 'Yes']] },
      {
        criterion: 'BMI > 35 kg/m2',
        facts: [
          [/weigh/i, '112 kg'],
          [/how tall/i, '5 ft 4'],
        ],
      },
    ],
  },
  {
    nctId: 'NCT03630471',
    about:
      'PRIDE problem-solving for adolescents in India, ages 13–20: a 15-year-old girl in grade 10 with months of low mood and worry that affect school, not in any treatment yet, her mother agrees.',
    eligible: {
      birthDate: '2010-03-03',
      sex: 'FEMALE',
      facts: [
        [/difficulties for >?\s*1 month|chronicity/i, 'Yes'],
        // she does not know her questionnaire scores
        [/\bSDQ\b|Strengths and Difficulties/i, 'Not sure'],
        [/parental caregiver|guardian for the index adolescent/i, "No, I'm the student"],
        [/English or Hindi/i, 'Yes'],
        [/urgent medical attention|emergency treatment/i, 'No'],
        [/unable to communicate/i, 'No'],
        [/already receiving intervention/i, 'No'],
        [/\bPRIDE\b/, 'No'],
        [/intoxicated/i, 'No'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      {
        criterion: 'Already receiving intervention for mental health problems',
        facts: [[/already receiving intervention/i, 'Yes, I see a counsellor every week']],
      },
      { criterion: 'Requiring urgent medical attention', facts: [[/urgent medical attention|emergency treatment/i, 'Yes']] },
      { criterion: 'Received PRIDE intervention in past six months', facts: [[/\bPRIDE\b/, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT05634291',
    about:
      'Augmented-reality app for arthritic hand pain, ages 21–80: a 63-year-old woman with osteoarthritis of both hands, pain about 6 out of 10 every day, prescribed tramadol; English-speaking, with a smartphone; controlled blood pressure; anxiety that has been stable for years.',
    eligible: {
      birthDate: '1962-04-21',
      sex: 'FEMALE',
      facts: [
        [/hand joint pain|pain at a severity/i, 'Yes'],
        [/opioid/i, 'Yes'],
        [/English-speaking|literate|stable residence/i, 'Yes'],
        [/smartphone/i, 'Yes'],
        [/major medical illness|advanced (heart|cardiac)|lung disease/i, 'No'],
        [/alcohol or drug/i, 'No'],
        [/unstable mental health|psychiatric status/i, 'No'],
        [/memory or thinking|cognitive/i, 'No'],
        [/fMRI/i, 'No'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      // an alcohol use disorder she is not being treated for
      {
        criterion: 'Current active alcohol or substance use disorder',
        facts: [
          [/being treated for .*alcohol/i, 'No'],
          [/alcohol or drug/i, 'Yes'],
        ],
      },
      { criterion: 'Moderate or severe cognitive impairment', facts: [[/memory or thinking|cognitive/i, 'Yes']] },
      { criterion: 'Major medical illness', facts: [[/major medical illness|advanced (heart|cardiac)|lung disease/i, 'Yes, I have advanced COPD']] },
    ],
  },
  {
    nctId: 'NCT04616482',
    about:
      'Therapeutic nutrition app in primary care: a 56-year-old man with type 2 diabetes, 98 kg and 5 ft 10 (BMI 31), who reads English, has a smartphone, follows no special diet and keeps his doctor.',
    eligible: {
      birthDate: '1969-01-12',
      sex: 'MALE',
      facts: [
        [/weigh/i, '98 kg'],
        [/how tall/i, '5 ft 10'],
        [/type 2 diabetes|\bT2D\b/i, 'Yes'],
        [/unable to read or speak English/i, 'No'],
        [/read and speak English/i, 'Yes'],
        [/unable to access a computer|internet/i, 'No'],
        [/over the age of 18/i, 'Yes'],
        [/ketogenic|low.carb|very low calorie|weight loss program/i, 'No'],
        [/change doctors/i, 'No'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'very low carbohydrate ketogenic diet', facts: [[/ketogenic|low.carb|very low calorie|weight loss program|diet/i, 'Yes']] },
      { criterion: 'Planning to change doctors', facts: [[/change doctors/i, 'Yes']] },
      { criterion: 'Unable to access a computer or mobile phone', facts: [[/unable to access a computer|internet/i, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT04508153',
    about:
      'Pelvic floor training device for stress incontinence (women): a 52-year-old woman past the menopause who has leaked urine when she coughs or runs for two years (mostly stress, a little urgency); a smartphone; a caesarean section in 2005.',
    eligible: {
      birthDate: '1973-01-30',
      sex: 'FEMALE',
      facts: [
        [/\bMESA\b/, 'Not sure'],
        [/\bSUI\b|\bSMUI\b/, 'Yes'],
        [/non-?(able to walk|ambulatory)|unable to walk|cannot walk/i, 'No'],
        [/\bunable\b/i, 'No'],
        [/smartphone|ObvioHealth|Renovia/i, 'Yes'],
        [/English/i, 'Yes'],
        [/bladder diary|electronic surveys|contact information|remote contact/i, 'Yes'],
        ...POSTMENOPAUSAL,
        // the specific operations she never had come before her caesarean section (any operation: yes)
        [/surgery for (stress )?(UI|incontinence|bladder|leaking urine)|stress UI|sling/i, 'No'],
        [/medication to treat UI|cystoplasty|artificial sphincter|nerve stimulator|cognitive/i, 'No'],
        [/operation|surgery/i, 'Yes'],
        [/absence of a vagina|vaginal bulge|vaginal probe/i, 'No'],
        [/multiple sclerosis|parkinson|spinal cord|neuromuscular/i, 'No'],
        [/\bPFMT\b|pelvic floor/i, 'No'],
        ...NOT_PREGNANT,
        ...TAKES_PART,
        ...NO_TRIALS,
      ],
    },
    excluded: [
      { criterion: 'Prior surgery for stress UI', facts: [[/operation|surgery/i, 'Yes, a sling operation for bladder leaks in 2018']] },
      { criterion: 'Diagnosis of any neuromuscular disease', facts: [[/multiple sclerosis/i, 'Yes']] },
      { criterion: 'vaginal bulge', facts: [[/vaginal bulge/i, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT05835778',
    about:
      'IMFINZI post-marketing surveillance in biliary tract cancer: a 68-year-old man with bile duct cancer that cannot be removed, starting durvalumab with gemcitabine and cisplatin. The exclusion list is empty ("-").',
    eligible: {
      birthDate: '1957-02-18',
      sex: 'MALE',
      facts: [[/biliary|bile duct|cholangio|cancer/i, 'Yes'], [/IMFINZI|durvalumab|gemcitabine|cisplatin/i, 'Yes'], ...TAKES_PART],
    },
    excluded: [],
  },
  {
    nctId: 'NCT04573296',
    about:
      'Digital therapeutic for metabolic health, ages 18–65: a 38-year-old woman with type 2 diabetes on metformin (no insulin), 92 kg and 165 cm (BMI 33.8), a fatty liver seen on a scan, a five-day course of prednisone for bronchitis three years ago.',
    eligible: {
      birthDate: '1987-01-20',
      sex: 'FEMALE',
      facts: [
        [/\b(unable|inability)\b/i, 'No'],
        // "insulin resistance (the body does not respond well to insulin) or prediabetes or type 2 diabetes": she has it
        [/insulin resistance|prediabet/i, 'Yes, I have type 2 diabetes'],
        [/insulin therapy|\binsulin\b(?! resistance)/i, 'No'],
        [/type 2 diabetes|diabetes|prediabet|insulin resistance/i, 'Yes'],
        [/weigh/i, '92 kg'],
        [/how tall/i, '165 cm'],
        [/device with internet|acess to device|access to (a )?device/i, 'Yes'],
        [/how long ago .*steroid|when .*steroid/i, '3 years ago'],
        [/steroid .*now/i, 'No'],
        [/steroid/i, 'Yes'],
        [/kidney|renal/i, 'No'],
        [/liver|hepatic/i, 'Yes'],
        ...NOT_PREGNANT,
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'pregnancy', facts: [[IS_PREGNANT, 'Yes']] },
      { criterion: 'type 2 diabetes mellitus on insulin therapy', facts: [[/insulin therapy|\binsulin\b(?! resistance)/i, 'Yes']] },
      {
        criterion: 'steroid treatment',
        facts: [
          [/how long ago .*steroid|when .*steroid/i, '1 week ago'],
          [/steroid|prednis/i, 'Yes, I take prednisone every day'],
        ],
      },
    ],
  },
  {
    nctId: 'NCT06609317',
    about:
      'Postpartum pelvic floor recovery with Leva (women): a 29-year-old woman who gave birth vaginally, without help, six weeks ago to one baby, with a second-degree tear and no episiotomy; walks, speaks English, has a smartphone.',
    eligible: {
      birthDate: '1996-02-02',
      sex: 'FEMALE',
      facts: [
        [/cesarean|caesarean|operative/i, 'No'],
        [/less than 20 weeks/i, 'No'],
        [/third|fourth|laceration|tear/i, 'No'],
        [/episiotomy/i, 'No'],
        [/multiples|twins/i, 'No'],
        [/spontaneous vaginal delivery|vaginal (birth|delivery)|gave birth/i, 'Yes'],
        [/able to walk|ambulatory/i, 'Yes'],
        [/English/i, 'Yes'],
        [/smartphone/i, 'Yes'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'Episiotomy', facts: [[/episiotomy/i, 'Yes']] },
      { criterion: 'Third- or fourth-degree perineal laceration', facts: [[/third|fourth|laceration|tear/i, 'Yes, a third-degree tear']] },
      { criterion: 'Multiples', facts: [[/multiples|twins/i, 'Yes, twins']] },
    ],
  },
  {
    nctId: 'NCT05809934',
    about:
      'AZD2693 in NASH, ages 18–75: a 54-year-old man with NASH and F2 fibrosis on a liver biopsy in March 2025, told after a genetic test that he carries the PNPLA3 148M variant; type 2 diabetes and high blood pressure, both controlled; no cirrhosis. Two exclusions a candidate can tell (the rest are screening labs).',
    eligible: {
      birthDate: '1971-03-04',
      sex: 'MALE',
      facts: [
        [/other (fatty )?liver|other aetiolog|other etiolog/i, 'No'],
        [/cirrhosis/i, 'No'],
        [/autoimmune/i, 'No'],
        [/platelet/i, 'No'],
        [/PNPLA3|risk allele/i, 'Yes'],
        [/when .*(NASH|steatohepatitis)/i, 'March 2025'],
        [/NASH|steatohepatitis|fatty liver/i, 'Yes'],
        // NASH is a liver disease
        [/liver disease/i, 'Yes'],
        [/hepatitis|alcohol|Wilson|hemochromatosis|cholangitis/i, 'No'],
        [/type 2 diabetes|diabetes|high blood pressure|hypertension/i, 'Yes'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'History of cirrhosis', facts: [[/cirrhosis/i, 'Yes']] },
      {
        criterion: 'Liver disease of other aetiologies',
        facts: [[/autoimmune|other (fatty )?liver|other aetiolog|other etiolog|hepatitis/i, 'Yes, autoimmune hepatitis']],
      },
    ],
  },
  {
    nctId: 'NCT05879978',
    about:
      'BI 764532 in DLL3-positive SCLC: a 64-year-old man with extensive-stage small cell lung cancer diagnosed in October 2023 that has spread to the liver and grew after carboplatin–etoposide with atezolizumab; no brain metastases; a knee replacement in 2015; COVID-19 in January 2022.',
    eligible: {
      birthDate: '1961-01-15',
      sex: 'MALE',
      facts: [
        [/other cancer|another (primary )?(cancer|malignan)|malignancies other than/i, 'No'],
        [/surgery or bone fracture within|planned surgical/i, 'No'],
        [/brain metast/i, 'No'],
        [/leptomeningeal|spinal cord compression/i, 'No'],
        // his lung cancer has spread to the liver
        [/metastatic|spread/i, 'Yes'],
        [/when .*cancer/i, 'October 2023'],
        [/small cell|cancer|malignan/i, 'Yes'],
        [/chemotherapy/i, 'Yes'],
        [/cell therap|CAR-T|T-cell.engager|DLL3/i, 'No'],
        [/when .*(operation|surgery)/i, '2015'],
        [/operation|surgery/i, 'Yes'],
        [/when .*COVID/i, 'January 2022'],
        [/COVID/i, 'Yes'],
        [/hepatitis|infection/i, 'No'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'Known leptomeningeal disease', facts: [[/leptomeningeal/i, 'Yes']] },
      {
        criterion: 'Major injuries and/or surgery or bone fracture within 28 days',
        facts: [
          [/when .*(operation|surgery)/i, '2 weeks ago'],
          [/operation|surgery|fracture/i, 'Yes, a hip operation after a fall'],
        ],
      },
      { criterion: 'known laboratory evidence of hepatitis virus infection', facts: [[/hepatitis/i, 'Yes, hepatitis B']] },
    ],
  },
  {
    nctId: 'NCT04646330',
    about:
      'AK104 with anlotinib in NSCLC, ages 18–75: a 59-year-old woman past the menopause with stage IV non-small cell lung cancer; radiotherapy to a painful bone metastasis three months ago; a flu jab (not a live vaccine) three weeks ago; childhood asthma long gone; an underactive thyroid (Hashimoto’s) on thyroxine.',
    eligible: {
      birthDate: '1966-01-25',
      sex: 'FEMALE',
      facts: [
        [/other cancer|another (primary )?(cancer|malignan)|additional malignancy/i, 'No'],
        [/brain metast|CNS metast|central nervous system/i, 'No'],
        [/leptomeningeal|carcinomatous/i, 'No'],
        [/Stage ?III|NSCLC|non-small cell/i, 'Yes'],
        [/cancer|malignan/i, 'Yes'],
        [/life expectancy/i, 'Yes'],
        [/radiation|radiotherapy/i, 'Yes'],
        ...POSTMENOPAUSAL,
        [/steroid/i, 'No'],
        [/major operation|surgery/i, 'No'],
        [/when .*asthma/i, 'when I was 8'],
        [/asthma/i, 'Yes'],
        [/when .*autoimmune/i, '2015'],
        [/autoimmune/i, 'Yes'],
        [/infection|hepatitis|heart attack|coronary|angina|alcohol or drug/i, 'No'],
        // a flu jab is not a live vaccine
        [/live (virus )?vaccine/i, 'No'],
        [/how long ago .*vaccine/i, '3 weeks ago'],
        [/vaccine/i, 'Yes'],
        ...NOT_PREGNANT,
        ...TAKES_PART,
        ...NO_TRIALS,
      ],
    },
    excluded: [
      {
        criterion: 'Has known active central nervous system (CNS) metastases',
        facts: [[/brain metast|CNS\)? metast|central nervous system/i, 'Yes']],
      },
      {
        criterion: 'Has undergone major surgery within 30 days',
        facts: [
          [/recovered from/i, 'Not yet'],
          [/when .*major operation/i, '3 weeks ago'],
          [/heart attack|angina|stenting|angioplasty/i, 'No'],
          [/major operation|surgery/i, 'Yes, a hip replacement'],
        ],
      },
      { criterion: 'Has known active Hepatitis B', facts: [[/hepatitis B/i, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT04040387',
    about:
      'NightWare for veterans: a 38-year-old army veteran enrolled at the Minneapolis VA with PTSD and nightmares most nights, who never took prazosin, takes amlodipine for blood pressure and has a beer at weekends.',
    eligible: {
      birthDate: '1987-02-10',
      sex: 'MALE',
      facts: [
        [/acting out|act out/i, 'No'],
        [/legal proceedings/i, 'No'],
        [/Pittsburgh|PSQI/i, 'Not sure'],
        [/PHQ-9|Patient Health Questionnaire/i, 'Not sure'],
        [/prazosin/i, 'No, never'],
        [/Veterans|Active-Duty/i, 'Yes'],
        [/post-traumatic|PTSD|nightmares/i, 'Yes'],
        [/22 years of age/i, 'Yes'],
        [/English/i, 'Yes'],
        [/Wireless Internet|power outlets/i, 'Yes'],
        [/irregular heartbeat|atrial fib/i, 'No'],
        [/varenicline|Chantix/i, 'No'],
        [/beta.?blocker/i, 'No'],
        // amlodipine is a dihydropyridine
        [/non-dihydropyridine/i, 'No'],
        [/shift.?work|circadian/i, 'No'],
        [/sleep apn/i, 'No'],
        [/narcolepsy|sleep ?walk|arousal|rapid eye movement|dementia|Alzheimer/i, 'No'],
        [/alcohol or drug/i, 'No'],
        [/nocturia/i, 'No'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'Known diagnosis of Obstructive Sleep Apnea', facts: [[/sleep apn/i, 'Yes']] },
      { criterion: 'Current use of beta-blockers', facts: [[/beta.?blocker/i, 'Yes, metoprolol']] },
      { criterion: 'Current use of varenicline', facts: [[/varenicline|Chantix/i, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT05923112',
    about:
      'BESPONSA special investigation: a 34-year-old woman with relapsed B-cell acute lymphoblastic leukaemia whose haematologist has prescribed inotuzumab ozogamicin (BESPONSA). The text lists no exclusions ("None").',
    eligible: {
      birthDate: '1991-05-05',
      sex: 'FEMALE',
      facts: [[/BESPONSA|inotuzumab/i, 'Yes'], ...TAKES_PART],
    },
    excluded: [],
  },
];
