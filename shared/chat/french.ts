// Les réponses en français (fr-CA) : les réponses calculées, la liste des taux, les textes fixes
// de l'assistant et les entrées de la base de connaissances. Chargé par le moteur à la première
// question en français (un module à part, pour que le morceau principal reste petit). Les
// chiffres réglementaires viennent du tableau des règles (rulesInForce), comme en anglais.

import { BRAND } from '#shared/config/brand.ts'
import {
  COMFORTABLE_DEBT_SERVICE,
  minimumDownPayment,
  ONTARIO_INSURANCE_PST_PCT,
  type RulesInForce,
} from '#shared/finance/index.ts'
import type {
  AffordabilityComputation,
  ClosingCostsComputation,
  Computation,
  DownPaymentComputation,
  EquityComputation,
  InsuranceComputation,
  LandTransferTaxComputation,
  PaymentComputation,
  PenaltyComputation,
  QualifyingRateComputation,
  RateSource,
  RatesComputation,
  SwitchComputation,
} from './computed'
import { frCents, frDollars, frLongDate, frMoney, frPct, frPct2, frShortDate, NBSP } from './format'
import type { Renderer } from './renderer'

const depuis = (date: string) => `depuis le ${frLongDate(date)}`

/** The knowledge base's titles in French (a clarifying reply's choices say and send them). */
export const FRENCH_TITLES: Readonly<Record<string, string>> = {
  'closing-costs': 'Frais de clôture',
  'pre-approval': 'Préapprobation hypothécaire',
  'rate-hold': 'Garantie de taux',
  prepayment: 'Privilèges de remboursement anticipé',
  'breaking-penalty': 'Pénalité pour rompre une hypothèque',
  'default-insurance': 'Assurance prêt hypothécaire (SCHL)',
  'down-payment': 'Mise de fonds minimale',
  'gifted-down-payment': 'Mise de fonds reçue en don',
  'stress-test': 'Le test de résistance',
  'fixed-vs-variable': 'Taux fixe ou variable',
  amortization: 'Amortissement',
  term: 'Terme hypothécaire',
  'open-vs-closed': 'Hypothèque ouverte ou fermée',
  renewal: 'Renouvellement hypothécaire',
  switching: 'Changer de prêteur',
  refinance: 'Refinancement',
  'debt-consolidation': 'Consolidation de dettes',
  heloc: 'Marge de crédit hypothécaire',
  'reverse-mortgage': 'Hypothèque inversée',
  'first-time-buyer': 'Programmes pour premiers acheteurs',
  fhsa: 'CELIAPP (épargne pour une première propriété)',
  'home-buyers-plan': 'Régime d’accession à la propriété (RAP, REER)',
  'land-transfer-tax': 'Droits de cession immobilière (Ontario et Toronto)',
  broker: 'Le rôle d’un courtier hypothécaire',
  rates: 'Taux hypothécaires d’aujourd’hui',
  payment: 'Paiements hypothécaires',
  'payment-frequency': 'Fréquence des paiements',
  affordability: 'Ce que vous pouvez vous permettre',
  'credit-score': 'Pointage de crédit',
  'self-employed': 'Hypothèque pour travailleurs autonomes',
  documents: 'Documents pour une demande hypothécaire',
  'alternative-lenders': 'Mauvais crédit et prêteurs alternatifs',
  newcomers: 'Hypothèque pour nouveaux arrivants',
  'foreign-buyers': 'Acheteurs étrangers et non-résidents',
  'rental-property': 'Immeubles locatifs et de placement',
  condo: 'Acheter un condo',
  'renovation-financing': 'Financer des rénovations',
  'bridge-financing': 'Financement relais',
  'second-home': 'Résidences secondaires et chalets',
  porting: 'Transférer son hypothèque',
  'missed-payments': 'Paiements manqués et vente sous contrôle de justice',
  'creditor-insurance': 'Assurance vie et invalidité hypothécaire',
  'co-signer': 'Cosignataires et garants',
  separation: 'Séparation, divorce et rachat de la part du conjoint',
  'rent-to-own': 'Location avec option d’achat (rent-to-own)',
  assumable: 'Reprendre l’hypothèque du vendeur',
  'collateral-charge': 'Hypothèque conventionnelle ou collatérale',
  'rural-land': 'Propriétés rurales, fermes et terrains',
  'qualifying-income': 'Les revenus que les prêteurs comptent',
  'closing-day': 'Le dépôt et le jour de la clôture',
  'appraisal-gap': 'Quand l’évaluation est inférieure au prix',
  'cash-back': 'Hypothèques avec remise en argent',
  'skip-payment': 'Sauter un paiement et congés de paiement',
  'offer-conditions': 'Conditions d’une offre (financement, inspection)',
  'new-build': 'Préconstruction et maisons neuves',
  'loan-to-value': 'Ratio prêt-valeur',
  'second-mortgage': 'Deuxièmes hypothèques',
  'talk-to-agent': 'Parler à un agent autorisé',
  'find-agent': 'Trouver un agent hypothécaire près de chez vous',
  'become-agent': 'Devenir agent hypothécaire chez nous',
  'contact-us': 'Nous joindre',
  'approval-odds': 'Serai-je approuvé?',
  'legal-advice': 'Conseils juridiques',
  'property-tax': 'L’impôt foncier et votre hypothèque',
}

const PROVINCES_FR: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NT: 'Territoires du Nord-Ouest',
  NS: 'Nouvelle-Écosse',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
}
const province = (code: string) => PROVINCES_FR[code] ?? code
/** 'en Ontario', 'au Québec', 'en Alberta'… */
function enProvince(code: string): string {
  if (code === 'QC' || code === 'MB' || code === 'NB' || code === 'NU' || code === 'YT') return `au ${province(code)}`
  if (code === 'NT') return `dans les ${province(code)}`
  if (code === 'PE') return `à l'${province(code)}`
  return `en ${province(code)}`
}

const FREQUENCIES: Readonly<Record<string, string>> = {
  monthly: 'mensuel',
  'semi-monthly': 'bimensuel (deux fois par mois)',
  'bi-weekly': 'aux deux semaines',
  'accelerated-bi-weekly': 'accéléré aux deux semaines',
  weekly: 'hebdomadaire',
  'accelerated-weekly': 'hebdomadaire accéléré',
}

function rateSource(rate: number, source: RateSource, today: string): string {
  if (source.from === 'visitor') return frPct2(rate)
  const kind =
    source.mortgageType === 'insured' ? ' assuré' : source.mortgageType === 'conventional' ? ' conventionnel' : ''
  const type = source.rateType === 'fixed' ? 'fixe' : 'variable'
  const date = source.ratesDate ? `, ${frShortDate(source.ratesDate, today)}` : ''
  if (source.stale)
    return `${frPct2(rate)}, notre taux ${type} ${source.term} ans${kind} enregistré sur cet appareil (${province(source.province)}${date}; vous semblez hors ligne, celui d'aujourd'hui peut différer)`
  const when = !source.ratesDate || source.ratesDate === today ? " d'aujourd'hui" : ' le plus récent'
  return `${frPct2(rate)}, notre taux ${type} ${source.term} ans${kind}${when} (${province(source.province)}${date})`
}

function assumedRate(source: RateSource): string {
  if (source.from !== 'today') return ''
  return (
    "C'est notre taux, faute du vôtre : donnez-le-moi si vous en avez un." +
    (source.provinceAssumed ? " Les taux sont ceux de l'Ontario, à moins que vous nommiez une autre province." : '')
  )
}

