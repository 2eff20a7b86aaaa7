// The words and phrases visitors use for each knowledge-base topic (abbreviations, everyday
// wording), indexed with the entry's title (index-build.ts). Build time only: the engine's
// chunk carries them inside the serialised index, not as text.

export const KNOWLEDGE_KEYWORDS: Readonly<Record<string, string>> = {
  'closing-costs':
    'closing costs fees cash needed at closing on top of down payment lawyer legal fees title insurance home inspection appraisal adjustments how much extra money budget',
  'pre-approval':
    'pre-approval pre-approved pre-qualify prequalification house hunting before shopping how long valid expire expiry letter credit check',
  'rate-hold':
    'rate hold lock in a rate guarantee reserve hold a rate 120 days rates go up rates drop protection while shopping how long held valid',
  prepayment:
    'prepayment privileges pay extra lump sum annual payment increase pay off faster early without penalty double up extra payments',
  'breaking-penalty':
    'penalty break mortgage early get out of contract before term ends interest rate differential three months interest discharge prepayment penalty cost to break blend and extend blended',
  'default-insurance':
    'mortgage default insurance cmhc sagen canada guaranty insured mortgage high ratio conventional premium cost less than 20% down insurer protects lender need insurance mandatory required insured price cap ceiling highest price that can be insured',
  'down-payment':
    'minimum down payment how much to put down least deposit borrowed down payment borrow the down payment 5 percent 10 percent 20 percent required save purchase price',
  'gifted-down-payment':
    'gift gifted down payment parents family help gift letter money from relatives relative family member grandparents gifted funds',
  'stress-test':
    'stress test minimum qualifying rate mqr qualify at higher rate osfi b-20 buffer floor qualifying rate rule guideline',
  'fixed-vs-variable':
    'fixed versus variable rate difference which is better adjustable prime rate bank of canada risk predictable payments floating rates come down',
  amortization:
    'amortization period life of the loan how many years to pay off 25 years 30 years longest maximum insured amortization spread extended 30 year first time buyer new build',
  term: 'term length 1 year 3 year 5 year 10 year contract length short long term which term choose',
  'open-vs-closed': 'open mortgage closed mortgage difference repay anytime flexible short term',
  renewal: 'renewal renew maturity term ending up for renewal renewal letter offer from my bank sign shop around early',
  switching:
    'switch transfer mortgage to another lender move different bank change lender at renewal or mid term costs stay with my lender or move shop around',
  refinance:
    'refinance equity take out cash out access home equity borrow against home how much new mortgage replace tap equity',
  'debt-consolidation':
    'debt consolidation consolidate debts pay off credit cards car loan line of credit high interest roll into mortgage one payment',
  heloc: 'heloc home equity line of credit revolving borrow against house interest only readvanceable',
  'reverse-mortgage':
    'reverse mortgage seniors retired retirement age 55 older chip homeequity bank no payments tax free cash from home unlock home equity without selling older homeowners 55 plus',
  'first-time-buyer': 'first time home buyer programs incentives government help rebates credits first home',
  fhsa: 'fhsa first home savings account tax free savings contribution limit yearly annual lifetime room combine with rrsp home buyers plan',
  'home-buyers-plan':
    'home buyers plan hbp rrsp withdrawal down payment repay 60,000 limit use rrsp for down payment take money out of rrsp',
  'land-transfer-tax':
    'land transfer tax ontario toronto municipal double ltt rebate refund first time buyer welcome tax',
  broker:
    'mortgage broker agent what do brokers do cost fees charge free why use broker instead of bank licensed fsra compare lenders',
  rates: 'rates today current interest rate best lowest mortgage rates fixed variable 5 year 3 year',
  payment: 'monthly payment how much will I pay per month calculate mortgage payment cost principal interest',
  'payment-frequency':
    'payment frequency accelerated bi-weekly weekly semi-monthly monthly every two weeks pay faster which schedule',
  affordability:
    'afford affordability how much can I borrow qualify for maximum mortgage income salary gds tds debt service ratios budget earn how expensive a home can I buy price range',
  'credit-score':
    'credit score rating history minimum credit needed improve credit report equifax transunion collections collection agency',
  'self-employed':
    'self employed business owner contractor freelancer commission stated income business for self income proof sole proprietor proprietorship incorporated own my own business tax returns gig work side hustle rideshare delivery driver uber lyft doordash instacart fiverr upwork',
  documents:
    'documents paperwork needed apply application proof of income pay stub employment letter t4 notice of assessment bank statements id bring provide submit send',
  'alternative-lenders':
    'bad credit poor credit bruised credit b lender alternative lender private mortgage bankruptcy consumer proposal declined turned down rejected refused denied said no by bank',
  newcomers:
    'newcomer new to canada immigrant immigrants permanent resident work permit study permit no canadian credit history foreign income moving to canada from abroad arrived recently relocating',
  'foreign-buyers':
    'foreign buyer buyers foreigner foreigners non resident non-resident nonresident non canadian not a citizen foreign national ban prohibition speculation tax nrst international student study permit student visa abroad overseas live outside canada living in the us usa united states american buyer',
  'rental-property':
    'rental property investment property investor landlord rental income second property buy to rent live in one unit rent out the other units multi-unit duplex triplex fourplex',
  condo:
    'condo condominium apartment unit condo fees maintenance fees status certificate reserve fund special assessment',
  'renovation-financing':
    'renovation financing purchase plus improvements fixer upper add renovation costs to mortgage upgrade home improvements renovations renos reno borrow extra for renovating kitchen bathroom basement addition',
  'bridge-financing':
    'bridge financing bridge loan buying before selling bought before we sold not sold yet two closings closing dates overlap',
  'second-home':
    'second home cottage cabin chalet vacation property recreational property seasonal lake house weekend home buy a cottage',
  porting: 'port portable mortgage take with me when I move new house keep my rate',
  'missed-payments':
    'missed payments miss a payment late payment fall fell falling behind arrears default defaulted defaulting cannot afford payments power of sale foreclosure repossess repossession notice of sale deferral hardship lost my job unemployed',
  'creditor-insurance':
    'life insurance disability insurance creditor insurance mortgage protection critical illness if I die dies died death disabled term insurance beneficiary',
  'co-signer':
    'cosign cosigner co-signer guarantor co-borrower coborrower add someone to the mortgage joint applicant for my child son daughter liable responsible if they stop paying',
  separation:
    'separation separated divorce divorced ex spouse split up spousal buyout buy out my ex keep the house matrimonial home',
  'rent-to-own': 'rent-to-own lease-to-own lease option option fee credits',
  assumable: 'assumable assume take over the sellers mortgage existing mortgage transfer to the buyer',
  'collateral-charge': 'collateral mortgage standard registration registered on title readvanceable',
  'rural-land':
    'rural country acreage acres farm farmland farmhouse hobby farm agricultural well septic vacant land lot construction mortgage build a house',
  'qualifying-income':
    'income toward overtime bonus bonuses commission probation part time part-time contract seasonal casual shift premiums pension cpp oas child support spousal support alimony maternity leave mat leave parental leave paternity leave disability benefits lenders use gig tips',
  'closing-day':
    'deposit offer deposit held in trust closing day what happens on closing keys final walkthrough funds lawyer trust account closing date steps',
  'appraisal-gap':
    'appraisal low appraisal came in low appraised under the price below purchase price appraisal shortfall gap valuation short lower than offer',
  'cash-back': 'cash back cashback cash-back mortgage',
  'skip-payment':
    'skip a payment skip payment payment holiday payment vacation pause payments defer take a break from payments miss one month on purpose',
  'offer-conditions':
    'conditions condition conditional offer financing condition inspection condition home inspection waive go firm firm offer subject to financing bully offer walk away',
  'new-build':
    'pre-construction preconstruction pre construction new build new construction builder developer occupancy fees interim occupancy assignment hst rebate tarion deposit structure',
  'loan-to-value': 'ltv loan to value loan-to-value ratio',
  'second-mortgage': 'second mortgage 2nd mortgage second charge',
  'talk-to-agent':
    'talk to an agent speak to a person human real person call me contact broker someone help me in person meet advisor',
  'find-agent':
    'find an agent near me local mortgage agent broker in my area directory nearby closest agent list punjabi hindi urdu gujarati tamil bengali mandarin cantonese chinese tagalog filipino korean vietnamese arabic farsi persian spanish portuguese italian polish russian ukrainian somali',
  'become-agent':
    'become a mortgage agent broker career job licence license licensing course exam level 1 level 2 fsra join your team work for you hiring',
  'contact-us': 'contact phone number call email address office location hours reach you get in touch visit',
  'approval-odds':
    'approved approve approval chances odds will i qualify get accepted likely guarantee bank say yes turned down',
  'property-tax': 'property tax municipal city yearly bill assessed value mpac tax account instalments',
  'legal-advice':
    'legal advice lawyer need a lawyer binding contract agreement of purchase and sale sign sue rights dispute conditions deposit back',
}

