/** Word lists and event templates for the demo seed. All names are fictional. */
import type { Rng } from './rng';

export const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Noah',
  'Emma',
  'Mia',
  'Lucas',
  'Sofia',
  'Mateo',
  'Aria',
  'Ethan',
  'Chloe',
  'Leo',
  'Hana',
  'Omar',
  'Priya',
  'Kenji',
  'Zara',
  'Diego',
  'Nora',
  'Ivan',
  'Amara',
  'Felix',
  'Lena',
  'Yusuf',
  'Maya',
  'Theo',
  'Isla',
  'Ravi',
  'Elena',
  'Kofi',
  'Sara',
  'Jonas',
  'Ines',
  'Malik',
  'Clara',
  'Arjun',
] as const;

export const LAST_NAMES = [
  'Carter',
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Tanaka',
  'Silva',
  'Kowalski',
  'Haddad',
  'Moreau',
  'Larsen',
  'Patel',
  'Fischer',
  'Alvarez',
  'Kim',
  'Novak',
  'Mensah',
  'Duarte',
  'Ibrahim',
  'Becker',
  'Lindqvist',
  'Costa',
  'Reyes',
  'Sato',
  'Walsh',
  'Petrov',
  'Adeyemi',
  'Bauer',
  'Jansen',
  'Khan',
] as const;

export const EMAIL_DOMAINS = [
  'example.com',
  'mail.test',
  'demo.test',
  'inbox.example',
  'post.example',
] as const;

/** [ISO country code, city] pairs for sign-ups and logins. */
export const LOCATIONS = [
  ['US', 'New York'],
  ['US', 'Austin'],
  ['GB', 'London'],
  ['DE', 'Berlin'],
  ['FR', 'Paris'],
  ['NL', 'Amsterdam'],
  ['BR', 'Sao Paulo'],
  ['IN', 'Bengaluru'],
  ['SG', 'Singapore'],
  ['JP', 'Tokyo'],
  ['NG', 'Lagos'],
  ['AE', 'Dubai'],
  ['CA', 'Toronto'],
  ['AU', 'Sydney'],
  ['ES', 'Madrid'],
  ['KR', 'Seoul'],
  ['MX', 'Mexico City'],
  ['PL', 'Warsaw'],
  ['TR', 'Istanbul'],
  ['ZA', 'Cape Town'],
] as const;

