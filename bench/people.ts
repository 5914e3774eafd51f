/**
 * A deterministic generator of realistic candidates for the benchmarks: census-weighted surnames with a synthetic long
 * tail, weighted first names by sex, ages 18–90, unique valid US phones and emails, weighted chronic conditions with
 * SNOMED CT codes. No server imports, so the import client can use it without loading the app.
 */
import type { CandidateCondition, candidate } from '../server/db/schema';

/** Mulberry32: a small deterministic PRNG, so every run generates the same people. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A weighted picker over `[value, weight]` pairs. */
function weighted<T>(pairs: [T, number][]): (r: number) => T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const [, w] of pairs) cumulative.push((acc += w / total));
  return (r) => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (r < cumulative[mid]) hi = mid;
      else lo = mid + 1;
    }
    return pairs[lo][0];
  };
}

/** The 100 most common US surnames with their approximate frequency per 100 000 people (2010 census). */
const COMMON_SURNAMES: [string, number][] = [
  ['Smith', 828],
  ['Johnson', 655],
  ['Williams', 550],
  ['Brown', 487],
  ['Jones', 483],
  ['Garcia', 346],
  ['Miller', 342],
  ['Davis', 331],
  ['Rodriguez', 294],
  ['Martinez', 288],
  ['Hernandez', 272],
  ['Lopez', 234],
  ['Gonzalez', 233],
  ['Wilson', 230],
  ['Anderson', 223],
  ['Thomas', 218],
  ['Taylor', 213],
  ['Moore', 207],
  ['Jackson', 204],
  ['Martin', 204],
  ['Lee', 201],
  ['Perez', 192],
  ['Thompson', 189],
  ['White', 187],
  ['Harris', 176],
  ['Sanchez', 176],
  ['Clark', 156],
  ['Ramirez', 155],
  ['Lewis', 151],
  ['Robinson', 150],
  ['Walker', 145],
  ['Young', 138],
  ['Allen', 137],
  ['King', 134],
  ['Wright', 134],
  ['Scott', 126],
  ['Torres', 126],
  ['Nguyen', 124],
  ['Hill', 123],
  ['Flores', 122],
  ['Green', 121],
  ['Adams', 120],
  ['Nelson', 119],
  ['Baker', 118],
  ['Hall', 117],
  ['Rivera', 115],
  ['Campbell', 114],
  ['Mitchell', 114],
  ['Carter', 112],
  ['Roberts', 111],
  ['Gomez', 105],
  ['Phillips', 103],
  ['Evans', 102],
  ['Turner', 101],
  ['Diaz', 100],
  ['Parker', 98],
  ['Cruz', 98],
  ['Edwards', 97],
  ['Collins', 97],
  ['Reyes', 96],
  ['Stewart', 95],
  ['Morris', 94],
  ['Morales', 92],
  ['Murphy', 92],
  ['Cook', 91],
  ['Rogers', 91],
  ['Gutierrez', 90],
  ['Ortiz', 89],
  ['Morgan', 89],
  ['Cooper', 88],
  ['Peterson', 88],
  ['Bailey', 87],
  ['Reed', 86],
  ['Kelly', 84],
  ['Howard', 84],
  ['Ramos', 83],
  ['Kim', 83],
  ['Cox', 82],
  ['Ward', 82],
  ['Richardson', 81],
  ['Watson', 80],
  ['Brooks', 80],
  ['Chavez', 80],
  ['Wood', 80],
  ['James', 80],
  ['Bennett', 78],
  ['Gray', 78],
  ['Mendoza', 78],
  ['Ruiz', 77],
  ['Hughes', 77],
  ['Price', 77],
  ['Alvarez', 76],
  ['Castillo', 76],
  ['Sanders', 75],
  ['Patel', 75],
  ['Myers', 75],
  ['Long', 74],
  ['Ross', 74],
  ['Foster', 74],
  ['Jimenez', 73],
];

