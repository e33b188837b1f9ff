import { afterEach, describe, expect, it } from 'vitest';
import { catalogueReport } from '../../scripts/i18n/report';
import { installCatalogue, t, translates } from '../../src/i18n/translator';
import { pseudo, pseudoCatalogue } from '../../src/i18n/pseudo';
import { i18nProvider } from '../../src/providers/i18nProvider';
import {
  formatAmount,
  formatBps,
  formatCompact,
  formatDate,
  formatPrice,
  formatRelative,
  formatSigned,
  setFormatLanguage,
} from '../../src/model/format';
import { preferredLanguage } from '../../src/model/languages';
import { say } from '../../resources/_text';

/** The slots of a text: {{name}} and {{0}}, in any order. */
const slots = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the Spanish catalogue', () => {
  const report = catalogueReport('es');

  it('translates every text of the code and of the declarations', () => {
    expect(report.missing.map(({ key, where }) => `${key}  (${where})`)).toEqual([]);
  });

  it('keeps no translation of a text no longer used', () => {
    expect(report.stale).toEqual([]);
  });

  it('translates a text the same way in each of its parts', () => {
    expect(report.clashes).toEqual([]);
  });

  it('marks as untranslated only texts it keeps in English (npm run i18n -- --mark)', async () => {
    const { readFileSync } = await import('node:fs');
    const file = `${__dirname}/../../src/i18n/es/untranslated.json`;
    const marked = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(Object.entries(marked).filter(([key, text]) => key !== text)).toEqual([]);
  });

  it('keeps every slot of a text, and leaves none empty', async () => {
    const { readCatalogue } = await import('../../scripts/i18n/keys');
    const { merged } = readCatalogue('es');
    const wrong = Object.entries(merged).filter(
      ([key, text]) =>
        !text.trim() ||
        slots(key.replace(/_(one|other)$/, '')).join() !== slots(text).join() ||
        // A plural form may leave the count out ("una fila"), never add or rename a slot.
        false,
    );
    expect(wrong.map(([key, text]) => `${key} -> ${text}`)).toEqual([]);
  });
});

describe('the translator', () => {
  afterEach(() => installCatalogue('en', undefined));

  it('answers English as written, filling its slots, with nothing loaded', () => {
    expect(t('Save')).toBe('Save');
    expect(t('Signed in as {{name}}', { name: 'Sam' })).toBe('Signed in as Sam');
    expect(translates('anything')).toBe(true);
  });

  it("looks a text up in the language's catalogue, and leaves an unknown one as it is", async () => {
    await installCatalogue('es', { Save: 'Guardar', 'Hello {{name}}': 'Hola {{name}}' });
    expect(t('Save')).toBe('Guardar');
    expect(t('Hello {{name}}', { name: 'Ana' })).toBe('Hola Ana');
    // A record's own text, or an already translated one, comes back unchanged.
    expect(t('Polymarket weekly')).toBe('Polymarket weekly');
    expect(t('Guardar')).toBe('Guardar');
  });

  it('chooses plural forms by count', async () => {
    await installCatalogue('es', {
      '{{count}} new — show_one': '{{count}} nueva — mostrar',
      '{{count}} new — show_other': '{{count}} nuevas — mostrar',
    });
    expect(t('{{count}} new — show', { count: 1 })).toBe('1 nueva — mostrar');
    expect(t('{{count}} new — show', { count: 3 })).toBe('3 nuevas — mostrar');
  });

  it("finds the say`…` text a message was made from, translating its values that are the panel's words", async () => {
    await installCatalogue('es', {
      '{{0}} must be at most {{1}} characters': '{{0}} debe tener como máximo {{1}} caracteres',
      '{{0}} must be {{1}}': '{{0}} debe ser {{1}}',
      'Only {{0}} may approve this {{1}}': 'Solo {{0}} puede aprobar este {{1}}',
      Name: 'Nombre',
      Withdrawal: 'Retiro',
    });
    const label = 'Name';
    // The most specific text wins over a shorter one that also matches.
    expect(t(say`${label} must be at most ${5} characters`)).toBe(
      'Nombre debe tener como máximo 5 caracteres',
    );
    expect(t(say`${label} must be ${'unique'}`)).toBe('Nombre debe ser unique');
    // A record's text stays as it is; a word of ours in lower case is translated, in lower case.
    expect(t(say`Only ${'Name'} may approve this ${'withdrawal'}`)).toBe(
      'Solo Nombre puede aprobar este retiro',
    );
    expect(t(say`Only ${'Sam Super'} may approve this ${'withdrawal'}`)).toBe(
      'Solo Sam Super puede aprobar este retiro',
    );
  });

  it('say returns the English a template literal makes', () => {
    const max = 3;
    expect(say`Name must be at most ${max} characters`).toBe('Name must be at most 3 characters');
    expect(say`Plain`).toBe('Plain');
  });

  it("gives Refine's texts by their English default", async () => {
    await installCatalogue('es', { Save: 'Guardar' });
    expect(i18nProvider.translate('buttons.save', undefined, 'Save')).toBe('Guardar');
    expect(i18nProvider.translate('buttons.save', 'Save')).toBe('Guardar');
    expect(i18nProvider.translate('buttons.unknown', undefined, 'Refresh')).toBe('Refresh');
  });
});