/**
 * French words for each topic (indexed with the English ones), so a French question finds its
 * entry; answers in French are in french.ts.
 */
export const KNOWLEDGE_KEYWORDS_FR: Readonly<Record<string, string>> = {
  'closing-costs': 'frais de cloture frais de notaire couts a l achat argent a prevoir ajustements inspection',
  'pre-approval': 'preapprobation pre-approbation preautorisation garantie de taux combien de temps valide',
  'rate-hold': 'garantie de taux bloquer le taux reserver un taux 120 jours',
  prepayment: 'remboursement anticipe paiement supplementaire montant forfaitaire privileges rembourser plus vite',
  'breaking-penalty':
    'penalite rompre casser briser mon hypotheque avant echeance differentiel de taux trois mois d interet taux mixte',
  'default-insurance':
    'assurance pret hypothecaire assurance hypothecaire schl prime d assurance moins de 20 mise de fonds assure conventionnel plafond prix maximal assurable',
  'down-payment': 'mise de fonds minimum comptant combien mettre minimale requise',
  'gifted-down-payment': 'don mise de fonds parents famille lettre de don cadeau',
  'stress-test': 'test de resistance taux admissible taux de qualification taux d admissibilite simulation de crise',
  'fixed-vs-variable': 'taux fixe ou variable lequel choisir taux preferentiel',
  amortization: 'amortissement periode d amortissement 25 ans 30 ans',
  term: 'terme duree du terme 5 ans echeance',
  'open-vs-closed': 'hypotheque ouverte fermee',
  renewal: 'renouvellement renouveler echeance lettre de renouvellement que faire',
  switching: 'changer de preteur transferer mon hypotheque autre banque',
  refinance: 'refinancement refinancer valeur nette equite retirer de l argent maison',
  'debt-consolidation': 'consolidation de dettes regrouper dettes cartes de credit',
  heloc: 'marge de credit hypothecaire marge sur valeur domiciliaire',
  'reverse-mortgage': 'hypotheque inversee aines retraites 55 ans',
  'first-time-buyer': 'premier acheteur premiere maison programmes aide gouvernement premier achat',
  fhsa: 'celiapp compte d epargne libre d impot pour l achat d une premiere propriete plafond cotisation',
  'home-buyers-plan': 'rap regime d accession a la propriete reer retrait limite',
  'land-transfer-tax':
    'taxe de bienvenue droits de mutation droits de cession taxe sur le transfert foncier ontario toronto remboursement',
  broker: 'courtier hypothecaire frais gratuit pourquoi un courtier',
  rates: 'taux hypothecaires taux aujourd hui meilleur taux taux actuels',
  payment: 'paiement hypothecaire versement mensualite combien par mois calcul',
  'payment-frequency': 'frequence des paiements aux deux semaines hebdomadaire accelere',
  affordability: 'capacite d emprunt combien emprunter abordabilite revenu me permettre',
  'credit-score': 'cote de credit pointage de credit dossier de credit',
  'self-employed': 'travailleur autonome travail autonome entrepreneur revenu declare',
  documents: 'documents requis pieces justificatives talon de paie lettre d emploi avis de cotisation',
  'alternative-lenders': 'mauvais credit preteur alternatif preteur prive faillite proposition de consommateur refus',
  newcomers: 'nouvel arrivant nouveaux arrivants immigrant resident permanent permis de travail arrive au canada',
  'foreign-buyers': 'acheteur etranger non resident interdiction taxe de speculation',
  'rental-property': 'immeuble locatif propriete a revenus investissement locataires',
  condo: 'condo copropriete frais de condo certificat d etat',
  'renovation-financing': 'renovations achat plus renovations travaux',
  'bridge-financing': 'pret relais financement temporaire acheter avant de vendre',
  'second-home': 'residence secondaire chalet propriete de vacances',
  porting: 'transferer hypotheque nouvelle maison portabilite',
  'missed-payments':
    'paiement manque paiements manques manquer en retard arrieres vente sous controle de justice saisie',
  'creditor-insurance': 'assurance vie invalidite assurance credit deces',
  'co-signer': 'cosignataire endosseur garant caution coemprunteur',
  separation: 'separation divorce ex conjoint rachat garder la maison',
  'rent-to-own': 'location avec option d achat',
  assumable: 'reprendre l hypotheque du vendeur',
  'collateral-charge': 'hypotheque collaterale',
  'rural-land': 'propriete rurale ferme puits fosse septique terrain vacant',
  'qualifying-income':
    'revenu admissible revenus comptes heures supplementaires prime commission periode de probation temps partiel contrat saisonnier pension rente rrq sv pension alimentaire conge de maternite conge parental',
  'closing-day': 'depot acompte depot avec l offre d achat jour de la cloture cles notaire fiducie etapes',
  'appraisal-gap': 'evaluation basse evaluation inferieure au prix ecart d evaluation',
  'cash-back': 'remise en argent hypotheque avec remise',
  'skip-payment': 'sauter un paiement conge de paiement suspendre les paiements',
  'offer-conditions':
    'conditions offre conditionnelle condition de financement inspection lever les conditions offre ferme',
  'new-build':
    'preconstruction construction neuve constructeur frais d occupation cession tps tvh remboursement tarion',
  'loan-to-value': 'ratio pret valeur rapport pret valeur',
  'second-mortgage': 'deuxieme hypotheque seconde hypotheque deuxieme rang',
  'talk-to-agent': 'parler a un courtier parler a un agent quelqu un me rappeler conseiller',
  'find-agent': 'trouver un courtier agent pres de chez moi',
  'become-agent': 'devenir courtier agent hypothecaire carriere permis',
  'contact-us': 'nous joindre telephone courriel adresse bureau ou etes vous situes heures',
  'approval-odds': 'approuve approbation chances accepte',
  'legal-advice': 'avis juridique avocat notaire contrat',
  'property-tax': 'impot foncier impots fonciers taxes municipales taxe fonciere evaluation municipale compte de taxes',
}