/** Less common surnames (each roughly 10–70 per 100 000). */
const OTHER_SURNAMES = (
  'Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero ' +
  'Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson ' +
  'Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington ' +
  'Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon ' +
  'Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone ' +
  'Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner ' +
  'Payne Grant Dunn Kelley Spencer Hawkins Arnold Pierce Vazquez Hansen Peters Santos Hart Bradley Knight Elliott ' +
  'Cunningham Duncan Armstrong Hudson Carroll Lane Riley Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston ' +
  'Matthews Pena Richards Contreras Willis Carpenter Lawrence Sandoval Guerrero George Chapman Rios Estrada Ortega ' +
  'Watkins Greene Nunez Wheeler Valdez Harper Burke Larson Santiago Maldonado Morrison Franklin Carlson Austin ' +
  'Dominguez Carr Lawson Jacobs Obrien Lynch Singh Vega Bishop Montgomery Oliver Jensen Harvey Williamson Gilbert ' +
  'Dean Sims Espinoza Howell Li Wong Reid Hanson Le McCoy Garrett Burton Fuller Wang Weber Welch Rojas Lucas ' +
  'Marquez Fields Park Yang Little Banks Padilla Day Walsh Bowman Schultz Luna Fowler Mejia Davidson Acosta Brewer ' +
  'May Holland Juarez Newman Pearson Curtis Cortez Douglas Schneider Joseph Barrett Navarro Figueroa Keller Avila ' +
  'Wade Molina Stanley Hopkins Campos Barnett Bates Chambers Caldwell Beck Lambert Miranda Byrd Craig Ayala Lowe ' +
  'Frazier Powers Neal Leonard Gregory Carrillo Sutton Fleming Rhodes Shelton Schwartz Norris Jennings Watts Duran ' +
  'Walters Cohen McDaniel Moran Parks Steele Vaughn Becker Holt Deleon Barker Terry Hale Leon Benson Haynes ' +
  'Horton Miles Lyons Pham Graves Bush Thornton Wolfe Warner Cabrera McKinney Mann Zimmerman Dawson Lara Fletcher ' +
  'Page McCarthy Love Robles Cervantes Solis Erickson Reeves Chang Klein Salinas Fuentes Baldwin Daniel Simon ' +
  'Velasquez Hardy Higgins Aguirre Lin Cummings Chandler Sharp Barber Bowen Ochoa Dennis Robbins Liu Ramsey ' +
  'Francis Griffith Paul Blair Oconnor Cardenas Pacheco Cross Calderon Quinn Moss Swanson Chan Rivas Khan Rodgers ' +
  'Serrano Fitzgerald Rosales Stevenson Christensen Manning Gill Curry McLaughlin Harmon McGee Gross Doyle Garner ' +
  'Newton Burgess Reese Walton Blake Trujillo Adkins Brady Goodman Roman Webster Goodwin Fischer Huang Potter ' +
  'Delacruz Montoya Todd Wu Hines Mullins Castaneda Malone Cannon Tate Mack Sherman Hubbard Hodges Zhang Guerra ' +
  'Wolf Valencia Saunders Franco Rowe Gallagher Farmer Hammond Hampton Townsend Ingram Wise Gallegos Clarke Barton ' +
  'Schroeder Maxwell Waters Logan Camacho Strickland Norman Person Colon Parsons Frank Harrington Glover Osborne ' +
  'Buchanan Casey Floyd Patton Ibarra Ball Tyler Suarez Bowers Orozco Salas Cobb Gibbs Andrade Bauer Conner Moody ' +
  'Escobar McGuire Lloyd Mueller Hartman French Kramer McBride Pope Lindsey Velazquez Norton McCormick Sparks ' +
  'Flynn Yates Hogan Marsh Macias Villanueva Zamora Pratt Stokes Owen Ballard Lang Brock Villarreal Charles Drake ' +
  'Barrera Cain Patrick Pineda Burnett Mercado Santana Shepherd Bautista Ali Shaffer Lamb Trevino McKenzie Hess ' +
  'Olsen Cochran Morton Nash Wilkins Petersen Briggs Shah Roth Nicholson Holloway Lozano Rangel Flowers ' +
  'Hoover Short Arias Mora Valenzuela Bryan Meyers Weiss Underwood Bass Greer Summers Houston Carson Morrow Clayton ' +
  'Whitaker Decker Yoder Collier Zuniga Carey Wilcox Melendez Poole Roberson Larsen Conley Davenport Copeland ' +
  'Massey Lam Huff Rocha Cameron Jefferson Hood Monroe Anthony Pittman Huynh Randall Singleton Kirk Combs Mathis ' +
  'Christian Skinner Bradford Richard Galvan Wall Boone Kirby Wilkinson Bridges Bruce Atkinson Velez Meza Roy ' +
  'Vincent York Hodge Villa Abbott Allison Tapia Gates Chase Sosa Sweeney Farrell Wyatt Dalton Horn Barron Phelps ' +
  'Yu Dickerson Heath Foley Atkins Mathews Bonilla Acevedo Benitez Zavala Hensley Glenn Cisneros Harrell Shields ' +
  'Rubio Huffman Choi Boyer Garrison Arroyo Bond Kane Hancock Callahan Dillon Cline Wiggins Grimes Arellano Melton ' +
  'Oneill Savage Ho Beltran Pitts Parrish Ponce Rich Booth Koch Golden Ware Brennan McDowell Marks Cantu Humphrey ' +
  'Baxter Sawyer Clay Tanner Hutchinson Kaur Berg Wiley Gilmore Russo Villegas Hobbs Keith Wilkerson Ahmed Beard ' +
  'McClain Montes Mata Rosario Vang Walter Henson Oneal Mosley McClure Beasley Stephenson Snow Huerta Preston ' +
  'Vance Barry Johns Eaton Blackwell Dyer Prince Macdonald Solomon Guevara Stafford English Hurst Woodard Cortes ' +
  'Shannon Kemp Nolan McCullough Merritt Murillo Moon Salgado Strong Kline Cordova Barajas Roach Rosas Winters ' +
  'Jacobson Lester Knox Bullock Kerr Leach Meadows Orr Davila Whitehead Pruitt Kent Conway McKee Barr David Dejesus ' +
  'Marin Berger McIntyre Blankenship Gaines Palacios Cuevas Bartlett Durham Dorsey McCall Odonnell Stein Browning ' +
  'Stout Lowery Sloan McLean Hendricks Calhoun Sexton Chung Gentry Hull Duarte Ellison Nielsen Gillespie Buck ' +
  'Middleton Sellers Leblanc Esparza Hardin Bradshaw McIntosh Howe Livingston Frost Glass Morse Knapp Herman Stark ' +
  'Bravo Noble Spears Weeks Corona Frederick Buckley McFarland Hebert Enriquez Hickman Quintero Randolph Schaefer ' +
  'Walls Trejo House Reilly Pennington Michael Conrad Giles Benjamin Crosby Fitzpatrick Donovan Mays Mahoney ' +
  'Valentine Raymond Medrano Hahn McMillan Small Bentley Felix Peck Lucero Boyle Hanna Pace Rush Hurley Harding ' +
  'McConnell Bernal Nava Ayers Everett Ventura Avery Pugh Mayer Bender Shepard McMahon Landry Case Sampson Moses ' +
  'Magana Blackburn Dunlap Gould Duffy Vaughan Herring McKay Espinosa Rivers Farley Bernard Ashley Friedman Potts ' +
  'Truong Costa Correa Blevins Nixon Clements Fry Delarosa Best Benton Lugo Portillo Dougherty Crane Haley Phan ' +
  'Villalobos Blanchard Horne Finley Quintana Lynn Esquivel Bean Dodson Mullen Xiong Hayden Cano Levy Huber ' +
  'Richmond Moyer Lim Frye Sheppard McCarty Avalos Booker Waller Parra Woodward Jaramillo Krueger Rasmussen Brandt ' +
  'Peralta Donaldson Stuart Faulkner Maynard Galindo Coffey Estes Sanford Burch Maddox Vo Oconnell Vu Andersen ' +
  'Spence McPherson Church Schmitt Stanton Leal Cherry Compton Dudley Sierra Pollard Alfaro Hester Proctor Lu ' +
  'Hinton Novak Good Madden McCann Terrell Jarvis Dickson Reyna Cantrell Mayo Branch Hendrix Rollins Rowland ' +
  'Whitney Duke Odom Daugherty Travis Tang Archer'
)
  .split(/\s+/)
  .filter(Boolean);