describe('the pseudo language', () => {
  afterEach(() => installCatalogue('en', undefined));

  it('accents and brackets a text, keeping its slots', () => {
    expect(pseudo('Save {{name}}')).toBe('⟦Šàṽé {{name}}⟧');
  });

  it("makes every key of a catalogue pseudo, from English's plural forms where it has them", async () => {
    const catalogue = pseudoCatalogue(['Save', '{{count}} rows_one', '{{count}} rows_other'], {
      '{{count}} rows_one': '{{count}} row',
    });
    await installCatalogue('en-XA', catalogue);
    expect(t('Save')).toBe('⟦Šàṽé⟧');
    expect(t('{{count}} rows', { count: 1 })).toBe('⟦1 ŕöŵ⟧');
    expect(t('{{count}} rows', { count: 2 })).toBe('⟦2 ŕöŵš⟧');
    // What skipped the catalogue stays plain English: the pseudo-language run catches it.
    expect(t('Not catalogued')).toBe('Not catalogued');
  });
});

describe('formats by language', () => {
  afterEach(() => setFormatLanguage('en'));

  it('writes numbers, money and prices with the language’s marks, digits exact', () => {
    expect(formatAmount('1234567.891', 'USDC')).toBe('1,234,567.891 USDC');
    setFormatLanguage('es');
    expect(formatAmount('1234567.891', 'USDC')).toBe('1.234.567,891 USDC');
    expect(formatSigned('1234.5', 'USDC')).toBe('+1.234,5 USDC');
    expect(formatPrice('0.9965')).toBe('99,65¢');
    expect(formatBps('125')).toBe('125 bps (1,25%)');
    expect(formatCompact('184856037.94')).toBe('184,86M');
  });

  it('writes dates in the language’s order', () => {
    expect(formatDate('2026-11-25T14:05:00')).toBe('2026-11-25 14:05');
    setFormatLanguage('es');
    expect(formatDate('2026-11-25T14:05:00')).toBe('25/11/2026 14:05');
    expect(formatDate('2026-11-25T14:05:00', false)).toBe('25/11/2026');
  });

  it('writes relative times in the language', () => {
    const now = Date.parse('2026-11-25T14:05:00Z');
    expect(formatRelative('2026-11-25T14:00:00Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-11-24T14:05:00Z', now)).toBe('yesterday');
    setFormatLanguage('es');
    expect(formatRelative('2026-11-25T14:00:00Z', now)).toBe('hace 5 minutos');
    expect(formatRelative('2026-11-25T16:05:00Z', now)).toBe('dentro de 2 horas');
  });

  it("picks the browser's first language the panel speaks", () => {
    expect(preferredLanguage(['de-DE', 'es-MX', 'en'])).toBe('es');
    expect(preferredLanguage(['fr'])).toBe('en');
  });
});