function payment(c: PaymentComputation, rules: RulesInForce, today: string): string {
  let how = ''
  if (c.price !== null && c.down !== null) {
    const premium = c.insurance?.premium ?? 0
    how =
      premium > 0
        ? ` (${frDollars(c.price)} moins ${frDollars(c.down)} de mise de fonds, plus la prime d'assurance prêt hypothécaire de ${frCents(premium)}, ${frPct2(c.insurance!.rate)} du prêt)`
        : ` (${frDollars(c.price)} moins ${frDollars(c.down)} de mise de fonds)`
  }
  const parts = [
    `Pour un prêt de ${frMoney(c.principal)}${how} à ${rateSource(c.rate, c.rateSource, today)} amorti sur ${c.years} ans, le paiement ${FREQUENCIES[c.frequency] ?? c.frequency} est de ${frCents(c.payment)}.`,
    `Sur toute la période d'amortissement, vous paieriez ${frCents(c.totalInterest)} d'intérêts` +
      (c.payoffYears < c.years - 0.05
        ? `, et le prêt serait remboursé en environ ${c.payoffYears.toFixed(1).replace('.', ',')} ans.`
        : '.'),
  ]
  parts.splice(
    1,
    0,
    ...c.others.map((o) => `Le paiement ${FREQUENCIES[o.frequency] ?? o.frequency} est de ${frCents(o.payment)}.`),
  )
  if (c.raisedToMinimum !== null && c.givenDown !== null && c.price !== null)
    parts.unshift(
      `Une mise de fonds de ${frDollars(c.givenDown)} est sous le minimum pour une maison de ${frDollars(c.price)}, soit ${frDollars(c.raisedToMinimum)} (règles ${depuis(rules.downPayment.from)}) : j'ai donc utilisé le minimum.`,
    )
  if (c.insurancePst > 0)
    parts.push(`En Ontario, ${frCents(c.insurancePst)} de taxe de vente sur la prime se paient à la clôture.`)
  if (c.assumedExtendedEligible)
    parts.push(
      `Un amortissement assuré de ${c.years} ans est réservé aux premiers acheteurs et aux maisons neuves : j'ai supposé que c'est votre cas (la prime comprend la surprime).`,
    )
  if (c.priceAsLoan)
    parts.push(
      `J'ai pris les ${frDollars(c.principal)} au complet comme montant emprunté; donnez-moi votre mise de fonds et je la déduirai (en ajoutant la prime d'assurance si elle est sous 20${NBSP}%).`,
    )
  if (c.yearsAssumed)
    parts.push(`J'ai utilisé un amortissement de ${c.years} ans; dites-moi si vous en voulez un autre.`)
  parts.push(assumedRate(c.rateSource))
  return parts.filter(Boolean).join(' ')
}

function insuranceLine(c: DownPaymentComputation): string {
  if (!c.insurance.required || !c.insurance.insurable) return ''
  return ` Sous 20${NBSP}% de mise de fonds, l'assurance prêt hypothécaire est obligatoire : avec ${frDollars(c.downUsed)}, la prime est de ${frPct2(c.insurance.rate)} du prêt, soit ${frCents(c.insurance.premium)}, ajoutée au prêt.`
}

function downPayment(c: DownPaymentComputation, rules: RulesInForce): string {
  const dp = rules.downPayment
  if (c.fromDown && c.given !== null)
    return (
      `Avec ${frMoney(c.given)} de mise de fonds, le prix maximal selon les règles de mise de fonds minimale est d'environ ${frDollars(c.price)} ` +
      `(${frPct(dp.firstTierPct)} jusqu'à ${frDollars(dp.firstTierLimit)}, ${frPct(dp.secondTierPct)} de la portion au-delà, ${frPct(dp.aboveCapPct)} à partir de ${frDollars(dp.insuredPriceCap)}; règles ${depuis(dp.from)}).` +
      `${insuranceLine(c)} Qu'un prêteur prête le reste dépend de votre revenu et de vos dettes : donnez-moi votre revenu et je calcule ce que vous pouvez vous permettre.`
    )
  let how: string
  if (c.price >= dp.insuredPriceCap)
    how = `À ${frDollars(dp.insuredPriceCap)} ou plus, le minimum est de ${frPct(dp.aboveCapPct)} du prix, et le prêt ne peut pas être assuré.`
  else if (c.price <= dp.firstTierLimit) how = `C'est ${frPct(dp.firstTierPct)} du prix.`
  else {
    const first = (dp.firstTierLimit * dp.firstTierPct) / 100
    how = `C'est ${frPct(dp.firstTierPct)} des premiers ${frDollars(dp.firstTierLimit)} (${frDollars(first)}) plus ${frPct(dp.secondTierPct)} des ${frDollars(c.price - dp.firstTierLimit)} restants (${frDollars(c.minimum - first)}).`
  }
  let verdict = ''
  if (c.given !== null && c.enough === false)
    verdict = ` Vos ${frMoney(c.given)} ne suffisent pas : il manque ${frMoney(c.minimum - c.given)}.`
  else if (c.given !== null && c.enough) verdict = ` Vos ${frMoney(c.given)} suffisent.`
  return `Pour une maison de ${frDollars(c.price)}, la mise de fonds minimale est de ${frMoney(c.minimum)}. ${how}${verdict}${insuranceLine(c)} (Règles sur la mise de fonds minimale ${depuis(dp.from)}.)`
}

function insurance(c: InsuranceComputation, rules: RulesInForce): string {
  const share = Math.round((c.down / c.price) * 10000) / 100
  const downText = `${frMoney(c.down)} de mise de fonds (${frPct(share)})${c.downAssumed ? ', le minimum,' : ''}`
  const date = `(Règles d'assurance ${depuis(rules.insurance.from)}.)`
  if (!c.result.required)
    return `Avec ${downText} sur une maison de ${frDollars(c.price)}, aucune assurance prêt hypothécaire n'est requise : elle ne l'est que sous ${frPct(rules.insurance.requiredBelowDownPct)} de mise de fonds. ${date}`
  if (!c.result.insurable) {
    const why =
      c.price >= rules.downPayment.insuredPriceCap
        ? `les maisons de ${frDollars(rules.downPayment.insuredPriceCap)} ou plus ne peuvent pas être assurées; il faut ${frPct(rules.downPayment.aboveCapPct)} de mise de fonds.`
        : c.down < c.minimum
          ? `la mise de fonds minimale pour ce prix est de ${frMoney(c.minimum)}.`
          : `les amortissements assurés de plus de ${rules.insurance.standardMaxAmortizationYears} ans sont réservés aux premiers acheteurs et aux maisons neuves.`
    return `Une maison de ${frDollars(c.price)} avec ${downText} ne peut pas être assurée : ${why} ${date}`
  }
  const loan = c.price - c.down
  return (
    `Avec ${downText} sur une maison de ${frDollars(c.price)}, le prêt est de ${frMoney(loan)} et la prime d'assurance prêt hypothécaire (SCHL, Sagen ou Canada Guaranty) est de ${frPct2(c.result.rate)} du prêt : ${frCents(c.result.premium)}, ` +
    `ajoutée au prêt (${frCents(loan + c.result.premium)} en tout). En Ontario, vous payez aussi ${frCents(c.pst)} de taxe de vente sur la prime à la clôture.` +
    (c.assumedExtendedEligible
      ? ` Un amortissement assuré de ${c.years} ans est réservé aux premiers acheteurs et aux maisons neuves : j'ai supposé que c'est votre cas (la prime comprend la surprime).`
      : '') +
    (c.downAssumed ? ' Donnez-moi votre mise de fonds pour votre propre prime.' : '') +
    ` ${date}`
  )
}

function noOntarioTax(code: string): string {
  if (code === 'AB' || code === 'SK')
    return `L'${province(code)} n'a pas de droits de mutation : on y paie plutôt des frais d'enregistrement au registre foncier, bien moindres.`
  return `${enProvince(code).replace(/^./, (m) => m.toUpperCase())}, les droits de mutation suivent leurs propres règles, que je ne calcule pas encore; un agent autorisé peut vous aider.`
}

function landTransferTax(c: LandTransferTaxComputation, rules: RulesInForce): string {
  if (c.province !== 'ON') return noOntarioTax(c.province)
  const r = c.result
  const parts = [`droits de cession immobilière de l'Ontario ${frCents(r.provincial)}`]
  if (c.inToronto) parts.push(`droits municipaux de Toronto ${frCents(r.municipal)}`)
  let out = `Sur une maison de ${frDollars(c.price)}${c.inToronto ? ' à Toronto' : ' en Ontario, hors de Toronto'} (la « taxe de bienvenue ») : ${parts.join(' et ')}`
  const rebates = r.provincialRebate + r.municipalRebate
  const refunds = [
    r.provincialRebate > 0 ? `${frCents(r.provincialRebate)} sur les droits de l'Ontario` : '',
    r.municipalRebate > 0 ? `${frCents(r.municipalRebate)} sur ceux de Toronto` : '',
  ].filter(Boolean)
  if (c.firstTimeBuyer && rebates > 0)
    out += `, moins les remboursements pour premiers acheteurs de ${refunds.join(' et ')} (${frCents(rebates)}) : ${frCents(r.total)} en tout.`
  else out += c.inToronto ? ` : ${frCents(r.total)} en tout.` : '.'
  if (!c.firstTimeBuyer)
    out +=
      ` Les premiers acheteurs récupèrent jusqu'à ${frDollars(rules.ontarioLandTransferTax.firstTimeBuyerRebateMax)}` +
      (c.inToronto
        ? ` sur les droits de l'Ontario et jusqu'à ${frDollars(rules.torontoLandTransferTax.firstTimeBuyerRebateMax)} sur ceux de Toronto.`
        : '.')
  if (c.torontoAssumed) out += ' À Toronto, la ville perçoit aussi ses propres droits : dites-moi si la maison y est.'
  else if (!c.inToronto)
    out += ' Pas de droits de Toronto : la ville ne les perçoit que sur les maisons situées chez elle.'
  out += ` (Taux de l'Ontario ${depuis(rules.ontarioLandTransferTax.from)}${c.inToronto ? `; de Toronto ${depuis(rules.torontoLandTransferTax.from)}` : ''}.)`
  return out
}