/** Syllables for the long tail of rare surnames (about a third of people have a surname outside the top 1 000). */
const TAIL_START = [
  'Kow',
  'Ander',
  'Bram',
  'Dal',
  'Es',
  'Fen',
  'Gal',
  'Hal',
  'Iver',
  'Jor',
  'Kas',
  'Lind',
  'Mar',
  'Nor',
  'Oka',
  'Pol',
  'Quin',
  'Ros',
  'Stan',
  'Tam',
  'Ul',
  'Val',
  'Win',
  'Yam',
  'Zel',
  'Ber',
  'Cal',
  'Dor',
  'Fal',
  'Hart',
];
const TAIL_END = [
  'alski',
  'ova',
  'stein',
  'berg',
  'ford',
  'ley',
  'ano',
  'etti',
  'moto',
  'ura',
  'ik',
  'ard',
  'ers',
  'wood',
  'ton',
  'ez',
  'elli',
  'ovic',
  'ström',
  'sen',
  'son',
  'quist',
  'man',
  'ing',
  'well',
];

const surname = (() => {
  const common = weighted(COMMON_SURNAMES);
  const other = weighted(OTHER_SURNAMES.map((n, i): [string, number] => [n, 70 / Math.sqrt(1 + i / 8)]));
  return (rand: () => number): string => {
    const r = rand();
    if (r < 0.3) return common(rand()); // the top 100 cover ~16 % of the US; 30 % here, a clinic's files skew common
    if (r < 0.72) return other(rand());
    const hyphen = rand() < 0.04;
    const base = TAIL_START[Math.floor(rand() * TAIL_START.length)] + TAIL_END[Math.floor(rand() * TAIL_END.length)];
    return hyphen ? `${base}-${common(rand())}` : base;
  };
})();

