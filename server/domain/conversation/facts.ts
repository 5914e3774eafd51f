/**
 * What the chat may tell a visitor about a study: the facts of its registry record (ClinicalTrials.gov API v2 fields
 * as the trial row keeps them), put in plain words once when the dialogue starts and kept in the dialogue's setup.
 * The chat answers visitors' questions only from these facts (./visitorQuestions.ts); what they do not say is left to
 * the study team. Pure.
 */

import { layText } from '../language/lay';
import type { TrialFacts } from './types';

/** A trial as the facts are read from it (the trial row's columns; `sourceRecord` is the registry record verbatim). */
export interface TrialFactsInput {
  title: string;
  sponsor?: string | null;
  briefSummary: string | null;
  conditions: readonly string[];
  sex: string;
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
  healthyVolunteers: boolean | null;
  armsInterventions: {
    arms: { label: string; type: string | null; description: string | null; interventions: string[] }[];
    interventions: { type: string | null; name: string }[];
  } | null;
  sites: readonly { facility: string | null; city: string | null; state: string | null; country: string | null; status: string | null }[];
  sourceRecord?: Record<string, unknown> | null;
}

/** Longest summary kept, in characters (two or three sentences: a chat message, not the whole record). */
export const SUMMARY_MAX_CHARS = 420;

/**
 * The sentences of a text: split after . ! ? followed by a space and a capital letter, a digit or an opening bracket,
 * or at the end — never inside a decimal ("0.25 mg") or an abbreviation before a lower-case word ("approx. 16").
 */
