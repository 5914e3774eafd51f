/**
 * Personas for 14 more shared studies, recruiting or not yet recruiting, interventional, with a real eligibility
 * text: oncology (adult and childhood leukaemia, lung cancer), rheumatology (Still's disease in a child, systemic
 * sclerosis), haematology (haemophilia A in a teenager), obesity and diabetes, pulmonary hypertension, dermatology
 * (hidradenitis, warts), urology and postpartum care (women only), addiction, dementia, and a healthy men-only study.
 * Each eligible person meets every inclusion criterion and no exclusion, with the history such a person has where
 * the criteria allow it; each excluded person is the same person with one exclusion they can tell.
 *
 * Ages are on 2025-06-15 (`NOW`). A parent answers for a child, in the child's name.
 */
import { IS_PREGNANT, NO_TRIALS, NOT_PREGNANT, TAKES_PART } from './facts';
import type { StudyPersonas } from './harness';

export const RECRUITING_STUDIES: StudyPersonas[] = [
  {
    nctId: 'NCT05905653',
    about:
      'STN1012600 eye drops in healthy men, ages 18–35: a healthy 26-year-old man with no illness, who can come to every visit. Its exclusions are for the site to judge; the excluded person has epilepsy.',
    eligible: {
      birthDate: '1999-03-08',
      sex: 'MALE',
      facts: [[/healthy volunteer/i, 'Yes'], [/disease|abnormal laboratory|inappropriate|epilep|seizure/i, 'No'], ...TAKES_PART],
    },
    excluded: [
      {
        criterion: 'Subjects have a disease and/or abnormal laboratory value',
        facts: [[/disease|epilep|seizure|health problem/i, 'Yes, I have epilepsy']],
      },
    ],
  },
  {
    nctId: 'NCT06797245',
    about:
      'Digital therapeutic for overactive bladder (women): a 58-year-old woman with bothersome urgency (urge, not stress, leaks), English-speaking, uses apps; stopped oxybutynin two months ago; antibiotics for a bladder infection last year; a hysterectomy in 2012; breast cancer treated in 2016 (not one of the excluded cancers).',
    eligible: {
      birthDate: '1967-02-19',
      sex: 'FEMALE',
      facts: [
        [/stress-predominant|QUID stress/i, 'No'],
        [/voiding dysfunction/i, 'No'],
        [/bladder pain/i, 'No'],
        [/OAB medication|anticholinergic|beta-agonist/i, 'No'],
        [/catheter/i, 'No'],
        [/bladder\/urethral|colon|anal|urethral|cervical cancer/i, 'No'],
        [/\bcancer\b/i, 'Yes'],
        [/sacral neuromodulation|tibial|onabotulinum|botox/i, 'No'],
        [/antibiotics? .*\bnow\b|currently taking antibiotics|urinary tract infection/i, 'No'],
        [/antibiotic/i, 'Yes'],
        [/pelvic floor physical therapy|physical therapist/i, 'No'],
        [/prolapse|pessary/i, 'No'],
        [/pelvic surgery within|within the past 6 months/i, 'No'],
        [/when .*(operation|surgery)/i, '2012'],
        [/operation|surgery/i, 'Yes'],
        [/bothersome OAB|overactive bladder|urgency/i, 'Yes'],
        [/English/i, 'Yes'],
        [/forego other treatment/i, 'Yes'],
        [/mobile app/i, 'Yes'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      {
        criterion: 'Pelvic surgery within the past 6 months',
        facts: [
          [/pelvic surgery within|within the past 6 months/i, 'Yes'],
          [/planning surgery|prolapse|pessary/i, 'No'],
          [/when .*(operation|surgery)/i, '3 months ago'],
          [/operation|surgery/i, 'Yes, a bladder repair three months ago'],
        ],
      },
      { criterion: 'Currently taking antibiotics/drugs for urinary tract infection', facts: [[/antibiotic|urinary tract infection/i, 'Yes']] },
      { criterion: 'History of bladder/urethral, colon/anal, or cervical cancer', facts: [[/colon|bowel|colorectal/i, 'Yes, colon cancer in 2019']] },
    ],
  },
  {
    nctId: 'NCT05921747',
    about:
      'Virtual-reality exercise for postpartum lumbopelvic pain (women 20–40): a 31-year-old mother of two, three months after a vaginal birth, with low back and pelvic pain that began in this pregnancy and no backache before it; her appendix was removed at 15.',
    eligible: {
      birthDate: '1994-01-27',
      sex: 'FEMALE',
      facts: [
        [/nausea|dizziness|blurred vision|high risk pregnanc/i, 'No'],
        [/scoliosis|kyphosis|lordosis|spinal alignment/i, 'No'],
        [/traumatic|inflammatory|infectious/i, 'No'],
        [/stress|depress/i, 'No'],
        [/spinal, pelvic,? or femur|fracture|neoplasm/i, 'No'],
        [/operation|surgery/i, 'Yes'],
        [/previous history of backache|backache before/i, 'No'],
        // the pain she has now, which began in this pregnancy
        [/backache|back pain|lumbopelvic|postpartum/i, 'Yes'],
        [/parous/i, 'Yes'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'Diagnosed stress / depression', facts: [[/depress/i, 'Yes']] },
      { criterion: 'Structural disorder of spinal alignment', facts: [[/scoliosis|kyphosis|lordosis|spinal alignment/i, 'Yes, scoliosis']] },
      { criterion: 'high risk pregnancies', facts: [[/nausea|dizziness|blurred vision|high risk pregnanc/i, 'Yes, I had pre-eclampsia']] },
    ],
  },
  {
    nctId: 'NCT04856215',
    about:
      '90Y-anti-CD66 in childhood high-risk leukaemia, ages 6 months–18: a 9-year-old boy (his mother answers) whose acute lymphoblastic leukaemia came back in the bone marrow after a stem cell transplant, last chemotherapy 5 weeks ago, mild skin GVHD after the transplant that went away, no better treatment on offer.',
    eligible: {
      birthDate: '2016-02-10',
      sex: 'MALE',
      facts: [
        [/isolated (?:CNS|brain)/i, 'No'],
        // the question may describe GVHD in lay words ("extensive chronic complication where donor cells attack …")
        [/extensive chronic/i, 'No'],
        [/graft.versus.host|GVHD/i, 'Yes, mild skin GVHD that went away'],
        // his mother does not know this antibody test
        [/anti-?murine|HAMA/i, 'Not sure'],
        [/uncontrolled|life threatening|infection/i, 'No'],
        [/compromised organ function/i, 'No'],
        [/unstable cardio/i, 'No'],
        [/therapy of higher curative potential/i, 'Yes'],
        [/adequate (cardiac|heart|organ) function/i, 'Yes'],
        // the criterion reads as if chemotherapy within 2 weeks were required; its own "must have recovered from acute
        // toxicity" shows the intent (none in the last 2 weeks), which he meets: he says no to chemotherapy in 2 weeks
        [/chemotherapy within the (previous|past|last) (2|two) weeks/i, 'No, his last was 5 weeks ago'],
        [/how long ago .*chemotherapy|when .*chemotherapy/i, '5 weeks ago'],
        [/chemotherapy/i, 'Yes'],
        [/stem cell|bone marrow transplant/i, 'Yes'],
        [/leuk(a)?emia|\bALL\b|cancer|malignan/i, 'Yes'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'isolated CNS disease relapse', facts: [[/isolated (?:CNS|brain)/i, 'Yes']] },
      {
        criterion: 'extensive chronic graft versus host disease',
        facts: [[/extensive chronic|graft.versus.host|GVHD/i, 'Yes, extensive chronic GVHD']],
      },
      {
        criterion: 'active, uncontrolled systemic infection',
        facts: [[/uncontrolled|life threatening|infection/i, 'Yes, a fungal lung infection he is in hospital for']],
      },
    ],
  },
  {
    nctId: 'NCT05814159',
    about:
      "Anakinra in Still's disease, from 8 months: a 6-year-old girl (her father answers) with systemic juvenile arthritis (Still's disease) diagnosed in March 2025, a swollen knee and fevers this week, a negative TB test last month, on ibuprofen and prednisolone by mouth; 20 kg; her last vaccine (flu) 5 months ago.",
    eligible: {
      birthDate: '2019-01-20',
      sex: 'FEMALE',
      facts: [
        [/anakinra|canakinumab|IL-1\b|interleukin-1/i, 'No'],
        [/\bMAS\b|macrophage activation/i, 'No'],
        [/tuberculosis test .*negative|negative .*tuberculosis/i, 'Yes'],
        [/hepatitis|HIV|tuberculosis|\bTB\b|COVID|infection/i, 'No'],
        [/liver|kidney/i, 'No'],
        [/following therapies|narcotic|etanercept|immunoglobulin|immunosuppress|tocilizumab|rituximab|thalidomide|leflunomide/i, 'No'],
        [/live vaccine/i, 'No'],
        [/how long ago .*vaccine/i, '5 months ago'],
        [/vaccine/i, 'Yes'],
        [/when .*Still/i, 'March 2025'],
        // her father does not know which classification criteria the doctors used
        [/ILAR|CARRA|Yamaguchi/i, 'Not sure'],
        [/Still's|juvenile (idiopathic )?arthritis|SJIA/i, 'Yes'],
        [/active (disease|arthritis)|fever/i, 'Yes'],
        [/8 months of age or older|body weight ≥ 10 kg/i, 'Yes'],
        [/weigh/i, '20 kg'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'Previous or current treatment with anakinra', facts: [[/anakinra|canakinumab|IL-1\b|interleukin-1/i, 'Yes']] },
      {
        criterion: 'Live vaccines within 4 weeks',
        facts: [
          [/live vaccine/i, 'Yes'],
          [/how long ago .*vaccine/i, '2 weeks ago'],
          [/vaccine/i, 'Yes, the MMR booster'],
        ],
      },
      {
        criterion: 'A diagnosis of MAS within the last 8 weeks',
        facts: [
          [/when .*(MAS|macrophage)/i, '3 weeks ago'],
          [/\bMAS\b|macrophage activation/i, 'Yes'],
        ],
      },
    ],
  },
  {
    nctId: 'NCT05878938',
    about:
      'Switching from emicizumab to Mim8 in haemophilia A, from 12: a 15-year-old boy with severe haemophilia A on weekly emicizumab for three years, who wants to switch; he took part in an emicizumab trial that ended three years ago; a port was put in when he was 2 (a small operation).',
    eligible: {
      birthDate: '2010-01-08',
      sex: 'MALE',
      facts: [
        [/other than ha?emophilia|other coagulation|other bleeding/i, 'No'],
        [/gene therapy/i, 'No'],
        [/immune tolerance/i, 'No'],
        [/neutrali[sz]ing antibod/i, 'No'],
        [/hypersensitivity|allerg/i, 'No'],
        [/blood clot|thrombo/i, 'No'],
        [/autoimmune/i, 'No'],
        [/mental incapacity|language barrier|unwilling/i, 'No'],
        [/surgery planned|planned .*(surgery|operation)/i, 'No'],
        [/major operation/i, 'No'],
        [/operation|surgery/i, 'Yes'],
        [/previous participation in this study/i, 'No'],
        [/interventional, clinical study|last dose within/i, 'No'],
        [/clinical (trial|study) now/i, 'No'],
        [/how long ago .*clinical trial|last clinical trial/i, '3 years ago'],
        [/clinical (trial|study)/i, 'Yes'],
        [/emicizumab|Mim8/i, 'Yes'],
        [/ha?emophilia|bleeding disorder/i, 'Yes'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'Receipt of FVIII gene therapy at any time', facts: [[/gene therapy/i, 'Yes']] },
      { criterion: 'Ongoing or planned immune tolerance induction therapy', facts: [[/immune tolerance/i, 'Yes']] },
      {
        criterion: 'Minor or major surgery planned',
        facts: [
          [/surgery planned|planned .*(surgery|operation)|plan(ning)? to have (an )?(operation|surgery)/i, 'Yes, a knee operation in September'],
        ],
      },
    ],
  },
  {
    nctId: 'NCT05813925',
    about:
      'CagriSema for excess weight in East Asia: a 51-year-old man with type 2 diabetes since 2018 on metformin and dapagliflozin (same doses for a year), high blood pressure and high cholesterol, 88 kg and 170 cm (BMI 30.4); mild diabetic retinopathy since 2022, stable.',
    eligible: {
      birthDate: '1974-02-22',
      sex: 'MALE',
      facts: [
        [/type 1 or type 2/i, 'Yes'],
        [/type 1/i, 'No'],
        [/hypoglyc/i, 'No'],
        [/weight.?(loss|management)|obesity medic|prescribed for .*obesity/i, 'No'],
        [/uncontrolled|unstable/i, 'No'],
        [/when .*(retinopathy|back of the eye)/i, '2022'],
        [/retinopathy|back of the eye|maculopathy/i, 'Yes'],
        [/when .*diabetes/i, '2018'],
        [/stable .*90 days|same drug/i, 'Yes'],
        [/type 2 diabetes|\bT2D\b|diabetes|metformin|SGLT2|dapagliflozin|antidiabetic/i, 'Yes'],
        [/high blood pressure|hypertension|cholesterol|dyslipid/i, 'Yes'],
        [/weigh/i, '88 kg'],
        [/how tall/i, '170 cm'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      {
        criterion: 'medication prescribed for the indication of obesity',
        facts: [
          [/how long ago .*weight/i, '1 month ago'],
          [/weight.?(loss|management)|obesity medic|prescribed for .*obesity/i, 'Yes, semaglutide until last month'],
        ],
      },
      {
        criterion: 'severe hypoglycaemia within 6 months',
        facts: [
          [/when .*hypoglyc/i, '2 months ago'],
          [/hypoglyc/i, 'Yes, I passed out from a low sugar two months ago'],
        ],
      },
      { criterion: 'Uncontrolled and potentially unstable diabetic retinopathy', facts: [[/uncontrolled|unstable|proliferative|laser/i, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT05818137',
    about:
      'Sotatercept in Japanese PAH patients: a 47-year-old woman with idiopathic pulmonary arterial hypertension confirmed by right heart catheterisation in 2019, functional class II, on the same macitentan and tadalafil doses for two years; normal systemic blood pressure; 58 kg.',
    eligible: {
      birthDate: '1978-04-11',
      sex: 'FEMALE',
      facts: [
        [/HIV|portal hypertension|schistosomiasis|veno-occlusive|PVOD|subtypes/i, 'No'],
        [/Groups? 2|WHO Groups/i, 'No'],
        [/waiting list|lung transplant|organ transplant/i, 'No'],
        [/pneumonectomy/i, 'No'],
        [/forced vital capacity|\bFVC\b/i, 'No'],
        [/exercise program|rehabilitation/i, 'No'],
        [/sleep apn/i, 'No'],
        [/hepatitis|liver disease|cirrhosis/i, 'No'],
        [/cardiomyopathy|restrictive/i, 'No'],
        [/septostomy/i, 'No'],
        [/long QT|sudden cardiac death/i, 'No'],
        [/coronary|stroke|cerebrovascular/i, 'No'],
        [/regurgitation|stenosis|valv/i, 'No'],
        [/sotatercept|luspatercept|recombinant protein|allerg/i, 'No'],
        [/inotrope|dobutamine/i, 'No'],
        // pulmonary hypertension is not high blood pressure in the usual sense, which she does not have
        [/high blood pressure/i, 'No'],
        [/\bRHC\b|right heart cath|\bPAH\b|pulmonary arterial hypertension/i, 'Yes'],
        [/weigh/i, '58 kg'],
        ...NOT_PREGNANT,
        ...TAKES_PART,
        ...NO_TRIALS,
      ],
    },
    excluded: [
      {
        criterion: 'Is on the waiting list for lung transplant',
        facts: [
          [/waiting list/i, 'Yes'],
          [/lung transplant|organ transplant/i, "No, but I'm on the waiting list for a lung transplant"],
        ],
      },
      { criterion: 'Weight at the screening is over 85 kg', facts: [[/weigh/i, '92 kg']] },
      {
        criterion: 'Cerebrovascular accident within 3 months',
        facts: [
          [/when .*stroke/i, '6 weeks ago'],
          [/stroke|cerebrovascular/i, 'Yes'],
        ],
      },
    ],
  },
  {
    nctId: 'NCT05819398',
    about:
      'Spesolimab in hidradenitis suppurativa: a 33-year-old woman with moderate-to-severe HS in both armpits and the groin, after doxycycline and clindamycin courses and a year of adalimumab (a TNF inhibitor, allowed); penicillin gives her a rash (not an allergy to the trial medicine).',
    eligible: {
      birthDate: '1992-01-14',
      sex: 'FEMALE',
      facts: [
        [/IL-36|spesolimab/i, 'No'],
        [/restricted medications/i, 'No'],
        [/other than TNF/i, 'No'],
        [/immunosuppress|weaken your immune/i, 'Yes'],
        [/biologic naive|TNF|adalimumab|Humira/i, 'Yes'],
        [/antibiotic/i, 'Yes'],
        [/\bAN count|\bdT count|draining tunnel/i, 'Not sure'],
        [/moderate to severe HS|hidradenitis|HS lesions/i, 'Yes'],
        [/full age|age of consent/i, 'Yes'],
        [/trial medication|excipients|study drug/i, 'No'],
        [/allerg/i, 'Yes'],
        [/transplant|stem cell therapy/i, 'No'],
        [/cancer|malignan/i, 'No'],
        ...NOT_PREGNANT,
        ...TAKES_PART,
        ...NO_TRIALS,
      ],
    },
    excluded: [
      { criterion: 'Women who are pregnant, nursing', facts: [[IS_PREGNANT, 'Yes']] },
      { criterion: 'Prior exposure to Interleukin 36 receptor', facts: [[/IL-36|spesolimab/i, 'Yes']] },
      {
        criterion: 'Participants with a transplanted organ',
        facts: [
          [/when .*transplant/i, 'May 2015'],
          [/transplant/i, 'Yes, a kidney transplant'],
        ],
      },
    ],
  },
  {
    nctId: 'NCT06062823',
    about:
      'EGFR TKI in PACC-mutant NSCLC, from 21: a 66-year-old man with newly found stage IV non-small cell lung cancer, no treatment for it yet except radiotherapy to a painful bone two months ago; prostate cancer removed by surgery in 2018 and cured (an allowed exception).',
    eligible: {
      birthDate: '1959-03-01',
      sex: 'MALE',
      facts: [
        [/another primary malignancy .*except|other than NSCLC, except/i, 'No'],
        [/prostate cancer/i, 'Yes'],
        [/another (primary )?(cancer|malignan)|other cancer/i, 'Yes, prostate cancer, removed in 2018'],
        [/hypersensitivity|allerg/i, 'No'],
        [/targeted cancer tablets|tyrosine kinase|EGFR TKI|osimertinib|gefitinib|afatinib/i, 'No'],
        [/chemotherapy/i, 'No'],
        [/leptomeningeal/i, 'No'],
        [/brain metast|spinal cord compression/i, 'No'],
        [/stroke|transient isch|mini-stroke/i, 'No'],
        [/major surgery within|surgery within 4 weeks/i, 'No'],
        [/bowel resection|gastrointestinal|nausea/i, 'No'],
        [/when .*(operation|surgery)/i, '2018'],
        [/operation|surgery/i, 'Yes'],
        [/more than 30% of the bone marrow|wide field/i, 'No'],
        [/interstitial|pneumonitis/i, 'No'],
        [/how long ago .*radiation/i, '2 months ago'],
        [/radiation|radiotherapy/i, 'Yes'],
        [/unable to swallow|inability to swallow/i, 'No'],
        [/swallow/i, 'Yes'],
        [/interstitial|pneumonitis|infection|HIV|hepatitis|tuberculosis/i, 'No'],
        [/bone marrow transplant|stem cell/i, 'No'],
        [/no prior systemic therapy/i, 'Yes'],
        [/life expectancy/i, 'Yes'],
        [/NSCLC|non-small cell|lung cancer/i, 'Yes'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      {
        criterion: 'Prior EGFR TKI therapy',
        facts: [[/targeted cancer tablets|tyrosine kinase|EGFR TKI|osimertinib|gefitinib/i, 'Yes, osimertinib']],
      },
      { criterion: 'Known leptomeningeal carcinomatosis', facts: [[/leptomeningeal/i, 'Yes']] },
      {
        criterion: 'cerebrovascular accident or transient ischemic attack within 6 months',
        facts: [
          [/when .*stroke/i, '2 months ago'],
          [/stroke|transient isch|cerebrovascular/i, 'Yes'],
        ],
      },
    ],
  },
  {
    nctId: 'NCT06615167',
    about:
      'ALZGUARD dementia screening app, ages 55–85: a 72-year-old woman whose memory has been slipping, who reads and writes, uses a smartphone with her daughter’s help, had depression ten years ago and none now, and has never seen the ALZGUARD app.',
    eligible: {
      birthDate: '1953-02-05',
      sex: 'FEMALE',
      facts: [
        [/literacy|illitera/i, 'No'],
        [/intellectual disabilit/i, 'No'],
        [/psychiatric symptoms|mental health symptoms/i, 'No'],
        // she has not used the app yet
        [/ALZGUARD/i, 'Not sure'],
        [/unable to use a smartphone/i, 'No'],
        [/suicid/i, 'No'],
        [/understand and voluntarily agree/i, 'Yes'],
        [/memory|dementia|neurocognitive/i, 'Yes'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'Participants with no literacy or illiteracy', facts: [[/literacy|illitera/i, 'Yes, I cannot read or write']] },
      { criterion: 'Participants with an intellectual disability', facts: [[/intellectual disabilit/i, 'Yes']] },
      { criterion: 'suicidal ideation or suicidal complusion in the last 6 months', facts: [[/suicid/i, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT05925803',
    about:
      'Anifrolumab in systemic sclerosis, ages 18–70: a 45-year-old woman with diffuse cutaneous systemic sclerosis diagnosed in June 2023, on a stable dose of mycophenolate; mild shingles in 2019 (not severe); a caesarean section in 2010.',
    eligible: {
      birthDate: '1980-03-12',
      sex: 'FEMALE',
      facts: [
        [/severe (case of )?herpes zoster|severe .*shingles/i, 'No'],
        [/shingles|herpes zoster/i, 'Yes'],
        [/lupus|rheumatoid|overlap|scleromyxedema|eosinophilic fasciitis/i, 'No'],
        [/stem cell|bone marrow|transplant/i, 'No'],
        [/cancer|malignan/i, 'No'],
        [/major surgery within|major operation within/i, 'No'],
        [/when .*major operation/i, '2010'],
        [/major operation|surgery/i, 'Yes'],
        [/recurrent infections|active current/i, 'No'],
        [/cardiopulmonary/i, 'No'],
        [/when .*(scleroderma|systemic sclerosis)/i, 'June 2023'],
        [/disease duration|within 6 years/i, 'Yes'],
        [/scleroderma|systemic sclerosis|cutaneous subset/i, 'Yes'],
        [/HAQ-DI|PtGA/i, 'Not sure'],
        [/background therap|mycophenolate|hydroxychloroquine|methotrexate/i, 'Yes'],
        [/uninvolved skin|injection site/i, 'Yes'],
        ...NOT_PREGNANT,
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'systemic lupus erythematosus', facts: [[/lupus/i, 'Yes']] },
      {
        criterion: 'Known malignancy or a history of malignancy within 5 years',
        facts: [
          [/when .*cancer/i, 'March 2022'],
          [/cancer|malignan/i, 'Yes, breast cancer'],
        ],
      },
      { criterion: 'Hematopoietic stem cell transplantation', facts: [[/stem cell|bone marrow/i, 'Yes']] },
    ],
  },
  {
    nctId: 'NCT05896215',
    about:
      'KNP2002 for common warts, ages 15–49: a 24-year-old woman with two common warts on one hand, who agrees to birth control; type 1 diabetes, well controlled; a rash from penicillin (not an allergy to skin preparations).',
    eligible: {
      birthDate: '2001-01-18',
      sex: 'FEMALE',
      facts: [
        [/5 or more warts/i, 'No, just two'],
        [/scheduled to undergo|physical therapy or chemotherapy for warts/i, 'No'],
        [/chemotherapy/i, 'No'],
        [/topical|skin preparation|cream|ointment/i, 'No'],
        [/allerg/i, 'Yes'],
        [/cancer|malignan/i, 'No'],
        [/poorly controlled|uncontrolled/i, 'No'],
        [/heart disease|blood vessels/i, 'No'],
        [/high blood pressure|hypertension/i, 'No'],
        [/diabetes/i, 'Yes'],
        [/warts/i, 'Yes'],
        ...NOT_PREGNANT,
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'Subjects with 5 or more warts', facts: [[/5 or more warts/i, 'Yes, about 8']] },
      { criterion: 'Women who are pregnant, may become pregnant, or are breastfeeding', facts: [[IS_PREGNANT, 'Yes']] },
      {
        criterion: 'history of malignant tumor within 5 years',
        facts: [
          [/when .*cancer/i, '2022'],
          [/cancer|malignan/i, 'Yes, thyroid cancer'],
        ],
      },
    ],
  },
  {
    nctId: 'NCT06021431',
    about:
      'Virtual-reality training for opioid use disorder: a 38-year-old man with opioid use disorder (it began with oxycodone after an injury) on buprenorphine (Suboxone) from his clinic; no psychosis, seizures or memory problems.',
    eligible: {
      birthDate: '1987-03-25',
      sex: 'MALE',
      facts: [
        [/mindfulness|\bMBSR\b|\bMBRP\b/i, 'No'],
        [/psychosis|suicid/i, 'No'],
        [/memory or thinking|cognitive/i, 'No'],
        [/seizure|epilep|vertigo|motion sickness|concussion|contraindicated for VR/i, 'No'],
        [/opioid use disorder|\bOUD\b/i, 'Yes'],
        [/buprenorphine|methadone|medications? for opioid use/i, 'Yes'],
        // buprenorphine is his treatment, not a pain medicine
        [/opioid .*\bnow\b/i, 'No, I take buprenorphine (Suboxone) for opioid use disorder'],
        [/opioid/i, 'Yes'],
        ...TAKES_PART,
      ],
    },
    excluded: [
      { criterion: 'active psychosis or suicidality', facts: [[/psychosis/i, 'Yes']] },
      { criterion: 'seizure disorder', facts: [[/seizure|epilep/i, 'Yes']] },
      {
        criterion: 'completion of a standardized mindfulness intervention',
        facts: [[/mindfulness|\bMBSR\b|\bMBRP\b/i, 'Yes, I finished an MBSR course last year']],
      },
    ],
  },
];
