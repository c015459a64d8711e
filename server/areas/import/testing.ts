// Test and benchmark support (not part of the API): an agent's estate as import files, generated
// from a seed, with each account's balance computed from the amounts as generated (in pence), never
// from the files, so that a test checks the import against an independent sum.

/** The files of a generated estate, by kind, and what their statements must come to. */
export interface GeneratedEstate {
  readonly files: { developments: string; premises: string; 'charge-accounts': string; transactions: string };
  /** Each account's reference and the sum of its lines, in pence. */
  readonly balances: ReadonlyMap<string, number>;
  /** The premises' references, two accounts each. */
  readonly premises: readonly string[];
}

/** A small deterministic generator (mulberry32): the same estate on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pence as the files write pounds: `-12.50`, `1234.05`, and now and then whole pounds (`40`). */
function poundsText(pence: number, whole: boolean): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return whole && abs % 100 === 0 ? `${sign}${abs / 100}` : `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An estate of `accounts` charge accounts (two per premises, in one development) and `lines`
 * statement lines spread over them, dated over the two years before `today` (yyyy-MM-dd).
 * @example const estate = generateEstate({ accounts: 2000, lines: 50_000, today: '2026-06-01' });
 */
export function generateEstate({ accounts, lines, today, seed = 40 }: { accounts: number; lines: number; today: string; seed?: number }): GeneratedEstate {
  const random = generator(seed);
  const premises = Array.from({ length: Math.ceil(accounts / 2) }, (_, index) => `GEN-P${String(index + 1).padStart(5, '0')}`);
  const accountRefs = Array.from({ length: accounts }, (_, index) => `GEN-A${String(index + 1).padStart(5, '0')}`);
  const balances = new Map(accountRefs.map((reference) => [reference, 0]));
  const end = Date.parse(`${today}T00:00:00Z`);
  const rows = ['reference,account,date,description,type,amount,period_from,period_to'];
  for (let index = 0; index < lines; index += 1) {
    const account = accountRefs[Math.floor(random() * accounts)]!;
    const demand = random() < 0.6;
    const pence = demand ? Math.floor(random() * 150_000) + 1 : -Math.floor(random() * 150_000) - 1;
    balances.set(account, balances.get(account)! + pence);
    const date = new Date(end - Math.floor(random() * 730) * 86_400_000).toISOString().slice(0, 10);
    const description = demand ? `"Service charge, quarter ${1 + (index % 4)}"` : 'Payment received';
    rows.push(`GEN-T${index + 1},${account},${date},${description},${demand ? 'Demand' : 'Payment'},${poundsText(pence, random() < 0.1)},${demand ? date : ''},${demand ? date : ''}`);
  }
  return {
    files: {
      developments: 'reference,name,address_line1,city,postcode\nGEN-D,Generated Gardens,1 Test Row,Leeds,LS1 1AA\n',
      premises: ['reference,development,name,legal_owner', ...premises.map((reference, index) => `${reference},GEN-D,Unit ${index + 1},Owner ${index + 1}`)].join('\n'),
      'charge-accounts': ['reference,premises,service', ...accountRefs.map((reference, index) => `${reference},${premises[Math.floor(index / 2)]},${index % 2 === 0 ? 'Service charge' : 'Ground rent'}`)].join('\n'),
      transactions: rows.join('\n'),
    },
    balances,
    premises,
  };
}