export function sentencesOf(text: string): string[] {
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      // not after an abbreviation with inner dots ("s.c.", "e.g.") or a title ("Dr."): "… semaglutide s.c. OW after …"
      .split(/(?<=[.!?])(?<!\b(?:\p{L}\.){2,}|\b(?:approx|vs|Dr|Mr|Mrs|Ms|Prof|No|Fig)\.)\s+(?=[\p{Lu}\d("“])/u)
      .filter(Boolean)
  );
}

/** The first sentences of `text` up to `max` characters (at least one sentence, cut at a word when longer). */
export function firstSentences(text: string, max: number): string {
  const sentences = sentencesOf(text);
  let out = '';
  for (const s of sentences) {
    if (out && (out + ' ' + s.trim()).length > max) break;
    out = out ? `${out} ${s.trim()}` : s.trim();
  }
  if (out.length > max) out = out.slice(0, max).replace(/\s+\S*$/, '') + '…';
  return out;
}

/** An amount of time as a record writes it: "72", "1.5", "1½", "one and a half", "two". */
const AMOUNT = String.raw`(?:\d+(?:[.,]\d+)?\s*[½¼¾]?|[½¼¾]|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty-?four)(?:\s+and\s+a\s+half)?|a(?:n)?(?:\s+and\s+a\s+half)?|half\s+a)`;

/** A duration stated in words of the record: "for 72 weeks", "over 18 months", "about 1½ years", "a 12-week period". */
const DURATION = new RegExp(
  String.raw`\b(?:for|over|lasting|lasts?|duration of|up to|approximately|approx\.?|about|around|period of)\s+(?:about\s+|approximately\s+|up to\s+|around\s+)?${AMOUNT}\s*(?:days?|weeks?|months?|years?)\b|\b\d+[- ](?:day|week|month|year)s?\s+(?:study|trial|treatment|period|follow-?up|programme|program)\b`,
  'i',
);

/** The first sentence of these texts (the summary first, then arms' descriptions) that says how long something lasts, or null. */
function statedDuration(texts: readonly string[]): string | null {
  for (const text of texts) {
    for (const s of sentencesOf(text)) if (DURATION.test(s) && s.length <= 400) return layText(s.trim());
  }
  return null;
}

/** The descriptions of the registry's interventions ("Daily topical administration for 12 weeks"). */
function interventionDescriptions(record: Record<string, unknown> | null | undefined): string[] {
  const protocol = (record?.protocolSection ?? record) as { armsInterventionsModule?: { interventions?: { description?: unknown }[] } } | undefined;
  return (protocol?.armsInterventionsModule?.interventions ?? []).map((i) => i.description).filter((d): d is string => typeof d === 'string');
}

/** The registry's design module of a record (or of the protocol section given itself). */
type Design = {
  phases?: unknown;
  designInfo?: { allocation?: unknown; maskingInfo?: { masking?: unknown; whoMasked?: unknown } };
};
const designOf = (record: Record<string, unknown> | null | undefined): Design | undefined =>
  ((record?.protocolSection ?? record) as { designModule?: Design } | undefined)?.designModule;

/** The registry's identification module of a record: its NCT ID and titles. */
const identificationOf = (record: Record<string, unknown> | null | undefined) =>
  ((record?.protocolSection ?? record) as { identificationModule?: { nctId?: unknown; briefTitle?: unknown; officialTitle?: unknown } } | undefined)
    ?.identificationModule;

/** The study's ClinicalTrials.gov ID (`identificationModule.nctId`, "NCT" and 8 digits), when the record has one. */
function registryIdOf(record: Record<string, unknown> | null | undefined): string | undefined {
  const id = identificationOf(record)?.nctId;
  return typeof id === 'string' && /^NCT\d{8}$/.test(id) ? id : undefined;
}

/** A group of people by origin, as titles name whom a study is for ("East Asian participants", "Japanese patients"). */
const POPULATION =
  /\b(?:(?:East|South|Southeast|South-East) )?(?:Asian|Japanese|Chinese|Korean|Taiwanese|Indian|African[- ]American|Black|Hispanic|Latin[oax]|Caucasian|White|European|Arab|Native American|Indigenous)(?: and (?:\w+ )?\w+)? (?:participants|subjects|patients|people|population|adults|women|men)\b/i;

/** The registry's brief and official titles of a record. */
function titlesOf(record: Record<string, unknown> | null | undefined): string[] {
  const id = identificationOf(record);
  return [id?.briefTitle, id?.officialTitle].filter((t): t is string => typeof t === 'string');
}

/** Whom the study's titles say it is for by origin ("East Asian Participants"), when they say it. */
function populationOf(record: Record<string, unknown> | null | undefined, title: string): string | undefined {
  for (const t of [title, ...titlesOf(record)]) {
    const m = typeof t === 'string' ? POPULATION.exec(t) : null;
    if (m) return m[0];
  }
  return undefined;
}

/** The registry's allocation of participants to groups (`designModule.designInfo.allocation`: RANDOMIZED, NON_RANDOMIZED, NA). */
function allocationOf(record: Record<string, unknown> | null | undefined): string | undefined {
  const allocation = designOf(record)?.designInfo?.allocation;
  return typeof allocation === 'string' ? allocation : undefined;
}

/** The phase in words from the registry's `phases` ("PHASE2", "PHASE3" → "phase 2/3"; "EARLY_PHASE1" → "early phase 1"; NA: none). */
function phaseOf(record: Record<string, unknown> | null | undefined): string | undefined {
  const phases = designOf(record)?.phases;
  if (!Array.isArray(phases)) return undefined;
  if (phases.includes('EARLY_PHASE1')) return 'early phase 1';
  const numbers = phases.map((p) => /^PHASE(\d)$/.exec(String(p))?.[1]).filter((n): n is string => !!n);
  return numbers.length ? `phase ${numbers.join('/')}` : undefined;
}

const MASKINGS = ['NONE', 'SINGLE', 'DOUBLE', 'TRIPLE', 'QUADRUPLE'] as const;

/** The blinding from the registry's `designInfo.maskingInfo` (masking, whoMasked). */
function maskingOf(record: Record<string, unknown> | null | undefined): TrialFacts['masking'] {
  const info = designOf(record)?.designInfo?.maskingInfo;
  const kind = MASKINGS.find((m) => m === info?.masking);
  if (!kind) return undefined;
  const who = Array.isArray(info?.whoMasked) ? info.whoMasked.filter((w): w is string => typeof w === 'string') : [];
  return { kind, who };
}

/** The time frames of the registry's primary outcomes (`outcomesModule.primaryOutcomes[].timeFrame`). */
function outcomeTimeFrames(record: Record<string, unknown> | null | undefined): string[] {
  const protocol = (record?.protocolSection ?? record) as { outcomesModule?: { primaryOutcomes?: { timeFrame?: unknown }[] } } | undefined;
  return (protocol?.outcomesModule?.primaryOutcomes ?? [])
    .map((o) => o.timeFrame)
    .filter((t): t is string => typeof t === 'string' && !!t.trim())
    .slice(0, 2);
}

/** How a treatment is given, by the record's words (arms' descriptions, intervention names), in plain words. */
const ROUTES: ReadonlyArray<[RegExp, string]> = [
  [/\bsubcutaneous(?:ly)?\b|\bs\.c\.|\bsc injections?\b|\bunder the skin\b/i, 'as an injection under the skin'],
  [/\bintravenous(?:ly)?\b|\bi\.v\.|\binfusions?\b|\binto a vein\b/i, 'as a drip into a vein (infusion)'],
  [/\bintramuscular(?:ly)?\b|\bi\.m\.|\binto a muscle\b/i, 'as an injection into a muscle'],
  [/\binhal(?:ed|er|ation)\b|\bnebuli[sz]\w+/i, 'breathed in (inhaled)'],
  [/\boral(?:ly)?\b|\bby mouth\b|\btablets?\b|\bcapsules?\b|\bpills?\b/i, 'by mouth'],
  [/\btopical(?:ly)?\b|\bcreams?\b|\bointments?\b|\bgels?\b|\bapplied to the skin\b|\bskin patch\b/i, 'on the skin'],
  [/\bapps?\b|\bapplication on (?:a|your) (?:phone|smartphone)\b|\bdigital therapeutic\b/i, 'through an app'],
];
const FREQUENCIES: ReadonlyArray<[RegExp, string]> = [
  [/\bonce[- ]weekly\b|\bonce a week\b|\bweekly\b|\bevery week\b/i, 'once a week'],
  [/\bonce[- ]daily\b|\bonce a day\b|\bdaily\b|\bevery day\b/i, 'once a day'],
  [/\btwice[- ]daily\b|\btwice a day\b|\bb\.?i\.?d\.?\b/i, 'twice a day'],
  [/\bevery (?:2|two) weeks\b|\bbiweekly\b/i, 'every two weeks'],
  [/\bmonthly\b|\bonce a month\b|\bevery month\b/i, 'once a month'],
];

/** Whether a route of `TrialFacts` says how often the treatment is given ("…, once a week"). */
export const saysFrequency = (route: string): boolean => FREQUENCIES.some(([, words]) => route.endsWith(words));

/** A form a medicine is made in, as titles and intervention names call it ("KNP2002 Ointment"): said beside the route. */
const FORMS = /\b(ointment|cream|gel|lotion|foam|skin patch|eye drops|nasal spray|tablet|capsule)s?\b/i;

/**
 * "as an injection under the skin, once a week", "on the skin, as an ointment": the first route and frequency the texts
 * name, with the form the `named` texts (titles, intervention names) give the medicine, or null.
 */
function routeOf(texts: readonly string[], named: readonly string[] = []): string | null {
  const all = texts.join(' ');
  const route = ROUTES.find(([re]) => re.test(all))?.[1];
  if (!route) return null;
  const form = FORMS.exec(named.join(' '))?.[1].toLowerCase();
  const frequency = FREQUENCIES.find(([re]) => re.test(all))?.[1];
  const how = form ? `${route}, as ${/^[aeiou]/.test(form) ? 'an' : 'a'} ${form}` : route;
  return frequency ? `${how}, ${frequency}` : how;
}

/** Age in years from months, as the registry's limits are written ("18 Years" = 216 months); null = no limit. */
const years = (months: number | null): number | null => (months === null ? null : Math.floor(months / 12));

/**
 * The facts of one trial (see `TrialFacts`): the summary's first sentences in plain words, who can join (sex, ages in
 * years, healthy volunteers), the treatments and arms and how the treatment is given (route and frequency), how long taking part lasts as the record says it (a sentence
 * naming a duration, else the primary outcomes' time frames), and the sites, recruiting ones first.
 */
export function trialFacts(input: TrialFactsInput): TrialFacts {
  const arms = input.armsInterventions?.arms ?? [];
  const sites = [...input.sites]
    .filter((s) => s.facility || s.city)
    .sort((a, b) => Number(b.status === 'RECRUITING') - Number(a.status === 'RECRUITING'))
    .map((s) => ({ facility: s.facility, city: s.city, state: s.state, country: s.country }));
  const sentence = statedDuration([input.briefSummary ?? '', ...arms.map((a) => a.description ?? '')]);
  const treatmentPeriod = statedDuration(interventionDescriptions(input.sourceRecord));
  const registryId = registryIdOf(input.sourceRecord);
  const population = populationOf(input.sourceRecord, input.title);
  return {
    title: input.title,
    sponsor: input.sponsor ?? null,
    summary: input.briefSummary ? layText(firstSentences(input.briefSummary, SUMMARY_MAX_CHARS)) : null,
    conditions: [...input.conditions],
    sex: input.sex === 'FEMALE' || input.sex === 'MALE' ? input.sex : 'ALL',
    minAgeYears: years(input.minAgeMonths),
    maxAgeYears: years(input.maxAgeMonths),
    healthyVolunteers: input.healthyVolunteers,
    treatments: (input.armsInterventions?.interventions ?? [])
      .map((i) => i.name)
      .filter(Boolean)
      .slice(0, 6),
    route: routeOf(
      [
        ...arms.filter((a) => a.type !== 'PLACEBO_COMPARATOR').map((a) => `${a.label} ${a.description ?? ''}`),
        ...(input.armsInterventions?.interventions ?? []).map((i) => i.name),
      ],
      [input.title, ...titlesOf(input.sourceRecord), ...(input.armsInterventions?.interventions ?? []).map((i) => i.name)],
    ),
    arms: arms.slice(0, 6).map((a) => ({
      label: a.label,
      // a comparator's or the studied group's description may name a placebo given beside a real medicine for blinding
      // ("semaglutide and placebo matched to cagrilintide"): only a placebo group, or one named so, gets no medicine
      placebo:
        a.type === 'PLACEBO_COMPARATOR' ||
        /placebo/i.test(a.label) ||
        (a.type !== 'EXPERIMENTAL' && a.type !== 'ACTIVE_COMPARATOR' && /placebo/i.test(a.description ?? '')),
      description: a.description ? layText(firstSentences(a.description, 200)) : null,
    })),
    duration: sentence
      ? { stated: sentence }
      : outcomeTimeFrames(input.sourceRecord).length
        ? { outcomeTimeFrames: outcomeTimeFrames(input.sourceRecord) }
        : null,
    ...(treatmentPeriod ? { treatmentPeriod } : {}),
    ...(allocationOf(input.sourceRecord) === 'RANDOMIZED' ? { randomized: true } : {}),
    ...(phaseOf(input.sourceRecord) ? { phase: phaseOf(input.sourceRecord) } : {}),
    ...(maskingOf(input.sourceRecord) ? { masking: maskingOf(input.sourceRecord) } : {}),
    ...(registryId ? { registryId } : {}),
    ...(population ? { population } : {}),
    sites,
  };
}