const FEMALE_NAMES = weighted<string>(
  (
    'Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Sandra Margaret Ashley ' +
    'Kimberly Emily Donna Michelle Carol Amanda Melissa Deborah Stephanie Dorothy Rebecca Sharon Laura Cynthia Amy ' +
    'Kathleen Angela Shirley Brenda Emma Anna Pamela Nicole Samantha Katherine Christine Helen Debra Rachel Carolyn ' +
    'Janet Maria Catherine Heather Diane Olivia Julie Joyce Victoria Ruth Virginia Lauren Kelly Christina Joan ' +
    'Evelyn Judith Andrea Hannah Megan Cheryl Jacqueline Martha Madison Teresa Gloria Sara Janice Ann Kathryn Abigail ' +
    'Sophia Frances Jean Alice Judy Isabella Julia Grace Amber Denise Danielle Marilyn Beverly Charlotte Natalie ' +
    'Theresa Diana Brittany Doris Kayla Alexis Lori Marie Allison Addison Guadalupe Mei Priya Aaliyah Fatima'
  )
    .split(' ')
    .map((n, i): [string, number] => [n, 100 / Math.sqrt(1 + i)]),
);
const MALE_NAMES = weighted<string>(
  (
    'James Robert John Michael David William Richard Joseph Thomas Christopher Charles Daniel Matthew Anthony Mark ' +
    'Donald Steven Andrew Paul Joshua Kenneth Kevin Brian George Timothy Ronald Jason Edward Jeffrey Ryan Jacob ' +
    'Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Patrick Frank ' +
    'Raymond Jack Dennis Jerry Tyler Aaron Jose Adam Nathan Henry Zachary Douglas Peter Kyle Noah Ethan Jeremy ' +
    'Walter Christian Keith Roger Terry Austin Sean Gerald Carl Harold Dylan Arthur Lawrence Jordan Jesse Bryan ' +
    'Billy Bruce Gabriel Joe Logan Alan Juan Albert Willie Elijah Wayne Randy Vincent Mason Roy Ralph Bobby Russell ' +
    'Bradley Philip Eugene Grayson Luis Carlos Wei Raj Mohammed Hiroshi'
  )
    .split(' ')
    .map((n, i): [string, number] => [n, 100 / Math.sqrt(1 + i)]),
);

