// Text processing shared by the index build and the queries: the same tokenizer and term
// processing run on both sides, so a visitor's "amortisation", "HBP" or "refinancing" meets
// the knowledge base's "amortization", "home buyers plan" and "refinance".

import { stemmer } from 'stemmer'

/** Lower case, accents and apostrophes removed, curly quotes and dashes made plain. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`']/g, '')
    .replace(/[\u2010-\u2015]/g, '-')
}

/**
 * Words that carry no topic, English and French. Dropped on both sides (so they neither score
 * nor count against the confidence). Contractions appear without their apostrophe (normalise
 * removes it).
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again all also am an and any anything are aren arent as at be been before being below between both but by ' +
    'can cant could couldnt d did didnt do does doesnt doing dont during each else even ever every few for from further ' +
    'get gets getting give go going got had hadnt has hasnt have havent having he her here hers herself him himself his how hows ' +
    'i id ill im ive if in into is isnt it its itself just know let lets like ll m me might more most much must my myself ' +
    'need needs no nor not now of off oh ok okay on once one only or other ought our ours ourselves out over own please ' +
    're really right s same say says she should shouldnt so some such sure t tell than that thats the their theirs them ' +
    'themselves then there theres these they theyd theyll theyre theyve thing things think this those through thx to too ' +
    'u under until up us ve very want wants was wasnt way we wed well were werent weve what whats when whens where wheres ' +
    'which while who whos whom why whys will with wont would wouldnt yeah yes yet you youd youll your youre yours yourself ' +
    'yourselves youve hi hello hey thanks thank ' +
    // The verbs of a question's frame ("how does X work", "what does X mean", "what happens if").
    'work works working happen happens happened mean means meant find use using used explain describe ' +
    // Comparison frames and fillers ("difference between X and Y", "around 620", "still").
    'difference differences vs versus around still together anyway ' +
    // Evaluations and the frames around them ("pros and cons of X", "is X a good idea").
    'pros cons advantages disadvantages benefits drawbacks downside downsides upside upsides better best great ' +
    'idea ideas worth worthwhile smart wise ' +
    // The frames of a conversation ("I'm looking to…", "wondering if…").
    'looking wondering trying planning thinking hoping interested curious ' +
    // Prepositions and adverbs of place; times of day.
    'towards toward within without upon via across among beside besides behind beyond onto ' +
    'today todays tomorrow tonight yesterday weekend ' +
    // The months: when something happens, never what it is about ("renewal coming up in march").
    'january february march april june july august september october november december ' +
    // Light verbs and fillers that say nothing of the topic ("how much can I put in", "take",
    // "usually", "guys").
    'put puts putting take takes taking make makes making made keep let lot lots maybe usually typically ' +
    'generally normally actually currently basically exactly kind sort guys guy folks someone somebody anyone anybody ' +
    'possible possibly able allowed roughly approximately approx about ' +
    // French.
    'le la les l un une des du de d au aux et ou est sont suis es etre ete a ai as avons avez ont avoir ' +
    'je j tu il elle on nous vous ils elles me m te t se s moi toi lui leur leurs ' +
    'mon ma mes ton ta tes son sa ses notre nos votre vos ce cet cette ces c ca cela ceci ' +
    'qui que qu quoi quel quelle quels quelles lequel laquelle combien comment pourquoi quand ou ' +
    'pour par sur sous avec sans dans en entre chez vers pendant depuis ' +
    'ne n pas plus moins tres trop bien si y peux peut pouvez puis puisje dois doit devez faut veux veut voudrais ' +
    'aimerais fais fait faire savoir sais dire quoi cest quest questce bonjour merci svp sil plait salut allo ' +
    'utiliser utilise obtenir avoir besoin ' +
    // The French frames of a question ("comment ca marche", "qu'est-ce que ca veut dire").
    'marche marcher fonctionne fonctionnent fonctionner signifie signifient explique expliquer expliquez arrive'
  ).split(' '),
)

/**
 * Whole-word rewrites applied before stemming: abbreviations, spelling variants (American and
 * British forms map to the Canadian one the knowledge base uses), one-word forms of two-word
 * terms, and word families the Porter stemmer splits (refinance/refinancing).
 */
