// The words the typo corrector (speller.ts) may correct to, built at build time: every word of
// the knowledge base (titles, the words visitors use, the answers, English and French), the
// words the slot filler and the intents read, the stopwords, and everyday words a visitor uses
// that are no typo ("wife", "kids", "job"), so they are never "corrected" into mortgage words.
// Most frequent first (the corrector prefers them on a tie).

import { NUMBER_WORD_VALUES, SMALL_NUMBER_WORDS } from '#shared/text/number-words.ts'
import { STOPWORDS, SYNONYMS } from './text'

/** Common English words, so a real word is never "corrected" into a mortgage word (life → line). */
const COMMON = `able above accept account across action active actually address adult advice afraid after afternoon again against agree ahead allow almost alone along already although always amount angry animal another answer anyone anything apart apple area argue around arrive article artist asleep attack attention aunt author autumn average avoid awake away baby back badly bake bakery ball band bath beach bear beat beautiful beauty because become before begin behind believe belong below beside better between bicycle bike bill bird birth birthday bite black blame blank blind block blood blow blue board boat body boil bone book boot border boring born borrow boss both bottle bottom bowl brain branch brave bread break breakfast breath bridge brief bright bring broad brown brush build burn business busy butter button cake call calm camera camp cancel capital captain card care career careful carry case castle catch cause ceiling cell center central century certain chair chance change charge cheap check cheese chicken chief child choice choose church circle city claim class clean clear clever climb clock close cloth cloud club coach coast coat code coffee cold collect college colour come comfort common company compare complete computer concert condition contain continue control cook cool copy corner correct cost cotton could count country county couple course cousin cover crazy cream create credit crime cross crowd crown culture cup current cycle daily damage dance danger dark date daughter dead deal dear death decide deep degree delay deliver dentist depend design desk detail device diet dinner direct dirty discuss dish doctor door double doubt dream dress drink drive driver drop during duty early earth east easy edge effect effort eight either electric else email empty enemy energy engine enjoy enough enter entire error evening event every exact exam example excited exercise expect expensive explain extra face fact fail fair fall false family famous farm fast father fault favour fear feel female fence fever field fight figure fill film final fine finger finish fire firm fish flat flight floor flower focus follow food foot force forest forget fork form forward frame free fresh friend front fruit full funny future game garden gate general gift girl glad glass global goal gold golf good grade grand grass great green grey ground group grow guard guess guest guide guitar hair half hall hand handle hang happy hard hate head health hear heart heat heavy height hello help hero high hill hire history hobby hold hole holiday hope horse hospital host hotel hour huge human hundred hungry hurry hurt husband idea ill image imagine important inch include indeed inside instead invite iron island item jacket joke journey juice jump just keep kick kill kind king kitchen knee knife knock know lady lake lamp land language large last late laugh lawn layer lazy lead leaf learn leave left legal lesson letter level library life lift light like limit line lion list listen little live local lock long look lose loss loud love lovely lucky lunch machine magazine mail main major make male manager many market marry match matter meal mean meat media medical meet member memory mention menu message metal middle might mile milk mind minute mirror miss mistake model modern moment money monkey month mood moon morning mother motor mountain mouse mouth move movie much museum music must name nation nature near neck need nephew nervous never news next nice niece night noise none noon normal north nose note notice novel number nurse object ocean offer office often okay once only open order other outside oven owner page pain paint pair paper parent park part party pass past path patient pattern peace pencil people pepper perfect period person phone photo piano pick picture piece pilot pink pipe pizza plan plane plant plate play please plenty pocket poem point police polite pool poor popular post potato pound power practice prefer prepare present pretty prince print prison private prize problem program promise proper proud public pull punch pupil purple push queen quick quiet quite race radio rain raise reach read ready real reason receive record region relax remember remove rent repair repeat reply report rest result return rice rich ride right ring rise river road rock role room root rope rose round route rule rush safe salad salt same sand save scale scene school science score screen season seat second secret seed seem sell send sense serious serve service seven shade shake shall shape share sharp sheep shelf shell shift shine ship shirt shock shoe shop shore short shot should shout show shower shut sick side sign silver simple since sing single sink sister site size skill skin skirt sleep slice slow small smart smell smile smoke snack snake snow soap soccer social sock soft soil soldier some song soon sorry sort sound soup south space speak special speed spell spend sport spot spring square staff stage stair stamp stand star start state station stay steal step stick still stone stop store storm story strange street strong student study stupid style subject sugar summer sun sure surprise sweet swim table tail take talk tall taste taxi teach team tear teeth tell tennis tent test text thank theatre thick thin thing third thirsty though three throat throw ticket tidy tiger time tiny tired title toast today toilet tomato tomorrow tone tonight tool tooth topic total touch tour towel tower town track trade traffic train travel tree trip trouble truck true trust truth turn twice type uncle under understand uniform union unit until upset usual valley vegetable very video view village visit voice wait wake walk wall want warm wash watch water wave wealth wear weather website wedding week weekend weight welcome well west wheel while white whole wide wife wild will wind window wine winter wise wish woman wonder wood word work world worry would write wrong yard yellow young youth zero zone life meaning recipe bread joke poem ocean flight laptop iphone netflix calories banana homework mice plumber pasta tire capital australia prime minister tower passport exchange dollars bitcoin leafs raptors faucet resume points travel weather snow leave parental parents trails hiking flu symptoms cold brew model tesla rent bedroom require requirement quote found crash scare clause march maple acre tech sent base mere separate rebuilt redo shorten stock actual inverse portable portability`