function closingCosts(c: ClosingCostsComputation): string {
  const r = c.result
  const f = r.fees
  const feeTotal = f.legal + f.inspection + f.titleInsurance + f.appraisal
  const feeText = `honoraires juridiques ${frDollars(f.legal)}, inspection ${frDollars(f.inspection)}, assurance titres ${frDollars(f.titleInsurance)} et évaluation ${frDollars(f.appraisal)}`
  if (c.province !== 'ON')
    return `${noOntarioTax(c.province)} Les frais habituels font environ ${frDollars(feeTotal)} : ${feeText}. Prévoyez de 1,5 à 4${NBSP}% du prix en tout.`
  const items = [`droits de cession de l'Ontario ${frMoney(r.tax.provincial)}`]
  if (c.inToronto) items.push(`droits de Toronto ${frMoney(r.tax.municipal)}`)
  const rebates = r.tax.provincialRebate + r.tax.municipalRebate
  if (rebates > 0)
    items.push(
      `moins ${frMoney(rebates)} de remboursements pour premiers acheteurs (${frMoney(r.tax.total)} de droits à payer)`,
    )
  if (r.insurancePst > 0)
    items.push(
      `${frMoney(r.insurancePst)} de taxe de vente sur la prime d'assurance de ${frMoney(r.insurance.premium)}`,
    )
  items.push(feeText)
  const notes: string[] = []
  if (c.downAssumed)
    notes.push(
      `J'ai supposé une mise de fonds d'au moins 20${NBSP}% (sans assurance); avec moins, ajoutez 8${NBSP}% de taxe sur la prime.`,
    )
  if (c.torontoAssumed) notes.push('Hors de Toronto, faute de ville; Toronto ajoute ses propres droits.')
  notes.push('Les frais sont des montants typiques, à ajuster dans le calculateur.')
  return `Les frais de clôture d'une maison de ${frDollars(c.price)}${c.inToronto ? ' à Toronto' : ''} font environ ${frMoney(r.total)}, payés comptant à la clôture en plus de la mise de fonds : ${items.join(', ')}. ${notes.join(' ')}`
}

function qualifying(c: QualifyingRateComputation, rules: RulesInForce): string {
  const st = rules.stressTest
  const which =
    c.result.by === 'buffer' ? `votre taux plus ${frPct(st.bufferPct)}` : `le plancher de ${frPct2(st.floorPct)}`
  return `Avec un taux de ${frPct2(c.rate)}, vous êtes qualifié à ${frPct2(c.result.qualifyingRatePct)} (${which}) : les prêteurs appliquent le plus élevé de votre taux plus ${frPct(st.bufferPct)} et de ${frPct2(st.floorPct)}, la règle ${depuis(st.from)}. Vos paiements restent calculés à ${frPct2(c.rate)}.`
}

/** Le prêt à un prix plafonné sous la limite du revenu (« avec un prêt de 600 000 $ »). */
const frCapped = (l: { maxMortgage: number; priceMortgage: number }) =>
  l.maxMortgage - l.priceMortgage >= 1 ? ` avec un prêt de ${frDollars(l.priceMortgage)}` : ''

function affordability(c: AffordabilityComputation, rules: RulesInForce, today: string): string {
  const total = c.incomes.reduce((a, b) => a + b, 0)
  const income =
    c.incomes.length > 1
      ? `un revenu familial de ${frMoney(total)} (${c.incomes.map(frMoney).join(' + ')})`
      : `un revenu de ${frMoney(total)} par année`
  const debts = c.monthlyDebts > 0 ? ` et ${frMoney(c.monthlyDebts)} par mois d'autres dettes` : ''
  const lines = [
    `Avec ${income}${debts}, à ${rateSource(c.rate, c.rateSource, today)} sur ${c.years} ans :`,
    `• Confortable (logement jusqu'à ${COMFORTABLE_DEBT_SERVICE.gdsPct}${NBSP}% du revenu, toutes les dettes ${COMFORTABLE_DEBT_SERVICE.tdsPct}${NBSP}%) : un prêt jusqu'à ${frDollars(c.comfortable.maxMortgage)}, ${frCents(c.comfortable.monthlyPayment)} par mois.`,
    `• Le maximum d'un prêteur (${frPct(rules.lenderDebtService.gdsPct)} et ${frPct(rules.lenderDebtService.tdsPct)}, au taux du test de résistance de ${frPct2(c.lender.qualifyingRatePct)}) : jusqu'à ${frDollars(c.lender.maxMortgage)}.`,
  ]
  const notes: string[] = []
  if (c.down !== null)
    notes.push(
      `Avec vos ${frMoney(c.down)} de mise de fonds, c'est une maison jusqu'à ${frDollars(Math.floor(c.comfortable.maxPrice))}${frCapped(c.comfortable)} (confortable) ou ${frDollars(Math.floor(c.lender.maxPrice))}${frCapped(c.lender)} (maximum du prêteur)` +
        (c.lender.downPaymentLimits || c.comfortable.downPaymentLimits
          ? ' : les règles de mise de fonds minimale, pas le revenu, fixent cette limite.'
          : '.'),
    )
  else notes.push('Ajoutez votre mise de fonds à ces montants pour obtenir le prix.')
  if (c.down !== null && c.comfortable.incomePrice - c.comfortable.maxPrice >= 1)
    notes.push(
      `La limite du revenu (le prêt plus votre mise de fonds) est de ${frDollars(c.comfortable.incomePrice)} (confortable) ou ${frDollars(c.lender.incomePrice)} (maximum du prêteur)` +
        (c.comfortable.premium > 0 && !c.comfortable.downPaymentLimits
          ? ` ; la prime d'assurance prêt hypothécaire de ${frDollars(c.comfortable.premium)}, ajoutée au prêt, ramène le prix aux montants ci-dessus.`
          : '.'),
    )
  if (c.asked) {
    const ok = c.asked.mortgage <= c.comfortable.maxMortgage
    const okLender = c.asked.mortgage <= c.lender.maxMortgage
    notes.push(
      `Une maison de ${frDollars(c.asked.price)} avec ${c.asked.downAssumed ? 'la mise de fonds minimale de ' : ''}${frMoney(c.asked.down)} demande un prêt de ${frDollars(c.asked.mortgage)}` +
        (ok
          ? ' : dans le montant confortable.'
          : okLender
            ? " : au-delà du montant confortable, mais dans ce qu'un prêteur peut approuver."
            : ` : ${frDollars(c.asked.mortgage - c.lender.maxMortgage)} de plus que le maximum d'un prêteur.`),
    )
  }
  if (c.cardPayment > 0)
    notes.push(
      `J'ai compté ${frMoney(c.cardPayment)} par mois pour votre solde de carte de ${frMoney(c.cardBalances)} : les prêteurs en comptent 3${NBSP}%.`,
    )
  if (c.loanBalances > 0)
    notes.push(`Je n'ai pas compté le solde de prêt de ${frMoney(c.loanBalances)} : donnez-moi son paiement mensuel.`)
  if (c.yearsAssumed) notes.push(`J'ai utilisé un amortissement de ${c.years} ans.`)
  const assumed = assumedRate(c.rateSource)
  if (assumed) notes.push(assumed)
  const costs = [
    c.propertyTax > 0 ? `${frMoney(c.propertyTax)} par an de taxes foncières` : '',
    c.condoFees > 0 ? `la moitié de vos ${frMoney(c.condoFees)} par mois de frais de condo` : '',
    c.heating > 0 ? `${frMoney(c.heating)} par mois de chauffage` : '',
  ].filter(Boolean)
  notes.push(
    costs.length > 0
      ? `J'ai compté ${costs.join(' et ')} dans les frais de logement, comme les prêteurs${c.heating > 0 ? '.' : '; le chauffage réduit un peu plus ces montants.'}`
      : 'Les taxes foncières, le chauffage et les frais de condo réduisent ces montants; le calculateur en tient compte.',
  )
  return `${lines.join('\n')}\n${notes.join(' ')}`
}