export const SYNONYMS: Readonly<Record<string, string>> = {
  hbp: 'home buyers plan hbp',
  homebuyer: 'home buyer',
  homebuyers: 'home buyers',
  cmhc: 'cmhc mortgage defaultinsurance insurance',
  ltt: 'land transfer tax',
  mltt: 'municipal land transfer tax',
  heloc: 'heloc home equity line credit',
  helocs: 'heloc home equity line credit',
  fhsa: 'fhsa first home savings account',
  rrsps: 'rrsp',
  ird: 'interest rate differential',
  gds: 'gds gross debt service',
  tds: 'tds total debt service',
  ltv: 'loan value',
  pr: 'permanent resident',
  docs: 'documents',
  paperwork: 'paperwork documents',
  preconstruction: 'preconstruction pre construction',
  reno: 'renovation',
  renos: 'renovation',
  renovate: 'renovation',
  renovating: 'renovation',
  renovations: 'renovation',
  condos: 'condo',
  condominium: 'condo',
  condominiums: 'condo',
  townhome: 'townhouse',
  townhomes: 'townhouse',
  amortisation: 'amortization',
  amortise: 'amortization',
  amortize: 'amortization',
  amortized: 'amortization',
  amortised: 'amortization',
  favor: 'favour',
  favorite: 'favourite',
  color: 'colour',
  center: 'centre',
  neighborhood: 'neighbourhood',
  license: 'licence',
  licensed: 'licenced',
  mortage: 'mortgage',
  morgage: 'mortgage',
  mortgae: 'mortgage',
  morgtage: 'mortgage',
  mortgages: 'mortgage',
  refi: 'refinance',
  refinancing: 'refinance',
  refinanced: 'refinance',
  refinances: 'refinance',
  preapproval: 'pre approval',
  preapproved: 'pre approval',
  preapprove: 'pre approval',
  prequalified: 'pre qualify',
  prequalify: 'pre qualify',
  prequalification: 'pre qualify',
  qualifying: 'qualify',
  qualified: 'qualify',
  qualification: 'qualify',
  prepay: 'prepayment',
  prepaying: 'prepayment',
  prepaid: 'prepayment',
  prepayments: 'prepayment',
  downpayment: 'down payment',
  downpayments: 'down payment',
  biweekly: 'bi weekly',
  semimonthly: 'semi monthly',
  cosigner: 'co signer',
  cosign: 'co signer',
  lenders: 'lender',
  lending: 'lender',
  t4s: 't4',
  paystub: 'pay stub',
  paystubs: 'pay stub',
  mtg: 'mortgage',
  yr: 'year',
  yrs: 'year',
  // Chat spellings and abbreviations.
  ur: 'your',
  wat: 'what',
  wht: 'what',
  plz: 'please',
  pls: 'please',
  abt: 'about',
  acct: 'account',
  amort: 'amortization',
  pmt: 'payment',
  pymt: 'payment',
  dp: 'down payment',
  ftb: 'first time buyer',
  fthb: 'first time home buyer',
  loc: 'line credit',
  apr: 'interest rate',
  // French acronyms and forms the knowledge base's French words meet.
  schl: 'schl cmhc mortgage defaultinsurance insurance',
  celiapp: 'celiapp fhsa first home savings account',
  reer: 'reer rrsp',
  rap: 'rap home buyers plan hbp',
  // Family: a gift from a grandmother is a gift from family.
  mom: 'mom family',
  mother: 'mother family',
  dad: 'dad family',
  father: 'father family',
  grandma: 'grandma family',
  grandmother: 'grandmother family',
  grandpa: 'grandpa family',
  grandfather: 'grandfather family',
  grandparent: 'grandparents family',
  aunt: 'aunt family',
  uncle: 'uncle family',
  sister: 'sister family',
  brother: 'brother family',
  sibling: 'sibling family',
  siblings: 'siblings family',
  hypotheques: 'hypotheque',
  hypothecaires: 'hypothecaire',
}

/**
 * Texting shorthand, read as the words it stands for before the numbers, the slots and the intents
 * read a message (retrieval reads the same words through the synonyms above): "hw much mtg can u
 * get w/ 40k dp" asks how much mortgage you can get with a 40k down payment. Whole words only.
 * Shortened units stay as they are: the number reader knows "yr", "mo" and "k" after an amount.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  // Retrieval's synonyms already give these their meaning.
  ...Object.fromEntries(['ur', 'pls', 'mtg', 'mortage', 'morgage', 'dp', 'pmt', 'pymt'].map((w) => [w, SYNONYMS[w]!])),
  u: 'you',
  r: 'are',
  plz: 'please',
  hw: 'how',
  mtge: 'mortgage',
  mtgs: 'mortgages',
  mortgae: 'mortgage',
  morgtage: 'mortgage',
  pmts: 'payments',
  var: 'variable',
  k: 'ok',
}

/**
 * `text` normalised (normalise above): its texting shorthand written out. "k" is "ok" only with no
 * number before it ("30 k" stays thousands); a letter joined to a dash or a digit ("r-2", "u-2")
 * is a name, not shorthand; "w/" is "with" and "w/o" "without".
 */