/** Words of questions and everyday life that are not in the answers. */
const EVERYDAY =
  'afford affordable afford borrow borrowed owe owing owed worth pull partner partners wife husband spouse ' +
  'girlfriend boyfriend kids kid children child family parents parent mom dad mother father son daughter brother sister ' +
  'job work salary income make earn earning making paid pay paying payment payments cost costs costing ' +
  'weekly biweekly monthly yearly annually accelerated rapid semi per month months year years week weeks day days ' +
  'house home condo townhouse townhome semi detached bungalow duplex triplex apartment property place unit cottage ' +
  'price value valued appraised listed asking budget buying buy bought purchase purchasing sell selling sold ' +
  'down deposit saved savings save enough minimum least maximum max total much many how what when where which who why ' +
  'today todays current currently now best lowest latest right week tonight tomorrow yesterday ' +
  'left remaining balance outstanding months years term terms amortization amortized fixed variable insured conventional ' +
  'posted signed signing published lender lenders bank banks credit card cards debt debts loan loans car student line ' +
  'equity refinance refinancing cash out access tap break breaking broke penalty penalties interest differential ' +
  'stress test qualify qualifying qualified approve approved approval chances odds legal lawyer binding contract sign ' +
  'agent agents broker brokers brokerage near find become company contact phone number email address office hours call ' +
  'reach talk speak person human someone foreigner foreign resident residents non citizen immigrant newcomer moving ' +
  'weather game score recipe movie music song coffee pizza restaurant tire car laptop computer phone resume passport ' +
  'leaking faucet plumber travel points flight hotel hockey raptors leafs jays stocks bitcoin crypto tax taxes ' +
  'ontario toronto alberta quebec british columbia manitoba saskatchewan nova scotia brunswick newfoundland ' +
  'yukon nunavut territories ottawa hamilton mississauga brampton london barrie montreal vancouver calgary edmonton ' +
  'welcome transfer land closing fees fee insurance premium cmhc schl ' +
  'paiement paiements versement mensuel mensuelle hebdomadaire semaines mois ans annee annees revenu revenus ' +
  'maison condo achat acheter emprunter hypotheque hypothecaire taux fixe variable assurance prime mise fonds ' +
  'bienvenue taxe mutation frais cloture refinancer penalite rompre casser courtier agent parler renouvellement ' +
  'meilleur aujourdhui actuel combien premier premiere acheteur nouvel arrivant conjoint femme mari'

/**
 * People and relations a visitor names: real words, never typos of a mortgage word ("fiance" is
 * not "finance", "hubby" not "hobby", "employer" not "employed").
 */
const PEOPLE =
  'fiance fiancee fiances hubby wifey bf gf roommate roommates landlord landlady tenant tenants employer employers ' +
  'employee boss coworker colleague grandma grandpa grandmother grandfather grandparents grandkids grandson ' +
  'granddaughter stepmom stepdad stepson stepdaughter stepfather stepmother inlaws sibling siblings twin twins ' +
  'nephew niece cousin aunt uncle exwife exhusband widow widowed widower divorced separated newlywed newlyweds ' +
  'bride groom toddler teen teenager executor heir heirs accountant realtor lawyer notary'

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`']/g, '')
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 2)
}

/** The literal words of patterns (escapes such as \\b and \\w dropped; fragments under 3 letters too). */
export function patternWords(patterns: readonly RegExp[]): string[] {
  return patterns.flatMap((re) => words(re.source.replace(/\\[a-zA-Z]/g, ' '))).filter((w) => w.length >= 3)
}

/**
 * The vocabulary as one space-separated string, most frequent first. `patterns`: the slot
 * filler's and the intents' patterns, whose words are known words too.
 */
export function buildVocabulary(texts: readonly string[], patterns: readonly RegExp[] = []): string {
  const counts = new Map<string, number>()
  const add = (w: string, n = 1) => counts.set(w, (counts.get(w) ?? 0) + n)
  for (const t of texts) for (const w of words(t)) add(w)
  for (const w of patternWords(patterns)) add(w, 1)
  for (const w of words(EVERYDAY)) add(w, 3)
  for (const w of words(PEOPLE)) add(w, 1)
  for (const w of words(COMMON)) add(w, 1)
  for (const w of Object.keys(SYNONYMS)) add(w, 2)
  for (const w of words(Object.keys({ ...SMALL_NUMBER_WORDS, ...NUMBER_WORD_VALUES }).join(' '))) add(w, 5)
  for (const w of words('million millions thousand thousands grand half hundred mille')) add(w, 5)
  for (const w of STOPWORDS) if (w.length >= 2) add(w, 5)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([w]) => w)
    .join(' ')
}