function equity(c: EquityComputation): string {
  let out =
    `À 80${NBSP}% d'une valeur de ${frDollars(c.homeValue)}, vous pouvez emprunter jusqu'à ${frDollars(c.result.maxMortgage)} en tout; ` +
    `moins les ${frDollars(c.balance)} que vous devez, un refinancement pourrait libérer jusqu'à ${frDollars(c.result.available)}.`
  if (c.cashOut !== null)
    out +=
      c.cashOut <= c.result.available
        ? ` Vos ${frDollars(c.cashOut)} sont donc possibles.`
        : ` ${frDollars(c.cashOut)}, c'est plus que ce que permet un refinancement (de ${frDollars(c.cashOut - c.result.available)}).`
  return `${out} L'évaluation du prêteur fixe la valeur, vous devez vous qualifier de nouveau (test de résistance compris), et refinancer en cours de terme coûte une pénalité.`
}

function switching(c: SwitchComputation, today: string): string {
  const r = c.result
  const years = c.yearsAssumed
    ? `${c.years} ans d'amortissement restants (j'ai supposé ${c.years}; donnez-moi les vôtres)`
    : `${c.years} ans d'amortissement restants`
  const head =
    `Sur ${frMoney(c.balance)} avec ${years}, renouveler à ${frPct2(c.stayRate)} coûte ${frCents(r.stay.payment)} par mois; ` +
    `changer de prêteur à ${rateSource(c.switchRate, c.switchSource, today)}${c.switchSource.from === 'visitor' ? '' : ','} coûte ${frCents(r.switch.payment)}.`
  const over = `Sur un terme de ${c.termYears}${NBSP}ans,`
  const saving =
    r.interestSaved > 0
      ? `${over} changer épargne ${frCents(r.interestSaved)} d'intérêts.`
      : r.interestSaved < 0
        ? `${over} changer coûte ${frCents(-r.interestSaved)} de plus en intérêts : renouveler revient moins cher.`
        : `${over} les deux coûtent autant.`
  return (
    `${head} ${saving} C'est à l'échéance, sans pénalité ni frais de transfert (souvent payés par le nouveau prêteur); ` +
    "partir avant l'échéance ajoute votre pénalité. Les montants de votre prêteur font foi."
  )
}

function penalty(c: PenaltyComputation): string {
  const three = `Trois mois d'intérêts sur ${frMoney(c.balance)} à ${frPct2(c.rate)} font ${frCents(c.result.threeMonthsInterest)}.`
  const assumed = c.rateTypeAssumed ? " J'ai supposé un taux fixe; dites-moi s'il est variable." : ''
  const end = ' Le montant de votre prêteur fait foi : demandez-lui un relevé de remboursement.'
  if (c.rateType === 'variable')
    return `${three} Pour un taux variable, c'est habituellement toute la pénalité : environ ${frCents(c.result.penalty)}.${end}`
  if (c.method === null || c.comparisonRate === null || c.monthsRemaining === null)
    return (
      `${three} Pour un taux fixe, la pénalité est la plus élevée de ce montant et du différentiel de taux d'intérêt (DTI), qui demande ${c.monthsRemaining === null ? 'les mois qui restent au terme et ' : ''}le taux actuel de votre prêteur pour la période restante ` +
      `(dans les grandes banques, aussi le taux affiché à la signature). Donnez-les-moi et je ferai le calcul.${assumed}${end}`
    )
  const basis =
    c.method === 'posted'
      ? `le taux affiché d'aujourd'hui moins l'escompte obtenu à la signature : ${frPct2(c.comparisonRate)}`
      : `le taux actuel de votre prêteur, ${frPct2(c.comparisonRate)}`
  return (
    `${three} Le différentiel de taux d'intérêt sur les ${c.monthsRemaining} mois restants, comparé à ${basis}, est de ${frCents(c.result.ird)}. ` +
    `Pour un taux fixe, la pénalité est le plus élevé des deux : environ ${frCents(c.result.penalty)}.${assumed}${end}`
  )
}

function rates(c: RatesComputation): string {
  const where = c.byProvince ? ` ${enProvince(c.province)}` : ''
  let head: string
  if (c.stale)
    head = `Voici les taux${where} enregistrés sur cet appareil${c.ratesDate ? ` (${frLongDate(c.ratesDate)})` : ''} : vous semblez hors ligne, ceux d'aujourd'hui peuvent différer.`
  else if (c.ratesDate && c.ratesDate !== c.today) head = `Nos derniers taux${where}, du ${frLongDate(c.ratesDate)} :`
  else head = `Nos taux d'aujourd'hui${where}${c.ratesDate ? ` (${frLongDate(c.ratesDate)})` : ''} :`
  const want = c.mortgageType
  const groups = c.groups.map((g) => {
    const lines = g.lines.map((l) => {
      const parts: string[] = []
      if (l.insured !== null && want !== 'conventional' && want !== 'refinance')
        parts.push(`${frPct2(l.insured)} assuré`)
      if (l.conventional !== null && want !== 'insured' && want !== 'refinance')
        parts.push(`${frPct2(l.conventional)} conventionnel`)
      if (l.refinance !== null && want === 'refinance') parts.push(`${frPct2(l.refinance)} refinancement`)
      if (l.other !== null && parts.length === 0) parts.push(frPct2(l.other))
      return `${l.term} ans : ${parts.join(', ')}`
    })
    return `${g.rateType === 'fixed' ? 'Fixe' : 'Variable'}\n${lines.join('\n')}`
  })
  const notes = [
    "Les taux assurés s'appliquent sous 20 % de mise de fonds, avec l'assurance prêt hypothécaire; les taux conventionnels, à 20 % ou plus.".replace(
      / %/g,
      `${NBSP}%`,
    ),
    c.provinceAssumed && c.byProvince ? "Demandez-moi une autre province si vous n'êtes pas en Ontario." : '',
    'Votre taux dépend de votre mise de fonds, de la propriété et de votre crédit; un agent autorisé peut le confirmer.',
  ].filter(Boolean)
  return `${head}\n\n${groups.join('\n\n')}\n\n${notes.join(' ')}`
}