export function expandShorthand(text: string): string {
  return text
    .replace(/\bw\/o\b/g, 'without')
    .replace(/\bw\/\s?(?=[a-z0-9$])/g, 'with ')
    .replace(/\b[a-z]+\b/g, (word, offset: number, whole: string) => {
      const full = SHORTHAND[word]
      if (full === undefined) return word
      const before = whole.slice(0, offset)
      const after = whole.slice(offset + word.length)
      if (/^[-\d/]/.test(after) || /[-/]$/.test(before)) return word
      if (word === 'k' && /\d[\s.,$]*$/.test(before)) return word
      return full
    })
}

/**
 * Splits on anything that is not a letter or digit; drops amounts ("650k", "4.5", "1.2m"). A
 * compound written apart or hyphenated is one word: "rent to own" is not renting, "co-sign" is
 * not signing, "life insurance" is not a lifetime, "cash back" is not a call back, a "new build" is
 * not any new house and a "second mortgage" not a second property.
 */
export function tokenize(text: string): string[] {
  return normalise(text)
    .replace(/\b(rent|lease)[\s-]+to[\s-]+own/g, '$1toown')
    .replace(/\bco[\s-]+(sign|borrow|own)/g, 'co$1')
    .replace(/\blife[\s-]+insurance/g, 'lifeinsurance')
    .replace(/\bcash[\s-]+back/g, 'cashback')
    .replace(/\bnew[\s-]+(build|construction)/g, 'new$1')
    .replace(/\b(?:second|2nd)[\s-]+(mortgage|charge)/g, 'second$1')
    .replace(/\bdefault[\s-]+insurance/g, 'defaultinsurance insurance')
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0 && !/^\d+(k|m|mm)?$/.test(t))
}

/** One token → its index/query terms (synonyms expanded, stopwords dropped, stemmed). */
export function processTerm(token: string): string[] {
  const t = normalise(token)
  const expanded = SYNONYMS[t]?.split(' ') ?? [t]
  const out: string[] = []
  for (const word of expanded) {
    if (word.length === 0 || STOPWORDS.has(word)) continue
    out.push(word.length > 2 ? stemmer(word) : word)
  }
  return out
}

/** Same as processTerm, in MiniSearch's shape (null when nothing is left). */
export function processTermForIndex(token: string): string[] | null {
  const terms = processTerm(token)
  return terms.length > 0 ? terms : null
}

/**
 * Terms common to most answers ("mortgage", "home"): kept for ranking but not counted when
 * the engine asks how much of a question the best entry explains.
 */
export const WEAK_TERMS: ReadonlySet<string> = new Set(
  [
    'mortgage',
    'home',
    'house',
    'homes',
    'property',
    'canada',
    'canadian',
    'ontario',
    'buy',
    'buying',
    'bank',
    'rate',
    'rates',
    'money',
    'year',
    'years',
    // Places: a fact of the question (slots.ts reads them), not its topic.
    'toronto',
    'ottawa',
    'mississauga',
    'brampton',
    'hamilton',
    'london',
    'markham',
    'vaughan',
    'oakville',
    'burlington',
    'oshawa',
    'barrie',
    'kitchener',
    'waterloo',
    'guelph',
    'windsor',
    'kingston',
    'sudbury',
    'niagara',
    'gta',
    'alberta',
    'quebec',
    'columbia',
    'manitoba',
    'saskatchewan',
    'scotia',
    'brunswick',
    'newfoundland',
    'montreal',
    'vancouver',
    'calgary',
    'edmonton',
    'winnipeg',
    'halifax',
    // The same words in French.
    'hypotheque',
    'hypothecaire',
    'pret',
    'maison',
    'propriete',
    'acheter',
    'achat',
    'banque',
    'taux',
    'argent',
    'annee',
    'ans',
  ].flatMap(processTerm),
)