/** [city, state, ZIP, phone area codes] — ZIPs of the city centre; a few New England ones start with 0. */
const PLACES: [string, string, string, string[]][] = [
  ['Boston', 'MA', '02118', ['617', '857']],
  ['Worcester', 'MA', '01608', ['508', '774']],
  ['Springfield', 'MA', '01103', ['413']],
  ['Providence', 'RI', '02903', ['401']],
  ['Hartford', 'CT', '06103', ['860', '959']],
  ['Newark', 'NJ', '07102', ['973', '862']],
  ['New York', 'NY', '10027', ['212', '646', '917']],
  ['Brooklyn', 'NY', '11215', ['718', '347']],
  ['Philadelphia', 'PA', '19104', ['215', '267']],
  ['Pittsburgh', 'PA', '15213', ['412']],
  ['Baltimore', 'MD', '21201', ['410', '443']],
  ['Richmond', 'VA', '23219', ['804']],
  ['Charlotte', 'NC', '28202', ['704', '980']],
  ['Atlanta', 'GA', '30303', ['404', '678']],
  ['Miami', 'FL', '33130', ['305', '786']],
  ['Tampa', 'FL', '33602', ['813']],
  ['Nashville', 'TN', '37203', ['615']],
  ['Cleveland', 'OH', '44106', ['216']],
  ['Columbus', 'OH', '43215', ['614']],
  ['Detroit', 'MI', '48201', ['313']],
  ['Chicago', 'IL', '60614', ['312', '773', '872']],
  ['Evanston', 'IL', '60201', ['847']],
  ['Milwaukee', 'WI', '53202', ['414']],
  ['Minneapolis', 'MN', '55455', ['612']],
  ['St. Louis', 'MO', '63110', ['314']],
  ['Houston', 'TX', '77030', ['713', '832']],
  ['Dallas', 'TX', '75201', ['214', '469']],
  ['Austin', 'TX', '78701', ['512']],
  ['Denver', 'CO', '80206', ['303', '720']],
  ['Phoenix', 'AZ', '85004', ['602']],
  ['Seattle', 'WA', '98104', ['206']],
  ['Portland', 'OR', '97205', ['503']],
  ['San Diego', 'CA', '92103', ['619']],
  ['Los Angeles', 'CA', '90033', ['213', '323']],
  ['San Francisco', 'CA', '94143', ['415']],
];

/** Common chronic conditions with SNOMED CT codes, weighted by rough adult prevalence. */
const CONDITIONS = weighted<[string, string]>([
  [['Essential hypertension', '59621000'], 30],
  [['Hyperlipidemia', '55822004'], 25],
  [['Type 2 diabetes mellitus', '44054006'], 12],
  [['Obesity', '414916001'], 15],
  [['Asthma', '195967001'], 8],
  [['Major depressive disorder', '370143000'], 8],
  [['Generalized anxiety disorder', '21897009'], 7],
  [['Osteoarthritis', '396275006'], 9],
  [['Chronic obstructive lung disease', '13645005'], 5],
  [['Atrial fibrillation', '49436004'], 3],
  [['Chronic kidney disease', '709044004'], 4],
  [['Hypothyroidism', '40930008'], 5],
  [['Migraine', '37796009'], 5],
  [['Gastroesophageal reflux disease', '235595009'], 7],
  [['Rheumatoid arthritis', '69896004'], 1],
  [['Heart failure', '84114007'], 2],
  [['Psoriasis', '9014002'], 2],
  [['Overactive bladder', '236622002'], 3],
  [['Alzheimer disease', '26929004'], 1],
  [['Parkinson disease', '49049000'], 0.5],
]);
const MEDICATIONS = [
  'lisinopril',
  'atorvastatin',
  'metformin',
  'levothyroxine',
  'amlodipine',
  'omeprazole',
  'albuterol',
  'sertraline',
  'losartan',
  'gabapentin',
];
const EMAIL_DOMAINS = weighted<string>([
  ['gmail.com', 45],
  ['yahoo.com', 15],
  ['outlook.com', 10],
  ['hotmail.com', 8],
  ['icloud.com', 8],
  ['aol.com', 4],
  ['comcast.net', 5],
  ['verizon.net', 5],
]);

/** One generated person, in canonical form (what the import normalises to). */
export interface Person {
  index: number;
  externalId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  sex: 'FEMALE' | 'MALE' | 'OTHER' | 'UNKNOWN';
  /** E.164, unique per person; null for ~8 % (no phone on file). */
  phone: string | null;
  /** Lower case, unique per person; null for ~15 %. */
  email: string | null;
  addressLine: string;
  city: string;
  state: string;
  postalCode: string;
  conditions: CandidateCondition[];
  medications: string[];
}

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple St',
  'Washington St',
  'Park Ave',
  'Elm St',
  'Cedar Rd',
  'Lake Dr',
  'Hill St',
  'Pine St',
  'Church St',
  'Highland Ave',
];