/** Les réponses de la base de connaissances, en français, par identifiant d'entrée. */
export const FRENCH_ANSWERS: Readonly<Record<string, string | ((r: RulesInForce) => string)>> = {
  'closing-costs': () =>
    `Prévoyez des frais de clôture d'environ 1,5 à 4${NBSP}% du prix d'achat, payés comptant le jour de la clôture en plus de la mise de fonds; les prêteurs veulent voir au moins 1,5${NBSP}% de côté. ` +
    "Les postes habituels : les droits de cession immobilière de l'Ontario (et ceux de Toronto dans la ville), les honoraires juridiques, l'assurance titres, une inspection, parfois une évaluation, les ajustements de taxes, " +
    `et avec un prêt assuré, la taxe de vente de ${ONTARIO_INSURANCE_PST_PCT}${NBSP}% sur la prime. Le calculateur des frais de clôture les additionne pour votre prix.`,
  'pre-approval':
    "Une préapprobation, c'est un prêteur qui examine votre revenu, vos dettes, votre crédit et votre mise de fonds avant vos visites, puis vous dit combien il prêtera et vous garantit un taux, habituellement de 90 à 120 jours. " +
    "Ce n'est pas une approbation finale : le prêteur vérifie encore la propriété et vos documents une fois l'offre acceptée. Elle demande une vérification de crédit. La préapprobation chez nous est gratuite.",
  'rate-hold': `Une garantie de taux bloque le taux d'aujourd'hui pendant que vous magasinez : jusqu'à ${BRAND.marketing.rateHoldDays} jours chez plusieurs prêteurs. Si les taux montent, vous gardez le vôtre; s'ils baissent, la plupart des prêteurs vous accordent le plus bas. Elle ne coûte rien et ne vous engage pas.`,
  prepayment: `La plupart des prêts fermés permettent de rembourser davantage chaque année sans pénalité : souvent un montant forfaitaire jusqu'à ${BRAND.marketing.prepaymentPct}${NBSP}% du montant initial et une hausse du paiement jusqu'à ${BRAND.marketing.prepaymentPct}${NBSP}%. Les limites figurent dans votre engagement hypothécaire; chaque dollar de plus réduit le capital et les intérêts.`,
  'breaking-penalty':
    "Rompre un prêt fermé avant la fin du terme coûte une pénalité : habituellement trois mois d'intérêts pour un taux variable; pour un taux fixe, le plus élevé de trois mois d'intérêts et du différentiel de taux d'intérêt (DTI), " +
    "soit à peu près l'écart entre votre taux et le taux actuel du prêteur pour la période restante, appliqué à votre solde. Le DTI peut être élevé, surtout chez les prêteurs qui utilisent les taux affichés. " +
    "Pour le réduire : utilisez vos privilèges de remboursement, transférez le prêt, renouvelez d'avance à un taux mixte (« blend and extend » : un nouveau terme à un taux qui combine le vôtre et celui d'aujourd'hui, sans pénalité) ou attendez le renouvellement. Votre prêteur donne le montant exact.",
  'default-insurance': (r) =>
    `Sous ${r.insurance.requiredBelowDownPct}${NBSP}% de mise de fonds (un prêt « à ratio élevé »; à ${r.insurance.requiredBelowDownPct}${NBSP}% ou plus, il est « conventionnel »), le prêt doit être assuré par la SCHL, Sagen ou Canada Guaranty. ` +
    `Cette assurance protège le prêteur, mais vous permet d'acheter avec une petite mise de fonds. La prime est un pourcentage du prêt : ${r.insurance.premiums
      .filter((row) => row.maxLtvPct > 100 - r.insurance.requiredBelowDownPct)
      .map((row) => `${frPct2(row.premiumPct)} avec ${frPct(100 - row.maxLtvPct)} ou plus de mise de fonds`)
      .reverse()
      .join(', ')}. ` +
    `Elle s'ajoute au prêt; en Ontario, une taxe de vente de ${ONTARIO_INSURANCE_PST_PCT}${NBSP}% sur la prime se paie à la clôture. Seules les maisons de moins de ${frDollars(r.downPayment.insuredPriceCap)} peuvent être assurées. Règles ${depuis(r.insurance.from)}.`,
  'down-payment': (r) =>
    `La mise de fonds minimale au Canada (${depuis(r.downPayment.from)}) : ${frPct(r.downPayment.firstTierPct)} jusqu'à ${frDollars(r.downPayment.firstTierLimit)}, puis ${frPct(r.downPayment.secondTierPct)} de la portion au-delà, jusqu'à ${frDollars(r.downPayment.insuredPriceCap)}; ` +
    `${frPct(r.downPayment.aboveCapPct)} à ${frDollars(r.downPayment.insuredPriceCap)} ou plus. Par exemple, une maison de ${frDollars(700_000)} demande au moins ${frDollars(minimumDownPayment(700_000, r.asOf))}. ` +
    `Sous ${r.insurance.requiredBelowDownPct}${NBSP}%, l'assurance prêt hypothécaire est obligatoire. L'argent peut venir de vos épargnes, du RAP, d'un CELIAPP ou d'un don de la famille proche; certains prêteurs acceptent une mise de fonds empruntée si son paiement respecte vos ratios d'endettement. Donnez-moi un prix et je calcule le minimum.`,
  'gifted-down-payment':
    "Oui, un don de la famille proche (parents, grands-parents, frères et sœurs) peut former tout ou partie de la mise de fonds, même pour un prêt assuré. Le prêteur demande une lettre de don signée confirmant que l'argent n'a pas à être remboursé, et la preuve que les fonds sont dans votre compte avant la clôture.",
  'stress-test': (r) =>
    `Pour vous qualifier, les prêteurs testent vos paiements à un taux plus élevé que celui que vous signez : le plus élevé de votre taux plus ${frPct(r.stressTest.bufferPct)} et de ${frPct2(r.stressTest.floorPct)} (le taux admissible minimal, ${depuis(r.stressTest.from)}). ` +
    "Le test fixe combien vous pouvez emprunter, pas ce que vous payez. Un renouvellement, ou un changement de prêteur au renouvellement sans emprunter davantage, n'y est pas soumis. Donnez-moi votre taux et je calcule le taux admissible.",
  'fixed-vs-variable':
    "Un taux fixe reste le même pendant le terme : vos paiements sont prévisibles. Un taux variable suit le taux préférentiel du prêteur, qui suit la Banque du Canada. Le variable a souvent coûté moins cher et sa pénalité est plus faible (trois mois d'intérêts); le fixe achète la certitude. Choisissez selon votre budget et votre tolérance au risque.",
  amortization: (r) =>
    `L'amortissement est la durée totale pour rembourser le prêt si les paiements restent les mêmes. Sous 20${NBSP}% de mise de fonds (prêt assuré), le maximum est de ${r.insurance.standardMaxAmortizationYears} ans` +
    (r.insurance.extendedAmortization
      ? `, ou ${r.insurance.extendedAmortization.maxYears} ans pour les premiers acheteurs et les maisons neuves`
      : '') +
    "; avec 20 % ou plus, la plupart des prêteurs vont jusqu'à 30 ans. Plus long, le paiement baisse mais les intérêts augmentent.".replace(
      ' %',
      `${NBSP}%`,
    ),
  term: "Le terme est la durée de votre contrat actuel (taux, prêteur, conditions), habituellement de 1 à 10 ans, 5 ans étant le plus courant. À la fin, vous renouvelez, changez de prêteur ou remboursez. L'amortissement, lui, est la durée totale du remboursement (souvent 25 ou 30 ans).",
  'open-vs-closed':
    "Un prêt ouvert se rembourse en tout temps sans pénalité, à un taux plus élevé et sur un terme court. Un prêt fermé a un taux plus bas, permet des remboursements anticipés dans ses privilèges et impose une pénalité s'il est rompu.",
  renewal:
    "À la fin du terme, vous renouvelez pour un nouveau terme à un nouveau taux. Les prêteurs sous réglementation fédérale doivent envoyer l'offre au moins 21 jours avant l'échéance, mais ne la signez pas d'office : la première offre n'est souvent pas la meilleure. " +
    "Commencez à comparer 4 à 6 mois avant; plusieurs prêteurs garantissent un taux jusqu'à 120 jours. Au renouvellement, vous pouvez changer de prêteur sans pénalité et sans test de résistance.",
  switching:
    "Vous pouvez transférer votre prêt chez un autre prêteur, habituellement au renouvellement, sans pénalité. Le nouveau prêteur paie souvent les frais juridiques et d'évaluation. Un transfert simple (même solde et même amortissement) n'exige pas le test de résistance; emprunter davantage en fait un refinancement.",
  refinance:
    "Refinancer remplace votre prêt par un nouveau, souvent plus gros, pour transformer une partie de la valeur nette de la maison en argent. Vous pouvez emprunter jusqu'à 80 % de la valeur estimée, moins ce que vous devez. ".replace(
      ' %',
      `${NBSP}%`,
    ) +
    'Le prêt refinancé ne peut pas être assuré, vous vous qualifiez de nouveau et refinancer en cours de terme coûte une pénalité.',
  'debt-consolidation':
    "Consolider, c'est faire passer des dettes à taux élevé (cartes, prêts auto, marges) dans votre prêt hypothécaire par un refinancement ou une marge, avec un seul paiement à un taux bien plus bas. En contrepartie, la dette est garantie par la maison et étalée sur plus d'années.",
  heloc:
    "La marge de crédit hypothécaire est une marge renouvelable garantie par la maison : jusqu'à 65 % de la valeur, et avec le prêt, jusqu'à 80 %. On paie l'intérêt seulement sur ce qu'on utilise, à taux variable.".replace(
      / %/g,
      `${NBSP}%`,
    ),
  'reverse-mortgage':
    "L'hypothèque inversée permet aux propriétaires de 55 ans et plus d'emprunter jusqu'à 55 % de la valeur de leur maison sans paiements réguliers. Les intérêts s'ajoutent au solde, remboursé à la vente, au déménagement ou au décès du dernier emprunteur; vous restez propriétaire. Les taux sont plus élevés et un avis juridique indépendant est requis.".replace(
      ' %',
      `${NBSP}%`,
    ),
  'first-time-buyer': (r) =>
    `Les premiers acheteurs en Ontario peuvent combiner : le CELIAPP (jusqu'à 8${NBSP}000${NBSP}$ par année, 40${NBSP}000${NBSP}$ en tout); le RAP (jusqu'à 60${NBSP}000${NBSP}$ par personne tirés du REER); ` +
    `le remboursement des droits de cession jusqu'à ${frDollars(r.ontarioLandTransferTax.firstTimeBuyerRebateMax)} en Ontario et ${frDollars(r.torontoLandTransferTax.firstTimeBuyerRebateMax)} de plus à Toronto; le crédit d'impôt fédéral pour l'achat d'une habitation (jusqu'à 1${NBSP}500${NBSP}$)` +
    (r.insurance.extendedAmortization
      ? `; et un amortissement assuré de ${r.insurance.extendedAmortization.maxYears} ans`
      : '') +
    '.',
  fhsa: `Le CELIAPP (compte d'épargne libre d'impôt pour l'achat d'une première propriété, depuis avril 2023) permet aux premiers acheteurs d'épargner jusqu'à 8${NBSP}000${NBSP}$ par année, 40${NBSP}000${NBSP}$ à vie : les cotisations sont déductibles comme un REER et le retrait pour une première maison est libre d'impôt. Jusqu'à 8${NBSP}000${NBSP}$ de droits inutilisés se reportent. Il se combine au RAP.`,
  'home-buyers-plan': `Le Régime d'accession à la propriété (RAP) permet de retirer jusqu'à 60${NBSP}000${NBSP}$ de vos REER sans impôt pour acheter une première maison (la limite est passée de 35${NBSP}000${NBSP}$ en avril 2024); un couple peut retirer jusqu'à 120${NBSP}000${NBSP}$. Vous remboursez votre REER sur 15 ans. Il se combine au CELIAPP.`,
  'land-transfer-tax': (r) =>
    `Les droits de cession immobilière de l'Ontario (la « taxe de bienvenue ») se calculent par tranches (${depuis(r.ontarioLandTransferTax.from)}). À Toronto, la ville ajoute ses propres droits, selon les mêmes tranches jusqu'à 2${NBSP}000${NBSP}000${NBSP}$. ` +
    `Les premiers acheteurs récupèrent jusqu'à ${frDollars(r.ontarioLandTransferTax.firstTimeBuyerRebateMax)} en Ontario et jusqu'à ${frDollars(r.torontoLandTransferTax.firstTimeBuyerRebateMax)} à Toronto. Donnez-moi un prix et je fais le calcul.`,
  broker: `Un courtier hypothécaire compare les offres de plus de 50 prêteurs avec une seule demande, négocie et s'occupe des démarches jusqu'à la clôture et à chaque renouvellement. Pour la plupart des acheteurs, c'est gratuit : le prêteur paie le courtier. En Ontario, courtiers et agents sont autorisés par l'ARSF (FSRA).`,
  rates:
    'Nos taux changent chaque jour et dépendent du terme, du type (fixe ou variable), de la mise de fonds et de la propriété. La page des taux les présente par province, et un agent autorisé peut confirmer le vôtre.',
  payment:
    "Votre paiement dépend du montant emprunté, du taux, de l'amortissement et de la fréquence. Les taux fixes canadiens sont composés semestriellement. Donnez-moi vos chiffres (« paiement sur 650 000 $ à 4,5 % sur 25 ans ») ou utilisez le calculateur.".replace(
      / ([$%])/g,
      `${NBSP}$1`,
    ),
  'payment-frequency':
    "Vous pouvez payer chaque mois (12 paiements), deux fois par mois (24), aux deux semaines (26) ou chaque semaine (52). Le paiement accéléré aux deux semaines verse la moitié du paiement mensuel toutes les deux semaines : un paiement mensuel de plus par année, qui raccourcit l'amortissement.",
  affordability: (r) =>
    `Les prêteurs regardent deux ratios de votre revenu brut, au taux du test de résistance : les frais de logement et l'ensemble des dettes. Les prêts assurés permettent jusqu'à ${frPct(r.lenderDebtService.gdsPct)} et ${frPct(r.lenderDebtService.tdsPct)}; ` +
    `un budget confortable reste près de ${frPct(COMFORTABLE_DEBT_SERVICE.gdsPct)} et ${frPct(COMFORTABLE_DEBT_SERVICE.tdsPct)}. Le calculateur d'abordabilité montre le prix confortable et le maximum d'un prêteur.`,
  'credit-score':
    "La plupart des prêts assurés demandent un pointage d'au moins 600 pour un des emprunteurs, et les meilleurs taux vont aux pointages de 680 et plus. Pour l'améliorer : payez tout à temps, gardez vos soldes de cartes sous 30 % des limites et vérifiez vos dossiers.".replace(
      ' %',
      `${NBSP}%`,
    ),
  'self-employed':
    'Les travailleurs autonomes se qualifient avec deux ans de revenus, habituellement prouvés par les déclarations T1 et les avis de cotisation; les prêteurs font la moyenne des deux ans. Si le revenu déclaré est bas, certains programmes acceptent un revenu déclaré avec une mise de fonds plus importante.',
  documents:
    "En général : une pièce d'identité avec photo; une preuve de revenu (lettre d'emploi, talon de paie, T4 ou avis de cotisation); la preuve de la mise de fonds (90 jours de relevés, ou une lettre de don); la liste de vos dettes; pour un achat, l'offre d'achat acceptée.",
  'alternative-lenders':
    "Si une banque a refusé à cause du crédit, d'une faillite ou d'un revenu difficile à prouver, des prêteurs alternatifs ou privés peuvent encore prêter, à un taux plus élevé, souvent avec des frais et au moins 20 % de mise de fonds ou de valeur nette.".replace(
      ' %',
      `${NBSP}%`,
    ),
  newcomers:
    "Les nouveaux arrivants peuvent acheter avec aussi peu que 5 % de mise de fonds grâce aux programmes assurés pour nouveaux arrivants, habituellement pour les résidents permanents arrivés depuis moins de cinq ans avec au moins trois mois d'emploi à temps plein au Canada. ".replace(
      ' %',
      `${NBSP}%`,
    ) +
    "Sans historique de crédit canadien, les prêteurs acceptent d'autres preuves (loyer, factures, rapport de crédit étranger). Les titulaires de permis de travail peuvent avoir besoin d'une mise de fonds plus élevée. " +
    "Les personnes qui ne sont ni citoyennes ni résidentes permanentes sont visées par l'interdiction fédérale d'achat (jusqu'au 1er janvier 2027, avec exceptions) et par la taxe de 25 % de l'Ontario sur les non-résidents; un agent peut vérifier votre situation.".replace(
      ' %',
      `${NBSP}%`,
    ),
  'foreign-buyers':
    "Depuis le 1er janvier 2023, une loi fédérale interdit aux personnes qui ne sont ni citoyennes canadiennes ni résidentes permanentes d'acheter une propriété résidentielle au Canada, jusqu'au 1er janvier 2027, avec des exceptions (certains titulaires de permis de travail, étudiants étrangers, demandeurs d'asile). " +
    "Lorsqu'un achat est permis, l'Ontario ajoute l'impôt sur la spéculation pour les non-résidents : 25 % du prix, partout dans la province depuis le 25 octobre 2022, en plus des droits de cession. Vérifiez avec un avocat et un agent autorisé avant de faire une offre.".replace(
      ' %',
      `${NBSP}%`,
    ),
  'rental-property':
    "Un immeuble locatif que vous n'habitez pas demande au moins 20 % de mise de fonds. Si vous habitez un des logements d'un duplex, la mise de fonds minimale habituelle s'applique. Les prêteurs comptent une partie des loyers prévus.".replace(
      ' %',
      `${NBSP}%`,
    ),
  condo: (r) =>
    `Un condo se finance comme une maison, avec la même mise de fonds minimale, mais les prêteurs comptent ${frPct(r.lenderDebtService.condoFeeSharePct)} des frais de condo dans vos ratios. Faites vérifier le certificat d'état de la copropriété par votre avocat avant de lever les conditions.`,
  'renovation-financing':
    "À l'achat, un prêt « achat plus rénovations » ajoute le coût des travaux au prêt, sur soumissions; l'argent est versé une fois les travaux terminés. Déjà propriétaire : refinancement (jusqu'à 80 % de la valeur) ou marge de crédit hypothécaire.".replace(
      ' %',
      `${NBSP}%`,
    ),
  'bridge-financing':
    "Quand la nouvelle maison se conclut avant la vente de l'ancienne, un prêt relais couvre l'écart en prêtant la valeur nette de la maison vendue pour quelques jours ou semaines, avec une vente ferme, à un taux plus élevé.",
  'second-home':
    "Une résidence secondaire que vous utiliserez vous-même, sans la louer, se finance comme une première : si elle est habitable à l'année (accès routier en hiver, chauffage et eau permanents), certains assureurs permettent une mise de fonds d'aussi peu que 5 %. ".replace(
      ' %',
      `${NBSP}%`,
    ) +
    'Les chalets saisonniers sont financés par moins de prêteurs et demandent une mise de fonds plus élevée, souvent de 10 à 20 % ou plus; les prêteurs comptent les frais des deux propriétés dans vos ratios.'.replace(
      ' %',
      `${NBSP}%`,
    ),
  porting:
    'La plupart des prêts à taux fixe sont transférables : en vendant et en achetant, vous emportez votre taux, votre solde et votre terme vers la nouvelle maison et évitez la pénalité, à condition de vous qualifier de nouveau dans le délai prévu.',
  'missed-payments':
    "Si vous manquez un paiement, appelez votre prêteur tout de suite : il préfère un plan (report, amortissement plus long). En Ontario, après 15 jours de défaut, il peut envoyer un avis de vente sous contrôle de justice qui vous laisse au moins 35 jours pour payer l'arriéré. Voyez vite un agent, et un avocat dès qu'un avis arrive.",
  'creditor-insurance':
    "L'assurance vie et invalidité du prêteur rembourse le solde à votre décès ou fait vos paiements un temps si vous ne pouvez plus travailler. Facultative, elle diffère de l'assurance prêt hypothécaire (SCHL). Le prêteur en est le bénéficiaire et la couverture baisse avec le solde; comparez avec une assurance temporaire à votre nom.",
  'co-signer':
    "Un cosignataire figure sur le prêt et ses revenus comptent avec les vôtres; un garant s'engage à payer si vous ne le faites pas. Dans les deux cas, il répond de toute la dette. Obtenez chacun un avis juridique indépendant.",
  separation: `Pour garder la maison après une séparation, on refinance d'habitude pour racheter la part de l'ex-conjoint (jusqu'à 80${NBSP}% de la valeur), et il faut se qualifier seul. Le prêteur veut l'entente de séparation signée. Un agent peut vérifier ce que vous pouvez assumer.`,
  'rent-to-own':
    "En location avec option d'achat, vous louez une maison avec le droit de l'acheter plus tard à un prix fixé; une partie du loyer est créditée à l'achat. Sans prêt hypothécaire à la fin, frais et crédits sont d'habitude perdus. Faites lire l'entente par un avocat.",
  assumable:
    "Reprendre une hypothèque, c'est prendre en charge le prêt du vendeur (taux, solde, terme), avec l'accord du prêteur : l'acheteur doit se qualifier. Le vendeur doit obtenir une libération écrite. Reprendre celle d'un parent se fait de la même façon : le prêteur doit vous approuver.",
  'collateral-charge':
    'Une hypothèque collatérale est enregistrée pour plus que le montant emprunté, ce qui permet de prêter plus tard sans nouvel enregistrement; mais changer de prêteur en demande alors un nouveau.',
  'rural-land':
    'Les maisons rurales avec puits et fosse septique se financent chez la plupart des prêteurs. Une ferme en exploitation relève du prêt agricole; un terrain vacant demande une mise de fonds bien plus élevée.',
  'qualifying-income':
    "Les prêteurs comptent les revenus stables et prouvés : salaire après la probation; heures supplémentaires, primes et commissions en moyenne sur deux ans; temps partiel, contrat ou travail saisonnier avec environ deux ans dans le domaine; pensions, RPC et SV; pension alimentaire prévue par une entente signée; une partie des loyers. En congé parental, le revenu compte d'habitude avec une lettre confirmant le retour. Les dettes (auto, prêt étudiant, cartes) comptent contre vous. Un agent peut vérifier votre cas.",
  'closing-day': `Le dépôt versé quand l'offre est acceptée (souvent environ 5${NBSP}% du prix, détenu en fidéicommis) fait partie de la mise de fonds. Environ une semaine avant la clôture, l'avocat demande le reste de la mise de fonds et les frais; le jour de la clôture, il reçoit les fonds du prêt, paie le vendeur, enregistre l'acte et l'hypothèque, et vous recevez les clés. Ne changez ni d'emploi ni de crédit d'ici là.`,
  'appraisal-gap':
    "Le prêteur prête sur le moindre du prix et de la valeur évaluée : si l'évaluation est basse, vous payez l'écart comptant. Options : plus d'épargne ou un don, renégocier si l'offre est encore conditionnelle au financement, une deuxième évaluation ou un autre prêteur. Parlez à un agent avant la fin de la condition.",
  'cash-back': `Une hypothèque avec remise en argent vous verse une somme à la clôture (souvent 1${NBSP}% à 5${NBSP}% du prêt) en échange d'un taux plus élevé. Si vous rompez l'hypothèque avant la fin du terme, vous remboursez d'habitude une partie de la remise en plus de la pénalité. Comparez le coût total avec un agent.`,
  'skip-payment':
    "Certains prêteurs permettent de sauter un paiement ou de prendre un congé de paiement de quelques mois, souvent si vous êtes en avance sur vos paiements. Les intérêts courent et s'ajoutent au solde. Demandez à votre prêteur avant d'arrêter de payer : un paiement manqué sans entente est un défaut.",
  'offer-conditions':
    "La plupart des acheteurs font une offre conditionnelle au financement (souvent 5 jours ouvrables) et à une inspection; pour un condo, aussi à l'examen du certificat d'état par l'avocat. Tant que les conditions ne sont pas levées, vous pouvez vous retirer; une fois l'offre ferme, votre dépôt est en jeu. Une préapprobation n'est pas une approbation finale : parlez à un agent avant de lever la condition de financement.",
  'new-build': `En préconstruction, les dépôts se paient d'habitude par versements (souvent 15${NBSP}% à 20${NBSP}% du prix sur un an ou deux) et comptent dans la mise de fonds. Le prêt est approuvé près de la clôture, parfois des années plus tard : revenu, crédit et taux sont vérifiés à ce moment. Dans un condo neuf, on paie souvent des frais d'occupation avant l'enregistrement. La TVH est d'habitude incluse dans le prix, avec le remboursement cédé au constructeur; Tarion protège les dépôts jusqu'à certaines limites. Céder le contrat (cession) exige l'accord du constructeur.`,
  'loan-to-value': (r) =>
    `Le ratio prêt-valeur est le prêt divisé par la valeur de la maison : un prêt de 400${NBSP}000${NBSP}$ sur une maison de 500${NBSP}000${NBSP}$, c'est 80${NBSP}%. Au-delà de ${frPct(100 - r.insurance.requiredBelowDownPct)} (moins de ${frPct(r.insurance.requiredBelowDownPct)} de mise de fonds), le prêt doit être assuré; un refinancement va jusqu'à 80${NBSP}%, une marge de crédit seule jusqu'à 65${NBSP}%.`,
  'second-mortgage':
    "Une deuxième hypothèque est un prêt enregistré derrière la première, d'habitude auprès d'un prêteur alternatif ou privé, pour un terme court (souvent 1 ou 2 ans), à un taux plus élevé avec des frais. Elle garde en place une première hypothèque à bas taux; une marge de crédit ou un refinancement coûte d'habitude moins. Un agent peut comparer.",
  'talk-to-agent': `Avec plaisir! Laissez votre nom et un courriel ou un numéro de téléphone ici et un agent hypothécaire autorisé vous contactera, ou appelez-nous au ${BRAND.phone}.`,
  'find-agent':
    'Nos agents hypothécaires autorisés sont présentés sur la page Trouver un courtier, chacun avec son profil et ses coordonnées : choisissez-en un près de chez vous. Ou laissez votre nom et un courriel ou un numéro ici, et le bon agent vous contactera.',
  'become-agent': `En Ontario, agents et courtiers hypothécaires sont autorisés par l'ARSF (FSRA). On commence comme agent de niveau 1 : cours approuvé, examen et demande de permis, parrainé par une maison de courtage. Le niveau 2 demande 12 mois au niveau 1; le permis de courtier, 24 mois au niveau 2. Pour bâtir votre carrière chez ${BRAND.name}, postulez sur notre page Devenir courtier.`,
  'contact-us': `Appelez-nous au ${BRAND.phone} (sans frais ${BRAND.tollFree}), écrivez à ${BRAND.email} ou visitez-nous au ${BRAND.office.street}, ${BRAND.office.city} (${BRAND.office.province}) ${BRAND.office.postalCode}. Vous pouvez aussi laisser votre nom et un courriel ou un numéro ici.`,
  'approval-odds':
    "L'approbation dépend de l'ensemble de votre dossier : revenu, dettes, crédit, mise de fonds et propriété, et chaque prêteur les pèse différemment. Je ne peux pas promettre une approbation, mais un agent autorisé peut examiner votre situation gratuitement. Laissez vos coordonnées ici ou trouvez un agent près de chez vous.",
  'legal-advice':
    "Je peux expliquer le fonctionnement des prêts, mais pas donner d'avis juridique : savoir si une entente vous lie, quoi signer ou vos droits dans un différend, c'est le rôle d'un avocat en droit immobilier. Un agent autorisé peut vous guider pour le volet hypothécaire. Laissez vos coordonnées ici ou contactez-nous.",
  'property-tax':
    "L'impôt foncier est facturé chaque année par votre municipalité selon la valeur évaluée de la propriété (la SEFM/MPAC évalue les propriétés en Ontario) et se paie en versements. Certains prêteurs le perçoivent avec chaque paiement hypothécaire et le versent à la municipalité (un compte de taxes); sinon, vous payez la municipalité directement. Les prêteurs comptent sa part mensuelle dans vos frais de logement pour calculer ce à quoi vous êtes admissible. Les droits de cession immobilière sont un autre impôt, payé une seule fois à l'achat.",
}

