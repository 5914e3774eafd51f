/**
 * Facts many personas share, each written as a visitor types it. A study's personas list them after their own facts
 * (the first matching fact wins), so a study can say otherwise for its own people.
 */
import type { Fact } from './harness';

/**
 * A person who wants to take part: willing and able to sign the consent form and to come to the visits, willing to
 * use birth control where it applies, and not a healthy volunteer (they have the health problem the study is about).
 */
export const TAKES_PART: readonly Fact[] = [
  [/sign (a|the) (consent )?form|informed consent|consent form/i, 'Yes'],
  [/come to (all )?(the )?study visits|follow the study instructions/i, 'Yes'],
  [/birth control|contracepti/i, 'Yes'],
  [/healthy volunteer/i, 'No'],
];

/** Never took part in a clinical trial. */
export const NO_TRIALS: readonly Fact[] = [[/clinical trial/i, 'No']];

/** A question about being pregnant now (not about birth control "if you could become pregnant", nor about plans). */
export const IS_PREGNANT = /^(?!.*(birth control|contracepti|planning|plan to)).*(pregnan|\bhcg\b)/i;

/** Not pregnant, not breastfeeding, not planning a pregnancy. Birth-control questions are left to other facts. */
export const NOT_PREGNANT: readonly Fact[] = [[/^(?!.*(birth control|contracepti)).*(pregnan|breastfe|breast-fe|nursing|lactat|\bhcg\b)/i, 'No']];

/**
 * A woman past the menopause asked whether she would use birth control "if you could become pregnant": she says she
 * cannot, which reads as no. The criteria that ask it allow post-menopausal women, so the answer must not fail her.
 */
export const POSTMENOPAUSAL: readonly Fact[] = [[/birth control|contracepti/i, "No, I've been through the menopause"]];