export const BROWSERS = [
  'Chrome 131',
  'Chrome 130',
  'Firefox 133',
  'Safari 18.1',
  'Edge 131',
  'Brave 1.73',
] as const;
export const OPERATING_SYSTEMS = [
  'Windows 11',
  'macOS 15',
  'Ubuntu 24.04',
  'iOS 18',
  'Android 15',
] as const;

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function dayLabel(ms: number): string {
  const d = new Date(ms);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

function monthLabel(ms: number): string {
  const d = new Date(ms);
  return `${LONG_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Template group of a category (child categories use their parent's group). */
export type TopicKey =
  'politics' | 'sports' | 'crypto' | 'economics' | 'tech' | 'culture' | 'world';

export interface EventSpec {
  title: string;
  description: string;
  resolutionSource: string;
  /** One question per market. */
  questions: string[];
  negRisk: boolean;
}

const COUNTRIES = [
  'Norland',
  'Estavia',
  'Karesh',
  'Valdoria',
  'Sumeria Nova',
  'Ostrava',
  'Pelagia',
  'Mirovia',
];
const PARLIAMENTS = ['Senate', 'House', 'National Assembly', 'Federal Council', 'Parliament'];
const BILLS = [
  'Clean Energy Act',
  'Digital Assets Bill',
  'Housing Reform Act',
  'Budget Resolution',
  'Data Privacy Act',
];
const PARTIES = [
  'Progress Party',
  'Civic Alliance',
  'Green Union',
  'Liberty Front',
  'Labour Coalition',
];
const TEAMS = [
  'Northside FC',
  'Harbor City',
  'Red Lions',
  'Atletico Verde',
  'Blue Comets',
  'Iron Wolves',
  'Eastport United',
  'Golden Falcons',
  'Riverside Rovers',
  'Thunder Bay',
  'Capital Kings',
  'Summit Hawks',
];
const LEAGUES = [
  'Premier Cup',
  'Continental League',
  'Pro Basketball Finals',
  'Champions Trophy',
  'National Series',
];
const TOKENS = ['Bitcoin', 'Ethereum', 'Solana', 'Dogecoin', 'Chainlink', 'Avalanche'];
const COMPANIES = [
  'Orbital Labs',
  'Nimbus AI',
  'Quanta Systems',
  'Helix Robotics',
  'Vantage Motors',
  'Lumen Devices',
];
const PRODUCTS = [
  'a foldable phone',
  'a new flagship model',
  'a humanoid robot',
  'a self-driving taxi service',
  'AR glasses',
];
const AWARDS = [
  'Best Picture',
  'Album of the Year',
  'Best Actress',
  'Best Director',
  'Song of the Year',
];
const MOVIES = [
  'Starfall',
  'The Last Harbor',
  'Midnight Circuit',
  'Paper Kingdoms',
  'Echoes of Mars',
  'Wild Current',
];
const SUMMITS = [
  'Climate Summit',
  'G20 Summit',
  'Trade Forum',
  'Ocean Conference',
  'Energy Dialogue',
];

function fullName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

function distinct(make: () => string, count: number): string[] {
  const out = new Set<string>();
  for (let guard = 0; out.size < count && guard < 50; guard++) out.add(make());
  return [...out];
}

function ladder(rng: Rng, base: number, step: number, count: number): number[] {
  const start = base + step * rng.int(-2, 2);
  return Array.from({ length: count }, (_, i) => start + i * step);
}

type Maker = (rng: Rng, endMs: number, marketCount: number) => EventSpec;

function binary(title: string, source: string, about: string): EventSpec {
  return {
    title,
    description:
      `This market resolves to "Yes" if ${about}. Otherwise it resolves to "No". ` +
      'If the outcome cannot be determined from the resolution source it resolves 50-50.',
    resolutionSource: source,
    questions: [title],
    negRisk: false,
  };
}

function multi(title: string, source: string, questions: string[], negRisk: boolean): EventSpec {
  return {
    title,
    description: negRisk
      ? `Exactly one of the listed outcomes will resolve "Yes"; all others resolve "No". ${title}`
      : `Each market resolves independently according to the resolution source. ${title}`,
    resolutionSource: source,
    questions,
    negRisk,
  };
}

const MAKERS: Record<TopicKey, { binary: Maker; ladder: Maker; contest: Maker }> = {
  politics: {
    binary: (rng, end) => {
      const bill = rng.pick(BILLS);
      const house = rng.pick(PARLIAMENTS);
      const country = rng.pick(COUNTRIES);
      const title = `Will the ${country} ${house} pass the ${bill} by ${dayLabel(end)}?`;
      return binary(
        title,
        'https://gov.example/legislation',
        `the ${bill} passes a final vote before the deadline`,
      );
    },
    ladder: (rng, end, n) => {
      const party = rng.pick(PARTIES);
      const country = rng.pick(COUNTRIES);
      const levels = ladder(rng, 60, 10, n);
      const title = `${party} seats in the ${country} election (${monthLabel(end)})`;
      return multi(
        title,
        'https://elections.example/results',
        levels.map((l) => `Will the ${party} win more than ${l} seats in ${country}?`),
        false,
      );
    },
    contest: (rng, end, n) => {
      const country = rng.pick(COUNTRIES);
      const race = rng.pick([
        'presidential election',
        'general election',
        'leadership race',
        'mayoral race',
      ]);
      const names = distinct(() => fullName(rng), n);
      const title = `Who will win the ${country} ${race} (${monthLabel(end)})?`;
      return multi(
        title,
        'https://elections.example/results',
        names.map((c) => `Will ${c} win the ${country} ${race}?`),
        true,
      );
    },
  },
  sports: {
    binary: (rng, end) => {
      const [a, b] = rng.sample(TEAMS, 2);
      const title = `Will ${a} beat ${b} on ${dayLabel(end)}?`;
      return binary(
        title,
        'https://sports.example/scores',
        `${a} wins the match in regulation or extra time`,
      );
    },
    ladder: (rng, end, n) => {
      const team = rng.pick(TEAMS);
      const levels = ladder(rng, 95, 5, n);
      const title = `${team} total points on ${dayLabel(end)}`;
      return multi(
        title,
        'https://sports.example/scores',
        levels.map((l) => `Will ${team} score over ${l}.5 points on ${dayLabel(end)}?`),
        false,
      );
    },
    contest: (rng, end, n) => {
      const league = rng.pick(LEAGUES);
      const teams = rng.sample(TEAMS, n);
      const title = `Who will win the ${league} ${new Date(end).getUTCFullYear()} (${MONTHS[new Date(end).getUTCMonth()]})?`;
      return multi(
        title,
        'https://sports.example/standings',
        teams.map((t) => `Will ${t} win the ${league}?`),
        true,
      );
    },
  },
  crypto: {
    binary: (rng, end) => {
      const token = rng.pick(TOKENS);
      const title = rng.chance(0.5)
        ? `Will ${token} reach a new all-time high by ${dayLabel(end)}?`
        : `Will a spot ${token} ETF launch in ${rng.pick(COUNTRIES)} by ${dayLabel(end)}?`;
      return binary(
        title,
        'https://prices.example/index',
        `the condition in the title is met before the deadline`,
      );
    },
    ladder: (rng, end, n) => {
      const token = rng.pick(TOKENS.slice(0, 3));
      const base = token === 'Bitcoin' ? 110 : token === 'Ethereum' ? 4 : 0.2;
      const levels = ladder(
        rng,
        token === 'Solana' ? 200 : base,
        token === 'Solana' ? 10 : base / 20,
        n,
      );
      const unit = token === 'Solana' ? '' : 'k';
      const fmtLevel = (l: number): string => (unit ? `$${Number(l.toFixed(1))}k` : `$${l}`);
      const title = `${token} price on ${dayLabel(end)}`;
      return multi(
        title,
        'https://prices.example/index',
        levels.map((l) => `Will ${token} be above ${fmtLevel(l)} on ${dayLabel(end)}?`),
        false,
      );
    },
    contest: (rng, end, n) => {
      const tokens = rng.sample(TOKENS, n);
      const title = `Which token will perform best in ${monthLabel(end)}?`;
      return multi(
        title,
        'https://prices.example/index',
        tokens.map((t) => `Will ${t} perform best in ${monthLabel(end)}?`),
        true,
      );
    },
  },
  economics: {
    binary: (rng, end) => {
      const title = rng.chance(0.5)
        ? `Will the central bank of ${rng.pick(COUNTRIES)} cut rates in ${monthLabel(end)}?`
        : `Will ${rng.pick(COUNTRIES)} enter a recession by ${dayLabel(end)}?`;
      return binary(title, 'https://stats.example/releases', 'the official release confirms it');
    },
    ladder: (rng, end, n) => {
      const country = rng.pick(COUNTRIES);
      const levels = ladder(rng, 25, 2, n).map((l) => l / 10);
      const title = `${country} inflation for ${monthLabel(end)}`;
      return multi(
        title,
        'https://stats.example/cpi',
        levels.map(
          (l) => `Will ${country} CPI inflation be above ${l.toFixed(1)}% for ${monthLabel(end)}?`,
        ),
        false,
      );
    },
    contest: (rng, end, n) => {
      const country = rng.pick(COUNTRIES);
      const options = [
        'cut 50 bps or more',
        'cut 25 bps',
        'hold rates',
        'hike 25 bps',
        'hike 50 bps or more',
      ].slice(0, n);
      const title = `${country} rate decision in ${monthLabel(end)}?`;
      return multi(
        title,
        'https://centralbank.example/decisions',
        options.map((o) => `Will the ${country} central bank ${o} in ${monthLabel(end)}?`),
        true,
      );
    },
  },
  tech: {
    binary: (rng, end) => {
      const company = rng.pick(COMPANIES);
      const title = `Will ${company} release ${rng.pick(PRODUCTS)} by ${dayLabel(end)}?`;
      return binary(
        title,
        'https://newsroom.example',
        `${company} makes the product generally available before the deadline`,
      );
    },
    ladder: (rng, end, n) => {
      const company = rng.pick(COMPANIES);
      const levels = ladder(rng, 500, 100, n);
      const title = `${company} market cap on ${dayLabel(end)}`;
      return multi(
        title,
        'https://markets.example/quotes',
        levels.map((l) => `Will ${company} be worth more than $${l}B on ${dayLabel(end)}?`),
        false,
      );
    },
    contest: (rng, end, n) => {
      const companies = rng.sample(COMPANIES, n);
      const title = `Which company will top the AI leaderboard at the end of ${monthLabel(end)}?`;
      return multi(
        title,
        'https://leaderboard.example',
        companies.map((c) => `Will ${c} top the AI leaderboard at the end of ${monthLabel(end)}?`),
        true,
      );
    },
  },
  culture: {
    binary: (rng, end) => {
      const movie = rng.pick(MOVIES);
      const amount = rng.int(4, 30) * 5;
      const title = `Will "${movie}" gross over $${amount}M on its opening weekend (${dayLabel(end)})?`;
      return binary(
        title,
        'https://boxoffice.example',
        `the reported domestic opening weekend gross exceeds $${amount}M`,
      );
    },
    ladder: (rng, end, n) => {
      const movie = rng.pick(MOVIES);
      const levels = ladder(rng, 50, 25, n);
      const title = `"${movie}" box office by ${dayLabel(end)}`;
      return multi(
        title,
        'https://boxoffice.example',
        levels.map((l) => `Will "${movie}" gross over $${l}M by ${dayLabel(end)}?`),
        false,
      );
    },
    contest: (rng, end, n) => {
      const award = rng.pick(AWARDS);
      const nominees = distinct(
        () => (award.startsWith('Best Picture') ? rng.pick(MOVIES) : fullName(rng)),
        n,
      );
      const title = `Who will win ${award} (${monthLabel(end)})?`;
      return multi(
        title,
        'https://awards.example/winners',
        nominees.map((x) => `Will ${x} win ${award}?`),
        true,
      );
    },
  },
  world: {
    binary: (rng, end) => {
      const [a, b] = rng.sample(COUNTRIES, 2);
      const title = `Will ${a} and ${b} sign a trade agreement by ${dayLabel(end)}?`;
      return binary(
        title,
        'https://news.example/world',
        'both governments sign the agreement before the deadline',
      );
    },
    ladder: (rng, end, n) => {
      const levels = ladder(rng, 12, 1, n).map((l) => l / 10);
      const title = `Global temperature anomaly for ${monthLabel(end)}`;
      return multi(
        title,
        'https://climate.example/monthly',
        levels.map((l) => `Will the anomaly for ${monthLabel(end)} exceed ${l.toFixed(1)} C?`),
        false,
      );
    },
    contest: (rng, end, n) => {
      const summit = rng.pick(SUMMITS);
      const hosts = rng.sample(COUNTRIES, n);
      const title = `Which country will host the next ${summit} (decided ${monthLabel(end)})?`;
      return multi(
        title,
        'https://news.example/world',
        hosts.map((h) => `Will ${h} host the next ${summit}?`),
        true,
      );
    },
  },
};

/** An event's title, description and market questions. `kind` picks single, ladder or winner-take-all. */
export function makeEventSpec(
  topic: TopicKey,
  kind: 'binary' | 'ladder' | 'contest',
  rng: Rng,
  endMs: number,
  marketCount: number,
): EventSpec {
  const spec = MAKERS[topic][kind](rng, endMs, marketCount);
  // `distinct` may return fewer names than asked; a contest needs at least two markets.
  if (spec.negRisk && spec.questions.length < 2)
    spec.questions.push(`Will another outcome happen? (${spec.title})`);
  return spec;
}