export const FRENCH: Renderer = {
  lang: 'fr',
  computation(c: Computation, rules, today) {
    switch (c.kind) {
      case 'payment':
        return payment(c, rules, today)
      case 'down-payment':
        return downPayment(c, rules)
      case 'insurance':
        return insurance(c, rules)
      case 'land-transfer-tax':
        return landTransferTax(c, rules)
      case 'closing-costs':
        return closingCosts(c)
      case 'qualifying-rate':
        return qualifying(c, rules)
      case 'affordability':
        return affordability(c, rules, today)
      case 'equity':
        return equity(c)
      case 'penalty':
        return penalty(c)
      case 'switch':
        return switching(c, today)
      case 'rates':
        return rates(c)
    }
  },
  entry(entry, rules) {
    const answer = FRENCH_ANSWERS[entry.id]
    if (answer === undefined) return null
    return typeof answer === 'string' ? answer : answer(rules)
  },
  linkLabel(to, prefilled) {
    switch (to) {
      case '/mortgage-calculator':
        return prefilled ? 'Ouvrir le calculateur de paiement avec ces chiffres' : 'Ouvrir le calculateur de paiement'
      case '/calculators':
        return prefilled ? 'Voir vos frais de clôture avec ces chiffres' : 'Ouvrir le calculateur des frais de clôture'
      case '/affordability-calculator':
        return prefilled
          ? "Ouvrir le calculateur d'abordabilité avec ces chiffres"
          : "Ouvrir le calculateur d'abordabilité"
      case '/renewal-calculator':
        return prefilled
          ? 'Ouvrir le calculateur de renouvellement avec ces chiffres'
          : 'Ouvrir le calculateur de renouvellement'
      case '/rates':
        return "Voir les taux d'aujourd'hui"
      case '/find-broker':
        return 'Trouver un agent autorisé'
      case '/become-broker':
        return 'Postuler pour nous joindre'
      case '/contact':
        return 'Joindre un agent autorisé'
    }
  },
  askRate: (general) => `${general} Donnez-moi aussi le taux d'intérêt (« à 4,5${NBSP}% ») et je calcule le paiement.`,
  askNumbers(entryId) {
    switch (entryId) {
      case 'refinance':
        return 'Donnez-moi la valeur de la maison et ce que vous devez (« vaut 800 000 $, je dois 450 000 $ ») et je calcule ce que vous pourriez retirer.'.replace(
          / \$/g,
          `${NBSP}$`,
        )
      case 'breaking-penalty':
        return 'Donnez-moi votre solde, votre taux et les mois restants pour une estimation.'
      case 'switching':
        return 'Donnez-moi votre solde et le taux offert au renouvellement et je le compare à un changement de prêteur.'
      case 'affordability':
        return 'Donnez-moi votre revenu (et celui de votre conjoint, vos dettes mensuelles et votre mise de fonds) et je calcule ce que vous pouvez vous permettre.'
      default:
        return null
    }
  },
  unused: (amounts) =>
    `Je n'ai pas utilisé ${amounts.map(frMoney).join(' ni ')} : dites-moi à quoi ${amounts.length > 1 ? 'ces montants correspondent' : 'ce montant correspond'} (mise de fonds, solde, revenu…) et j'en tiendrai compte.`,
  unread: (numbers) =>
    `Je n'ai pas compris à quoi ${numbers.length > 1 ? 'correspondent' : 'correspond'} ${numbers.join(' et ')}, je ne l'ai donc pas utilisé : dites-le-moi (un taux, un montant, un nombre d'années…) et j'en tiendrai compte.`,
  downTaken: (amount) => `J'ai considéré ${frMoney(amount)} comme votre mise de fonds; dites-moi si c'est autre chose.`,
  priceTaken: (amount) =>
    `J'ai considéré ${frMoney(amount)} comme le prix, dont j'ai retiré votre mise de fonds; dites-moi si c'est le montant emprunté.`,
  clarify: (understood, titles) =>
    `${understood.length > 0 ? `J'ai compris « ${understood.join(' ')} », mais cela` : 'Cela'} peut toucher plus d'un sujet. Lequel voulez-vous dire : ${titles.join(', ou ')}? Ou demandez à un agent autorisé.`,
  askUnread: (numbers, titles) =>
    `Je n'ai pas compris à quoi ${numbers.length > 1 ? 'correspondent' : 'correspond'} ${numbers.join(' et ')}, et un calcul fait sans ${numbers.length > 1 ? 'ces nombres' : 'ce nombre'} pourrait être faux. Dites-moi ce que c'est (un prix, votre solde, des frais par mois, une cote de crédit…) ou choisissez : ${titles.join(', ou ')}. Ou demandez à un agent autorisé.`,
  title: (entry) => FRENCH_TITLES[entry.id] ?? entry.title,
  noAnswer: `Désolé, je n'ai pas trouvé de réponse à cette question. Un agent hypothécaire autorisé peut vous aider : laissez votre nom et un courriel ou un numéro de téléphone ici et un agent vous contactera, ou appelez-nous au ${BRAND.phone}.`,
  offTopic:
    "Je suis un assistant hypothécaire : cette question sort de ce que je connais. Je peux vous aider avec les taux, les paiements, la mise de fonds, les frais de clôture, l'abordabilité, le refinancement, le renouvellement et les programmes pour premiers acheteurs. Que voulez-vous savoir?",
  outsideCanada: `Je ne peux vous aider qu'avec les prêts hypothécaires pour des propriétés au Canada : je ne donne pas les taux, les taxes ni les règles d'un autre pays. Pour une propriété ici, un agent hypothécaire autorisé peut vous aider : laissez votre nom et un courriel ou un numéro de téléphone, ou appelez-nous au ${BRAND.phone}.`,
  hello:
    'Bonjour! Que voulez-vous savoir sur les prêts hypothécaires? Demandez-moi les taux, un paiement, la mise de fonds, un renouvellement et plus.',
  thanks: 'Avec plaisir! Puis-je vous aider avec autre chose?',
  acknowledgement(name, email, phone) {
    const ways = [email ? `par courriel à ${email}` : null, phone ? `par téléphone au ${phone}` : null].filter(Boolean)
    return `Merci${name ? `, ${name}` : ''}! Un agent hypothécaire autorisé vous contactera ${ways.join(' ou ')} sous peu.`
  },
  niceToMeet: (name) => `Enchanté, ${name}! Comment puis-je vous aider?`,
}