/**
 * Generates `count` realistic, deterministic people: census-weighted surnames (common, less common and a synthetic
 * long tail), weighted first names by sex, ages 18–90, unique E.164 phones of the city's area codes and unique
 * emails, 0–3 weighted chronic conditions. The same `seed` always gives the same people.
 */
export function generatePeople(count: number, seed = 20260101): Person[] {
  const rand = prng(seed);
  const people: Person[] = [];
  const slots = new Map<string, number>(); // area code → next line number, so phones are unique
  for (let i = 0; i < count; i++) {
    const r = rand();
    const sex = r < 0.52 ? 'FEMALE' : r < 0.985 ? 'MALE' : r < 0.99 ? 'OTHER' : 'UNKNOWN';
    const firstName = (sex === 'FEMALE' || (sex !== 'MALE' && rand() < 0.5) ? FEMALE_NAMES : MALE_NAMES)(rand());
    const lastName = surname(rand);
    const ageDays = Math.floor((18 + rand() * 72) * 365.25);
    const dob = new Date(Date.UTC(2026, 0, 1) - ageDays * 86_400_000).toISOString().slice(0, 10);
    const [city, state, zip, areas] = PLACES[Math.floor(rand() * PLACES.length)];
    const area = areas[Math.floor(rand() * areas.length)];
    const slot = slots.get(area) ?? 0;
    slots.set(area, slot + 1);
    // exchange 201–989 without N11 codes, line from the per-area counter → unique and valid for libphonenumber
    let exchange = 201 + ((slot * 7919) % 789);
    if (exchange % 100 === 11) exchange += 1;
    const line = String(slot % 10000).padStart(4, '0');
    const phone = rand() < 0.92 ? `+1${area}${exchange}${line}` : null;
    const local = [`${firstName}.${lastName}`, `${firstName[0]}${lastName}`, `${lastName}.${firstName}`, `${firstName}${lastName[0]}`][
      Math.floor(rand() * 4)
    ]
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const email = rand() < 0.85 ? `${local}${i}@${EMAIL_DOMAINS(rand())}` : null;
    const nConditions = Math.floor(rand() * rand() * 4);
    const conditions = new Map<string, CandidateCondition>();
    for (let c = 0; c < nConditions; c++) {
      const [text, code] = CONDITIONS(rand());
      conditions.set(text, { text, system: 'SNOMED', code });
    }
    const medications = conditions.size ? MEDICATIONS.filter(() => rand() < 0.12) : [];
    people.push({
      index: i,
      externalId: `MRN${String(100_000 + i).padStart(7, '0')}`,
      firstName,
      lastName,
      dateOfBirth: dob,
      sex,
      phone,
      email,
      addressLine: `${1 + Math.floor(rand() * 9800)} ${STREETS[Math.floor(rand() * STREETS.length)]}`,
      city,
      state,
      postalCode: zip,
      conditions: [...conditions.values()],
      medications,
    });
  }
  return people;
}

const STATUSES = weighted<string>([
  ['NEW', 55],
  ['CONTACTED', 12],
  ['PRESCREENING', 6],
  ['PRESCREEN_PASSED', 4],
  ['PRESCREEN_FAILED', 6],
  ['SCHEDULED', 3],
  ['REFERRED', 2],
  ['CONSENTED', 1],
  ['ENROLLED', 1],
  ['NOT_INTERESTED', 5],
  ['UNREACHABLE', 4],
  ['DO_NOT_CONTACT', 1],
]);

/** A person as a `candidate` row of `organizationId`, with a varied status and a creation date over two years. */
export function personToCandidate(p: Person, organizationId: string): typeof candidate.$inferInsert {
  const rand = prng(p.index + 7);
  const status = STATUSES(rand());
  const createdAt = new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 730 * 86_400_000));
  return {
    organizationId,
    externalId: p.externalId,
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    sex: p.sex,
    phone: p.phone,
    email: p.email,
    addressLine: p.addressLine,
    city: p.city,
    state: p.state,
    postalCode: p.postalCode,
    country: 'US',
    conditions: p.conditions,
    medications: p.medications,
    source: 'import',
    status,
    statusChangedAt: status === 'NEW' ? null : createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}
